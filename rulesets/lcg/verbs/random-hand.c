/* Cards picked at random from the opponent's hand: "capture-random N"
 * (captured at this objective) and "discard-random N".
 *
 * lcgQ: "reveal-random-capture-unit" (Z-95 Headhunter: "reveal 1 card at
 * random from an opponent's hand.  If that card is a unit, capture it"):
 * the card is revealed to both players; a unit is captured at an
 * objective its captor controls, of his choice, any other card stays in
 * the hand. */
#include "lcg-verb.h"
#include "verb-frame.h"

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

static gboolean
reveal_capture_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "reveal 1 card at random from your opponent's hand; "
                        "if it is a unit, capture it at an objective you "
                        "control");
  return TRUE;
}

static gboolean
reveal_capture_possible (const HcGame *g, const LcgOp *op, gint source,
                         gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, 1 - player, Z_HAND) > 0;
}

enum
{
  REVEAL_PICK,
  REVEAL_HOST,
};

static void
capture_revealed (HcGame *g, gint player, gint card, gint host)
{
  if (host < 0 || g->card[card].zone != Z_HAND)
    return;
  lcg_capture (g, card, host);
  lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, card, host, 0);
  lcg_push_card_captured (g, card, player);
}

static HcStepResult
reveal_capture_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (f->pc == REVEAL_HOST)
    {
      capture_revealed (g, v->player, v->a, lcg_verb_answer (g));
      return HC_STEP_DONE;
    }
  gint16 hand[HC_MAX_CARDS], hosts[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - v->player, Z_HAND, hand, HC_MAX_CARDS);
  if (n == 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  gint pick = hand[hc_game_random (g, (guint32)n)];
  lcg_log (g, v->player, M_REVEAL, RR_CARD, v->player, pick, 0, 0);
  gint k = lcg_friendly_objectives (g, v->player, hosts);
  if (lcg_type (g, pick) != T_UNIT || k == 0)
    return HC_STEP_DONE;
  v->a = pick;
  return lcg_verb_ask (g, f, v->player, hosts, k, 0, -1, REVEAL_HOST);
}

const LcgVerb lcg_verb_reveal_capture = {
  .word = "reveal-random-capture-unit",
  .args = "",
  .example = "reveal-random-capture-unit",
  .text = reveal_capture_text,
  .possible = reveal_capture_possible,
  .step = reveal_capture_step,
};
