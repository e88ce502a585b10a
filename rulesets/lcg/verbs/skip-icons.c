/* "skip-icons SELECTOR" (AT-AT: "instead of resolving its combat
 * icons, ..."): the unit, focused to strike, resolves none of its combat
 * icons in this strike (strike.c reads the effect).  The effects before
 * it in the ability are what happens instead. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
skip_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "this strike, resolve no combat icons of ");
  return FALSE;
}

static HcStepResult
skip_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card >= 0 && lcg_is_unit (g, v->card))
    {
      hc_effect_add (g, EFF_NO_ICONS, HC_DUR_ATTACK, v->player, v->src, v->card,
                     1);
      lcg_log (g, v->player, M_NO_ICONS, RR_CARD, v->card, 0, 0, 0);
    }
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_skip_icons = {
  .word = "skip-icons",
  .args = "SELECTOR",
  .example = "skip-icons self",
  .has_sel = TRUE,
  .text = skip_text,
  .step = skip_step,
};
