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

/* the opponent's objectives (lcgW: and his units) that can take damage */
static gint
opponent_cards (const HcGame *g, gint opp, gboolean units, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if ((lcg_is_objective (g, i) || (units && lcg_is_unit (g, i)))
        && g->card[i].controller == opp && !lcg_cannot_be_damaged (g, i, opp))
      out[n++] = (gint16)i;
  return n;
}

/* The opponent gives `amount` one point at a time to his objectives (and
 * units, with `units`), then all of it is dealt at once, as divided unit
 * damage is (strike.c).  lcgW: `replaced`, the damage being dealt that
 * this replaces, is cancelled as the division begins. */
static HcStepResult
divide_among (HcGame *g, HcFrame *f, gboolean units, gint amount,
              HcFrame *replaced)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint opp = 1 - v->player;
  if (f->pc != VPC_ASK)
    {
      lcg_push_divided_damage (g, f, opp, v->src);
      return HC_STEP_DONE;
    }
  gint16 list[HC_MAX_CARDS];
  gint n = opponent_cards (g, opp, units, list);
  if (n == 0 || amount <= 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  if (replaced)
    {
      replaced->arg[EVA_AMOUNT] = 0;
      lcg_log (g, v->player, M_PREVENT, RR_CARD, replaced->arg[EVA_SUBJECT],
               amount, 0, 0);
    }
  HcTargetsFrame t = {
    .player = opp,
    .min = 1,
    .max = n,
    .divided = amount,
    .kind = D_DIVIDE,
    .option = O_DIVIDE_POINT,
    .done = O_DONE,
    .prompt_arg = v->src,
  };
  f->pc = VPC_ANSWER;
  hc_targets_push (g, &t, list, n);
  return HC_STEP_CONTINUE;
}

static gboolean
divide_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  gint16 list[HC_MAX_CARDS];
  return opponent_cards (g, 1 - player, FALSE, list) > 0;
}

static HcStepResult
divide_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  return divide_among (g, f, FALSE, op->n, NULL);
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

/* lcgW: "opponent-divides-instead" (Confronting the Terror: "When damage
 * is dealt to a friendly unit or objective, your opponent must instead
 * divide that damage among any number of units and objectives he
 * controls"): the damage being dealt is cancelled, and the opponent deals
 * as much, divided among his own units and objectives, the event its
 * source.  The condition is the ability's, in the frame below this one. */
static const HcFrame *
instead_trigger (const HcGame *g, const HcFrame *f)
{
  const HcFrame *play = f > g->frame ? f - 1 : NULL;
  return play && play->kind == ST_PLAY ? lcg_op_trigger (g, play) : NULL;
}

static gboolean
instead_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "your opponent must instead divide that damage "
                        "among any number of units and objectives he "
                        "controls");
  return TRUE;
}

static gboolean
instead_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)op;
  (void)source;
  gint16 list[HC_MAX_CARDS];
  return trigger && trigger->arg[EVA_AMOUNT] > 0
         && opponent_cards (g, 1 - player, TRUE, list) > 0;
}

static HcStepResult
instead_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  HcFrame *trigger = (HcFrame *)instead_trigger (g, f);
  return divide_among (g, f, TRUE, trigger ? trigger->arg[EVA_AMOUNT] : 0,
                       trigger);
}

const LcgVerb lcg_verb_opponent_divides_instead = {
  .word = "opponent-divides-instead",
  .args = "",
  .example = "opponent-divides-instead",
  .text = instead_text,
  .possible = instead_possible,
  .step = instead_step,
};
