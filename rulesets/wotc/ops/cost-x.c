/* cost-x SEL and power-x SEL: the ability's X (the amount `paid` of the
 * effects after it) becomes the total build cost of the selected unit,
 * its stack included ("You gain Force equal to that Character's total
 * build cost": Tyranus's Return; "build points equal to ...": Darth
 * Sidious (B)), or its power (Unified Attack: "+X power ..., where X is
 * the power of the unit you tapped").  It changes nothing itself, so it
 * comes before what moves the unit away or chooses another. */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, o->op == OP_POWER_X ? "X is the power of "
                                            : "X is the total build cost of ");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply_in (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card)
{
  e->x = o->op == OP_POWER_X ? wotc_card_stat (g, card, S_POWER)
                             : wotc_total_build_cost (g, card);
}

const WotcOpDef wotc_op_cost_x = {
  .word = "cost-x",
  .sel = TRUE,
  .text = text,
  .apply_in = apply_in,
};

const WotcOpDef wotc_op_power_x = {
  .word = "power-x",
  .sel = TRUE,
  .text = text,
  .apply_in = apply_in,
};
