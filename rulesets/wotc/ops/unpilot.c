/* unpilot SEL: one of your Pilots on a unit the selector matches moves off
 * it into the Character arena, outside the build step where Pilots
 * usually move (Gondola Speeder: "Move one of your Characters from the
 * Space arena into the Character arena").  The player picks the Pilot, one
 * decision; with none there, nothing happens. */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "move one of your Pilots on ");
  wotc_sel_text_q (&o->sel, self_name, out, "a ");
  g_string_append (out, " into the Character arena");
}

/* your Pilots on a unit the selector matches */
static gint
pilots (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint16 *out)
{
  WotcCtx ctx = wotc_effect_ctx (e);
  gint m = 0;
  for (gint c = 0; c < g->n_cards; c++)
    {
      gint host = g->card[c].attached_to;
      if (host == HC_NONE || g->card[c].controller != e->player
          || wotc_abilities (g, c)->attach != ATTACH_PILOT
          || !Z_IS_ARENA (g->card[host].zone))
        continue;
      if (wotc_filter_matches (g, &o->sel, &ctx, host))
        out[m++] = (gint16)c;
    }
  return m;
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint16 list[HC_MAX_CARDS];
  gint n = pilots (g, o, e, list);
  if (n == 0)
    return WOTC_OP_DONE;
  hc_game_ask (g, e->player, D_TARGET, D_TARGET);
  g->decision.prompt_arg[0] = e->src;
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, WOTC_OPT_ID (O_TARGET, list[i], 0), O_TARGET, list[i], 0,
                   0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  if (!a || a->a == HC_NONE)
    return WOTC_OP_DONE;
  gint host = g->card[a->a].attached_to;
  hc_card_move (g, a->a, e->player, Z_CHARACTER, TRUE);
  wotc_log (g, e->player, M_PILOT_OFF, RR_ABILITY, a->a, host, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_unpilot = {
  .word = "unpilot",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
  .used = M_USE_UNPILOT,
};
