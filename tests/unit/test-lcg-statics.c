/* The lcg constant abilities as data: every row of the table parses its
 * example into LcgStatic and reads back as words, an icon type is one
 * modifier, and what does not fit is an error that says why. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
/* cmocka needs the three above first */
#include "lcg-cards.h"

#include <cmocka.h>
#include <string.h>

/* the clause parsed into a fresh card: NULL, or why it failed */
static char *
parse_into (LcgCard *c, const char *clause)
{
  g_autoptr (GString) todo = g_string_new (NULL);
  char *why = NULL;
  if (!lcg_parse_clause (clause, c, todo, &why))
    return why ? why : g_strdup ("failed without a reason");
  return NULL;
}

static void
every_row_parses_its_example_and_reads_as_words (void **state)
{
  (void)state;
  guint rows = 0;
  for (guint i = 0; lcg_static_word (i); i++, rows++)
    {
      const LcgStaticWord *row = lcg_static_word (i);
      g_autofree LcgCard *c = g_new0 (LcgCard, 1);
      g_autofree char *why = parse_into (c, row->example);
      if (why)
        fail_msg ("row %s: \"%s\": %s", row->word, row->example, why);
      if (c->n_statics < 1 || c->statics[0].word != i)
        fail_msg ("row %s: \"%s\" is not read as this row", row->word,
                  row->example);
      g_autoptr (GString) text = g_string_new (NULL);
      lcg_abilities_text (NULL, c, text);
      if (text->len < 10 || strchr (text->str, '{') || strchr (text->str, '}')
          || strstr (text->str, "(s)"))
        fail_msg ("row %s reads \"%s\"", row->word, text->str);
    }
  assert_true (rows >= 26);
}

/* lcg_own_static sums a card's own rules without the table's conditions
 * and counts: their rows must have none, and no row of another quantity
 * may reach other cards with them */
static void
own_rules_reach_only_their_card (void **state)
{
  (void)state;
  guint own = 0;
  for (guint i = 0; lcg_static_word (i); i++)
    {
      const LcgStaticWord *row = lcg_static_word (i);
      if (lcg_static_row_icons (row) || row->quantity < LQ_OWN_FIRST)
        continue;
      own++;
      if (row->who != LW_SELF || row->cond || row->per)
        fail_msg ("row %s: a card's own rule with a reach, condition or "
                  "count",
                  row->word);
    }
  assert_true (own >= 8);
}

static void
an_icon_type_is_one_modifier (void **state)
{
  (void)state;
  g_autofree LcgCard *c = g_new0 (LcgCard, 1);
  assert_null (parse_into (c, "static gains-while-damaged ud bd"));
  assert_int_equal (c->n_statics, 2);
  assert_int_equal (c->statics[0].quantity, LQ_UD);
  assert_int_equal (c->statics[1].quantity, LQ_BD);
  assert_int_equal (c->statics[1].amount, 1);
  assert_int_equal (c->statics[1].cond, LC_DAMAGED);
  assert_int_equal (c->static_self[0], LCG_Q_BIT (LQ_UD) | LCG_Q_BIT (LQ_BD));
  assert_int_equal (c->static_self[1], 0);
  assert_int_equal (c->static_others[0] | c->static_others[1], 0);
  g_autoptr (GString) text = g_string_new (NULL);
  lcg_abilities_text (NULL, c, text);
  /* one sentence for both, as printed */
  assert_string_equal (text->str, "\nWhile it is damaged, it gains 1 unit "
                                  "damage and 1 blast damage.");
  /* named twice: twice the amount */
  g_autofree LcgCard *d = g_new0 (LcgCard, 1);
  assert_null (parse_into (d, "static friendly-units-gain bd bd"));
  assert_int_equal (d->n_statics, 1);
  assert_int_equal (d->statics[0].amount, 2);
  assert_int_equal (d->static_others[LCG_Q_WORD (LQ_BD)], LCG_Q_BIT (LQ_BD));
}

static void
amounts_keep_their_sign (void **state)
{
  (void)state;
  g_autofree LcgCard *c = g_new0 (LcgCard, 1);
  assert_null (parse_into (c, "static reduce-first event:sith 1"));
  assert_null (parse_into (c, "static enemy-objective-capacity -1"));
  assert_null (parse_into (c, "static alone-bars-defenders-cost 3"));
  assert_int_equal (c->n_statics, 3);
  assert_int_equal (c->statics[0].quantity, LQ_COST);
  assert_int_equal (c->statics[0].amount, -1);
  assert_int_equal (c->statics[0].type, T_EVENT);
  assert_int_equal (c->statics[0].aff, AF_SITH);
  assert_int_equal (c->statics[1].amount, -1);
  /* a selector's number is not an amount */
  assert_int_equal (c->statics[2].n, 3);
  assert_int_equal (c->statics[2].amount, 1);
}

/* keywords an enhancement grants are rows whose amount is the keyword's
 * bit; "aff:" of a placement is the row enhances-only */
static void
grants_and_placements_are_rows (void **state)
{
  (void)state;
  g_autofree LcgCard *c = g_new0 (LcgCard, 1);
  assert_null (parse_into (c, "grant shielding"));
  assert_null (parse_into (c, "grant if:Darth_Vader targeted-strike"));
  assert_int_equal (c->n_statics, 2);
  assert_int_equal (c->statics[0].quantity, LQ_KEYWORDS);
  assert_int_equal (c->statics[0].amount, KW_SHIELDING);
  assert_int_equal (c->statics[0].who, LW_ENHANCED);
  assert_int_equal (c->statics[1].amount, KW_TARGETED_STRIKE);
  assert_int_equal (c->statics[1].cond, LC_ENHANCED_TITLE);
  assert_int_equal (c->statics[1].trait, g_quark_from_string ("Darth Vader"));
  assert_int_equal (c->static_self[0] | c->static_self[1], 0);
  assert_true (LCG_Q_HAS (c->static_others, LQ_KEYWORDS));

  g_autofree LcgCard *d = g_new0 (LcgCard, 1);
  assert_null (
      parse_into (d, "enhance unit:Character aff:smugglers-and-spies"));
  assert_null (parse_into (d, "static pilot-on:Fighter"));
  assert_int_equal (d->enh, ENH_UNIT);
  const LcgStatic *only = lcg_card_static (d, LQ_ENHANCES_ONLY);
  assert_non_null (only);
  assert_int_equal (only->amount, AF_SMUGGLERS);
  const LcgStatic *pilot = lcg_card_static (d, LQ_PILOT_ON);
  assert_non_null (pilot);
  assert_int_equal (pilot->trait, g_quark_from_string ("Fighter"));
  assert_null (lcg_card_static (d, LQ_ONE_PER_UNIT));
}

static void
too_many_modifiers_is_an_error (void **state)
{
  (void)state;
  g_autofree LcgCard *c = g_new0 (LcgCard, 1);
  assert_null (parse_into (c, "static gains-while-damaged ud bd tactics"));
  assert_null (parse_into (c, "static gains-while-captured ud bd"));
  g_autofree char *why = parse_into (c, "static gains-while-light bd");
  assert_non_null (why);
  assert_non_null (strstr (why, "at most 5"));
}

static void
bad_arguments_say_what_was_expected (void **state)
{
  (void)state;
  struct
  {
    const char *clause;
    const char *want;
  } cases[] = {
    { "static reserve ten", "expected \"static reserve N\"" },
    { "static reserve 1 2", "(N from -9 to 9)" },
    { "static max-attackers 0", "from 1 to 9" },
    { "static cannot-attack now", "expected \"static cannot-attack\"" },
    { "static alone-attackers-gain:droids bd", "an affiliation such as" },
    { "static attackers-only:Vehicle now", "\"static attackers-only:TRAIT\"" },
    { "static reduce-first droid 1", "TYPE[:AFFILIATION] N" },
    { "static gains-while-damaged blue", "expected ud, bd or tactics" },
    { "static sing", "cheaper-per-objective:TRAIT N, " },
    { "static sing", "pilot-on:T1[/T2]" },
    { "static enhances-only:droids", "an affiliation such as" },
    { "enhance unit:Character aff:droids", "an affiliation such as" },
    { "grant if:Han_Solo targeted-strike now", "if:TITLE targeted-strike" },
    { "grant sing", "shielding, targeted-strike, " },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree LcgCard *c = g_new0 (LcgCard, 1);
      g_autofree char *why = parse_into (c, cases[i].clause);
      if (!why)
        fail_msg ("\"%s\" parses", cases[i].clause);
      if (!strstr (why, cases[i].want))
        fail_msg ("\"%s\": \"%s\" lacks \"%s\"", cases[i].clause, why,
                  cases[i].want);
    }
}

/* the quantity mask has LCG_Q_WORDS words: a quantity past 63 has a bit
 * of its own in the second word, shared with no other */
static void
quantities_past_63_have_their_own_bit (void **state)
{
  (void)state;
  guint64 mask[LCG_Q_WORDS] = { 0 };
  LCG_Q_SET (mask, 64);
  assert_int_equal (mask[0], 0);
  assert_true (LCG_Q_HAS (mask, 64));
  assert_false (LCG_Q_HAS (mask, 63));
  assert_false (LCG_Q_HAS (mask, 65));
  assert_false (LCG_Q_HAS (mask, 0));
  LCG_Q_SET (mask, 63);
  assert_int_equal (mask[0], LCG_Q_BIT (63));
  assert_true (LCG_Q_HAS (mask, 63));
  assert_false (LCG_Q_HAS (mask, 127));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (every_row_parses_its_example_and_reads_as_words),
    cmocka_unit_test (own_rules_reach_only_their_card),
    cmocka_unit_test (an_icon_type_is_one_modifier),
    cmocka_unit_test (amounts_keep_their_sign),
    cmocka_unit_test (grants_and_placements_are_rows),
    cmocka_unit_test (too_many_modifiers_is_an_error),
    cmocka_unit_test (bad_arguments_say_what_was_expected),
    cmocka_unit_test (quantities_past_63_have_their_own_bit),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
