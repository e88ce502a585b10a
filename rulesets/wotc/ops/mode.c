/* mode SEL N: the unit takes form N of a card that is one of several
 * forms ("Each turn, choose one: ...": Zam Wesell (D)); lasting abilities
 * "static if mode N" hold in that form.  The form lasts until another is
 * taken (its ruling: without a new choice it stays the previous turn's);
 * a unit that never took one is in form 1. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out, " takes form %d", o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].kind == EFF_MODE && g->effect[i].target == card)
      wotc_effect_end (g, i);
  hc_effect_add (g, EFF_MODE, HC_DUR_WHILE_IN_PLAY, player, card, card, o->n);
  wotc_log (g, player, M_MODE, RR_ABILITY, card, o->n, 0, 0);
  (void)source;
}

const WotcOpDef wotc_op_mode = {
  .word = "mode",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply = apply,
};
