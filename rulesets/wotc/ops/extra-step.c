/* extra-step chosen-arena: another battle step begins in the arena chosen
 * earlier in the ability (It's Not Over Yet: "Choose an arena.  Untap all
 * units in that arena.  Begin another battle step in that arena").  The
 * step in progress ends first, with its "at the end of the step"
 * abilities; then the new step starts as any battle step does, with its
 * "when the step starts" abilities and chance (its usage note), and the
 * battle phase goes on from where it was.  A lasting effect until the end
 * of the battle phase that the battle step reads (battle.c). */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  (void)o;
  return wotc_lex_expect (lx, "chosen-arena");
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "begin another battle step in that arena");
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  if (e->arena < Z_SPACE || e->arena > Z_CHARACTER)
    return WOTC_OP_DONE;
  hc_effect_add (g, EFF_EXTRA_STEP, HC_DUR_BATTLE, e->player, e->src, HC_NONE,
                 e->arena);
  wotc_log (g, e->player, M_EXTRA_STEP, RR_ABILITY, e->arena, 0, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_extra_step = {
  .word = "extra-step",
  .parse = parse,
  .text = text,
  .ask = ask,
};
