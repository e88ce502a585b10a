/* holocron sim: the tally of a run of random games, shared by the plain
 * report and the comparison of two editions (sim-compare.c). */
#pragma once

/* the most games one `sim` run plays (a few hundred megabytes of results
 * at most) */
#define SIM_MAX_GAMES 10000000

#include "cli.h"

typedef struct
{
  guint games;
  guint wins[HC_MAX_PLAYERS];
  guint draws;
  guint unfinished;
  /* exact integer sums, so shards merge and threads tally to the very
   * same figures */
  guint64 turn_sum;
  guint64 turn_sq_sum;
  gint turn_min;
  gint turn_max;
  guint64 decisions;
} SimTally;

double sim_turn_mean (const SimTally *t);
double sim_turn_sd (const SimTally *t);
/* Add u's games to t. */
void sim_tally_add (SimTally *t, const SimTally *u);
/* Games first..first+count-1 of the master seed, tallied into t, on
 * `threads` threads: the tally is the same for any number of threads
 * (unless an agent has a time budget).  agents[p] plays side p; NULL for
 * two random players. */
gboolean sim_play_games (const HcMatchSetup *s, const HcAgent *agents,
                         guint64 seed, guint first, guint count, guint threads,
                         SimTally *t, GError **error);

/* The report of a run (or of merged shards); shard is "I/N" or NULL, and
 * first the index of the shard's first game. */
void sim_print_text (const HcRuleset *r, const char *edition, guint64 seed,
                     const SimTally *t);
void sim_print_json (const HcRuleset *r, const char *edition, guint64 seed,
                     const SimTally *t, const char *shard, guint first);
/* k of n as a percentage with its 95% Wilson score interval. */
void sim_wilson (guint k, guint n, double *value, double *low, double *high);
/* holocron sim --compare A,B with two agents: the same seeds played with
 * A as the Dark Side and B as the Light Side, then sides swapped. */
int sim_compare_agents (const HcMatchSetup *s, const HcAgent *a,
                        const HcAgent *b, guint64 seed, guint games,
                        guint threads, gboolean json);
/* holocron sim merge FILE...: argv[0] is "merge". */
int sim_merge (int argc, char **argv);
/* The same seeds under two editions: a table of each side's wins and the
 * game length under both, with 95% confidence intervals and the difference
 * B - A with its interval. */
void sim_compare_report (const HcMatchSetup *a, const HcMatchSetup *b,
                         guint64 seed, const SimTally *ta, const SimTally *tb,
                         gboolean json);
