/* How long a player knows the cards he saw in the opponent's hand
 * (Jabba's Orders, Bothan Spy: "look at your opponent's hand"; our
 * choice, doc/rules/lcg.md "Looking at a hand").  He remembers each card
 * he saw for as long as he can tell it is still in that hand: a card
 * leaving it face up (played, discarded) ends what he knew of that card
 * only; a card leaving it where he cannot see it (the deck, a face-down
 * edge stack, under an objective of the opponent's) ends what he knew of
 * the whole hand, as he can no longer tell which of the cards he saw went.
 * Cards that join the hand later are not known to him. */
#include "lcg-internal.h"

/* could `looker` see which card arrived where `card` now lies? */
static gboolean
seen_arriving (const HcGame *g, gint card, gint looker)
{
  const HcCard *c = &g->card[card];
  if ((g->rules->hidden_zones >> c->zone) & 1u)
    return FALSE;
  /* a face-down edge stack, a captured card and a hand are private to
   * the player whose side of the table they lie on */
  if (c->zone == Z_EDGE || c->zone == Z_OBJECTIVES || c->zone == Z_HAND)
    return c->zone_player == looker;
  return TRUE;
}

void
lcg_card_moved (HcGame *g, gint card, gint from_player, gint from_zone)
{
  /* lcgAB: from now on lcg_blanked looks (Hate) */
  if (g->card[card].attached_to != HC_NONE && !g->global[G_BLANKS]
      && lcg_blanks_host (lcg_info (g, card)))
    g->global[G_BLANKS] = 1;
  if (from_zone != Z_HAND || g->n_effects == 0)
    return;
  const HcCard *c = &g->card[card];
  if (c->zone == Z_HAND && c->zone_player == from_player)
    return;
  gint looker = 1 - from_player;
  gboolean all = !seen_arriving (g, card, looker);
  gint k = 0;
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      gboolean ends = e->kind == EFF_SEEN_IN_HAND && e->value == from_player
                      && (all || e->target == card);
      if (!ends)
        g->effect[k++] = *e;
    }
  g->n_effects = (guint8)k;
}
