/* "discard-to-discount": as a unit is played, discard X cards from hand
 * to reduce its cost by X, not below 1 (Kuat Reinforcements): the step,
 * what the discards could make affordable, and whether a player has any
 * ability that listens for such a moment. */
#include "lcg-verb.h"
#include "verb-frame.h"

/* Kuat Reinforcements: discard cards one at a time, each making the unit
 * being played cost 1 less, while it costs more than 1.  The player may
 * stop once the unit can be paid for, not before: a unit is offered only
 * if the discards can cover it (lcg_possible_discount). */
enum
{
  DISCOUNT_OFFER,
  DISCOUNT_ANSWER,
};

static HcStepResult
discount_discard (HcGame *g, HcFrame *f)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player, unit = v->card;
  if (unit < 0)
    return HC_STEP_DONE;
  if (f->pc == DISCOUNT_ANSWER)
    {
      gint c = lcg_answered_choice (g);
      if (c < 0)
        return HC_STEP_DONE;
      hc_card_move (g, c, g->card[c].owner, Z_DISCARD, TRUE);
      lcg_log (g, player, M_DISCARD_COST, RR_CARD, player, c, 0, 0);
      hc_effect_add (g, EFF_DISCOUNT, HC_DUR_PHASE, player, HC_NONE, unit, 1);
    }
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_HAND, hand, HC_MAX_CARDS);
  gint cost = lcg_play_cost (g, player, unit);
  if (n == 0 || cost <= 1)
    return HC_STEP_DONE;
  gboolean payable = lcg_can_pay_for (g, player, cost,
                                      lcg_info (g, unit)->affiliation, unit);
  return lcg_verb_ask (g, f, player, hand, n, CH_DISCARD, payable ? O_DONE : -1,
                       DISCOUNT_ANSWER);
}

gboolean
lcg_player_listens (const HcGame *g, gint player, gint ev)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (g->card[i].controller != player || !lcg_in_play (g, i))
        continue;
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        if (info->clause[k].when == ev)
          return TRUE;
    }
  return FALSE;
}

/* How much cheaper discards could make a unit about to be played (Kuat
 * Reinforcements), so that it may be played when only that makes it
 * affordable: every other card in hand, down to a cost of 1; 0 if no
 * such interrupt of the player's could be used. */
gint
lcg_possible_discount (const HcGame *g, gint player, gint card)
{
  if (lcg_type (g, card) != T_UNIT)
    return 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      if (g->card[i].controller != player || !lcg_in_play (g, i)
          || (g->card[i].flags & HC_CARD_FACE_DOWN))
        continue;
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        {
          const LcgClause *cl = &info->clause[k];
          /* lcg_clause_ready only reads the game */
          if (cl->when == EV_PLAYING && cl->op[0].verb == V_DISCOUNT_DISCARD
              && (!cl->when_trait || lcg_has_trait (g, card, cl->when_trait))
              && lcg_clause_ready ((HcGame *)g, i, k, player))
            {
              gint hand = hc_zone_count (g, player, Z_HAND)
                          - (g->card[card].zone == Z_HAND
                             && g->card[card].zone_player == player);
              return MAX (0, MIN (hand, lcg_play_cost (g, player, card) - 1));
            }
        }
    }
  return 0;
}

static gboolean
discount_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "discard X cards from your hand to reduce its "
                        "cost by X (to a minimum of 1)");
  return TRUE;
}

static gboolean
discount_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                   const HcFrame *trigger)
{
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return subject >= 0 && hc_zone_count (g, player, Z_HAND) > 0
         && lcg_play_cost (g, player, subject) > 1
         && lcg_op_some_card (g, op, source, player, trigger);
}

static HcStepResult
discount_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  return discount_discard (g, f);
}

const LcgVerb lcg_verb_row_discount_discard = {
  .word = "discard-to-discount",
  .args = "",
  .example = "discard-to-discount",
  .text = discount_text,
  .possible = discount_possible,
  .step = discount_step,
};
