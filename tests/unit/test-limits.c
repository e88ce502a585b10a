/* Limits the core keeps whatever its rules do: an advance whose steps
 * never ask nor finish is stopped (issue 16: a forged setup mask looped
 * forever), with the game over, no winner and a critical saying why. */
#include "toy-fixture.h"

static guint criticals;

static void
count_criticals (const gchar *domain, GLogLevelFlags level,
                 const gchar *message, gpointer data)
{
  (void)domain;
  (void)message;
  (void)data;
  if (level & G_LOG_LEVEL_CRITICAL)
    criticals++;
}

/* a rule step that neither asks nor finishes: runs again for ever */
static HcStepResult
spin (HcGame *g, HcFrame *f)
{
  (void)g;
  f->arg[0]++;
  return HC_STEP_CONTINUE;
}

static void
an_endless_advance_is_stopped (void **state)
{
  (void)state;
  g_autoptr (HcCardDb) db = toy_cards ();
  HcRuleset spinning = *toy_ruleset ();
  HcStepFn steps[2] = { NULL, spin };
  spinning.steps = steps;
  spinning.n_steps = 2;
  g_autoptr (HcGame) g = hc_game_new (&spinning, db, 0, 1);
  hc_game_push (g, 1);
  /* the test runs with criticals fatal: count this one instead */
  GLogLevelFlags old = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  GLogFunc was = g_log_set_default_handler (count_criticals, NULL);
  criticals = 0;
  assert_null (hc_game_advance (g));
  g_log_set_default_handler (was, NULL);
  g_log_set_always_fatal (old);
  assert_int_equal (criticals, 1);
  assert_true (g->over);
  assert_int_equal (g->winner, HC_NONE);
  assert_int_equal (g->win_reason, HC_END_STALLED);
  assert_int_equal (g->frame[0].arg[0], HC_MAX_STEPS_PER_ADVANCE);
  /* stopped means stopped: advancing again does nothing */
  assert_null (hc_game_advance (g));
  assert_int_equal (g->frame[0].arg[0], HC_MAX_STEPS_PER_ADVANCE);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (an_endless_advance_is_stopped),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
