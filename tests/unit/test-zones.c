/* Zones: where cards are and in what order. */
#include "playout.h"
#include "toy-fixture.h"

#include <string.h>

typedef ToyFixture Fixture;

static int
setup (void **state)
{
  Fixture *f = toy_fixture_empty (3);
  *state = f;
  return 0;
}

/* the zone holds exactly these cards, bottom first */
static void
assert_zone (const HcGame *g, gint player, gint zone, const gint16 *want,
             gint n)
{
  gint16 got[HC_MAX_CARDS];
  assert_int_equal (hc_zone_list (g, player, zone, got, HC_MAX_CARDS), n);
  assert_int_equal (hc_zone_count (g, player, zone), n);
  if (n > 0)
    {
      assert_memory_equal (got, want, (gsize)n * sizeof (gint16));
      assert_int_equal (hc_zone_top (g, player, zone), want[n - 1]);
    }
  else
    assert_int_equal (hc_zone_top (g, player, zone), HC_NONE);
  toy_assert_valid (g);
}

static void
add_fills_bottom_up (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  for (gint i = 0; i < 5; i++)
    assert_int_equal (hc_game_add_card (g, i, 0, TOY_ZONE_DECK), i);
  assert_int_equal (hc_game_add_card (g, 7, 1, TOY_ZONE_DECK), 5);
  static const gint16 deck0[] = { 0, 1, 2, 3, 4 };
  static const gint16 deck1[] = { 5 };
  assert_zone (g, 0, TOY_ZONE_DECK, deck0, 5);
  assert_zone (g, 1, TOY_ZONE_DECK, deck1, 1);
  assert_zone (g, 0, TOY_ZONE_HAND, NULL, 0);
  assert_int_equal (g->card[5].owner, 1);
  assert_int_equal (g->card[5].controller, 1);
  assert_int_equal (g->card[5].attached_to, HC_NONE);
  assert_int_equal (g->card[5].under, HC_NONE);
  assert_string_equal (hc_card_def (g, 5)->name, "Card 8");
}

static void
add_refuses_beyond_capacity (void **state)
{
  Fixture *f = *state;
  for (gint i = 0; i < HC_MAX_CARDS; i++)
    assert_int_equal (hc_game_add_card (f->g, 0, i % 2, TOY_ZONE_DECK), i);
  assert_int_equal (hc_game_add_card (f->g, 0, 0, TOY_ZONE_DECK), HC_NONE);
  assert_int_equal (f->g->n_cards, HC_MAX_CARDS);
  toy_assert_valid (f->g);
}

static void
move_to_top_and_bottom (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  for (gint i = 0; i < 6; i++)
    hc_game_add_card (g, i, 0, TOY_ZONE_DECK);

  /* from the middle of the deck to the top of the hand: no gap left */
  hc_card_move (g, 2, 0, TOY_ZONE_HAND, TRUE);
  hc_card_move (g, 4, 0, TOY_ZONE_HAND, TRUE);
  static const gint16 deck_a[] = { 0, 1, 3, 5 };
  static const gint16 hand_a[] = { 2, 4 };
  assert_zone (g, 0, TOY_ZONE_DECK, deck_a, 4);
  assert_zone (g, 0, TOY_ZONE_HAND, hand_a, 2);

  /* to the bottom: everything else moves up one */
  hc_card_move (g, 5, 0, TOY_ZONE_HAND, FALSE);
  static const gint16 deck_b[] = { 0, 1, 3 };
  static const gint16 hand_b[] = { 5, 2, 4 };
  assert_zone (g, 0, TOY_ZONE_DECK, deck_b, 3);
  assert_zone (g, 0, TOY_ZONE_HAND, hand_b, 3);

  /* within one zone */
  hc_card_move (g, 0, 0, TOY_ZONE_DECK, TRUE);
  static const gint16 deck_c[] = { 1, 3, 0 };
  assert_zone (g, 0, TOY_ZONE_DECK, deck_c, 3);
  hc_card_move (g, 3, 0, TOY_ZONE_DECK, FALSE);
  static const gint16 deck_d[] = { 3, 1, 0 };
  assert_zone (g, 0, TOY_ZONE_DECK, deck_d, 3);
  hc_card_move (g, 3, 0, TOY_ZONE_DECK, FALSE);
  assert_zone (g, 0, TOY_ZONE_DECK, deck_d, 3);

  /* to the other player's zone (a stolen card): owner stays */
  hc_card_move (g, 1, 1, TOY_ZONE_TABLE, TRUE);
  static const gint16 deck_e[] = { 3, 0 };
  static const gint16 table1[] = { 1 };
  assert_zone (g, 0, TOY_ZONE_DECK, deck_e, 2);
  assert_zone (g, 1, TOY_ZONE_TABLE, table1, 1);
  assert_int_equal (g->card[1].owner, 0);
}

static void
list_truncates_to_the_bottom_cards (void **state)
{
  Fixture *f = *state;
  for (gint i = 0; i < 5; i++)
    hc_game_add_card (f->g, i, 0, TOY_ZONE_DECK);
  hc_card_move (f->g, 0, 0, TOY_ZONE_DECK, TRUE);
  gint16 out[3] = { -5, -5, -5 };
  assert_int_equal (hc_zone_list (f->g, 0, TOY_ZONE_DECK, out, 2), 2);
  assert_int_equal (out[0], 1);
  assert_int_equal (out[1], 2);
  assert_int_equal (out[2], -5);
}

static void
shuffle_keeps_every_card (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  const gint n = 40;
  for (gint i = 0; i < n; i++)
    hc_game_add_card (g, i % TOY_N_CARD_DEFS, 0, TOY_ZONE_DECK);
  gint hand = hc_game_add_card (g, 0, 0, TOY_ZONE_HAND);
  gint other = hc_game_add_card (g, 0, 1, TOY_ZONE_DECK);
  gint16 before[HC_MAX_CARDS], after[HC_MAX_CARDS];
  hc_zone_list (g, 0, TOY_ZONE_DECK, before, HC_MAX_CARDS);

  hc_zone_shuffle (g, 0, TOY_ZONE_DECK);
  assert_int_equal (hc_zone_list (g, 0, TOY_ZONE_DECK, after, HC_MAX_CARDS), n);
  toy_assert_valid (g);
  gboolean moved = FALSE;
  gboolean seen[HC_MAX_CARDS] = { FALSE };
  for (gint i = 0; i < n; i++)
    {
      assert_in_range (after[i], 0, n - 1);
      assert_false (seen[after[i]]);
      seen[after[i]] = TRUE;
      moved |= after[i] != before[i];
    }
  /* 1 in 40! that a fair shuffle leaves the order: with a fixed seed, a
   * shuffle that does nothing is caught for sure */
  assert_true (moved);
  assert_int_equal (g->card[hand].zone, TOY_ZONE_HAND);
  assert_int_equal (g->card[hand].pos, 0);
  assert_int_equal (g->card[other].pos, 0);

  /* the same seed shuffles the same way */
  g_autoptr (HcGame) g2 = toy_game_empty (f->db, 3);
  for (gint i = 0; i < n; i++)
    hc_game_add_card (g2, i % TOY_N_CARD_DEFS, 0, TOY_ZONE_DECK);
  hc_zone_shuffle (g2, 0, TOY_ZONE_DECK);
  gint16 again[HC_MAX_CARDS];
  hc_zone_list (g2, 0, TOY_ZONE_DECK, again, HC_MAX_CARDS);
  assert_memory_equal (after, again, (gsize)n * sizeof (gint16));
}

static void
shuffle_of_empty_or_single_zone (void **state)
{
  Fixture *f = *state;
  HcRng before = f->g->rng;
  hc_zone_shuffle (f->g, 0, TOY_ZONE_DECK);
  gint c = hc_game_add_card (f->g, 0, 0, TOY_ZONE_DECK);
  hc_zone_shuffle (f->g, 0, TOY_ZONE_DECK);
  assert_int_equal (f->g->card[c].pos, 0);
  /* nothing to shuffle draws no random numbers */
  assert_memory_equal (&f->g->rng, &before, sizeof before);
}

/* Cards attached to or stacked under a card travel with it and are not
 * counted among the zone's own cards. */
static void
dependents_follow_their_host (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  gint host = hc_game_add_card (g, 0, 0, TOY_ZONE_TABLE);
  gint other = hc_game_add_card (g, 1, 0, TOY_ZONE_TABLE);
  gint gear = hc_game_add_card (g, 2, 0, TOY_ZONE_HAND);
  gint captive = hc_game_add_card (g, 3, 1, TOY_ZONE_HAND);
  gint trinket = hc_game_add_card (g, 4, 0, TOY_ZONE_HAND);

  /* attach the way a ruleset does: onto the host's zone, on top, so that
   * leaving the zone's order leaves no gap */
  hc_card_attach (g, gear, host, FALSE);
  hc_card_attach (g, captive, host, TRUE);
  /* a card attached to an attached card */
  hc_card_attach (g, trinket, gear, FALSE);
  static const gint16 table[] = { 0, 1 };
  assert_zone (g, 0, TOY_ZONE_TABLE, table, 2);

  hc_card_move (g, host, 0, TOY_ZONE_DISCARD, TRUE);
  static const gint16 table_after[] = { 1 };
  static const gint16 discard[] = { 0 };
  assert_zone (g, 0, TOY_ZONE_TABLE, table_after, 1);
  assert_zone (g, 0, TOY_ZONE_DISCARD, discard, 1);
  for (gint c = gear; c <= trinket; c++)
    {
      assert_int_equal (g->card[c].zone, TOY_ZONE_DISCARD);
      assert_int_equal (g->card[c].zone_player, 0);
    }
  assert_int_equal (g->card[gear].attached_to, host);
  assert_int_equal (g->card[trinket].attached_to, gear);
  assert_int_equal (g->card[captive].under, host);
  assert_int_equal (g->card[other].pos, 0);

  /* a dependent moved on its own becomes a loose card of its new zone */
  hc_card_move (g, captive, 1, TOY_ZONE_HAND, TRUE);
  assert_int_equal (g->card[captive].under, HC_NONE);
  static const gint16 hand1[] = { 3 };
  assert_zone (g, 1, TOY_ZONE_HAND, hand1, 1);
  assert_zone (g, 0, TOY_ZONE_DISCARD, discard, 1);
}

static void
in_play_follows_the_ruleset_zones (void **state)
{
  Fixture *f = *state;
  gint c = hc_game_add_card (f->g, 0, 0, TOY_ZONE_HAND);
  assert_false (hc_card_in_play (f->g, c));
  hc_card_move (f->g, c, 0, TOY_ZONE_TABLE, TRUE);
  assert_true (hc_card_in_play (f->g, c));
  hc_card_move (f->g, c, 0, TOY_ZONE_DISCARD, TRUE);
  assert_false (hc_card_in_play (f->g, c));
}

/* The checker used by every playout must itself catch broken states. */
static void
invariants_catch_broken_zones (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  for (gint i = 0; i < 4; i++)
    hc_game_add_card (g, i, 0, TOY_ZONE_DECK);
  toy_assert_valid (g);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcGame) c = hc_game_clone (g);
  c->card[1].pos = 2;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "share position"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[3].pos = 7;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "position 7"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[2].zone = TOY_N_ZONES;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "zone 4"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[3].attached_to = 2;
  c->card[2].attached_to = 3;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "cycle"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[3].under = 3;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "not another card"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[3].attached_to = 0;
  c->card[0].zone = TOY_ZONE_TABLE;
  c->card[0].pos = 0;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "while its host is in table"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[0].owner = 2;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "owner 2"));

  g_clear_error (&error);
  hc_game_copy_into (c, g);
  c->card[0].def = TOY_N_CARD_DEFS;
  assert_false (hc_check_invariants (c, &error));
  assert_non_null (strstr (error->message, "not in the card database"));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test_setup_teardown (add_fills_bottom_up, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (add_refuses_beyond_capacity, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (move_to_top_and_bottom, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (list_truncates_to_the_bottom_cards, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (shuffle_keeps_every_card, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (shuffle_of_empty_or_single_zone, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (dependents_follow_their_host, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (in_play_follows_the_ruleset_zones, setup,
                                     toy_fixture_teardown),
    cmocka_unit_test_setup_teardown (invariants_catch_broken_zones, setup,
                                     toy_fixture_teardown),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
