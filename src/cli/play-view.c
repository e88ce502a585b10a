/* holocron play: the board as one player may see it. */
#include "play-view.h"

#include <string.h>

static gboolean
zone_is (guint32 mask, gint zone)
{
  return zone >= 0 && zone < 32 && (mask & (1u << zone)) != 0;
}

/* A card the viewer may not identify where it lies in play or under an
 * objective (zones are summarised separately). */
static gboolean
card_hidden_from (const HcGame *g, gint c, gint viewer)
{
  return !hc_card_known_to (g, c, viewer);
}

/* A card in play: its current stats, cost left out. */
static void
append_stats (const HcGame *g, gint c, GString *out)
{
  const HcRuleset *r = g->rules;
  if (!r->card_stat || !hc_card_in_play (g, c))
    return;
  g_autoptr (GString) s = g_string_new (NULL);
  for (gint i = 0; i < r->n_stats; i++)
    {
      if (!r->stat_names[i] || g_str_equal (r->stat_names[i], "cost"))
        continue;
      gint32 v = r->card_stat (g, c, i);
      if (v)
        g_string_append_printf (s, ", %s %d", r->stat_names[i], v);
    }
  if (s->len)
    g_string_append_printf (out, " (%s)", s->str + 2);
}

static void
append_state (const HcGame *g, gint c, gboolean hidden, GString *out)
{
  const HcRuleset *r = g->rules;
  const HcCard *k = &g->card[c];
  g_autoptr (GString) s = g_string_new (NULL);
  /* the LCG counts focus with a counter; its tapped flag means something
   * else (focused at least once) */
  if ((k->flags & HC_CARD_TAPPED) && hc_ruleset_counter (r, "focus") < 0)
    g_string_append (s, ", tapped");
  if ((k->flags & HC_CARD_FACE_DOWN) && !hidden)
    g_string_append (s, ", face down");
  if (k->flags & HC_CARD_PARTIAL)
    g_string_append (s, ", partially built");
  for (gint i = 0; i < r->n_counters && i < HC_MAX_COUNTERS; i++)
    if (k->counter[i] && r->counter_names[i])
      g_string_append_printf (s, ", %s %d", r->counter_names[i], k->counter[i]);
  if (s->len)
    g_string_append_printf (out, " [%s]", s->str + 2);
}

static void
append_card (const HcGame *g, gint c, gint viewer, GString *out)
{
  gboolean hidden = card_hidden_from (g, c, viewer);
  if (hidden)
    g_string_append (out, "a face-down card");
  else
    {
      g_string_append (out, hc_card_def (g, c)->name);
      append_stats (g, c, out);
    }
  append_state (g, c, hidden, out);
  /* what is attached to it or stacked under it */
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *k = &g->card[i];
      if (k->attached_to != c && k->under != c)
        continue;
      g_string_append (out, k->attached_to == c ? " + " : " / under it: ");
      append_card (g, i, viewer, out);
    }
}

static void
append_zone (const HcGame *g, gint player, gint zone, gint viewer, GString *out)
{
  const HcRuleset *r = g->rules;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, zone, list, HC_MAX_CARDS);
  gint total = hc_zone_count (g, player, zone);
  gboolean hidden = zone_is (r->hidden_zones, zone);
  gboolean private = zone_is (r->private_zones, zone) && viewer != player;
  if (n == 0 && total == 0)
    {
      /* an empty deck or hand is worth saying; other empty zones are not */
      if (hidden || zone_is (r->private_zones, zone))
        g_string_append_printf (out, "    %-18s empty\n", r->zone_names[zone]);
      return;
    }
  if (hidden || private)
    {
      g_string_append_printf (out, "    %-18s %d card%s\n", r->zone_names[zone],
                              total, total == 1 ? "" : "s");
      return;
    }
  g_string_append_printf (out, "    %-18s ", r->zone_names[zone]);
  for (gint i = 0; i < n; i++)
    {
      if (i)
        g_string_append (out, "; ");
      append_card (g, list[i], viewer, out);
    }
  g_string_append_c (out, '\n');
}

void
play_view_board (const HcGame *g, gint viewer, GString *out)
{
  const HcRuleset *r = g->rules;
  const char *phase
      = r->phase_name ? r->phase_name (g->global[HC_G_PHASE]) : NULL;
  gint active = g->global[HC_G_ACTIVE];
  g_string_append_printf (
      out, "---- Turn %d, %s phase, %s active; the board as %s sees it ----\n",
      g->global[HC_G_TURN], phase ? phase : "?",
      active >= 0 && active < HC_MAX_PLAYERS ? r->player_names[active]
                                             : "nobody",
      r->player_names[viewer]);
  g_autoptr (GString) globals = g_string_new (NULL);
  for (gint i = HC_G_FIRST_RULESET; i < r->n_globals && i < HC_MAX_GLOBALS; i++)
    if (g->global[i] > 0) /* -1 is how the rulesets say "none" */
      g_string_append_printf (globals, ", %s %d",
                              r->global_names[i] ? r->global_names[i] : "?",
                              g->global[i]);
  if (globals->len)
    g_string_append_printf (out, "  game: %s\n", globals->str + 2);
  /* the viewer first */
  for (gint k = 0; k < HC_MAX_PLAYERS; k++)
    {
      gint p = k == 0 ? viewer : 1 - viewer;
      g_string_append_printf (out, "  %s%s", r->player_names[p],
                              p == viewer ? " (you)" : "");
      for (gint i = 0, shown = 0; i < r->n_res && i < HC_MAX_RES; i++)
        if (r->res_names[i])
          g_string_append_printf (out, "%s %s %d", shown++ ? "," : ":",
                                  r->res_names[i], g->res[p][i]);
      g_string_append_c (out, '\n');
      for (gint z = 0; z < r->n_zones && z < HC_MAX_ZONES; z++)
        append_zone (g, p, z, viewer, out);
    }
}

void
play_view_options (const HcGame *g, GString *out)
{
  const HcDecision *d = &g->decision;
  g_autoptr (GString) prompt = g_string_new (NULL);
  hc_decision_prompt (g, prompt);
  g_string_append_printf (out, "%s\n", prompt->str);
  for (gint i = 0; i < d->n_options; i++)
    {
      g_string_append_printf (out, "  %2d. ", i + 1);
      hc_option_label (g, &d->option[i], out);
      g_string_append_c (out, '\n');
    }
}

void
play_view_private (const HcGame *g, gint player, GString *out)
{
  const HcRuleset *r = g->rules;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *k = &g->card[i];
      if (k->zone_player != player
          || !zone_is (r->private_zones & ~r->hidden_zones, k->zone))
        continue;
      if (out->len)
        g_string_append_c (out, '|');
      g_string_append (out, hc_card_def (g, i)->name);
    }
}
