/* store SEL and release-stored N: the player may put a card matching the
 * selector from their hand face down under the unit, kept apart from its
 * stack; later it comes out face down into their build zone with N build
 * counters (Bright Hope). */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "you may put ");
  {
    g_autoptr (GString) w = g_string_new (NULL);
    wotc_card_sel_text (&o->sel, FALSE, w);
    hc_a_text (w->str, out);
  }
  g_string_append_printf (out, " from your hand face down under %s", self_name);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player;
  WotcCtx ctx = wotc_effect_ctx (e);
  hc_game_ask (g, p, D_STORE, D_STORE);
  g->decision.prompt_arg[0] = e->src;
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (wotc_filter_matches (g, &o->sel, &ctx, hand[i]))
      hc_game_offer (g, WOTC_OPT_ID (O_STORE, g->card[hand[i]].def, 0), O_STORE,
                     hand[i], 0, 0);
  if (g->decision.n_options == 0)
    {
      /* no card fits: nothing to ask */
      g->decision.player = HC_NONE;
      return WOTC_OP_DONE;
    }
  hc_game_offer (g, WOTC_OPT_ID (O_STORE, 0xfff, 0), O_STORE, HC_NONE, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint self = e->src;
  if (a && a->a != HC_NONE)
    {
      /* kept face down under it, not part of its stack */
      hc_card_attach (g, a->a, self, TRUE);
      g->card[a->a].flags |= HC_CARD_FACE_DOWN;
      wotc_log (g, e->player, M_STORED, RR_ABILITY, self, 0, 0, 0);
    }
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_store = {
  .word = "store",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};

static gboolean
parse_release (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 0, 99, &o->n);
}

static void
text_release (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "put the card stored under it face down in "
                          "your build zone with %d build counters",
                          o->n);
}

static void
release (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  (void)amount;
  wotc_release_stored (g, player, o->n);
}

const WotcOpDef wotc_op_release_stored = {
  .word = "release-stored",
  .parse = parse_release,
  .text = text_release,
  .apply_player = release,
};
