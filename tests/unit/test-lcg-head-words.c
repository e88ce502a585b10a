/* The lcg ability head's words as table rows (head-words.c): every row
 * parses into the clause field it names and reads back as its card text,
 * a bad argument or an unknown word is an error that says what was
 * expected, and the keywords column's flags come from their table. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
/* cmocka needs the three above first */
#include "lcg-cards.h"

#include <cmocka.h>
#include <string.h>

/* "action HEAD WORD: draw 1" parsed into a fresh card: NULL, or why not */
static char *
parse_into (LcgCard *c, const char *head_words)
{
  g_autofree char *clause = g_strdup_printf ("action %s: draw 1", head_words);
  g_autoptr (GString) todo = g_string_new (NULL);
  char *why = NULL;
  if (!lcg_parse_clause (clause, c, todo, &why))
    return why ? why : g_strdup ("failed without a reason");
  return NULL;
}

static void
every_row_parses_and_reads_as_words (void **state)
{
  (void)state;
  guint rows = 0;
  for (guint i = 0; lcg_head_word (i); i++, rows++)
    {
      const LcgHeadWord *row = lcg_head_word (i);
      g_autoptr (GString) words = g_string_new (NULL);
      lcg_head_word_grammar (row, words);
      /* N = the row's least, TRAIT = Jedi_Knight (a space in it),
       * AFFILIATION = sith */
      g_autofree char *n = g_strdup_printf ("%d", row->lo);
      g_autofree char *spelled = g_strdup_printf (
          "%s%s%s%s", row->head, *row->head ? " " : "", row->word,
          row->args == LHA_N           ? n
          : row->args == LHA_TRAIT     ? "Jedi_Knight"
          : row->args == LHA_AFF_TRAIT ? "sith:Jedi_Knight"
          : row->args == LHA_AFF       ? "sith"
                                       : "");
      g_autofree LcgCard *c = g_new0 (LcgCard, 1);
      g_autofree char *why = parse_into (c, spelled);
      if (why)
        fail_msg ("row %s: \"%s\": %s", words->str, spelled, why);
      const LcgClause *cl = &c->clause[0];
      gboolean cost = strcmp (row->head, "cost") == 0;
      gboolean limit = strcmp (row->head, "limit") == 0;
      /* a lone word: subject-cost<=N, from-hand or from-discard */
      gboolean lone = !*row->head;
      gint value = lone && cl->when_cost_cap  ? LHW_SUBJECT_COST
                   : lone && cl->from_hand    ? LHW_FROM_HAND
                   : lone && cl->from_discard ? LHW_FROM_DISCARD
                   : lone && cl->constant     ? LHW_CONSTANT
                   : lone                     ? 0
                   : cost                     ? cl->cost
                   : limit                    ? cl->limit
                                              : cl->only;
      gint got_n = lone    ? MAX (cl->when_cost_cap - 1, 0)
                   : cost  ? cl->cost_n
                   : limit ? 0
                           : cl->only_n;
      GQuark trait = cost ? cl->cost_trait : limit ? 0 : cl->only_trait;
      assert_int_equal (value, row->value);
      assert_int_equal (got_n, row->args == LHA_N ? row->lo : 0);
      gboolean has_trait = row->args == LHA_TRAIT || row->args == LHA_AFF_TRAIT;
      assert_int_equal (trait,
                        has_trait ? g_quark_from_string ("Jedi Knight") : 0);
      assert_int_equal (cl->cost_aff,
                        row->args == LHA_AFF_TRAIT || row->args == LHA_AFF
                            ? AF_SITH
                            : AF_NEUTRAL);
      /* the card text is the row's, blanks filled (lcgAC: an affiliation
       * alone reads as the row's trait, as render.c gives it) */
      g_autoptr (GString) text = g_string_new (NULL);
      lcg_head_text (
          row->head, value, got_n,
          row->args == LHA_AFF ? g_quark_from_string ("Sith") : trait, text);
      if (!text->len || strchr (text->str, '{'))
        fail_msg ("row %s reads as \"%s\"", words->str, text->str);
      if (has_trait && !strstr (text->str, "Jedi Knight"))
        fail_msg ("row %s: \"%s\" lacks the trait", words->str, text->str);
    }
  assert_true (rows >= 31);
}

static void
bad_words_say_what_was_expected (void **state)
{
  (void)state;
  struct
  {
    const char *head;
    const char *want;
  } cases[] = {
    { "cost spend:0", "\"cost spend:N\" (N from 1 to 9)" },
    { "cost focus-self:1", "(N from 2 to 9)" },
    { "only edge-margin:x", "\"only edge-margin:N\"" },
    { "cost sacrifice:A/B", "with one trait" },
    { "cost focus:", "with one trait" },
    { "cost fly", "expected cost focus-self, " },
    { "limit twice", "limit 3-per-phase, only your-turn" },
    { "only", "from-hand before \":\"" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree LcgCard *c = g_new0 (LcgCard, 1);
      g_autofree char *why = parse_into (c, cases[i].head);
      if (!why)
        fail_msg ("\"%s\" parses", cases[i].head);
      if (!strstr (why, cases[i].want))
        fail_msg ("\"%s\": \"%s\" lacks \"%s\"", cases[i].head, why,
                  cases[i].want);
    }
}

static void
keyword_flags_come_from_the_table (void **state)
{
  (void)state;
  g_autofree LcgCard *c = g_new0 (LcgCard, 1);
  char *why = NULL;
  assert_true (lcg_parse_keywords (
      "elite | limited | affiliation-only | edge 1 | edge 2", c, &why));
  assert_int_equal (c->kw, KW_ELITE | KW_LIMITED);
  assert_int_equal (c->deck, DK_AFFILIATION_ONLY);
  assert_int_equal (c->edge, 3); /* FAQ 2.12: edge adds up */
  assert_false (lcg_parse_keywords ("elite 2", c, &why));
  assert_non_null (strstr (why, "bad keyword \"elite 2\"; expected elite ("));
  g_free (why);
  /* edge and protect are rows too, with their argument checked */
  assert_true (lcg_parse_keywords ("protect unit:rebel-alliance", c, &why));
  assert_int_equal (c->protect, g_quark_from_string ("unit"));
  assert_int_equal (c->protect_aff, AF_REBEL);
  assert_false (lcg_parse_keywords ("protect unit:jedi-council", c, &why));
  assert_non_null (strstr (why, "expected protect TRAIT:AFFILIATION, "
                                "protect TRAIT, protect TRAIT:committed ("));
  g_free (why);
  /* Imperial Shadow Guard: units, only while committed to the Force */
  g_autofree LcgCard *sg = g_new0 (LcgCard, 1);
  assert_true (lcg_parse_keywords ("protect unit:committed", sg, &why));
  assert_int_equal (sg->protect, g_quark_from_string ("unit"));
  assert_true (sg->protect_committed);
  assert_int_equal (sg->protect_aff, 0);
  assert_false (lcg_parse_keywords ("edge 10", c, &why));
  assert_non_null (strstr (why, "expected edge N (N from 1 to 9"));
  g_free (why);
  assert_false (lcg_parse_keywords ("fly", c, &why));
  assert_non_null (strstr (why, "unknown keyword \"fly\"; expected elite, "
                                "edge N, shielding, "));
  g_free (why);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (every_row_parses_and_reads_as_words),
    cmocka_unit_test (bad_words_say_what_was_expected),
    cmocka_unit_test (keyword_flags_come_from_the_table),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
