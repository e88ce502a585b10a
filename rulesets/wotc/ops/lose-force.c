/* lose-force N and opponent-loses-force N: a player loses N Force (never
 * below none); N "all" (-1) takes every point (Your Powers Are Weak). */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
lose (HcGame *g, gint who, gint n)
{
  if (n < 0)
    n = g->res[who][R_FORCE];
  g->res[who][R_FORCE] = MAX (0, g->res[who][R_FORCE] - n);
  wotc_log (g, who, M_LOSE_FORCE, RR_ABILITY, who, n, g->res[who][R_FORCE], 0);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  const char *who = o->op == OP_LOSE_FORCE ? "you lose" : "your opponent loses";
  if (o->n < 0)
    g_string_append_printf (out, "%s all %s Force", who,
                            o->op == OP_LOSE_FORCE ? "your" : "their");
  else
    g_string_append_printf (out, "%s %d Force", who, o->n);
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  (void)amount;
  lose (g, o->op == OP_LOSE_FORCE ? player : 1 - player, o->n);
}

const WotcOpDef wotc_op_lose_force = {
  .word = "lose-force",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};

const WotcOpDef wotc_op_opp_lose_force = {
  .word = "opponent-loses-force",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};
