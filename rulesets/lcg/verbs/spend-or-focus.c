/* "spend-or-focus N" (Rash Action: "After an opponent plays a unit, that
 * opponent must either spend 2 additional resources, or place 1 focus
 * token on that unit"): the opponent chooses, among what he can do; one
 * possible way is no question, and with neither there is no effect.  The
 * resources are paid as any cost (pay.c) but not toward playing the unit,
 * which is played already: resources that may only play some units (Jawa
 * Trading Crawler) cannot pay them. */
#include "lcg-verb.h"
#include "verb-frame.h"

enum
{
  SOF_ASK = VPC_ASK,
  SOF_ANSWER = VPC_ANSWER,
};

static gboolean
sof_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "that opponent must either spend %d additional "
                          "resources, or place 1 focus token on that unit",
                          op->n);
  return TRUE;
}

static gboolean
may_spend (const HcGame *g, gint opp, gint n)
{
  return lcg_can_pay (g, opp, n, AF_NEUTRAL);
}

static gboolean
may_focus (const HcGame *g, gint opp, gint unit)
{
  return unit >= 0 && lcg_in_play (g, unit)
         && !lcg_cannot_be_focused (g, unit, opp);
}

static gboolean
sof_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
              const HcFrame *trigger)
{
  (void)source;
  gint unit = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return may_spend (g, 1 - player, op->n) || may_focus (g, 1 - player, unit);
}

static void
carry_out (HcGame *g, const LcgVerbFrame *v, const LcgOp *op, gboolean spend)
{
  gint opp = 1 - v->player;
  if (spend)
    lcg_push_pay (g, opp, v->src, op->n, AF_NEUTRAL);
  else
    lcg_push_focus (g, v->card, 1, opp, RR_CARD);
}

static HcStepResult
sof_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint opp = 1 - v->player;
  if (f->pc == SOF_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      if (o && o->kind == O_CHOICE)
        carry_out (g, v, op, o->b == CH_SPEND);
      return HC_STEP_DONE;
    }
  gboolean spend = may_spend (g, opp, op->n);
  gboolean focus = may_focus (g, opp, v->card);
  if (!spend && !focus)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  if (!spend || !focus)
    {
      carry_out (g, v, op, spend);
      return HC_STEP_DONE;
    }
  hc_game_ask (g, opp, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  hc_game_offer (g, LCG_OPT_ID (O_CHOICE, v->src, CH_SPEND), O_CHOICE, v->src,
                 CH_SPEND, op->n);
  hc_game_offer (g, LCG_OPT_ID (O_CHOICE, v->card, CH_FOCUS_ON), O_CHOICE,
                 v->card, CH_FOCUS_ON, 0);
  f->pc = SOF_ANSWER;
  return HC_STEP_ASK;
}

const LcgVerb lcg_verb_spend_or_focus = {
  .word = "spend-or-focus",
  .args = "N (the unit the condition is about)",
  .example = "spend-or-focus 2",
  .has_n = TRUE,
  .text = sof_text,
  .possible = sof_possible,
  .step = sof_step,
};
