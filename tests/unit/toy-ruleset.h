/* A tiny two-player card game used to test the core and the playout
 * harness.  It is built in code (cards, editions) so tests depend on no
 * data files, yet it exercises every core mechanism a real ruleset uses:
 * a turn loop of resumable steps, a priority window with plays by both
 * players, a nested decision inside a play, dice, lasting effects of
 * several durations (including doubling and while-in-play), triggers,
 * counters, attachments, shuffles and a win by points or a turn limit.
 *
 * Rules of the toy game:
 *   - each player has a deck of numbered cards; both draw 3 at the start;
 *   - a turn: the active player draws (a spent deck is rebuilt from the
 *     discard pile), gains 2 energy and the other player 1 (at most 3);
 *   - a priority window opens, active player first: for 1 energy a player
 *     plays a card from hand to the table, or attaches it to their top
 *     table card (the host gains the card's power while it stays);
 *     a played card of power 5+ may discard an opponent's table card;
 *     "Doubler" doubles its player's score this turn; every play gives the
 *     opponent an "echo" trigger worth 1 point at the end of the turn;
 *   - after the window the active player rolls a die and scores it plus
 *     half the power of the cards played this turn (doubled by Doubler);
 *     in edition toy-2025 a six scores 2 more;
 *   - table cards of the active player gain a charge; at 3 charges a card
 *     is discarded (with everything attached to it);
 *   - first to TOY_TARGET points wins; after TOY_TURN_LIMIT turns the
 *     higher score wins, equal scores draw.
 */
#pragma once

#include "hc-save.h"

G_BEGIN_DECLS

#define TOY_TARGET 50
#define TOY_TURN_LIMIT 16

enum
{
  TOY_ZONE_DECK,
  TOY_ZONE_HAND,
  TOY_ZONE_TABLE,
  TOY_ZONE_DISCARD,
  TOY_N_ZONES
};

enum
{
  TOY_RES_POINTS,
  TOY_RES_ENERGY,
  TOY_N_RES
};

enum
{
  TOY_COUNTER_CHARGE,
  TOY_N_COUNTERS
};

enum
{
  TOY_G_TARGET = HC_G_FIRST_RULESET,
  TOY_G_TURN_LIMIT,
  TOY_G_LAST_DIE,
  TOY_N_GLOBALS
};

enum
{
  TOY_PHASE_SETUP,
  TOY_PHASE_DRAW,
  TOY_PHASE_ACTION,
  TOY_PHASE_SCORE,
  TOY_N_PHASES
};

enum
{
  TOY_STEP_TURN = HC_STEP_FIRST_RULESET,
  TOY_STEP_PLAY,
  TOY_STEP_BARRIER, /* for tests: asks one "continue" question */
  TOY_N_STEPS
};

enum
{
  TOY_SW_SIX_BONUS,
  TOY_N_SWITCHES
};

/* decision kinds (0 is the core's window) */
enum
{
  TOY_DEC_WINDOW = 0,
  TOY_DEC_TARGET,
  TOY_DEC_BARRIER,
};

/* option kinds and ids: ids derive from the card, so they stay stable */
enum
{
  TOY_OPT_PLAY = 1,
  TOY_OPT_ATTACH,
  TOY_OPT_TARGET,
  TOY_OPT_NO_TARGET,
  TOY_OPT_CONTINUE,
};
#define TOY_ID_PLAY(card) (1u + (guint32)(card))
#define TOY_ID_ATTACH(card) (1000u + (guint32)(card))
#define TOY_ID_TARGET(card) (2000u + (guint32)(card))
#define TOY_ID_NO_TARGET 3000u
#define TOY_ID_CONTINUE 7u

/* lasting effect kinds */
enum
{
  TOY_EFFECT_POWER = 1,  /* target: a card */
  TOY_EFFECT_SCORE0 = 2, /* target HC_NONE; + player */
};
#define TOY_EFFECT_DOUBLE 0x8000u /* or-ed into a kind: a multiplier */

enum
{
  TOY_ABILITY_ECHO = 1,
};

enum
{
  TOY_WIN_POINTS = 1,
  TOY_WIN_TURN_LIMIT,
};

/* messages (indices into the ruleset's message table) */
enum
{
  TOY_MSG_SETUP,
  TOY_MSG_TURN,
  TOY_MSG_DRAW,
  TOY_MSG_RESHUFFLE,
  TOY_MSG_ENERGY,
  TOY_MSG_PLAY,
  TOY_MSG_ATTACH,
  TOY_MSG_DISCARD,
  TOY_MSG_NO_TARGET,
  TOY_MSG_ROLL,
  TOY_MSG_SCORE,
  TOY_MSG_ECHO,
  TOY_MSG_CHARGE_OUT,
  TOY_MSG_WINDOW_CLOSED,
  TOY_MSG_WIN,
  TOY_MSG_DRAW_GAME,
  TOY_MSG_CONTINUE,
  TOY_MSG_TEST, /* "{p0} moves {c0} to {z1}, {n2} times; {o0} watches" */
  TOY_N_MESSAGES
};

enum
{
  TOY_RULE_SETUP,
  TOY_RULE_TURN,
  TOY_RULE_PLAY,
  TOY_RULE_WINDOW,
  TOY_RULE_SCORE,
  TOY_RULE_CHARGE,
  TOY_RULE_WIN,
  TOY_N_RULES
};

/* Card definitions: "Card 1".."Card 8" (set TOY, numbers 1..8, power =
 * number) and "Doubler" (TOY 9, power 0). */
#define TOY_N_CARD_DEFS 9
#define TOY_DEF_DOUBLER 8

/* The toy ruleset, registered under "toy" on first use, with two
 * editions built in code: toy-2024 and toy-2025 (latest). */
HcRuleset *toy_ruleset (void);
/* A fresh card database (the caller frees it). */
HcCardDb *toy_cards (void);
/* A deck of n cards cycling through every definition, offset by shift. */
GArray *toy_deck (gint n, gint shift);
/* A started game (decks of 12) with a record, for tests. */
HcGame *toy_game_new (const HcCardDb *db, guint64 seed, HcRecord **rec_out);
/* An unstarted game with no frames and no cards, for primitive tests. */
HcGame *toy_game_empty (const HcCardDb *db, guint64 seed);

G_END_DECLS
