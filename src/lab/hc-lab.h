/* The timing lab (doc/timing-lab.md), as the scenario runner and
 * `holocron compare` see it: a scenario with `ruleset: lab` declares
 * generic abilities and runs under both timing models. */
#pragma once

#include "hc-scenario.h"

G_BEGIN_DECLS

gboolean hc_scenario_is_lab (const HcScenario *s);
/* both models and the expectations, as a scenario result (lab-run.c) */
HcScenarioResult *hc_lab_run (const HcScenario *s);
/* the same, and the two resolutions side by side (or one JSON object)
 * appended to `out`; a lab that cannot be read appends nothing */
HcScenarioResult *hc_lab_report (const HcScenario *s, gboolean json,
                                 GString *out);

G_END_DECLS
