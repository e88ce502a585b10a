/* reveal-to-build N SEL C: the top N cards of your deck are revealed; you
 * put one that the selector matches, if any, face down in your build zone
 * with C build counters, and the others are discarded (Padme's Yacht (B):
 * "Reveal the top 3 cards of your deck. If you revealed any Character
 * cards, put one of them face down in your build zone with a build counter
 * on it. Discard the rest."). */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  gint8 counters = 0;
  if (!wotc_lex_number (lx, 1, 9, &o->n) || !wotc_lex_selector (lx, &o->sel)
      || !wotc_lex_number (lx, 0, 99, &counters))
    return FALSE;
  o->stat = counters;
  return TRUE;
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "reveal the top %d cards of your deck; put ",
                          o->n);
  g_autoptr (GString) w = g_string_new (NULL);
  wotc_card_sel_text (&o->sel, FALSE, w);
  hc_a_text (w->str, out);
  g_string_append_printf (out,
                          " among them, if any, face down in your build "
                          "zone with %d build counter%s and discard the "
                          "rest",
                          o->stat, o->stat == 1 ? "" : "s");
}

/* the top n cards of the deck, top first */
static gint
top_cards (HcGame *g, gint p, gint n, gint16 *out)
{
  gint16 deck[HC_MAX_CARDS];
  gint k = hc_zone_list (g, p, Z_DECK, deck, HC_MAX_CARDS), m = 0;
  for (gint i = k - 1; i >= 0 && m < n; i--)
    out[m++] = deck[i];
  return m;
}

/* the chosen card (or none) to the build zone, the other revealed ones to
 * the discard pile */
static void
settle (HcGame *g, const WotcOp *o, gint p, gint chosen)
{
  gint16 top[HC_MAX_CARDS];
  gint m = top_cards (g, p, o->n, top);
  for (gint i = 0; i < m; i++)
    {
      HcCard *c = &g->card[top[i]];
      if (top[i] == chosen)
        {
          hc_card_move (g, chosen, p, Z_BUILD, TRUE);
          c->flags = HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
          c->counter[C_BUILD] = o->stat;
          wotc_log (g, p, M_REVEALED_TO_BUILD, RR_ABILITY, p, c->def, o->stat,
                    0);
        }
      else
        hc_card_move (g, top[i], c->owner, Z_DISCARD, TRUE);
    }
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player;
  WotcCtx ctx = wotc_effect_ctx (e);
  gint16 top[HC_MAX_CARDS];
  gint m = top_cards (g, p, o->n, top), fits = 0, one = HC_NONE;
  for (gint i = 0; i < m; i++)
    {
      wotc_log (g, p, M_REVEAL, RR_ABILITY, p, g->card[top[i]].def, 0, 0);
      if (wotc_filter_matches (g, &o->sel, &ctx, top[i]))
        fits++, one = top[i];
    }
  if (fits <= 1)
    {
      /* nothing to choose: the one that fits, or none */
      settle (g, o, p, one);
      return WOTC_OP_DONE;
    }
  hc_game_ask (g, p, D_PICK_CARD, D_PICK_CARD);
  g->decision.prompt_arg[0] = e->src;
  g->decision.prompt_arg[1] = Z_DECK;
  for (gint i = 0; i < m; i++)
    if (wotc_filter_matches (g, &o->sel, &ctx, top[i]))
      hc_game_offer (g, WOTC_OPT_ID (O_PICK, top[i], 0), O_PICK, top[i], 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  settle (g, o, e->player, a ? a->a : HC_NONE);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_reveal_to_build = {
  .word = "reveal-to-build",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
  .used = M_USE_SEARCH,
};
