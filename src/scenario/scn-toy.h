/* A tiny ruleset for the scenario format's self-tests, so they do not
 * change meaning whenever a real ruleset does.  hc_scenario_main registers
 * it as "scn-toy"; nothing else sees it. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

HcRuleset *hc_scn_toy_ruleset (void);

G_END_DECLS
