/* "move-captured": a card captured at one objective its player controls
 * goes, still captured, under another of his objectives (Carbonite
 * Transport).  He knows the cards captured at his own objectives (FAQ
 * 2.5), so he picks the card by name; the log names only the two
 * objectives, as the opponent sees no more than that.
 *   pc 0 which card, 1 where to, 2 moved */
#include "lcg-verb.h"
#include "verb-frame.h"

enum
{
  MOVE_CAPTURED_WHICH,
  MOVE_CAPTURED_WHERE,
  MOVE_CAPTURED_MOVED,
};

/* the player's objectives other than `except` (a dial proxy is none) */
static gint
other_objectives (const HcGame *g, gint player, gint except, gint16 *out)
{
  gint16 mine[HC_MAX_CARDS];
  gint n = lcg_friendly_objectives (g, player, mine), k = 0;
  for (gint i = 0; i < n; i++)
    if (mine[i] != except)
      {
        if (out)
          out[k] = mine[i];
        k++;
      }
  return k;
}

/* the cards captured at the player's objectives, when he has another
 * objective to move them to */
static gint
movable (const HcGame *g, gint player, gint16 *out)
{
  gint16 all[HC_MAX_CARDS];
  gint n = lcg_captured_cards (g, all), k = 0;
  for (gint i = 0; i < n; i++)
    {
      gint host = g->card[all[i]].under;
      /* from one objective to another: not from a unit (Dengar) */
      if (lcg_is_objective (g, host) && g->card[host].controller == player
          && other_objectives (g, player, host, NULL) > 0)
        {
          if (out)
            out[k] = all[i];
          k++;
        }
    }
  return k;
}

static HcStepResult
move_captured_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint16 list[HC_MAX_CARDS];
  switch (f->pc)
    {
    case MOVE_CAPTURED_WHICH:
      {
        gint n = movable (g, v->player, list);
        if (n == 0)
          {
            lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0,
                     0, 0);
            return HC_STEP_DONE;
          }
        return lcg_verb_ask (g, f, v->player, list, n, CH_CHOOSE, -1,
                             MOVE_CAPTURED_WHERE);
      }
    case MOVE_CAPTURED_WHERE:
      {
        gint c = lcg_verb_answer (g);
        if (c < 0)
          return HC_STEP_DONE;
        v->card = c;
        gint n = other_objectives (g, v->player, g->card[c].under, list);
        return lcg_verb_ask (g, f, v->player, list, n, CH_CHOOSE, -1,
                             MOVE_CAPTURED_MOVED);
      }
    case MOVE_CAPTURED_MOVED:
      {
        gint to = lcg_verb_answer (g);
        gint c = v->card;
        if (to < 0 || c < 0)
          return HC_STEP_DONE;
        gint from = g->card[c].under;
        lcg_capture (g, c, to);
        lcg_log (g, v->player, M_MOVE_CAPTURED, RR_CAPTURE, v->player, from, to,
                 0);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

static gboolean
move_captured_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "move a card captured at an objective you control "
                        "to another objective you control");
  return TRUE;
}

static gboolean
move_captured_possible (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger)
{
  return movable (g, player, NULL) > 0
         && lcg_op_some_card (g, op, source, player, trigger);
}

const LcgVerb lcg_verb_move_captured = {
  .word = "move-captured",
  .args = "",
  .example = "move-captured",
  .text = move_captured_text,
  .possible = move_captured_possible,
  .step = move_captured_step,
};
