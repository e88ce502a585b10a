/* Cards of your own hand, chosen one at a time: "discard-chosen N" and
 * "hand-to-bottom N" (to the bottom of your deck). */
#include "lcg-verb.h"

static gboolean
hand_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->verb == V_DISCARD_CHOSEN ? "choose and discard "
                                                     : "put ");
  lcg_count_text (op->n, "card", "cards", out);
  g_string_append (out, op->verb == V_DISCARD_CHOSEN
                            ? " from your hand"
                            : " of your hand on the bottom of your deck");
  return TRUE;
}

static gboolean
hand_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)trigger;
  /* an event being played is still in its player's hand */
  gint own = op->verb == V_DISCARD_CHOSEN && lcg_is_event_card (g, source);
  return hc_zone_count (g, player, Z_HAND) > own;
}

static gboolean
hand_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  gint16 choice[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_HAND, choice, HC_MAX_CARDS);
  if (n == 0)
    return FALSE;
  return lcg_ask_choice (g, f, player, choice, n, FALSE);
}

static void
discard_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  if (chosen >= 0)
    {
      lcg_log (g, player, M_DISCARD, RR_CARD, player, chosen, 0, 0);
      hc_card_move (g, chosen, g->card[chosen].owner, Z_DISCARD, TRUE);
    }
}

const LcgVerb lcg_verb_discard_chosen = {
  .word = "discard-chosen",
  .args = "N",
  .example = "discard-chosen 1",
  .has_n = TRUE,
  .text = hand_text,
  .possible = hand_possible,
  .resolve = hand_resolve,
  .chosen = discard_chosen,
};

static void
bottom_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  if (chosen >= 0)
    {
      hc_card_move (g, chosen, g->card[chosen].owner, Z_DECK, FALSE);
      lcg_log (g, f->arg[P_PLAYER], M_TO_BOTTOM, RR_CARD, f->arg[P_PLAYER], 0,
               0, 0);
    }
}

const LcgVerb lcg_verb_hand_to_bottom = {
  .word = "hand-to-bottom",
  .args = "N",
  .example = "hand-to-bottom 2",
  .has_n = TRUE,
  .text = hand_text,
  .possible = hand_possible,
  .resolve = hand_resolve,
  .chosen = bottom_chosen,
};
