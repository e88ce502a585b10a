/* "look-top-take N" (Blue Squadron Support): the player looks at the top
 * N cards of his deck, adds 1 of them to his hand and puts the others on
 * the bottom of his deck.  "Each friendly player" is he alone in a
 * two-player game (doc/rules/lcg.md, Balance of the Force).  The cards are
 * seen by him only: the question names them to him, the log does not.
 * With N = 2 the one left goes to the bottom with no order to choose; with
 * more, they go in the order they were (our reading: the printed card
 * says 2).  An empty deck: no effect (FAQ 3.6, lcg_op_own_deck).
 *   pc 0 look and ask, 1 the card taken */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
look_take_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "look at the top %d cards of your deck; add 1 of "
                          "them to your hand and put the other%s on the "
                          "bottom of your deck",
                          op->n, op->n > 2 ? "s" : "");
  return TRUE;
}

static HcStepResult
look_take_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player;
  gint16 top[HC_MAX_CARDS];
  gint n = lcg_deck_top (g, player, op->n, top);
  if (f->pc == VPC_ANSWER)
    {
      gint taken = lcg_verb_answer (g);
      if (taken < 0)
        taken = top[0];
      for (gint i = 0; i < n; i++)
        if (top[i] != taken)
          hc_card_move (g, top[i], player, Z_DECK, FALSE);
      hc_card_move (g, taken, player, Z_HAND, TRUE);
      lcg_log (g, player, M_LOOK_TAKE, RR_CARD, player, n - 1, 0, 0);
      return HC_STEP_DONE;
    }
  if (n == 0)
    {
      lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
      return HC_STEP_DONE;
    }
  lcg_log (g, player, M_LOOK_TOP, RR_CARD, player, n, player, 0);
  return lcg_verb_ask (g, f, player, top, n, CH_CHOOSE, -1, VPC_ANSWER);
}

const LcgVerb lcg_verb_look_top_take = {
  .word = "look-top-take",
  .args = "N",
  .example = "look-top-take 2",
  .has_n = TRUE,
  .text = look_take_text,
  .possible = lcg_op_own_deck,
  .step = look_take_step,
};
