/* discard-at-attack-end SEL, damage-at-attack-end SEL N and
 * retreat-at-attack-end SEL: something waits for the end of the attack
 * (the unit is discarded, damages itself, or retreats), a lasting effect
 * for the attack that the end of the attack carries out. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  switch (o->op)
    {
    case OP_DOOM:
      g_string_append (out, "when this attack ends, discard ");
      wotc_sel_text (&o->sel, self_name, out);
      break;
    case OP_BACKLASH:
      g_string_append (out, "when the attack ends, ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append_printf (out, " does %d damage to itself", o->n);
      break;
    default:
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " retreats when the attack ends");
      break;
    }
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  switch (o->op)
    {
    case OP_DOOM:
      hc_effect_add (g, EFF_DOOM, HC_DUR_ATTACK, player, source, card, 1);
      wotc_log (g, player, M_DOOM, RR_ABILITY, card, 0, 0, 0);
      break;
    case OP_BACKLASH:
      /* the unit damages itself: it is the source */
      hc_effect_add (g, EFF_BACKLASH, HC_DUR_ATTACK, player, card, card, o->n);
      wotc_log (g, player, M_RESTRICT_BACKLASH, RR_ABILITY, card, o->op, 0, 0);
      break;
    default:
      hc_effect_add (g, EFF_RETREAT_AT_END, HC_DUR_ATTACK, player, source, card,
                     1);
      wotc_log (g, player, M_RESTRICT_RETREAT_AT_END, RR_ABILITY, card, o->op,
                0, 0);
      break;
    }
}

const WotcOpDef wotc_op_doom = {
  .word = "discard-at-attack-end",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_backlash = {
  .word = "damage-at-attack-end",
  .sel = TRUE,
  .amount = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_retreat_at_end = {
  .word = "retreat-at-attack-end",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
