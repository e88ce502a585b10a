/* Cards that cannot be damaged (FAQ 4.11): no damage can be dealt,
 * reassigned or moved to them and they cannot be chosen to take damage;
 * damage already on them stays.  Col Serra is such a card against enemy
 * card effects and combat icons, during an engagement in which her
 * controller has the edge; the same holds there for focus tokens. */
#include "lcg-queries.h"

static gboolean
shielded_by_edge (const HcGame *g, gint card, gint by_player)
{
  return by_player != g->card[card].controller && lcg_is_unit (g, card)
         && lcg_static_of_card (g, LQ_ENEMY_IMMUNE, card) > 0;
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
