/* The decks the server offers by name at create and join: the ruleset's
 * own deck files (data/RULESET/decks/NAME.deck), the ones `holocron play
 * --dark NAME` takes.  They are read once at start, before any worker
 * thread runs, and only read after.  A player names one of them; no name
 * is ever turned into a path, so no file outside the list can be asked
 * for.  Like the CLI, a deck of the ruleset's own plays as the default
 * decks do, without the constructed format's check (the LCG's Core Set
 * starter decks hold 8 objective sets, short of 10); a deck with a card
 * the engine does not fully implement is offered only by a server started
 * with --allow-unimplemented. */
#include "hc-deck.h"
#include "hc-rulesets.h"
#include "server-internal.h"

#include <stdio.h>
#include <string.h>

typedef struct
{
  char *name;  /* the file name without .deck */
  char *title; /* its first comment line up to ':' (or the name) */
  char *about; /* the rest of that line, or "" */
  gint side;
  GArray *ids; /* gint16 card ids */
} Named;

static void
named_free (gpointer p)
{
  Named *n = p;
  g_free (n->name);
  g_free (n->title);
  g_free (n->about);
  g_array_unref (n->ids);
  g_free (n);
}

/* ruleset id -> GPtrArray of Named, sorted by name */
static GHashTable *offered;

/* "# Sith: the Core Set starter deck (8 objective sets)." gives "Sith"
 * and "the Core Set starter deck (8 objective sets)" */
static void
describe (Named *n, const char *text)
{
  const char *eol = strchr (text, '\n');
  g_autofree char *first
      = g_strndup (text, eol ? (gsize)(eol - text) : strlen (text));
  if (first[0] != '#')
    {
      n->title = g_strdup (n->name);
      n->about = g_strdup ("");
      return;
    }
  char *line = g_strstrip (first + 1);
  char *colon = strchr (line, ':');
  if (colon)
    *colon = '\0';
  n->title = g_strdup (*line ? line : n->name);
  n->about = g_strdup (colon ? g_strstrip (colon + 1) : "");
  gsize len = strlen (n->about);
  if (len && n->about[len - 1] == '.')
    n->about[len - 1] = '\0';
}

/* The side of a deck: that of its cards that have one, all the same;
 * HC_NONE when they disagree or none has one. */
static gint
deck_side (const HcCardDb *db, const GArray *ids)
{
  gint side = HC_NONE;
  for (guint i = 0; i < ids->len; i++)
    {
      gint s = hc_card_db_get (db, g_array_index (ids, gint16, i))->side;
      if (s < 0)
        continue;
      if (side != HC_NONE && s != side)
        return HC_NONE;
      side = s;
    }
  return side;
}

static gint
by_name (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(Named *const *)a)->name, (*(Named *const *)b)->name);
}

/* A deck that cannot be offered is named on standard error with why,
 * once at start: the server runs without it. */
static Named *
read_one (const HcRuleset *r, const HcCardDb *db, const char *dir,
          const char *file)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) err = NULL;
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autofree char *notice = NULL;
  if (!hc_read_file_limited (path, HC_DECK_MAX_BYTES, &text, NULL, &err)
      || !hc_deck_parse (path, text, db, ids, &err)
      || !hc_deck_inert_gate (r, db, ids, path, FALSE,
                              hc_decks_unimplemented_allowed (), &notice, &err))
    {
      fprintf (stderr, "holocron serve: deck not offered: %s\n", err->message);
      return NULL;
    }
  gint side = deck_side (db, ids);
  if (side == HC_NONE)
    {
      fprintf (stderr,
               "holocron serve: deck not offered: %s: not one side's deck\n",
               path);
      return NULL;
    }
  Named *n = g_new0 (Named, 1);
  n->name = g_strndup (file, strlen (file) - strlen (".deck"));
  n->side = side;
  n->ids = g_steal_pointer (&ids);
  describe (n, text);
  return n;
}

gboolean
hc_named_decks_load (GError **error)
{
  if (offered)
    return TRUE;
  offered = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                   (GDestroyNotify)g_ptr_array_unref);
  GPtrArray *all = hc_ruleset_all ();
  for (guint i = 0; i < all->len; i++)
    {
      const HcRuleset *r = all->pdata[i];
      const HcCardDb *db = hc_rulesets_cards (r, error);
      if (!db)
        return FALSE;
      GPtrArray *list = g_ptr_array_new_with_free_func (named_free);
      g_hash_table_insert (offered, (gpointer)r->id, list);
      g_autofree char *dir
          = g_build_filename (hc_data_dir (), r->id, "decks", NULL);
      g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
      const char *file;
      while (d && (file = g_dir_read_name (d)))
        {
          Named *n;
          if (g_str_has_suffix (file, ".deck") && strlen (file) > 5
              && (n = read_one (r, db, dir, file)))
            g_ptr_array_add (list, n);
        }
      g_ptr_array_sort (list, by_name);
    }
  return TRUE;
}

void
hc_named_decks_free (void)
{
  g_clear_pointer (&offered, g_hash_table_destroy);
}

static GPtrArray *
list_of (const HcRuleset *r)
{
  return offered ? g_hash_table_lookup (offered, r->id) : NULL;
}

JsonArray *
hc_named_decks_json (const HcRuleset *r)
{
  JsonArray *a = json_array_new ();
  GPtrArray *list = list_of (r);
  for (guint i = 0; list && i < list->len; i++)
    {
      const Named *n = list->pdata[i];
      JsonObject *o = json_object_new ();
      json_object_set_string_member (o, "name", n->name);
      json_object_set_string_member (o, "title", n->title);
      json_object_set_string_member (o, "about", n->about);
      json_object_set_string_member (o, "side", r->player_names[n->side]);
      json_object_set_int_member (o, "cards", n->ids->len);
      json_array_add_object_element (a, o);
    }
  return a;
}

gboolean
hc_deck_named (HcMatchSetup *setup, gint side, const char *name, GError **error)
{
  const HcRuleset *r = setup->rules;
  GPtrArray *list = list_of (r);
  const Named *n = NULL;
  for (guint i = 0; list && i < list->len && !n; i++)
    if (strcmp (((const Named *)list->pdata[i])->name, name) == 0)
      n = list->pdata[i];
  if (!n)
    {
      g_autoptr (GString) names = g_string_new (NULL);
      for (guint i = 0; list && i < list->len; i++)
        if (((const Named *)list->pdata[i])->side == side)
          g_string_append_printf (names, "%s%s", names->len ? ", " : "",
                                  ((const Named *)list->pdata[i])->name);
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "no deck named \"%s\" for %s (offered: %s)", name, r->id,
                   names->len ? names->str : "none");
      return FALSE;
    }
  if (n->side != side)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "the deck \"%s\" is a %s deck, not one for %s", name,
                   r->player_names[n->side], r->player_names[side]);
      return FALSE;
    }
  hc_deck_set (setup, side, n->ids);
  return TRUE;
}

gboolean
hc_deck_choose (HcMatchSetup *setup, gint side, const char *text,
                const char *name, GError **error)
{
  if (text)
    return hc_deck_paste (setup, side, text, error);
  if (name)
    return hc_deck_named (setup, side, name, error);
  return TRUE;
}
