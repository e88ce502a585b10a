/* holocron sim: the tally of a run of random games, shared by the plain
 * report and the comparison of two editions (sim-compare.c). */
#pragma once

#include "cli.h"

typedef struct
{
  guint games;
  guint wins[HC_MAX_PLAYERS];
  guint draws;
  guint unfinished;
  /* Welford's running mean and squared deviations of the turn count */
  double turn_mean;
  double turn_m2;
  gint turn_min;
  gint turn_max;
  guint64 decisions;
} SimTally;

double sim_turn_sd (const SimTally *t);
/* Games 0..games-1 of the master seed, tallied into t in game order, on
 * `threads` threads: the tally is the same for any number of threads. */
gboolean sim_play_games (const HcMatchSetup *s, guint64 seed, guint games,
                         guint threads, SimTally *t, GError **error);
/* The same seeds under two editions: a table of each side's wins and the
 * game length under both, with 95% confidence intervals and the difference
 * B - A with its interval. */
void sim_compare_report (const HcMatchSetup *a, const HcMatchSetup *b,
                         guint64 seed, const SimTally *ta, const SimTally *tb,
                         gboolean json);
