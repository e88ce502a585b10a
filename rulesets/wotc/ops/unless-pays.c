/* unless-opponent-pays N [with SEL] and disrupt N: another player may pay
 * N Force to stop something, the rest of this ability (unless) or the
 * Battle card being played (Disrupt); unless-you-pay N: the ability's own
 * player may (Captured Reek: "discard it unless you pay 1 Force");
 * if-opponent-pays N: the opponent may pay N Force to make the rest
 * happen (Aurra Sing (B): "your opponent may pay 4 Force. If your
 * opponent does, retreat Aurra"). */
#include "wotc-steps.h"

/* The question "pay N Force or not" to the player who may pay. */
static void
offer_pay_as (HcGame *g, gint payer, gint source, gint n, gint kind)
{
  hc_game_ask (g, payer, kind, kind);
  g->decision.prompt_arg[0] = source;
  g->decision.prompt_arg[1] = n;
  hc_game_offer (g, WOTC_OPT_ID (O_PAY, n, 1), O_PAY, n, 1, 0);
  hc_game_offer (g, WOTC_OPT_ID (O_PAY, 0, 1), O_PAY, 0, 1, 0);
}

static void
offer_pay (HcGame *g, gint payer, gint source, gint n)
{
  offer_pay_as (g, payer, source, n, D_UNLESS);
}

/* The Force paid (logged), or 0 when they would not. */
static gint
take_payment (HcGame *g, gint payer)
{
  const HcOption *a = hc_game_take_answer (g);
  if (!a || a->a <= 0)
    return 0;
  g->res[payer][R_FORCE] -= a->a;
  wotc_log (g, payer, M_PAY_X, RR_ABILITY, payer, a->a, 0, 0);
  return a->a;
}

static gboolean
parse_unless (WotcLex *lx, WotcOp *o)
{
  if (!wotc_lex_number (lx, 0, 99, &o->n))
    return FALSE;
  /* "... unless your opponent has a Jedi there and pays" */
  if (g_strcmp0 (wotc_lex_peek (lx), "with") == 0)
    {
      wotc_lex_next (lx);
      o->stat = 1;
      return wotc_lex_selector (lx, &o->sel);
    }
  return TRUE;
}

static void
text_unless (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "unless your opponent pays %d Force", o->n);
}

/* who may pay to stop the rest, or to make it happen: the opponent
 * (unless-opponent-pays, if-opponent-pays) or the ability's own player
 * (unless-you-pay, if-you-pay) */
static gint
payer (const WotcOp *o, const WotcEffectFrame *e)
{
  return o->op == OP_UNLESS_YOU_PAY || o->op == OP_IF_YOU_PAY ? e->player
                                                              : 1 - e->player;
}

/* Without the Force (or, after "with", without such a unit) nothing is
 * asked and the rest happens. */
static WotcOpNext
ask_unless (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = payer (o, e);
  WotcCtx ctx = wotc_effect_ctx (e);
  if (g->res[p][R_FORCE] < o->n
      || (o->stat && wotc_sel_count (g, &o->sel, &ctx) == 0))
    return WOTC_OP_DONE;
  offer_pay (g, p, e->src, o->n);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_unless (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return take_payment (g, payer (o, e)) > 0 ? WOTC_OP_STOP : WOTC_OP_DONE;
}

const WotcOpDef wotc_op_unless_pays = {
  .word = "unless-opponent-pays",
  .parse = parse_unless,
  .text = text_unless,
  .ask = ask_unless,
  .answer = answer_unless,
};

static gboolean
parse_disrupt (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 0, 99, &o->n);
}

static void
text_disrupt (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out,
                          "Disrupt the Battle card being played "
                          "unless its player pays %d Force",
                          o->n);
}

/* whose Battle card the frame (an ST_EFFECT) is */
static gint
card_player (HcGame *g, gint frame)
{
  return WOTC_EFFECT (&g->frame[frame])->player;
}

static WotcOpNext
ask_disrupt (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint target = wotc_disrupt_target (g);
  if (target < 0)
    return WOTC_OP_DONE;
  gint owner = card_player (g, target);
  e->now.disrupt.card_frame = target;
  if (g->res[owner][R_FORCE] < o->n)
    {
      wotc_cancel_card (g, target);
      return WOTC_OP_DONE;
    }
  offer_pay (g, owner, e->src, o->n);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_disrupt (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint target = e->now.disrupt.card_frame;
  if (take_payment (g, card_player (g, target)) == 0)
    wotc_cancel_card (g, target);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_disrupt = {
  .used = M_USE_DISRUPT,
  .word = "disrupt",
  .parse = parse_disrupt,
  .text = text_disrupt,
  .ask = ask_disrupt,
  .answer = answer_disrupt,
};

/* unless-you-pay N */
static void
text_you (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "unless you pay %d Force", o->n);
}

const WotcOpDef wotc_op_unless_you_pay = {
  .word = "unless-you-pay",
  .parse = parse_disrupt,
  .text = text_you,
  .ask = ask_unless,
  .answer = answer_unless,
};

static gboolean
parse_if_pays (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_number (lx, 0, 99, &o->n);
}

static void
text_if_pays (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->op == OP_IF_YOU_PAY)
    g_string_append_printf (out, "you may pay %d Force, and only if you do",
                            o->n);
  else
    g_string_append_printf (out,
                            "your opponent may pay %d Force, and only if "
                            "they do",
                            o->n);
}

/* Without the Force the payer cannot pay: nothing is asked and the rest
 * does not happen. */
static WotcOpNext
ask_if_pays (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = payer (o, e);
  if (g->res[p][R_FORCE] < o->n)
    return WOTC_OP_STOP;
  offer_pay (g, p, e->src, o->n);
  g->decision.prompt_arg[2] = 1;
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_if_pays (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return take_payment (g, payer (o, e)) > 0 ? WOTC_OP_DONE : WOTC_OP_STOP;
}

const WotcOpDef wotc_op_if_opponent_pays = {
  .word = "if-opponent-pays",
  .parse = parse_if_pays,
  .text = text_if_pays,
  .ask = ask_if_pays,
  .answer = answer_if_pays,
};

/* Sith Infiltrator (A): "you may pay 2 Force. If you do, return ..." */
const WotcOpDef wotc_op_if_you_pay = {
  .word = "if-you-pay",
  .parse = parse_if_pays,
  .text = text_if_pays,
  .ask = ask_if_pays,
  .answer = answer_if_pays,
};
