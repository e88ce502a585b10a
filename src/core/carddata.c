/* The version of one card's data: a digest of its row in the card file,
 * so a save can tell whether the cards it used are still the same.  The
 * row, not the parsed definition: a ruleset keeps columns of its own
 * (icons, objective sets) that the core never sees. */
#include "hc-save.h"

#include <string.h>

G_LOCK_DEFINE_STATIC (rows);
/* path -> (line -> digest), each file read once per process */
static GHashTable *rows_by_file;

static guint64
fnv_bytes (guint64 h, const char *s, gsize n)
{
  for (gsize i = 0; i < n; i++)
    h = (h ^ (guint8)s[i]) * 0x100000001b3ull;
  return h;
}

static GHashTable *
file_rows (const char *path)
{
  GHashTable *lines
      = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  g_autoptr (HcCsv) csv = hc_csv_read (path, ',', NULL);
  for (guint i = 0; csv && i < csv->rows->len; i++)
    {
      const HcCsvRow *row = &g_array_index (csv->rows, HcCsvRow, i);
      guint64 h = 0xcbf29ce484222325ull;
      for (guint f = 0; f < row->field->len; f++)
        {
          const char *v = row->field->pdata[f];
          /* the separator too, so "a","bc" and "ab","c" differ */
          h = fnv_bytes (h, v, strlen (v) + 1);
        }
      guint64 *box = g_new (guint64, 1);
      *box = h;
      g_hash_table_insert (lines, GINT_TO_POINTER (row->line), box);
    }
  return lines;
}

static guint64
def_fields (const HcCardDef *d)
{
  /* a card with no file behind it (a test's own cards): its parsed
   * fields */
  guint64 h = 0xcbf29ce484222325ull;
  const char *s[]
      = { d->name, d->title, d->set, d->subtype, d->keywords, d->script };
  for (guint i = 0; i < G_N_ELEMENTS (s); i++)
    h = fnv_bytes (h, s[i] ? s[i] : "", s[i] ? strlen (s[i]) + 1 : 1);
  gint32 v[4 + HC_MAX_STATS] = { d->number, d->side, d->type, d->unique };
  memcpy (v + 4, d->stat, sizeof d->stat);
  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    {
      char b[4] = { (char)(v[i] & 0xff), (char)((v[i] >> 8) & 0xff),
                    (char)((v[i] >> 16) & 0xff), (char)((v[i] >> 24) & 0xff) };
      h = fnv_bytes (h, b, 4);
    }
  return h;
}

guint64
hc_card_data_digest (const HcCardDef *d)
{
  const char *colon = d->source ? strrchr (d->source, ':') : NULL;
  if (!colon || colon == d->source)
    return def_fields (d);
  g_autofree char *path = g_strndup (d->source, (gsize)(colon - d->source));
  gint line = atoi (colon + 1);
  guint64 h = 0;
  gboolean found = FALSE;
  G_LOCK (rows);
  if (!rows_by_file)
    rows_by_file = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify)g_hash_table_unref);
  GHashTable *lines = g_hash_table_lookup (rows_by_file, path);
  if (!lines)
    {
      lines = file_rows (path);
      g_hash_table_insert (rows_by_file, g_strdup (path), lines);
    }
  const guint64 *box = g_hash_table_lookup (lines, GINT_TO_POINTER (line));
  if (box)
    {
      h = *box;
      found = TRUE;
    }
  G_UNLOCK (rows);
  return found ? h : def_fields (d);
}
