/* Every global a shipped ruleset has beyond the core's four has a range a
 * scenario's setup is held to, and the ranges are well formed. */
#include "rulesets-fixture.h"
#include "scenario-internal.h"

static void
every_ruleset_global_has_a_range (void **state)
{
  (void)state;
  GPtrArray *all = hc_ruleset_all ();
  assert_true (all->len >= 2);
  for (guint i = 0; i < all->len; i++)
    {
      const HcRuleset *r = all->pdata[i];
      for (gint k = HC_G_FIRST_RULESET; k < r->n_globals; k++)
        {
          const HcScnRange *range
              = hc_scn_global_range (r->id, r->global_names[k]);
          if (!range)
            fail_msg ("%s global \"%s\" has no range in "
                      "src/scenario/scenario-ranges.c",
                      r->id, r->global_names[k]);
          if (!hc_scn_range_is_card (range) && range->min > range->max)
            fail_msg ("%s global \"%s\": the range is empty", r->id,
                      r->global_names[k]);
          assert_non_null (range->meaning);
        }
    }
}

static void
unlisted_globals_have_none (void **state)
{
  (void)state;
  assert_null (hc_scn_global_range ("wotc", "dial"));
  assert_null (hc_scn_global_range ("lcg", "bp_roll"));
  assert_true (hc_scn_range_is_card (hc_scn_global_range ("lcg", "engaged")));
  assert_false (hc_scn_range_is_card (hc_scn_global_range ("lcg", "edge")));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (every_ruleset_global_has_a_range),
    cmocka_unit_test (unlisted_globals_have_none),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
