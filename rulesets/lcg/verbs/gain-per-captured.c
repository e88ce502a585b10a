/* "gain-choice-per-captured": until the end of the strike, the unit the
 * ability answers (it was focused to strike) gains 1 combat icon of its
 * player's choice for each card captured on it (Dengar).  Each icon is
 * its own choice, so they may be of different types; the count is taken
 * as the effect begins.
 *   pc VPC_ASK / VPC_ANSWER, again while icons are left (a) */
#include "lcg-verb.h"
#include "verb-frame.h"

static HcStepResult
gain_per_captured_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (f->pc == VPC_ASK && !v->b)
    {
      /* first time here: how many icons */
      v->b = 1;
      v->a = v->card >= 0 ? lcg_captured_at (g, v->card, NULL) : 0;
      if (v->a == 0)
        {
          lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0,
                   0, 0);
          return HC_STEP_DONE;
        }
    }
  HcStepResult step;
  gint icon = lcg_verb_icon_type (g, f, CH_ICON, &step);
  if (icon < 0)
    return step;
  lcg_gain_strike_icon (g, v->player, v->src, v->card, icon);
  if (--v->a <= 0)
    return HC_STEP_DONE;
  f->pc = VPC_ASK;
  return HC_STEP_CONTINUE;
}

static gboolean
gain_per_captured_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "until the end of the strike, it gains 1 combat "
                        "icon of your choice for each captured card on it");
  return TRUE;
}

/* nothing to gain without a captured card on it (FAQ 3.6) */
static gboolean
gain_per_captured_possible (const HcGame *g, const LcgOp *op, gint source,
                            gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  gint unit = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return unit >= 0 && lcg_captured_at (g, unit, NULL) > 0;
}

const LcgVerb lcg_verb_gain_choice_per_captured = {
  .word = "gain-choice-per-captured",
  .args = "",
  .example = "gain-choice-per-captured",
  .text = gain_per_captured_text,
  .possible = gain_per_captured_possible,
  .step = gain_per_captured_step,
};
