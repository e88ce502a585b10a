/* heal SEL N (or all, or up-to N, or paid): remove damage counters from
 * each selected unit; "up to N", how many is the player's pick
 * (ops/up-to.c); "paid", the ability's X. */
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->n == WOTC_N_PAID)
    g_string_append (out, "remove that many damage counters from ");
  else if (o->n < 0)
    g_string_append (out, "remove all damage counters from ");
  else
    g_string_append_printf (out, "remove %s%d damage counter%s from ",
                            o->up_to ? "up to " : "", o->n,
                            o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
heal (HcGame *g, WotcEffectFrame *e, gint card, gint limit)
{
  gint player = e->player;
  HcCard *c = &g->card[card];
  gint d = c->counter[C_DAMAGE];
  gint r = limit < 0 ? d : MIN (limit, d);
  c->counter[C_DAMAGE] = (gint16)(d - r);
  wotc_log (g, player, M_HEAL, RR_ABILITY, card, r, 0, 0);
}

static void
apply (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  /* "remove that many": what was paid (Millennium Falcon (A)) */
  wotc_up_to_apply (g, o, e, card, o->n == WOTC_N_PAID ? e->x : o->n, heal);
}

static WotcOpNext
then (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return wotc_up_to_counter (g, o, e, C_DAMAGE, UP_TO_HEAL, heal);
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  return wotc_up_to_answer (g, e, heal);
}

const WotcOpDef wotc_op_heal = {
  .used = M_USE_HEAL,
  .word = "heal",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply_in = apply,
  .then = then,
  .answer = answer,
  .up_to = TRUE,
};
