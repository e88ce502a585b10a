/* Which agent plays, by name, and the one entry point that asks it. */
#include "hc-agents.h"

static const char *const kind_names[HC_AGENT_N_KINDS]
    = { "random", "greedy", "search", "easy", "normal", "hard" };

gboolean
hc_agent_kind_parse (const char *text, HcAgentKind *out)
{
  for (gint k = 0; k < HC_AGENT_N_KINDS; k++)
    if (text && g_ascii_strcasecmp (text, kind_names[k]) == 0)
      {
        *out = (HcAgentKind)k;
        return TRUE;
      }
  return FALSE;
}

const char *
hc_agent_kind_name (HcAgentKind kind)
{
  return kind < HC_AGENT_N_KINDS ? kind_names[kind] : "?";
}

HcAgent
hc_agent_default (HcAgentKind kind)
{
  HcAgent a = { .kind = kind,
                .iterations = HC_AGENT_DEFAULT_ITERATIONS,
                .rollout = -1,
                .threads = 1 };
  if (kind == HC_AGENT_NORMAL)
    a.iterations = HC_AGENT_NORMAL_ITERATIONS;
  if (kind == HC_AGENT_HARD)
    {
      a.iterations = HC_AGENT_HARD_MAX_ITERATIONS;
      a.think_ms = HC_AGENT_HARD_THINK_MS;
    }
  return a;
}

static guint32
choose (const HcAgent *a, const HcGame *g, HcRng *rng)
{
  HcAgentKind kind = a ? a->kind : HC_AGENT_RANDOM;
  /* random draws even for a forced move, as it always has, so games with
   * "--agent random" are the games of the plain run; the others need no
   * thought there */
  if (kind != HC_AGENT_RANDOM && g->decision.n_options == 1)
    return g->decision.option[0].id;
  switch (kind)
    {
    case HC_AGENT_GREEDY:
      return hc_agent_greedy_choose (g, rng);
    case HC_AGENT_SEARCH:
      return hc_agent_search_choose (g, rng, a->iterations, a->think_ms,
                                     a->rollout);
    case HC_AGENT_EASY:
    case HC_AGENT_NORMAL:
    case HC_AGENT_HARD:
      return hc_agent_level_choose (a, g, rng);
    default:
      return hc_agent_random_choose (g, rng);
    }
}

guint32
hc_agent_choose (const HcAgent *a, const HcGame *g, HcRng *rng)
{
  if (!a || !a->clock || g->decision.n_options <= 1)
    return choose (a, g, rng);
  gint64 start = g_get_monotonic_time ();
  guint32 id = choose (a, g, rng);
  hc_agent_clock_add (a->clock, g_get_monotonic_time () - start);
  return id;
}
