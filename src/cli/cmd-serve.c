/* holocron serve: play in a browser; the server itself is src/server. */
#include "cli.h"
#include "hc-server.h"

int
cmd_serve (int argc, char **argv)
{
  g_autofree char *bind = NULL, *web = NULL, *origin = NULL, *state = NULL;
  gint port = 8080, idle = 60, grace = 120, max_games = 1000;
  gboolean audit = FALSE, allow_unimplemented = FALSE;
  const GOptionEntry entries[] = {
    { "bind", 'b', 0, G_OPTION_ARG_STRING, &bind,
      "the address to listen on (default 127.0.0.1: this machine only; put "
      "a TLS proxy in front for others, doc/serve.md)",
      "ADDR" },
    { "port", 'p', 0, G_OPTION_ARG_INT, &port,
      "the port (default 8080; 0: any free one, printed on start)", "N" },
    { "web", 0, 0, G_OPTION_ARG_FILENAME, &web,
      "the web client's folder (default: web/ of the source tree)", "DIR" },
    { "origin", 0, 0, G_OPTION_ARG_STRING, &origin,
      "also accept pages from this origin (e.g. https://example.org behind "
      "a proxy that rewrites Host)",
      "URL" },
    { "state-dir", 0, 0, G_OPTION_ARG_FILENAME, &state,
      "where games are kept across restarts (default "
      "$XDG_DATA_HOME/holocron/serve)",
      "DIR" },
    { "idle", 0, 0, G_OPTION_ARG_INT, &idle,
      "close a connection silent this many seconds (default 60)", "S" },
    { "grace", 0, 0, G_OPTION_ARG_INT, &grace,
      "a player who drops from a game against a person loses unless back "
      "within S seconds (default 120)",
      "S" },
    { "max-games", 0, 0, G_OPTION_ARG_INT, &max_games,
      "keep at most N games at once (default 1000; finished games nobody "
      "watches make room first)",
      "N" },
    { "allow-unimplemented", 0, 0, G_OPTION_ARG_NONE, &allow_unimplemented,
      "accept decks with cards the engine does not fully implement (the "
      "board marks each, the log says when one comes into play)",
      NULL },
    { "x-audit", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &audit,
      "tests only: name on stderr the cards each frame must not name", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "serve", NULL,
      "Serve games to web browsers: the lobby and the board at the printed "
      "address, both rulesets, against the computer or another person.",
      entries);
  if (!cli_parse (ctx, "serve", &argc, &argv)
      || !cli_check_args ("serve", argc, argv, 0, 0, "arguments"))
    return CLI_USAGE;
  if (port < 0 || port > 65535)
    {
      cli_error ("serve", "--port %d: expected 0 to 65535", port);
      return CLI_USAGE;
    }
  if (idle < 5 || idle > 86400)
    {
      cli_error ("serve", "--idle %d: expected 5 to 86400 seconds", idle);
      return CLI_USAGE;
    }
  if (grace < 1 || grace > 86400)
    {
      cli_error ("serve", "--grace %d: expected 1 to 86400 seconds", grace);
      return CLI_USAGE;
    }
  if (max_games < 1 || max_games > 100000)
    {
      cli_error ("serve", "--max-games %d: expected 1 to 100000", max_games);
      return CLI_USAGE;
    }
  HcServerConfig cfg = {
    .bind = bind,
    .port = (guint)port,
    .web_dir = web,
    .origin = origin,
    .audit = audit,
    .idle_seconds = (guint)idle,
    .state_dir = state,
    .grace_seconds = (guint)grace,
    .allow_unimplemented = allow_unimplemented,
    .max_games = (guint)max_games,
  };
  g_autoptr (GError) err = NULL;
  if (!hc_server_run (&cfg, &err))
    {
      cli_error ("serve", "%s", err->message);
      return CLI_FAILED;
    }
  return CLI_OK;
}
