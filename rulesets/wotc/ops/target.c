/* target SEL: a unit chosen for the effects after it ("it"); delay: the
 * Battle card waits aside until the end of the turn for its triggers
 * (Delayed missions). */
#include "wotc-steps.h"

static void
text_target (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "choose ");
  wotc_sel_text_q (&o->sel, self_name, out, "a ");
}

static void
apply_target (HcGame *g, const WotcOp *o, gint player, gint source, gint c)
{
  /* choosing it was the point: the ability keeps it as "it" */
  (void)g;
  (void)o;
  (void)player;
  (void)source;
  (void)c;
}

const WotcOpDef wotc_op_target = {
  .word = "target",
  .sel = TRUE,
  .text = text_target,
  .apply = apply_target,
};

static void
text_delay (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "it stays aside until the end of the turn");
}

static WotcOpNext
ask_delay (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)g;
  (void)o;
  wotc_effect_delay (e);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_delay = {
  .word = "delay",
  .text = text_delay,
  .ask = ask_delay,
};
