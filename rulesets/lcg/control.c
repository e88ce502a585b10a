/* A unit changing control (Join Me).  The card moves to its new
 * controller's play area but keeps its owner, so whenever it leaves play
 * it goes to its owner's hand, deck or discard pile (FAQ 2.15; rules.c
 * lcg_leave_play).  What hangs on it follows the FAQ:
 *
 * - a Force card on it goes back to the supply of the player who loses
 *   control (2.6): a player's Force cards are counted as the committed
 *   units he controls (rules.c lcg_committed), so clearing the commitment
 *   returns the card to him;
 * - enhancements on it keep their controller (2.7); one whose placement
 *   is now illegal ("Enhance a unit" of yours, now on an enemy unit) goes
 *   to its owner's discard pile. */
#include "lcg-changes.h"
#include "lcg-steps.h"

static void
drop_illegal_enhancements (HcGame *g, gint card)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *e = &g->card[i];
      if (e->attached_to != card || lcg_type (g, i) != T_ENHANCEMENT)
        continue;
      if (lcg_enhance_host_ok (g, e->controller, i, card))
        continue;
      lcg_log (g, e->owner, M_ENH_ILLEGAL, RR_CONTROL, i, card, 0, 0);
      lcg_discard (g, i);
    }
}

void
lcg_take_control (HcGame *g, gint card, gint player)
{
  HcCard *c = &g->card[card];
  gint old = c->controller;
  if (old == player || !lcg_is_unit (g, card))
    return;
  lcg_log (g, player, M_CONTROL, RR_CONTROL, player, card, 0, 0);
  if (c->flags & F_COMMITTED)
    lcg_log (g, old, M_FORCE_CARD_BACK, RR_CONTROL, card, old, 0, 0);
  /* our reading (doc/rules/lcg.md): a unit changing sides also leaves
   * the engagement it was in */
  c->flags &= (guint8) ~(F_PARTICIPATING | F_COMMITTED);
  hc_card_move (g, card, player, Z_PLAY, TRUE);
  c->controller = (guint8)player;
  drop_illegal_enhancements (g, card);
  lcg_control_taken (g, card, player);
}
