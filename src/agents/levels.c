/* The difficulty levels: one search (search.c) set three ways, and a
 * greedy player that sometimes plays at random.
 *
 * - easy: greedy, but three moves in ten are chosen at random;
 * - normal: the hard search with a tenth of its playouts on one tree, and
 *   one move in ten at random;
 * - hard: the information-set search on two trees with the ruleset's
 *   richer evaluation (agent_evaluate) and, where the ruleset plays on
 *   before it evaluates, rollouts that mostly take the move the evaluation
 *   likes one step ahead, for a second a decision or the given number of
 *   playouts.
 *
 * Every random draw comes from the agent's generator, in the same order
 * whatever the thread count, so a seed and an iteration budget give the
 * same game. */
#include "hc-ruleset.h"
#include "search-plan.h"

/* the levels' settings for a ruleset that gives none: random rollouts of
 * the plain search's length, two trees for hard.  wotc and the LCG each
 * tune theirs (rulesets/R/agent-eval.c, with the measurements behind each
 * figure) */
static const HcLevelTuning default_tuning = { .rollout = -1, .hard_trees = 2 };
#define NORMAL_RANDOM_PCT 10
#define EASY_RANDOM_PCT 30

gboolean
hc_agent_kind_is_level (HcAgentKind kind)
{
  return kind == HC_AGENT_EASY || kind == HC_AGENT_NORMAL
         || kind == HC_AGENT_HARD;
}

static HcEvalFn
level_eval (const HcGame *g, const HcLevelTuning *t)
{
  if (t->evaluate)
    return t->evaluate;
  return g->rules->agent_evaluate ? g->rules->agent_evaluate
                                  : g->rules->evaluate;
}

guint32
hc_agent_level_choose (const HcAgent *a, const HcGame *g, HcRng *rng)
{
  const HcDecision *d = &g->decision;
  if (d->n_options <= 1)
    return d->n_options == 1 ? d->option[0].id : HC_OPTION_PASS;
  /* the coin is always drawn, so hard's generator moves like the others' */
  guint coin = hc_rng_bounded (rng, 100);
  if (a->kind == HC_AGENT_EASY)
    return coin < EASY_RANDOM_PCT ? hc_agent_random_choose (g, rng)
                                  : hc_agent_greedy_choose (g, rng);
  if (a->kind == HC_AGENT_NORMAL && coin < NORMAL_RANDOM_PCT)
    return hc_agent_random_choose (g, rng);
  gboolean hard = a->kind == HC_AGENT_HARD;
  const HcLevelTuning *t
      = g->rules->level_tuning ? g->rules->level_tuning : &default_tuning;
  HcSearchPlan plan = {
    .iterations = a->iterations,
    .think_ms = a->think_ms,
    .rollout = a->rollout >= 0 ? a->rollout : t->rollout,
    .evaluate = level_eval (g, t),
    .greedy_pct = t->greedy_pct,
    .settle = t->settle,
    .trees = hard ? MAX (1u, t->hard_trees) : 1,
    .threads = a->threads,
    .exploration = t->exploration,
    .final_share = hard ? t->hard_final_share : 0,
  };
  return hc_search_run (g, rng, &plan);
}
