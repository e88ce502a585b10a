/* How an LCG position looks to the stronger agents (the levels): the race
 * of lcg_evaluate (dial, objectives destroyed and their damage, the
 * Balance, committed Force, units), and beside it what the race will be
 * run with: the units' printed combat icons (unit damage, blast damage,
 * tactics) weighted by the health they have left, the resources the cards
 * in play produce each turn, and the cards in hand.  They weigh in lightly
 * and saturate, so a position is never preferred for hoarding (the reason
 * lcg_evaluate leaves the hand out).  All of it is public: cards in play,
 * counters and the hand's size. */
#include "eval-features.h"
#include "lcg-queries.h"

#include <math.h>

double
lcg_combat_worth (const HcCardDef *d)
{
  return d->stat[S_UD] + 1.5 * d->stat[S_BD] + 0.8 * d->stat[S_TACTICS];
}

double
lcg_agent_evaluate (const HcGame *g, gint player)
{
  double combat[HC_MAX_PLAYERS] = { 0, 0 }, res[HC_MAX_PLAYERS] = { 0, 0 };
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      gint p = c->controller;
      if (p < 0 || p >= HC_MAX_PLAYERS || !lcg_in_play (g, i))
        continue;
      const HcCardDef *d = hc_card_def (g, i);
      res[p] += d->stat[S_RESOURCES];
      if (!lcg_is_unit (g, i))
        continue;
      double cap = MAX (1, d->stat[S_DAMAGE]);
      double left = MAX (0.0, 1.0 - c->counter[C_DAMAGE] / cap);
      combat[p] += left * lcg_combat_worth (d);
    }
  gint me = player, op = 1 - player;
  double v = lcg_evaluate (g, player);
  v += 0.05 * tanh ((combat[me] - combat[op]) / 6.0);
  v += 0.04 * tanh ((res[me] - res[op]) / 3.0);
  v += 0.02
       * tanh ((lcg_count (g, me, Z_HAND) - lcg_count (g, op, Z_HAND)) / 4.0);
  return CLAMP (v, -1.0, 1.0);
}

/* How the levels search the LCG (src/agents/levels.c):
 * - rollouts: the plain search's 10 decisions plus 4, each one 3 times in
 *   10 the option whose position one step on lcg_agent_evaluate likes best
 *   (random rollouts make an army pass as often as it attacks), else at
 *   random.  A one-step look costs a copy, a play and an evaluation per
 *   option, so at 30% a playout costs about 0.58 of one at 70%, and hard
 *   takes more playouts for the same time: hard:350 at 30% against
 *   search:200 won 68.0% of 100 games (seed 7001) where hard:200 at 70%,
 *   the same processor time, won 61.0% (all random at hard:1000, 1.45
 *   times the time: 66.0%; doc/agents-experiments-agentV.md);
 * - no settling: the LCG's windows are where its actions are played, and
 *   passing them is no guess;
 * - the plain search's exploration (0.3 won 29 of 42 games at hard:200
 *   against search:200 instead of 31; at hard:350 with these rollouts,
 *   seed 7001, 100 games: 0.1 54%, 0.25 64%, 0.7 68%, 1.2 65%, 2.0 64%);
 * - two trees for hard (one won 56.5% of 200 games against search:200 at
 *   hard:200, two 56.0%: no better). */
const HcLevelTuning lcg_level_tuning = {
  .rollout = 14,
  .greedy_pct = 30,
  .settle = 0,
  .exploration = 0,
  .hard_trees = 2,
};
