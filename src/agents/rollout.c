/* The stronger agents' rollout policy: mostly the move that looks best one
 * step ahead, sometimes a random one.  Pure random rollouts make an army
 * retreat or pass as often as it attacks, so the positions they reach say
 * little about the position searched; always-greedy rollouts would repeat
 * one line of play and miss the rest. */
#include "hc-ruleset.h"
#include "search-plan.h"

#include <math.h>

void
hc_rollout_step (HcGame **g, HcGame *spare[2], HcRng *rng, HcEvalFn evaluate,
                 guint greedy_pct)
{
  const HcDecision *d = &(*g)->decision;
  if (d->n_options <= 1 || greedy_pct == 0
      || hc_rng_bounded (rng, 100) >= greedy_pct)
    {
      hc_game_choose (*g, hc_agent_random_choose (*g, rng), NULL);
      return;
    }
  for (gint k = 0; k < 2; k++)
    if (!spare[k])
      spare[k] = hc_game_clone (*g);
  /* spare[0] tries each option; spare[1] keeps the position the best so
   * far led to, which is what *g becomes when it is chosen: the chosen
   * option is not played a second time */
  gint me = d->player, best_i = 0, ties = 0;
  gboolean kept = FALSE;
  double best = -INFINITY;
  for (gint i = 0; i < d->n_options; i++)
    {
      HcGame *t = spare[0];
      hc_game_copy_live (t, *g);
      if (!hc_game_choose (t, d->option[i].id, NULL))
        continue;
      hc_game_advance (t);
      double v = t->over ? (t->winner == me       ? 2.0
                            : t->winner == 1 - me ? -2.0
                                                  : 0.0)
                         : evaluate (t, me);
      /* equals share the choice: a unit chosen before its target scores
       * the same as any other, and the first offered must not always win */
      gboolean take = FALSE;
      if (v > best + 1e-12)
        {
          best = v;
          ties = 1;
          take = TRUE;
        }
      else if (v >= best - 1e-12 && hc_rng_bounded (rng, (guint32)++ties) == 0)
        take = TRUE;
      if (take)
        {
          spare[0] = spare[1];
          spare[1] = t;
          best_i = i;
          kept = TRUE;
        }
    }
  if (!kept)
    {
      hc_game_choose (*g, d->option[best_i].id, NULL);
      return;
    }
  /* the kept position is *g after the choice and the advance that
   * follows it, which the caller's next advance finds done */
  HcGame *t = *g;
  *g = spare[1];
  spare[1] = t;
}
