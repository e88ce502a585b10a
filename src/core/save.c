/* Saved games as versioned JSON.  The value is written field by field; on
 * load every number is range-checked against the ruleset and the stored
 * hash must match the rebuilt state, so a damaged file is refused whole. */
#include "hc-save.h"

#include <fcntl.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

static void
add_ints (JsonBuilder *b, const gint32 *v, gint n)
{
  json_builder_begin_array (b);
  for (gint i = 0; i < n; i++)
    json_builder_add_int_value (b, v[i]);
  json_builder_end_array (b);
}

static void
add_hex (JsonBuilder *b, const char *key, guint64 v)
{
  g_autofree char *s = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", v);
  json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, s);
}

/* The state is covered by its hash; the log and the record are not part
 * of the value, so a save carries a digest of them too (format version
 * 3): a damaged log line or choice is refused like a damaged state. */
static guint64
fnv (guint64 h, const void *p, gsize n)
{
  const guint8 *b = p;
  for (gsize i = 0; i < n; i++)
    h = (h ^ b[i]) * 0x100000001b3ull;
  return h;
}

static guint64
fnv_int (guint64 h, gint64 v)
{
  /* byte by byte from the low end, so the digest is the same on any
   * machine */
  guint8 b[8];
  for (gint i = 0; i < 8; i++)
    b[i] = (guint8)((guint64)v >> (8 * i));
  return fnv (h, b, sizeof b);
}

static guint64
fnv_str (guint64 h, const char *s)
{
  /* the terminating NUL too, so "ab","c" and "a","bc" differ */
  return fnv (h, s ? s : "", s ? strlen (s) + 1 : 1);
}

static guint64
save_digest (const HcGame *g, const HcRecord *rec)
{
  guint64 h = 0xcbf29ce484222325ull;
  const HcLogEntry *le = hc_log_entries (g->log);
  h = fnv_int (h, g->log_len);
  for (guint i = 0; i < g->log_len; i++)
    {
      gint64 v[] = { le[i].seq,    le[i].turn,  le[i].phase,  le[i].actor,
                     le[i].msg,    le[i].rule,  le[i].arg[0], le[i].arg[1],
                     le[i].arg[2], le[i].arg[3] };
      for (guint k = 0; k < G_N_ELEMENTS (v); k++)
        h = fnv_int (h, v[k]);
    }
  h = fnv_int (h, rec != NULL);
  if (!rec)
    return h;
  h = fnv_str (fnv_str (h, rec->ruleset), rec->edition);
  h = fnv_int (h, (gint64)rec->seed);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      h = fnv_int (h, rec->deck[p]->len);
      for (guint i = 0; i < rec->deck[p]->len; i++)
        h = fnv_str (h, rec->deck[p]->pdata[i]);
    }
  h = fnv_int (h, rec->choices->len);
  for (guint i = 0; i < rec->choices->len; i++)
    h = fnv_int (h, g_array_index (rec->choices, guint32, i));
  h = fnv_int (h, rec->hashes->len);
  for (guint i = 0; i < rec->hashes->len; i++)
    h = fnv_int (h, (gint64)g_array_index (rec->hashes, guint64, i));
  return h;
}

static void
add_record (JsonBuilder *b, const HcRecord *rec)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, rec->ruleset);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, rec->edition);
  add_hex (b, "seed", rec->seed);
  json_builder_set_member_name (b, "decks");
  json_builder_begin_array (b);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      json_builder_begin_array (b);
      for (guint i = 0; i < rec->deck[p]->len; i++)
        json_builder_add_string_value (b, rec->deck[p]->pdata[i]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  for (guint i = 0; i < rec->choices->len; i++)
    json_builder_add_int_value (b, g_array_index (rec->choices, guint32, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "hashes");
  json_builder_begin_array (b);
  for (guint i = 0; i < rec->hashes->len; i++)
    {
      g_autofree char *s
          = g_strdup_printf ("%016" G_GINT64_MODIFIER "x",
                             g_array_index (rec->hashes, guint64, i));
      json_builder_add_string_value (b, s);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

char *
hc_save_to_string (const HcGame *g, const HcRecord *rec)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  const HcEdition *ed = hc_ruleset_edition (g->rules, g->edition);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, HC_SAVE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, HC_SAVE_VERSION);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, g->rules->id);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, ed ? ed->id : "");
  add_hex (b, "hash", hc_game_hash (g));
  add_hex (b, "digest", save_digest (g, rec));

  json_builder_set_member_name (b, "state");
  json_builder_begin_object (b);
  gint32 head[] = { g->winner,     g->over, g->win_reason,
                    g->answer,     g->ret,  (gint32)g->n_choices,
                    g->trigger_seq };
  json_builder_set_member_name (b, "head");
  add_ints (b, head, G_N_ELEMENTS (head));
  json_builder_set_member_name (b, "switches");
  add_ints (b, g->sw, HC_MAX_SWITCHES);
  json_builder_set_member_name (b, "globals");
  add_ints (b, g->global, HC_MAX_GLOBALS);
  json_builder_set_member_name (b, "resources");
  json_builder_begin_array (b);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    add_ints (b, g->res[p], HC_MAX_RES);
  json_builder_end_array (b);
  add_hex (b, "rng_state", g->rng.state);
  add_hex (b, "rng_inc", g->rng.inc);
  json_builder_set_member_name (b, "forced_dice");
  json_builder_begin_array (b);
  for (gint i = 0; i < g->n_forced; i++)
    json_builder_add_int_value (
        b, g->forced[(g->forced_head + i) % HC_MAX_FORCED]);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      json_builder_begin_array (b);
      json_builder_add_string_value (b, hc_card_def (g, i)->name);
      gint32 v[] = { c->owner, c->controller, c->zone,        c->zone_player,
                     c->flags, c->pos,        c->attached_to, c->under };
      for (guint k = 0; k < G_N_ELEMENTS (v); k++)
        json_builder_add_int_value (b, v[k]);
      for (gint k = 0; k < HC_MAX_COUNTERS; k++)
        json_builder_add_int_value (b, c->counter[k]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "frames");
  json_builder_begin_array (b);
  for (gint i = 0; i < g->n_frames; i++)
    {
      const HcFrame *f = &g->frame[i];
      gint32 v[2 + HC_FRAME_ARGS] = { f->kind, f->pc };
      memcpy (v + 2, f->arg, sizeof f->arg);
      add_ints (b, v, G_N_ELEMENTS (v));
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "effects");
  json_builder_begin_array (b);
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      gint32 v[] = { e->kind,   e->duration, e->controller, e->source,
                     e->target, e->value,    e->arg };
      add_ints (b, v, G_N_ELEMENTS (v));
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "triggers");
  json_builder_begin_array (b);
  for (gint i = 0; i < g->n_triggers; i++)
    {
      const HcTrigger *t = &g->trigger[i];
      gint32 v[] = { t->ability, t->player, t->flags,  t->source,
                     t->seq,     t->arg[0], t->arg[1], t->arg[2] };
      add_ints (b, v, G_N_ELEMENTS (v));
    }
  json_builder_end_array (b);

  const HcDecision *d = &g->decision;
  json_builder_set_member_name (b, "decision");
  json_builder_begin_array (b);
  gint32 dh[] = { d->player,        d->kind,          d->prompt,
                  d->prompt_arg[0], d->prompt_arg[1], d->prompt_arg[2] };
  add_ints (b, dh, G_N_ELEMENTS (dh));
  /* options are kept after a choice too: the asking frame reads the chosen
   * one when the game advances */
  for (gint i = 0; i < d->n_options; i++)
    {
      const HcOption *o = &d->option[i];
      gint32 v[] = { (gint32)o->id, o->kind, o->a, o->b, o->c };
      add_ints (b, v, G_N_ELEMENTS (v));
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "log");
  json_builder_begin_array (b);
  const HcLogEntry *le = hc_log_entries (g->log);
  for (guint i = 0; i < g->log_len; i++)
    {
      gint32 v[] = { (gint32)le[i].seq, le[i].turn,  le[i].phase,  le[i].actor,
                     le[i].msg,         le[i].rule,  le[i].arg[0], le[i].arg[1],
                     le[i].arg[2],      le[i].arg[3] };
      add_ints (b, v, G_N_ELEMENTS (v));
    }
  json_builder_end_array (b);

  if (rec)
    {
      json_builder_set_member_name (b, "record");
      add_record (b, rec);
    }
  json_builder_end_object (b);

  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

gboolean
hc_save_write (const char *path, const HcGame *g, const HcRecord *rec,
               GError **error)
{
  g_autofree char *text = hc_save_to_string (g, rec);
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

static void
ld_ints (Ld *ld, JsonNode *n, gint32 *out, guint count, gint64 min, gint64 max,
         const char *where)
{
  JsonArray *a = ld_array_n (ld, n, count, count, where);
  for (guint i = 0; a && i < count; i++)
    {
      gint64 v = 0;
      if (ld_int (ld, a, i, min, max, &v, where))
        out[i] = (gint32)v;
    }
}

static HcRecord *
ld_record (Ld *ld, JsonObject *o)
{
  if (ld->failed || !o)
    return NULL;
  const char *rs = obj_string (o, "ruleset");
  const char *ed = obj_string (o, "edition");
  if (!rs || !ed)
    {
      ld_fail (ld, "record", "expected \"ruleset\" and \"edition\" strings");
      return NULL;
    }
  guint64 seed = 0;
  if (!ld_hex (ld, o, "seed", &seed))
    return NULL;
  g_autoptr (HcRecord) rec = hc_record_new (rs, ed, seed);
  JsonArray *decks
      = ld_array_n (ld, ld_member (ld, o, "decks", JSON_NODE_ARRAY),
                    HC_MAX_PLAYERS, HC_MAX_PLAYERS, "record.decks");
  for (gint p = 0; decks && p < HC_MAX_PLAYERS; p++)
    {
      JsonArray *d = ld_array_n (ld, json_array_get_element (decks, (guint)p),
                                 0, HC_MAX_CARDS / 2, "record.decks");
      for (guint i = 0; d && i < json_array_get_length (d); i++)
        {
          const char *name = node_string (json_array_get_element (d, i));
          if (!name)
            {
              ld_fail (ld, "record.decks", "expected card names");
              return NULL;
            }
          g_ptr_array_add (rec->deck[p], g_strdup (name));
        }
    }
  JsonArray *ch = ld_array_n (ld, ld_member (ld, o, "choices", JSON_NODE_ARRAY),
                              0, G_MAXINT32, "record.choices");
  JsonArray *hs = ld_array_n (ld, ld_member (ld, o, "hashes", JSON_NODE_ARRAY),
                              0, G_MAXINT32, "record.hashes");
  for (guint i = 0; ch && i < json_array_get_length (ch); i++)
    {
      gint64 v = 0;
      if (!ld_int (ld, ch, i, 0, G_MAXUINT32, &v, "record.choices"))
        return NULL;
      guint32 id = (guint32)v;
      g_array_append_val (rec->choices, id);
    }
  for (guint i = 0; hs && i < json_array_get_length (hs); i++)
    {
      const char *s = node_string (json_array_get_element (hs, i));
      char *end = NULL;
      guint64 h = s ? g_ascii_strtoull (s, &end, 16) : 0;
      if (!s || !end || *end)
        {
          ld_fail (ld, "record.hashes", "expected hexadecimal strings");
          return NULL;
        }
      g_array_append_val (rec->hashes, h);
    }
  if (!ld->failed && rec->hashes->len != rec->choices->len)
    ld_fail (ld, "record", "\"hashes\" and \"choices\" differ in length");
  return ld->failed ? NULL : g_steal_pointer (&rec);
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

HcGame *
hc_save_from_string (const char *name, const char *text, const HcCardDb *db,
                     HcRecord **rec_out, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  if (!json_parser_load_from_data (parser, text, -1, &local))
    {
      g_autofree char *msg = hc_json_error (name, local->message);
      g_set_error_literal (error, HC_ERROR, HC_ERROR_PARSE, msg);
      return NULL;
    }
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
      ld_fail (&ld, "save", "expected \"format\": \"" HC_SAVE_FORMAT "\"");
      return NULL;
    }
  gint64 version = obj_int (top, "version", -1);
  if (version < HC_SAVE_OLDEST || version > HC_SAVE_VERSION)
    {
      g_autofree char *msg = g_strdup_printf (
          "save format version %" G_GINT64_FORMAT " is not supported (this "
          "holocron reads versions %d to %d)",
          version, HC_SAVE_OLDEST, HC_SAVE_VERSION);
      ld_fail (&ld, "save", msg);
      return NULL;
    }
  const char *rs = obj_string (top, "ruleset");
  rs = rs ? rs : "";
  const HcRuleset *rules = hc_ruleset_find (rs);
  if (!rules)
    {
      g_autofree char *msg = g_strdup_printf ("unknown ruleset \"%s\"", rs);
      ld_fail (&ld, "save", msg);
      return NULL;
    }
  const char *edn = obj_string (top, "edition");
  edn = edn ? edn : "";
  gint ed = hc_ruleset_edition_index (rules, edn);
  if (ed < 0 || !*edn)
    {
      g_autofree char *msg = g_strdup_printf ("unknown edition \"%s\"", edn);
      ld_fail (&ld, "save", msg);
      return NULL;
    }
  guint64 want_hash = 0, want_digest = 0;
  if (!ld_hex (&ld, top, "hash", &want_hash)
      || (version >= 3 && !ld_hex (&ld, top, "digest", &want_digest)))
    return NULL;

  g_autoptr (HcGame) g = hc_game_new (rules, db, ed, 0);
  JsonNode *sn = ld_member (&ld, top, "state", JSON_NODE_OBJECT);
  JsonObject *st = sn ? json_node_get_object (sn) : NULL;
  gint32 head[7] = { 0 };
  ld_ints (&ld, ld_member (&ld, st, "head", JSON_NODE_ARRAY), head, 7,
           G_MININT32, G_MAXINT32, "state.head");
  if (ld.failed)
    return NULL;
  if (head[0] < HC_NONE || head[0] > HC_MAX_PLAYERS || head[1] < 0
      || head[1] > 1 || head[2] < 0 || head[2] > 255 || head[5] < 0)
    {
      ld_fail (&ld, "state.head", "values out of range");
      return NULL;
    }
  g->winner = (gint8)head[0];
  g->over = (guint8)head[1];
  g->win_reason = (guint8)head[2];
  g->answer = head[3];
  g->ret = head[4];
  g->n_choices = (guint32)head[5];
  g->trigger_seq = (gint16)CLAMP (head[6], 0, G_MAXINT16);
  ld_ints (&ld, ld_member (&ld, st, "switches", JSON_NODE_ARRAY), g->sw,
           HC_MAX_SWITCHES, G_MININT32, G_MAXINT32, "state.switches");
  ld_ints (&ld, ld_member (&ld, st, "globals", JSON_NODE_ARRAY), g->global,
           HC_MAX_GLOBALS, G_MININT32, G_MAXINT32, "state.globals");
  JsonArray *res
      = ld_array_n (&ld, ld_member (&ld, st, "resources", JSON_NODE_ARRAY),
                    HC_MAX_PLAYERS, HC_MAX_PLAYERS, "state.resources");
  for (gint p = 0; res && p < HC_MAX_PLAYERS; p++)
    ld_ints (&ld, json_array_get_element (res, (guint)p), g->res[p], HC_MAX_RES,
             G_MININT32, G_MAXINT32, "state.resources");
  ld_hex (&ld, st, "rng_state", &g->rng.state);
  ld_hex (&ld, st, "rng_inc", &g->rng.inc);
  JsonArray *fd
      = ld_array_n (&ld, ld_member (&ld, st, "forced_dice", JSON_NODE_ARRAY), 0,
                    HC_MAX_FORCED, "state.forced_dice");
  for (guint i = 0; fd && i < json_array_get_length (fd); i++)
    {
      gint64 v = 0;
      if (ld_int (&ld, fd, i, 1, 6, &v, "state.forced_dice"))
        g->forced[g->n_forced++] = (guint8)v;
    }

  JsonArray *cards
      = ld_array_n (&ld, ld_member (&ld, st, "cards", JSON_NODE_ARRAY), 0,
                    HC_MAX_CARDS, "state.cards");
  guint nc = cards ? json_array_get_length (cards) : 0;
  for (guint i = 0; cards && i < nc; i++)
    {
      JsonArray *c = ld_array_n (&ld, json_array_get_element (cards, i),
                                 9 + HC_MAX_COUNTERS, 9 + HC_MAX_COUNTERS,
                                 "state.cards");
      if (!c)
        break;
      const char *cname = node_string (json_array_get_element (c, 0));
      gint def = cname ? hc_card_db_lookup (db, cname) : -1;
      if (def < 0)
        {
          g_autofree char *msg
              = g_strdup_printf ("card %u: unknown card \"%s\"", i,
                                 cname ? cname : "(not a string)");
          ld_fail (&ld, "state.cards", msg);
          break;
        }
      HcCard *x = &g->card[i];
      gint64 v[8];
      gint64 lim[8][2] = { { 0, HC_MAX_PLAYERS - 1 },
                           { 0, HC_MAX_PLAYERS - 1 },
                           { 0, rules->n_zones - 1 },
                           { 0, HC_MAX_PLAYERS - 1 },
                           { 0, 255 },
                           { 0, HC_MAX_CARDS },
                           { HC_NONE, (gint64)nc - 1 },
                           { HC_NONE, (gint64)nc - 1 } };
      for (guint k = 0; k < 8; k++)
        ld_int (&ld, c, k + 1, lim[k][0], lim[k][1], &v[k], "state.cards");
      if (ld.failed)
        break;
      x->def = (gint16)def;
      x->owner = (guint8)v[0];
      x->controller = (guint8)v[1];
      x->zone = (guint8)v[2];
      x->zone_player = (guint8)v[3];
      x->flags = (guint8)v[4];
      x->pos = (gint16)v[5];
      x->attached_to = (gint16)v[6];
      x->under = (gint16)v[7];
      for (gint k = 0; k < HC_MAX_COUNTERS; k++)
        {
          gint64 cv = 0;
          if (ld_int (&ld, c, 9 + (guint)k, G_MININT16, G_MAXINT16, &cv,
                      "state.cards"))
            x->counter[k] = (gint16)cv;
        }
      g->n_cards = (gint16)(i + 1);
    }

  JsonArray *frames
      = ld_array_n (&ld, ld_member (&ld, st, "frames", JSON_NODE_ARRAY), 0,
                    HC_MAX_FRAMES, "state.frames");
  for (guint i = 0; frames && i < json_array_get_length (frames); i++)
    {
      gint32 v[2 + HC_FRAME_ARGS];
      ld_ints (&ld, json_array_get_element (frames, i), v, 2 + HC_FRAME_ARGS,
               G_MININT32, G_MAXINT32, "state.frames");
      if (ld.failed)
        break;
      if (v[0] < 0 || v[0] >= MAX (rules->n_steps, 1) || v[1] < 0
          || v[1] > G_MAXUINT16)
        {
          ld_fail (&ld, "state.frames", "unknown rule step");
          break;
        }
      HcFrame *f = &g->frame[g->n_frames++];
      f->kind = (guint16)v[0];
      f->pc = (guint16)v[1];
      memcpy (f->arg, v + 2, sizeof f->arg);
    }

  JsonArray *effects
      = ld_array_n (&ld, ld_member (&ld, st, "effects", JSON_NODE_ARRAY), 0,
                    HC_MAX_EFFECTS, "state.effects");
  for (guint i = 0; effects && i < json_array_get_length (effects); i++)
    {
      gint32 v[7];
      ld_ints (&ld, json_array_get_element (effects, i), v, 7, G_MININT32,
               G_MAXINT32, "state.effects");
      if (ld.failed)
        break;
      HcEffect *e = &g->effect[g->n_effects++];
      e->kind = (guint16)v[0];
      e->duration = (guint8)CLAMP (v[1], 0, HC_DUR_WHILE_IN_PLAY);
      e->controller = (guint8)CLAMP (v[2], 0, HC_MAX_PLAYERS - 1);
      e->source = (gint16)CLAMP (v[3], HC_NONE, (gint)nc - 1);
      e->target = (gint16)CLAMP (v[4], HC_NONE, (gint)nc - 1);
      e->value = v[5];
      e->arg = v[6];
    }

  JsonArray *trig
      = ld_array_n (&ld, ld_member (&ld, st, "triggers", JSON_NODE_ARRAY), 0,
                    HC_MAX_TRIGGERS, "state.triggers");
  for (guint i = 0; trig && i < json_array_get_length (trig); i++)
    {
      gint32 v[8];
      ld_ints (&ld, json_array_get_element (trig, i), v, 8, G_MININT32,
               G_MAXINT32, "state.triggers");
      if (ld.failed)
        break;
      HcTrigger *t = &g->trigger[g->n_triggers++];
      t->ability = (guint16)v[0];
      t->player = (guint8)CLAMP (v[1], 0, HC_MAX_PLAYERS - 1);
      t->flags = (guint8)v[2];
      t->source = (gint16)CLAMP (v[3], HC_NONE, (gint)nc - 1);
      t->seq = (gint16)v[4];
      memcpy (t->arg, v + 5, sizeof t->arg);
    }

  JsonArray *dec
      = ld_array_n (&ld, ld_member (&ld, st, "decision", JSON_NODE_ARRAY), 1,
                    1 + HC_MAX_OPTIONS, "state.decision");
  if (dec)
    {
      gint32 dh[6];
      ld_ints (&ld, json_array_get_element (dec, 0), dh, 6, G_MININT32,
               G_MAXINT32, "state.decision");
      if (!ld.failed && (dh[0] < HC_NONE || dh[0] >= HC_MAX_PLAYERS))
        ld_fail (&ld, "state.decision", "player out of range");
      if (!ld.failed)
        {
          HcDecision *d = &g->decision;
          d->player = (gint8)dh[0];
          d->kind = (guint16)dh[1];
          d->prompt = (guint16)dh[2];
          memcpy (d->prompt_arg, dh + 3, sizeof d->prompt_arg);
          for (guint i = 1; i < json_array_get_length (dec) && !ld.failed; i++)
            {
              gint32 ov[5];
              ld_ints (&ld, json_array_get_element (dec, i), ov, 5, G_MININT32,
                       G_MAXINT32, "state.decision");
              HcOption *o = &d->option[d->n_options++];
              o->id = (guint32)ov[0];
              o->kind = (guint16)ov[1];
              o->a = (gint16)ov[2];
              o->b = (gint16)ov[3];
              o->c = (gint16)ov[4];
            }
          if (!ld.failed && d->player != HC_NONE && d->n_options == 0)
            ld_fail (&ld, "state.decision",
                     "a pending decision has no options");
        }
    }

  JsonArray *log = ld_array_n (
      &ld, ld_member (&ld, top, "log", JSON_NODE_ARRAY), 0, G_MAXINT32, "log");
  for (guint i = 0; log && i < json_array_get_length (log); i++)
    {
      gint32 v[10];
      ld_ints (&ld, json_array_get_element (log, i), v, 10, G_MININT32,
               G_MAXINT32, "log");
      if (ld.failed)
        break;
      if (v[0] != (gint32)i + 1)
        {
          ld_fail (&ld, "log", "sequence numbers are not 1, 2, 3, ...");
          break;
        }
      HcLogEntry e = { .seq = (guint32)v[0],
                       .turn = (gint16)v[1],
                       .phase = (gint8)v[2],
                       .actor = (gint8)v[3],
                       .msg = (guint16)v[4],
                       .rule = (guint16)v[5],
                       .arg = { v[6], v[7], v[8], v[9] } };
      g->log = hc_log_append (g->log, g->log_len, &e);
      g->log_len++;
    }

  HcRecord *rec = NULL;
  JsonNode *rn = json_object_get_member (top, "record");
  if (!ld.failed && rn)
    {
      if (json_node_get_node_type (rn) != JSON_NODE_OBJECT)
        ld_fail (&ld, "record", "expected an object");
      else
        rec = ld_record (&ld, json_node_get_object (rn));
    }
  if (ld.failed)
    {
      hc_record_free (rec);
      return NULL;
    }
  hc_zone_index_rebuild (g);
  if (hc_game_hash (g) != want_hash)
    {
      hc_record_free (rec);
      ld_fail (&ld, "save",
               "the state does not match its stored hash (the file was "
               "changed or damaged)");
      return NULL;
    }
  if (version >= 3 && save_digest (g, rec) != want_digest)
    {
      hc_record_free (rec);
      ld_fail (&ld, "save",
               "the log or the record does not match the stored digest (the "
               "file was changed or damaged)");
      return NULL;
    }
  /* a state can hash right and still be impossible (a file written by
   * hand): refuse what the engine could never have reached */
  g_autoptr (GError) inv = NULL;
  if (!hc_check_invariants (g, &inv))
    {
      hc_record_free (rec);
      g_autofree char *msg = g_strdup_printf (
          "the state is not one a game can reach: %s", inv->message);
      ld_fail (&ld, "state", msg);
      return NULL;
    }
  if (rec_out)
    *rec_out = rec;
  else
    hc_record_free (rec);
  return g_steal_pointer (&g);
}

HcGame *
hc_save_read (const char *path, const HcCardDb *db, HcRecord **rec_out,
              GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;
  if (!g_file_get_contents (path, &text, NULL, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: cannot read: %s", path,
                   local->message);
      return NULL;
    }
  return hc_save_from_string (path, text, db, rec_out, error);
}
