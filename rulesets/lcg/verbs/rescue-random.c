/* lcgT: "rescue-random-here" (The Slave Trade: "1 random card is rescued
 * from this objective, if able"): a card captured at the ability's
 * objective, drawn at random, goes to its owner's hand, as any rescue.
 * Nobody chooses it, and nothing more happens to a rescued unit (Rescue
 * Mission's "put it into play" is that card's own). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
rescue_random_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "1 card captured at this objective, drawn at "
                        "random, is rescued (to its owner's hand)");
  return TRUE;
}

static gboolean
rescue_random_possible (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger)
{
  (void)op;
  (void)player;
  (void)trigger;
  return lcg_captured_at (g, source, NULL) > 0;
}

static HcStepResult
rescue_random_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint16 list[HC_MAX_CARDS];
  gint n = lcg_captured_at (g, v->src, list);
  if (n == 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  gint c = list[hc_game_random (g, (guint32)n)];
  gint owner = g->card[c].owner;
  hc_card_move (g, c, owner, Z_HAND, TRUE);
  g->card[c].flags = 0;
  lcg_log (g, owner, M_RESCUE, RR_CAPTURE, owner, c, 0, 0);
  lcg_card_rescued (g, c);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_rescue_random_here = {
  .word = "rescue-random-here",
  .args = "",
  .example = "rescue-random-here",
  .text = rescue_random_text,
  .possible = rescue_random_possible,
  .step = rescue_random_step,
};
