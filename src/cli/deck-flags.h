/* The deck flags of play, demo and sim: --dark, --light, --format,
 * --allow-unimplemented (doc/decks.md). */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

/* Seats deck[side] (a deck file, or one of the ruleset's decks by name
 * without .deck; NULL: the ruleset's default deck) in the setup, each
 * checked against the ruleset's deck rules (a file) and the cards the
 * engine does not fully implement (refused unless allow_inert; a built-in
 * deck plays with a notice), then both against the play format when one
 * is given.  CLI_OK, or CLI_USAGE after a message naming cmd. */
int cli_decks_use (const char *cmd, HcMatchSetup *s,
                   const char *const deck[HC_MAX_PLAYERS], gboolean allow_inert,
                   const char *format);

/* The flags as demo and sim take them (play has its own words for them). */
typedef struct
{
  char *deck[HC_MAX_PLAYERS]; /* --dark, --light */
  char *format;
  gboolean allow_inert;
} CliDeckFlags;

/* Adds --dark, --light, --format and --allow-unimplemented to ctx. */
void cli_deck_options (GOptionContext *ctx, CliDeckFlags *f);
/* Whether any of them was given. */
gboolean cli_deck_flags_given (const CliDeckFlags *f);
/* cli_decks_use with the flags. */
int cli_deck_flags_use (const char *cmd, HcMatchSetup *s,
                        const CliDeckFlags *f);
void cli_deck_flags_clear (CliDeckFlags *f);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliDeckFlags, cli_deck_flags_clear)

G_END_DECLS
