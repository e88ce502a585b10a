/* The per-game marks (HcCardDef.marks OR-ed into HcGame.def_marks): each
 * lcg definition marks exactly the conditions and quantities its
 * abilities touch, a game holds the marks of its cards, and a card added
 * brings its own; the rules skip a scan for what no card of the game has,
 * so a mark missing would change the games. */
#include "lcg-internal.h"
#include "rulesets-fixture.h"

static void
definitions_mark_what_their_abilities_touch (void **state)
{
  (void)state;
  g_autoptr (HcGame) g = rulesets_fixture_game (hc_ruleset_find ("lcg"), 7);
  guint64 any[HC_DEF_MARK_WORDS] = { 0 };
  for (guint d = 0; d < g->db->cards->len; d++)
    {
      const HcCardDef *def = g->db->cards->pdata[d];
      const LcgCard *c = def->compiled;
      assert_true (def->marks[LCG_MARK_INTERRUPTS] == c->interrupts_on);
      assert_true (def->marks[LCG_MARK_REACTIONS] == c->reactions_on);
      for (gint w = 0; w < LCG_Q_WORDS; w++)
        {
          /* every constant ability that reaches past its own card, found
           * in play or on the card it enhances */
          assert_true ((def->marks[LCG_MARK_PLAY + w]
                        | def->marks[LCG_MARK_ENHANCED + w])
                       == c->static_others[w]);
          assert_true ((def->marks[LCG_MARK_PLAY_NOT_OBJECTIVES + w]
                        & ~def->marks[LCG_MARK_PLAY + w])
                       == 0);
        }
      for (gint w = 0; w < HC_DEF_MARK_WORDS; w++)
        any[w] |= def->marks[w];
    }
  /* the pool has cards of each kind, so the checks above were made */
  assert_true (any[LCG_MARK_INTERRUPTS] != 0);
  assert_true (any[LCG_MARK_REACTIONS] != 0);
  const gint classes[]
      = { LCG_MARK_PLAY, LCG_MARK_PLAY_NOT_OBJECTIVES, LCG_MARK_ENHANCED };
  for (guint k = 0; k < G_N_ELEMENTS (classes); k++)
    {
      guint64 some = 0;
      for (gint w = 0; w < LCG_Q_WORDS; w++)
        some |= any[classes[k] + w];
      assert_true (some != 0);
    }
}

static void
a_game_holds_the_marks_of_its_cards (void **state)
{
  (void)state;
  g_autoptr (HcGame) g = rulesets_fixture_game (hc_ruleset_find ("lcg"), 7);
  assert_non_null (hc_game_advance (g));
  guint64 all[HC_DEF_MARK_WORDS] = { 0 };
  for (gint i = 0; i < g->n_cards; i++)
    for (gint w = 0; w < HC_DEF_MARK_WORDS; w++)
      all[w] |= hc_card_def (g, i)->marks[w];
  assert_memory_equal (all, g->def_marks, sizeof all);
  assert_true (hc_zone_index_ok (g));

  /* Rancor's forced reaction "after you refresh": adding Rancor marks it */
  guint64 bit = LCG_EV_BIT (EV_AFTER_REFRESH);
  gint def = hc_card_db_lookup (g->db, "Rancor");
  assert_true (def >= 0);
  const HcCardDef *rancor = hc_card_db_get (g->db, def);
  assert_true (rancor->marks[LCG_MARK_REACTIONS] & bit);
  assert_true (hc_game_add_card (g, def, LCG_DARK, Z_PLAY) >= 0);
  assert_true (g->def_marks[LCG_MARK_REACTIONS] & bit);
  assert_true (lcg_anyone_listens (g, EV_AFTER_REFRESH, W_REACTION));
  assert_true (hc_zone_index_ok (g));

  /* a clone carries them; a mark cleared is caught by the index check */
  g_autoptr (HcGame) c = hc_game_clone (g);
  assert_memory_equal (c->def_marks, g->def_marks, sizeof g->def_marks);
  c->def_marks[LCG_MARK_REACTIONS] &= ~bit;
  assert_false (hc_zone_index_ok (c));
  assert_false (lcg_anyone_listens (c, EV_AFTER_REFRESH, W_REACTION));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (definitions_mark_what_their_abilities_touch),
    cmocka_unit_test (a_game_holds_the_marks_of_its_cards),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
