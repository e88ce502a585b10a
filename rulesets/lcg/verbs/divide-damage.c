/* "opponent-divides-damage N" (Aqualish Thug: "each opponent must deal 2
 * damage divided among any number of objectives he controls"): the
 * opponent gives the N damage one point at a time to objectives he
 * controls (the core's choose-targets step, divided: doc/architecture.md,
 * "Choosing several cards"), then it is dealt, one dealing per objective.
 * He deals it; the card whose ability it is is its source. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
divide_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "each opponent must deal %d damage divided among "
                          "any number of objectives he controls",
                          op->n);
  return TRUE;
}

static gint
opponent_objectives (const HcGame *g, gint opp, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && g->card[i].controller == opp
        && !lcg_cannot_be_damaged (g, i, opp))
      out[n++] = (gint16)i;
  return n;
}

static gboolean
divide_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  gint16 list[HC_MAX_CARDS];
  return opponent_objectives (g, 1 - player, list) > 0;
}

static HcStepResult
divide_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint opp = 1 - v->player;
  if (f->pc == VPC_ASK)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = opponent_objectives (g, opp, list);
      if (n == 0)
        {
          lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0,
                   0, 0);
          return HC_STEP_DONE;
        }
      HcTargetsFrame t = {
        .player = opp,
        .min = 1,
        .max = n,
        .divided = op->n,
        .kind = D_DIVIDE,
        .option = O_DIVIDE_POINT,
        .done = O_DONE,
        .prompt_arg = v->src,
      };
      f->pc = VPC_ANSWER;
      hc_targets_push (g, &t, list, n);
      return HC_STEP_CONTINUE;
    }
  /* all of it dealt at once, as divided unit damage is (strike.c) */
  lcg_push_divided_damage (g, f, opp, v->src);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_opponent_divides_damage = {
  .word = "opponent-divides-damage",
  .args = "N",
  .example = "opponent-divides-damage 2",
  .has_n = TRUE,
  .text = divide_text,
  .possible = divide_possible,
  .step = divide_step,
};
