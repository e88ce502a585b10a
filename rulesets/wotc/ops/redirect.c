/* redirect SEL: this unit's attack now goes to the unit the selector
 * chooses instead of the defending unit (Untamed Ronto: "he or she
 * chooses a unit (yours or your opponent's) in the same arena as the
 * defending unit.  This unit now attacks the chosen unit instead").  The
 * chosen unit has been attacked; it may be this unit itself (BOY
 * rulings).  Nothing happens when this unit is not the one attacking, or
 * the chosen unit can't be attacked. */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append_printf (out, "%s now attacks ", self_name);
  wotc_sel_text (&o->sel, self_name, out);
  g_string_append (out, " instead");
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk || atk->attacker != source || atk->defender == card
      || (card != source && !wotc_can_be_attacked (g, card)))
    return;
  gint old = atk->defender;
  atk->defender = card;
  /* (no longer an attack into another arena or a build zone) */
  atk->cross = WOTC_CROSS_NONE;
  wotc_log (g, player, M_REDIRECT, RR_ABILITY, source, card, old, 0);
  wotc_fire (g, EV_ATTACKED, g->card[card].zone, card);
}

const WotcOpDef wotc_op_redirect = {
  .word = "redirect",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
