/* gain-force N (or paid): you gain N Force, or as much as an earlier
 * effect of the ability counted. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->n == WOTC_N_PAID)
    g_string_append (out, "you gain that much Force");
  else
    g_string_append_printf (out, "you gain %d Force", o->n);
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  gint n = o->n == WOTC_N_PAID ? amount : o->n;
  g->res[player][R_FORCE] += n;
  wotc_log (g, player, M_GAIN_FORCE, RR_ABILITY, player, n,
            g->res[player][R_FORCE], 0);
}

const WotcOpDef wotc_op_gain_force = {
  .word = "gain-force",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};
