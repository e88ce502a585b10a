/* "must-defend SELECTOR": the unit must be declared as a defender in this
 * engagement, if able (A Stinging Insult).  The declaration step
 * (conflict.c) offers, while such a unit able to defend is undeclared,
 * only those units and no "done"; one that cannot defend (focused, in
 * stasis...) changes nothing. */
#include "lcg-verb.h"

static gboolean
must_defend_text (const LcgOp *op, GString *out)
{
  lcg_sel_text (&op->sel, out);
  g_string_append (out, " must defend this engagement, if able");
  return TRUE;
}

static void
must_defend_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                   gint card)
{
  (void)op;
  hc_effect_add (g, EFF_MUST_DEFEND, HC_DUR_BATTLE, player, source, card, 1);
  lcg_log (g, player, M_MUST_DEFEND, RR_CARD, card, 0, 0, 0);
}

const LcgVerb lcg_verb_must_defend = {
  .word = "must-defend",
  .args = "SELECTOR",
  .example = "must-defend target enemy-unit",
  .has_sel = TRUE,
  .text = must_defend_text,
  .apply = must_defend_apply,
};
