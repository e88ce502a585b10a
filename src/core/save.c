/* Saved games as versioned JSON.  A save is the game's record: ruleset,
 * edition, both decks with each card by set and number, a digest of the
 * card data of every card the game uses, the seed and the choices with
 * the state hash before each.  Loading replays the record through the
 * engine, so no number in a file ever reaches the game's arrays; the hash
 * of the state the writer reached is kept only to check the replay. */
#include "hc-save.h"

#include <errno.h>
#include <fcntl.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void
add_hex (JsonBuilder *b, const char *key, guint64 v)
{
  g_autofree char *s = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", v);
  if (key)
    json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, s);
}

static void
add_identity (JsonBuilder *b, const HcCardDef *d)
{
  json_builder_add_string_value (b, d->set ? d->set : "");
  json_builder_add_int_value (b, d->number);
}

/* Every distinct card definition the game holds, in first-use order: an
 * objective set in a deck list brings cards the list does not name. */
static GArray *
used_defs (const HcGame *g)
{
  GArray *defs = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, NULL);
  for (gint i = 0; i < g->n_cards; i++)
    {
      gint16 d = g->card[i].def;
      if (g_hash_table_add (seen, GINT_TO_POINTER ((gint)d + 1)))
        g_array_append_val (defs, d);
    }
  return defs;
}

static guint64
card_data_version (const HcCardDb *db, const GArray *defs)
{
  guint64 h = 0xcbf29ce484222325ull;
  for (guint i = 0; i < defs->len; i++)
    {
      guint64 v = hc_card_data_digest (
          hc_card_db_get (db, g_array_index (defs, gint16, i)));
      for (gint k = 0; k < 8; k++)
        h = (h ^ ((v >> (8 * k)) & 0xff)) * 0x100000001b3ull;
    }
  return h;
}

char *
hc_save_to_string (const HcGame *g, const HcRecord *rec)
{
  g_return_val_if_fail (rec != NULL, NULL);
  /* the state the record reaches once the rules run on: a save written
   * between a choice and the next advance still names its decision */
  g_autoptr (HcGame) end = hc_game_clone (g);
  hc_game_advance (end);
  g_autoptr (GArray) defs = used_defs (g);

  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, HC_SAVE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, HC_SAVE_VERSION);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, rec->ruleset);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, rec->edition);
  add_hex (b, "card_data", card_data_version (g->db, defs));
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < defs->len; i++)
    {
      const HcCardDef *d
          = hc_card_db_get (g->db, g_array_index (defs, gint16, i));
      json_builder_begin_array (b);
      add_identity (b, d);
      json_builder_add_string_value (b, d->name);
      add_hex (b, NULL, hc_card_data_digest (d));
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "decks");
  json_builder_begin_array (b);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      json_builder_begin_array (b);
      for (guint i = 0; i < rec->deck[p]->len; i++)
        {
          const char *name = rec->deck[p]->pdata[i];
          gint idx = hc_card_db_lookup (g->db, name);
          json_builder_begin_array (b);
          if (idx >= 0)
            add_identity (b, hc_card_db_get (g->db, idx));
          else
            {
              json_builder_add_string_value (b, "");
              json_builder_add_int_value (b, 0);
            }
          json_builder_add_string_value (b, name);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  add_hex (b, "seed", rec->seed);
  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  for (guint i = 0; i < rec->choices->len; i++)
    json_builder_add_int_value (b, g_array_index (rec->choices, guint32, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "hashes");
  json_builder_begin_array (b);
  for (guint i = 0; i < rec->hashes->len; i++)
    add_hex (b, NULL, g_array_index (rec->hashes, guint64, i));
  json_builder_end_array (b);
  add_hex (b, "end", hc_record_hash (end));
  if (rec->seat[0] && rec->seat[1])
    {
      json_builder_set_member_name (b, "seats");
      json_builder_begin_array (b);
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        json_builder_add_string_value (b, rec->seat[p]);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);

  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  /* one value a line keeps every line short (HC_SAVE_MAX_LINE) */
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 1);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

char *
hc_save_to_string_sealed (const HcGame *g, const HcRecord *rec, GError **error)
{
  g_autofree char *text = hc_save_to_string (g, rec);
  return hc_seal_text (rec->ruleset, text, error);
}

gboolean
hc_save_write (const char *path, const HcGame *g, const HcRecord *rec,
               gboolean sealed, GError **error)
{
  /* only a regular file is replaced: a FIFO or a device node at the path
   * is somebody's, not an old save */
  struct stat st;
  if (stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "%s: cannot write: not a regular file (a FIFO, device or "
                   "folder is left alone)",
                   path);
      return FALSE;
    }
  g_autofree char *text = sealed ? hc_save_to_string_sealed (g, rec, error)
                                 : hc_save_to_string (g, rec);
  if (!text)
    return FALSE;
  g_autoptr (GError) local = NULL;
  /* a temporary file in the same folder, written, synced to the disk and
   * renamed over the old save: a crash or a full disk leaves either the
   * old save or the new one, never half of one */
  if (!g_file_set_contents_full (path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT
                                     | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: cannot write: %s", path,
                   local->message);
      return FALSE;
    }
  /* the rename itself lasts once the folder is synced */
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
  return TRUE;
}

/* ---- loading ---- */

typedef struct
{
  const char *file;
  GError **error;
  gboolean failed;
} Ld;

static void
ld_fail (Ld *ld, const char *where, const char *what)
{
  if (ld->failed)
    return;
  ld->failed = TRUE;
  g_set_error (ld->error, HC_ERROR, HC_ERROR_PARSE, "%s: %s: %s", ld->file,
               where, what);
}

static JsonNode *
ld_member (Ld *ld, JsonObject *o, const char *name, JsonNodeType type)
{
  if (ld->failed)
    return NULL;
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  if (!n || json_node_get_node_type (n) != type)
    {
      g_autofree char *msg
          = g_strdup_printf ("expected a member \"%s\" of type %s", name,
                             type == JSON_NODE_ARRAY    ? "array"
                             : type == JSON_NODE_OBJECT ? "object"
                                                        : "value");
      ld_fail (ld, "save", msg);
      return NULL;
    }
  return n;
}

static gboolean
ld_int (Ld *ld, JsonArray *a, guint i, gint64 min, gint64 max, gint64 *out,
        const char *where)
{
  if (ld->failed)
    return FALSE;
  if (!a || i >= json_array_get_length (a))
    {
      ld_fail (ld, where, "array too short");
      return FALSE;
    }
  JsonNode *n = json_array_get_element (a, i);
  if (json_node_get_node_type (n) != JSON_NODE_VALUE
      || json_node_get_value_type (n) != G_TYPE_INT64)
    {
      ld_fail (ld, where, "expected an integer");
      return FALSE;
    }
  gint64 v = json_node_get_int (n);
  if (v < min || v > max)
    {
      g_autofree char *msg = g_strdup_printf ("element %u: %" G_GINT64_FORMAT
                                              " is outside %" G_GINT64_FORMAT
                                              "..%" G_GINT64_FORMAT,
                                              i, v, min, max);
      ld_fail (ld, where, msg);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static JsonArray *
ld_array_n (Ld *ld, JsonNode *n, guint min_len, guint max_len,
            const char *where)
{
  if (ld->failed || !n)
    return NULL;
  if (json_node_get_node_type (n) != JSON_NODE_ARRAY)
    {
      ld_fail (ld, where, "expected an array");
      return NULL;
    }
  JsonArray *a = json_node_get_array (n);
  guint len = json_array_get_length (a);
  if (len < min_len || len > max_len)
    {
      g_autofree char *msg = g_strdup_printf (
          "expected %u to %u elements, found %u", min_len, max_len, len);
      ld_fail (ld, where, msg);
      return NULL;
    }
  return a;
}

/* json-glib's typed getters complain (a critical) about a node of another
 * kind; a hand-edited or damaged file may hold anything, so these ask
 * first.  A string, else NULL; an integer, else `otherwise`. */
static const char *
node_string (JsonNode *n)
{
  return n && JSON_NODE_HOLDS_VALUE (n)
                 && json_node_get_value_type (n) == G_TYPE_STRING
             ? json_node_get_string (n)
             : NULL;
}

static const char *
obj_string (JsonObject *o, const char *name)
{
  return o ? node_string (json_object_get_member (o, name)) : NULL;
}

static gint64
obj_int (JsonObject *o, const char *name, gint64 otherwise)
{
  JsonNode *n = o ? json_object_get_member (o, name) : NULL;
  return n && JSON_NODE_HOLDS_VALUE (n)
                 && json_node_get_value_type (n) == G_TYPE_INT64
             ? json_node_get_int (n)
             : otherwise;
}

static gboolean
ld_hex (Ld *ld, JsonObject *o, const char *name, guint64 *out)
{
  if (ld->failed)
    return FALSE;
  const char *s = obj_string (o, name);
  char *end = NULL;
  if (s && *s)
    *out = g_ascii_strtoull (s, &end, 16);
  if (!s || !*s || !end || *end || strlen (s) > 16)
    {
      g_autofree char *msg = g_strdup_printf (
          "expected \"%s\" as a hexadecimal string of 1 to 16 digits", name);
      ld_fail (ld, "save", msg);
      return FALSE;
    }
  return TRUE;
}

char *
hc_json_error (const char *path, const char *message)
{
  /* json-glib names the text "<data>" and puts "line:column" after it */
  const char *at = g_str_has_prefix (message, "<data>:") ? message + 7 : NULL;
  const char *sep = at ? strstr (at, ": ") : NULL;
  if (!sep)
    return g_strdup_printf ("%s: not valid JSON: %s", path, message);
  const char *what = sep + 2;
  if (g_str_has_prefix (what, "Parse error: "))
    what += strlen ("Parse error: ");
  return g_strdup_printf ("%s:%.*s: not valid JSON: %s", path, (int)(sep - at),
                          at, what);
}

/* A card named in a file by set, number and name: its index in db, or -1. */
static gint
ld_identity (Ld *ld, JsonArray *a, const HcCardDb *db, const char **set_out,
             gint64 *number_out, const char **name_out, const char *where)
{
  const char *set = node_string (json_array_get_element (a, 0));
  gint64 number = 0;
  if (!set || !ld_int (ld, a, 1, 0, G_MAXINT32, &number, where))
    {
      ld_fail (ld, where, "expected [set, number, name, ...]");
      return -1;
    }
  const char *name = node_string (json_array_get_element (a, 2));
  if (!name)
    {
      ld_fail (ld, where, "expected a card name after set and number");
      return -1;
    }
  *set_out = set;
  *number_out = number;
  *name_out = name;
  gint idx = hc_card_db_lookup (db, name);
  const HcCardDef *d = idx >= 0 ? hc_card_db_get (db, idx) : NULL;
  if (d && g_strcmp0 (d->set, set) == 0 && d->number == number)
    return idx;
  /* renamed since: the set and number still name it */
  for (guint i = 0; number > 0 && i < hc_card_db_size (db); i++)
    {
      d = hc_card_db_get (db, (gint)i);
      if (d->number == number && g_strcmp0 (d->set, set) == 0)
        return (gint)i;
    }
  return -1;
}

/* An array of `len` elements starting [set, number, name]: its card. */
static gint
ld_entry (Ld *ld, JsonNode *n, guint len, const HcCardDb *db, JsonArray **out,
          const char **set, gint64 *number, const char **name,
          const char *where)
{
  *out = ld_array_n (ld, n, len, len, where);
  return *out ? ld_identity (ld, *out, db, set, number, name, where) : -1;
}

/* Every card the save used must still have the same card data, else the
 * replay could go another way: name the cards that changed. */
static gboolean
ld_cards (Ld *ld, JsonArray *cards, const HcCardDb *db)
{
  g_autoptr (GString) changed = g_string_new (NULL);
  guint n_changed = 0;
  for (guint i = 0; !ld->failed && i < json_array_get_length (cards); i++)
    {
      JsonArray *c = NULL;
      const char *set, *name;
      gint64 number;
      gint idx = ld_entry (ld, json_array_get_element (cards, i), 4, db, &c,
                           &set, &number, &name, "cards");
      if (ld->failed)
        return FALSE;
      const char *want = node_string (json_array_get_element (c, 3));
      g_autofree char *have
          = idx >= 0 ? g_strdup_printf (
                "%016" G_GINT64_MODIFIER "x",
                hc_card_data_digest (hc_card_db_get (db, idx)))
                     : NULL;
      if (!want)
        {
          ld_fail (ld, "cards", "expected a hexadecimal card-data digest");
          return FALSE;
        }
      if (have && g_ascii_strcasecmp (have, want) == 0)
        continue;
      if (++n_changed <= 8)
        g_string_append_printf (changed, "%s%s %" G_GINT64_FORMAT " %s (%s)",
                                n_changed > 1 ? ", " : "", set, number, name,
                                idx < 0 ? "gone" : "changed");
    }
  if (n_changed == 0)
    return !ld->failed;
  if (n_changed > 8)
    g_string_append_printf (changed, " and %u more", n_changed - 8);
  g_autofree char *msg = g_strdup_printf (
      "the card data changed since this save was written, so the game "
      "cannot be replayed: %s",
      changed->str);
  ld_fail (ld, "cards", msg);
  return FALSE;
}

/* The seating is optional (saves written before it, and by demo, have
 * none); its words are the writing program's, so only their size and
 * characters are checked here. */
static void
ld_seats (Ld *ld, JsonObject *o, HcRecord *rec)
{
  if (ld->failed || !json_object_has_member (o, "seats"))
    return;
  JsonArray *a = ld_array_n (ld, json_object_get_member (o, "seats"),
                             HC_MAX_PLAYERS, HC_MAX_PLAYERS, "seats");
  for (gint p = 0; a && p < HC_MAX_PLAYERS; p++)
    {
      const char *s = node_string (json_array_get_element (a, (guint)p));
      gboolean ok = s && *s && strlen (s) <= HC_SAVE_MAX_SEAT;
      for (const char *c = s; ok && *c; c++)
        ok = g_ascii_isprint (*c);
      if (!ok)
        {
          g_autofree char *msg = g_strdup_printf (
              "expected %d strings of 1 to %d printable characters",
              HC_MAX_PLAYERS, HC_SAVE_MAX_SEAT);
          ld_fail (ld, "seats", msg);
          return;
        }
      rec->seat[p] = g_strdup (s);
    }
}

static HcRecord *
ld_record (Ld *ld, JsonObject *o, const char *rs, const char *ed,
           const HcCardDb *db)
{
  guint64 seed = 0;
  if (!ld_hex (ld, o, "seed", &seed))
    return NULL;
  g_autoptr (HcRecord) rec = hc_record_new (rs, ed, seed);
  JsonArray *decks
      = ld_array_n (ld, ld_member (ld, o, "decks", JSON_NODE_ARRAY),
                    HC_MAX_PLAYERS, HC_MAX_PLAYERS, "decks");
  for (gint p = 0; decks && p < HC_MAX_PLAYERS; p++)
    {
      JsonArray *d = ld_array_n (ld, json_array_get_element (decks, (guint)p),
                                 0, HC_MAX_CARDS / 2, "decks");
      for (guint i = 0; d && i < json_array_get_length (d); i++)
        {
          JsonArray *e = NULL;
          const char *set, *name;
          gint64 number;
          gint idx = ld_entry (ld, json_array_get_element (d, i), 3, db, &e,
                               &set, &number, &name, "decks");
          if (ld->failed)
            return NULL;
          if (idx < 0)
            {
              g_autofree char *msg = g_strdup_printf (
                  "deck %d: no card %s %" G_GINT64_FORMAT " (\"%s\") in the "
                  "card data",
                  p, set, number, name);
              ld_fail (ld, "decks", msg);
              return NULL;
            }
          /* the name as the deck list gave it ("set 12"), unless the card
           * data no longer knows it by that name */
          gint by_name = hc_card_db_lookup (db, name);
          g_ptr_array_add (rec->deck[p],
                           g_strdup (by_name == idx
                                         ? name
                                         : hc_card_db_get (db, idx)->name));
        }
    }
  JsonArray *ch = ld_array_n (ld, ld_member (ld, o, "choices", JSON_NODE_ARRAY),
                              0, HC_SAVE_MAX_CHOICES, "choices");
  JsonArray *hs = ld_array_n (ld, ld_member (ld, o, "hashes", JSON_NODE_ARRAY),
                              0, HC_SAVE_MAX_CHOICES, "hashes");
  for (guint i = 0; ch && i < json_array_get_length (ch); i++)
    {
      gint64 v = 0;
      if (!ld_int (ld, ch, i, 0, G_MAXUINT32, &v, "choices"))
        return NULL;
      guint32 id = (guint32)v;
      g_array_append_val (rec->choices, id);
    }
  for (guint i = 0; hs && i < json_array_get_length (hs); i++)
    {
      const char *s = node_string (json_array_get_element (hs, i));
      char *end = NULL;
      guint64 h = s && *s ? g_ascii_strtoull (s, &end, 16) : 0;
      if (!s || !*s || !end || *end || strlen (s) > 16)
        {
          ld_fail (ld, "hashes", "expected hexadecimal strings");
          return NULL;
        }
      g_array_append_val (rec->hashes, h);
    }
  if (!ld->failed && rec->hashes->len != rec->choices->len)
    ld_fail (ld, "save", "\"hashes\" and \"choices\" differ in length");
  ld_seats (ld, o, rec);
  return ld->failed ? NULL : g_steal_pointer (&rec);
}

/* The text parsed, once its size, depth and lines are within limits. */
static JsonParser *
save_parser (const char *name, const char *text, GError **error)
{
  if (strlen (text) > HC_SAVE_MAX_BYTES)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                   "%s: more than %u bytes; the limit is %u bytes", name,
                   HC_SAVE_MAX_BYTES, HC_SAVE_MAX_BYTES);
      return NULL;
    }
  if (!hc_json_check_limits (name, text, HC_SAVE_MAX_DEPTH, HC_SAVE_MAX_LINE,
                             error))
    return NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  if (!json_parser_load_from_data (parser, text, -1, &local))
    {
      g_autofree char *msg = hc_json_error (name, local->message);
      g_set_error_literal (error, HC_ERROR, HC_ERROR_PARSE, msg);
      return NULL;
    }
  return g_steal_pointer (&parser);
}

static HcRecord *parse_save (const char *name, const char *text,
                             const HcCardDb *db, guint64 *end_out,
                             gboolean *sealed_out, gboolean inner,
                             GError **error);

/* A sealed save: the save inside, unsealed with this machine's key. */
static HcRecord *
ld_sealed (Ld *ld, JsonObject *top, const HcCardDb *db, guint64 *end_out,
           gboolean *sealed_out)
{
  JsonNode *sn = ld_member (ld, top, "sealed", JSON_NODE_OBJECT);
  JsonObject *so = sn ? json_node_get_object (sn) : NULL;
  JsonArray *lines
      = ld_array_n (ld, ld_member (ld, so, "data", JSON_NODE_ARRAY), 0,
                    HC_SAVE_MAX_BYTES / 64, "sealed.data");
  if (!lines)
    return NULL;
  g_autoptr (GString) b64 = g_string_new (NULL);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      const char *l = node_string (json_array_get_element (lines, i));
      if (!l)
        {
          ld_fail (ld, "sealed.data", "expected base64 strings");
          return NULL;
        }
      g_string_append (b64, l);
    }
  g_autofree char *text
      = hc_unseal_text (ld->file, obj_string (so, "nonce"),
                        obj_string (so, "mac"), b64->str, ld->error);
  if (!text)
    {
      ld->failed = TRUE;
      return NULL;
    }
  HcRecord *rec
      = parse_save (ld->file, text, db, end_out, NULL, TRUE, ld->error);
  if (rec && g_strcmp0 (rec->ruleset, obj_string (top, "ruleset")) != 0)
    {
      hc_record_free (rec);
      ld_fail (ld, "sealed", "the ruleset outside differs from the one inside");
      return NULL;
    }
  if (rec && sealed_out)
    *sealed_out = TRUE;
  return rec;
}

HcRecord *
hc_save_parse (const char *name, const char *text, const HcCardDb *db,
               guint64 *end_out, gboolean *sealed_out, GError **error)
{
  if (sealed_out)
    *sealed_out = FALSE;
  return parse_save (name, text, db, end_out, sealed_out, FALSE, error);
}

static HcRecord *
parse_save (const char *name, const char *text, const HcCardDb *db,
            guint64 *end_out, gboolean *sealed_out, gboolean inner,
            GError **error)
{
  g_autoptr (JsonParser) parser = save_parser (name, text, error);
  if (!parser)
    return NULL;
  Ld ld = { .file = name, .error = error };
  JsonNode *root = json_parser_get_root (parser);
  if (!root || json_node_get_node_type (root) != JSON_NODE_OBJECT)
    {
      ld_fail (&ld, "save", "expected a JSON object at the top");
      return NULL;
    }
  JsonObject *top = json_node_get_object (root);
  const char *fmt = obj_string (top, "format");
  if (g_strcmp0 (fmt, HC_SAVE_FORMAT) != 0)
    {
      ld_fail (&ld, "save",
               "not a holocron save (expected \"format\": \"" HC_SAVE_FORMAT
               "\")");
      return NULL;
    }
  gint64 version = obj_int (top, "version", -1);
  if (version >= 1 && version < HC_SAVE_VERSION)
    {
      g_autofree char *msg = g_strdup_printf (
          "save format %" G_GINT64_FORMAT " is no longer read: it stored the "
          "game's state, which a file could forge; saves are now the game's "
          "record, replayed on load (format %d).  Start the game again or "
          "replay it with a holocron older than format %d.",
          version, HC_SAVE_VERSION, HC_SAVE_VERSION);
      ld_fail (&ld, "save", msg);
      return NULL;
    }
  if (version != HC_SAVE_VERSION)
    {
      g_autofree char *msg = g_strdup_printf (
          "save format version %" G_GINT64_FORMAT " is not supported (this "
          "holocron reads version %d)",
          version, HC_SAVE_VERSION);
      ld_fail (&ld, "save", msg);
      return NULL;
    }
  /* one level of sealing only: what is inside is a plain save */
  if (!inner && json_object_has_member (top, "sealed"))
    return ld_sealed (&ld, top, db, end_out, sealed_out);
  const char *rs = obj_string (top, "ruleset");
  const char *edn = obj_string (top, "edition");
  if (!rs || !edn)
    {
      ld_fail (&ld, "save", "expected \"ruleset\" and \"edition\" strings");
      return NULL;
    }
  const HcRuleset *rules = hc_ruleset_find (rs);
  if (!rules)
    {
      g_autofree char *msg = g_strdup_printf ("unknown ruleset \"%s\"", rs);
      ld_fail (&ld, "save", msg);
      return NULL;
    }
  guint64 want_end = 0;
  if (!ld_hex (&ld, top, "end", &want_end))
    return NULL;
  JsonArray *cards
      = ld_array_n (&ld, ld_member (&ld, top, "cards", JSON_NODE_ARRAY), 0,
                    HC_MAX_CARDS, "cards");
  if (!cards || !ld_cards (&ld, cards, db))
    return NULL;
  HcRecord *rec = ld_record (&ld, top, rs, edn, db);
  if (rec && end_out)
    *end_out = want_end;
  return rec;
}

HcGame *
hc_save_from_string (const char *name, const char *text, const HcCardDb *db,
                     HcRecord **rec_out, GError **error)
{
  if (rec_out)
    *rec_out = NULL;
  guint64 want_end = 0;
  g_autoptr (HcRecord) rec
      = hc_save_parse (name, text, db, &want_end, NULL, error);
  if (!rec)
    return NULL;
  Ld ld = { .file = name, .error = error };
  g_autoptr (GError) rerr = NULL;
  g_autoptr (HcGame) g = hc_record_replay (rec, db, G_MAXUINT, &rerr);
  if (!g)
    {
      ld_fail (&ld, "save", rerr->message);
      return NULL;
    }
  if (g->n_choices != rec->choices->len)
    {
      ld_fail (&ld, "save", "replay: the game ended before the last choice");
      return NULL;
    }
  if (hc_record_hash (g) != want_end)
    {
      ld_fail (&ld, "save",
               "replay: the replayed game does not reach the saved state (the "
               "file was changed or damaged, or the rules changed since)");
      return NULL;
    }
  if (rec_out)
    *rec_out = g_steal_pointer (&rec);
  return g_steal_pointer (&g);
}

char *
hc_save_ruleset_of (const char *name, const char *text, GError **error)
{
  g_autoptr (JsonParser) parser = save_parser (name, text, error);
  if (!parser)
    return NULL;
  JsonNode *root = json_parser_get_root (parser);
  const char *id = root && JSON_NODE_HOLDS_OBJECT (root)
                       ? obj_string (json_node_get_object (root), "ruleset")
                       : NULL;
  if (!id)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: not a holocron save (no \"ruleset\" string member)",
                   name);
      return NULL;
    }
  return g_strdup (id);
}

HcGame *
hc_save_read (const char *path, const HcCardDb *db, HcRecord **rec_out,
              GError **error)
{
  g_autofree char *text = NULL;
  if (!hc_read_file_limited (path, HC_SAVE_MAX_BYTES, &text, NULL, error))
    return NULL;
  return hc_save_from_string (path, text, db, rec_out, error);
}
