/* The recorder behind `cards coverage` (src/core/coverage.c): what the
 * rulesets tell it while it records, by card name, and nothing when none
 * records. */
#include "hc-coverage.h"
#include "toy-fixture.h"

static int
setup (void **state)
{
  /* a started game has cards; the recorder knows them by name */
  *state = toy_fixture_started (1, FALSE);
  return 0;
}

static void
nothing_is_kept_without_a_recorder (void **state)
{
  ToyFixture *f = *state;
  g_autoptr (HcCoverage) c = hc_coverage_new ();
  hc_coverage_note (f->g, 0, 3);
  assert_int_equal (hc_coverage_ran (c, hc_card_def (f->g, 0)->name), 0);
}

static void
parts_are_kept_by_card_name (void **state)
{
  ToyFixture *f = *state;
  g_autoptr (HcCoverage) c = hc_coverage_new ();
  hc_coverage_record (c);
  hc_coverage_note (f->g, 0, 0);
  hc_coverage_note (f->g, 0, 33);
  hc_coverage_note (f->g, 0, 33);
  /* out of range: a card index the game lacks, a part past 63 */
  hc_coverage_note (f->g, f->g->n_cards, 1);
  hc_coverage_note (f->g, -1, 1);
  hc_coverage_note (f->g, 0, 64);
  hc_coverage_record (NULL);
  hc_coverage_note (f->g, 0, 5);
  const char *name = hc_card_def (f->g, 0)->name;
  assert_true (hc_coverage_ran (c, name)
               == (G_GUINT64_CONSTANT (1) | G_GUINT64_CONSTANT (1) << 33));
  assert_int_equal (hc_coverage_ran (c, "No Such Card"), 0);
  assert_int_equal (hc_coverage_ran (NULL, name), 0);
}

static void
freeing_the_recorder_stops_it (void **state)
{
  ToyFixture *f = *state;
  HcCoverage *c = hc_coverage_new ();
  hc_coverage_record (c);
  hc_coverage_free (c);
  assert_null (hc_coverage_recorder);
  hc_coverage_note (f->g, 0, 1); /* must not touch the freed recorder */
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (nothing_is_kept_without_a_recorder, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (parts_are_kept_by_card_name, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (freeing_the_recorder_stops_it, setup,
                                     toy_fixture_teardown),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
