/* "return-any SELECTOR": the player chooses any number of the cards the
 * selector matches, one at a time until he is done; then all of them
 * return to their owners' hands together (Tactical Retreat: each
 * friendly-unit).  The cards are chosen in the core's choose-targets step,
 * as for "up to N" targets, and belong to this frame. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
return_any_text (const LcgOp *op, GString *out)
{
  if (op->sel.mode == SEL_EACH && op->sel.what == WH_UNIT
      && op->sel.side == SIDE_FRIENDLY && !op->sel.trait[0] && !op->sel.filter)
    {
      g_string_append (out, "return any number of units you control to "
                            "their owners' hands");
      return TRUE;
    }
  g_string_append (out, "return to their owners' hands any number you "
                        "choose of ");
  return FALSE;
}

/* the choosing is over: every card chosen and still a candidate returns */
static HcStepResult
return_any_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint16 list[HC_MAX_CARDS];
  if (f->pc != VPC_ANSWER)
    {
      gint n = lcg_sel_list (g, &op->sel, v->src, v->player, list);
      f->pc = VPC_ANSWER;
      lcg_push_choose_up_to (g, v->player, v->src, MAX (n, 1), list, n);
      return HC_STEP_CONTINUE;
    }
  gint k = hc_targets_chosen (g, f, list, NULL), done = 0;
  for (gint i = 0; i < k; i++)
    if (lcg_op_candidate (g, op, v->src, v->player, HC_NONE, list[i]))
      {
        lcg_log (g, v->player, M_RETURN, RR_CARD, list[i], 0, 0, 0);
        lcg_push_leave (g, list[i], LV_HAND, HC_NONE);
        done++;
      }
  if (done == 0)
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_return_any = {
  .word = "return-any",
  .args = "SELECTOR",
  .example = "return-any each friendly-unit",
  .has_sel = TRUE,
  .text = return_any_text,
  .step = return_any_step,
};
