/* lcgT: "gain-force-phase N SELECTOR" (Make Your Own Luck: "until the end
 * of the phase, that unit gains 3 Force icons"): a lasting effect on the
 * unit (EFF_FORCE), which lcg_force_icons adds wherever its Force icons
 * count, the Force struggle first of all. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
gain_force_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "until the end of the phase, give ");
  lcg_count_text (op->n, "Force icon", "Force icons", out);
  g_string_append (out, " to ");
  return FALSE;
}

/* the target, if it still fits the selector as the effect resolves */
static HcStepResult
gain_force_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card < 0
      || !lcg_op_candidate (g, op, v->src, v->player, HC_NONE, v->card))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  hc_effect_add (g, EFF_FORCE, HC_DUR_PHASE, v->player, v->src, v->card, op->n);
  lcg_log (g, v->player, M_GAIN_FORCE, RR_CARD, v->card, op->n, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_gain_force_phase = {
  .word = "gain-force-phase",
  .args = "N SELECTOR",
  .example = "gain-force-phase 3 target friendly-unit committed",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = gain_force_text,
  .step = gain_force_step,
};
