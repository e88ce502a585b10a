/* build-points N, opponent-build-points N and reroll-build-roll: a
 * player's build points this turn go up or down by N, or the roll for
 * them is made again (only the final roll counts).  build-points-per SEL:
 * 1 more for each unit the selector matches (Support in the Senate).
 * build-points-from-counters: every build counter on your partially built
 * cards comes off and becomes a build point (Contingency Plan). */
#include "wotc-steps.h"

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

static gboolean
parse_per (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text_per (const WotcOp *o, const char *self_name, GString *out)
{
  g_string_append (out, "you get 1 more build point this turn for ");
  wotc_sel_text (&o->sel, self_name, out);
}

/* counted as it takes effect, in every arena, with the ability's context */
static WotcOpNext
ask_per (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  WotcCtx x = wotc_effect_ctx (e);
  x.arena = -1;
  gint n = wotc_sel_count (g, &o->sel, &x);
  if (n > 0)
    wotc_add_build_points (g, e->player, n);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_build_points_per = {
  .word = "build-points-per",
  .parse = parse_per,
  .text = text_per,
  .ask = ask_per,
};

static void
text_from_counters (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "remove all build counters from each partially "
                        "built card in your build zone; you get that many "
                        "more build points this turn");
}

static void
from_counters (HcGame *g, const WotcOp *o, gint player, gint source,
               gint amount)
{
  (void)o;
  (void)source;
  (void)amount;
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      if (c->zone == Z_BUILD && c->zone_player == player
          && (c->flags & HC_CARD_PARTIAL) && c->counter[C_BUILD] > 0)
        {
          n += c->counter[C_BUILD];
          c->counter[C_BUILD] = 0;
        }
    }
  wotc_log (g, player, M_COUNTERS_TO_POINTS, RR_ABILITY, player, n, 0, 0);
  if (n > 0)
    wotc_add_build_points (g, player, n);
}

const WotcOpDef wotc_op_build_points_from_counters = {
  .word = "build-points-from-counters",
  .text = text_from_counters,
  .apply_player = from_counters,
};

static void
text_pay_x (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "pay any number of build points");
}

/* Any number: offered up to the damage counters on the card, the most
 * that "remove that many damage counters from it" can use, and the build
 * points the player has. */
static WotcOpNext
ask_pay_x (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint p = e->player;
  gint most
      = MIN (g->res[p][R_BUILD_POINTS], g->card[e->src].counter[C_DAMAGE]);
  hc_game_ask (g, p, D_PAY_BP, D_PAY_BP);
  g->decision.prompt_arg[0] = e->src;
  g->decision.prompt_arg[1] = g->res[p][R_BUILD_POINTS];
  for (gint v = 0; v <= most && v < 100; v++)
    hc_game_offer (g, WOTC_OPT_ID (O_PAY, v, 2), O_PAY, v, 2, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_pay_x (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint p = e->player;
  gint paid = a ? a->a : 0;
  g->res[p][R_BUILD_POINTS] -= paid;
  e->x = paid;
  wotc_log (g, p, M_PAY_BP, RR_ABILITY, p, paid, 0, 0);
  return paid > 0 ? WOTC_OP_DONE : WOTC_OP_STOP;
}

const WotcOpDef wotc_op_pay_build_points_x = {
  .word = "pay-build-points-x",
  .text = text_pay_x,
  .ask = ask_pay_x,
  .answer = answer_pay_x,
};
