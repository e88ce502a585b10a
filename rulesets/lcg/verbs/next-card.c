/* "next-card-cheaper N [keep-match]": the next card the player plays
 * this phase costs N less and (Rebel Sympathizer) needs no resource
 * match; with keep-match (Vast Resources) it still needs one.  The
 * effect's arg says which (pay.c). */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

static gboolean
next_parse (char **w, LcgOp *op, char **why)
{
  gint v = 0;
  if (!lcg_small_int (w[1], 1, 9, &v))
    {
      *why = g_strdup ("next-card-cheaper: expected N from 1 to 9");
      return FALSE;
    }
  op->n = (gint8)v;
  gint i = 2;
  op->n_light = 0;
  if (w[i] && strcmp (w[i], "keep-match") == 0)
    {
      op->n_light = 1; /* the match still needed (lcg-ops.h) */
      i++;
    }
  return lcg_parse_end (w, i, why);
}

static gboolean
next_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "reduce the cost of the next card you play "
                          "this phase by %d",
                          op->n);
  if (!op->n_light)
    g_string_append (out, " and ignore its resource match requirement");
  return TRUE;
}

/* no source: it outlasts the card, sacrificed to pay for it */
static HcStepResult
next_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  HcEffect *e
      = hc_effect_add (g, EFF_NEXT_CARD, HC_DUR_PHASE,
                       LCG_VERB_FRAME (f)->player, HC_NONE, HC_NONE, op->n);
  if (e)
    e->arg = op->n_light;
  lcg_log (g, LCG_VERB_FRAME (f)->player,
           op->n_light ? M_NEXT_CARD_MATCH : M_NEXT_CARD, RR_CARD,
           LCG_VERB_FRAME (f)->player, op->n, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_next_card = {
  .word = "next-card-cheaper",
  .args = "N [keep-match]",
  .example = "next-card-cheaper 1",
  .parse = next_parse,
  .text = next_text,
  .possible = lcg_op_some_card,
  .step = next_step,
};
