/* recover-stack: this card and the cards that were stacked with it, its
 * Pilots and its Equipment, go from your discard pile to your hand
 * (Vader's TIE Fighter (A): "return Vader's TIE Fighter and all cards
 * stacked with it, and its Pilot, if any, from your discard pile to your
 * hand").  Which cards were with it is noted as it is discarded
 * (EFF_STACKED_WITH, rules.c): a card stored face down under it is not
 * one, and a card that has left the pile meanwhile, or lies in the other
 * player's pile, stays where it is (its rulings). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  g_string_append_printf (out,
                          "return %s, the cards stacked with it and its "
                          "Pilot from your discard pile to your hand",
                          self_name);
}

static void
to_hand (HcGame *g, gint player, gint card)
{
  HcCard *c = &g->card[card];
  if (c->zone != Z_DISCARD || c->zone_player != player)
    return;
  c->flags = 0;
  hc_card_move (g, card, player, Z_HAND, TRUE);
  wotc_log (g, player, M_RECOVER, RR_ABILITY, player, c->def, 0, 0);
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)amount;
  /* the unit first, as the card names it first; nothing of its stack
   * without it */
  if (g->card[source].zone != Z_DISCARD
      || g->card[source].zone_player != player)
    return;
  to_hand (g, player, source);
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].kind == EFF_STACKED_WITH && g->effect[i].value == source)
      {
        to_hand (g, player, g->effect[i].target);
        wotc_effect_end (g, i);
      }
}

const WotcOpDef wotc_op_recover_stack = {
  .used = M_USE_RECOVER,
  .word = "recover-stack",
  .text = text,
  .apply_player = apply_player,
};
