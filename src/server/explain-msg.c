/* explain: the `--explain` details of one log line, on request, so the
 * state messages every watcher gets stay as small as they were.  The
 * answer carries the line as the asker's state carried it (the same
 * per-viewer rendering, view-msg.c) and the explanation, which rests only
 * on the line's rule, kind and phase and on the game's edition and
 * switches: all of them in the line or public already (hc-explain.h). */
#include "hc-explain.h"
#include "server-internal.h"

void
hc_explain_handle (Conn *c, const HcClientMsg *m)
{
  Room *r = hc_store_find (c->srv, (guint)m->game);
  /* the game the connection watches, its seat deciding what the line
   * says; or a finished game, whose replay is open to anyone, as the
   * public reads it */
  gboolean watching = r && c->room == r->id;
  if (!r || (!watching && !hc_room_over (r)))
    {
      hc_conn_error (c, m->id, "not-watching",
                     "explain is for the game this connection plays or "
                     "watches, or a finished one, not game %" G_GINT64_FORMAT,
                     m->game);
      return;
    }
  const HcGame *g = r->g;
  const HcLogEntry *entries = hc_log_entries (g->log);
  const HcLogEntry *e = NULL;
  for (guint i = 0; i < g->log_len && !e; i++)
    if (entries[i].seq == (guint32)m->log_seq)
      e = &entries[i];
  if (!e)
    {
      hc_conn_error (c, m->id, "no-line",
                     "game %u has no log line of log_seq %" G_GINT64_FORMAT,
                     r->id, m->log_seq);
      return;
    }
  gint viewer = !watching ? HC_NONE
                : c->seat == HC_NONE && hc_room_open_to_spectators (r)
                    ? HC_VIEW_OPEN
                    : c->seat;
  g_autoptr (GString) raw = g_string_new ("\"line\":");
  hc_view_log_line (g, e, viewer, raw);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  hc_explain_json (g, e, b);
  json_builder_end_object (b);
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  JsonObject *ex = json_node_get_object (root);
  g_autoptr (JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "type", "explain");
  json_object_set_int_member (o, "game", r->id);
  json_object_set_int_member (o, "log_seq", m->log_seq);
  json_object_set_member (
      o, "explain", json_node_copy (json_object_get_member (ex, "explain")));
  if (m->id)
    json_object_set_int_member (o, "re", m->id);
  /* sent as a state is, so the server's audit (tests) reads it too */
  hc_send_view (c->srv, c, g, viewer, o, raw);
}
