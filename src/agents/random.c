#include "hc-agents.h"

guint32
hc_agent_random_choose (const HcGame *g, HcRng *rng)
{
  const HcDecision *d = &g->decision;
  if (d->n_options <= 0)
    return HC_OPTION_PASS;
  return d->option[hc_rng_bounded (rng, (guint32)d->n_options)].id;
}
