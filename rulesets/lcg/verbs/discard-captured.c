/* "discard-subject-captured" (Cloud City Incinerator: "after a card is
 * captured, discard that card"): the card the triggering condition is
 * about goes from under the card holding it to its owner's discard pile,
 * if it is still captured as the effect resolves; otherwise the effect
 * does nothing.  It cannot be initiated for a card no longer captured
 * (FAQ 3.6).  "discard-subject-edge" (lcgZ, Ewok Lookout: "after an
 * opponent places a card into an edge stack, ... discard that card") is
 * the same for a card still in an edge stack: out of the stack, it counts
 * no Force icons and, a fate card, resolves nothing. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
discard_captured_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard that captured card");
  return TRUE;
}

static gboolean
still_captured (const HcGame *g, gint card)
{
  return card >= 0 && g->card[card].under >= 0;
}

static gboolean
discard_captured_possible (const HcGame *g, const LcgOp *op, gint source,
                           gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  return trigger && still_captured (g, trigger->arg[EVA_SUBJECT]);
}

/* the subject to its owner's discard pile if it is still where `still`
 * looks, or no effect */
static HcStepResult
discard_subject (HcGame *g, HcFrame *f,
                 gboolean (*still) (const HcGame *g, gint card))
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (!still (g, v->card))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  lcg_log (g, v->player, M_DISCARD, RR_CARD, v->player, v->card, 0, 0);
  hc_card_move (g, v->card, g->card[v->card].owner, Z_DISCARD, TRUE);
  g->card[v->card].flags = 0;
  return HC_STEP_DONE;
}

static HcStepResult
discard_captured_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  return discard_subject (g, f, still_captured);
}

const LcgVerb lcg_verb_discard_captured = {
  .word = "discard-subject-captured",
  .args = "",
  .example = "discard-subject-captured",
  .text = discard_captured_text,
  .possible = discard_captured_possible,
  .step = discard_captured_step,
};

static gboolean
discard_edge_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard that card from its edge stack");
  return TRUE;
}

static gboolean
still_in_edge (const HcGame *g, gint card)
{
  return card >= 0 && g->card[card].zone == Z_EDGE;
}

static gboolean
discard_edge_possible (const HcGame *g, const LcgOp *op, gint source,
                       gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  return trigger && still_in_edge (g, trigger->arg[EVA_SUBJECT]);
}

static HcStepResult
discard_edge_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  return discard_subject (g, f, still_in_edge);
}

const LcgVerb lcg_verb_discard_edge = {
  .word = "discard-subject-edge",
  .args = "",
  .example = "discard-subject-edge",
  .text = discard_edge_text,
  .possible = discard_edge_possible,
  .step = discard_edge_step,
};
