/* Every ruleset built into holocron.  Front ends call hc_rulesets_init()
 * once; after it hc_ruleset_find("wotc") and friends work. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

gboolean hc_rulesets_init (GError **error);
/* the card database of a ruleset, loaded once and kept */
const HcCardDb *hc_rulesets_cards (const HcRuleset *r, GError **error);

G_END_DECLS
