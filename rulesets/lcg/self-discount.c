/* A unit that costs less to play by its own text: Wampa, "Reduce the
 * cost to play this unit by 2 for each Hoth objective in play", and
 * Weequay Elite, "by 2 if there is at least 1 card captured at any of
 * your objectives". */
#include "lcg-queries.h"

gint
lcg_self_discount (const HcGame *g, gint player, gint card)
{
  const LcgCard *c = lcg_info (g, card);
  gint off = 0;
  if (c->cheaper_per_obj)
    for (gint o = 0; o < g->n_cards; o++)
      if (lcg_is_objective (g, o) && lcg_in_play (g, o)
          && !(g->card[o].flags & HC_CARD_FACE_DOWN)
          && lcg_has_trait (g, o, c->cheaper_obj_trait))
        off += c->cheaper_per_obj;
  if (c->cheaper_if_captured)
    for (gint k = 0; k < g->n_cards; k++)
      {
        gint host = g->card[k].under;
        if (host >= 0 && lcg_is_objective (g, host) && lcg_in_play (g, host)
            && g->card[host].controller == player)
          {
            off += c->cheaper_if_captured;
            break;
          }
      }
  return off;
}
