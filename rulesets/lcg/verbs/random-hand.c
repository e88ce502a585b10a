/* Cards picked at random from the opponent's hand: "capture-random N"
 * (captured at this objective) and "discard-random N". */
#include "lcg-verb.h"

static gboolean
random_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->verb == V_CAPTURE_RANDOM ? "capture " : "discard ");
  lcg_count_text (op->n, "card", "cards", out);
  g_string_append (out, op->verb == V_CAPTURE_RANDOM
                            ? " at random from each opponent's hand at this "
                              "objective"
                            : " at random from each opponent's hand");
  return TRUE;
}

static gboolean
random_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)trigger;
  return (op->verb != V_CAPTURE_RANDOM || lcg_is_objective (g, source))
         && hc_zone_count (g, 1 - player, Z_HAND) > 0;
}

static gboolean
random_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  for (gint k = 0; k < op->n; k++)
    {
      gint16 hand[HC_MAX_CARDS];
      gint n = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
      if (n == 0
          || (op->verb == V_CAPTURE_RANDOM && !lcg_is_objective (g, source)))
        break;
      gint pick = hand[hc_game_random (g, (guint32)n)];
      if (op->verb == V_CAPTURE_RANDOM)
        {
          lcg_capture (g, pick, source);
          lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, pick, source, 0);
          lcg_push_card_captured (g, pick, player);
        }
      else
        {
          lcg_log (g, 1 - player, M_DISCARD, RR_CARD, 1 - player, pick, 0, 0);
          hc_card_move (g, pick, g->card[pick].owner, Z_DISCARD, TRUE);
        }
    }
  return FALSE;
}

const LcgVerb lcg_verb_capture_random = {
  .word = "capture-random",
  .args = "N",
  .example = "capture-random 1",
  .has_n = TRUE,
  .text = random_text,
  .possible = random_possible,
  .resolve = random_resolve,
};

const LcgVerb lcg_verb_discard_random = {
  .word = "discard-random",
  .args = "N",
  .example = "discard-random 1",
  .has_n = TRUE,
  .text = random_text,
  .possible = random_possible,
  .resolve = random_resolve,
};
