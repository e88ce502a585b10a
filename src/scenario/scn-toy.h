/* A tiny ruleset for the scenario format's self-tests, so they do not
 * change meaning whenever a real ruleset does.  It is not part of the
 * runner's library, so the shipped holocron does not contain it: the
 * runner's test driver (scenario-driver.c) and unit test register it. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

/* its id; the runner knows it to skip such scenarios where it is absent */
#define HC_SCN_TOY_ID "scn-toy"

HcRuleset *hc_scn_toy_ruleset (void);

G_END_DECLS
