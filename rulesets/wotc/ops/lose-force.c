/* lose-force N: you lose N Force (never below none). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "you lose %d Force", o->n);
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  (void)amount;
  g->res[player][R_FORCE] = MAX (0, g->res[player][R_FORCE] - o->n);
  wotc_log (g, player, M_LOSE_FORCE, RR_ABILITY, player, o->n,
            g->res[player][R_FORCE], 0);
}

const WotcOpDef wotc_op_lose_force = {
  .word = "lose-force",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};
