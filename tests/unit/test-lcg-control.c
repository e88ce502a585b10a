/* A unit changing control in the lcg (Join Me; FAQ 2.6, 2.15): the new
 * controller is part of the game's value, so a clone, the hash and a save
 * carry it, and the owner stays the owner, so the card goes back to its
 * owner's pile when it leaves play. */
#include "hc-agents.h"
#include "hc-save.h"
#include "lcg-internal.h"
#include "rulesets-fixture.h"

/* a Light Side unit card still in its deck, put into play committed */
static gint
committed_light_unit (HcGame *g)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].owner == LCG_LIGHT && g->card[i].zone == Z_DECK
        && lcg_type (g, i) == T_UNIT)
      {
        hc_card_move (g, i, LCG_LIGHT, Z_PLAY, TRUE);
        g->card[i].flags = F_COMMITTED;
        return i;
      }
  fail_msg ("no Light Side unit in the deck");
  return -1;
}

static void
control_change_is_state_and_leaves_to_owner (void **state)
{
  (void)state;
  const HcRuleset *rules = hc_ruleset_find ("lcg");
  g_autoptr (GError) error = NULL;
  g_autoptr (HcMatchSetup) setup = hc_match_setup_new (
      rules, hc_rulesets_cards (rules, NULL), NULL, &error);
  if (!setup)
    fail_msg ("%s", error->message);
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) g = hc_match_start (setup, 7, &rec, &error);
  if (!g)
    fail_msg ("%s", error->message);
  assert_non_null (hc_game_advance (g));
  gint u = committed_light_unit (g);
  gint light_cards = lcg_committed (g, LCG_LIGHT);
  guint64 before = hc_game_hash (g);

  lcg_take_control (g, u, LCG_DARK);
  const HcCard *c = &g->card[u];
  assert_int_equal (c->controller, LCG_DARK);
  assert_int_equal (c->owner, LCG_LIGHT);
  assert_int_equal (c->zone, Z_PLAY);
  assert_int_equal (c->zone_player, LCG_DARK);
  /* the Force card went back to the Light Side (FAQ 2.6) */
  assert_false (c->flags & F_COMMITTED);
  assert_int_equal (lcg_committed (g, LCG_LIGHT), light_cards - 1);
  assert_int_equal (lcg_committed (g, LCG_DARK), 0);
  assert_true (hc_game_hash (g) != before);
  if (!hc_check_invariants (g, &error))
    fail_msg ("%s", error->message);

  /* a clone carries the new controller; a save is the record, and the
   * record does not lead to a state changed behind its back, so loading
   * refuses it */
  g_autoptr (HcGame) copy = hc_game_clone (g);
  assert_int_equal (hc_game_hash (copy), hc_game_hash (g));
  g_autofree char *text = hc_save_to_string (g, rec);
  g_autoptr (HcGame) loaded = hc_save_from_string (
      "control.json", text, hc_rulesets_cards (rules, NULL), NULL, &error);
  assert_null (loaded);
  assert_non_null (strstr (error->message, "does not reach the saved state"));
  g_clear_error (&error);

  /* leaving play it goes to its owner's discard pile (FAQ 2.15) */
  lcg_discard (g, u);
  assert_int_equal (c->zone, Z_DISCARD);
  assert_int_equal (c->zone_player, LCG_LIGHT);
  assert_int_equal (c->controller, LCG_LIGHT);
  if (!hc_check_invariants (g, &error))
    fail_msg ("%s", error->message);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (control_change_is_state_and_leaves_to_owner),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
