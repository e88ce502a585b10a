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

/* One slice of a run, `sim --shard I/N`: games first..first+count-1 of the
 * run's `games`, and what `sim merge` checks is the same in every slice:
 * decks (the decks' fingerprint, sim_decks_sha256), edition_b (B of a
 * compare of two editions, else NULL) and agent[p] (side p's agent
 * described, NULL in a compare of two agents). */
typedef struct
{
  guint64 i, n;
  guint first, count, games;
  const char *decks;
  const char *edition_b;
  const char *agent[HC_MAX_PLAYERS];
} SimSlice;

/* the largest shard report `sim merge` reads.  A slice of lcg
 * hard:200 against search:200 takes about 1.3 KB a game (2 seeds of 7001
 * in both seatings: 825 thinking times, 5,367 bytes), so some 12,000 such
 * games fit; json-glib takes about 40 bytes of memory a byte of a list of
 * times (a 32 MB file of zeros: 1.35 GB), so a hostile file of 16 MB took
 * 760 MB. */
#define SIM_SHARD_MAX_BYTES (16u << 20)

/* The SHA-256 of both decks' card names, in order (a shard report names
 * its decks with it). */
char *sim_decks_sha256 (const HcMatchSetup *s);
/* The members a shard report has before its figures: shard, first,
 * run_games, holocron (the version), commit (the build's, or "unknown"),
 * decks, then edition_b, dark_agent and light_agent when set. */
void sim_json_slice (JsonBuilder *b, const SimSlice *slice);
/* A tally's members: games, wins (by side), draws, unfinished, turns
 * {mean, sd, min, max, sum, sum_squares}, decisions, decisions_per_game. */
void sim_json_tally (JsonBuilder *b, const HcRuleset *r, const SimTally *t);

/* The report of a run (or of merged shards); with a slice, the slice's
 * report for `sim merge`. */
void sim_print_text (const HcRuleset *r, const char *edition, guint64 seed,
                     const SimTally *t);
void sim_print_json (const HcRuleset *r, const char *edition, guint64 seed,
                     const SimTally *t, const SimSlice *slice);
/* k of n as a percentage with its 95% Wilson score interval. */
void sim_wilson (guint k, guint n, double *value, double *low, double *high);
/* holocron sim --compare A,B with two agents: the same seeds played with
 * A as the Dark Side and B as the Light Side, then sides swapped; games
 * first..first+count-1 of the seed (all of them without a slice; with one,
 * the slice's JSON report for `sim merge`). */
int sim_compare_agents (const HcMatchSetup *s, const HcAgent *a,
                        const HcAgent *b, guint64 seed, const SimSlice *slice,
                        guint games, guint threads, gboolean json);
/* The report of two agents over `games` seeds in both seatings: t[k] is
 * seating k (A plays side k); think_a and think_b the agents' thinking
 * times, or NULL when neither agent is a level. */
void sim_agents_report (const HcRuleset *r, const char *edition, guint64 seed,
                        guint games, const char *name_a, const char *name_b,
                        const SimTally t[2], HcAgentClock *think_a,
                        HcAgentClock *think_b, gboolean json);
/* holocron sim merge FILE...: argv[0] is "merge". */
int sim_merge (int argc, char **argv);
/* The same seeds under two editions: a table of each side's wins and the
 * game length under both, with 95% confidence intervals and the difference
 * B - A with its interval. */
void sim_compare_report (const HcRuleset *r, const char *edition_a,
                         const char *edition_b, guint64 seed,
                         const SimTally *ta, const SimTally *tb, gboolean json);
