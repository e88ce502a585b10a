/* build-points N, opponent-build-points N and reroll-build-roll: a
 * player's build points this turn go up or down by N, or the roll for
 * them is made again (only the final roll counts). */
#include "wotc-op.h"
#include "wotc-ops.h"

/* build points can be taken away too: a signed number; or `paid`, the
 * ability's X (Darth Sidious (B): a discarded unit's total build cost) */
static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  if (g_strcmp0 (wotc_lex_peek (lx), "paid") == 0)
    {
      wotc_lex_next (lx);
      o->n = WOTC_N_PAID;
      return TRUE;
    }
  return wotc_lex_number (lx, -99, 99, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->n == WOTC_N_PAID)
    g_string_append (out, o->op == OP_BUILD_POINTS
                              ? "you get that many more build points this "
                                "turn"
                              : "your opponent gets that many more build "
                                "points this turn");
  else if (o->op == OP_BUILD_POINTS)
    g_string_append_printf (out, "you get %d more build point%s this turn",
                            o->n, o->n == 1 ? "" : "s");
  else
    g_string_append_printf (out,
                            "your opponent gets %+d build point%s this "
                            "turn",
                            o->n, o->n == 1 || o->n == -1 ? "" : "s");
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  wotc_add_build_points (g, o->op == OP_BUILD_POINTS ? player : 1 - player,
                         o->n == WOTC_N_PAID ? amount : o->n);
}

const WotcOpDef wotc_op_build_points = {
  .used = M_USE_BUILD_POINTS,
  .word = "build-points",
  .parse = parse,
  .text = text,
  .apply_player = apply_player,
};

const WotcOpDef wotc_op_opp_build_points = {
  .word = "opponent-build-points",
  .parse = parse,
  .text = text,
  .apply_player = apply_player,
};

static void
text_reroll (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "reroll the roll for build points");
}

static void
reroll (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)source;
  (void)amount;
  gint old = g->global[G_BP_ROLL];
  g->global[G_BP_ROLL] = hc_game_roll_die (g, player);
  wotc_log (g, player, M_BP_REROLL, RR_BP_ROLL, player, old,
            g->global[G_BP_ROLL], 0);
}

const WotcOpDef wotc_op_reroll_build = {
  .word = "reroll-build-roll",
  .text = text_reroll,
  .apply_player = reroll,
};
