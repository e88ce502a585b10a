/* One player's view of a game: everything that player may know, nothing
 * more.  The terminal board, an agent's reading of the game and a
 * per-player JSON export are all meant to be built from this one value;
 * hc_card_known_to (src/core/view.c) decides, card by card, what a player
 * may identify. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

/* A card as the viewer sees it.  A card the viewer may not identify keeps
 * neither its definition nor its index in the game (the index would tell
 * which deck-list entry it is): both are HC_NONE, and it is listed with
 * the other unknown cards of its zone in position order. */
typedef struct
{
  gint16 card; /* index in the game, HC_NONE when unknown */
  gint16 def;  /* card definition, HC_NONE when unknown */
  guint8 owner;
  guint8 controller;
  guint8 zone;
  guint8 zone_player;
  guint8 flags;
  /* position in the zone; HC_NONE in a zone whose order is hidden */
  gint16 pos;
  /* the host's game index when it is known; HC_NONE when the card hangs
   * on nothing or on an unknown card (hangs_on_unknown says which) */
  gint16 attached_to;
  gint16 under;
  gboolean hangs_on_unknown;
  gint16 counter[HC_MAX_COUNTERS];
  gint32 stat[HC_MAX_STATS]; /* current stats of a known card in play */
} HcViewCard;

typedef struct
{
  gint viewer;
  gint n_cards;
  HcViewCard card[HC_MAX_CARDS]; /* known cards by index, then the rest */
  gint32 res[HC_MAX_PLAYERS][HC_MAX_RES];
  gint32 global[HC_MAX_GLOBALS];
  gint8 winner;
  guint8 over;
  /* whose decision is pending (HC_NONE: none); its options only when it
   * is the viewer's own */
  gint8 decider;
  guint16 decision_kind;
  gint16 n_options;
  HcOption option[HC_MAX_OPTIONS];
} HcPlayerView;

/* Fill `out` with what `viewer` may know of g. */
void hc_game_player_view (const HcGame *g, gint viewer, HcPlayerView *out);
/* The game indices of the cards `viewer`'s view leaves without identity,
 * in game order, and how many: what an agent must imagine.  The view
 * names exactly the other cards; this is its first step, apart, for
 * callers that need only the split (an agent's look ahead, where the
 * whole view's stats and sorting would cost more than the look itself). */
gint hc_player_view_unknown (const HcGame *g, gint viewer, gint16 *out);
/* qsort order of unknown cards: by where they lie, then by all that shows,
 * so the order says nothing of which cards they are */
gint hc_view_card_by_place (gconstpointer a, gconstpointer b);
/* The view as one JSON object (`holocron ... --json` for one player):
 * card names instead of definitions, zone and player names, option
 * labels for the viewer's own decision. */
void hc_player_view_json (const HcGame *g, const HcPlayerView *v, GString *out);

G_END_DECLS
