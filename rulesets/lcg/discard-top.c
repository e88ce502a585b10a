/* The topmost card of one type in a player's discard pile: A Message from
 * Beyond returns "the topmost enhancement from your discard pile". */
#include "lcg-queries.h"

gint
lcg_discard_top_of_type (const HcGame *g, gint player, gint type)
{
  gint16 pile[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_DISCARD, pile, HC_MAX_CARDS);
  for (gint i = n - 1; i >= 0; i--) /* the list is bottom first */
    if (lcg_type (g, pile[i]) == type)
      return pile[i];
  return HC_NONE;
}
