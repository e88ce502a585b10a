/* Start-up: rulesets and cards loaded once, the HTTP and WebSocket
 * handlers, the listening socket, the computer players' pool, and the main
 * loop until SIGINT or SIGTERM. */
#include "hc-rulesets.h"
#include "server-internal.h"

#include <glib-unix.h>
#include <stdio.h>

static gboolean
on_signal (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* every ruleset's cards are loaded here, before any worker thread could
 * ask for them */
static gboolean
load_all (const HcServerConfig *cfg, GError **error)
{
  hc_decks_allow_unimplemented (cfg->allow_unimplemented);
  if (!hc_rulesets_init (error))
    return FALSE;
  GPtrArray *all = hc_ruleset_all ();
  for (guint i = 0; i < all->len; i++)
    if (!hc_rulesets_cards (all->pdata[i], error))
      return FALSE;
  return hc_named_decks_load (error);
}

static gboolean
flush_rooms (gpointer srv)
{
  hc_store_flush (srv);
  return G_SOURCE_CONTINUE;
}

static gboolean
listen_on (Server *srv, GError **error)
{
  const char *bind = srv->cfg.bind ? srv->cfg.bind : "127.0.0.1";
  g_autoptr (GInetAddress) addr = g_inet_address_new_from_string (bind);
  if (!addr)
    {
      g_set_error (
          error, HC_ERROR, HC_ERROR_INVALID,
          "--bind %s: not an IP address (for example 127.0.0.1 or ::1)", bind);
      return FALSE;
    }
  g_autoptr (GSocketAddress) sa
      = g_inet_socket_address_new (addr, (guint16)srv->cfg.port);
  if (!soup_server_listen (srv->soup, sa, 0, error))
    return FALSE;
  GSList *uris = soup_server_get_uris (srv->soup);
  for (GSList *l = uris; l; l = l->next)
    {
      g_autofree char *s = g_uri_to_string (l->data);
      printf ("holocron serve: open %s\n", s);
    }
  g_slist_free_full (uris, (GDestroyNotify)g_uri_unref);
  fflush (stdout);
  return TRUE;
}

gboolean
hc_server_run (const HcServerConfig *config, GError **error)
{
  if (!load_all (config, error))
    return FALSE;
  Server srv = { .cfg = *config };
  if (!srv.cfg.idle_seconds)
    srv.cfg.idle_seconds = 60;
  srv.grace_seconds = srv.cfg.grace_seconds ? srv.cfg.grace_seconds : 120;
  if (!srv.cfg.max_games)
    srv.cfg.max_games = HC_MAX_ROOMS;
  srv.web_dir = config->web_dir
                    ? g_strdup (config->web_dir)
                    : g_build_filename (HC_SOURCE_ROOT, "web", NULL);
  if (!g_file_test (srv.web_dir, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "%s: no such folder (the web client's files; --web DIR)",
                   srv.web_dir);
      g_free (srv.web_dir);
      return FALSE;
    }
  srv.soup = soup_server_new ("server-header", "holocron", NULL);
  srv.rooms
      = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify)hc_room_free);
  srv.pool = hc_think_pool_new ();
  hc_ws_setup (&srv);
  hc_http_setup (&srv);
  gboolean ok = hc_store_open (&srv, error) && listen_on (&srv, error);
  if (ok)
    {
      guint flusher = g_timeout_add_seconds (1, flush_rooms, &srv);
      g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
      g_unix_signal_add (SIGINT, on_signal, loop);
      g_unix_signal_add (SIGTERM, on_signal, loop);
      g_main_loop_run (loop);
      g_source_remove (flusher);
    }
  /* the workers finish their thinking; their answers are dropped */
  srv.stopping = TRUE;
  g_source_remove (srv.reaper);
  g_thread_pool_free (srv.pool, FALSE, TRUE);
  soup_server_disconnect (srv.soup);
  g_hash_table_destroy (srv.conns);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  /* what changed in the last second is not lost on a clean stop */
  hc_store_close (&srv);
  g_hash_table_destroy (srv.rooms);
  g_free (srv.state_dir);
  g_object_unref (srv.soup);
  g_free (srv.web_dir);
  hc_named_decks_free ();
  return ok;
}
