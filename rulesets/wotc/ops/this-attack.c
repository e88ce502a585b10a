/* Changes to the attack in progress, lasting for that attack, on the
 * attacking unit the selector names (`attacker`):
 *  - one-die SEL: it rolls only 1 die instead of a number equal to its
 *    power; Shields and power changes no longer count (Blow This Thing and
 *    its ruling), Accuracy, Armor and Critical Hit still do (attack.c);
 *  - recoil SEL: when it damages the defending unit, it does as much
 *    damage to itself (Countermeasures); the amount is the damage placed,
 *    after prevention (its ruling: "both units suffer an equal amount of
 *    damage after damage prevention"), so none of it is prevented again;
 *  - doom-on-hit SEL: when it damages the defending unit, the defending
 *    unit is discarded (Blow This Thing); damage that is all prevented is
 *    no damage (its ruling);
 *  - divide-hits SEL: once its hits are counted, its player may divide
 *    them between the defending unit and another of the opponent's units
 *    in the defender's arena (Blaster Barrage; its ruling: the damage is
 *    counted after the division, all of it comes from the attacking unit,
 *    and the other unit is not attacked nor a defending unit).
 * Recoil and doom-on-hit are carried out where damage is placed
 * (rules.c), the division where the hits are assigned (attack.c). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "for this attack, ");
  switch (o->op)
    {
    case OP_ONE_DIE:
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " rolls only 1 die instead of a number of dice "
                            "equal to its power");
      break;
    case OP_RECOIL:
      g_string_append (out, "when ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " damages the defending unit, it also does that "
                            "much damage to itself");
      break;
    case OP_DIVIDE_HITS:
      g_string_append (out, "you may divide the hits from ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " between the defending unit and another of "
                            "your opponent's units in the same arena as the "
                            "defending unit");
      break;
    default:
      g_string_append (out, "if ");
      wotc_sel_text (&o->sel, self_name, out);
      g_string_append (out, " damages the defending unit, the defending unit "
                            "is discarded");
      break;
    }
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  static const struct
  {
    guint16 kind;
    gint msg;
  } what[] = { { EFF_ONE_DIE, M_ONE_DIE },
               { EFF_RECOIL, M_RECOIL_READY },
               { EFF_DOOM_ON_HIT, M_DOOM_ON_HIT_READY },
               { EFF_DIVIDE_HITS, M_DIVIDE_HITS_READY } };
  gint k = o->op == OP_ONE_DIE       ? 0
           : o->op == OP_RECOIL      ? 1
           : o->op == OP_DOOM_ON_HIT ? 2
                                     : 3;
  hc_effect_add (g, what[k].kind, HC_DUR_ATTACK, player, source, card, 1);
  wotc_log (g, player, what[k].msg, RR_ABILITY, card, 0, 0, 0);
}

const WotcOpDef wotc_op_one_die = {
  .word = "one-die",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_recoil = {
  .word = "recoil",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_doom_on_hit = {
  .word = "doom-on-hit",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};

const WotcOpDef wotc_op_divide_hits = {
  .word = "divide-hits",
  .sel = TRUE,
  .text = text,
  .apply = apply,
};
