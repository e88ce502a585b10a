/* A unit joining the engagement on its player's side, from hand:
 * "play-participating" (played, its cost paid) and
 * "enter-participating" (put into play, not played). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
play_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "play this unit from your hand (paying its "
                        "cost) as a participating unit on your side");
  return TRUE;
}

/* lcg_can_deploy only reads the game */
static gboolean
play_can (const HcGame *g, gint source, gint player)
{
  return g->global[G_ENGAGED] >= 0
         && lcg_can_deploy ((HcGame *)g, player, source);
}

static gboolean
play_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  return play_can (g, source, player)
         && lcg_op_some_card (g, op, source, player, trigger);
}

/* played: paid for, a unit played this turn ("play ... as a
 * participating unit"); its reactions come from ST_DEPLOY */
static HcStepResult
play_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  if (play_can (g, LCG_VERB_FRAME (f)->src, LCG_VERB_FRAME (f)->player))
    lcg_push_deploy (g, LCG_VERB_FRAME (f)->player, LCG_VERB_FRAME (f)->src,
                     DEPLOY_JOINS);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_play_participating = {
  .word = "play-participating",
  .args = "",
  .example = "play-participating",
  .text = play_text,
  .possible = play_possible,
  .step = play_step,
};

static gboolean
enter_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put this unit into play as a participating unit "
                        "on your side");
  return TRUE;
}

static gboolean
enter_can (const HcGame *g, gint source, gint player)
{
  return g->global[G_ENGAGED] >= 0 && g->card[source].zone == Z_HAND
         && g->card[source].zone_player == player
         && !lcg_unique_blocked (g, player, source);
}

static gboolean
enter_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                const HcFrame *trigger)
{
  return enter_can (g, source, player)
         && lcg_op_some_card (g, op, source, player, trigger);
}

static HcStepResult
enter_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  if (enter_can (g, LCG_VERB_FRAME (f)->src, LCG_VERB_FRAME (f)->player))
    {
      gint c = LCG_VERB_FRAME (f)->src;
      lcg_put_into_play (g, LCG_VERB_FRAME (f)->player, c);
      g->card[c].flags |= F_PARTICIPATING;
      lcg_log (g, LCG_VERB_FRAME (f)->player, M_JOINS, RR_CARD, c, 0, 0, 0);
    }
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_enter_participating = {
  .word = "enter-participating",
  .args = "",
  .example = "enter-participating",
  .text = enter_text,
  .possible = enter_possible,
  .step = enter_step,
};
