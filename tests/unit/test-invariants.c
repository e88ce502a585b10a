/* The invariant checker (src/core/invariants.c): each kind of broken
 * state is named, a sound one passes, and the per-step check sees cards
 * change owners and gaps in the log. */
#include "toy-fixture.h"

#include <string.h>

typedef ToyFixture Fixture;

static int
setup (void **state)
{
  Fixture *f = toy_fixture_started (3, FALSE);
  /* into the game, with cards in hand and on the table */
  for (gint i = 0; i < 6 && hc_game_advance (f->g); i++)
    {
      const HcDecision *d = &f->g->decision;
      assert_true (hc_game_choose (f->g, d->option[d->n_options - 1].id, NULL));
    }
  hc_game_advance (f->g);
  *state = f;
  return 0;
}

static void
expect_broken (const HcGame *g, const char *what)
{
  g_autoptr (GError) error = NULL;
  assert_false (hc_check_invariants (g, &error));
  if (!strstr (error->message, what))
    fail_msg ("expected \"%s\" in \"%s\"", what, error->message);
}

static void
a_played_game_is_sound (void **state)
{
  Fixture *f = *state;
  g_autoptr (GError) error = NULL;
  if (!hc_check_invariants (f->g, &error))
    fail_msg ("%s", error->message);
}

static void
negative_counters_and_resources_are_caught (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) c = hc_game_clone (f->g);
  c->card[0].counter[TOY_COUNTER_CHARGE] = -1;
  expect_broken (c, "-1 charge counters");
  hc_game_copy_into (c, f->g);
  c->res[1][TOY_RES_ENERGY] = -2;
  expect_broken (c, "player 1 has -2 energy");
  hc_game_copy_into (c, f->g);
  /* a counter the ruleset does not name */
  c->card[0].counter[HC_MAX_COUNTERS - 1] = 1;
  expect_broken (c, "the ruleset names");
}

static void
counters_lie_only_where_the_ruleset_allows (void **state)
{
  Fixture *f = *state;
  static HcRuleset strict;
  static const guint32 zones[] = { 1u << TOY_ZONE_TABLE };
  strict = *toy_ruleset ();
  strict.counter_zones = zones;
  g_autoptr (HcGame) c = hc_game_clone (f->g);
  c->rules = &strict;
  gint in_hand = hc_zone_top (c, 0, TOY_ZONE_HAND);
  assert_true (in_hand != HC_NONE);
  c->card[in_hand].counter[TOY_COUNTER_CHARGE] = 2;
  expect_broken (c, "2 charge counters in hand");
}

static void
the_log_is_numbered_without_gaps (void **state)
{
  Fixture *f = *state;
  assert_true (f->g->log_len > 2);
  g_autoptr (HcGame) c = hc_game_clone (f->g);
  /* a log entry numbered out of turn, appended where the next belongs */
  HcLogEntry e = { .seq = c->log_len + 5 };
  c->log = hc_log_append (c->log, c->log_len, &e);
  c->log_len++;
  expect_broken (c, "has sequence number");
  g_autoptr (GError) error = NULL;
  assert_false (hc_check_log (c, c->log_len - 1, &error));
  /* checked from the start, the bad entry is found too; the game it was
   * cloned from is untouched */
  assert_false (hc_check_log (c, 0, NULL));
  assert_true (hc_check_log (f->g, 0, NULL));
}

static void
a_step_may_not_move_cards_between_owners (void **state)
{
  Fixture *f = *state;
  gint owned[HC_MAX_PLAYERS];
  hc_count_owned (f->g, owned);
  g_autoptr (GError) error = NULL;
  assert_true (hc_check_step (f->g, owned, f->g->log_len, &error));
  g_autoptr (HcGame) c = hc_game_clone (f->g);
  gint card = hc_zone_top (c, 0, TOY_ZONE_HAND);
  c->card[card].owner = 1;
  c->card[card].controller = 1;
  assert_false (hc_check_step (c, owned, c->log_len, &error));
  assert_non_null (strstr (error->message, "player 0 owned"));
}

int
main (void)
{
#define T(name)                                                                \
  cmocka_unit_test_setup_teardown (name, setup, toy_fixture_teardown)
  const struct CMUnitTest tests[] = {
    T (a_played_game_is_sound),
    T (negative_counters_and_resources_are_caught),
    T (counters_lie_only_where_the_ruleset_allows),
    T (the_log_is_numbered_without_gaps),
    T (a_step_may_not_move_cards_between_owners),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
