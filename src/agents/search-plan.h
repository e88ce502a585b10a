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
} HcSearchPlan;

guint32 hc_search_run (const HcGame *g, HcRng *rng, const HcSearchPlan *plan);

/* One rollout decision for the player to move in g (advanced): at random,
 * or, greedy_pct percent of the time, the option whose position after one
 * step `evaluate` likes best.  trial is scratch space of g's size. */
guint32 hc_rollout_pick (HcGame *g, HcGame *trial, HcRng *rng,
                         HcEvalFn evaluate, guint greedy_pct);

G_END_DECLS
