/* holocron serve: games over WebSocket for the browser client in web/.
 * One process, the GLib main loop, many games (doc/serve.md, the wire
 * format in doc/protocol.md). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *bind;      /* address to listen on; NULL: 127.0.0.1 */
  guint port;            /* 0: any free port (printed on start) */
  const char *web_dir;   /* the client's files; NULL: the source tree's web/ */
  const char *origin;    /* an extra allowed Origin (a reverse proxy's) */
  gboolean audit;        /* tests only: name on stderr what each frame hides */
  guint idle_seconds;    /* close a connection silent this long */
  guint grace_seconds;   /* a dropped seat's time to return (default 120) */
  const char *state_dir; /* where games are kept across restarts; NULL:
                            $XDG_DATA_HOME/holocron/serve */
  /* decks may hold cards the engine does not fully implement (the CLI's
   * --allow-unimplemented): the board and the log say so of each */
  gboolean allow_unimplemented;
  /* games kept at once (finished ones nobody watches go first); 0: 1000 */
  guint max_games;
} HcServerConfig;

/* Listen and serve until the process is ended; FALSE with *error set when
 * the address cannot be bound or the rulesets cannot be loaded. */
gboolean hc_server_run (const HcServerConfig *config, GError **error);

G_END_DECLS
