/* "reveal-captured-capture-copy" (lcgX, Relentless Pursuit): "Reveal a
 * captured card. Then, search an opponent's deck for a copy of that card,
 * reveal it, and capture it. Shuffle the searched deck."
 * The player reveals a card captured at one of his objectives (the
 * captured cards he may look at, FAQ 2.5; those at the opponent's are
 * hidden from him, so he could not say what he reveals), searches the
 * opponent's deck for a card of the same title, and captures it at an
 * objective he controls and chooses; then the deck is shuffled.  A
 * search need not find anything (FAQ 1.4): "find nothing" is offered, and
 * the deck is shuffled either way (FAQ 1.2).  The revealed cards are named
 * in the log by their definitions ({d}), which every player reads: the
 * view keeps a face-down card hidden from the other side.
 * The frame's card keeps the copy found while the objective is chosen.
 *   pc 0 which card, 1 revealed, 2 found, 3 the objective */
#include "lcg-verb.h"
#include "verb-frame.h"

enum
{
  RC_WHICH,
  RC_REVEALED,
  RC_FOUND,
  RC_HOST,
};

/* the captured cards the player may reveal: those at his objectives (or
 * his units that take captured cards) */
static gint
revealable (const HcGame *g, gint player, gint16 *out)
{
  gint16 all[HC_MAX_CARDS];
  gint n = lcg_captured_cards (g, all), k = 0;
  for (gint i = 0; i < n; i++)
    if (g->card[g->card[all[i]].under].controller == player)
      {
        if (out)
          out[k] = all[i];
        k++;
      }
  return k;
}

static gboolean
capture_copy_possible (const HcGame *g, const LcgOp *op, gint source,
                       gint player, const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return revealable (g, player, NULL) > 0
         && lcg_friendly_objectives (g, player, NULL) > 0;
}

static void
shuffle_searched (HcGame *g, gint player)
{
  hc_zone_shuffle (g, 1 - player, Z_DECK);
  lcg_log (g, player, M_DECK_SEARCHED, RR_CARD, player, 0, 0, 0);
}

static HcStepResult
capture_copy_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player, opp = 1 - player;
  gint16 list[HC_MAX_CARDS];
  switch (f->pc)
    {
    case RC_WHICH:
      {
        gint n = revealable (g, player, list);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
                     0);
            return HC_STEP_DONE;
          }
        return lcg_verb_ask (g, f, player, list, n, CH_CHOOSE, -1, RC_REVEALED);
      }
    case RC_REVEALED:
      {
        gint c = lcg_verb_answer (g);
        if (c < 0)
          return HC_STEP_DONE;
        lcg_log (g, player, M_REVEAL_CAPTURED, RR_CAPTURE, player,
                 g->card[c].def, g->card[c].under, 0);
        gint16 deck[HC_MAX_CARDS];
        gint n = hc_zone_list (g, opp, Z_DECK, deck, HC_MAX_CARDS), k = 0;
        for (gint i = 0; i < n; i++)
          if (lcg_info (g, deck[i])->title_id == lcg_info (g, c)->title_id)
            list[k++] = deck[i];
        return lcg_verb_ask (g, f, player, list, k, CH_CHOOSE, O_FIND_NOTHING,
                             RC_FOUND);
      }
    case RC_FOUND:
      {
        gint c = lcg_verb_answer (g);
        if (c < 0)
          {
            shuffle_searched (g, player);
            return HC_STEP_DONE;
          }
        v->card = c;
        lcg_log (g, player, M_REVEAL_COPY, RR_CAPTURE, player, g->card[c].def,
                 opp, 0);
        gint n = lcg_friendly_objectives (g, player, list);
        return lcg_verb_ask (g, f, player, list, n, CH_CHOOSE, -1, RC_HOST);
      }
    case RC_HOST:
      {
        gint host = lcg_verb_answer (g), c = v->card;
        if (host >= 0 && c >= 0 && g->card[c].zone == Z_DECK)
          {
            lcg_capture (g, c, host);
            lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, c, host, 0);
          }
        shuffle_searched (g, player);
        if (host >= 0 && c >= 0 && g->card[c].under == host)
          lcg_push_card_captured (g, c, player);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

static gboolean
capture_copy_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "reveal a card captured at an objective you "
                        "control; then search your opponent's deck for a "
                        "copy of it, reveal it and capture it (at an "
                        "objective you control); shuffle that deck");
  return TRUE;
}

const LcgVerb lcg_verb_reveal_captured_capture_copy = {
  .word = "reveal-captured-capture-copy",
  .args = "",
  .example = "reveal-captured-capture-copy",
  .text = capture_copy_text,
  .possible = capture_copy_possible,
  .step = capture_copy_step,
};
