/* heal SEL N (or all): remove damage counters from each selected unit. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  if (o->n < 0)
    g_string_append (out, "remove all damage counters from ");
  else
    g_string_append_printf (out, "remove %d damage counter%s from ", o->n,
                            o->n == 1 ? "" : "s");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  HcCard *c = &g->card[card];
  gint d = c->counter[C_DAMAGE];
  gint r = o->n < 0 ? d : MIN (o->n, d);
  c->counter[C_DAMAGE] = (gint16)(d - r);
  wotc_log (g, player, M_HEAL, RR_ABILITY, card, r, 0, 0);
}

const WotcOpDef wotc_op_heal = {
  .used = M_USE_HEAL,
  .word = "heal",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply = apply,
};
