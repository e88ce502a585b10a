/* pause-build: the player's build step stops for the opponent's whole
 * build step, then goes on with the build points left, and this turn the
 * opponent's retreat step comes before the player's (Twilight of the
 * Republic).  The opponent's step is pushed on top of the player's, which
 * waits where it was: no second start, no second draw (its ruling); the
 * turn skips the opponent's build step later and swaps the retreat steps
 * while the lasting effect says so (flow.c). */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "your build step stops and your opponent's build "
                        "step happens now; after it, your build step goes "
                        "on with the build points you have left; this turn "
                        "your opponent's retreat step comes before yours");
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)amount;
  hc_effect_add (g, EFF_PAUSE_BUILD, HC_DUR_TURN, player, source, HC_NONE, 1);
  wotc_log (g, player, M_PAUSE_BUILD, RR_ABILITY, player, 1 - player, 0, 0);
  wotc_push_build (g, 1 - player);
}

const WotcOpDef wotc_op_pause_build = {
  .word = "pause-build",
  .text = text,
  .apply_player = apply_player,
};
