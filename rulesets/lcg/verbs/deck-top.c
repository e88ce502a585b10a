/* "to-deck-top SELECTOR": a card in play goes on top of its owner's deck
 * (Winter: "return a target enemy enhancement to the top of its owner's
 * deck"), leaving play as any card does (leave.c, LV_TOP). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
top_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put on top of its owner's deck ");
  return FALSE;
}

/* its value is past V_MULTI_FIRST (the frame verbs' values are all
 * taken): one step, on the card chosen as the ability was initiated */
static HcStepResult
top_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint card = LCG_VERB_FRAME (f)->card;
  if (card >= 0 && lcg_in_play (g, card))
    lcg_push_leave (g, card, LV_TOP, HC_NONE);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_to_deck_top = {
  .word = "to-deck-top",
  .args = "SELECTOR",
  .example = "to-deck-top target enemy-enhancement",
  .has_sel = TRUE,
  .text = top_text,
  .step = top_step,
};
