/* "return-any SELECTOR": the player chooses any number of the cards the
 * selector matches, one at a time until he is done; then all of them
 * return to their owners' hands together (Tactical Retreat: each
 * friendly-unit).  The cards chosen so far are EFF_TARGETED markers of the
 * source, as for "up to N" targets; the ability's end drops them. */
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
return_chosen (HcGame *g, const LcgVerbFrame *v, const LcgOp *op)
{
  gint16 chosen[HC_MAX_CARDS];
  gint k = lcg_chosen_targets (g, v->src, chosen), done = 0;
  for (gint i = 0; i < k; i++)
    if (lcg_op_candidate (g, op, v->src, v->player, HC_NONE, chosen[i]))
      {
        lcg_log (g, v->player, M_RETURN, RR_CARD, chosen[i], 0, 0, 0);
        lcg_push_leave (g, chosen[i], LV_HAND, HC_NONE);
        done++;
      }
  if (done == 0)
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

static HcStepResult
return_any_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (f->pc == VPC_ANSWER)
    {
      gint c = lcg_verb_answer (g);
      if (c < 0)
        return return_chosen (g, v, op);
      hc_effect_add (g, EFF_TARGETED, HC_DUR_PHASE, v->player, v->src, c, 1);
    }
  gint16 list[HC_MAX_CARDS];
  gint done = 0;
  gint n = lcg_not_chosen (g, &op->sel, v->src, v->player, list, &done);
  if (n == 0)
    return return_chosen (g, v, op);
  return lcg_verb_ask (g, f, v->player, list, n, CH_CHOOSE, O_DONE, VPC_ANSWER);
}

const LcgVerb lcg_verb_return_any = {
  .word = "return-any",
  .args = "SELECTOR",
  .example = "return-any each friendly-unit",
  .has_sel = TRUE,
  .text = return_any_text,
  .step = return_any_step,
};
