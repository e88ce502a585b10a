/* ward SEL N DUR: for a while, whenever the unit would be damaged, up to
 * N of that damage is prevented (a lasting effect the damage rules ask). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 0, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "%s, whenever ", wotc_dur_text (o->dur));
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out,
                          " would be damaged, prevent up to %d of "
                          "that damage",
                          o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  hc_effect_add (g, EFF_WARD, (HcDuration)o->dur, player, source, card, o->n);
  wotc_log (g, player, M_RESTRICT_WARD, RR_ABILITY, card, o->op, 0, 0);
}

const WotcOpDef wotc_op_ward = {
  .word = "ward",
  .parse = parse,
  .text = text,
  .apply = apply,
};
