/* mark SEL: this turn the chosen unit is marked by the card whose ability
 * this is, for a later ability of that card to find with the selector
 * filter `marked` (Imperial Landing Craft: "choose one of your opponent's
 * Ground units.  If that unit is in the Ground arena when the battle
 * phase starts this turn, this unit does 2 damage to it"). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "mark ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " for this turn");
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  hc_effect_add (g, EFF_MARK, HC_DUR_TURN, player, source, card, 1);
  wotc_log (g, player, M_MARKED, RR_ABILITY, card, source, 0, 0);
}

const WotcOpDef wotc_op_mark = {
  .word = "mark",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
