/* holocron: the dispatcher.  Each sub-command lives in its own file and
 * parses its own options. */
#include "cli.h"

#include <errno.h>
#include <locale.h>
#include <string.h>

static const CliCommand commands[] = {
  { "demo", "two random computer players play a whole narrated game", cmd_demo,
    0 },
  { "sim", "play many random games and report wins, draws and turns", cmd_sim,
    0 },
  { "replay", "replay a saved game, checking every state hash", cmd_replay, 0 },
  { "cards", "show and list cards, check a deck, report coverage", cmd_cards,
    0 },
  { "scenario", "run rules scenarios", cmd_scenario, 0 },
  { "bench", "measure games, decisions, clone and hash speed", cmd_bench, 0 },
  { "play", "play at the terminal against a person or the computer", cmd_play,
    0 },
  { "compare", "run one scenario under two editions, side by side", cmd_compare,
    0 },
  { "rules", "explain the rules and their history", cmd_rules, 0 },
  { "serve", "serve games to web browsers (doc/serve.md)", cmd_serve, 0 },
};

static void
usage (FILE *out)
{
  fputs ("Usage: holocron COMMAND [OPTION...]\n"
         "\n"
         "A rules engine for two Star Wars card games on one state core: the\n"
         "Wizards of the Coast dice game (wotc) and Fantasy Flight's LCG "
         "(lcg).\n"
         "\n"
         "Commands:\n",
         out);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (commands[i].run)
      fprintf (out, "  %-10s %s\n", commands[i].name, commands[i].summary);
  /* a command in the table without its code yet is listed apart */
  gboolean coming = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (!commands[i].run)
      {
        if (!coming)
          fputs ("\nComing (not available yet):\n", out);
        coming = TRUE;
        fprintf (out, "  %-10s %s (issue %d)\n", commands[i].name,
                 commands[i].summary, commands[i].issue);
      }
  fputs ("\n"
         "Options:\n"
         "  -h, --help     show this help\n"
         "  --version      show the version\n"
         "\n"
         "'holocron COMMAND --help' shows a command's options.\n",
         out);
}

static const CliCommand *
find_command (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static int
run_command (const CliCommand *c, int argc, char **argv)
{
  if (!c->run)
    {
      cli_error (c->name, "not available yet (see issue %d)", c->issue);
      return CLI_USAGE;
    }
  return c->run (argc, argv);
}

static int
dispatch (int argc, char **argv)
{
  /* GOptionContext's help and messages follow the user's locale */
  setlocale (LC_ALL, "");
  g_set_prgname ("holocron");
  if (argc < 2)
    {
      usage (stderr);
      return CLI_USAGE;
    }
  const char *first = argv[1];
  if (strcmp (first, "--help") == 0 || strcmp (first, "-h") == 0
      || strcmp (first, "-?") == 0)
    {
      usage (stdout);
      return CLI_OK;
    }
  if (strcmp (first, "--version") == 0)
    {
      printf ("holocron %s\n", HC_VERSION);
      return CLI_OK;
    }
  if (strcmp (first, "help") == 0)
    {
      if (argc < 3)
        {
          usage (stdout);
          return CLI_OK;
        }
      const CliCommand *c = find_command (argv[2]);
      if (!c)
        {
          cli_error (NULL, "unknown command \"%s\" (see 'holocron --help')",
                     argv[2]);
          return CLI_USAGE;
        }
      char *help_argv[] = { argv[2], (char *)"--help", NULL };
      return run_command (c, 2, help_argv);
    }
  if (first[0] == '-')
    {
      cli_error (NULL, "unknown option \"%s\" (see 'holocron --help')", first);
      return CLI_USAGE;
    }
  const CliCommand *c = find_command (first);
  if (!c)
    {
      cli_error (NULL, "unknown command \"%s\" (see 'holocron --help')", first);
      return CLI_USAGE;
    }
  /* the sub-command sees itself as argv[0], like a program of its own */
  return run_command (c, argc - 1, argv + 1);
}

/* Output lost on a full disk is a failure, not a success: the report never
 * reached its reader (`holocron sim > /dev/full` said 0). */
static int
finish (int rc)
{
  errno = 0;
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      int e = errno;
      cli_error (NULL, "cannot write to standard output%s%s", e ? ": " : "",
                 e ? g_strerror (e) : "");
      return rc == CLI_OK ? CLI_FAILED : rc;
    }
  return rc;
}

int
main (int argc, char **argv)
{
  return finish (dispatch (argc, argv));
}
