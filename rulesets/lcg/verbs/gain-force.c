/* lcgT: "gain-force-phase N SELECTOR" (Make Your Own Luck: "until the end
 * of the phase, that unit gains 3 Force icons"): a lasting effect on the
 * unit (EFF_FORCE), which lcg_force_icons adds wherever its Force icons
 * count, the Force struggle first of all.  lcgZ: "lose-force-phase N
 * SELECTOR" (Deadly Sight: "until the end of the phase a target unit
 * loses 2 Force icons and is destroyed if it has no Force icons"): the
 * same effect with -N, and the unit destroyed if it has no Force icon
 * once it has lost them (doc/rules/lcg.md, "Deadly Sight": looked at as
 * the effect resolves). */
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

/* N Force icons gained (sign 1) or lost (-1) until the end of the phase
 * by the target, if it still fits the selector as the effect resolves;
 * lost, it is destroyed if it has none left */
static HcStepResult
change_force (HcGame *g, HcFrame *f, const LcgOp *op, gint sign)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card < 0
      || !lcg_op_candidate (g, op, v->src,
                            lcg_verb_target_chooser (g, f, v->card), HC_NONE,
                            v->card))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  hc_effect_add (g, EFF_FORCE, HC_DUR_PHASE, v->player, v->src, v->card,
                 sign * op->n);
  lcg_log (g, v->player, sign > 0 ? M_GAIN_FORCE : M_LOSE_FORCE, RR_CARD,
           v->card, op->n, 0, 0);
  if (sign < 0 && lcg_force_icons (g, v->card) <= 0)
    lcg_push_destroy (g, v->card, v->player);
  return HC_STEP_DONE;
}

static HcStepResult
gain_force_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  return change_force (g, f, op, 1);
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

static gboolean
lose_force_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "until the end of the phase, ");
  lcg_sel_text (&op->sel, out);
  g_string_append (out, " loses ");
  lcg_count_text (op->n, "Force icon", "Force icons", out);
  g_string_append (out, " and is destroyed if it has no Force icons");
  return TRUE;
}

static HcStepResult
lose_force_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  return change_force (g, f, op, -1);
}

const LcgVerb lcg_verb_lose_force_phase = {
  .word = "lose-force-phase",
  .args = "N SELECTOR",
  .example = "lose-force-phase 2 target unit",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = lose_force_text,
  .step = lose_force_step,
};
