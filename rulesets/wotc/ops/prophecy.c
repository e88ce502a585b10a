/* prophecy N: you choose a player and a card type; that player reveals the
 * top N cards of their deck, puts those of that type into their hand and
 * discards the rest (Remember the Prophecy: "Choose a player and a card
 * type (Space, Ground, Character, Battle, Mission, Location, or
 * Equipment). That player reveals the top 5 cards of his or her deck, puts
 * all those cards of the chosen type into his or her hand, and discards
 * the rest").  Two decisions: the player, then the type; the player chosen
 * is kept in the frame's now.prophecy.player (plus 1: 0 is none yet). */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 1, 9, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "choose a player and a card type: that player "
                          "reveals the top %d cards of their deck, puts "
                          "those of that type into their hand and discards "
                          "the rest",
                          o->n);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  if (!e->now.prophecy.player)
    {
      hc_game_ask (g, e->player, D_CHOOSE_PLAYER, D_CHOOSE_PLAYER);
      g->decision.prompt_arg[0] = e->src;
      for (gint p = 0; p < 2; p++)
        hc_game_offer (g, WOTC_OPT_ID (O_PLAYER, p, 0), O_PLAYER, p, 0, 0);
      return WOTC_OP_ASKED;
    }
  hc_game_ask (g, e->player, D_CHOOSE_TYPE, D_CHOOSE_TYPE);
  g->decision.prompt_arg[0] = e->src;
  for (gint t = 0; t < WOTC_N_TYPES; t++)
    hc_game_offer (g, WOTC_OPT_ID (O_CARD_TYPE, t, 0), O_CARD_TYPE, t, 0, 0);
  return WOTC_OP_ASKED;
}

/* the chosen player reveals the top cards: the type's to hand, the rest
 * to the discard pile */
static void
reveal (HcGame *g, const WotcOp *o, gint who, gint type)
{
  gint16 deck[HC_MAX_CARDS];
  gint k = hc_zone_list (g, who, Z_DECK, deck, HC_MAX_CARDS);
  for (gint i = k - 1; i >= 0 && i >= k - o->n; i--)
    {
      gint c = deck[i];
      wotc_log (g, who, M_REVEAL, RR_ABILITY, who, g->card[c].def, 0, 0);
      gboolean fits = wotc_card_type (g, c) == type;
      hc_card_move (g, c, who, fits ? Z_HAND : Z_DISCARD, TRUE);
      if (fits)
        wotc_log (g, who, M_REVEALED_TO_HAND, RR_ABILITY, who, g->card[c].def,
                  0, 0);
    }
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  if (!a)
    return WOTC_OP_DONE;
  if (a->kind == O_PLAYER)
    {
      e->now.prophecy.player = a->a + 1;
      return WOTC_OP_AGAIN;
    }
  reveal (g, o, e->now.prophecy.player - 1, a->a);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_prophecy = {
  .word = "prophecy",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
