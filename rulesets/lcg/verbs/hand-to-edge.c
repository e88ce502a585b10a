/* "hand-to-edge": Supporting Fire's "Target friendly player may place 1
 * non-fate card from his hand into your edge stack".  In a two-player
 * game the friendly player is its own (doc/rules/lcg.md, Balance of the
 * Force).  A fate card resolves after the stacks are revealed, so the card
 * goes in face up, and its Force icons count when the edge battle's icons
 * are added up; not being a fate card, it resolves nothing.  The player
 * may decline.  Nothing to place (no non-fate card in hand): no effect
 * (FAQ 3.6). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
hand_to_edge_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "you may place 1 non-fate card from your hand into "
                        "your edge stack");
  return TRUE;
}

static gint
placeable (const HcGame *g, gint player, gint16 *out)
{
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_HAND, hand, HC_MAX_CARDS), k = 0;
  for (gint i = 0; i < n; i++)
    if (lcg_type (g, hand[i]) != T_FATE)
      out[k++] = hand[i];
  return k;
}

static gboolean
hand_to_edge_possible (const HcGame *g, const LcgOp *op, gint source,
                       gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  gint16 list[HC_MAX_CARDS];
  return placeable (g, player, list) > 0;
}

static HcStepResult
hand_to_edge_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player;
  if (f->pc == VPC_ANSWER)
    {
      gint chosen = lcg_verb_answer (g);
      if (chosen >= 0)
        {
          hc_card_move (g, chosen, player, Z_EDGE, TRUE);
          g->card[chosen].flags &= (guint8) ~(HC_CARD_FACE_DOWN | HC_CARD_USED);
          lcg_log (g, player, M_EDGE_FACEUP, RR_CARD, player, chosen, 0, 0);
          lcg_edge_card_placed (g, player, chosen);
        }
      return HC_STEP_DONE;
    }
  gint16 list[HC_MAX_CARDS];
  gint n = placeable (g, player, list);
  if (n == 0)
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
      return HC_STEP_DONE;
    }
  return lcg_verb_ask (g, f, player, list, n, CH_CHOOSE, O_DECLINE, VPC_ANSWER);
}

const LcgVerb lcg_verb_hand_to_edge = {
  .word = "hand-to-edge",
  .args = "",
  .example = "hand-to-edge",
  .text = hand_to_edge_text,
  .possible = hand_to_edge_possible,
  .step = hand_to_edge_step,
};
