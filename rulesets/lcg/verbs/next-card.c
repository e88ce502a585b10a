/* "next-card-cheaper N": the next card the player plays this phase
 * costs N less and needs no resource match. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
next_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "reduce the cost of the next card you play "
                          "this phase by %d and ignore its resource "
                          "match requirement",
                          op->n);
  return TRUE;
}

/* no source: it outlasts the card, sacrificed to pay for it */
static HcStepResult
next_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  hc_effect_add (g, EFF_NEXT_CARD, HC_DUR_PHASE, LCG_VERB_FRAME (f)->player,
                 HC_NONE, HC_NONE, op->n);
  lcg_log (g, LCG_VERB_FRAME (f)->player, M_NEXT_CARD, RR_CARD,
           LCG_VERB_FRAME (f)->player, op->n, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_next_card = {
  .word = "next-card-cheaper",
  .args = "N",
  .example = "next-card-cheaper 1",
  .has_n = TRUE,
  .text = next_text,
  .possible = lcg_op_some_card,
  .step = next_step,
};
