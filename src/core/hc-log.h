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
} HcLogEntry;

typedef struct _HcLog HcLog;
typedef struct _HcGame HcGame;

HcLog *hc_log_new (void);
HcLog *hc_log_ref (HcLog *log);
void hc_log_unref (HcLog *log);
/* the entries as seen by a game holding n of them */
const HcLogEntry *hc_log_entries (const HcLog *log);
guint hc_log_length (const HcLog *log);
HcLog *hc_log_append (HcLog *log, guint visible_len, const HcLogEntry *e);

void hc_log_render_text (const HcGame *g, const HcLogEntry *e, GString *out);
void hc_log_render_json (const HcGame *g, const HcLogEntry *e, GString *out);
const char *hc_log_rule_id (const HcGame *g, const HcLogEntry *e);
const char *hc_log_kind_name (const HcGame *g, const HcLogEntry *e);

G_END_DECLS
