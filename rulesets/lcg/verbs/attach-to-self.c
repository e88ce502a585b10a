/* lcgAE: "attach-to-self" (Admiral Piett: "attach it to this unit"): the
 * fate card the triggering condition discarded from an edge stack leaves
 * its owner's discard pile and is attached, face up, to the unit whose
 * ability resolves.  It is no enhancement (the enhancement scans read
 * the card type) and has no ability in play; rules.c's release_dependents
 * sends it to its owner's discard pile when its host leaves play, as any
 * attached card.  A step of its own only because the values of the verbs
 * resolved in the ability's frame are all taken (lcg-verb-ids.h). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
attach_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "attach it to this unit");
  return TRUE;
}

/* the discarded card is still in a discard pile and the unit in play */
static gboolean
attachable (const HcGame *g, gint card, gint source)
{
  return card >= 0 && g->card[card].zone == Z_DISCARD
         && lcg_type (g, card) == T_FATE && lcg_is_unit (g, source);
}

static gboolean
attach_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)op;
  (void)player;
  return trigger && attachable (g, trigger->arg[EVA_SUBJECT], source);
}

static HcStepResult
attach_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (!attachable (g, v->card, v->src))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  hc_card_attach (g, v->card, v->src, FALSE);
  g->card[v->card].controller = g->card[v->src].controller;
  g->card[v->card].flags = 0;
  lcg_log (g, v->player, M_FATE_ATTACHED, RR_CARD, v->card, v->src, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_attach_to_self = {
  .word = "attach-to-self",
  .args = "(the fate card its triggering condition discarded)",
  .example = "attach-to-self",
  .text = attach_text,
  .possible = attach_possible,
  .step = attach_step,
};
