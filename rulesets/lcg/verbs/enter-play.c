/* "enter-play": this unit, from its player's hand, put into play (not
 * played: no cost, no "after you play" conditions), as Loyal Wookiee's
 * "put this unit into play from your hand".  A copy of a unique unit its
 * player has in play already cannot enter (the uniqueness rule), and then
 * the ability cannot be initiated (FAQ 3.6). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
enter_play_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "put this unit into play from your hand");
  return TRUE;
}

static gboolean
enter_play_can (const HcGame *g, gint source, gint player)
{
  return g->card[source].zone == Z_HAND && g->card[source].zone_player == player
         && !lcg_unique_blocked (g, player, source);
}

static gboolean
enter_play_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                     const HcFrame *trigger)
{
  (void)op;
  (void)trigger;
  return enter_play_can (g, source, player);
}

static HcStepResult
enter_play_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (enter_play_can (g, v->src, v->player))
    lcg_put_into_play (g, v->player, v->src);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_enter_play = {
  .word = "enter-play",
  .args = "",
  .example = "enter-play",
  .text = enter_play_text,
  .possible = enter_play_possible,
  .step = enter_play_step,
};
