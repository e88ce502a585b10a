/* "shuffle-into-deck SELECTOR": a card of your discard pile shuffled back
 * into its owner's deck (Green Squadron A-Wing: "shuffle an event card
 * from your discard pile back into your deck"). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
shuffle_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "shuffle into your deck ");
  return FALSE;
}

/* its value is past V_MULTI_FIRST (the frame verbs' values are all
 * taken): it resolves in a frame of its own, in one step, on the card
 * chosen as the ability was initiated */
static HcStepResult
shuffle_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint card = v->card;
  if (card < 0 || g->card[card].zone != Z_DISCARD)
    return HC_STEP_DONE;
  gint owner = g->card[card].owner;
  hc_card_move (g, card, owner, Z_DECK, TRUE);
  hc_zone_shuffle (g, owner, Z_DECK);
  lcg_log (g, v->player, M_SHUFFLE_INTO_DECK, RR_CARD, v->player, card, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_shuffle_into_deck = {
  .word = "shuffle-into-deck",
  .args = "SELECTOR",
  .example = "shuffle-into-deck target discard-event",
  .has_sel = TRUE,
  .text = shuffle_text,
  .step = shuffle_step,
};
