/* Looking ahead without peeking.  Before an agent plays a position forward
 * on a copy, the cards its player cannot know are dealt again: each pool's
 * unknown card identities are sorted (so the real arrangement is forgotten)
 * and shuffled among the pool's unknown places with the agent's own
 * generator.  Two positions that differ only in where the hidden cards lie
 * therefore give the very same imagined copy.  The unknown cards are the
 * ones the player's view leaves without identity (hc_player_view_unknown,
 * the view's own first step), so an agent imagines what its view hides.
 *
 * A search imagines the same position hundreds of times, so the part that
 * depends only on the position (which places are unknown, their pools, the
 * sorted identities) is worked out once (hc_agent_redeal_plan) and each
 * imagined copy only shuffles (hc_agent_redeal_apply): the same draws in
 * the same order as doing it all each time. */
#include "hc-ruleset.h"
#include "hc-view.h"
#include "search-plan.h"

#include <string.h>

static gint
pool_of (const HcGame *g, gint card)
{
  return g->rules->redeal_pool ? g->rules->redeal_pool (g, card)
                               : g->card[card].owner;
}

static gint
compare_defs (gconstpointer a, gconstpointer b)
{
  return *(const gint16 *)a - *(const gint16 *)b;
}

void
hc_agent_redeal_plan (const HcGame *g, gint viewer, HcRedeal *out)
{
  gint16 unknown[HC_MAX_CARDS];
  gint pool[HC_MAX_CARDS];
  gint n = hc_player_view_unknown (g, viewer, unknown);
  for (gint i = 0; i < n; i++)
    pool[i] = pool_of (g, unknown[i]);
  gboolean done[HC_MAX_CARDS] = { FALSE };
  gint m = 0;
  out->n_pools = 0;
  /* the pools in the order of their first unknown card, each pool's
   * places in card order */
  for (gint s = 0; s < n; s++)
    {
      if (done[s])
        continue;
      gint start = m;
      for (gint i = s; i < n; i++)
        if (!done[i] && pool[i] == pool[s])
          {
            done[i] = TRUE;
            out->place[m] = unknown[i];
            out->defs[m++] = g->card[unknown[i]].def;
          }
      qsort (out->defs + start, (gsize)(m - start), sizeof out->defs[0],
             compare_defs);
      out->pool_end[out->n_pools++] = (gint16)m;
    }
}

void
hc_agent_redeal_apply (HcGame *g, const HcRedeal *r, HcRng *rng)
{
  gint16 defs[HC_MAX_CARDS];
  for (gint p = 0, start = 0; p < r->n_pools; start = r->pool_end[p++])
    {
      gint m = r->pool_end[p] - start;
      memcpy (defs, r->defs + start, sizeof defs[0] * (gsize)m);
      for (gint i = m - 1; i > 0; i--)
        {
          gint j = (gint)hc_rng_bounded (rng, (guint32)i + 1);
          gint16 t = defs[i];
          defs[i] = defs[j];
          defs[j] = t;
        }
      for (gint i = 0; i < m; i++)
        g->card[r->place[start + i]].def = defs[i];
    }
  guint64 seed = hc_rng_next (rng) | ((guint64)hc_rng_next (rng) << 32);
  hc_rng_seed (&g->rng, seed, 0x1d3a);
}

void
hc_agent_redeal (HcGame *g, gint viewer, HcRng *rng)
{
  HcRedeal r;
  hc_agent_redeal_plan (g, viewer, &r);
  hc_agent_redeal_apply (g, &r, rng);
}

void
hc_agent_imagine_into (HcGame *dst, const HcGame *g, const HcRedeal *r,
                       HcRng *rng)
{
  hc_game_copy_value (dst, g);
  dst->log_len = 0;
  hc_agent_redeal_apply (dst, r, rng);
}

HcGame *
hc_agent_imagine_new (const HcGame *g)
{
  HcGame *c = g_new (HcGame, 1);
  memcpy (c, g, sizeof *c);
  /* a scratch log: the real game's shared log stays untouched, so it
   * never has to copy itself after a look ahead; nothing reads the
   * copy's log, so it keeps no entries */
  c->log = hc_log_new_scratch ();
  c->log_len = 0;
  return c;
}

HcGame *
hc_agent_imagine (const HcGame *g, gint viewer, HcRng *rng)
{
  HcGame *c = hc_agent_imagine_new (g);
  hc_agent_redeal (c, viewer, rng);
  return c;
}
