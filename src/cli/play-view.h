/* holocron play: what one player may see of the game, drawn from that
 * player's view (hc_game_player_view).  The board is drawn
 * from the ruleset's names (zones, counters, resources, globals, stats);
 * the ruleset's hidden zones (decks) show only a count, and its private
 * zones (hands) show names only to their owner. */
#pragma once

#include "cli.h"
#include "hc-view.h"

G_BEGIN_DECLS

/* The whole board as `viewer` may see it. */
void play_view_board (const HcGame *g, gint viewer, GString *out);

/* The same view as one JSON object (hc_player_view_json): the `view`
 * command at the play prompt. */
void play_view_json (const HcGame *g, gint viewer, GString *out);

/* The prompt and the numbered options of the pending decision. */
void play_view_options (const HcGame *g, GString *out);

/* The names of the cards in `player`'s private zones, separated by "|"
 * (for the test suite's check that they never reach the other player). */
void play_view_private (const HcGame *g, gint player, GString *out);

G_END_DECLS
