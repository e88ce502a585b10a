/* opponent-rerolls chosen-arena DUR: for the duration, whenever the
 * opponent has rolled attack dice for one of their units in the arena
 * chosen earlier in the ability, the player may have them reroll all of
 * those dice, once for each attack, at the reroll chance, before damage
 * prevention (Jedi Arrogance).  A lasting effect of the player (arg: the
 * arena's bit), offered at reroll chances by pop.c. */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_expect (lx, "chosen-arena")
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "%s, when your opponent rolls attack dice for a "
                          "unit in the chosen arena, you may have your "
                          "opponent reroll all of those dice, once, before "
                          "damage prevention",
                          wotc_dur_text (o->dur));
}

/* from the ability's frame: the arena chosen before */
static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  if (e->arena < Z_SPACE)
    return WOTC_OP_DONE;
  HcEffect *eff = hc_effect_add (g, EFF_OPPONENT_REROLLS, (HcDuration)o->dur,
                                 e->player, e->src, HC_NONE, 1);
  if (eff)
    eff->arg = 1 << (e->arena - Z_SPACE);
  wotc_log (g, e->player, M_RESTRICT_OPPONENT_REROLLS, RR_ABILITY, e->player,
            e->arena, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_opponent_rerolls = {
  .word = "opponent-rerolls",
  .parse = parse,
  .text = text,
  .ask = ask,
};
