/* Cards that cannot be damaged (FAQ 4.11): no damage can be dealt,
 * reassigned or moved to them and they cannot be chosen to take damage;
 * damage already on them stays.  Col Serra is such a card against enemy
 * card effects and combat icons, during an engagement in which her
 * controller has the edge; the same holds there for focus tokens. */
#include "lcg-queries.h"

static gboolean
shielded_by_edge (const HcGame *g, gint card, gint by_player)
{
  const HcCard *c = &g->card[card];
  return lcg_info (g, card)->immune_with_edge && lcg_is_unit (g, card)
         && g->global[G_ENGAGED] >= 0 && g->global[G_EDGE] == c->controller
         && by_player != c->controller;
}

gboolean
lcg_cannot_be_damaged (const HcGame *g, gint card, gint by_player)
{
  return shielded_by_edge (g, card, by_player);
}

gboolean
lcg_cannot_be_focused (const HcGame *g, gint card, gint by_player)
{
  return shielded_by_edge (g, card, by_player);
}
