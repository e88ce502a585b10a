/* "balance-dark": the Balance of the Force is set to the dark side (The
 * Call of the Cult), whichever side it was with. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
balance_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "set the Balance of the Force to the dark side");
  return TRUE;
}

/* with the Balance dark already it would change nothing, so it cannot be
 * initiated (FAQ 3.6) */
static gboolean
balance_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  (void)trigger;
  return g->global[G_BALANCE] != LCG_DARK;
}

/* a verb past V_MULTI_FIRST resolves in a frame of its own: one step */
static HcStepResult
balance_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)f;
  (void)op;
  if (g->global[G_BALANCE] != LCG_DARK)
    {
      g->global[G_BALANCE] = LCG_DARK;
      lcg_log (g, LCG_DARK, M_BALANCE_FLIP, RR_CARD, LCG_DARK, 0, 0, 0);
    }
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_balance_dark = {
  .word = "balance-dark",
  .args = "",
  .example = "balance-dark",
  .text = balance_text,
  .possible = balance_possible,
  .step = balance_step,
};
