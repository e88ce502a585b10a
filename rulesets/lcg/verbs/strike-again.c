/* "strike-again": after a strike of his resolves, the player immediately
 * strikes once more with another ready participating unit he controls
 * (Coordinated Strike).  The strike is a frame of its own on top of the
 * engagement's strikes (strike.c): focused, its icons, its reactions and
 * the action window after it; then the strikes go on as before, the
 * opponent's turn to strike.  "Another": not the unit whose strike the
 * reaction answers, even if it is ready again.
 *   pc 0 the strike pushed, 1 done */
#include "lcg-verb.h"
#include "verb-frame.h"

enum
{
  STRIKE_AGAIN_PUSH,
  STRIKE_AGAIN_DONE,
};

/* the unit that has just struck, whose strike the ability answers */
static gint
last_striker (const HcFrame *trigger)
{
  return trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
}

static gboolean
strike_again_possible (const HcGame *g, const LcgOp *op, gint source,
                       gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  return lcg_strike_again_units (g, player, last_striker (trigger)) > 0;
}

static HcStepResult
strike_again_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  switch (f->pc)
    {
    case STRIKE_AGAIN_PUSH:
      f->pc = STRIKE_AGAIN_DONE;
      /* v->card is the subject: the unit that has just struck */
      if (lcg_strike_again_units (g, v->player, v->card) == 0)
        {
          lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0,
                   0, 0);
          return HC_STEP_DONE;
        }
      lcg_push_strike_again (g, v->player, v->card);
      return HC_STEP_CONTINUE;
    case STRIKE_AGAIN_DONE:
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

static gboolean
strike_again_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "immediately strike again with another ready "
                        "participating unit you control");
  return TRUE;
}

const LcgVerb lcg_verb_strike_again = {
  .word = "strike-again",
  .args = "",
  .example = "strike-again",
  .text = strike_again_text,
  .possible = strike_again_possible,
  .step = strike_again_step,
};
