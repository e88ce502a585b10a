/* An effect verb carried out on one card. */
#include "lcg-verb.h"

void
lcg_mark (HcGame *g, guint16 kind, HcDuration dur, gint player, gint source,
          gint target, gint32 value, gint32 arg)
{
  HcEffect *e = hc_effect_add (g, kind, dur, player, source, target, value);
  if (e)
    e->arg = arg;
}

/* the amount, or its light-side variant while the Balance is light */
gint
lcg_amount (const HcGame *g, const LcgOp *op)
{
  return op->n_light && g->global[G_BALANCE] == LCG_LIGHT ? op->n_light : op->n;
}

void
lcg_apply_op_to (HcGame *g, const LcgOp *op, gint player, gint source,
                 gint card)
{
  const LcgVerb *v = lcg_verb (op->verb);
  if (v && v->apply)
    v->apply (g, op, player, source, card);
}
