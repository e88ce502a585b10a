/* bottom-hand N: you put N cards of your choice from your hand on the
 * bottom of your deck, one decision a card (Jocasta Nu (A): "draw 2 extra
 * cards during your draw step and then put 2 cards from your hand on the
 * bottom of your deck").  The cards stay hidden: the log counts them. */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "you put %d card%s from your hand on the bottom "
                          "of your deck",
                          o->n, o->n == 1 ? "" : "s");
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player;
  if (e->now.bottom_hand.put >= o->n || hc_zone_count (g, p, Z_HAND) == 0)
    return WOTC_OP_DONE;
  hc_game_ask (g, p, D_BOTTOM_PICK, D_BOTTOM_PICK);
  g->decision.prompt_arg[0] = e->src;
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, WOTC_OPT_ID (O_BOTTOM, g->card[hand[i]].def, 0), O_BOTTOM,
                   hand[i], 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  if (a)
    {
      hc_card_move (g, a->a, e->player, Z_DECK, FALSE);
      wotc_log (g, e->player, M_TO_BOTTOM, RR_ABILITY, e->player, 0, 0, 0);
      e->now.bottom_hand.put++;
    }
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_bottom_hand = {
  .word = "bottom-hand",
  .amount = TRUE,
  .text = text,
  .ask = ask,
  .answer = answer,
};
