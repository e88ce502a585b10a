/* One WebSocket connection: the rate limit, the size cap, the idle
 * timeout, and sequence numbers on everything sent.  What a message
 * means is the lobby's business. */
#include "server-internal.h"

#include <stdarg.h>
#include <string.h>

void
hc_conn_send (Conn *c, JsonObject *obj)
{
  hc_conn_send_with (c, obj, NULL);
}

void
hc_conn_send_with (Conn *c, JsonObject *obj, const char *members)
{
  if (soup_websocket_connection_get_state (c->ws) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  json_object_set_int_member (obj, "v", c->version);
  json_object_set_int_member (obj, "seq", (gint64)++c->seq);
  g_autoptr (JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, obj);
  g_autofree char *text = json_to_string (node, FALSE);
  if (!members || !*members)
    {
      soup_websocket_connection_send_text (c->ws, text);
      return;
    }
  /* the object has v and seq, so it ends in "...}" after a member: the
   * new members go before its closing brace */
  gsize len = strlen (text);
  g_autoptr (GString) all = g_string_sized_new (len + strlen (members) + 2);
  g_string_append_len (all, text, (gssize)len - 1);
  g_string_append_c (all, ',');
  g_string_append (all, members);
  g_string_append_c (all, '}');
  soup_websocket_connection_send_text (c->ws, all->str);
}

void
hc_conn_error (Conn *c, gint64 re, const char *code, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_autoptr (JsonObject) o = json_object_new ();
  json_object_set_string_member (o, "type", "error");
  json_object_set_string_member (o, "code", code);
  json_object_set_string_member (o, "message", text);
  if (re)
    json_object_set_int_member (o, "re", re);
  hc_conn_send (c, o);
}

/* the token bucket: FALSE when the connection has sent too much */
static gboolean
take_token (Conn *c)
{
  gint64 now = g_get_monotonic_time ();
  c->tokens += (double)(now - c->refilled) / G_USEC_PER_SEC * HC_RATE;
  if (c->tokens > HC_BURST)
    c->tokens = HC_BURST;
  c->refilled = now;
  if (c->tokens < 1.0)
    return FALSE;
  c->tokens -= 1.0;
  return TRUE;
}

static void
on_message (SoupWebsocketConnection *ws, gint type, GBytes *bytes,
            gpointer data)
{
  (void)ws;
  Conn *c = data;
  c->seen = g_get_monotonic_time ();
  if (!take_token (c))
    {
      hc_conn_error (c, 0, "rate-limited",
                     "more than %.0f messages a second; this one was dropped",
                     HC_RATE);
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      hc_conn_error (c, 0, "bad-message", "messages are JSON text frames");
      return;
    }
  gsize len = 0;
  const char *text = g_bytes_get_data (bytes, &len);
  HcClientMsg m;
  g_autoptr (GError) err = NULL;
  if (!hc_proto_parse (text ? text : "", len, &m, &err))
    {
      /* m.id is kept when the message got that far, so the client can
       * tell which of its messages was refused */
      hc_conn_error (c, m.id,
                     g_error_matches (err, HC_ERROR, HC_ERROR_LIMIT)
                         ? "too-large"
                         : "bad-message",
                     "%s", err->message);
      return;
    }
  hc_lobby_handle (c, &m);
  hc_client_msg_clear (&m);
}

static void
on_closed (SoupWebsocketConnection *ws, gpointer data)
{
  (void)ws;
  Conn *c = data;
  Server *srv = c->srv;
  guint room = c->seat != HC_NONE ? c->room : 0;
  gint seat = c->seat;
  g_hash_table_remove (srv->conns, c);
  /* the other side sees the seat empty */
  Room *r
      = room ? g_hash_table_lookup (srv->rooms, GUINT_TO_POINTER (room)) : NULL;
  if (r && !srv->stopping)
    {
      hc_grace_start (r, seat);
      hc_room_broadcast (r);
    }
}

static void
conn_free (gpointer data)
{
  Conn *c = data;
  g_signal_handlers_disconnect_by_data (c->ws, c);
  g_hash_table_unref (c->texts_sent);
  hc_view_forget (c);
  for (gint k = 0; k < HC_DELTA_PARTS; k++)
    if (c->sent[k])
      g_string_free (c->sent[k], TRUE);
  g_object_unref (c->ws);
  g_free (c);
}

static void
on_websocket (SoupServer *server, SoupServerMessage *msg, const char *path,
              SoupWebsocketConnection *ws, gpointer data)
{
  (void)server;
  (void)path;
  (void)msg;
  Server *srv = data;
  if (g_hash_table_size (srv->conns) >= HC_MAX_CONNS)
    {
      soup_websocket_connection_close (ws, SOUP_WEBSOCKET_CLOSE_SERVER_ERROR,
                                       "server full");
      return;
    }
  Conn *c = g_new0 (Conn, 1);
  c->srv = srv;
  c->ws = g_object_ref (ws);
  c->id = ++srv->next_conn;
  c->tokens = HC_BURST;
  c->refilled = c->seen = g_get_monotonic_time ();
  c->seat = HC_NONE;
  c->texts_sent = g_hash_table_new (NULL, NULL);
  /* a client that asks for no protocol, or for v1, gets v1 */
  c->version
      = g_strcmp0 (soup_websocket_connection_get_protocol (ws), HC_PROTOCOL_V2)
                == 0
            ? 2
            : HC_PROTOCOL_VERSION;
  soup_websocket_connection_set_max_incoming_payload_size (ws, HC_SOCKET_MAX);
  /* the server pings too, so a proxy keeps a quiet connection open */
  soup_websocket_connection_set_keepalive_interval (ws, 20);
  g_hash_table_add (srv->conns, c);
  g_signal_connect (ws, "message", G_CALLBACK (on_message), c);
  g_signal_connect (ws, "closed", G_CALLBACK (on_closed), c);
  g_autoptr (JsonObject) w = hc_lobby_welcome ();
  json_object_set_int_member (w, "conn", (gint64)c->id);
  json_object_set_string_member (
      w, "protocol", c->version == 2 ? HC_PROTOCOL_V2 : HC_PROTOCOL);
  hc_conn_send (c, w);
}

/* Close the connections that said nothing for idle_seconds: a client
 * sends a ping at least every 15 seconds. */
static gboolean
reap_idle (gpointer data)
{
  Server *srv = data;
  gint64 limit = g_get_monotonic_time ()
                 - (gint64)srv->cfg.idle_seconds * G_USEC_PER_SEC;
  /* closing may end a connection at once, which removes it from the
   * table: collect first */
  g_autoptr (GPtrArray) idle = g_ptr_array_new_with_free_func (g_object_unref);
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      Conn *c = key;
      if (c->seen < limit
          && soup_websocket_connection_get_state (c->ws)
                 == SOUP_WEBSOCKET_STATE_OPEN)
        g_ptr_array_add (idle, g_object_ref (c->ws));
    }
  for (guint i = 0; i < idle->len; i++)
    soup_websocket_connection_close (g_ptr_array_index (idle, i),
                                     SOUP_WEBSOCKET_CLOSE_GOING_AWAY, "idle");
  hc_rooms_reap (srv, FALSE);
  return G_SOURCE_CONTINUE;
}

/* Another site's page is refused before the handshake, with 403. */
static void
check_origin (SoupServer *server, SoupServerMessage *msg, const char *path,
              GHashTable *query, gpointer data)
{
  (void)server;
  (void)path;
  (void)query;
  SoupMessageHeaders *h = soup_server_message_get_request_headers (msg);
  if (!hc_origin_allowed (data, soup_message_headers_get_one (h, "Origin"),
                          soup_message_headers_get_one (h, "Host")))
    soup_server_message_set_status (msg, SOUP_STATUS_FORBIDDEN,
                                    "origin not allowed");
}

void
hc_ws_setup (Server *srv)
{
  soup_server_add_early_handler (srv->soup, "/ws", check_origin, srv, NULL);
  srv->conns = g_hash_table_new_full (NULL, NULL, conn_free, NULL);
  /* the client's first choice among these is taken */
  char *protocols[] = { HC_PROTOCOL_V2, HC_PROTOCOL, NULL };
  soup_server_add_websocket_handler (srv->soup, "/ws", NULL, protocols,
                                     on_websocket, srv, NULL);
  srv->reaper = g_timeout_add_seconds (5, reap_idle, srv);
}
