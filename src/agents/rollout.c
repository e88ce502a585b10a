/* The stronger agents' rollout policy: mostly the move that looks best one
 * step ahead, sometimes a random one.  Pure random rollouts make an army
 * retreat or pass as often as it attacks, so the positions they reach say
 * little about the position searched; always-greedy rollouts would repeat
 * one line of play and miss the rest. */
#include "hc-ruleset.h"
#include "search-plan.h"

#include <math.h>

guint32
hc_rollout_pick (HcGame *g, HcGame *trial, HcRng *rng, HcEvalFn evaluate,
                 guint greedy_pct)
{
  const HcDecision *d = &g->decision;
  if (d->n_options <= 1 || greedy_pct == 0
      || hc_rng_bounded (rng, 100) >= greedy_pct)
    return hc_agent_random_choose (g, rng);
  gint me = d->player, best_i = 0, ties = 0;
  double best = -INFINITY;
  for (gint i = 0; i < d->n_options; i++)
    {
      hc_game_copy_into (trial, g);
      if (!hc_game_choose (trial, d->option[i].id, NULL))
        continue;
      hc_game_advance (trial);
      double v = trial->over ? (trial->winner == me       ? 2.0
                                : trial->winner == 1 - me ? -2.0
                                                          : 0.0)
                             : evaluate (trial, me);
      /* equals share the choice: a unit chosen before its target scores
       * the same as any other, and the first offered must not always win */
      if (v > best + 1e-12)
        {
          best = v;
          best_i = i;
          ties = 1;
        }
      else if (v >= best - 1e-12 && hc_rng_bounded (rng, (guint32)++ties) == 0)
        best_i = i;
    }
  return d->option[best_i].id;
}
