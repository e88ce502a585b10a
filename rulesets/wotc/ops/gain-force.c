/* gain-force N (or paid) and opponent-gains-force N: a player gains N
 * Force, or as much as an earlier effect of the ability counted. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
gain (HcGame *g, gint who, gint n)
{
  g->res[who][R_FORCE] += n;
  wotc_log (g, who, M_GAIN_FORCE, RR_ABILITY, who, n, g->res[who][R_FORCE], 0);
}

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
  gain (g, player, o->n == WOTC_N_PAID ? amount : o->n);
}

const WotcOpDef wotc_op_gain_force = {
  .word = "gain-force",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};

static void
text_opponent (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "your opponent gains %d Force", o->n);
}

static void
apply_opponent (HcGame *g, const WotcOp *o, gint player, gint source,
                gint amount)
{
  (void)source;
  (void)amount;
  gain (g, 1 - player, o->n);
}

const WotcOpDef wotc_op_opp_gain_force = {
  .word = "opponent-gains-force",
  .amount = TRUE,
  .text = text_opponent,
  .apply_player = apply_opponent,
};
