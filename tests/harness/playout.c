#include "playout.h"

#include <json-glib/json-glib.h>
#include <string.h>

#define DEFAULT_MAX_DECISIONS 5000u

/* ---- playouts ---- */

typedef struct
{
  const HcPlayout *cfg;
  HcPlayoutStats *stats;
  guint decision; /* 1-based number of the decision being checked */
  gint owned[HC_MAX_PLAYERS];
  guint log_seen;
  JsonParser *json;
  GString *buf;
} Playout;

static gboolean
check_owned (Playout *po, const HcGame *g, GError **error)
{
  gint now[HC_MAX_PLAYERS];
  hc_count_owned (g, now);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (now[p] != po->owned[p])
      return hc_fail (error,
                      "player %d owned %d cards at the start and owns %d "
                      "now",
                      p, po->owned[p], now[p]);
  return TRUE;
}

/* Every new log entry must say which rule it follows and render. */
static gboolean
check_new_log (Playout *po, const HcGame *g, GError **error)
{
  const HcRuleset *r = g->rules;
  const HcLogEntry *e = hc_log_entries (g->log);
  for (guint i = po->log_seen; i < g->log_len; i++)
    {
      if (e[i].seq != i + 1)
        return hc_fail (error, "log entry %u has sequence number %u", i + 1,
                        e[i].seq);
      /* the core's own messages (HC_MSG_INERT) cite no rule */
      gboolean core = e[i].msg >= HC_MSG_CORE && e[i].msg < HC_MSG_CORE_END
                      && e[i].rule == G_MAXUINT16;
      if (!core && (e[i].msg >= r->n_messages || e[i].rule >= r->n_rules))
        return hc_fail (error,
                        "log entry %u names message %u and rule %u; the "
                        "ruleset has %d messages and %d rules",
                        i + 1, e[i].msg, e[i].rule, r->n_messages, r->n_rules);
      g_string_truncate (po->buf, 0);
      hc_log_render_text (g, &e[i], po->buf);
      if (po->buf->len == 0)
        return hc_fail (error, "log entry %u (%s) renders as empty text", i + 1,
                        hc_log_kind_name (g, &e[i]));
      g_string_truncate (po->buf, 0);
      hc_log_render_json (g, &e[i], po->buf);
      g_autoptr (GError) jerr = NULL;
      if (!json_parser_load_from_data (po->json, po->buf->str,
                                       (gssize)po->buf->len, &jerr))
        return hc_fail (error, "log entry %u renders as invalid JSON (%s): %s",
                        i + 1, jerr->message, po->buf->str);
      po->stats->log_entries++;
    }
  po->log_seen = g->log_len;
  return TRUE;
}

static gboolean
same_record (const HcRecord *a, const HcRecord *b)
{
  if (g_strcmp0 (a->ruleset, b->ruleset) || g_strcmp0 (a->edition, b->edition)
      || a->seed != b->seed || a->choices->len != b->choices->len
      || a->hashes->len != b->hashes->len)
    return FALSE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (a->deck[p]->len != b->deck[p]->len)
        return FALSE;
      for (guint i = 0; i < a->deck[p]->len; i++)
        if (g_strcmp0 (a->deck[p]->pdata[i], b->deck[p]->pdata[i]))
          return FALSE;
    }
  /* an empty GArray may have no data at all, which memcmp must not see */
  return a->choices->len == 0
         || (memcmp (a->choices->data, b->choices->data,
                     a->choices->len * sizeof (guint32))
                 == 0
             && memcmp (a->hashes->data, b->hashes->data,
                        a->hashes->len * sizeof (guint64))
                    == 0);
}

static HcGame *
save_and_load (const HcGame *g, const HcRecord *rec, const HcCardDb *db,
               GError **error)
{
  g_autofree char *text = hc_save_to_string (g, rec);
  g_autoptr (HcRecord) rec2 = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (HcGame) loaded
      = hc_save_from_string ("playout save", text, db, &rec2, &local);
  if (!loaded)
    {
      hc_fail (error, "a save of this state does not load: %s", local->message);
      return NULL;
    }
  if (hc_game_hash (loaded) != hc_game_hash (g))
    {
      hc_fail (error, "save -> load changed the state hash");
      return NULL;
    }
  if (!rec2 || !same_record (rec, rec2))
    {
      hc_fail (error, "save -> load changed the game record");
      return NULL;
    }
  if (loaded->log_len != g->log_len
      || memcmp (hc_log_entries (loaded->log), hc_log_entries (g->log),
                 g->log_len * sizeof (HcLogEntry))
             != 0)
    {
      hc_fail (error, "save -> load changed the log");
      return NULL;
    }
  return g_steal_pointer (&loaded);
}

static gboolean
check_options (Playout *po, const HcGame *g, HcGame *scratch, GError **error)
{
  const HcDecision *d = &g->decision;
  g_string_truncate (po->buf, 0);
  hc_decision_prompt (g, po->buf);
  if (po->buf->len == 0)
    return hc_fail (error, "decision kind %u of player %d has an empty prompt",
                    d->kind, d->player);
  for (gint i = 0; i < d->n_options; i++)
    {
      const HcOption *o = &d->option[i];
      g_string_truncate (po->buf, 0);
      hc_option_label (g, o, po->buf);
      if (po->buf->len == 0)
        return hc_fail (error, "option %u (kind %u) has an empty label", o->id,
                        o->kind);
      hc_game_copy_into (scratch, g);
      g_autoptr (GError) local = NULL;
      if (!hc_game_choose (scratch, o->id, &local))
        return hc_fail (error, "offered option %u (%s) is refused: %s", o->id,
                        po->buf->str, local->message);
      po->stats->options_tried++;
      if (!po->cfg->explore)
        continue;
      hc_game_advance (scratch);
      if (!hc_check_invariants (scratch, &local))
        return hc_fail (error, "after option %u (%s): %s", o->id, po->buf->str,
                        local->message);
    }
  return TRUE;
}

static gboolean
check_illegal_refused (HcGame *g, GError **error)
{
  const HcDecision *d = &g->decision;
  guint32 max_id = 0;
  for (gint i = 0; i < d->n_options; i++)
    max_id = MAX (max_id, d->option[i].id);
  guint32 bad = max_id + 1;
  while (hc_decision_find (d, bad) >= 0)
    bad++;
  guint64 before = hc_game_hash (g);
  gint8 player = d->player;
  g_autoptr (GError) local = NULL;
  if (hc_game_choose (g, bad, &local))
    return hc_fail (error, "option %u is not offered, yet it was accepted",
                    bad);
  if (!g_error_matches (local, HC_ERROR, HC_ERROR_ILLEGAL_CHOICE))
    return hc_fail (error, "refusing option %u gave an unexpected error: %s",
                    bad, local->message);
  if (hc_game_hash (g) != before || d->player != player)
    return hc_fail (error, "refusing option %u changed the state", bad);
  return TRUE;
}

static gboolean
check_decision (Playout *po, HcGame *g, const HcRecord *rec, HcGame *scratch,
                HcGame **twin_out, HcGame **loaded_out, GError **error)
{
  if (!hc_check_invariants (g, error) || !check_owned (po, g, error))
    return FALSE;
  if (g->decision.player == HC_NONE)
    return hc_fail (error, "hc_game_advance returned a decision that is not "
                           "pending");
  guint64 h = hc_game_hash (g);
  if (hc_game_hash_portable (g) != h)
    return hc_fail (error, "the fast hash and the portable (byte-order free) "
                           "hash differ");
  if (hc_game_advance (g) != &g->decision || hc_game_hash (g) != h)
    return hc_fail (error, "advancing again while the decision is pending "
                           "changed the state");
  g_autoptr (HcGame) twin = hc_game_clone (g);
  if (hc_game_hash (twin) != h)
    return hc_fail (error, "a clone hashes differently from the original");
  g_autoptr (HcGame) loaded = NULL;
  guint every = MAX (po->cfg->save_every, 1u);
  if (po->decision % every == 0 || po->decision == 1)
    {
      loaded = save_and_load (g, rec, po->cfg->db, error);
      if (!loaded)
        return FALSE;
    }
  if (!check_options (po, g, scratch, error)
      || !check_illegal_refused (g, error))
    return FALSE;
  *twin_out = g_steal_pointer (&twin);
  *loaded_out = g_steal_pointer (&loaded);
  return TRUE;
}

static gboolean
play_game (Playout *po, guint64 seed, GError **error)
{
  const HcPlayout *cfg = po->cfg;
  const HcRuleset *r = cfg->rules;
  if (hc_ruleset_find (r->id) != r)
    return hc_fail (error,
                    "the %s ruleset is not registered (records name "
                    "their ruleset by id)",
                    r->id);
  const HcEdition *ed
      = hc_ruleset_edition (r, hc_ruleset_edition_index (r, cfg->edition));
  if (!ed)
    return hc_fail (error, "the %s ruleset has no edition \"%s\"", r->id,
                    cfg->edition ? cfg->edition : "latest");
  g_autoptr (HcRecord) rec = hc_record_new (r->id, ed->id, seed);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint i = 0; i < cfg->n_deck[p]; i++)
      {
        const HcCardDef *def = hc_card_db_get (cfg->db, cfg->deck[p][i]);
        if (!def)
          return hc_fail (error, "deck %d, card %d: no card definition %d", p,
                          i, cfg->deck[p][i]);
        g_ptr_array_add (rec->deck[p], g_strdup (def->name));
      }
  g_autoptr (HcGame) g = hc_record_start (rec, cfg->db, error);
  if (!g)
    return FALSE;
  hc_count_owned (g, po->owned);
  po->log_seen = 0;
  /* the chooser has a stream of its own, so its picks do not move with the
   * game's dice */
  HcRng pick;
  hc_rng_seed (&pick, seed, 0xc40);
  g_autoptr (HcGame) scratch = hc_game_clone (g);
  guint max = cfg->max_decisions ? cfg->max_decisions : DEFAULT_MAX_DECISIONS;

  po->decision = 0;
  const HcDecision *d = hc_game_advance (g);
  if (!check_new_log (po, g, error))
    return FALSE;
  while (d)
    {
      po->decision++;
      if (po->decision > max)
        return hc_fail (error, "the game has not ended after %u decisions",
                        max);
      g_autoptr (HcGame) twin = NULL;
      g_autoptr (HcGame) loaded = NULL;
      if (!check_decision (po, g, rec, scratch, &twin, &loaded, error))
        return FALSE;
      guint32 id = d->option[hc_rng_bounded (&pick, (guint32)d->n_options)].id;
      if (!hc_record_choose (rec, g, id, error)
          || !hc_game_choose (twin, id, error)
          || (loaded && !hc_game_choose (loaded, id, error)))
        return FALSE;
      d = hc_game_advance (g);
      hc_game_advance (twin);
      if (loaded)
        hc_game_advance (loaded);
      guint64 h = hc_game_hash (g);
      if (hc_game_hash (twin) != h)
        return hc_fail (error,
                        "given option %u, a clone reached a different "
                        "state than the original",
                        id);
      if (loaded && hc_game_hash (loaded) != h)
        return hc_fail (error,
                        "given option %u, the game saved and loaded "
                        "before it reached a different state than the "
                        "original",
                        id);
      if (!check_new_log (po, g, error))
        return FALSE;
      po->stats->decisions++;
    }

  /* the end */
  po->decision++;
  if (!g->over)
    return hc_fail (error, "no decision is pending but the game is not over");
  if (!hc_check_invariants (g, error) || !check_owned (po, g, error))
    return FALSE;
  guint64 final = hc_game_hash (g);
  g_autoptr (GError) local = NULL;
  if (hc_game_choose (g, 0, &local)
      || !g_error_matches (local, HC_ERROR, HC_ERROR_NO_DECISION)
      || hc_game_hash (g) != final)
    return hc_fail (error, "a choice after the end was not refused cleanly");
  g_autoptr (HcGame) loaded = save_and_load (g, rec, cfg->db, error);
  if (!loaded)
    return FALSE;
  g_clear_error (&local);
  g_autoptr (HcGame) replay
      = hc_record_replay (rec, cfg->db, G_MAXUINT, &local);
  if (!replay)
    return hc_fail (error, "replaying the record failed: %s", local->message);
  if (hc_game_hash (replay) != final)
    return hc_fail (error, "the replayed game ends in a different state");

  po->stats->games++;
  po->stats->longest_game = MAX (po->stats->longest_game, po->decision - 1);
  if (g->winner >= 0 && g->winner <= HC_MAX_PLAYERS)
    po->stats->results[g->winner]++;
  else
    po->stats->no_winner++;
  return TRUE;
}

gboolean
hc_playout_game (const HcPlayout *cfg, guint64 seed, HcPlayoutStats *stats,
                 GError **error)
{
  HcPlayoutStats unused = { 0 };
  g_autoptr (JsonParser) json = json_parser_new_immutable ();
  g_autoptr (GString) buf = g_string_new (NULL);
  Playout po = {
    .cfg = cfg, .stats = stats ? stats : &unused, .json = json, .buf = buf
  };
  g_autoptr (GError) local = NULL;
  if (play_game (&po, seed, &local))
    return TRUE;
  g_propagate_prefixed_error (error, g_steal_pointer (&local),
                              "%s, seed %" G_GUINT64_FORMAT ", decision %u: ",
                              cfg->rules->id, seed, po.decision);
  return FALSE;
}

gboolean
hc_playout_run (const HcPlayout *cfg, HcPlayoutStats *stats, GError **error)
{
  for (guint i = 0; i < cfg->n_games; i++)
    if (!hc_playout_game (cfg, cfg->first_seed + i, stats, error))
      return FALSE;
  return TRUE;
}
