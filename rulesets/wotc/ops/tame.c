/* tame SEL: for the rest of the turn the ability's player decides whether
 * the chosen unit of the opponent attacks, and which unit of its arena,
 * of either side, it attacks (Tame the Beast).  The mark is a lasting
 * effect the battle step asks about when the unit's turn to attack comes
 * (battle.c); its player keeps only its "would attack" abilities (the
 * card's ruling). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "this turn, you choose whether ");
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " attacks and which unit in its arena, yours or "
                        "your opponent's, it attacks");
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  hc_effect_add (g, EFF_TAME, HC_DUR_TURN, player, source, card, 1);
  wotc_log (g, player, M_RESTRICT_TAME, RR_ABILITY, card, 0, 0, 0);
}

const WotcOpDef wotc_op_tame = {
  .word = "tame",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
