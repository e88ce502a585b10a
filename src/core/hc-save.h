/* Saving and loading games (versioned JSON) and game records for replay. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

#define HC_SAVE_FORMAT "holocron-save"
/* 2: the hash of the four-lane digest; 3: a digest of the log and the
 * record beside the state's hash.  Version 2 files still load; version 1
 * stored the older hash, which no longer matches. */
#define HC_SAVE_VERSION 3
#define HC_SAVE_OLDEST 2

/* A game record: enough to replay a game from its start. */
typedef struct
{
  char *ruleset;
  char *edition;
  guint64 seed;
  GPtrArray *deck[HC_MAX_PLAYERS]; /* card names, in deck order as given */
  GArray *choices;                 /* guint32 option ids */
  GArray *hashes;                  /* guint64 state hash before each choice */
} HcRecord;

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
/* Replay every choice, checking each hash; returns the final game. */
HcGame *hc_record_replay (const HcRecord *rec, const HcCardDb *db, guint upto,
                          GError **error);

/* A save holds the game's value, its log and its record. */
gboolean hc_save_write (const char *path, const HcGame *g, const HcRecord *rec,
                        GError **error);
char *hc_save_to_string (const HcGame *g, const HcRecord *rec);
HcGame *hc_save_read (const char *path, const HcCardDb *db, HcRecord **rec_out,
                      GError **error);
HcGame *hc_save_from_string (const char *name, const char *text,
                             const HcCardDb *db, HcRecord **rec_out,
                             GError **error);

/* A json-glib parse error as "path:LINE:COLUMN: not valid JSON: what". */
char *hc_json_error (const char *path, const char *message);

/* Deck files: "4 Card Name" per line, "#" comments. */
gboolean hc_deck_read (const char *path, const HcCardDb *db, GArray *out,
                       GError **error);
gboolean hc_deck_parse (const char *name, const char *text, const HcCardDb *db,
                        GArray *out, GError **error);

G_END_DECLS
