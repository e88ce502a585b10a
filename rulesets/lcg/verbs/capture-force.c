/* "capture-force-card" (Sonic Detonation: "Capture one of your opponent's
 * Force cards from his supply at an objective of your choice.  (Treat it
 * as a captured card.  If it ceases to be captured, it is returned to his
 * supply.)"): a Force card is no card of the game's value but a count
 * (SW_FORCE_CARDS, rules.c lcg_force_supply), so the captured one is a
 * counter on the objective (lcgAI: C_FORCE_CAPTURED, shown on the board
 * and in the JSON view as its captured cards are; it was a lasting
 * effect, seen by nobody); its opponent's supply holds one fewer
 * meanwhile.  As the objective leaves play (destroyed: its captured
 * cards go back, rules.c lcg_leave_play), or a rescue picks it
 * (captured.c), the Force card is in his supply again. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
capture_force_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "capture one of your opponent's Force cards from his "
                        "supply at an objective of your choice (it is "
                        "returned to his supply when it ceases to be "
                        "captured)");
  return TRUE;
}

static gint
own_objectives (const HcGame *g, gint player, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_objective (g, i) && g->card[i].controller == player)
      out[n++] = (gint16)i;
  return n;
}

static gboolean
capture_force_possible (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  gint16 list[HC_MAX_CARDS];
  return lcg_force_supply (g, 1 - player) > 0
         && own_objectives (g, player, list) > 0;
}

static HcStepResult
capture_force_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint opp = 1 - v->player;
  if (f->pc == VPC_ASK)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = own_objectives (g, v->player, list);
      if (n == 0 || lcg_force_supply (g, opp) <= 0)
        {
          lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0,
                   0, 0);
          return HC_STEP_DONE;
        }
      return lcg_verb_ask (g, f, v->player, list, n, CH_CAPTURE_AT, -1,
                           VPC_ANSWER);
    }
  gint obj = lcg_verb_answer (g);
  if (obj < 0 || !lcg_is_objective (g, obj) || lcg_force_supply (g, opp) <= 0)
    return HC_STEP_DONE;
  g->card[obj].counter[C_FORCE_CAPTURED]++;
  lcg_log (g, v->player, M_CAPTURE_FORCE_CARD, RR_CAPTURE, obj, opp,
           lcg_force_supply (g, opp), 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_capture_force_card = {
  .word = "capture-force-card",
  .args = "",
  .example = "capture-force-card",
  .text = capture_force_text,
  .possible = capture_force_possible,
  .step = capture_force_step,
};
