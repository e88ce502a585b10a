/* The plain HTTP side: the client's static files from one folder, and
 * which browser pages may open a game connection. */
#include "server-internal.h"

#include <string.h>

static const struct
{
  const char *ext;
  const char *type;
} types[] = {
  { ".html", "text/html; charset=utf-8" },
  { ".js", "text/javascript; charset=utf-8" },
  { ".css", "text/css; charset=utf-8" },
  { ".svg", "image/svg+xml" },
  { ".png", "image/png" },
  { ".ico", "image/x-icon" },
};

/* The content type of a file the client may fetch, or NULL: a path is
 * served only when every character is a plain one and no part of it
 * climbs out of the folder. */
static const char *
servable (const char *path)
{
  if (path[0] != '/' || strlen (path) > 200 || strstr (path, ".."))
    return NULL;
  for (const char *p = path; *p; p++)
    if (!g_ascii_isalnum (*p) && !strchr ("/._-", *p))
      return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_str_has_suffix (path, types[i].ext))
      return types[i].type;
  return NULL;
}

static void
on_file (SoupServer *server, SoupServerMessage *msg, const char *path,
         GHashTable *query, gpointer data)
{
  (void)server;
  (void)query;
  Server *srv = data;
  const char *method = soup_server_message_get_method (msg);
  if (strcmp (method, "GET") != 0 && strcmp (method, "HEAD") != 0)
    {
      soup_server_message_set_status (msg, SOUP_STATUS_METHOD_NOT_ALLOWED,
                                      NULL);
      return;
    }
  if (strcmp (path, "/") == 0)
    path = "/index.html";
  const char *type = servable (path);
  g_autofree char *file
      = type ? g_build_filename (srv->web_dir, path, NULL) : NULL;
  char *body = NULL;
  gsize len = 0;
  if (!file || !g_file_get_contents (file, &body, &len, NULL))
    {
      soup_server_message_set_status (msg, SOUP_STATUS_NOT_FOUND, NULL);
      return;
    }
  SoupMessageHeaders *h = soup_server_message_get_response_headers (msg);
  soup_message_headers_replace (h, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (h, "Cache-Control", "no-cache");
  /* the page talks only to this server and runs only its own scripts */
  soup_message_headers_replace (
      h, "Content-Security-Policy",
      "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:;"
      " style-src 'self'; frame-ancestors 'none'");
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, type, SOUP_MEMORY_TAKE, body, len);
}

gboolean
hc_origin_allowed (Server *srv, const char *origin, const char *host)
{
  /* a program that is not a browser sends no Origin and could forge
   * one anyway; the check keeps other sites' pages out */
  if (!origin)
    return TRUE;
  if (srv->cfg.origin && strcmp (origin, srv->cfg.origin) == 0)
    return TRUE;
  if (!host)
    return FALSE;
  const char *rest = NULL;
  if (g_str_has_prefix (origin, "http://"))
    rest = origin + 7;
  else if (g_str_has_prefix (origin, "https://"))
    rest = origin + 8;
  return rest && g_ascii_strcasecmp (rest, host) == 0;
}

void
hc_http_setup (Server *srv)
{
  soup_server_add_handler (srv->soup, NULL, on_file, srv, NULL);
}
