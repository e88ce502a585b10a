/* "damage-per-objective TRAIT SELECTOR" (Snowspeeder Counterattack: "deal
 * X damage to a target enemy unit. X is the number of Hoth objectives you
 * control"): X is counted as the effect resolves, after the costs were
 * paid (so an objective the cost destroyed no longer counts), with the
 * objectives the player is considered to control (Echo Base).  The trait
 * is kept in the op's second selector, which no other part of this verb
 * uses.  A verb of its own step only because the values of the verbs
 * resolved in the ability's frame are all taken (lcg-ops.h); it asks
 * nothing. */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

static gboolean
per_objective_parse (char **w, LcgOp *op, char **why)
{
  const char *trait = w[1];
  if (!trait || strchr (trait, '/'))
    {
      *why = g_strdup_printf ("expected \"%s TRAIT SELECTOR\"", w[0]);
      return FALSE;
    }
  op->n = 1;
  op->to.max_cost = -1;
  op->to.trait[0] = lcg_trait_quark (trait);
  gint i = 2;
  if (!lcg_parse_sel (w, &i, &op->sel, why))
    return FALSE;
  return lcg_parse_end (w, i, why);
}

static gboolean
per_objective_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "deal damage equal to the number of %s objectives "
                          "you control to ",
                          g_quark_to_string (op->to.trait[0]));
  return FALSE;
}

static gboolean
per_objective_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
                    gint card)
{
  (void)op;
  (void)source;
  return !lcg_cannot_be_damaged (g, card, player);
}

/* X would be 0: nothing to deal (FAQ 3.6) */
static gboolean
per_objective_possible (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger)
{
  return lcg_objectives_controlled (g, player, op->to.trait[0]) > 0
         && lcg_op_some_card (g, op, source, player, trigger);
}

static HcStepResult
per_objective_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint x = lcg_objectives_controlled (g, v->player, op->to.trait[0]);
  if (x > 0 && v->card >= 0
      && lcg_op_candidate (g, op, v->src,
                           lcg_verb_target_chooser (g, f, v->card), HC_NONE,
                           v->card))
    lcg_push_damage (g, v->card, x, v->player, v->src);
  else
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_damage_per_objective = {
  .word = "damage-per-objective",
  .args = "TRAIT SELECTOR",
  .example = "damage-per-objective Hoth target enemy-unit",
  .parse = per_objective_parse,
  .text = per_objective_text,
  .possible = per_objective_possible,
  .fits = per_objective_fits,
  .step = per_objective_step,
};
