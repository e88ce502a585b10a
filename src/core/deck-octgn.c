/* OCTGN's card ids for the LCG (data/lcg/octgn-ids.csv, written by
 * tools/lcg-octgn-ids.py from OCTGN's set files), loaded once and kept for
 * the life of the process, as the card data is. */
#include "hc-deck.h"
#include "hc-game.h"
#include "hc-ruleset.h"

typedef struct
{
  GPtrArray *cards;  /* HcOctgnCard* */
  GHashTable *by_id; /* id -> HcOctgnCard* */
  char *error;       /* why the table could not be read */
} Table;

static void
card_free (gpointer p)
{
  HcOctgnCard *c = p;
  g_free (c->id);
  g_free (c->name);
  g_free (c->product);
  g_free (c->type);
  g_free (c);
}

static gboolean
load (Table *t, GError **error)
{
  g_autofree char *path
      = g_build_filename (hc_data_dir (), "lcg", "octgn-ids.csv", NULL);
  g_autoptr (HcCsv) csv = hc_csv_read (path, ',', error);
  if (!csv)
    return FALSE;
  const char *cols[] = { "octgn_id",      "name",     "product", "type",
                         "objective_set", "position", "fan" };
  gint col[G_N_ELEMENTS (cols)];
  for (guint i = 0; i < G_N_ELEMENTS (cols); i++)
    if ((col[i] = hc_csv_require_column (csv, cols[i], error)) < 0)
      return FALSE;
  for (guint i = 0; i < csv->rows->len; i++)
    {
      const HcCsvRow *row = &g_array_index (csv->rows, HcCsvRow, i);
      g_autoptr (GError) local = NULL;
      HcOctgnCard *c = g_new0 (HcOctgnCard, 1);
      gint fan = 0;
      c->id = g_ascii_strdown (hc_csv_field (csv, row, col[0]), -1);
      c->name = g_strdup (hc_csv_field (csv, row, col[1]));
      c->product = g_strdup (hc_csv_field (csv, row, col[2]));
      c->type = g_strdup (hc_csv_field (csv, row, col[3]));
      g_ptr_array_add (t->cards, c);
      if (!hc_csv_int (csv, row, col[4], 0, 9999, &c->objective_set, error)
          || !hc_csv_int (csv, row, col[5], 0, 99, &c->position, error)
          || !hc_csv_int (csv, row, col[6], 0, 1, &fan, error))
        return FALSE;
      c->fan = fan;
      g_hash_table_insert (t->by_id, c->id, c);
    }
  return TRUE;
}

static Table *
table (GError **error)
{
  static gsize once = 0;
  static Table t;
  if (g_once_init_enter (&once))
    {
      g_autoptr (GError) local = NULL;
      t.cards = g_ptr_array_new_with_free_func (card_free);
      t.by_id = g_hash_table_new (g_str_hash, g_str_equal);
      if (!load (&t, &local))
        t.error = g_strdup (local->message);
      g_once_init_leave (&once, 1);
    }
  if (t.error)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "the OCTGN id table cannot be read: %s", t.error);
      return NULL;
    }
  return &t;
}

const HcOctgnCard *
hc_octgn_find (const char *id, GError **error)
{
  Table *t = table (error);
  return t && id ? g_hash_table_lookup (t->by_id, id) : NULL;
}

const HcOctgnCard *
hc_octgn_at (gint objective_set, gint position, GError **error)
{
  Table *t = table (error);
  for (guint i = 0; t && i < t->cards->len; i++)
    {
      const HcOctgnCard *c = t->cards->pdata[i];
      if (c->objective_set == objective_set && c->position == position)
        return c;
    }
  return NULL;
}

const HcOctgnCard *
hc_octgn_affiliation (const char *name, GError **error)
{
  Table *t = table (error);
  for (guint i = 0; t && i < t->cards->len; i++)
    {
      const HcOctgnCard *c = t->cards->pdata[i];
      if (!c->fan && g_strcmp0 (c->type, "affiliation") == 0
          && g_ascii_strcasecmp (c->name, name) == 0)
        return c;
    }
  return NULL;
}
