/* holocron scenario: the scenario runner is its own library; this sets up
 * the rulesets it needs and hands it the arguments, with "scenario" as its
 * argv[0]. */
#include "cli.h"

#ifdef HC_HAVE_SCENARIO
#include "hc-scenario.h"
#endif

int
cmd_scenario (int argc, char **argv)
{
#ifdef HC_HAVE_SCENARIO
  if (!cli_rulesets_ready ("scenario"))
    return CLI_FAILED;
  return hc_scenario_main (argc, argv);
#else
  (void)argc;
  (void)argv;
  cli_error ("scenario", "this holocron was built without the scenario "
                         "runner (src/scenario)");
  return CLI_USAGE;
#endif
}
