/* The state folder: every room written as its game's record, so games
 * outlive the process.  N.save is a holocron save (the record; loading
 * replays it and checks every hash), N.room what the save does not hold:
 * the seats, the digests of their tokens, the key of the public hash and
 * the computer's generators.  Rooms are written at most once a second and
 * on a clean stop; an unfinished room is read back on start, a finished
 * one when someone asks for it. */
#include "hc-rulesets.h"
#include "server-internal.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#define ROOM_FORMAT "holocron-room"
#define ROOM_VERSION 1
#define ROOM_MAX_BYTES 16384

static char *
room_file (const Server *srv, guint id, const char *ext)
{
  g_autofree char *base = g_strdup_printf ("%u.%s", id, ext);
  return g_build_filename (srv->state_dir, base, NULL);
}

/* bytes as base64 text, and back when it is exactly n bytes */
static char *
text_of (const void *b, gsize n)
{
  return g_base64_encode (b, n);
}

static gboolean
bytes_of (const char *s, void *out, gsize n)
{
  if (!s || strlen (s) != 4 * ((n + 2) / 3))
    return FALSE;
  gsize len = 0;
  g_autofree guchar *raw = g_base64_decode (s, &len);
  if (len != n)
    return FALSE;
  memcpy (out, raw, n);
  return TRUE;
}

static char *
room_text (const Room *r)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, ROOM_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, ROOM_VERSION);
  json_builder_set_member_name (b, "game");
  json_builder_add_int_value (b, r->id);
  json_builder_set_member_name (b, "ruleset");
  json_builder_add_string_value (b, r->g->rules->id);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, r->edition_text);
  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, hc_room_over (r));
  json_builder_set_member_name (b, "forfeit");
  if (r->forfeit != HC_NONE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "loser");
      json_builder_add_int_value (b, r->forfeit);
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, r->end_reason);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "clock_increment_ms");
  json_builder_add_int_value (b, r->clocked ? r->clock_inc_ms : -1);
  json_builder_set_member_name (b, "agent");
  json_builder_add_string_value (b, hc_agent_kind_name (r->agent.kind));
  g_autofree char *key = text_of (r->key, sizeof r->key);
  json_builder_set_member_name (b, "key");
  json_builder_add_string_value (b, key);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "computer");
      json_builder_add_boolean_value (b, r->computer[p]);
      json_builder_set_member_name (b, "seated");
      json_builder_add_boolean_value (b, r->seated[p]);
      json_builder_set_member_name (b, "token_sha256");
      if (r->token_hash[p])
        json_builder_add_string_value (b, r->token_hash[p]);
      else
        json_builder_add_null_value (b);
      g_autofree char *rng = text_of (&r->rng[p], sizeof r->rng[p]);
      json_builder_set_member_name (b, "rng");
      json_builder_add_string_value (b, rng);
      json_builder_set_member_name (b, "auto_pass");
      json_builder_add_boolean_value (b, r->auto_pass[p]);
      json_builder_set_member_name (b, "show_spectators");
      json_builder_add_boolean_value (b, r->show_spectators[p]);
      /* the time left as of the last charge: time the server was down
       * is not counted */
      json_builder_set_member_name (b, "clock_ms");
      json_builder_add_int_value (b, r->clock_ms[p]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  return json_to_string (root, TRUE);
}

static gboolean
write_file (const char *path, const char *text, GError **error)
{
  /* a new file then a rename: a crash leaves the old one or the new one */
  return g_file_set_contents_full (path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/* One room's two files; the save first, so a room file always names a
 * save that exists.  Runs on the writer thread or, at a clean stop, on the
 * loop. */
typedef struct
{
  Server *srv;
  guint room;
  gboolean failed;
  char *save_path, *save, *room_path, *meta;
} Write;

static void
write_free (Write *w)
{
  g_free (w->save_path);
  g_free (w->save);
  g_free (w->room_path);
  g_free (w->meta);
  g_free (w);
}

static Write *
write_new (Server *srv, Room *r)
{
  Write *w = g_new0 (Write, 1);
  w->srv = srv;
  w->room = r->id;
  w->save = hc_save_to_string (r->g, r->rec);
  w->meta = room_text (r);
  w->save_path = room_file (srv, r->id, "save");
  w->room_path = room_file (srv, r->id, "room");
  r->dirty = FALSE;
  return w;
}

static gboolean
write_now (Write *w)
{
  g_autoptr (GError) err = NULL;
  if (!write_file (w->save_path, w->save, &err)
      || !write_file (w->room_path, w->meta, &err))
    {
      g_printerr ("holocron serve: game %u not kept: %s\n", w->room,
                  err->message);
      return FALSE;
    }
  return TRUE;
}

/* back on the loop: the room may be written again */
static gboolean
written (gpointer data)
{
  Write *w = data;
  Room *r = g_hash_table_lookup (w->srv->rooms, GUINT_TO_POINTER (w->room));
  if (r)
    {
      r->writing = FALSE;
      /* not kept: the next flush tries again */
      r->dirty |= w->failed;
    }
  write_free (w);
  return G_SOURCE_REMOVE;
}

/* The writer thread: the files are replaced with an fsync, which may take
 * a disk's while, so the loop only hands them over. */
static void
writer (gpointer data, gpointer unused)
{
  (void)unused;
  Write *w = data;
  w->failed = !write_now (w);
  g_main_context_invoke (NULL, written, w);
}

void
hc_store_write (Server *srv, Room *r)
{
  Write *w = write_new (srv, r);
  if (!write_now (w))
    r->dirty = TRUE;
  write_free (w);
}

static void
ensure_writer (Server *srv)
{
  if (!srv->writer)
    srv->writer = g_thread_pool_new (writer, NULL, 1, FALSE, NULL);
}

void
hc_store_write_last (Server *srv, Room *r)
{
  if (!r->dirty)
    return;
  ensure_writer (srv);
  /* one writer thread takes the writes in the order they came */
  g_thread_pool_push (srv->writer, write_new (srv, r), NULL);
}

void
hc_store_flush (Server *srv)
{
  ensure_writer (srv);
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, srv->rooms);
  while (g_hash_table_iter_next (&it, NULL, &v))
    {
      Room *r = v;
      /* a room whose last write is still on its way waits for the next
       * flush: the writer never falls behind by more than one each */
      if (!r->dirty || r->writing)
        continue;
      r->writing = TRUE;
      g_thread_pool_push (srv->writer, write_new (srv, r), NULL);
    }
}

void
hc_store_close (Server *srv)
{
  /* the writes on their way end first, then whatever changed since */
  if (srv->writer)
    g_thread_pool_free (srv->writer, FALSE, TRUE);
  srv->writer = NULL;
  while (g_main_context_iteration (NULL, FALSE))
    ;
  GHashTableIter it;
  gpointer v;
  g_hash_table_iter_init (&it, srv->rooms);
  while (g_hash_table_iter_next (&it, NULL, &v))
    if (((Room *)v)->dirty)
      hc_store_write (srv, v);
}

static gboolean
bad (GError **error, const char *path, const char *what)
{
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s: %s", path, what);
  return FALSE;
}

static const char *
member_string (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  return n && JSON_NODE_HOLDS_VALUE (n)
                 && json_node_get_value_type (n) == G_TYPE_STRING
             ? json_node_get_string (n)
             : NULL;
}

static gboolean
member_bool (JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  return n && JSON_NODE_HOLDS_VALUE (n)
         && json_node_get_value_type (n) == G_TYPE_BOOLEAN
         && json_node_get_boolean (n);
}

/* The seats of a room file into r; FALSE names what was expected. */
static gboolean
read_seats (JsonObject *top, Room *r, const char *path, GError **error)
{
  JsonNode *sn = json_object_get_member (top, "seats");
  JsonArray *seats
      = sn && JSON_NODE_HOLDS_ARRAY (sn) ? json_node_get_array (sn) : NULL;
  if (!seats || json_array_get_length (seats) != HC_MAX_PLAYERS)
    return bad (error, path, "expected \"seats\": an array of 2 objects");
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      JsonNode *n = json_array_get_element (seats, p);
      if (!JSON_NODE_HOLDS_OBJECT (n))
        return bad (error, path, "expected each seat to be an object");
      JsonObject *s = json_node_get_object (n);
      r->computer[p] = member_bool (s, "computer");
      r->seated[p] = member_bool (s, "seated");
      r->auto_pass[p] = member_bool (s, "auto_pass");
      /* absent in files from before it: FALSE */
      r->show_spectators[p] = member_bool (s, "show_spectators");
      r->clock_ms[p]
          = json_object_get_int_member_with_default (s, "clock_ms", 0);
      const char *t = member_string (s, "token_sha256");
      if (t && (strlen (t) != 64 || strspn (t, "0123456789abcdef") != 64))
        return bad (error, path,
                    "expected \"token_sha256\": 64 hex digits or null");
      r->token_hash[p] = g_strdup (t);
      if (!bytes_of (member_string (s, "rng"), &r->rng[p], sizeof r->rng[p]))
        return bad (error, path, "expected \"rng\": 16 bytes in base64");
    }
  return TRUE;
}

/* Room `id` from its two files: the record replayed, its hashes checked. */
static Room *
load_room (Server *srv, guint id, GError **error)
{
  g_autofree char *path = room_file (srv, id, "room");
  g_autofree char *text = NULL;
  if (!hc_read_file_limited (path, ROOM_MAX_BYTES, &text, NULL, error))
    return NULL;
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) perr = NULL;
  if (!json_parser_load_from_data (parser, text, -1, &perr))
    {
      g_autofree char *msg = hc_json_error (path, perr->message);
      g_set_error_literal (error, HC_ERROR, HC_ERROR_PARSE, msg);
      return NULL;
    }
  JsonNode *root = json_parser_get_root (parser);
  JsonObject *top = root && JSON_NODE_HOLDS_OBJECT (root)
                        ? json_node_get_object (root)
                        : NULL;
  const char *format = top ? member_string (top, "format") : NULL;
  if (!format || strcmp (format, ROOM_FORMAT) != 0
      || json_object_get_int_member_with_default (top, "version", 0)
             != ROOM_VERSION)
    {
      bad (error, path, "expected a " ROOM_FORMAT " file of version 1");
      return NULL;
    }
  const char *ruleset = member_string (top, "ruleset");
  const HcRuleset *rules = ruleset ? hc_ruleset_find (ruleset) : NULL;
  const char *edition = member_string (top, "edition");
  const char *agent = member_string (top, "agent");
  HcAgentKind kind = HC_AGENT_RANDOM;
  if (!rules || !edition || !agent || !hc_agent_kind_parse (agent, &kind))
    {
      bad (error, path,
           "expected \"ruleset\", \"edition\" and \"agent\" that exist");
      return NULL;
    }
  const HcCardDb *db = hc_rulesets_cards (rules, error);
  if (!db)
    return NULL;
  Room *r = g_new0 (Room, 1);
  r->srv = srv;
  r->id = id;
  r->undo_by = HC_NONE;
  r->forfeit = HC_NONE;
  r->dropped = HC_NONE;
  r->clock_running = HC_NONE;
  r->clock_inc_ms
      = json_object_get_int_member_with_default (top, "clock_increment_ms", -1);
  r->clocked = r->clock_inc_ms >= 0;
  JsonNode *ff = json_object_get_member (top, "forfeit");
  if (ff && JSON_NODE_HOLDS_OBJECT (ff))
    {
      JsonObject *fo = json_node_get_object (ff);
      const char *why = member_string (fo, "reason");
      r->forfeit
          = json_object_get_int_member_with_default (fo, "loser", 0) ? 1 : 0;
      r->end_reason = why && strcmp (why, "time") == 0 ? "time" : "abandoned";
    }
  r->agent = hc_agent_default (kind);
  r->edition_text = g_strdup (edition);
  g_autofree char *save_path = room_file (srv, id, "save");
  if (!bytes_of (member_string (top, "key"), r->key, sizeof r->key))
    bad (error, path, "expected \"key\": 32 bytes in base64");
  else if (read_seats (top, r, path, error)
           && (r->setup = hc_match_setup_new (rules, db, edition, error)))
    r->g = hc_save_read (save_path, db, &r->rec, error);
  if (!r->g)
    {
      hc_room_free (r);
      return NULL;
    }
  r->decisions = r->rec->choices->len;
  r->active = g_get_monotonic_time ();
  hc_game_advance (r->g);
  return r;
}

Room *
hc_store_find (Server *srv, guint id)
{
  Room *r = g_hash_table_lookup (srv->rooms, GUINT_TO_POINTER (id));
  if (r || id == 0 || id > srv->next_room)
    return r;
  g_autofree char *path = room_file (srv, id, "room");
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  g_autoptr (GError) err = NULL;
  if (!(r = load_room (srv, id, &err)))
    {
      g_printerr ("holocron serve: %s\n", err->message);
      return NULL;
    }
  g_hash_table_insert (srv->rooms, GUINT_TO_POINTER (id), r);
  /* the computer takes up its decision where it was left */
  hc_room_progress (r);
  return r;
}

/* Whether a room file says its game is over, without replaying it. */
static gboolean
room_over (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  if (!hc_read_file_limited (path, ROOM_MAX_BYTES, &text, NULL, NULL)
      || !json_parser_load_from_data (parser, text, -1, NULL))
    return FALSE;
  JsonNode *root = json_parser_get_root (parser);
  return root && JSON_NODE_HOLDS_OBJECT (root)
         && member_bool (json_node_get_object (root), "over");
}

gboolean
hc_store_open (Server *srv, GError **error)
{
  srv->state_dir = srv->cfg.state_dir
                       ? g_strdup (srv->cfg.state_dir)
                       : g_build_filename (g_get_user_data_dir (), "holocron",
                                           "serve", NULL);
  if (g_mkdir_with_parents (srv->state_dir, 0700) != 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "%s: cannot make the state folder: %s (--state-dir DIR)",
                   srv->state_dir, g_strerror (errno));
      return FALSE;
    }
  g_autoptr (GDir) dir = g_dir_open (srv->state_dir, 0, error);
  if (!dir)
    return FALSE;
  g_autoptr (GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));
  for (const char *name; (name = g_dir_read_name (dir));)
    {
      char *end = NULL;
      guint64 id = g_ascii_strtoull (name, &end, 10);
      if (id == 0 || id > G_MAXUINT32 || strcmp (end, ".room") != 0)
        continue;
      /* numbers are never given twice, even to games that failed to load */
      srv->next_room = MAX (srv->next_room, (guint)id);
      g_autofree char *path = g_build_filename (srv->state_dir, name, NULL);
      if (!room_over (path))
        {
          guint i = (guint)id;
          g_array_append_val (open, i);
        }
    }
  guint loaded = 0;
  for (guint i = 0; i < open->len; i++)
    loaded += hc_store_find (srv, g_array_index (open, guint, i)) != NULL;
  printf ("holocron serve: %u unfinished game%s back from %s\n", loaded,
          loaded == 1 ? "" : "s", srv->state_dir);
  return TRUE;
}
