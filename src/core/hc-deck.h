/* Decks as players keep them: plain lists, LackeyCCG .dek files and OCTGN
 * .o8d files, read into card ids of a card database and written back.
 * Every reader is bounded (size, line length, depth, counts) and every
 * error names the file and line without echoing the line. */
#pragma once

#include "hc-cards.h"
#include "hc-game.h"

G_BEGIN_DECLS

typedef enum
{
  HC_DECK_TEXT, /* "3x Name", "3 Name", "Name x3", "SET NUMBER", "set N" */
  HC_DECK_DEK,  /* LackeyCCG XML: one <card> per copy */
  HC_DECK_O8D,  /* OCTGN XML: <section>s of <card qty id> */
} HcDeckFormat;

#define HC_DECK_MAX_BYTES (1 << 20)
#define HC_DECK_MAX_LINE 1024
#define HC_DECK_MAX_COUNT 60
#define HC_DECK_MAX_DEPTH 8

/* A card a file holds that is in no set of the card data (a fan-made card,
 * or an official one not imported yet), kept so an export gives it back. */
typedef struct
{
  char *name;
  char *set;    /* as written; NULL if none */
  char *ext_id; /* the file's own id (Lackey name id, OCTGN guid); or NULL */
  gint line;
  gint count;
  gboolean fan; /* its set is a fan-made one */
} HcDeckOther;

typedef struct
{
  char *name; /* the file name, for messages */
  HcDeckFormat format;
  GArray *cards;    /* gint16 card ids, one per copy, in file order */
  GArray *lines;    /* gint line of each entry of cards */
  GPtrArray *other; /* HcDeckOther*: cards not in the card data */
  /* .o8d: the Command Deck's lines in file order (HcDeckCommand), so an
   * .o8d export gives OCTGN's own order back; NULL for other formats */
  GArray *command;
} HcDeck;

void hc_deck_free (HcDeck *deck);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcDeck, hc_deck_free)

/* Reads any of the formats, told apart by content.  `len` < 0: text is
 * NUL-terminated. */
HcDeck *hc_deck_load (const char *name, const char *text, gssize len,
                      const HcCardDb *db, GError **error);
HcDeck *hc_deck_load_file (const char *path, const HcCardDb *db,
                           GError **error);
HcDeckFormat hc_deck_detect (const char *text, gsize len);
const char *hc_deck_format_name (HcDeckFormat f);
gboolean hc_deck_format_parse (const char *name, HcDeckFormat *out);

/* The readers behind hc_deck_load; `text` is valid UTF-8 without NUL. */
gboolean hc_deck_read_text (HcDeck *deck, const char *text, const HcCardDb *db,
                            GError **error);
gboolean hc_deck_read_xml (HcDeck *deck, const char *text, gsize len,
                           const HcCardDb *db, GError **error);
/* appends `count` copies of card `idx` read at `line` */
gboolean hc_deck_add (HcDeck *deck, gint16 idx, gint count, gint line,
                      GError **error);
void hc_deck_add_other (HcDeck *deck, const char *name, const char *set,
                        const char *ext_id, gint line, gboolean fan);

/* "set START" when a card's set is not in the card data: is it fan-made?
 * (any set the card data does not know, for the .dek files) */
gboolean hc_deck_db_has_set (const HcCardDb *db, const char *set);

/* A name as it may appear in a message: at most 48 characters, no
 * control characters, so a message never echoes a whole line back. */
char *hc_deck_quote (const char *s);

/* " (did you mean \"A\" or \"B\"?)" for a name near one in the card data,
 * by edit distance; "" when none is near. */
char *hc_deck_suggest (const HcCardDb *db, const char *name);

/* Writes the deck (ids, plus the cards not in the card data) in a
 * format.  The o8d writer needs affiliation and objective cards (the
 * engine's LCG decks) and the OCTGN id table. */
gboolean hc_deck_write (const HcDeck *deck, const HcCardDb *db,
                        HcDeckFormat format, GString *out, GError **error);

/* OCTGN card ids (data/lcg/octgn-ids.csv), loaded once. */
typedef struct
{
  char *id;
  char *name;
  char *product;
  char *type;
  gint objective_set;
  gint position;
  gboolean fan;
} HcOctgnCard;

/* one <card> line of an .o8d Command Deck: an entry of the OCTGN id
 * table (kept for the life of the process) and its qty */
typedef struct
{
  const HcOctgnCard *card;
  gint qty;
} HcDeckCommand;

const HcOctgnCard *hc_octgn_find (const char *id, GError **error);
/* the card at a position of an objective set, official first */
const HcOctgnCard *hc_octgn_at (gint objective_set, gint position,
                                GError **error);
const HcOctgnCard *hc_octgn_affiliation (const char *name, GError **error);

/* Each distinct card of the deck the engine does not fully implement,
 * one line each: "Name: missing clause".  The ruleset deals the deck into
 * a game first, so cards a deck names by set (the LCG's objective sets)
 * count too.  Returns how many. */
guint hc_deck_unimplemented (const HcRuleset *rules, const HcCardDb *db,
                             const GArray *ids, GString *out);
/* The same as one line for a notice: "A (clause), B (clause)". */
char *hc_deck_unimplemented_names (const HcRuleset *rules, const HcCardDb *db,
                                   const GArray *ids);

/* Whether a deck holding such cards may be played: a deck the player
 * gave is refused, with the cards named, unless `allow`; a built-in deck
 * plays.  When the deck holds any, *notice is a line to show the player
 * (g_free it); else NULL. */
gboolean hc_deck_inert_gate (const HcRuleset *rules, const HcCardDb *db,
                             const GArray *ids, const char *name,
                             gboolean builtin, gboolean allow, char **notice,
                             GError **error);

/* The notices of a ruleset's default decks (demo, sim), one line each,
 * or NULL when they hold no such card. */
char *hc_deck_default_notice (const HcRuleset *rules, const HcCardDb *db,
                              GArray *const ids[HC_MAX_PLAYERS]);

/* Play formats (doc/decks.md): a name as `check-deck --format` takes it,
 * e.g. "constructed", "starter", "faq-3.0", "constructed@2003-06-01".
 * Applies the ruleset's deck rules as the format changes them and the
 * format's own (legal sets, banned cards, restricted list); appends one
 * line per problem.  Returns FALSE with `error` set for an unknown
 * format. */
gboolean hc_deck_check_format (const HcRuleset *rules, const HcCardDb *db,
                               const char *format, gint side, const GArray *ids,
                               GString *problems, gboolean *legal,
                               GError **error);
/* The formats of a ruleset, one "name: summary" a line. */
void hc_deck_formats_list (const HcRuleset *rules, GString *out);
/* The objective set an objective card stands for (its "set N" name), or
 * 0 for any other card. */
gint hc_deck_objective_set (const HcCardDb *db, gint idx);

/* The core's hooks for cards it does not implement (deck-inert.c), so a
 * game allowed to hold one (--allow-unimplemented) never plays it
 * silently.  hc_card_move and hc_card_set_host ask hc_card_inert_public
 * before they move a card (TRUE for any implemented card, without asking
 * who knows it), then note the move with hc_card_inert_entered.  As each
 * rule step ends, hc_card_inert_flush looks at the cards noted, their
 * faces now set by the rules: it logs HC_MSG_INERT for such a card come
 * into play face up from a zone that is not in play, HC_MSG_INERT_SHOWN
 * for one become face up to both players elsewhere (played, discarded,
 * milled), nothing for a card drawn or turned face down. */
gboolean hc_card_inert_public (const HcGame *g, gint card);
void hc_card_inert_entered (HcGame *g, gint card, guint from_zone,
                            gboolean was_public);
void hc_card_inert_flush (HcGame *g);
/* Turn a face-down card face up where it lies (an LCG edge stack or
 * objective revealed): the move hooks see no move there, so this notes it
 * for the step's end; in a zone in play, it counts as come into play. */
void hc_card_turn_face_up (HcGame *g, gint card);

G_END_DECLS
