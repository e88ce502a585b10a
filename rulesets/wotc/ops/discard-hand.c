/* discard-hand N and opponent-discards N (or all, or paid): a player
 * discards cards of their own choice from their hand, one decision a
 * card; the discards made so far are kept in the ability's "it" until the
 * effect is done (then it is no card again). */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->op == OP_DISCARD_HAND && o->n < 0)
    g_string_append (out, "you discard your whole hand");
  else if (o->op == OP_DISCARD_HAND)
    g_string_append_printf (out, "you discard %d card%s from your hand", o->n,
                            o->n == 1 ? "" : "s");
  else if (o->n < 0 && o->n != WOTC_N_PAID)
    g_string_append (out, "your opponent discards their whole hand");
  else if (o->n == WOTC_N_PAID)
    g_string_append (out, "your opponent chooses and discards that many "
                          "cards from hand");
  else
    g_string_append_printf (out,
                            "your opponent chooses and discards %d card%s "
                            "from hand",
                            o->n, o->n == 1 ? "" : "s");
}

static void
discard (HcGame *g, const WotcOp *o, gint who, gint card)
{
  hc_card_move (g, card, who, Z_DISCARD, TRUE);
  wotc_log (g, who, M_DISCARD_FROM_HAND, RR_ABILITY, who, card, 0, 0);
  /* Rebel Blockade Runner: the opponent's effect made its player do it */
  if (o->op == OP_OPP_DISCARD)
    wotc_fire (g, EV_HAND_DISCARDED, -1, card);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint who = o->op == OP_OPP_DISCARD ? 1 - e->player : e->player;
  gint want = o->n == WOTC_N_PAID ? e->x : o->n;
  gint16 hand[HC_MAX_CARDS];
  if (o->n < 0 && o->n != WOTC_N_PAID)
    {
      /* the whole hand: nothing to choose */
      gint n = hc_zone_list (g, who, Z_HAND, hand, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        discard (g, o, who, hand[i]);
      return WOTC_OP_DONE;
    }
  if (e->now.discard_hand.discarded >= want
      || hc_zone_count (g, who, Z_HAND) == 0)
    return WOTC_OP_DONE;
  hc_game_ask (g, who, D_DISCARD_PICK, D_DISCARD_PICK);
  gint n = hc_zone_list (g, who, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, WOTC_OPT_ID (O_DISCARD, g->card[hand[i]].def, 0),
                   O_DISCARD, hand[i], 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  if (a)
    {
      discard (g, o, g->card[a->a].owner, a->a);
      e->now.discard_hand.discarded++;
    }
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_discard_hand = {
  .used = M_USE_DISCARD_HAND,
  .word = "discard-hand",
  .amount = TRUE,
  .text = text,
  .ask = ask,
  .answer = answer,
};

const WotcOpDef wotc_op_opp_discard = {
  .used = M_USE_OPP_DISCARD,
  .word = "opponent-discards",
  .amount = TRUE,
  .text = text,
  .ask = ask,
  .answer = answer,
};
