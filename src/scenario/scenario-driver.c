/* scenario-run: `holocron scenario` on its own, so the runner's tests
 * need nothing from src/cli, with the format's test game (scn-toy)
 * registered: the format's self-tests run here, not in holocron. */
#include "hc-rulesets.h"
#include "hc-scenario.h"
#include "scn-toy.h"

#include <stdio.h>

int
main (int argc, char **argv)
{
  g_autoptr (GError) err = NULL;
  /* the self-tests on scn-toy still run when a real ruleset cannot load */
  if (!hc_rulesets_init (&err))
    fprintf (stderr, "scenario-run: warning: %s\n", err->message);
  /* they run on their own game, so that they hold whatever the real
   * rulesets do */
  hc_ruleset_register (hc_scn_toy_ruleset ());
  return hc_scenario_main (argc, argv);
}
