/* The priority window: opportunities alternate from the first player until
 * both pass in a row; a play resets the count; a player with nothing but
 * "pass" to offer is not asked. */
#include "toy-fixture.h"

typedef struct
{
  HcCardDb *db;
  HcGame *g;
  gint hand[HC_MAX_PLAYERS][2]; /* two cards in each hand */
  gint table[HC_MAX_PLAYERS];   /* one card on each table */
} Fixture;

#define CARD(n) ((n)-1) /* the definition of "Card n" */

static int
setup (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);
  f->db = toy_cards ();
  HcGame *g = f->g = toy_game_empty (f->db, 5);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      f->hand[p][0] = hc_game_add_card (g, CARD (2), p, TOY_ZONE_HAND);
      f->hand[p][1] = hc_game_add_card (g, CARD (7), p, TOY_ZONE_HAND);
      f->table[p] = hc_game_add_card (g, CARD (1), p, TOY_ZONE_TABLE);
    }
  /* below the window, a question that shows when the window has closed */
  HcFrame *b = hc_game_push (g, TOY_STEP_BARRIER);
  b->arg[0] = 0;
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;
  hc_game_free (f->g);
  hc_card_db_free (f->db);
  g_free (f);
  return 0;
}

static const HcDecision *
expect_decision (HcGame *g, gint player, guint16 kind)
{
  const HcDecision *d = hc_game_advance (g);
  assert_non_null (d);
  assert_int_equal (d->player, player);
  assert_int_equal (d->kind, kind);
  return d;
}

static guint
count_log (const HcGame *g, guint16 msg)
{
  guint n = 0;
  const HcLogEntry *e = hc_log_entries (g->log);
  for (guint i = 0; i < g->log_len; i++)
    n += e[i].msg == msg;
  return n;
}

static void
expect_closed (HcGame *g)
{
  expect_decision (g, 0, TOY_DEC_BARRIER);
  assert_int_equal (count_log (g, TOY_MSG_WINDOW_CLOSED), 1);
}

static void
opportunities_alternate_until_both_pass (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  g->res[0][TOY_RES_ENERGY] = g->res[1][TOY_RES_ENERGY] = 1;
  hc_window_push (g, 3, 1, 42);

  const HcDecision *d = expect_decision (g, 1, TOY_DEC_WINDOW);
  /* pass, then play or attach for each card in hand */
  assert_int_equal (d->n_options, 5);
  assert_int_equal (d->option[0].id, HC_OPTION_PASS);
  assert_int_equal (d->prompt_arg[0], 3);
  assert_true (hc_decision_find (d, TOY_ID_PLAY (f->hand[1][0])) >= 0);
  assert_true (hc_decision_find (d, TOY_ID_ATTACH (f->hand[1][1])) >= 0);
  assert_true (hc_decision_find (d, TOY_ID_PLAY (f->hand[0][0])) < 0);
  /* asking again changes nothing */
  guint64 h = hc_game_hash (g);
  assert_ptr_equal (hc_game_advance (g), d);
  assert_int_equal (hc_game_hash (g), h);

  toy_choose (g, HC_OPTION_PASS);
  expect_decision (g, 0, TOY_DEC_WINDOW);
  assert_int_equal (count_log (g, TOY_MSG_WINDOW_CLOSED), 0);
  toy_choose (g, HC_OPTION_PASS);
  expect_closed (g);
  /* the ruleset's window_closed saw the window's argument */
  const HcLogEntry *last = &hc_log_entries (g->log)[g->log_len - 1];
  assert_int_equal (last->msg, TOY_MSG_WINDOW_CLOSED);
  assert_int_equal (last->arg[0], 42);
}

static void
a_play_resets_the_passes (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  g->res[0][TOY_RES_ENERGY] = 1;
  g->res[1][TOY_RES_ENERGY] = 2;
  hc_window_push (g, 0, 0, 0);

  expect_decision (g, 0, TOY_DEC_WINDOW);
  toy_choose (g, HC_OPTION_PASS);
  expect_decision (g, 1, TOY_DEC_WINDOW);
  toy_choose (g, TOY_ID_PLAY (f->hand[1][0]));
  expect_decision (g, 0, TOY_DEC_WINDOW);
  assert_int_equal (g->card[f->hand[1][0]].zone, TOY_ZONE_TABLE);
  assert_int_equal (g->res[1][TOY_RES_ENERGY], 1);
  const HcFrame *w = hc_game_top (g);
  assert_int_equal (w->kind, HC_STEP_WINDOW);
  assert_int_equal (w->arg[HC_WIN_PASSES], 0);
  assert_int_equal (w->arg[HC_WIN_PLAYS], 1);
  /* without the reset, this pass would be the second in a row */
  toy_choose (g, HC_OPTION_PASS);
  expect_decision (g, 1, TOY_DEC_WINDOW);
  toy_choose (g, HC_OPTION_PASS);
  expect_closed (g);
}

static void
nothing_to_offer_passes_without_asking (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  /* neither player has energy: the window closes with no question */
  hc_window_push (g, 0, 1, 0);
  expect_closed (g);
  assert_int_equal (g->n_choices, 0);
}

static void
only_the_player_who_can_act_is_asked (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  g->res[0][TOY_RES_ENERGY] = 2;
  hc_window_push (g, 0, 1, 0);
  /* player 1 passes silently, so player 0 is the first asked */
  expect_decision (g, 0, TOY_DEC_WINDOW);
  toy_choose (g, TOY_ID_PLAY (f->hand[0][0]));
  /* player 1 again passes silently; player 0 keeps the initiative */
  expect_decision (g, 0, TOY_DEC_WINDOW);
  toy_choose (g, TOY_ID_PLAY (f->hand[0][1]));
  /* the play of a 7 asks for a target before the window goes on */
  const HcDecision *d = expect_decision (g, 0, TOY_DEC_TARGET);
  assert_int_equal (d->n_options, 2);
  toy_choose (g, TOY_ID_TARGET (f->table[1]));
  /* out of energy now: everyone passes silently */
  expect_closed (g);
  assert_int_equal (g->card[f->table[1]].zone, TOY_ZONE_DISCARD);
  assert_int_equal (g->n_choices, 3);
}

static void
the_game_ending_inside_a_play_stops_the_window (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  g->res[0][TOY_RES_ENERGY] = g->res[1][TOY_RES_ENERGY] = 3;
  hc_window_push (g, 0, 0, 0);
  expect_decision (g, 0, TOY_DEC_WINDOW);
  toy_choose (g, TOY_ID_PLAY (f->hand[0][1]));
  expect_decision (g, 0, TOY_DEC_TARGET);
  hc_game_end (g, 0, TOY_WIN_POINTS);
  toy_choose (g, TOY_ID_NO_TARGET);
  assert_null (hc_game_advance (g));
  assert_true (g->over);
  assert_int_equal (g->winner, 0);
}

int
main (void)
{
#define T(name) cmocka_unit_test_setup_teardown (name, setup, teardown)
  const struct CMUnitTest tests[] = {
    T (opportunities_alternate_until_both_pass),
    T (a_play_resets_the_passes),
    T (nothing_to_offer_passes_without_asking),
    T (only_the_player_who_can_act_is_asked),
    T (the_game_ending_inside_a_play_stops_the_window),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
