/* no-evade SEL DUR: the unit can't use Evade for a while (Executioner
 * Cart), its own or one a Pilot gives it; a lasting effect the
 * damage-prevention chance asks about (pop.c). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out, " can't use Evade %s", wotc_dur_text (o->dur));
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  hc_effect_add (g, EFF_NO_EVADE, (HcDuration)o->dur, player, source, card, 0);
  wotc_log (g, player, M_NO_EVADE, RR_ABILITY, card, 0, 0, 0);
}

const WotcOpDef wotc_op_no_evade = {
  .word = "no-evade",
  .parse = parse,
  .text = text,
  .apply = apply,
  .used = M_USE_NO_EVADE,
};
