/* retaliate-for SEL N force F: until the end of the turn, each unit the
 * selector picks gets "Pay F Force -> Retaliate N" (Blast It!, Let the
 * Wookiee Win); the chance to use it is offered with the other granted
 * abilities (pop.c), and the Force is paid when it is used. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 1, 99, &o->n)
         && wotc_lex_expect (lx, "force")
         && wotc_lex_number (lx, 0, 99, &o->stat);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append_printf (out,
                          " gets \"Pay %d Force: Retaliate %d\" until the end "
                          "of the turn (when it is attacked from its arena, "
                          "it does %d dice of damage to the attacker as the "
                          "attack ends)",
                          o->stat, o->n, o->n);
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  HcEffect *e = hc_effect_add (g, EFF_GRANT_RETALIATE, HC_DUR_TURN, player,
                               source, card, o->n);
  /* its price; 0 is Self-Destruct's free Retaliate (this-turn.c) */
  if (e)
    e->arg = o->stat;
  wotc_log (g, player, M_RESTRICT_GRANT_RETALIATE, RR_ABILITY, card, o->op, 0,
            0);
}

const WotcOpDef wotc_op_retaliate_for = {
  .word = "retaliate-for",
  .parse = parse,
  .text = text,
  .apply = apply,
};
