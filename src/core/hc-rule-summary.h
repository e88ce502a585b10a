/* A one-sentence summary, in our own words, of each rule the rulesets cite
 * in their logs: what `?` in a game and `holocron rules show ID` print. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The summary of rule rule_id of ruleset ruleset_id, or NULL when there is
 * none (a test checks that every rule a ruleset cites has one). */
const char *hc_rule_summary (const char *ruleset_id, const char *rule_id);

G_END_DECLS
