/* What one search is asked to do: shared by the plain search agent and the
 * difficulty levels, which differ only in these settings. */
#pragma once

#include "hc-agents.h"

G_BEGIN_DECLS

typedef double (*HcEvalFn) (const HcGame *g, gint player);

typedef struct
{
  guint iterations; /* playouts in all, over every tree */
  guint think_ms;   /* 0: no clock; else also stop there (not repeatable) */
  gint rollout;     /* decisions past the tree; -1: the ruleset's figure */
  HcEvalFn evaluate;
  /* percent of rollout decisions taken by a one-step look at `evaluate`
   * instead of at random: 0 is the plain random rollout */
  guint greedy_pct;
  /* then up to this many decisions passed while the decision is a
   * priority window offering a pass (kind 0): the position is scored
   * once what is under way (an attack's dice) has happened */
  guint settle;
  /* independent trees, each with its own generator drawn from the
   * agent's: their number, not the thread count, fixes the result */
  guint trees;
  guint threads; /* at most this many trees searched at once */
  /* UCB1's exploration constant; 0: the plain search's */
  double exploration;
  /* the answer: 0, the root option visited most (summed over the trees);
   * else the one with the best mean score among those visited at least
   * this share (0..1] of the most visited one's count */
  double final_share;
} HcSearchPlan;

guint32 hc_search_run (const HcGame *g, HcRng *rng, const HcSearchPlan *plan);

/* One rollout decision for the player to move in *g (advanced), made: at
 * random, or, greedy_pct percent of the time, the option whose position
 * after one step `evaluate` likes best.  *g is then the game after the
 * choice; it may be one of the spare games (scratch space, made on first
 * use), the old *g taking its place among them. */
void hc_rollout_step (HcGame **g, HcGame *spare[2], HcRng *rng,
                      HcEvalFn evaluate, guint greedy_pct);

/* What re-dealing one position's hidden cards needs, worked out once per
 * position: the unknown places grouped by pool (pool p holds places
 * pool_end[p - 1] .. pool_end[p] - 1, in card order) and each pool's card
 * identities sorted. */
typedef struct
{
  gint16 n_pools;
  gint16 pool_end[HC_MAX_CARDS];
  gint16 place[HC_MAX_CARDS];
  gint16 defs[HC_MAX_CARDS];
} HcRedeal;

void hc_agent_redeal_plan (const HcGame *g, gint viewer, HcRedeal *out);
/* shuffles each pool's identities over its places, then reseeds g's dice:
 * hc_agent_redeal's draws, in its order */
void hc_agent_redeal_apply (HcGame *g, const HcRedeal *r, HcRng *rng);
/* a copy of g with a scratch log of its own, not yet re-dealt */
HcGame *hc_agent_imagine_new (const HcGame *g);
/* dst (from hc_agent_imagine_new) becomes g imagined again, keeping its
 * scratch log: hc_agent_imagine without the allocation */
void hc_agent_imagine_into (HcGame *dst, const HcGame *g, const HcRedeal *r,
                            HcRng *rng);

G_END_DECLS
