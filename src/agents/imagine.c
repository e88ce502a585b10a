/* Looking ahead without peeking.  Before an agent plays a position forward
 * on a copy, the cards its player cannot know are dealt again: each pool's
 * unknown card identities are sorted (so the real arrangement is forgotten)
 * and shuffled among the pool's unknown places with the agent's own
 * generator.  Two positions that differ only in where the hidden cards lie
 * therefore give the very same imagined copy.  The unknown cards are the
 * ones the player's view leaves without identity (hc_player_view_unknown,
 * the view's own first step), so an agent imagines what its view hides. */
#include "hc-agents.h"
#include "hc-ruleset.h"
#include "hc-view.h"

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
hc_agent_redeal (HcGame *g, gint viewer, HcRng *rng)
{
  gint16 unknown[HC_MAX_CARDS], place[HC_MAX_CARDS], defs[HC_MAX_CARDS];
  gint pool[HC_MAX_CARDS];
  gint n = hc_player_view_unknown (g, viewer, unknown);
  for (gint i = 0; i < n; i++)
    pool[i] = pool_of (g, unknown[i]);
  gboolean done[HC_MAX_CARDS] = { FALSE };
  for (gint s = 0; s < n; s++)
    {
      if (done[s])
        continue;
      gint m = 0;
      for (gint i = s; i < n; i++)
        if (!done[i] && pool[i] == pool[s])
          {
            done[i] = TRUE;
            place[m] = unknown[i];
            defs[m++] = g->card[unknown[i]].def;
          }
      qsort (defs, (gsize)m, sizeof defs[0], compare_defs);
      for (gint i = m - 1; i > 0; i--)
        {
          gint j = (gint)hc_rng_bounded (rng, (guint32)i + 1);
          gint16 t = defs[i];
          defs[i] = defs[j];
          defs[j] = t;
        }
      for (gint i = 0; i < m; i++)
        g->card[place[i]].def = defs[i];
    }
  guint64 seed = hc_rng_next (rng) | ((guint64)hc_rng_next (rng) << 32);
  hc_rng_seed (&g->rng, seed, 0x1d3a);
}

HcGame *
hc_agent_imagine (const HcGame *g, gint viewer, HcRng *rng)
{
  HcGame *c = g_new (HcGame, 1);
  *c = *g;
  /* a scratch log: the real game's shared log stays untouched, so it
   * never has to copy itself after a look ahead */
  c->log = hc_log_new ();
  c->log_len = 0;
  hc_agent_redeal (c, viewer, rng);
  return c;
}
