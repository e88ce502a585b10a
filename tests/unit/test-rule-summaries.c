/* Every rule id a ruleset cites in its log has a summary for `?` and
 * `holocron rules show`, and each summary reads as one sentence. */
#include "hc-rule-summary.h"
#include "rulesets-fixture.h"
#include "scn-toy.h"

#include <string.h>

/* One sentence: a capital first, one full stop, at the end, and short
 * enough for two lines of a terminal. */
static void
check_summary (const char *ruleset, const char *id, const char *summary)
{
  if (!summary)
    fail_msg ("%s rule \"%s\" has no summary in src/core/rules-summary.c",
              ruleset, id);
  gsize len = strlen (summary);
  if (!g_ascii_isupper (summary[0]) || len < 20 || len > 200
      || summary[len - 1] != '.' || strchr (summary, '.') != summary + len - 1)
    fail_msg ("%s rule \"%s\": the summary is not one short sentence: %s",
              ruleset, id, summary);
}

static void
check_ruleset (const HcRuleset *r)
{
  assert_true (r->n_rules > 0);
  for (gint i = 0; i < r->n_rules; i++)
    {
      /* every slot of the table is cited by its index in some log entry */
      if (!r->rules[i].id)
        fail_msg ("%s: rule %d has no id", r->id, i);
      check_summary (r->id, r->rules[i].id,
                     hc_rule_summary (r->id, r->rules[i].id));
    }
}

static void
every_cited_rule_has_a_summary (void **state)
{
  (void)state;
  GPtrArray *all = hc_ruleset_all ();
  assert_true (all->len >= 2);
  for (guint i = 0; i < all->len; i++)
    check_ruleset (all->pdata[i]);
  check_ruleset (hc_scn_toy_ruleset ());
}

static void
unknown_ids_have_none (void **state)
{
  (void)state;
  assert_null (hc_rule_summary ("wotc", "no-such-rule"));
  assert_null (hc_rule_summary ("no-such-ruleset", "damage"));
  assert_null (hc_rule_summary (NULL, "damage"));
  /* the same id in two rulesets has each its own summary */
  const char *w = hc_rule_summary ("wotc", "damage");
  const char *l = hc_rule_summary ("lcg", "damage");
  assert_non_null (w);
  assert_non_null (l);
  assert_string_not_equal (w, l);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (every_cited_rule_has_a_summary),
    cmocka_unit_test (unknown_ids_have_none),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
