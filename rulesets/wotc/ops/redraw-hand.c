/* redraw-hand: the ability's player chooses a player, who counts the
 * cards in their hand, discards it and draws that many (Guidance of the
 * Chancellor: "Then choose a player. That player counts the cards in his
 * or her hand, discards his or her hand, and draws that many cards"). */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "choose a player: that player discards their hand "
                        "and draws as many cards as it held");
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  hc_game_ask (g, e->player, D_CHOOSE_PLAYER, D_CHOOSE_PLAYER);
  g->decision.prompt_arg[0] = e->src;
  for (gint p = 0; p < 2; p++)
    hc_game_offer (g, WOTC_OPT_ID (O_PLAYER, p, 0), O_PLAYER, p, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  if (!a || a->a < 0 || a->a > 1)
    return WOTC_OP_DONE;
  gint who = a->a;
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, who, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    hc_card_move (g, hand[i], who, Z_DISCARD, TRUE);
  wotc_log (g, who, M_REDRAW_HAND, RR_ABILITY, who, n, 0, 0);
  /* the opponent's effect made that player discard (Rebel Blockade
   * Runner) */
  for (gint i = 0; i < n && who != e->player; i++)
    wotc_fire (g, EV_HAND_DISCARDED, -1, hand[i]);
  wotc_draw (g, who, n);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_redraw_hand = {
  .word = "redraw-hand",
  .text = text,
  .ask = ask,
  .answer = answer,
};
