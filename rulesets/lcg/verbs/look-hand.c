/* "look-at-opponent-hand": the player looks at the opponent's hand
 * (Jabba's Orders, Bothan Spy).  Each card is named to him in the log,
 * and he keeps knowing it while he can tell it is still in that hand
 * (knowledge.c; doc/rules/lcg.md "Looking at a hand").
 *   one pc: the look */
#include "lcg-verb.h"
#include "verb-frame.h"

/* is the card already known to the looker from an earlier look? */
static gboolean
already_seen (const HcGame *g, gint card, gint looker)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_SEEN_IN_HAND && g->effect[i].target == card
        && g->effect[i].controller == looker)
      return TRUE;
  return FALSE;
}

static HcStepResult
look_hand_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint looker = v->player, owner = 1 - v->player;
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, owner, Z_HAND, hand, HC_MAX_CARDS);
  lcg_log (g, looker, M_LOOK_HAND, RR_CARD, looker, owner, n, 0);
  for (gint i = 0; i < n; i++)
    {
      /* the knowledge first: the line is settled as the looker knew it */
      if (!already_seen (g, hand[i], looker))
        hc_effect_add (g, EFF_SEEN_IN_HAND, HC_DUR_GAME, looker, v->src,
                       hand[i], owner);
      lcg_log (g, looker, M_SEEN_IN_HAND, RR_CARD, looker, hand[i], owner, 0);
    }
  return HC_STEP_DONE;
}

static gboolean
look_hand_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "look at your opponent's hand");
  return TRUE;
}

/* an empty hand holds nothing to see: the ability cannot be initiated
 * (FAQ 3.6) */
static gboolean
look_hand_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                    const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, 1 - player, Z_HAND) > 0;
}

const LcgVerb lcg_verb_look_hand = {
  .word = "look-at-opponent-hand",
  .args = "",
  .example = "look-at-opponent-hand",
  .text = look_hand_text,
  .possible = look_hand_possible,
  .step = look_hand_step,
};
