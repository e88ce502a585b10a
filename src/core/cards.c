#include "hc-game.h"

void
hc_card_def_free (HcCardDef *d, GDestroyNotify free_compiled)
{
  if (!d)
    return;
  g_free (d->name);
  g_free (d->title);
  g_free (d->set);
  g_free (d->subtype);
  g_free (d->keywords);
  g_free (d->script);
  g_free (d->missing);
  g_free (d->source);
  if (d->compiled && free_compiled)
    free_compiled (d->compiled);
  g_free (d);
}

static void
db_free_def (gpointer p, gpointer db)
{
  hc_card_def_free (p, ((HcCardDb *)db)->free_compiled);
}

HcCardDb *
hc_card_db_new (GDestroyNotify free_compiled)
{
  HcCardDb *db = g_new0 (HcCardDb, 1);
  db->cards = g_ptr_array_new ();
  db->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  db->free_compiled = free_compiled;
  return db;
}

void
hc_card_db_free (HcCardDb *db)
{
  if (!db)
    return;
  g_ptr_array_foreach (db->cards, db_free_def, db);
  g_ptr_array_free (db->cards, TRUE);
  g_hash_table_destroy (db->by_name);
  g_free (db);
}

gint
hc_card_db_add (HcCardDb *db, HcCardDef *def, GError **error)
{
  g_autofree char *key = g_utf8_casefold (def->name, -1);
  if (g_hash_table_contains (db->by_name, key))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "%s: the card name \"%s\" is already defined",
                   def->source ? def->source : "?", def->name);
      hc_card_def_free (def, db->free_compiled);
      return -1;
    }
  gint idx = (gint)db->cards->len;
  g_ptr_array_add (db->cards, def);
  g_hash_table_insert (db->by_name, g_steal_pointer (&key),
                       GINT_TO_POINTER (idx + 1));
  return idx;
}

gint
hc_card_db_lookup (const HcCardDb *db, const char *name)
{
  g_autofree char *key = g_utf8_casefold (name, -1);
  return GPOINTER_TO_INT (g_hash_table_lookup (db->by_name, key)) - 1;
}

const HcCardDef *
hc_card_db_get (const HcCardDb *db, gint index)
{
  if (index < 0 || (guint)index >= db->cards->len)
    return NULL;
  return db->cards->pdata[index];
}

guint
hc_card_db_size (const HcCardDb *db)
{
  return db->cards->len;
}

gboolean
hc_card_db_alias (HcCardDb *db, const char *alias, gint index, GError **error)
{
  g_autofree char *key = g_utf8_casefold (alias, -1);
  if (index < 0 || (guint)index >= db->cards->len)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "alias \"%s\": no card number %d", alias, index);
      return FALSE;
    }
  if (g_hash_table_contains (db->by_name, key))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "alias \"%s\": the name is already taken", alias);
      return FALSE;
    }
  g_hash_table_insert (db->by_name, g_steal_pointer (&key),
                       GINT_TO_POINTER (index + 1));
  return TRUE;
}
