/* tap SEL and untap SEL: each selected unit is tapped, or untapped (one
 * mechanic, two rows). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, o->op == OP_TAP ? "tap " : "untap ");
  wotc_sel_text (&o->sel, self_name, out);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)source;
  if (o->op == OP_TAP)
    g->card[card].flags |= HC_CARD_TAPPED;
  else
    g->card[card].flags &= (guint8)~HC_CARD_TAPPED;
  wotc_log (g, player, o->op == OP_TAP ? M_EFFECT_TAP : M_EFFECT_UNTAP,
            RR_ABILITY, card, 0, 0, 0);
}

const WotcOpDef wotc_op_tap = {
  .used = M_USE_TAP,
  .word = "tap",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_untap = {
  .used = M_USE_UNTAP,
  .word = "untap",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
