/* Text players can read (issue 15): every log message template of both
 * rulesets, rendered, and every prompt, option label and log line of some
 * random games carry no placeholder wording: no "card(s)", no "stat 2",
 * no "keyword 0" where a game word belongs. */
#include "hc-words.h"
#include "rulesets-fixture.h"

#include <string.h>

static GRegex *placeholder_re;

/* Prompts and labels that do not say what they do: a bare "X: choose",
 * a bare "use X's ability", and the possessive of a name ending in s. */
static GRegex *unsaid_re;

/* A card in a hand, deck or discard pile named as if it were a unit in
 * play: "(unit Battle card)", "unit of yours unit card". */
static GRegex *pile_card_re;

/* English a card's text must not break: "a opposing unit", a double
 * space, "a unit that is a Squad" (a subtype is an adjective: "a Squad
 * unit"), an encoding word ("Jedi_Master"), "until a unit card". */
static GRegex *grammar_re;

/* fails on placeholder wording in text */
static void
check (const HcRuleset *r, const char *what, const char *kind, const char *text)
{
  if (g_regex_match (placeholder_re, text, 0, NULL))
    fail_msg ("%s %s (%s) has placeholder wording: \"%s\"", r->id, what,
              kind ? kind : "-", text);
  if (g_regex_match (unsaid_re, text, 0, NULL))
    fail_msg ("%s %s (%s) does not say what it does: \"%s\"", r->id, what,
              kind ? kind : "-", text);
}

static const char *const ruleset_ids[] = { "wotc", "lcg" };

/* Each template rendered with a few argument sets: a count of one and of
 * several, a stat or keyword index of each kind the rulesets use. */
static void
every_template_reads_as_game_words (void **state)
{
  (void)state;
  for (guint k = 0; k < G_N_ELEMENTS (ruleset_ids); k++)
    {
      const HcRuleset *r = hc_ruleset_find (ruleset_ids[k]);
      assert_non_null (r);
      g_autoptr (HcGame) g = rulesets_fixture_game (r, 1);
      for (gint m = 0; m < r->n_messages; m++)
        {
          assert_non_null (r->messages[m].text);
          for (gint32 v = 0; v < 4; v++)
            {
              HcLogEntry e = { .msg = (guint16)m, .arg = { v, v, v, v } };
              g_autoptr (GString) s = g_string_new (NULL);
              hc_log_render_text (g, &e, s);
              check (r, "message", r->messages[m].kind, s->str);
            }
        }
    }
}

/* Labels and prompts exist only with a decision: some random games. */
static void
labels_and_log_of_random_games_read_as_game_words (void **state)
{
  (void)state;
  for (guint k = 0; k < G_N_ELEMENTS (ruleset_ids); k++)
    {
      const HcRuleset *r = hc_ruleset_find (ruleset_ids[k]);
      guint labels = 0;
      for (guint64 seed = 1; seed <= 6; seed++)
        {
          g_autoptr (HcGame) g = rulesets_fixture_game (r, seed);
          HcRng rng;
          hc_rng_seed (&rng, seed, 0x7e47);
          guint seen = 0;
          for (gint step = 0; step < 1500; step++)
            {
              const HcDecision *d = hc_game_advance (g);
              const HcLogEntry *entries = hc_log_entries (g->log);
              for (; seen < g->log_len; seen++)
                {
                  g_autoptr (GString) s = g_string_new (NULL);
                  hc_log_render_text (g, &entries[seen], s);
                  check (r, "log line", hc_log_kind_name (g, &entries[seen]),
                         s->str);
                }
              if (!d)
                break;
              g_autoptr (GString) prompt = g_string_new (NULL);
              hc_decision_prompt (g, prompt);
              check (r, "prompt", NULL, prompt->str);
              for (gint i = 0; i < d->n_options; i++)
                {
                  g_autoptr (GString) s = g_string_new (NULL);
                  hc_option_label (g, &d->option[i], s);
                  check (r, "option label", NULL, s->str);
                  labels++;
                }
              g_autoptr (GError) error = NULL;
              guint32 pick = hc_rng_bounded (&rng, (guint32)d->n_options);
              assert_true (hc_game_choose (g, d->option[pick].id, &error));
            }
        }
      assert_true (labels > 100);
    }
}

/* The card text `cards show` prints for every card of both rulesets. */
static void
every_card_text_reads_as_game_words (void **state)
{
  (void)state;
  for (guint k = 0; k < G_N_ELEMENTS (ruleset_ids); k++)
    {
      const HcRuleset *r = hc_ruleset_find (ruleset_ids[k]);
      assert_non_null (r);
      const HcCardDb *db = hc_rulesets_cards (r, NULL);
      assert_non_null (db);
      for (guint i = 0; i < db->cards->len; i++)
        {
          const HcCardDef *d = db->cards->pdata[i];
          g_autoptr (GString) s = g_string_new (NULL);
          r->card_text (d, s);
          if (g_regex_match (placeholder_re, s->str, 0, NULL))
            fail_msg ("%s card %s has placeholder wording: \"%s\"", r->id,
                      d->name, s->str);
          if (g_regex_match (pile_card_re, s->str, 0, NULL))
            fail_msg ("%s card %s names a card as a unit: \"%s\"", r->id,
                      d->name, s->str);
          if (g_regex_match (grammar_re, s->str, 0, NULL))
            fail_msg ("%s card %s has broken English: \"%s\"", r->id, d->name,
                      s->str);
        }
    }
}

/* the two English helpers both rulesets' labels use (src/core/words.c) */
static void
articles_and_possessives (void **state)
{
  (void)state;
  static const char *const cases[][2] = {
    { "Darth Vader", "Darth Vader's" },
    { "Cruel Interrogations", "Cruel Interrogations'" },
    { "Tyranus's Gift", "Tyranus's Gift's" },
    { "R2-D2", "R2-D2's" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      hc_possessive_text (cases[i][0], out);
      assert_string_equal (out->str, cases[i][1]);
    }
  static const char *const articles[][2] = {
    { "opposing unit", "an opposing unit" },
    { "unique card", "a unique card" },
    { "other unit", "another unit" },
    { "one", "a one" },
    { "Ewok", "an Ewok" },
    { "Squad unit", "a Squad unit" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (articles); i++)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      hc_a_text (articles[i][0], out);
      assert_string_equal (out->str, articles[i][1]);
    }
}

int
main (void)
{
  placeholder_re = g_regex_new (
      "\\(s\\)|\\(ies\\)|\\bstat [0-9]|\\bkeyword [0-9]"
      /* a number not in agreement, an ability named by its index
       * ("(1 points unused)", "take 1 dice", "uses ability 1 (0 Force)") */
      "|\\b1 points\\b|\\b1 dice\\b|\\buses ability [0-9]",
      0, 0, NULL);
  unsaid_re
      = g_regex_new ("s's ability|: choose$|^use [^:]*ability$", 0, 0, NULL);
  pile_card_re = g_regex_new ("\\bunit( of yours| of your opponent's)? "
                              "(unit|Battle|Mission) card|opposing unit "
                              "(unit|Battle|Mission) card",
                              0, 0, NULL);
  grammar_re = g_regex_new ("\\ba (?!uni|one)[aeiouAEIOU]|\\ban [^aeiouAEIOU]"
                            "|\\S  \\S|\\bunits? that is an? [A-Z]"
                            "|[a-z]_[A-Z]|until an? [a-z]+ card",
                            0, 0, NULL);
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (articles_and_possessives),
    cmocka_unit_test (every_template_reads_as_game_words),
    cmocka_unit_test (labels_and_log_of_random_games_read_as_game_words),
    cmocka_unit_test (every_card_text_reads_as_game_words),
  };
  gint rc = cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
  g_regex_unref (placeholder_re);
  g_regex_unref (unsaid_re);
  g_regex_unref (grammar_re);
  return rc;
}
