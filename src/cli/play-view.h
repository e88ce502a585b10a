/* holocron play: what one player may see of the game, drawn from that
 * player's view (hc_game_player_view).  The board is drawn
 * from the ruleset's names (zones, counters, resources, globals, stats),
 * read through play-words.c; the ruleset's hidden zones (decks) show only
 * a count, and its private zones (hands) show names only to their owner. */
#pragma once

#include "cli.h"
#include "hc-view.h"

G_BEGIN_DECLS

/* How the board is drawn: the width it wraps to and whether it may use
 * colour (ANSI escapes). */
typedef struct
{
  gint width;
  gboolean color;
  gboolean watching; /* nobody at the terminal plays: no side is "you" */
} PlayStyle;

/* The terminal's width: COLUMNS if set, else the terminal's own (ioctl on
 * standard output), else 80; never under 40. */
gint play_terminal_width (void);

/* --color=auto|always|never: auto is on when standard output is a
 * terminal and NO_COLOR is unset.  FALSE with a message for another
 * word. */
gboolean play_color_parse (const char *cmd, const char *text, gboolean *out);

/* The #N the board gives a copy of card in play (a CliCopyNumber). */
gint play_copy_number (const HcGame *g, gint viewer, gint card);

/* The whole board as `viewer` may see it. */
void play_view_board (const HcGame *g, gint viewer, const PlayStyle *style,
                      GString *out);

/* The same view as one JSON object (hc_player_view_json): `view --json`
 * at the play prompt. */
void play_view_json (const HcGame *g, gint viewer, GString *out);

/* The options' labels as the board shows them (char *): copies of a card
 * in labels that would read alike carry the board's #1, #2... */
GPtrArray *play_option_labels (const HcGame *g);

/* The prompt and the numbered options of the pending decision. */
void play_view_options (const HcGame *g, const PlayStyle *style, GString *out);

/* The names of the cards in `player`'s private zones, separated by "|"
 * (for the test suite's check that they never reach the other player). */
void play_view_private (const HcGame *g, gint player, GString *out);

/* play-words.c: the words for the rulesets' machine names; NULL for a
 * name never shown (or a resource not worth showing at `value`). */
const char *play_word_zone (const char *name);
const char *play_word_resource (const char *name, gint32 value);
const char *play_word_stat (const char *name);
const char *play_word_flag (const char *name);
/* whether a stat is the capacity the "damage" counter counts against */
gboolean play_is_capacity (const char *stat);
/* the Location zone shown on an arena's line, or -1; whether a zone is
 * one of those */
gint play_zone_location_of (const HcRuleset *r, gint zone);
gboolean play_zone_is_location (const HcRuleset *r, gint zone);
/* what a player would say of the game-wide values ("battle in the Space
 * arena; Death Star dial 4"), appended to out */
void play_words_game (const HcGame *g, const gint32 *global, GString *out);

G_END_DECLS
