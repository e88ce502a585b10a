/* flaw SEL critical-hit N DUR: the player's Characters attacking the unit
 * get Critical Hit N for a while (a lasting effect on the defender that
 * the attack's keyword sum asks). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_expect (lx, "critical-hit")
         && wotc_lex_number (lx, 0, 99, &o->n)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "%s, your Characters attacking ",
                          wotc_dur_text (o->dur));
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out, " get Critical Hit %d", o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  hc_effect_add (g, EFF_FLAW, (HcDuration)o->dur, player, source, card, o->n);
  wotc_log (g, player, M_RESTRICT_FLAW, RR_ABILITY, card, o->op, 0, 0);
}

const WotcOpDef wotc_op_flaw = {
  .word = "flaw",
  .parse = parse,
  .text = text,
  .apply = apply,
};
