/* Dice forcing, lasting effects and the trigger pool. */
#include "toy-fixture.h"

typedef ToyFixture Fixture;

static int
setup (void **state)
{
  Fixture *f = toy_fixture_empty (11);
  for (gint i = 0; i < 6; i++)
    hc_game_add_card (f->g, i, i % 2, TOY_ZONE_TABLE);
  *state = f;
  return 0;
}

/* ---- dice ---- */

static void
forced_dice_come_first_and_leave_the_generator_alone (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) plain = hc_game_clone (f->g);
  static const guint8 forced[] = { 6, 6, 1 };
  guint64 h = hc_game_hash (f->g);
  hc_game_force_dice (f->g, forced, 3);
  assert_true (hc_game_hash (f->g) != h);
  for (gint i = 0; i < 3; i++)
    assert_int_equal (hc_game_roll_die (f->g, i % 2), forced[i]);
  /* after them, the same rolls as a game that was never forced */
  for (gint i = 0; i < 20; i++)
    assert_int_equal (hc_game_roll_die (f->g, 0), hc_game_roll_die (plain, 0));
  assert_int_equal (hc_game_hash (f->g), hc_game_hash (plain));
}

static void
forced_dice_wrap_around_and_cap (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  guint8 values[HC_MAX_FORCED + 16];
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = (guint8)(i % 6 + 1);
  hc_game_force_dice (g, values, 40);
  for (gint i = 0; i < 30; i++)
    assert_int_equal (hc_game_roll_die (g, 0), values[i]);
  /* the ring now starts at slot 30 and holds 10 */
  hc_game_force_dice (g, values + 40, 40);
  assert_int_equal (g->n_forced, 50);
  for (gint i = 30; i < 80; i++)
    assert_int_equal (hc_game_roll_die (g, 0), values[i]);
  assert_int_equal (g->n_forced, 0);

  /* more than the ring holds (the scenario runner refuses that first):
   * what fits is kept and the game ends instead of rolling at random */
  toy_warnings_begin ();
  hc_game_force_dice (g, values, (gint)G_N_ELEMENTS (values));
  assert_int_equal (toy_warnings_end (), 1);
  assert_int_equal (g->n_forced, HC_MAX_FORCED);
  toy_assert_overflowed (g, HC_CAP_FORCED);
  for (gint i = 0; i < HC_MAX_FORCED; i++)
    assert_int_equal (hc_game_roll_die (g, 0), values[i]);
}

static void
dice_are_one_to_six (void **state)
{
  Fixture *f = *state;
  guint seen[7] = { 0 };
  for (gint i = 0; i < 600; i++)
    {
      gint v = hc_game_roll_die (f->g, 0);
      assert_in_range (v, 1, 6);
      seen[v]++;
    }
  for (gint v = 1; v <= 6; v++)
    assert_true (seen[v] > 50);
}

/* ---- lasting effects ---- */

static void
modified_value_adds_then_doubles (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  const guint16 power = TOY_EFFECT_POWER;
  assert_int_equal (hc_modified_value (g, power, 0, 3), 3);
  HcEffect *e = hc_effect_add (g, power, HC_DUR_TURN, 1, 4, 0, 2);
  assert_non_null (e);
  assert_int_equal (e->kind, power);
  assert_int_equal (e->duration, HC_DUR_TURN);
  assert_int_equal (e->controller, 1);
  assert_int_equal (e->source, 4);
  assert_int_equal (e->target, 0);
  assert_int_equal (e->value, 2);
  assert_int_equal (hc_modified_value (g, power, 0, 3), 5);
  /* the doubling comes first in the pool but applies after the addition */
  hc_effect_add (g, power | TOY_EFFECT_DOUBLE, HC_DUR_TURN, 1, 4, 1, 2);
  hc_effect_add (g, power, HC_DUR_TURN, 1, 4, 1, 2);
  assert_int_equal (hc_modified_value (g, power, 1, 3), 10);
  hc_effect_add (g, power | TOY_EFFECT_DOUBLE, HC_DUR_TURN, 1, 4, 1, 3);
  assert_int_equal (hc_modified_value (g, power, 1, 3), 30);
  /* other targets and kinds are untouched */
  assert_int_equal (hc_modified_value (g, power, 2, 3), 3);
  assert_int_equal (hc_modified_value (g, TOY_EFFECT_SCORE0, 1, 3), 3);
  assert_int_equal (hc_modified_value (g, TOY_EFFECT_SCORE0, HC_NONE, 3), 3);
}

static void
modified_value_never_below_zero (void **state)
{
  Fixture *f = *state;
  hc_effect_add (f->g, TOY_EFFECT_POWER, HC_DUR_GAME, 0, 1, 2, -5);
  assert_int_equal (hc_modified_value (f->g, TOY_EFFECT_POWER, 2, 2), 0);
  assert_int_equal (hc_modified_value (f->g, TOY_EFFECT_POWER, 2, 9), 4);
  /* a negative total stays zero when doubled */
  hc_effect_add (f->g, TOY_EFFECT_POWER | TOY_EFFECT_DOUBLE, HC_DUR_GAME, 0, 1,
                 2, 2);
  assert_int_equal (hc_modified_value (f->g, TOY_EFFECT_POWER, 2, 2), 0);
  /* and a huge one saturates instead of wrapping */
  hc_effect_add (f->g, TOY_EFFECT_POWER, HC_DUR_GAME, 0, 1, 3, G_MAXINT32);
  hc_effect_add (f->g, TOY_EFFECT_POWER | TOY_EFFECT_DOUBLE, HC_DUR_GAME, 0, 1,
                 3, 4);
  assert_int_equal (hc_modified_value (f->g, TOY_EFFECT_POWER, 3, 7),
                    G_MAXINT32);
}

/* the durations of the effects in the pool, in pool order */
static GString *
durations (const HcGame *g)
{
  GString *s = g_string_new (NULL);
  for (gint i = 0; i < g->n_effects; i++)
    g_string_append_printf (s, "%u", g->effect[i].duration);
  return s;
}

static void
effects_expire_by_nested_durations (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  /* every duration twice, in a mixed order */
  static const HcDuration order[]
      = { HC_DUR_GAME,   HC_DUR_ATTACK,        HC_DUR_WHILE_IN_PLAY,
          HC_DUR_TURN,   HC_DUR_BATTLE_STEP,   HC_DUR_PHASE,
          HC_DUR_BATTLE, HC_DUR_ATTACK,        HC_DUR_BATTLE,
          HC_DUR_PHASE,  HC_DUR_WHILE_IN_PLAY, HC_DUR_TURN,
          HC_DUR_GAME,   HC_DUR_BATTLE_STEP };
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    hc_effect_add (g, TOY_EFFECT_POWER, order[i], 0, 0, 1, 1);
  g_autoptr (GString) s = durations (g);
  assert_string_equal (s->str, "50641320236451");

  hc_effects_expire (g, HC_DUR_ATTACK);
  g_string_free (s, TRUE);
  s = durations (g);
  assert_string_equal (s->str, "564132236451");

  hc_effects_expire (g, HC_DUR_BATTLE);
  g_string_free (s, TRUE);
  s = durations (g);
  assert_string_equal (s->str, "56433645");

  hc_effects_expire (g, HC_DUR_TURN);
  g_string_free (s, TRUE);
  s = durations (g);
  assert_string_equal (s->str, "5665");

  hc_effects_expire (g, HC_DUR_GAME);
  g_string_free (s, TRUE);
  s = durations (g);
  assert_string_equal (s->str, "66");
  assert_int_equal (hc_modified_value (g, TOY_EFFECT_POWER, 1, 0), 2);
}

static void
effects_drop_by_source (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_WHILE_IN_PLAY, 0, 2, 0, 1);
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_WHILE_IN_PLAY, 0, 3, 0, 10);
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_TURN, 0, 2, 0, 100);
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_WHILE_IN_PLAY, 0, 2, 1, 1000);
  assert_int_equal (hc_modified_value (g, TOY_EFFECT_POWER, 0, 0), 111);

  hc_effects_drop_source (g, 2);
  /* only the effects lasting while card 2 is in play end; a timed effect
   * it created runs its course */
  assert_int_equal (g->n_effects, 2);
  assert_int_equal (hc_modified_value (g, TOY_EFFECT_POWER, 0, 0), 110);
  assert_int_equal (hc_modified_value (g, TOY_EFFECT_POWER, 1, 0), 0);
  hc_effects_drop_source (g, 5);
  assert_int_equal (g->n_effects, 2);
}

static void
effect_pool_full_ends_the_game (void **state)
{
  Fixture *f = *state;
  for (gint i = 0; i < HC_MAX_EFFECTS; i++)
    assert_non_null (
        hc_effect_add (f->g, TOY_EFFECT_POWER, HC_DUR_TURN, 0, 0, 1, 1));
  toy_warnings_begin ();
  HcEffect *e = hc_effect_add (f->g, TOY_EFFECT_POWER, HC_DUR_TURN, 0, 0, 1, 1);
  assert_int_equal (toy_warnings_end (), 1);
  assert_null (e);
  assert_int_equal (f->g->n_effects, HC_MAX_EFFECTS);
  assert_int_equal (hc_modified_value (f->g, TOY_EFFECT_POWER, 1, 0),
                    HC_MAX_EFFECTS);
  /* the effect that did not fit ends the game instead of being lost */
  toy_assert_overflowed (f->g, HC_CAP_EFFECTS);
}

/* ---- triggers ---- */

static void
triggers_add_and_remove_in_order (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  guint64 h = hc_game_hash (g);
  for (gint i = 0; i < 4; i++)
    {
      HcTrigger *t = hc_trigger_add (g, (guint16)(10 + i), i % 2, i);
      assert_non_null (t);
      assert_int_equal (t->ability, 10 + i);
      assert_int_equal (t->player, i % 2);
      assert_int_equal (t->source, i);
      assert_int_equal (t->seq, i);
    }
  assert_true (hc_game_hash (g) != h);
  hc_trigger_remove (g, 1);
  assert_int_equal (g->n_triggers, 3);
  assert_int_equal (g->trigger[0].ability, 10);
  assert_int_equal (g->trigger[1].ability, 12);
  assert_int_equal (g->trigger[2].ability, 13);
  /* the recording order keeps counting after a removal */
  assert_int_equal (hc_trigger_add (g, 20, 0, HC_NONE)->seq, 4);
  hc_trigger_remove (g, 3);
  hc_trigger_remove (g, 0);
  assert_int_equal (g->n_triggers, 2);
  assert_int_equal (g->trigger[0].ability, 12);
  assert_int_equal (g->trigger[1].ability, 13);
}

/* The ordering policies over a pool of Light, Dark, Light (flags 0) and a
 * Dark trigger kept apart with flags 1. */
static void
trigger_policies_pick_candidates (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  hc_trigger_add (g, 1, 1, 0);
  hc_trigger_add (g, 2, 0, 0);
  hc_trigger_add (g, 3, 1, 0);
  hc_trigger_add (g, 4, 0, 0)->flags = 1;
  gint16 out[HC_MAX_TRIGGERS];
  gint who = -7;

  assert_int_equal (
      hc_trigger_candidates (g, HC_ORDER_RECORDED, 0, 0, &who, out), 1);
  assert_int_equal (out[0], 0);
  assert_int_equal (who, 1);

  assert_int_equal (
      hc_trigger_candidates (g, HC_ORDER_PLAYER_FIRST, 0, 0, &who, out), 1);
  assert_int_equal (out[0], 1);
  assert_int_equal (who, 0);
  assert_int_equal (
      hc_trigger_candidates (g, HC_ORDER_PLAYER_FIRST, 1, 0, &who, out), 2);
  assert_int_equal (out[0], 0);
  assert_int_equal (out[1], 2);
  assert_int_equal (who, 1);

  assert_int_equal (hc_trigger_candidates (g, HC_ORDER_ANY, 1, 0, &who, out),
                    3);
  assert_int_equal (who, 1);
  assert_int_equal (hc_trigger_candidates (g, HC_ORDER_ANY, 0, 1, &who, out),
                    1);
  assert_int_equal (out[0], 3);

  /* once player 0 has none left, player 1's come next */
  hc_trigger_remove (g, 1);
  assert_int_equal (
      hc_trigger_candidates (g, HC_ORDER_PLAYER_FIRST, 0, 0, &who, out), 2);
  assert_int_equal (who, 1);
  assert_int_equal (hc_trigger_candidates (g, HC_ORDER_ANY, 0, 2, &who, out),
                    0);
  assert_int_equal (who, HC_NONE);
}

static void
trigger_pool_full_ends_the_game (void **state)
{
  Fixture *f = *state;
  for (gint i = 0; i < HC_MAX_TRIGGERS; i++)
    assert_non_null (hc_trigger_add (f->g, 1, 0, 0));
  toy_warnings_begin ();
  HcTrigger *t = hc_trigger_add (f->g, 1, 0, 0);
  assert_int_equal (toy_warnings_end (), 1);
  assert_null (t);
  assert_int_equal (f->g->n_triggers, HC_MAX_TRIGGERS);
  toy_assert_overflowed (f->g, HC_CAP_TRIGGERS);
}

/* A limit's uses are markers that end with the period and count per target
 * and per argument (which ability of the card), in their own table: no
 * lasting effect, and a modifier of the same kind does not count. */
static void
limits_count_uses_until_the_period_ends (void **state)
{
  Fixture *f = *state;
  assert_int_equal (hc_limit_uses (f->g, 200, 3, 1), 0);
  guint64 h = hc_game_hash (f->g);
  hc_limit_use (f->g, 200, HC_DUR_ATTACK, 0, 3, 1);
  assert_true (hc_game_hash (f->g) != h);
  assert_int_equal (hc_game_hash_portable (f->g), hc_game_hash (f->g));
  hc_limit_use (f->g, 200, HC_DUR_TURN, 0, 3, 1);
  hc_limit_use (f->g, 200, HC_DUR_TURN, 0, 3, 2);
  hc_limit_use (f->g, 201, HC_DUR_TURN, 0, 3, 1);
  hc_effect_add (f->g, 200, HC_DUR_TURN, 0, 3, 3, 1)->arg = 1;
  assert_int_equal (f->g->n_effects, 1);
  assert_int_equal (f->g->n_markers, 4);
  assert_int_equal (hc_modified_value (f->g, 200, 3, 0), 1);
  toy_assert_valid (f->g);
  assert_int_equal (hc_limit_uses (f->g, 200, 3, 1), 2);
  assert_int_equal (hc_limit_uses (f->g, 200, 3, 2), 1);
  assert_int_equal (hc_limit_uses (f->g, 200, 4, 1), 0);
  hc_effects_expire (f->g, HC_DUR_ATTACK);
  assert_int_equal (hc_limit_uses (f->g, 200, 3, 1), 1);
  hc_effects_expire (f->g, HC_DUR_TURN);
  assert_int_equal (hc_limit_uses (f->g, 200, 3, 1), 0);
  assert_int_equal (hc_limit_uses (f->g, 201, 3, 1), 0);
  assert_int_equal (f->g->n_markers, 0);
}

static void
marker_table_full_ends_the_game (void **state)
{
  Fixture *f = *state;
  for (gint i = 0; i < HC_MAX_MARKERS; i++)
    hc_limit_use (f->g, 200, HC_DUR_TURN, 0, 1, i);
  assert_false (f->g->over);
  toy_warnings_begin ();
  hc_limit_use (f->g, 200, HC_DUR_TURN, 0, 1, HC_MAX_MARKERS);
  assert_int_equal (toy_warnings_end (), 1);
  assert_int_equal (f->g->n_markers, HC_MAX_MARKERS);
  toy_assert_overflowed (f->g, HC_CAP_MARKERS);
}

int
main (void)
{
#define T(name)                                                                \
  cmocka_unit_test_setup_teardown (name, setup, toy_fixture_teardown)
  const struct CMUnitTest tests[] = {
    T (forced_dice_come_first_and_leave_the_generator_alone),
    T (forced_dice_wrap_around_and_cap),
    T (dice_are_one_to_six),
    T (modified_value_adds_then_doubles),
    T (modified_value_never_below_zero),
    T (effects_expire_by_nested_durations),
    T (effects_drop_by_source),
    T (effect_pool_full_ends_the_game),
    T (triggers_add_and_remove_in_order),
    T (trigger_policies_pick_candidates),
    T (trigger_pool_full_ends_the_game),
    T (limits_count_uses_until_the_period_ends),
    T (marker_table_full_ends_the_game),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
