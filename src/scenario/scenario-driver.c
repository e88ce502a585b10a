/* scenario-run: `holocron scenario` on its own, so the runner's tests
 * need nothing from src/cli. */
#include "hc-rulesets.h"
#include "hc-scenario.h"

#include <stdio.h>

int
main (int argc, char **argv)
{
  g_autoptr (GError) err = NULL;
  /* the self-tests on scn-toy still run when a real ruleset cannot load */
  if (!hc_rulesets_init (&err))
    fprintf (stderr, "scenario-run: warning: %s\n", err->message);
  return hc_scenario_main (argc, argv);
}
