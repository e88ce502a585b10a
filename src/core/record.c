#include "hc-save.h"

#include <string.h>

HcRecord *
hc_record_new (const char *ruleset, const char *edition, guint64 seed)
{
  HcRecord *r = g_new0 (HcRecord, 1);
  r->ruleset = g_strdup (ruleset);
  r->edition = g_strdup (edition);
  r->seed = seed;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    r->deck[p] = g_ptr_array_new_with_free_func (g_free);
  r->choices = g_array_new (FALSE, FALSE, sizeof (guint32));
  r->hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  return r;
}

void
hc_record_free (HcRecord *r)
{
  if (!r)
    return;
  g_free (r->ruleset);
  g_free (r->edition);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g_ptr_array_free (r->deck[p], TRUE);
      g_free (r->seat[p]);
    }
  g_array_free (r->choices, TRUE);
  g_array_free (r->hashes, TRUE);
  g_free (r);
}

gboolean
hc_record_add_default_decks (HcRecord *rec, const HcRuleset *rules,
                             const HcCardDb *db, GError **error)
{
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (!rules->default_decks[p])
        return hc_fail (error, "the %s ruleset names no default deck for %s",
                        rules->id, rules->player_names[p]);
      g_autofree char *path
          = g_build_filename (hc_data_dir (), rules->default_decks[p], NULL);
      g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (gint16));
      if (!hc_deck_read (path, db, cards, error))
        return FALSE;
      for (guint i = 0; i < cards->len; i++)
        g_ptr_array_add (
            rec->deck[p],
            g_strdup (
                hc_card_db_get (db, g_array_index (cards, gint16, i))->name));
    }
  return TRUE;
}

HcGame *
hc_record_start (const HcRecord *rec, const HcCardDb *db, GError **error)
{
  const HcRuleset *rules = hc_ruleset_find (rec->ruleset);
  if (!rules)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "unknown ruleset \"%s\"", rec->ruleset);
      return NULL;
    }
  /* an edition with switches changed ("EDITION+SWITCH=VALUE") is
   * replayed with them */
  gint ed = -1;
  gint32 sw[HC_MAX_SWITCHES];
  if (!hc_ruleset_edition_variant (rules, rec->edition, &ed, sw, NULL, error))
    return NULL;
  gint16 deck[HC_MAX_PLAYERS][HC_MAX_CARDS];
  gint n[HC_MAX_PLAYERS] = { 0 };
  const gint16 *decks[HC_MAX_PLAYERS];
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (rec->deck[p]->len > HC_MAX_CARDS / 2)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                       "deck %d holds %u cards; at most %d", p,
                       rec->deck[p]->len, HC_MAX_CARDS / 2);
          return NULL;
        }
      for (guint i = 0; i < rec->deck[p]->len; i++)
        {
          gint idx = hc_card_db_lookup (db, rec->deck[p]->pdata[i]);
          if (idx < 0)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                           "unknown card \"%s\" in deck %d",
                           (char *)rec->deck[p]->pdata[i], p);
              return NULL;
            }
          deck[p][n[p]++] = (gint16)idx;
        }
      decks[p] = deck[p];
    }
  g_autoptr (HcGame) g = hc_game_new (rules, db, ed, rec->seed);
  memcpy (g->sw, sw, sizeof g->sw);
  if (!rules->start (g, decks, n, error))
    return NULL;
  return g_steal_pointer (&g);
}

gboolean
hc_record_choose (HcRecord *rec, HcGame *g, guint32 option_id, GError **error)
{
  guint64 h = hc_record_hash (g);
  if (!hc_game_choose (g, option_id, error))
    return FALSE;
  g_array_append_val (rec->choices, option_id);
  g_array_append_val (rec->hashes, h);
  return TRUE;
}

static inline guint32
fnv_byte (guint32 h, guint8 c)
{
  return (h ^ c) * 0x01000193u;
}

static gint16
identity_number (const HcCardDef *d)
{
  /* FNV-1a of "SET#NUMBER", folded to 15 bits: a clash only weakens the
   * check a little, it never makes two records equal.  Spelt out digit by
   * digit because this runs for every card at every recorded decision
   * (printf was half of a playout's time) */
  guint32 h = 0x811c9dc5u;
  for (const char *p = d->set ? d->set : ""; *p; p++)
    h = fnv_byte (h, (guint8)*p);
  h = fnv_byte (h, '#');
  gint64 v = d->number;
  if (v < 0)
    h = fnv_byte (h, '-');
  guint64 u = v < 0 ? (guint64)(-v) : (guint64)v;
  char digits[24];
  gint n = 0;
  do
    digits[n++] = (char)('0' + u % 10);
  while ((u /= 10) != 0);
  while (n > 0)
    h = fnv_byte (h, (guint8)digits[--n]);
  return (gint16)((h ^ (h >> 15)) & 0x7fff);
}

guint64
hc_record_hash (const HcGame *g)
{
  HcCard cards[HC_MAX_CARDS];
  memcpy (cards, g->card, (gsize)g->n_cards * sizeof (HcCard));
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCardDef *d = hc_card_def (g, i);
      if (d)
        cards[i].def = identity_number (d);
    }
  return hc_game_hash_cards (g, cards);
}

gboolean
hc_record_replay_on (const HcRecord *rec, HcGame *g, guint from, guint upto,
                     GError **error)
{
  guint n = MIN (upto, rec->choices->len);
  for (guint i = from; i < n; i++)
    {
      if (!hc_game_advance (g))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "replay: the game ended before choice %u of %u", i + 1,
                       rec->choices->len);
          return FALSE;
        }
      guint64 h = hc_record_hash (g);
      if (i < rec->hashes->len && g_array_index (rec->hashes, guint64, i) != h)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "replay: state hash differs before choice %u "
                       "(recorded %016" G_GINT64_MODIFIER
                       "x, got %016" G_GINT64_MODIFIER "x)",
                       i + 1, g_array_index (rec->hashes, guint64, i), h);
          return FALSE;
        }
      g_autoptr (GError) local = NULL;
      if (!hc_game_choose (g, g_array_index (rec->choices, guint32, i), &local))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "replay: choice %u: %s", i + 1, local->message);
          return FALSE;
        }
    }
  hc_game_advance (g);
  return TRUE;
}

HcGame *
hc_record_replay (const HcRecord *rec, const HcCardDb *db, guint upto,
                  GError **error)
{
  g_autoptr (HcGame) g = hc_record_start (rec, db, error);
  if (!g || !hc_record_replay_on (rec, g, 0, upto, error))
    return NULL;
  return g_steal_pointer (&g);
}
