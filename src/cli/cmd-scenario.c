/* holocron scenario: the scenario runner is its own library; this sets up
 * the rulesets it needs and hands it the arguments, with "scenario" as its
 * argv[0]. */
#include "cli.h"

#ifdef HC_HAVE_SCENARIO
#include "explain.h"
#include "hc-scenario.h"

#include <string.h>

static void
explain_entry (const HcGame *g, guint entry, const char *indent, GString *out)
{
  if (entry < g->log_len)
    cli_explain_text (g, &hc_log_entries (g->log)[entry], indent, out);
}

/* A broken explanation table is reported before any scenario runs. */
static gboolean
explain_tables_ready (int argc, char **argv)
{
  gboolean asked = FALSE;
  for (int i = 1; i < argc; i++)
    asked |= strcmp (argv[i], "--explain") == 0 || strcmp (argv[i], "-x") == 0;
  if (!asked)
    return TRUE;
  GPtrArray *all = hc_ruleset_all ();
  for (guint i = 0; i < all->len; i++)
    if (!cli_explain_ready ("scenario", all->pdata[i]))
      return FALSE;
  return TRUE;
}
#endif

int
cmd_scenario (int argc, char **argv)
{
#ifdef HC_HAVE_SCENARIO
  if (!cli_rulesets_ready ("scenario"))
    return CLI_FAILED;
  if (!explain_tables_ready (argc, argv))
    return CLI_USAGE;
  return hc_scenario_main_explained (argc, argv, explain_entry);
#else
  (void)argc;
  (void)argv;
  cli_error ("scenario", "this holocron was built without the scenario "
                         "runner (src/scenario)");
  return CLI_USAGE;
#endif
}
