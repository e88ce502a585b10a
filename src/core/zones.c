#include "hc-ruleset.h"

#include <string.h>

gint
hc_game_add_card (HcGame *g, gint def, gint owner, gint zone)
{
  if (g->n_cards >= HC_MAX_CARDS)
    return HC_NONE;
  gint i = g->n_cards++;
  HcCard *c = &g->card[i];
  memset (c, 0, sizeof *c);
  c->def = (gint16)def;
  c->owner = c->controller = (guint8)owner;
  c->attached_to = c->under = HC_NONE;
  c->zone = (guint8)zone;
  c->zone_player = (guint8)owner;
  c->pos = (gint16)hc_zone_count (g, owner, zone);
  /* count included the new card itself */
  c->pos--;
  return i;
}

gint
hc_zone_count (const HcGame *g, gint player, gint zone)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      n += c->zone == zone && c->zone_player == player && c->under == HC_NONE
           && c->attached_to == HC_NONE;
    }
  return n;
}

/* Keep positions dense (0..n-1) after a card leaves a zone. */
static void
zone_close_gap (HcGame *g, gint player, gint zone, gint pos)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      if (c->zone == zone && c->zone_player == player && c->under == HC_NONE
          && c->attached_to == HC_NONE && c->pos > pos)
        c->pos--;
    }
}

static void
detach_dependents (HcGame *g, gint card, gint zone_player, gint zone)
{
  /* cards stacked under or attached to a moving card go with it, and so do
   * the cards hanging on those (equipment on a pilot aboard a ship); the
   * walk up each chain is bounded so a corrupt cycle cannot hang it */
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      gint at = i;
      for (gint steps = 0; steps < g->n_cards; steps++)
        {
          const HcCard *x = &g->card[at];
          gint host = x->attached_to != HC_NONE ? x->attached_to : x->under;
          if (host == HC_NONE || host < 0 || host >= g->n_cards)
            break;
          if (host == card)
            {
              c->zone = (guint8)zone;
              c->zone_player = (guint8)zone_player;
              break;
            }
          at = host;
        }
    }
}

void
hc_card_move (HcGame *g, gint card, gint zone_player, gint zone,
              gboolean to_top)
{
  HcCard *c = &g->card[card];
  if (c->under == HC_NONE && c->attached_to == HC_NONE)
    zone_close_gap (g, c->zone_player, c->zone, c->pos);
  c->under = HC_NONE;
  c->attached_to = HC_NONE;
  c->zone = (guint8)zone;
  c->zone_player = (guint8)zone_player;
  /* not counting itself: it is already in the zone */
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *o = &g->card[i];
      n += i != card && o->zone == zone && o->zone_player == zone_player
           && o->under == HC_NONE && o->attached_to == HC_NONE;
    }
  if (to_top)
    c->pos = (gint16)n;
  else
    {
      for (gint i = 0; i < g->n_cards; i++)
        {
          HcCard *o = &g->card[i];
          if (i != card && o->zone == zone && o->zone_player == zone_player
              && o->under == HC_NONE && o->attached_to == HC_NONE)
            o->pos++;
        }
      c->pos = 0;
    }
  detach_dependents (g, card, zone_player, zone);
}

gint
hc_zone_top (const HcGame *g, gint player, gint zone)
{
  gint best = HC_NONE, best_pos = -1;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->zone == zone && c->zone_player == player && c->under == HC_NONE
          && c->attached_to == HC_NONE && c->pos > best_pos)
        {
          best = i;
          best_pos = c->pos;
        }
    }
  return best;
}

/* The zone's cards in order, bottom first. */
gint
hc_zone_list (const HcGame *g, gint player, gint zone, gint16 *out, gint max)
{
  gint n = 0;
  gint16 tmp[HC_MAX_CARDS];
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->zone == zone && c->zone_player == player && c->under == HC_NONE
          && c->attached_to == HC_NONE)
        tmp[n++] = (gint16)i;
    }
  /* insertion sort by pos: zones are small */
  for (gint i = 1; i < n; i++)
    {
      gint16 v = tmp[i];
      gint j = i - 1;
      while (j >= 0 && g->card[tmp[j]].pos > g->card[v].pos)
        {
          tmp[j + 1] = tmp[j];
          j--;
        }
      tmp[j + 1] = v;
    }
  gint m = MIN (n, max);
  memcpy (out, tmp, (gsize)m * sizeof (gint16));
  return m;
}

void
hc_zone_shuffle (HcGame *g, gint player, gint zone)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, zone, list, HC_MAX_CARDS);
  /* Fisher-Yates over the positions */
  for (gint i = n - 1; i > 0; i--)
    {
      gint j = (gint)hc_game_random (g, (guint32)i + 1);
      gint16 t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
  for (gint i = 0; i < n; i++)
    g->card[list[i]].pos = (gint16)i;
}

const HcCardDef *
hc_card_def (const HcGame *g, gint card)
{
  return hc_card_db_get (g->db, g->card[card].def);
}

gboolean
hc_card_in_play (const HcGame *g, gint card)
{
  return (g->rules->in_play_zones >> g->card[card].zone) & 1u;
}

guint32
hc_game_random (HcGame *g, guint32 bound)
{
  return hc_rng_bounded (&g->rng, bound);
}

gint
hc_game_roll_die (HcGame *g, gint player)
{
  (void)player;
  if (g->n_forced > 0)
    {
      gint v = g->forced[g->forced_head];
      g->forced_head = (guint8)((g->forced_head + 1) % HC_MAX_FORCED);
      g->n_forced--;
      return v;
    }
  return (gint)hc_rng_bounded (&g->rng, 6) + 1;
}

void
hc_game_force_dice (HcGame *g, const guint8 *values, gint n)
{
  for (gint i = 0; i < n && g->n_forced < HC_MAX_FORCED; i++)
    {
      gint slot = (g->forced_head + g->n_forced) % HC_MAX_FORCED;
      g->forced[slot] = values[i];
      g->n_forced++;
    }
}
