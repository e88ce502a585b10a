/* if-have SEL: the rest of the ability happens only if a unit matches the
 * selector as this effect is reached ("If Darth Maul is in the Character
 * arena, you gain an extra +1 Force": Maul's Strategy).  It asks no one;
 * it checks, and stops the ability when nothing matches. */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  /* the card text joins effects with "; then": "then, if there is no
   * unit named Darth Maul in the Character arena, nothing more happens;
   * then you gain 1 Force" */
  g_string_append (out, "if there is ");
  wotc_sel_text_q (&o->sel, self_name, out, "no ");
  g_string_append (out, ", nothing more happens");
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  WotcCtx ctx = wotc_effect_ctx (e);
  return wotc_sel_count (g, &o->sel, &ctx) > 0 ? WOTC_OP_DONE : WOTC_OP_STOP;
}

const WotcOpDef wotc_op_if_have = {
  .word = "if-have",
  .sel = TRUE,
  .text = text,
  .ask = ask,
};
