/* "resolve-again": after a Reaction ability resolves, its effect resolves
 * again for this player, "as if you control the effect, ignoring any
 * costs and trigger conditions", its targets chosen anew (Chain
 * Reaction).  The ability that resolved is the condition's: its ST_PLAY
 * frame stays below the condition (EVA_SOURCE) until the reactions to it
 * are done (play.c), and the effect is that frame's card and clause,
 * resolved in a frame of its own from step 5 (lcg_push_play_again).  Its
 * "that unit" is still the one its own condition was about.
 * doc/rules/lcg.md, "Chain Reaction". */
#include "lcg-verb.h"
#include "verb-frame.h"

/* the frame of the Reaction ability that resolved, or -1 */
static gint
kept_frame (const HcGame *g, const HcFrame *trigger)
{
  gint k = trigger && trigger->arg[EVA_KIND] == EV_REACTION_RESOLVED
               ? trigger->arg[EVA_SOURCE]
               : HC_NONE;
  return k >= 0 && k < g->n_frames && g->frame[k].kind == ST_PLAY ? k : HC_NONE;
}

/* FAQ 3.6: some part of the effect can resolve for this player, read
 * from his side ("enemy" turns around) and with the first condition */
static gboolean
resolve_again_possible (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  gint k = kept_frame (g, trigger);
  if (k < 0)
    return FALSE;
  const LcgPlayFrame *p = LCG_PLAY_CONST (&g->frame[k]);
  const LcgClause *cl = lcg_clause (g, p->src, p->clause);
  const HcFrame *first = lcg_trigger_of (g, k);
  for (gint i = 0; i < cl->n_ops; i++)
    if (lcg_op_possible (g, &cl->op[i], p->src, player, first))
      return TRUE;
  return FALSE;
}

static HcStepResult
resolve_again_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  /* the ability's frame is right below this one; its condition (through
   * a copy's kept frame, when this effect is itself resolved again) */
  gint k = kept_frame (g, lcg_op_trigger (g, f - 1));
  if (k < 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  lcg_push_play_again (g, k, v->player);
  return HC_STEP_DONE;
}

static gboolean
resolve_again_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "resolve its effect again as if you control the "
                        "effect, ignoring any costs and trigger conditions. "
                        "You may choose new targets, if applicable");
  return TRUE;
}

const LcgVerb lcg_verb_resolve_again = {
  .word = "resolve-again",
  .args = "",
  .example = "resolve-again",
  .text = resolve_again_text,
  .possible = resolve_again_possible,
  .step = resolve_again_step,
};
