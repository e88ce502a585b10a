/* look-top own|opponent N [discard SEL]: the player looks at the top N
 * cards of a deck, may discard those the selector matches (any number,
 * one decision each), and puts the rest back on top in the order they
 * choose, one card at a time: each card put back goes on top of those
 * before it (R2-D2 (C), Rebel Control Post).  Only the looker learns the
 * cards: the log names them for that player alone. */
#include "wotc-op.h"
#include "wotc-steps.h"

enum
{
  LOOK_OPPONENT = 1, /* the opponent's deck, not your own */
  LOOK_DISCARD = 2,  /* matching cards may be discarded first */
};

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  const char *w = wotc_lex_next (lx);
  if (g_strcmp0 (w, "opponent") == 0)
    o->stat = LOOK_OPPONENT;
  else if (g_strcmp0 (w, "own") != 0)
    return wotc_lex_fail (lx, "expected own or opponent, found \"%s\"", w);
  if (!wotc_lex_number (lx, 1, 9, &o->n))
    return FALSE;
  if (g_strcmp0 (wotc_lex_peek (lx), "discard") != 0)
    return TRUE;
  wotc_lex_next (lx);
  o->stat |= LOOK_DISCARD;
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  const char *whose = (o->stat & LOOK_OPPONENT) ? "your opponent's" : "your";
  g_string_append_printf (out, "look at the top %d card%s of %s deck", o->n,
                          o->n == 1 ? "" : "s", whose);
  if (o->stat & LOOK_DISCARD)
    {
      g_string_append (out, "; put any number of ");
      wotc_card_sel_text (&o->sel, TRUE, out);
      g_string_append (out, " there into the discard pile and");
    }
  else
    {
      g_string_append_printf (out, " and put %s back on top in any order",
                              o->n == 1 ? "it" : "them");
      return;
    }
  g_string_append (out, " put the rest back on top in any order");
}

static gint
deck_owner (const WotcOp *o, const WotcEffectFrame *e)
{
  return (o->stat & LOOK_OPPONENT) ? 1 - e->player : e->player;
}

/* the looked-at cards not yet put back nor discarded, top first: they lie
 * under the `placed` cards already put back */
static gint
left_cards (HcGame *g, const WotcOp *o, const WotcEffectFrame *e, gint16 *out)
{
  gint16 deck[HC_MAX_CARDS];
  gint k = hc_zone_list (g, deck_owner (o, e), Z_DECK, deck, HC_MAX_CARDS);
  gint top = k - 1 - MAX (e->now.look_top.placed, 0), m = 0;
  for (gint i = top; i >= 0 && m < e->now.look_top.left; i--)
    out[m++] = deck[i];
  return m;
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player, owner = deck_owner (o, e);
  gint16 left[HC_MAX_CARDS];
  if (e->now.look_top.left == 0 && e->now.look_top.placed == 0)
    {
      /* first: the cards are looked at, named to the looker alone */
      e->now.look_top.left
          = (gint16)MIN (o->n, hc_zone_count (g, owner, Z_DECK));
      gint m = left_cards (g, o, e, left);
      for (gint i = 0; i < m; i++)
        {
          wotc_log (g, p, M_LOOK_TOP, RR_ABILITY, p, owner,
                    g->card[left[i]].def, i + 1);
          hc_log_mark_secret (g, 1 - p, 1u << 2);
        }
      if (o->stat & LOOK_DISCARD)
        e->now.look_top.placed = -1;
    }
  gint m = left_cards (g, o, e, left);
  WotcCtx ctx = wotc_effect_ctx (e);
  if (e->now.look_top.placed < 0)
    {
      /* the cards to discard, one a decision, until the player is done */
      gboolean any = FALSE;
      for (gint i = 0; i < m && !any; i++)
        any = wotc_filter_matches (g, &o->sel, &ctx, left[i]);
      if (any)
        {
          hc_game_ask (g, p, D_PICK_CARD, D_PICK_CARD);
          g->decision.prompt_arg[0] = e->src;
          g->decision.prompt_arg[1] = Z_DECK;
          for (gint i = 0; i < m; i++)
            if (wotc_filter_matches (g, &o->sel, &ctx, left[i]))
              hc_game_offer (g, WOTC_OPT_ID (O_CULL, g->card[left[i]].def, 0),
                             O_CULL, left[i], 0, 0);
          hc_game_offer (g, WOTC_OPT_ID (O_PICK, 0xfff, 0), O_PICK, HC_NONE, 0,
                         0);
          return WOTC_OP_ASKED;
        }
      e->now.look_top.placed = 0;
    }
  if (m <= 1)
    {
      /* the last one is put back last, on top of the others */
      if (m == 1)
        hc_card_move (g, left[0], owner, Z_DECK, TRUE);
      return WOTC_OP_DONE;
    }
  hc_game_ask (g, p, D_PUT_BACK, D_PUT_BACK);
  g->decision.prompt_arg[0] = e->src;
  for (gint i = 0; i < m; i++)
    hc_game_offer (g, WOTC_OPT_ID (O_PUT_BACK, g->card[left[i]].def, 0),
                   O_PUT_BACK, left[i], 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  if (!a)
    return WOTC_OP_DONE;
  if (a->kind == O_PICK)
    e->now.look_top.placed = 0; /* no more to discard */
  else if (a->kind == O_CULL)
    {
      hc_card_move (g, a->a, g->card[a->a].owner, Z_DISCARD, TRUE);
      wotc_log (g, e->player, M_DISCARDED, RR_ABILITY, a->a, 0, 0, 0);
      e->now.look_top.left--;
    }
  else
    {
      hc_card_move (g, a->a, deck_owner (o, e), Z_DECK, TRUE);
      e->now.look_top.left--;
      e->now.look_top.placed++;
    }
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_look_top = {
  .word = "look-top",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
