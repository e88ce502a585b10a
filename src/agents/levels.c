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

/* the share of rollout decisions taken by the one-step look */
#define HARD_GREEDY_PCT 70
/* decisions past the tree for the levels, where the ruleset plays on
 * before it evaluates (lcg): its figure plus this many, with the heuristic
 * policy.  Where it reads the evaluation at once (wotc) the levels do too:
 * 4 heuristic decisions there won no more games against greedy (23 of 30
 * with them and without, at 200 playouts) and made a playout about 5 times
 * dearer, which a clock-bound search pays in playouts. */
#define LEVEL_EXTRA_ROLLOUT 4
#define HARD_TREES 2
/* where the ruleset reads its evaluation at once (wotc), a playout first
 * passes through up to this many play-or-pass chances, so an attack chosen
 * in the tree is scored after its dice and damage, not before: 75.5% ->
 * 79.5% of 200 games against greedy at 200 playouts (alone), 83.5% with
 * the evaluation's attacks to come.  Where the ruleset plays on (lcg) the
 * windows are where its actions are played, and passing them is no guess */
#define SETTLE_DECISIONS 8
/* UCB1's exploration constant for the levels where the ruleset reads its
 * evaluation at once (wotc).  The evaluation's scores of one decision's
 * options differ by far less than the 0 to 1 of a win, so (we believe) the
 * plain search's 0.7 spreads the playouts nearly evenly and the most
 * visited option is close to a coin toss; measured, 0.3 won 68 of 100 games
 * against search:200 at hard:1000 instead of 61 (0.15: 68 too).  In the LCG,
 * whose playouts play on, 0.3 won 29 of 42 games at hard:200 instead of 31, so
 * it keeps the plain figure */
#define SETTLED_EXPLORATION 0.3
#define NORMAL_RANDOM_PCT 10
#define EASY_RANDOM_PCT 30

gboolean
hc_agent_kind_is_level (HcAgentKind kind)
{
  return kind == HC_AGENT_EASY || kind == HC_AGENT_NORMAL
         || kind == HC_AGENT_HARD;
}

static HcEvalFn
level_eval (const HcGame *g)
{
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
  HcSearchPlan plan = {
    .iterations = a->iterations,
    .think_ms = a->think_ms,
    .rollout = a->rollout >= 0 ? a->rollout
               : g->rules->search_rollout > 0
                   ? g->rules->search_rollout + LEVEL_EXTRA_ROLLOUT
                   : 0,
    .evaluate = level_eval (g),
    .greedy_pct = HARD_GREEDY_PCT,
    .settle = g->rules->search_rollout > 0 ? 0 : SETTLE_DECISIONS,
    .trees = hard ? HARD_TREES : 1,
    .threads = a->threads,
    .exploration = g->rules->search_rollout > 0 ? 0 : SETTLED_EXPLORATION,
  };
  return hc_search_run (g, rng, &plan);
}
