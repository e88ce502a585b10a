/* `holocron scenario run PATH...`: the command-line face of the runner. */
#include "scenario-internal.h"

#include <stdio.h>
#include <string.h>

#define TOP_HELP                                                               \
  "Usage:\n"                                                                   \
  "  %s run [--verbose] [--explain] [--json] PATH...\n"                        \
  "\n"                                                                         \
  "Rules scenarios: plain-text files (*.scn) that set up a position,\n"        \
  "script the players' choices and check what the rules did.\n"                \
  "\n"                                                                         \
  "Actions:\n"                                                                 \
  "  run     run scenario files, or every *.scn under folders\n"               \
  "\n"                                                                         \
  "The format is described in doc/scenario-format.md.\n"                       \
  "`%s run --help` lists the options of run.\n"

/* written out rather than GOption's, whose usage line would name the
 * program, not "holocron scenario run" */
#define RUN_HELP                                                               \
  "Usage:\n"                                                                   \
  "  %s run [--verbose] [--explain] [--json] PATH...\n"                        \
  "\n"                                                                         \
  "Run rules scenarios: each PATH is a scenario file, or a folder searched\n"  \
  "recursively for *.scn files, which run in sorted order.  Prints one\n"      \
  "\"ok N - PATH: TITLE\" or \"not ok N - PATH: TITLE\" line per scenario\n"   \
  "(a failure is followed by indented details and the last log lines),\n"      \
  "then \"N passed, N failed, N skipped\".  A scenario whose header says\n"    \
  "\"status: pending REASON\" is read and set up but not played: it\n"         \
  "reports \"ok N - PATH: TITLE # SKIP pending: REASON\" and counts as\n"      \
  "skipped; so does a scenario on the format's test game, scn-toy, which\n"    \
  "only the runner's test driver has (\"# SKIP REASON\").\n"                   \
  "\n"                                                                         \
  "Options:\n"                                                                 \
  "  -v, --verbose   print the narrated log of every scenario\n"               \
  "  -x, --explain   the log with, under each line, the rule it follows and\n" \
  "                  the rule switches behind it (implies --verbose)\n"        \
  "  --json          one JSON object a line per scenario, then a summary\n"    \
  "                  object {\"passed\": N, \"failed\": N, \"skipped\": N,\n"  \
  "                  \"summary\": ...}\n"                                      \
  "  -h, --help      show this help\n"                                         \
  "\n"                                                                         \
  "Exit status: 0 when none failed (skipped ones included), 1 when some\n"     \
  "failed, 2 on a usage error.  The format is described in\n"                  \
  "doc/scenario-format.md.\n"

static void
emit_stdout (const char *text, gpointer data)
{
  (void)data;
  fputs (text, stdout);
  fflush (stdout);
}

static int
run_action (const char *prog, int argc, char **argv,
            HcScenarioExplainFn explain)
{
  gboolean verbose = FALSE, json = FALSE, help = FALSE, explained = FALSE;
  GOptionEntry entries[] = {
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      "Print the narrated log of every scenario", NULL },
    { "explain", 'x', 0, G_OPTION_ARG_NONE, &explained,
      "The log with the rule and switches behind each line", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "One JSON object a line per scenario, then a summary object", NULL },
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, "Show this help", NULL },
    G_OPTION_ENTRY_NULL,
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("PATH...");
  g_option_context_set_help_enabled (ctx, FALSE);
  g_option_context_add_main_entries (ctx, entries, NULL);
  /* GOption wants a NULL-terminated vector it may shorten */
  g_auto (GStrv) args = g_new0 (char *, (gsize)argc + 2);
  args[0] = g_strdup_printf ("%s run", prog);
  for (int i = 1; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  g_autoptr (GError) err = NULL;
  if (!g_option_context_parse_strv (ctx, &args, &err))
    {
      fprintf (stderr, "%s run: %s\n(see `%s run --help`)\n", prog,
               err->message, prog);
      return 2;
    }
  if (help)
    {
      printf (RUN_HELP, prog);
      return 0;
    }
  gint n = (gint)g_strv_length (args) - 1;
  if (n < 1)
    {
      fprintf (stderr,
               "%s run: give at least one scenario file or folder\n"
               "(see `%s run --help`)\n",
               prog, prog);
      return 2;
    }
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) problem = g_string_new (NULL);
  if (!hc_scn_collect (args + 1, n, files, problem))
    {
      fprintf (stderr, "%s run: %s", prog, problem->str);
      return 2;
    }
  if (explained && !explain)
    {
      fprintf (stderr, "%s run: --explain is not available here\n", prog);
      return 2;
    }
  HcScnRunOptions opt = { .verbose = verbose || explained,
                          .json = json,
                          .explain = explained ? explain : NULL };
  return hc_scn_run_files (files, &opt, emit_stdout, NULL);
}

int
hc_scenario_main (int argc, char **argv)
{
  return hc_scenario_main_explained (argc, argv, NULL);
}

int
hc_scenario_main_explained (int argc, char **argv, HcScenarioExplainFn explain)
{
  const char *prog = argc > 0 && argv[0] ? argv[0] : "scenario";
  /* `holocron scenario` hands us "scenario"; name the whole command */
  if (strcmp (prog, "scenario") == 0)
    prog = "holocron scenario";
  const char *action = argc > 1 ? argv[1] : NULL;
  if (action
      && (strcmp (action, "--help") == 0 || strcmp (action, "-h") == 0
          || strcmp (action, "help") == 0))
    {
      printf (TOP_HELP, prog, prog);
      return 0;
    }
  if (action && strcmp (action, "run") == 0)
    return run_action (prog, argc - 1, argv + 1, explain);
  if (action)
    fprintf (stderr, "%s: unknown action \"%s\"\n\n", prog, action);
  fprintf (stderr, TOP_HELP, prog, prog);
  return 2;
}
