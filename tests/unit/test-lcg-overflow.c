/* The lcg's own capacity guards: an action window or a forced ability
 * too deep in the frame stack for a play ends the game as an overflow
 * (HC_END_OVERFLOW, its log line), like every other table of the value,
 * instead of offering nothing or skipping the forced ability. */
#include "lcg-internal.h"
#include "rulesets-fixture.h"
#include "toy-fixture.h"

/* a lcg game at its first decision, the decision set aside so the test
 * can push steps of its own */
static HcGame *
lcg_game (void)
{
  HcGame *g = rulesets_fixture_game (hc_ruleset_find ("lcg"), 7);
  assert_non_null (hc_game_advance (g));
  g->decision.player = HC_NONE;
  g->decision.n_options = 0;
  return g;
}

/* frames under the step tested, never run: the game stops above them */
static void
fill_frames (HcGame *g, gint depth)
{
  while (g->n_frames < depth)
    hc_game_push (g, ST_EVENT);
}

static void
window_too_deep (void **state)
{
  (void)state;
  /* at the deepest depth allowed, the window asks as usual */
  g_autoptr (HcGame) ok = lcg_game ();
  fill_frames (ok, HC_MAX_FRAMES - LCG_PLAY_HEADROOM - 1);
  lcg_push_action_window (ok, W_REFRESH);
  assert_non_null (hc_game_advance (ok));
  assert_false (ok->over);

  g_autoptr (HcGame) g = lcg_game ();
  fill_frames (g, HC_MAX_FRAMES - LCG_PLAY_HEADROOM);
  lcg_push_action_window (g, W_REFRESH);
  toy_warnings_begin ();
  assert_null (hc_game_advance (g));
  assert_int_equal (toy_warnings_end (), 1);
  toy_assert_overflowed (g, HC_CAP_FRAMES);
}

/* Rancor (Core 107) put into play for the Dark Side: its forced reaction
 * answers "after you refresh" */
static void
add_rancor (HcGame *g)
{
  gint def = hc_card_db_lookup (g->db, "Rancor");
  assert_true (def >= 0);
  assert_true (hc_game_add_card (g, def, LCG_DARK, Z_PLAY) >= 0);
}

/* whether a forced ability resolved: its log line */
static gboolean
forced_logged (const HcGame *g)
{
  for (guint i = 0; i < g->log_len; i++)
    if (hc_log_entries (g->log)[i].msg == M_FORCED)
      return TRUE;
  return FALSE;
}

static void
forced_too_deep (void **state)
{
  (void)state;
  /* at the deepest depth allowed, Rancor's ability resolves (what its
   * play does deeper still is not this test's) */
  g_autoptr (HcGame) ok = lcg_game ();
  add_rancor (ok);
  fill_frames (ok, HC_MAX_FRAMES - LCG_PLAY_HEADROOM - 1);
  lcg_push_reactions (ok, EV_AFTER_REFRESH, HC_NONE, LCG_DARK);
  toy_warnings_begin ();
  hc_game_advance (ok);
  toy_warnings_end ();
  assert_true (forced_logged (ok));

  /* one deeper, it stops the game instead of being skipped */
  g_autoptr (HcGame) g = lcg_game ();
  add_rancor (g);
  fill_frames (g, HC_MAX_FRAMES - LCG_PLAY_HEADROOM);
  lcg_push_reactions (g, EV_AFTER_REFRESH, HC_NONE, LCG_DARK);
  toy_warnings_begin ();
  assert_null (hc_game_advance (g));
  assert_int_equal (toy_warnings_end (), 1);
  toy_assert_overflowed (g, HC_CAP_FRAMES);
  assert_false (forced_logged (g));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (window_too_deep),
    cmocka_unit_test (forced_too_deep),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
