/* Constant abilities of a unit attacking alone (the only unit on the
 * attacking side of the engagement): Blockade Runner and Sleuth Scout,
 * "While this unit is attacking alone, enemy units with printed cost 3 or
 * higher cannot be declared as defenders."  (Across the Anoat Sector's
 * icons for a unit attacking alone are data: statics.c.) */
#include "lcg-queries.h"

gint
lcg_lone_attacker (const HcGame *g)
{
  gint att = g->global[G_ATTACKER], lone = HC_NONE;
  if (att < 0)
    return HC_NONE;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i) && g->card[i].controller == att
        && (g->card[i].flags & F_PARTICIPATING))
      {
        if (lone != HC_NONE)
          return HC_NONE;
        lone = i;
      }
  return lone;
}

gboolean
lcg_defender_barred (const HcGame *g, gint unit)
{
  gint lone = lcg_lone_attacker (g);
  if (lone == HC_NONE || g->card[lone].controller == g->card[unit].controller)
    return FALSE;
  gint min_cost = lcg_info (g, lone)->alone_bars_cost;
  return min_cost > 0 && hc_card_def (g, unit)->stat[S_COST] >= min_cost;
}
