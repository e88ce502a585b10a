/* intercept-for SEL force F: until the end of the turn, each unit the
 * selector picks gets "Pay F Force -> Intercept" (Jedi Intervention); the
 * chance to use it is offered with the other granted abilities (pop.c),
 * when another of its player's units in its arena is attacked, and the
 * Force is paid when it is used. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_expect (lx, "force")
         && wotc_lex_number (lx, 0, 99, &o->stat);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out,
                          " gets \"Pay %d Force: Intercept\" until the end "
                          "of the turn (when another of your units in its "
                          "arena is attacked, it takes the attack instead)",
                          o->stat);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  HcEffect *e = hc_effect_add (g, EFF_GRANT_INTERCEPT, HC_DUR_TURN, player,
                               source, card, 0);
  if (e)
    e->arg = o->stat; /* its price */
  wotc_log (g, player, M_RESTRICT_GRANT_INTERCEPT, RR_ABILITY, card, o->stat, 0,
            0);
}

const WotcOpDef wotc_op_intercept_for = {
  .word = "intercept-for",
  .parse = parse,
  .text = text,
  .apply = apply,
};
