/* The game log: structured entries, rendered to text only when read.
 * Shared copy-on-write between clones, so cloning a game does not copy its
 * history. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint32 seq;
  gint16 turn;
  gint8 phase;
  gint8 actor; /* player, or -1 for the rules */
  guint16 msg;
  guint16 rule;
  gint32 arg[4];
  /* bit k: arg k is hidden from player secret_from, whatever it is (a
   * face-down card's cost); card arguments need no mark, they are hidden
   * from whoever may not know the card (hc_card_known_to) */
  guint8 secret;
  gint8 secret_from;
  /* seen[p] bit k: card argument k was known to player p when the rule
   * advance that wrote the entry stopped; bit 7 of seen[0]
   * (HC_LOG_SETTLED): that advance has stopped.  A card is named
   * to a player only if known then and now (hc_log_render_text_for). */
  guint8 seen[2];
} HcLogEntry;

#define HC_LOG_SETTLED 0x80u

typedef struct _HcLog HcLog;
typedef struct _HcGame HcGame;

HcLog *hc_log_new (void);
/* A log that keeps no entries, for the copies agents play ahead on: the
 * games count their entries (log_len) as ever, and cloning or appending
 * never copies or allocates.  Only for games whose log no one reads. */
HcLog *hc_log_new_scratch (void);
gboolean hc_log_keeps_entries (const HcLog *log);
HcLog *hc_log_ref (HcLog *log);
void hc_log_unref (HcLog *log);
/* the entries as seen by a game holding n of them */
const HcLogEntry *hc_log_entries (const HcLog *log);
guint hc_log_length (const HcLog *log);
HcLog *hc_log_append (HcLog *log, guint visible_len, const HcLogEntry *e);

/* Hide arguments (bit k: arg k) of the entry just logged from one player.
 * A ruleset calls it right after hc_game_log for a number the player may
 * not know. */
void hc_log_mark_secret (HcGame *g, gint from, guint8 args);

/* Note in the entries written since the game's rules last stopped which
 * card arguments each player knows: hc_game_advance calls it as it stops
 * (a decision or the end), the log's "then". */
void hc_log_settle (HcGame *g);

/* An entry as `viewer` may read it (HC_NONE: everything, for a finished
 * game, a demo or a test).  A card the viewer did not know when the advance
 * that wrote the entry stopped, or may not know now, is "a face-down
 * card"; a secret argument is "?" (text) or null (JSON), and in
 * JSON only the arguments the text shows are given, cards by game index
 * only when known: the same knowledge as the board's (hc-view.h). */
void hc_log_render_text_for (const HcGame *g, const HcLogEntry *e, gint viewer,
                             GString *out);
void hc_log_render_json_for (const HcGame *g, const HcLogEntry *e, gint viewer,
                             GString *out);
void hc_log_render_text (const HcGame *g, const HcLogEntry *e, GString *out);
void hc_log_render_json (const HcGame *g, const HcLogEntry *e, GString *out);
const char *hc_log_rule_id (const HcGame *g, const HcLogEntry *e);
const char *hc_log_kind_name (const HcGame *g, const HcLogEntry *e);

G_END_DECLS
