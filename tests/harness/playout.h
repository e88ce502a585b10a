/* Random playouts that check the engine's promises at every decision
 * (after OpenSpiel's random simulation tests).
 *
 * A playout plays whole games choosing uniformly among the offered options
 * and, at every decision, checks that:
 *   - the state passes hc_check_invariants();
 *   - advancing again while the decision is pending changes nothing;
 *   - no player gains or loses cards;
 *   - a clone hashes like the original and, given the same choice, reaches
 *     the same next state;
 *   - save -> load gives the same hash and record, and the loaded game,
 *     given the same choice, reaches the same next state;
 *   - the decision is well formed (distinct ids, a prompt, a label for
 *     each option), every offered option is accepted on a clone, and an
 *     id that is not offered is refused with the state unchanged;
 *   - new log entries name a known message and rule, and render as text
 *     and as valid JSON;
 * and, at the end of each game, that replaying its record reproduces every
 * hash and the final state.
 *
 * Failures come back as a GError whose message starts with the seed and
 * the decision number, so a failing game can be replayed alone.
 */
#pragma once

#include "hc-save.h"

G_BEGIN_DECLS

typedef struct
{
  const HcRuleset *rules; /* must be registered: records name it by id */
  const HcCardDb *db;
  const char *edition; /* NULL: the latest */
  const gint16 *deck[HC_MAX_PLAYERS];
  gint n_deck[HC_MAX_PLAYERS];
  guint64 first_seed; /* game i is played with seed first_seed + i */
  guint n_games;
  guint max_decisions; /* per game before it counts as endless; 0: 5000 */
  /* also advance a clone through every offered option (not only the chosen
   * one) and check the state it reaches: slower, finds more */
  gboolean explore;
  /* save and load at every n-th decision and at the end; 0 or 1: at every
   * decision.  A save holds the whole log, so this check dominates the
   * cost of long games. */
  guint save_every;
} HcPlayout;

typedef struct
{
  guint games;
  guint64 decisions;
  guint longest_game;                /* decisions */
  guint results[HC_MAX_PLAYERS + 1]; /* wins per player, then draws */
  guint no_winner;                   /* games that ended with winner HC_NONE */
  guint64 options_tried;
  guint64 log_entries;
} HcPlayoutStats;

/* Play cfg->n_games games; stats may be NULL.  Stops at the first failure. */
gboolean hc_playout_run (const HcPlayout *cfg, HcPlayoutStats *stats,
                         GError **error);
/* Play one game with the given seed. */
gboolean hc_playout_game (const HcPlayout *cfg, guint64 seed,
                          HcPlayoutStats *stats, GError **error);

/* hc_check_invariants (src/core/hc-ruleset.h) is the structural check. */

G_END_DECLS
