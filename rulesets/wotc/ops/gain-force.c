/* gain-force N (or paid), opponent-gains-force N and gain-force-per SEL:
 * a player gains N Force, as much as an earlier effect of the ability
 * counted, or 1 for each unit the selector matches. */
#include "wotc-steps.h"

static void
gain (HcGame *g, gint who, gint n)
{
  g->res[who][R_FORCE] += n;
  wotc_log (g, who, M_GAIN_FORCE, RR_ABILITY, who, n, g->res[who][R_FORCE], 0);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->n == WOTC_N_PAID)
    g_string_append (out, "you gain that much Force");
  else
    g_string_append_printf (out, "you gain %d Force", o->n);
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  gain (g, player, o->n == WOTC_N_PAID ? amount : o->n);
}

const WotcOpDef wotc_op_gain_force = {
  .used = M_USE_GAIN_FORCE,
  .word = "gain-force",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};

static void
text_opponent (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "your opponent gains %d Force", o->n);
}

static void
apply_opponent (HcGame *g, const WotcOp *o, gint player, gint source,
                gint amount)
{
  (void)source;
  (void)amount;
  gain (g, 1 - player, o->n);
}

const WotcOpDef wotc_op_opp_gain_force = {
  .word = "opponent-gains-force",
  .amount = TRUE,
  .text = text_opponent,
  .apply_player = apply_opponent,
};

static gboolean
parse_per (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text_per (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "you gain 1 Force for ");
  wotc_sel_text (&o->sel, self_name, out);
}

/* Nothing is asked, but the count needs the ability's context (the unit
 * chosen earlier in it): carried out from its frame. */
static WotcOpNext
gain_per (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  WotcCtx x = wotc_effect_ctx (e);
  x.arena = -1; /* counted in every arena */
  gain (g, e->player, wotc_sel_count (g, &o->sel, &x));
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_gain_force_per = {
  .word = "gain-force-per",
  .parse = parse_per,
  .text = text_per,
  .ask = gain_per,
};
