/* A card of the opponent's hand, discarded: "opponent-discards N" (he
 * chooses) and "discard-from-opponent-hand N" (you look and choose). */
#include "lcg-verb.h"

static gboolean
opp_hand_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->verb == V_OPP_DISCARD
                            ? "your opponent chooses and discards "
                            : "look at your opponent's hand; choose and "
                              "discard ");
  lcg_count_text (op->n, "card", "cards", out);
  g_string_append (out, op->verb == V_OPP_DISCARD ? " from his hand, if able"
                                                  : " from it");
  return TRUE;
}

static gboolean
opp_hand_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, 1 - player, Z_HAND) > 0;
}

static gboolean
opp_hand_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  gint16 choice[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - player, Z_HAND, choice, HC_MAX_CARDS);
  if (n == 0)
    return FALSE;
  return lcg_ask_choice (g, f, op->verb == V_OPP_DISCARD ? 1 - player : player,
                         choice, n, FALSE);
}

static void
opp_hand_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  gint opponent = 1 - f->arg[P_PLAYER];
  if (chosen >= 0)
    {
      lcg_log (g, opponent, M_DISCARD, RR_CARD, opponent, chosen, 0, 0);
      hc_card_move (g, chosen, g->card[chosen].owner, Z_DISCARD, TRUE);
    }
}

const LcgVerb lcg_verb_opp_discard = {
  .word = "opponent-discards",
  .args = "N",
  .example = "opponent-discards 1",
  .has_n = TRUE,
  .text = opp_hand_text,
  .possible = opp_hand_possible,
  .resolve = opp_hand_resolve,
  .chosen = opp_hand_chosen,
};

const LcgVerb lcg_verb_discard_opp_hand = {
  .word = "discard-from-opponent-hand",
  .args = "N",
  .example = "discard-from-opponent-hand 1",
  .has_n = TRUE,
  .text = opp_hand_text,
  .possible = opp_hand_possible,
  .resolve = opp_hand_resolve,
  .chosen = opp_hand_chosen,
};
