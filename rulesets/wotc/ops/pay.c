/* pay-force-up-to-x and pay-cost-of SEL: the player pays Force as part of
 * the effect.  Up to X (the build counters on the card) is a choice, and
 * what was paid is the ability's X for the effects after it
 * ("paid"); the total build cost of a unit is paid or the rest stops. */
#include "wotc-steps.h"

static void
text_x (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "you may pay any amount of Force up to the number "
                        "of build counters on it");
}

static WotcOpNext
ask_x (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint p = e->player;
  /* X is the number of build counters on the card (Vader's Call) */
  gint x = g->card[e->src].counter[C_BUILD];
  gint most = MIN (x, g->res[p][R_FORCE]);
  hc_game_ask (g, p, D_PAY_X, D_PAY_X);
  g->decision.prompt_arg[0] = e->src;
  g->decision.prompt_arg[1] = x;
  for (gint v = 0; v <= most && v < 100; v++)
    hc_game_offer (g, WOTC_OPT_ID (O_PAY, v, 0), O_PAY, v, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_x (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint p = e->player;
  gint paid = a ? a->a : 0;
  g->res[p][R_FORCE] -= paid;
  e->x = paid;
  wotc_log (g, p, M_PAY_X, RR_ABILITY, p, paid, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_pay_x = {
  .word = "pay-force-up-to-x",
  .text = text_x,
  .ask = ask_x,
  .answer = answer_x,
};

static gboolean
parse_cost_of (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text_cost_of (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "pay Force equal to the total build cost of ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " (if you don't, stop)");
}

/* "you may pay ...; if you do": no payment, no rest.  Nothing is asked:
 * paying when they can is the only way on. */
static WotcOpNext
pay_cost_of (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player;
  WotcCtx ctx = wotc_effect_ctx (e);
  gint target = HC_NONE;
  for (gint i = 0; i < g->n_cards && target < 0; i++)
    if (wotc_sel_matches (g, &o->sel, &ctx, i))
      target = i;
  gint cost = target >= 0 ? wotc_total_build_cost (g, target) : 0;
  if (target < 0 || g->res[p][R_FORCE] < cost)
    return WOTC_OP_STOP;
  g->res[p][R_FORCE] -= cost;
  wotc_log (g, p, M_PAY_X, RR_ABILITY, p, cost, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_pay_cost_of = {
  .word = "pay-cost-of",
  .parse = parse_cost_of,
  .text = text_cost_of,
  .ask = pay_cost_of,
};
