/* A unit joining the engagement on its player's side, from hand:
 * "play-participating" (played, its cost paid),
 * "enter-participating" (put into play, not played) and
 * "put-participating SELECTOR" (Infiltration: a chosen unit card of the
 * hand put into play the same way). */
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

static void
enter_joining (HcGame *g, gint player, gint card)
{
  lcg_put_into_play (g, player, card);
  g->card[card].flags |= F_PARTICIPATING;
  lcg_log (g, player, M_JOINS, RR_CARD, card, 0, 0, 0);
}

static HcStepResult
enter_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  if (enter_can (g, LCG_VERB_FRAME (f)->src, LCG_VERB_FRAME (f)->player))
    enter_joining (g, LCG_VERB_FRAME (f)->player, LCG_VERB_FRAME (f)->src);
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

static gboolean
put_joining_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put into play (as a participating unit on your "
                        "side) ");
  return FALSE;
}

static gboolean
put_joining_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
                  gint card)
{
  (void)op;
  (void)source;
  return enter_can (g, card, player);
}

/* the target, chosen as the ability was initiated, still in the hand */
static HcStepResult
put_joining_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (v->card >= 0 && enter_can (g, v->card, v->player))
    enter_joining (g, v->player, v->card);
  else
    lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_put_participating = {
  .word = "put-participating",
  .args = "SELECTOR",
  .example = "put-participating target hand-unit",
  .has_sel = TRUE,
  .text = put_joining_text,
  .fits = put_joining_fits,
  .step = put_joining_step,
};
