/* Measurements for `holocron bench`: whole random games, and the cost of
 * cloning and hashing a mid-game state.  Timing lives here and in the
 * benchmark() target only; no test ever asserts a time. */
#pragma once

#include "hc-agents.h"

G_BEGIN_DECLS

typedef struct
{
  guint games;
  guint unfinished;
  guint64 decisions;
  double seconds;       /* wall time of the games, set-up included */
  double clone_ns;      /* hc_game_clone + hc_game_free */
  double copy_ns;       /* hc_game_copy_into an existing game */
  double hash_ns;       /* hc_game_hash */
  guint64 longest_seed; /* the seed of the run's longest game */
  gint mid_turn;        /* the state the three above were measured on */
  guint64 mid_decision;
  gsize state_bytes;     /* sizeof (HcGame) */
  glong peak_rss_kib;    /* of the whole process, after the run */
  gboolean counted;      /* allocations were counted (not a sanitizer build) */
  guint64 setup_allocs;  /* heap allocations starting the games */
  guint64 play_allocs;   /* ... and playing them, once started */
  guint64 log_bytes_max; /* the largest game log, in bytes of entries */
} HcBenchResult;

/* The heap allocations the program has made so far; FALSE when this
 * build cannot count them. */
gboolean hc_bench_allocations (guint64 *count);

/* Play `games` whole games with random players, game i seeded from seed
 * and i, with no record (the engine alone).  Notes the longest game, whose
 * middle stands for a mid-game state. */
gboolean hc_bench_games (const HcMatchSetup *s, guint games, guint64 seed,
                         guint64 max_decisions, HcBenchResult *res,
                         GError **error);

/* Time clone, copy and hash on the state halfway through the game of
 * `seed` (hc_match_game_seed's, e.g. res->longest_seed). */
gboolean hc_bench_state_ops (const HcMatchSetup *s, guint64 seed,
                             guint64 max_decisions, HcBenchResult *res,
                             GError **error);

G_END_DECLS
