/* The greedy agent: every option is tried once on an imagined copy of the
 * position (hidden cards re-dealt, dice reseeded), the copy is played on to
 * the next decision, and the option whose position the ruleset's evaluation
 * likes best is chosen; ties are broken at random.  Every option sees the
 * same imagined copy and the same dice, so they are compared fairly. */
#include "hc-agents.h"
#include "hc-ruleset.h"

#include <math.h>

/* a finished game beats any evaluation (-1..1) */
static double
score (const HcGame *g, gint me)
{
  if (g->over)
    return g->winner == me ? 2.0 : g->winner == 1 - me ? -2.0 : 0.0;
  return g->rules->evaluate ? g->rules->evaluate (g, me) : 0.0;
}

guint32
hc_agent_greedy_choose (const HcGame *g, HcRng *rng)
{
  const HcDecision *d = &g->decision;
  gint me = d->player;
  if (d->n_options <= 0)
    return HC_OPTION_PASS;
  g_autoptr (HcGame) base = hc_agent_imagine (g, me, rng);
  g_autoptr (HcGame) trial = hc_game_clone (base);
  double best = -INFINITY;
  gint best_i = 0, ties = 0;
  for (gint i = 0; i < d->n_options; i++)
    {
      hc_game_copy_into (trial, base);
      if (!hc_game_choose (trial, d->option[i].id, NULL))
        continue;
      hc_game_advance (trial);
      double v = score (trial, me);
      /* reservoir choice among equals: each tie kept with chance 1/ties */
      if (v > best + 1e-12)
        {
          best = v;
          best_i = i;
          ties = 1;
        }
      else if (fabs (v - best) <= 1e-12
               && hc_rng_bounded (rng, (guint32)++ties) == 0)
        best_i = i;
    }
  return d->option[best_i].id;
}
