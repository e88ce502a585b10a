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

G_END_DECLS
