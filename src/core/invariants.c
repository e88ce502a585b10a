/* The state's invariants: what every game value must satisfy whatever the
 * ruleset, checked after every rule step in debug and sanitizer builds
 * (meson option `invariants`), by the random-playout harness at every
 * decision, and on every loaded save.  A broken invariant is a bug in a
 * ruleset or the core, never a user's mistake, so the checks are cheap
 * scans of the value rather than a second model of the rules. */
#include "hc-ruleset.h"

#include <string.h>

static const char *
zone_name (const HcGame *g, gint zone)
{
  const HcRuleset *r = g->rules;
  return zone >= 0 && zone < r->n_zones && r->zone_names && r->zone_names[zone]
             ? r->zone_names[zone]
             : "?";
}

static const char *
card_name (const HcGame *g, gint card)
{
  const HcCardDef *d = hc_card_db_get (g->db, g->card[card].def);
  return d ? d->name : "?";
}

/* one card's place: owner, zone and host in range, host in the same zone,
 * no cycle of hosts */
static gboolean
check_place (const HcGame *g, gint i, GError **error)
{
  const HcRuleset *r = g->rules;
  const HcCard *c = &g->card[i];
  if (!hc_card_db_get (g->db, c->def))
    return hc_fail (error, "card %d: definition %d is not in the card database",
                    i, c->def);
  if (c->owner >= HC_MAX_PLAYERS || c->controller >= HC_MAX_PLAYERS
      || c->zone_player >= HC_MAX_PLAYERS)
    return hc_fail (error,
                    "card %d (%s): owner %u, controller %u, zone player %u; "
                    "players are 0 to %d",
                    i, card_name (g, i), c->owner, c->controller,
                    c->zone_player, HC_MAX_PLAYERS - 1);
  if (c->zone >= r->n_zones)
    return hc_fail (error, "card %d (%s) is in zone %u; the ruleset has %d", i,
                    card_name (g, i), c->zone, r->n_zones);
  if (c->attached_to != HC_NONE && c->under != HC_NONE)
    return hc_fail (error,
                    "card %d (%s) is both attached to card %d and under %d", i,
                    card_name (g, i), c->attached_to, c->under);
  gint host = c->attached_to != HC_NONE ? c->attached_to : c->under;
  if (host == HC_NONE)
    return TRUE;
  if (host < 0 || host >= g->n_cards || host == i)
    return hc_fail (error,
                    "card %d (%s) hangs on card %d, which is not another card "
                    "of the game",
                    i, card_name (g, i), host);
  const HcCard *h = &g->card[host];
  if (h->zone != c->zone || h->zone_player != c->zone_player)
    return hc_fail (error,
                    "card %d (%s) hangs on card %d (%s) but is in %s of player "
                    "%u while its host is in %s of player %u",
                    i, card_name (g, i), host, card_name (g, host),
                    zone_name (g, c->zone), c->zone_player,
                    zone_name (g, h->zone), h->zone_player);
  /* a chain of hosts longer than the number of cards must loop */
  gint at = i, steps = 0;
  while (at != HC_NONE && steps <= g->n_cards)
    {
      const HcCard *x = &g->card[at];
      at = x->attached_to != HC_NONE ? x->attached_to : x->under;
      if (at != HC_NONE && (at < 0 || at >= g->n_cards))
        break; /* reported when the scan reaches that card */
      steps++;
    }
  if (steps > g->n_cards)
    return hc_fail (error,
                    "card %d (%s) is in a cycle of attached or stacked "
                    "cards",
                    i, card_name (g, i));
  return TRUE;
}

/* Counters are never negative, and a ruleset that names where a counter
 * may lie (counter_zones) has it nowhere else. */
static gboolean
check_counters (const HcGame *g, gint i, GError **error)
{
  const HcRuleset *r = g->rules;
  const HcCard *c = &g->card[i];
  for (gint k = 0; k < HC_MAX_COUNTERS; k++)
    {
      if (c->counter[k] == 0)
        continue;
      const char *what = k < r->n_counters && r->counter_names
                             ? r->counter_names[k]
                             : "unnamed";
      if (c->counter[k] < 0)
        return hc_fail (error, "card %d (%s) has %d %s counters", i,
                        card_name (g, i), c->counter[k], what);
      if (k >= r->n_counters)
        return hc_fail (error,
                        "card %d (%s) has %d of counter %d; the ruleset names "
                        "%d counters",
                        i, card_name (g, i), c->counter[k], k, r->n_counters);
      if (r->counter_zones && !(r->counter_zones[k] & (1u << c->zone)))
        return hc_fail (error, "card %d (%s) has %d %s counters in %s", i,
                        card_name (g, i), c->counter[k], what,
                        zone_name (g, c->zone));
    }
  return TRUE;
}

/* Every card in exactly one place: the cards lying loose in a zone (not
 * attached or stacked) hold positions 0..n-1 once each. */
static gboolean
check_positions (const HcGame *g, GError **error)
{
  enum
  {
    N_GROUPS = HC_MAX_PLAYERS * HC_MAX_ZONES,
    WORDS = HC_MAX_CARDS / 32,
  };
  gint count[N_GROUPS] = { 0 };
  guint32 seen[N_GROUPS][WORDS];
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->attached_to == HC_NONE && c->under == HC_NONE)
        count[c->zone_player * HC_MAX_ZONES + c->zone]++;
    }
  memset (seen, 0, sizeof seen);
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->attached_to != HC_NONE || c->under != HC_NONE)
        continue;
      gint k = c->zone_player * HC_MAX_ZONES + c->zone;
      if (c->pos < 0 || c->pos >= count[k])
        return hc_fail (
            error,
            "card %d (%s) has position %d in %s of player %u, which "
            "holds %d cards",
            i, card_name (g, i), c->pos, zone_name (g, c->zone), c->zone_player,
            count[k]);
      guint32 bit = 1u << (c->pos % 32);
      if (seen[k][c->pos / 32] & bit)
        return hc_fail (error,
                        "card %d (%s) and another card share position %d in %s "
                        "of player %u",
                        i, card_name (g, i), c->pos, zone_name (g, c->zone),
                        c->zone_player);
      seen[k][c->pos / 32] |= bit;
    }
  return TRUE;
}

/* The timing lab plays with abstract cards: no card database and no
 * zones, so there is no place to check. */
static gboolean
has_places (const HcGame *g)
{
  return g->db && g->rules->n_zones > 0;
}

static gboolean
check_cards (const HcGame *g, GError **error)
{
  const HcRuleset *r = g->rules;
  if (g->n_cards < 0 || g->n_cards > HC_MAX_CARDS)
    return hc_fail (error, "%d cards; expected 0 to %d", g->n_cards,
                    HC_MAX_CARDS);
  if (r->n_zones < 0 || r->n_zones > HC_MAX_ZONES)
    return hc_fail (error, "the %s ruleset declares %d zones; expected 0 to %d",
                    r->id, r->n_zones, HC_MAX_ZONES);
  if (!has_places (g))
    return TRUE;
  for (gint i = 0; i < g->n_cards; i++)
    if (!check_place (g, i, error) || !check_counters (g, i, error))
      return FALSE;
  return check_positions (g, error);
}

static gboolean
check_zone_index (const HcGame *g, GError **error)
{
  if (has_places (g) && !hc_zone_index_ok (g))
    return hc_fail (error,
                    "the zone index disagrees with the cards (a card's zone, "
                    "under or attached_to was set without the zone functions)");
  return TRUE;
}

static gboolean
check_resources (const HcGame *g, GError **error)
{
  const HcRuleset *r = g->rules;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint k = 0; k < r->n_res && k < HC_MAX_RES; k++)
      if (g->res[p][k] < 0)
        return hc_fail (error, "player %d has %d %s", p, g->res[p][k],
                        r->res_names ? r->res_names[k] : "of a resource");
  return TRUE;
}

static gboolean
check_frames (const HcGame *g, GError **error)
{
  const HcRuleset *r = g->rules;
  if (g->n_frames > HC_MAX_FRAMES)
    return hc_fail (error, "%u rule frames; at most %d", g->n_frames,
                    HC_MAX_FRAMES);
  for (gint i = 0; i < g->n_frames; i++)
    {
      const HcFrame *f = &g->frame[i];
      if (f->kind == HC_STEP_WINDOW)
        {
          const gint32 *a = f->arg;
          if (a[HC_WIN_FIRST] < 0 || a[HC_WIN_FIRST] >= HC_MAX_PLAYERS
              || a[HC_WIN_PLAYER] < 0 || a[HC_WIN_PLAYER] >= HC_MAX_PLAYERS
              || a[HC_WIN_PASSES] < 0 || a[HC_WIN_PASSES] >= HC_MAX_PLAYERS)
            return hc_fail (error,
                            "window frame %d: first player %d, player %d, "
                            "passes %d out of range",
                            i, a[HC_WIN_FIRST], a[HC_WIN_PLAYER],
                            a[HC_WIN_PASSES]);
        }
      else if (f->kind == HC_STEP_TARGETS)
        {
          const HcTargetsFrame *t = (const HcTargetsFrame *)f->arg;
          if (t->player < 0 || t->player >= HC_MAX_PLAYERS || t->min < 0
              || t->max < 0 || t->divided < 0)
            return hc_fail (error,
                            "choose-targets frame %d: player %d, min %d, "
                            "max %d, divided %d out of range",
                            i, t->player, t->min, t->max, t->divided);
        }
      else if (f->kind >= r->n_steps || !r->steps[f->kind])
        return hc_fail (error, "frame %d has kind %u, which is no step of %s",
                        i, f->kind, r->id);
    }
  return TRUE;
}

/* every marker of a real period, player and card */
static gboolean
check_markers (const HcGame *g, GError **error)
{
  if (g->n_markers > HC_MAX_MARKERS)
    return hc_fail (error, "%u limit markers; at most %d", g->n_markers,
                    HC_MAX_MARKERS);
  for (gint i = 0; i < g->n_markers; i++)
    {
      const HcMarker *m = &g->marker[i];
      if (m->period > HC_DUR_WHILE_IN_PLAY || m->controller >= HC_MAX_PLAYERS
          || m->target < HC_NONE || m->target >= g->n_cards)
        return hc_fail (error,
                        "limit marker %d (kind %u): period %u, controller %u, "
                        "target %d out of range",
                        i, m->kind, m->period, m->controller, m->target);
    }
  return TRUE;
}

/* every pick a real card owned by a frame in progress */
static gboolean
check_picks (const HcGame *g, GError **error)
{
  if (g->n_picks > HC_MAX_PICKS)
    return hc_fail (error, "%u chosen targets; at most %d", g->n_picks,
                    HC_MAX_PICKS);
  for (gint i = 0; i < g->n_picks; i++)
    {
      const HcPick *p = &g->pick[i];
      if (p->card < 0 || p->card >= g->n_cards || p->frame < 0
          || p->frame >= g->n_frames || p->amount < 1)
        return hc_fail (error,
                        "chosen target %d: card %d, frame %d, amount %d; "
                        "expected a card below %d, a frame below %d and an "
                        "amount of at least 1",
                        i, p->card, p->frame, p->amount, g->n_cards,
                        g->n_frames);
    }
  return TRUE;
}

static gboolean
check_effects (const HcGame *g, GError **error)
{
  if (g->n_effects > HC_MAX_EFFECTS)
    return hc_fail (error, "%u lasting effects; at most %d", g->n_effects,
                    HC_MAX_EFFECTS);
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->duration > HC_DUR_WHILE_IN_PLAY || e->controller >= HC_MAX_PLAYERS
          || e->source < HC_NONE || e->source >= g->n_cards
          || e->target < HC_NONE || e->target >= g->n_cards)
        return hc_fail (error,
                        "lasting effect %d: duration %u, controller %u, source "
                        "%d, target %d out of range",
                        i, e->duration, e->controller, e->source, e->target);
      /* the ruleset must drop such an effect when its source leaves play */
      if (e->duration == HC_DUR_WHILE_IN_PLAY
          && (e->source == HC_NONE || !hc_card_in_play (g, e->source)))
        return hc_fail (error,
                        "lasting effect %d (kind %u) lasts while its source is "
                        "in play, but its source %d is %s",
                        i, e->kind, e->source,
                        e->source == HC_NONE
                            ? "no card"
                            : zone_name (g, g->card[e->source].zone));
    }
  if (g->n_triggers > HC_MAX_TRIGGERS)
    return hc_fail (error, "%u waiting triggers; at most %d", g->n_triggers,
                    HC_MAX_TRIGGERS);
  for (gint i = 0; i < g->n_triggers; i++)
    {
      const HcTrigger *t = &g->trigger[i];
      if (t->player >= HC_MAX_PLAYERS || t->source < HC_NONE
          || t->source >= g->n_cards)
        return hc_fail (error, "trigger %d: player %u, source %d out of range",
                        i, t->player, t->source);
    }
  return TRUE;
}

static gboolean
check_dice_and_decision (const HcGame *g, GError **error)
{
  if (g->n_forced > HC_MAX_FORCED || g->forced_head >= HC_MAX_FORCED)
    return hc_fail (error, "forced dice: %u from slot %u; at most %d",
                    g->n_forced, g->forced_head, HC_MAX_FORCED);
  for (gint i = 0; i < g->n_forced; i++)
    {
      guint8 v = g->forced[(g->forced_head + i) % HC_MAX_FORCED];
      if (v < 1 || v > 6)
        return hc_fail (error, "forced die %d is %u; a die shows 1 to 6", i, v);
    }
  if (g->answer < HC_NONE || g->answer >= HC_MAX_OPTIONS)
    return hc_fail (error, "the last answer is option %d", g->answer);
  const HcDecision *d = &g->decision;
  if (d->player == HC_NONE)
    return TRUE;
  if (d->player < 0 || d->player >= HC_MAX_PLAYERS)
    return hc_fail (error, "the pending decision belongs to player %d",
                    d->player);
  if (d->n_options < 1 || d->n_options > HC_MAX_OPTIONS)
    return hc_fail (error,
                    "the pending decision has %d options; expected 1 to %d",
                    d->n_options, HC_MAX_OPTIONS);
  for (gint i = 0; i < d->n_options; i++)
    for (gint j = i + 1; j < d->n_options; j++)
      if (d->option[i].id == d->option[j].id)
        return hc_fail (error,
                        "options %d and %d of the pending decision share id %u",
                        i, j, d->option[i].id);
  return TRUE;
}

gboolean
hc_check_log (const HcGame *g, guint from, GError **error)
{
  if (!hc_log_keeps_entries (g->log))
    return TRUE; /* a look-ahead's scratch log: nothing to check */
  if (g->log_len > hc_log_length (g->log))
    return hc_fail (error, "the game sees %u log entries; its log holds %u",
                    g->log_len, hc_log_length (g->log));
  const HcLogEntry *e = hc_log_entries (g->log);
  for (guint i = from; i < g->log_len; i++)
    if (e[i].seq != i + 1)
      return hc_fail (error, "log entry %u has sequence number %u", i + 1,
                      e[i].seq);
  return TRUE;
}

static gboolean
check_body (const HcGame *g, guint log_from, GError **error)
{
  return hc_check_log (g, log_from, error) && check_cards (g, error)
         && check_zone_index (g, error) && check_resources (g, error)
         && check_frames (g, error) && check_picks (g, error)
         && check_markers (g, error) && check_effects (g, error)
         && check_dice_and_decision (g, error);
}

gboolean
hc_check_invariants (const HcGame *g, GError **error)
{
  const HcRuleset *r = g->rules;
  if (!hc_ruleset_edition (r, g->edition))
    return hc_fail (error, "edition index %d is not an edition of %s",
                    g->edition, r->id);
  if (g->over > 1 || g->winner < HC_NONE || g->winner > HC_MAX_PLAYERS)
    return hc_fail (
        error,
        "over %u, winner %d: expected over 0 or 1 and a winner from "
        "%d to %d",
        g->over, g->winner, HC_NONE, HC_MAX_PLAYERS);
  if (!g->over && g->winner != HC_NONE)
    return hc_fail (error, "the game is not over but player %d has won",
                    g->winner);
  if (g->global[HC_G_ACTIVE] < 0 || g->global[HC_G_ACTIVE] >= HC_MAX_PLAYERS)
    return hc_fail (error, "the active player is %d", g->global[HC_G_ACTIVE]);
  return check_body (g, 0, error);
}

void
hc_count_owned (const HcGame *g, gint owned[HC_MAX_PLAYERS])
{
  memset (owned, 0, sizeof (gint) * HC_MAX_PLAYERS);
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].owner < HC_MAX_PLAYERS)
      owned[g->card[i].owner]++;
}

gboolean
hc_check_step (const HcGame *g, const gint owned[HC_MAX_PLAYERS],
               guint log_from, GError **error)
{
  gint now[HC_MAX_PLAYERS];
  hc_count_owned (g, now);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (now[p] != owned[p])
      return hc_fail (error, "player %d owned %d cards before and owns %d now",
                      p, owned[p], now[p]);
  /* the log before log_from was checked already: only the new entries need
   * looking at */
  return check_body (g, log_from, error);
}
