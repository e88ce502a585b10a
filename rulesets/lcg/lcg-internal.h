/* Every layer of the lcg ruleset at once, for the files not yet narrowed
 * to the layers they use.  Prefer the layer headers:
 *   lcg-types.h    the numbers of the game state
 *   lcg-text.h     log messages, rule references, option labels
 *   lcg-ops.h      selectors and effect verbs (card data)
 *   lcg-cards.h    abilities and compiled cards (card data)
 *   lcg-queries.h  what the rules ask of a position
 *   lcg-changes.h  moves of cards and tokens that push no step
 *   lcg-steps.h    the rule steps
 *   lcg-verbs.h    effect resolution */
#pragma once

#include "lcg-verbs.h"
