/* "move-shield target WHAT to target WHAT" (Sabotage in the Snow): one
 * shield from the first target to the second, chosen with it as the
 * ability is initiated.  A card holds one shield (shield.c), so the
 * second must have none.  A stepped verb: its second target is the
 * ability's, in the ST_PLAY frame right below its own. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
move_shield_parse (char **w, LcgOp *op, char **why)
{
  return lcg_parse_move_targets (w, op,
                                 "move-shield target WHAT to target WHAT", why);
}

static gboolean
move_shield_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "move 1 shield from ");
  lcg_sel_text (&op->sel, out);
  g_string_append (out, " to ");
  lcg_sel_text (&op->to, out);
  return TRUE;
}

static gboolean
may_take (const HcGame *g, const LcgOp *op, gint source, gint player,
          gint first, gint to)
{
  return to != first && g->card[to].counter[C_SHIELD] == 0
         && lcg_sel_matches (g, &op->to, source, player, to);
}

/* the cards the shield may go to */
static gint
second_targets (const HcGame *g, const LcgOp *op, gint source, gint player,
                gint first, gint16 *out)
{
  return lcg_move_second_targets (g, op, source, player, first, may_take, out);
}

static gboolean
move_shield_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
                  gint card)
{
  return g->card[card].counter[C_SHIELD] > 0
         && second_targets (g, op, source, player, card, NULL) > 0;
}

static HcStepResult
move_shield_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint from = v->card;
  gint to = lcg_move_second_chosen (f);
  if (from < 0 || to < 0 || g->card[from].counter[C_SHIELD] == 0
      || !lcg_sel_matches (g, &op->sel, v->src, v->player, from)
      || !may_take (g, op, v->src, v->player, from, to))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  g->card[from].counter[C_SHIELD]--;
  g->card[to].counter[C_SHIELD]++;
  lcg_log (g, v->player, M_MOVE_SHIELD, RR_CARD, from, to, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_move_shield = {
  .word = "move-shield",
  .args = "target WHAT to target WHAT",
  .example = "move-shield target enemy-card to target friendly-card",
  .parse = move_shield_parse,
  .text = move_shield_text,
  .fits = move_shield_fits,
  .step = move_shield_step,
  .second_targets = second_targets,
};
