/* Saving and loading games (versioned JSON) and game records for replay. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

#define HC_SAVE_FORMAT "holocron-save"
/* 4: a save is the game's record alone (cards by set and number, each with
 * a digest of its card-data row), and loading replays it.  Versions 1-3
 * held the state itself, which a file could forge; they are refused. */
#define HC_SAVE_VERSION 4

/* What a file from anyone may make holocron read (doc/robustness.md). */
#define HC_SAVE_MAX_BYTES (8u << 20)
#define HC_SAVE_MAX_DEPTH 16
#define HC_SAVE_MAX_LINE 4096
#define HC_SAVE_MAX_CHOICES 100000

/* A game record: enough to replay a game from its start. */
typedef struct
{
  char *ruleset;
  char *edition;
  guint64 seed;
  GPtrArray *deck[HC_MAX_PLAYERS]; /* card names, in deck order as given */
  GArray *choices;                 /* guint32 option ids */
  GArray *hashes;                  /* guint64 state hash before each choice */
  /* Who sits at each side, as the program that wrote the save words it
   * (holocron play: "person" or a computer player and its budget); NULL
   * when not recorded (demo, sim, saves older than the seating).  A save
   * holds both or neither. */
  char *seat[HC_MAX_PLAYERS];
} HcRecord;

/* The longest seat text a save may hold. */
#define HC_SAVE_MAX_SEAT 200

HcRecord *hc_record_new (const char *ruleset, const char *edition,
                         guint64 seed);
void hc_record_free (HcRecord *r);
/* Fill a record's empty decks with the ruleset's default decks (their card
 * names in file order), read from the data directory. */
gboolean hc_record_add_default_decks (HcRecord *rec, const HcRuleset *rules,
                                      const HcCardDb *db, GError **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcRecord, hc_record_free)

/* Build a game from a record's start (no choices applied). */
HcGame *hc_record_start (const HcRecord *rec, const HcCardDb *db,
                         GError **error);
/* Apply one choice to g and note it in the record. */
gboolean hc_record_choose (HcRecord *rec, HcGame *g, guint32 option_id,
                           GError **error);
/* The state hash a record keeps before each choice: hc_game_hash with each
 * card's definition index replaced by a number made from its set and
 * collector number, so a record still checks after the card data gains
 * rows elsewhere. */
guint64 hc_record_hash (const HcGame *g);
/* Replay every choice, checking each hash; returns the final game. */
HcGame *hc_record_replay (const HcRecord *rec, const HcCardDb *db, guint upto,
                          GError **error);
/* Play g, a game of the record that has made `from` of its choices, on to
 * `upto` of them, checking each hash as hc_record_replay does; g is left
 * advanced to its next decision.  FALSE with *error set where it departs
 * from the record. */
gboolean hc_record_replay_on (const HcRecord *rec, HcGame *g, guint from,
                              guint upto, GError **error);

/* A save holds the game's record, the cards it uses by identity with a
 * digest of each one's card data, and the hash of the state it reached;
 * loading replays the record.  rec must not be NULL. */
gboolean hc_save_write (const char *path, const HcGame *g, const HcRecord *rec,
                        gboolean sealed, GError **error);
char *hc_save_to_string (const HcGame *g, const HcRecord *rec);
/* The same sealed with this machine's key (made on first use): what a
 * save of a game with hidden information given to a player must be. */
char *hc_save_to_string_sealed (const HcGame *g, const HcRecord *rec,
                                GError **error);
HcGame *hc_save_read (const char *path, const HcCardDb *db, HcRecord **rec_out,
                      GError **error);
HcGame *hc_save_from_string (const char *name, const char *text,
                             const HcCardDb *db, HcRecord **rec_out,
                             GError **error);
/* A save's record and the hash of the state it ends in
 * (hc_record_hash), without replaying: `holocron replay` steps through it
 * itself.  Everything but the replay is checked; sealed_out says whether
 * the file was sealed (and so keeps secrets until the game is over). */
HcRecord *hc_save_parse (const char *name, const char *text, const HcCardDb *db,
                         guint64 *end_out, gboolean *sealed_out,
                         GError **error);
/* The ruleset a save names, read before its card data is loaded; bad
 * JSON gives "name:LINE:COLUMN: ...". */
char *hc_save_ruleset_of (const char *name, const char *text, GError **error);

/* A digest of a card's row in its card file (src/core/carddata.c): the
 * version of that card's data a save records. */
guint64 hc_card_data_digest (const HcCardDef *d);

/* Sealed saves (src/core/seal.c): the key's file (HOLOCRON_KEY_FILE, else
 * $XDG_CONFIG_HOME/holocron/secret.key); the key, made on first use when
 * create; a save text sealed (encrypted and authenticated) into a sealed
 * save naming only its ruleset; and the text back from a sealed save's
 * nonce, mac and base64 data, refused unless this key sealed it. */
char *hc_seal_key_path (void);
gboolean hc_seal_key (gboolean create, guint8 key[32], GError **error);
char *hc_seal_text (const char *ruleset, const char *text, GError **error);
char *hc_unseal_text (const char *name, const char *nonce_hex,
                      const char *mac_hex, const char *b64, GError **error);

/* Read a regular file of at most max_bytes (a FIFO, device or folder is
 * refused before any read); the text is NUL-terminated and holds no NUL. */
gboolean hc_read_file_limited (const char *path, gsize max_bytes,
                               char **text_out, gsize *len_out, GError **error);
/* The same, NUL bytes allowed (a reader that reports them by line). */
gboolean hc_read_bytes_limited (const char *path, gsize max_bytes,
                                char **text_out, gsize *len_out,
                                GError **error);
/* Refuse JSON nested deeper than max_depth or with a line longer than
 * max_line, before a recursive parser sees it. */
gboolean hc_json_check_limits (const char *name, const char *text,
                               guint max_depth, gsize max_line, GError **error);

/* A json-glib parse error as "path:LINE:COLUMN: not valid JSON: what". */
char *hc_json_error (const char *path, const char *message);

/* Deck files: "4 Card Name" per line, "#" comments. */
gboolean hc_deck_read (const char *path, const HcCardDb *db, GArray *out,
                       GError **error);
gboolean hc_deck_parse (const char *name, const char *text, const HcCardDb *db,
                        GArray *out, GError **error);

G_END_DECLS
