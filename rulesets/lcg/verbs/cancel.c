/* "cancel": the effects of the triggering condition (an event, an
 * ability) are cancelled. */
#include "lcg-verb.h"

static gboolean
cancel_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "cancel its effects");
  return TRUE;
}

static gboolean
cancel_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)g;
  (void)op;
  (void)source;
  (void)player;
  return trigger && !trigger->arg[EVA_CANCELLED];
}

static gboolean
cancel_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  HcFrame *trigger = lcg_op_trigger (g, f);
  if (trigger)
    {
      trigger->arg[EVA_CANCELLED] = 1;
      if (trigger->arg[EVA_SUBJECT] >= 0)
        lcg_log (g, f->arg[P_PLAYER], M_CANCELLED, RR_CANCEL,
                 trigger->arg[EVA_SUBJECT], 0, 0, 0);
    }
  return FALSE;
}

const LcgVerb lcg_verb_cancel = {
  .word = "cancel",
  .args = "",
  .example = "cancel",
  .text = cancel_text,
  .possible = cancel_possible,
  .resolve = cancel_resolve,
};
