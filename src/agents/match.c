#include "hc-agents.h"

#include <string.h>

void
hc_match_setup_free (HcMatchSetup *s)
{
  if (!s)
    return;
  g_free (s->edition);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (s->deck[p])
        g_ptr_array_free (s->deck[p], TRUE);
      if (s->deck_ids[p])
        g_array_free (s->deck_ids[p], TRUE);
    }
  g_free (s);
}

static GArray *
read_default_deck (const HcRuleset *r, const HcCardDb *db, gint player,
                   GError **error)
{
  if (!r->default_decks[player])
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "the %s ruleset names no default deck for %s", r->id,
                   r->player_names[player]);
      return NULL;
    }
  g_autofree char *path
      = g_build_filename (hc_data_dir (), r->default_decks[player], NULL);
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  if (!hc_deck_read (path, db, cards, error))
    return NULL;
  return g_steal_pointer (&cards);
}

HcMatchSetup *
hc_match_setup_new (const HcRuleset *rules, const HcCardDb *db,
                    const char *edition, GError **error)
{
  g_autoptr (HcMatchSetup) s = g_new0 (HcMatchSetup, 1);
  gint ed = -1;
  if (!hc_ruleset_edition_variant (rules, edition ? edition : "latest", &ed,
                                   s->sw, NULL, error))
    return NULL;
  s->rules = rules;
  s->db = db;
  /* the edition's own id, and any switch changes as they were given */
  const char *plus = edition ? strchr (edition, '+') : NULL;
  s->edition = g_strconcat (hc_ruleset_edition (rules, ed)->id, plus, NULL);
  s->edition_index = ed;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (!(s->deck_ids[p] = read_default_deck (rules, db, p, error)))
        return NULL;
      s->deck[p] = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < s->deck_ids[p]->len; i++)
        {
          gint16 id = g_array_index (s->deck_ids[p], gint16, i);
          g_ptr_array_add (s->deck[p],
                           g_strdup (hc_card_db_get (db, id)->name));
        }
    }
  return g_steal_pointer (&s);
}

/* splitmix64: neighbouring indices give unrelated seeds */
static guint64
mix64 (guint64 x)
{
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

guint64
hc_match_game_seed (guint64 master, guint64 index)
{
  return mix64 (mix64 (master) ^ index);
}

HcGame *
hc_match_start (const HcMatchSetup *s, guint64 seed, HcRecord **record_out,
                GError **error)
{
  if (!record_out)
    {
      /* what hc_record_start does once the names are looked up */
      const gint16 *decks[HC_MAX_PLAYERS];
      gint n[HC_MAX_PLAYERS];
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        {
          decks[p] = (const gint16 *)(gconstpointer)s->deck_ids[p]->data;
          n[p] = (gint)s->deck_ids[p]->len;
        }
      g_autoptr (HcGame) g
          = hc_game_new (s->rules, s->db, s->edition_index, seed);
      memcpy (g->sw, s->sw, sizeof g->sw);
      if (!s->rules->start (g, decks, n, error))
        return NULL;
      return g_steal_pointer (&g);
    }
  g_autoptr (HcRecord) rec = hc_record_new (s->rules->id, s->edition, seed);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (guint i = 0; i < s->deck[p]->len; i++)
      g_ptr_array_add (rec->deck[p], g_strdup (s->deck[p]->pdata[i]));
  HcGame *g = hc_record_start (rec, s->db, error);
  if (!g)
    return NULL;
  *record_out = g_steal_pointer (&rec);
  return g;
}

void
hc_match_agents_seed (HcRng agents[HC_MAX_PLAYERS], guint64 game_seed)
{
  /* streams apart from the game's own generator (stream 0x5eed) */
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    hc_rng_seed (&agents[p], mix64 (game_seed), 0xa6e7 + (guint64)p);
}

gboolean
hc_match_step_agents (HcGame *g, HcRecord *rec, HcRng rngs[HC_MAX_PLAYERS],
                      const HcAgent *agent[HC_MAX_PLAYERS], GError **error)
{
  const HcDecision *d = hc_game_advance (g);
  if (!d)
    return FALSE;
  if (d->player < 0 || d->player >= HC_MAX_PLAYERS)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "decision for player %d, who does not exist", d->player);
      return FALSE;
    }
  const HcAgent *a = agent ? agent[d->player] : NULL;
  guint32 id = a ? hc_agent_choose (a, g, &rngs[d->player])
                 : hc_agent_random_choose (g, &rngs[d->player]);
  return rec ? hc_record_choose (rec, g, id, error)
             : hc_game_choose (g, id, error);
}

gboolean
hc_match_step (HcGame *g, HcRecord *rec, HcRng agents[HC_MAX_PLAYERS],
               GError **error)
{
  return hc_match_step_agents (g, rec, agents, NULL, error);
}

gboolean
hc_match_playout_agents (HcGame *g, HcRecord *rec, HcRng rngs[HC_MAX_PLAYERS],
                         const HcAgent *agent[HC_MAX_PLAYERS],
                         guint64 max_decisions, guint64 *decisions,
                         GError **error)
{
  guint64 n = 0;
  GError *local = NULL;
  while (n < max_decisions
         && hc_match_step_agents (g, rec, rngs, agent, &local))
    n++;
  if (decisions)
    *decisions = n;
  if (local)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  return TRUE;
}

gboolean
hc_match_playout (HcGame *g, HcRecord *rec, HcRng agents[HC_MAX_PLAYERS],
                  guint64 max_decisions, guint64 *decisions, GError **error)
{
  return hc_match_playout_agents (g, rec, agents, NULL, max_decisions,
                                  decisions, error);
}
