#include "hc-deck.h"
#include "hc-ruleset.h"

#include <string.h>

/* The zone index: one bit per card at the top level of a zone
 * (zone_bits), and one per card in the zone at all (zone_all). */
static inline gboolean
top_level (const HcCard *c)
{
  return c->under == HC_NONE && c->attached_to == HC_NONE;
}

static inline void
index_set (HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  g->zone_bits[c->zone_player][c->zone][card >> 6] |= 1ull << (card & 63);
}

static inline void
index_clear (HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  g->zone_bits[c->zone_player][c->zone][card >> 6] &= ~(1ull << (card & 63));
}

/* Set a card's zone, keeping zone_all (zone_bits is the caller's). */
static inline void
relocate (HcGame *g, gint card, gint zone_player, gint zone)
{
  HcCard *c = &g->card[card];
  guint64 bit = 1ull << (card & 63);
  if (c->zone < HC_MAX_ZONES && c->zone_player < HC_MAX_PLAYERS)
    g->zone_all[c->zone_player][c->zone][card >> 6] &= ~bit;
  c->zone = (guint8)zone;
  c->zone_player = (guint8)zone_player;
  g->zone_all[zone_player][zone][card >> 6] |= bit;
}

static inline void
marks_add (const HcGame *g, gint def, guint64 marks[HC_DEF_MARK_WORDS])
{
  if (!g->db || def < 0 || (guint)def >= g->db->cards->len)
    return;
  const HcCardDef *d = g->db->cards->pdata[def];
  for (gint w = 0; w < HC_DEF_MARK_WORDS; w++)
    marks[w] |= d->marks[w];
}

static void
index_compute (const HcGame *g,
               guint64 top[HC_MAX_PLAYERS][HC_MAX_ZONES][HC_CARD_WORDS],
               guint64 all[HC_MAX_PLAYERS][HC_MAX_ZONES][HC_CARD_WORDS],
               guint64 marks[HC_DEF_MARK_WORDS])
{
  memset (top, 0, sizeof g->zone_bits);
  memset (all, 0, sizeof g->zone_all);
  memset (marks, 0, sizeof g->def_marks);
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      marks_add (g, c->def, marks);
      if (c->zone >= HC_MAX_ZONES || c->zone_player >= HC_MAX_PLAYERS)
        continue;
      guint64 bit = 1ull << (i & 63);
      all[c->zone_player][c->zone][i >> 6] |= bit;
      if (top_level (c))
        top[c->zone_player][c->zone][i >> 6] |= bit;
    }
}

void
hc_zone_index_rebuild (HcGame *g)
{
  index_compute (g, g->zone_bits, g->zone_all, g->def_marks);
}

gboolean
hc_zone_index_ok (const HcGame *g)
{
  guint64 top[HC_MAX_PLAYERS][HC_MAX_ZONES][HC_CARD_WORDS];
  guint64 all[HC_MAX_PLAYERS][HC_MAX_ZONES][HC_CARD_WORDS];
  guint64 marks[HC_DEF_MARK_WORDS];
  index_compute (g, top, all, marks);
  return memcmp (top, g->zone_bits, sizeof top) == 0
         && memcmp (all, g->zone_all, sizeof all) == 0
         && memcmp (marks, g->def_marks, sizeof marks) == 0;
}

static inline gint
bits_count (const guint64 *bits)
{
  /* without -mpopcnt each count is a library call; a game's cards fill
   * the first words only, so most words are empty */
  gint n = 0;
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    if (bits[w])
      n += __builtin_popcountll (bits[w]);
  return n;
}

gint
hc_game_add_card (HcGame *g, gint def, gint owner, gint zone)
{
  /* a deck or a scenario too big for the game: the caller says so */
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
  index_set (g, i);
  g->zone_all[owner][zone][i >> 6] |= 1ull << (i & 63);
  marks_add (g, def, g->def_marks);
  return i;
}

gint
hc_zone_count (const HcGame *g, gint player, gint zone)
{
  return bits_count (g->zone_bits[player][zone]);
}

/* Keep positions dense (0..n-1) after a card leaves a zone. */
static void
zone_close_gap (HcGame *g, gint player, gint zone, gint pos)
{
  HC_FOR_EACH_BIT (g->zone_bits[player][zone], i)
    {
      if (g->card[i].pos > pos)
        g->card[i].pos--;
    }
}

static void
detach_dependents (HcGame *g, gint card, gint zone_player, gint zone)
{
  /* cards stacked under or attached to a moving card go with it, and so do
   * the cards hanging on those (equipment on a pilot aboard a ship); the
   * walk up each chain is bounded so a corrupt cycle cannot hang it */
  guint64 hanging[HC_CARD_WORDS];
  hc_zones_union (g, (1u << HC_MAX_ZONES) - 1, FALSE, hanging);
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    {
      gint lo = w * 64;
      guint64 live = lo >= g->n_cards        ? 0
                     : g->n_cards - lo >= 64 ? ~0ull
                                             : (1ull << (g->n_cards - lo)) - 1;
      hanging[w] = ~hanging[w] & live;
    }
  HC_FOR_EACH_BIT (hanging, i)
    {
      gint at = i;
      for (gint steps = 0; steps < g->n_cards; steps++)
        {
          const HcCard *x = &g->card[at];
          gint host = x->attached_to != HC_NONE ? x->attached_to : x->under;
          if (host == HC_NONE || host < 0 || host >= g->n_cards)
            break;
          if (host == card)
            {
              relocate (g, i, zone_player, zone);
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
  guint from_zone = c->zone;
  gint from_player = c->zone_player;
  gboolean was_public = hc_card_inert_public (g, card);
  if (top_level (c))
    {
      index_clear (g, card);
      zone_close_gap (g, c->zone_player, c->zone, c->pos);
    }
  c->under = HC_NONE;
  c->attached_to = HC_NONE;
  relocate (g, card, zone_player, zone);
  if (to_top)
    c->pos = (gint16)hc_zone_count (g, zone_player, zone);
  else
    {
      HC_FOR_EACH_BIT (g->zone_bits[zone_player][zone], i)
        {
          g->card[i].pos++;
        }
      c->pos = 0;
    }
  index_set (g, card);
  detach_dependents (g, card, zone_player, zone);
  hc_card_inert_entered (g, card, from_zone, was_public);
  if (g->rules->card_moved)
    g->rules->card_moved (g, card, from_player, (gint)from_zone);
}

void
hc_card_set_host (HcGame *g, gint card, gint host, gboolean under)
{
  HcCard *c = &g->card[card];
  guint from_zone = c->zone;
  gint from_player = c->zone_player;
  gboolean was_public = hc_card_inert_public (g, card);
  if (top_level (c))
    index_clear (g, card);
  relocate (g, card, g->card[host].zone_player, g->card[host].zone);
  c->attached_to = under ? HC_NONE : (gint16)host;
  c->under = under ? (gint16)host : HC_NONE;
  c->pos = 0;
  hc_card_inert_entered (g, card, from_zone, was_public);
  if (g->rules->card_moved)
    g->rules->card_moved (g, card, from_player, (gint)from_zone);
}

void
hc_card_attach (HcGame *g, gint card, gint host, gboolean under)
{
  hc_card_move (g, card, g->card[host].zone_player, g->card[host].zone, TRUE);
  hc_card_set_host (g, card, host, under);
}

gint
hc_zone_top (const HcGame *g, gint player, gint zone)
{
  gint best = HC_NONE, best_pos = -1;
  HC_FOR_EACH_BIT (g->zone_bits[player][zone], i)
    {
      if (g->card[i].pos > best_pos)
        {
          best = i;
          best_pos = g->card[i].pos;
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
  HC_FOR_EACH_BIT (g->zone_bits[player][zone], i)
    {
      tmp[n++] = (gint16)i;
    }
  /* positions are dense, so each card's position is its place; should
   * they not be (a ruleset bug), sort instead, stably by card */
  gint16 placed[HC_MAX_CARDS];
  gboolean dense = TRUE;
  memset (placed, 0xff, (gsize)n * sizeof placed[0]);
  for (gint i = 0; i < n && dense; i++)
    {
      gint p = g->card[tmp[i]].pos;
      if (p < 0 || p >= n || placed[p] != HC_NONE)
        dense = FALSE;
      else
        placed[p] = tmp[i];
    }
  if (dense)
    memcpy (tmp, placed, (gsize)n * sizeof tmp[0]);
  else
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
  for (gint i = 0; i < n; i++)
    {
      if (g->n_forced >= HC_MAX_FORCED)
        {
          hc_game_overflow (g, HC_CAP_FORCED);
          return;
        }
      gint slot = (g->forced_head + g->n_forced) % HC_MAX_FORCED;
      g->forced[slot] = values[i];
      g->n_forced++;
    }
}
