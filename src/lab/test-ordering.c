/* The rulesets' ordering calls the timing lab's models make, checked on
 * their own from plain inputs: a bare game holding only a trigger pool or
 * a frame stack, as the lab's games are.  If a ruleset changes its order,
 * these fail before the lab's outputs quietly follow. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "lab.h"
#include "lcg-timing.h"
#include "wotc-pool.h"

static const HcRuleset bare = { .id = "bare", .title = "a bare game" };

static HcTrigger *
join (HcGame *g, gint ability, gint player, WotcPool pool)
{
  HcTrigger *t = hc_trigger_add (g, (guint16)ability, player, ability);
  t->flags = (guint8)pool;
  return t;
}

/* seed 001, Triggered Abilities in General: the Dark Side's waiting
 * abilities first, whoever triggered first, each side ordering its own;
 * prevention abilities wait apart */
static void
test_wotc_pool_next (void **state)
{
  (void)state;
  g_autoptr (HcGame) g = hc_game_new (&bare, NULL, 0, 1);
  g->global[HC_G_ACTIVE] = HC_LAB_LIGHT;
  join (g, 0, HC_LAB_LIGHT, WOTC_POOL_NORMAL);
  join (g, 1, HC_LAB_DARK, WOTC_POOL_PREVENT);
  join (g, 2, HC_LAB_DARK, WOTC_POOL_NORMAL);
  join (g, 3, HC_LAB_DARK, WOTC_POOL_NORMAL);
  gint16 cand[HC_MAX_TRIGGERS];
  gint chooser = HC_NONE;
  assert_int_equal (wotc_pool_next (g, WOTC_POOL_NORMAL, &chooser, cand), 2);
  assert_int_equal (chooser, HC_LAB_DARK);
  assert_int_equal (cand[0], 2);
  assert_int_equal (cand[1], 3);
  assert_int_equal (wotc_pool_next (g, WOTC_POOL_PREVENT, &chooser, cand), 1);
  assert_int_equal (cand[0], 1);
  assert_int_equal (wotc_pool_next (g, WOTC_POOL_REROLL, &chooser, cand), 0);
  assert_int_equal (chooser, HC_NONE);
  /* once the Dark Side's have gone, the Light Side's */
  hc_trigger_remove (g, 3);
  hc_trigger_remove (g, 2);
  assert_int_equal (wotc_pool_next (g, WOTC_POOL_NORMAL, &chooser, cand), 1);
  assert_int_equal (chooser, HC_LAB_LIGHT);
  assert_int_equal (g->trigger[cand[0]].ability, 0);
}

/* an offered ability is found again from the answer, even after abilities
 * ahead of it in the pool have left it */
static void
test_wotc_pool_chosen (void **state)
{
  (void)state;
  g_autoptr (HcGame) g = hc_game_new (&bare, NULL, 0, 1);
  for (gint a = 0; a < 3; a++)
    join (g, a, HC_LAB_DARK, WOTC_POOL_NORMAL);
  hc_game_ask (g, HC_LAB_DARK, 0, 0);
  wotc_pool_offer (g, 1);
  wotc_pool_offer (g, 2);
  assert_int_equal (g->decision.n_options, 2);
  HcOption third = g->decision.option[1];
  assert_int_equal (third.a, 2);
  hc_trigger_remove (g, 0);
  assert_int_equal (wotc_pool_chosen (g, &third), 1);
  assert_int_equal (g->trigger[1].ability, 2);
  hc_trigger_remove (g, 1);
  assert_int_equal (wotc_pool_chosen (g, &third), -1);
  assert_int_equal (wotc_pool_chosen (g, NULL), -1);
}

/* FAQ Advanced Timing: the active player opens every interrupt and
 * reaction window, whichever side it is */
static void
test_lcg_condition_window (void **state)
{
  (void)state;
  for (gint active = HC_LAB_DARK; active <= HC_LAB_LIGHT; active++)
    {
      g_autoptr (HcGame) g = hc_game_new (&bare, NULL, 0, 1);
      g->global[HC_G_ACTIVE] = active;
      HcFrame *w = lcg_push_condition_window (g, 7, 5);
      assert_int_equal (w->arg[HC_WIN_FIRST], active);
      assert_int_equal (w->arg[HC_WIN_PLAYER], active);
      assert_int_equal (w->arg[HC_WIN_KIND], 7);
      assert_int_equal (w->arg[HC_WIN_ARG], 5);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_wotc_pool_next),
    cmocka_unit_test (test_wotc_pool_chosen),
    cmocka_unit_test (test_lcg_condition_window),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
