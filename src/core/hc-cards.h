/* Card definitions and the card database.  The core knows the columns every
 * card has; a ruleset reads its own columns and compiles its ability
 * encoding into `abilities`. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HC_MAX_STATS 8
/* words of HcCardDef.marks */
#define HC_DEF_MARK_WORDS 8

typedef struct
{
  char *name;  /* unique display name, e.g. "Darth Vader (A)" */
  char *title; /* the name without version, for uniqueness */
  char *set;   /* set code */
  gint number; /* collector number in its set, 0 if none */
  gint8 side;  /* ruleset's side index; -1 neutral */
  gint8 type;  /* ruleset's type index */
  gint8 unique;
  gint8 pad;
  char *subtype;             /* subtype / traits as written */
  gint32 stat[HC_MAX_STATS]; /* ruleset's stat columns (cost, speed, ...) */
  char *keywords;            /* as written in our encoding */
  char *script;              /* ability encoding as written */
  gpointer compiled;         /* ruleset's compiled abilities */
  gint implemented;          /* every clause works */
  char *missing;             /* what does not work yet, for coverage */
  char *source;              /* file:line it came from */
  /* the ruleset's summary of what the definition's abilities touch, a
   * bit per thing (its own meaning), OR-ed over a game's cards into
   * HcGame.def_marks: a bit no card of the game has needs no scan */
  guint64 marks[HC_DEF_MARK_WORDS];
} HcCardDef;

typedef struct
{
  GPtrArray *cards;    /* HcCardDef*, index = definition id */
  GHashTable *by_name; /* lower-case name -> index + 1 */
  GDestroyNotify free_compiled;
} HcCardDb;

HcCardDb *hc_card_db_new (GDestroyNotify free_compiled);
void hc_card_db_free (HcCardDb *db);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcCardDb, hc_card_db_free)
/* takes ownership; fails if the name is already there */
gint hc_card_db_add (HcCardDb *db, HcCardDef *def, GError **error);
gint hc_card_db_lookup (const HcCardDb *db, const char *name);
/* another name for a card ("set 12" for an objective set); fails if the
 * name is taken */
gboolean hc_card_db_alias (HcCardDb *db, const char *alias, gint index,
                           GError **error);
const HcCardDef *hc_card_db_get (const HcCardDb *db, gint index);
guint hc_card_db_size (const HcCardDb *db);
void hc_card_def_free (HcCardDef *def, GDestroyNotify free_compiled);

/* CSV reading with libcsv: every row keeps its line number; errors name
 * file, line and column. */
typedef struct
{
  gint line;
  GPtrArray *field; /* char* */
} HcCsvRow;

typedef struct
{
  char *path;
  char delim;
  GPtrArray *header; /* char* */
  GArray *rows;      /* HcCsvRow */
} HcCsv;

HcCsv *hc_csv_read (const char *path, char delim, GError **error);
HcCsv *hc_csv_parse (const char *name, const char *text, gsize len, char delim,
                     GError **error);
void hc_csv_free (HcCsv *csv);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcCsv, hc_csv_free)
gint hc_csv_column (const HcCsv *csv, const char *name);
gint hc_csv_require_column (const HcCsv *csv, const char *name, GError **error);
const char *hc_csv_field (const HcCsv *csv, const HcCsvRow *row, gint col);
gboolean hc_csv_int (const HcCsv *csv, const HcCsvRow *row, gint col, gint min,
                     gint max, gint *out, GError **error);

G_END_DECLS
