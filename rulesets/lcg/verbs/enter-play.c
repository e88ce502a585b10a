/* "enter-play": this unit, from its player's hand, put into play (not
 * played: no cost, no "after you play" conditions), as Loyal Wookiee's
 * "put this unit into play from your hand".  A copy of a unique unit its
 * player has in play already cannot enter (the uniqueness rule), and then
 * the ability cannot be initiated (FAQ 3.6).  "enter-play from-discard"
 * (lcgS, Shistavanen Wolfman): from its owner's discard pile instead;
 * op->n is 2 for that, 1 for the hand. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
enter_play_parse (char **w, LcgOp *op, char **why)
{
  gboolean discard = w[1] && strcmp (w[1], "from-discard") == 0;
  op->n = discard ? 2 : 1;
  return lcg_parse_end (w, discard ? 2 : 1, why);
}

static gboolean
enter_play_text (const LcgOp *op, GString *out)
{
  g_string_append (out, op->n == 2
                            ? "put this unit into play from your discard pile"
                            : "put this unit into play from your hand");
  return TRUE;
}

static gboolean
enter_play_can (const HcGame *g, const LcgOp *op, gint source, gint player)
{
  gint zone = op->n == 2 ? Z_DISCARD : Z_HAND;
  return g->card[source].zone == zone && g->card[source].zone_player == player
         && !lcg_unique_blocked (g, player, source);
}

static gboolean
enter_play_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                     const HcFrame *trigger)
{
  (void)trigger;
  return enter_play_can (g, op, source, player);
}

static HcStepResult
enter_play_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (enter_play_can (g, op, v->src, v->player))
    lcg_put_into_play (g, v->player, v->src);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_enter_play = {
  .word = "enter-play",
  .args = "[from-discard]",
  .example = "enter-play",
  .parse = enter_play_parse,
  .text = enter_play_text,
  .possible = enter_play_possible,
  .step = enter_play_step,
};
