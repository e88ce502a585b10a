/* Cards the engine does not fully implement, in a game allowed to hold
 * them (--allow-unimplemented, issue 18): the core's log says so when such
 * a card comes into play or becomes face up to both players, never when
 * it is drawn or turned face down, where a line would tell the opponent
 * what kind of card it is (src/core/deck-inert.c). */
#include "hc-deck.h"
#include "hc-log.h"
#include "toy-fixture.h"

/* the toy's cards; Card 4 does not implement its reaction */
#define INERT_DEF 3

static HcCardDb *
cards_with_one_inert (void)
{
  HcCardDb *db = hc_card_db_new (NULL);
  for (gint i = 0; i < 6; i++)
    {
      HcCardDef *d = g_new0 (HcCardDef, 1);
      d->name = g_strdup_printf ("Card %d", i + 1);
      d->title = g_strdup (d->name);
      d->set = g_strdup ("TOY");
      d->number = i + 1;
      d->side = -1;
      d->stat[0] = i + 1;
      d->script = g_strdup ("power");
      d->implemented = i != INERT_DEF;
      d->missing = i == INERT_DEF ? g_strdup ("reaction") : NULL;
      d->source = g_strdup_printf ("test-inert.c:card %d", i + 1);
      g_autoptr (GError) error = NULL;
      g_assert_cmpint (hc_card_db_add (db, d, &error), ==, i);
      g_assert_no_error (error);
    }
  return db;
}

static int
setup (void **state)
{
  ToyFixture *f = g_new0 (ToyFixture, 1);
  f->db = cards_with_one_inert ();
  const HcRuleset *r = toy_ruleset ();
  f->g = hc_game_new (r, f->db, hc_ruleset_edition_index (r, NULL), 1);
  /* player 0's deck: two copies of the inert card, one plain card */
  hc_game_add_card (f->g, INERT_DEF, 0, TOY_ZONE_DECK);
  hc_game_add_card (f->g, INERT_DEF, 0, TOY_ZONE_DECK);
  hc_game_add_card (f->g, 0, 0, TOY_ZONE_DECK);
  *state = f;
  return 0;
}

/* the end of a rule step: the core looks at the cards moved in it */
static void
step_ends (HcGame *g)
{
  hc_card_inert_flush (g);
  hc_log_settle (g);
}

/* the last log line as `viewer` reads it */
static char *
last_line (const HcGame *g, gint viewer)
{
  GString *s = g_string_new (NULL);
  hc_log_render_text_for (g, &hc_log_entries (g->log)[g->log_len - 1], viewer,
                          s);
  return g_string_free (s, FALSE);
}

/* both players read the whole last line, the card and what it lacks */
static void
assert_public_line (const HcGame *g, guint16 msg, const char *words)
{
  assert_int_equal (hc_log_entries (g->log)[g->log_len - 1].msg, msg);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g_autofree char *line = last_line (g, p);
      g_autofree char *want
          = g_strdup_printf ("Card 4 %s; holocron does not run this part of "
                             "its text: reaction",
                             words);
      assert_string_equal (line, want);
    }
}

static void
drawn_says_nothing_to_anyone (void **state)
{
  ToyFixture *f = *state;
  hc_card_move (f->g, 0, 0, TOY_ZONE_HAND, TRUE);
  step_ends (f->g);
  /* no line: even one without the name would tell player 1 that player
   * 0 drew one of these */
  assert_int_equal (f->g->log_len, 0);
  assert_int_equal (f->g->n_inert, 0);
}

static void
played_into_play_is_told_to_both (void **state)
{
  ToyFixture *f = *state;
  hc_card_move (f->g, 0, 0, TOY_ZONE_HAND, TRUE);
  step_ends (f->g);
  hc_card_move (f->g, 0, 0, TOY_ZONE_TABLE, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
  assert_public_line (f->g, HC_MSG_INERT, "comes into play");
  /* moving within play says nothing more */
  hc_card_move (f->g, 0, 1, TOY_ZONE_TABLE, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
}

static void
discarded_from_hand_is_told_to_both (void **state)
{
  ToyFixture *f = *state;
  hc_card_move (f->g, 1, 0, TOY_ZONE_HAND, TRUE);
  step_ends (f->g);
  hc_card_move (f->g, 1, 0, TOY_ZONE_DISCARD, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
  assert_public_line (f->g, HC_MSG_INERT_SHOWN, "is face up to both players");
}

static void
milled_is_told_once (void **state)
{
  ToyFixture *f = *state;
  /* deck, hand, discard pile in one step: one line, from where it began */
  hc_card_move (f->g, 1, 0, TOY_ZONE_HAND, TRUE);
  hc_card_move (f->g, 1, 0, TOY_ZONE_DISCARD, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
  assert_public_line (f->g, HC_MSG_INERT_SHOWN, "is face up to both players");
  /* from a public pile back to the hand and out again: both saw it */
  hc_card_move (f->g, 1, 0, TOY_ZONE_HAND, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
}

static void
turned_face_down_in_the_step_says_nothing (void **state)
{
  ToyFixture *f = *state;
  /* the rules move a card and then turn it face down (an edge stack, a
   * build): the core waits for the step's end, so it never names it */
  hc_card_move (f->g, 0, 0, TOY_ZONE_TABLE, TRUE);
  f->g->card[0].flags |= HC_CARD_FACE_DOWN;
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 0);
  /* under another card it is not in play itself */
  hc_card_move (f->g, 2, 0, TOY_ZONE_TABLE, TRUE);
  step_ends (f->g);
  hc_card_attach (f->g, 1, 2, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 0);
}

static void
turned_face_up_in_place_is_told_to_both (void **state)
{
  ToyFixture *f = *state;
  /* an LCG edge stack (a zone not in play): put face down in one step,
   * revealed where it lies in a later one */
  hc_card_move (f->g, 0, 0, TOY_ZONE_DISCARD, TRUE);
  f->g->card[0].flags |= HC_CARD_FACE_DOWN;
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 0);
  hc_card_turn_face_up (f->g, 0);
  assert_false (f->g->card[0].flags & HC_CARD_FACE_DOWN);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
  assert_public_line (f->g, HC_MSG_INERT_SHOWN, "is face up to both players");
  /* an LCG objective at setup: face down in play, then revealed there */
  hc_card_move (f->g, 1, 0, TOY_ZONE_TABLE, TRUE);
  f->g->card[1].flags |= HC_CARD_FACE_DOWN;
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 1);
  hc_card_turn_face_up (f->g, 1);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 2);
  assert_public_line (f->g, HC_MSG_INERT, "comes into play");
}

static void
implemented_cards_are_not_noted (void **state)
{
  ToyFixture *f = *state;
  hc_card_move (f->g, 2, 0, TOY_ZONE_HAND, TRUE);
  hc_card_move (f->g, 2, 0, TOY_ZONE_TABLE, TRUE);
  assert_int_equal (f->g->n_inert, 0);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, 0);
}

static void
many_in_one_step_are_all_told (void **state)
{
  ToyFixture *f = *state;
  /* a whole hand played out by one effect: the core once kept 16 moves a
   * step and dropped the rest unsaid */
  enum
  {
    MANY = 40
  };
  for (gint i = 0; i < MANY; i++)
    hc_game_add_card (f->g, INERT_DEF, 0, TOY_ZONE_HAND);
  gint first = f->g->n_cards - MANY;
  for (gint i = 0; i < MANY; i++)
    hc_card_move (f->g, first + i, 0, TOY_ZONE_TABLE, TRUE);
  step_ends (f->g);
  assert_int_equal (f->g->log_len, MANY);
  for (gint i = 0; i < MANY; i++)
    assert_int_equal (hc_log_entries (f->g->log)[i].msg, HC_MSG_INERT);
  assert_int_equal (f->g->n_inert, 0);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (drawn_says_nothing_to_anyone, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (played_into_play_is_told_to_both, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (discarded_from_hand_is_told_to_both, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (milled_is_told_once, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (turned_face_down_in_the_step_says_nothing,
                                     setup, toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (implemented_cards_are_not_noted, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (turned_face_up_in_place_is_told_to_both,
                                     setup, toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (many_in_one_step_are_all_told, setup,
                                     toy_fixture_teardown),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
