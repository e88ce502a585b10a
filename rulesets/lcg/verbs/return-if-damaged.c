/* "return-if-damaged N" (Echo Base Shield Generator: "Then, if this
 * enhancement has 3 or more damage on it, return it to your hand"): the
 * card with the ability goes back to its owner's hand if it holds N damage
 * or more as this effect resolves (the damage its own cost placed counts).
 * A verb of its own step only because the values of the verbs resolved in
 * the ability's frame are all taken (lcg-ops.h); it asks nothing. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
return_if_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "if this card has %d or more damage on it, "
                          "return it to its owner's hand",
                          op->n);
  return TRUE;
}

static HcStepResult
return_if_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (lcg_in_play (g, v->src) && g->card[v->src].counter[C_DAMAGE] >= op->n)
    {
      lcg_log (g, v->player, M_RETURN, RR_CARD, v->src, 0, 0, 0);
      lcg_push_leave (g, v->src, LV_HAND, HC_NONE);
    }
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_return_if_damaged = {
  .word = "return-if-damaged",
  .args = "N",
  .example = "return-if-damaged 3",
  .has_n = TRUE,
  .text = return_if_text,
  .possible = lcg_op_always,
  .step = return_if_step,
};
