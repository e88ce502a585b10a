/* "shelter SELECTOR" (Shelter from the Storm): a shield on the unit, if
 * it has none; then, until the end of the phase, enemy card effects
 * cannot target it and it cannot be damaged (FAQ 4.11), whoever would
 * deal the damage (selections.c and statics.c read the effect). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
shelter_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "put a shield on ");
  lcg_sel_text (&op->sel, out);
  g_string_append (out, "; until the end of the phase, no enemy card effect "
                        "may target that unit and it cannot be damaged");
  return TRUE;
}

static HcStepResult
shelter_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card < 0 || !lcg_is_unit (g, v->card))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  lcg_place_shield (g, v->card, FALSE);
  hc_effect_add (g, EFF_SHELTER, HC_DUR_PHASE, v->player, v->src, v->card, 1);
  lcg_log (g, v->player, M_SHELTER, RR_CARD, v->card, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_shelter = {
  .word = "shelter",
  .args = "SELECTOR",
  .example = "shelter target friendly-unit:Character",
  .has_sel = TRUE,
  .text = shelter_text,
  .step = shelter_step,
};
