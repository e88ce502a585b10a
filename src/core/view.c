/* What a player may know: the one place that decides which card
 * identities a player can see.  The terminal view, the agents'
 * re-dealing of unknown cards and the hidden-information tests all ask
 * here, so a rule about looking is written once. */
#include "hc-ruleset.h"

static gboolean
zone_in (guint32 mask, gint zone)
{
  return zone >= 0 && zone < 32 && (mask & (1u << zone)) != 0;
}

gboolean
hc_card_known_to (const HcGame *g, gint card, gint viewer)
{
  const HcRuleset *r = g->rules;
  const HcCard *k = &g->card[card];
  /* deck order is hidden from everyone, the deck's owner included */
  if (zone_in (r->hidden_zones, k->zone))
    return FALSE;
  if (zone_in (r->private_zones, k->zone) && k->zone_player != viewer)
    return FALSE;
  if ((k->flags & HC_CARD_FACE_DOWN) && k->owner != viewer
      && k->controller != viewer)
    return FALSE;
  return TRUE;
}
