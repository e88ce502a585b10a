/* The ruleset interface: the registry, name tables, and a ruleset that
 * fills every hook (the toy) starting games from the start or mid-turn. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "playout.h"
#include "toy-ruleset.h"

#include <string.h>

static void
the_registry_finds_rulesets_by_id (void **state)
{
  (void)state;
  HcRuleset *toy = toy_ruleset ();
  assert_ptr_equal (hc_ruleset_find ("toy"), toy);
  assert_null (hc_ruleset_find ("chess"));
  assert_null (hc_ruleset_find (NULL));
  /* registering twice keeps one entry */
  guint n = hc_ruleset_all ()->len;
  hc_ruleset_register (toy);
  assert_int_equal (hc_ruleset_all ()->len, n);
  gboolean listed = FALSE;
  for (guint i = 0; i < n; i++)
    listed |= hc_ruleset_all ()->pdata[i] == (gpointer)toy;
  assert_true (listed);
}

static void
names_are_looked_up_without_case (void **state)
{
  (void)state;
  const HcRuleset *r = toy_ruleset ();
  assert_int_equal (hc_ruleset_zone (r, "Discard"), TOY_ZONE_DISCARD);
  assert_int_equal (hc_ruleset_zone (r, "graveyard"), -1);
  assert_int_equal (hc_ruleset_counter (r, "charge"), TOY_COUNTER_CHARGE);
  assert_int_equal (hc_ruleset_counter (r, "damage"), -1);
  assert_int_equal (hc_ruleset_res (r, "ENERGY"), TOY_RES_ENERGY);
  assert_int_equal (hc_ruleset_res (r, "force"), -1);
  assert_int_equal (hc_ruleset_global (r, "turn limit"), TOY_G_TURN_LIMIT);
  assert_int_equal (hc_ruleset_global (r, "active"), HC_G_ACTIVE);
  assert_int_equal (hc_ruleset_global (r, "weather"), -1);
  assert_int_equal (hc_ruleset_player (r, "south"), 1);
  /* short forms need three letters */
  assert_int_equal (hc_ruleset_player (r, "nor"), 0);
  assert_int_equal (hc_ruleset_player (r, "so"), -1);
  assert_int_equal (hc_ruleset_player (r, "east"), -1);
}

/* Every table and hook is filled, so the toy exercises all the core reads. */
static void
the_toy_fills_every_hook (void **state)
{
  (void)state;
  const HcRuleset *r = toy_ruleset ();
  assert_non_null (r->title);
  assert_non_null (r->stat_names);
  assert_int_equal (r->n_steps, TOY_N_STEPS);
  for (gint i = HC_STEP_FIRST_RULESET; i < r->n_steps; i++)
    {
      assert_non_null (r->steps[i]);
      assert_non_null (r->step_names[i]);
    }
  for (gint i = 0; i < r->n_messages; i++)
    {
      assert_non_null (r->messages[i].kind);
      assert_non_null (r->messages[i].text);
    }
  for (gint i = 0; i < r->n_rules; i++)
    {
      assert_non_null (r->rules[i].id);
      assert_non_null (r->rules[i].source);
    }
  void (*const hooks[]) (void) = {
    (void (*) (void))r->load_cards,  (void (*) (void))r->start,
    (void (*) (void))r->start_at,    (void (*) (void))r->option_label,
    (void (*) (void))r->prompt,      (void (*) (void))r->window_offer,
    (void (*) (void))r->window_play, (void (*) (void))r->window_closed,
    (void (*) (void))r->phase_name,  (void (*) (void))r->card_stat,
    (void (*) (void))r->card_text,   (void (*) (void))r->evaluate,
    (void (*) (void))r->check_deck,
  };
  for (guint i = 0; i < G_N_ELEMENTS (hooks); i++)
    assert_non_null (hooks[i]);

  g_autoptr (HcCardDb) db = r->load_cards ("/nowhere", NULL);
  assert_int_equal (hc_card_db_size (db), TOY_N_CARD_DEFS);
  g_autoptr (GString) s = g_string_new (NULL);
  r->card_text (hc_card_db_get (db, TOY_DEF_DOUBLER), s);
  assert_string_equal (s->str, "Power 0. Doubles your score this turn.");
  assert_string_equal (r->phase_name (TOY_PHASE_ACTION), "action");
  assert_string_equal (r->phase_name (99), "?");

  g_string_truncate (s, 0);
  const gint16 few[] = { 0, 0, 0, 0, 0 };
  assert_false (r->check_deck (db, 0, few, 5, s));
  assert_non_null (strstr (s->str, "more than 4 copies of Card 1"));
  g_string_truncate (s, 0);
  assert_false (r->check_deck (db, 0, few, 2, s));
  assert_non_null (strstr (s->str, "at least 5 cards"));
  const gint16 fine[] = { 0, 1, 2, 3, 4 };
  assert_true (r->check_deck (db, 0, fine, 5, s));

  g_autoptr (HcGame) g = toy_game_new (db, 3, NULL);
  g->res[0][TOY_RES_POINTS] = 30;
  assert_true (r->evaluate (g, 0) > 0.5);
  assert_true (r->evaluate (g, 1) < -0.5);
  gint c = hc_game_add_card (g, 4, 0, TOY_ZONE_TABLE);
  hc_effect_add (g, TOY_EFFECT_POWER, HC_DUR_TURN, 0, HC_NONE, c, 2);
  assert_int_equal (r->card_stat (g, c, 0), 7);
}

static HcGame *
started_at (const HcCardDb *db, const char *phase, const char *step,
            GError **error)
{
  g_autoptr (HcGame) g = toy_game_empty (db, 9);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      hc_game_add_card (g, 1, p, TOY_ZONE_HAND);
      hc_game_add_card (g, 2, p, TOY_ZONE_DECK);
    }
  g->global[HC_G_TURN] = 4;
  g->global[HC_G_ACTIVE] = 1;
  g->res[1][TOY_RES_ENERGY] = 1;
  if (!toy_ruleset ()->start_at (g, phase, step, error))
    return NULL;
  return g_steal_pointer (&g);
}

static void
games_start_mid_turn (void **state)
{
  (void)state;
  g_autoptr (HcCardDb) db = toy_cards ();
  g_autoptr (GError) error = NULL;

  /* in the action phase: the active player's window is open */
  g_autoptr (HcGame) action = started_at (db, "action", NULL, &error);
  assert_non_null (action);
  const HcDecision *d = hc_game_advance (action);
  assert_non_null (d);
  assert_int_equal (d->player, 1);
  assert_int_equal (d->kind, TOY_DEC_WINDOW);
  assert_int_equal (action->global[HC_G_TURN], 4);

  /* in the score phase: the active player rolls at once */
  g_autoptr (HcGame) score = started_at (db, "Score", "", &error);
  assert_non_null (score);
  hc_game_force_dice (score, (const guint8[]){ 5 }, 1);
  hc_game_advance (score);
  assert_int_equal (score->global[TOY_G_LAST_DIE], 5);
  assert_int_equal (score->res[1][TOY_RES_POINTS], 5);

  /* in the draw phase: the next turn begins */
  g_autoptr (HcGame) draw = started_at (db, "draw", NULL, &error);
  assert_non_null (draw);
  hc_game_advance (draw);
  assert_int_equal (draw->global[HC_G_TURN], 5);
  assert_true (hc_check_invariants (draw, &error));

  g_autoptr (HcGame) bad = started_at (db, "lunch", NULL, &error);
  assert_null (bad);
  assert_string_equal (error->message, "toy: unknown phase \"lunch\" "
                                       "(expected draw, action or score)");
  g_clear_error (&error);
  g_autoptr (HcGame) bad_step = started_at (db, "action", "attack", &error);
  assert_null (bad_step);
  assert_non_null (strstr (error->message, "no step \"attack\""));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (the_registry_finds_rulesets_by_id),
    cmocka_unit_test (names_are_looked_up_without_case),
    cmocka_unit_test (the_toy_fills_every_hook),
    cmocka_unit_test (games_start_mid_turn),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
