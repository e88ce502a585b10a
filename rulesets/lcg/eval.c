/* How an LCG position looks to the agents.  The game is a race: the Dark
 * Side wins when the dial reaches its mark, the Light Side when it has
 * destroyed enough Dark Side objectives, so the heart of the score is each
 * side's share of the way, with damage already on an objective counted as
 * part of the way to destroying it (destroyed Light Side objectives turn
 * the dial, so they count for the Dark Side).  Units in play, less their
 * damage, weigh in lightly: they are how the race will be run.  Cards in
 * hand are left out on purpose: counting them made the greedy agent keep
 * its cards instead of deploying them or bidding for the edge. */
#include "lcg-queries.h"

#include <math.h>

static double
objective_wear (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  gint cap = MAX (1, hc_card_def (g, card)->stat[S_DAMAGE]);
  return MIN (1.0, c->counter[C_DAMAGE] / (double)cap);
}

double
lcg_evaluate (const HcGame *g, gint player)
{
  double dial_mark = MAX (1, g->sw[SW_DIAL_WIN]);
  double obj_mark = MAX (1, g->sw[SW_OBJECTIVES_WIN]);
  double dark = g->global[G_DIAL] / dial_mark;
  double light = lcg_objectives_destroyed (g, LCG_LIGHT) / obj_mark;
  /* the Balance with the Dark Side turns the dial twice a turn; with the
   * Light Side it wears the engaged objectives down */
  if (g->global[G_BALANCE] == LCG_DARK)
    dark += 1.0 / dial_mark;
  else
    light += 0.15 / obj_mark;
  double board[HC_MAX_PLAYERS] = { 0, 0 }, force[HC_MAX_PLAYERS] = { 0, 0 };
  /* objectives and units lie at the top level of the play zones; card
   * order as before, so the sums add up in the same order */
  guint64 table[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES, FALSE, table);
  HC_FOR_EACH_BIT (table, i)
    {
      const HcCard *c = &g->card[i];
      if (lcg_is_objective (g, i))
        {
          /* most of an objective's damage is progress for its enemy */
          if (c->controller == LCG_DARK)
            light += 0.6 * objective_wear (g, i) / obj_mark;
          else
            dark += 0.6 * objective_wear (g, i) / dial_mark;
        }
      else if (lcg_is_unit (g, i))
        {
          const HcCardDef *d = hc_card_def (g, i);
          double worth = 1.0 + d->stat[S_COST];
          double hurt
              = c->counter[C_DAMAGE] / (double)MAX (1, d->stat[S_DAMAGE]);
          /* focused units are spent for this turn */
          board[c->controller] += worth * (1.0 - 0.5 * MIN (1.0, hurt))
                                  * (1.0 - 0.1 * MIN (3, c->counter[C_FOCUS]));
          /* Force icons committed to the struggle: the next Balance */
          if (lcg_ready (g, i) && lcg_is_committed (g, i))
            force[c->controller] += lcg_force_icons (g, i);
        }
    }
  double lead = force[LCG_DARK] - force[LCG_LIGHT];
  dark += 0.8 * CLAMP (lead, -1.0, 1.0) / dial_mark;
  double v = 2.0 * (dark - light) + 0.08 * (board[LCG_DARK] - board[LCG_LIGHT]);
  v = v / (fabs (v) + 1.0);
  return player == LCG_DARK ? v : -v;
}

/* objectives come from the objective deck, every other card from the
 * command deck, so a hidden card is only ever swapped with its own kind */
gint
lcg_redeal_pool (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  return 2 * c->owner + (hc_card_def (g, card)->type == T_OBJECTIVE);
}
