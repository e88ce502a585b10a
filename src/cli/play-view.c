/* holocron play: the board as one player may see it, drawn from that
 * player's view (hc_game_player_view) and never from the game's cards, so
 * what the screen shows is exactly what the view lets the player know.
 * The game itself is read only for names (ruleset, card data, phase). */
#include "play-view.h"

#include <stdlib.h>
#include <string.h>

static gboolean
zone_is (guint32 mask, gint zone)
{
  return zone >= 0 && zone < 32 && (mask & (1u << zone)) != 0;
}

/* A known card in play: its current stats, cost left out. */
static void
append_stats (const HcGame *g, const HcViewCard *c, GString *out)
{
  const HcRuleset *r = g->rules;
  /* the view has stats only for a known card in play */
  if (c->def == HC_NONE)
    return;
  g_autoptr (GString) s = g_string_new (NULL);
  for (gint i = 0; i < r->n_stats && i < HC_MAX_STATS; i++)
    {
      if (!r->stat_names[i] || g_str_equal (r->stat_names[i], "cost"))
        continue;
      if (c->stat[i])
        g_string_append_printf (s, ", %s %d", r->stat_names[i], c->stat[i]);
    }
  if (s->len)
    g_string_append_printf (out, " (%s)", s->str + 2);
}

static void
append_state (const HcGame *g, const HcViewCard *c, GString *out)
{
  const HcRuleset *r = g->rules;
  g_autoptr (GString) s = g_string_new (NULL);
  /* the LCG counts focus with a counter; its tapped flag means something
   * else (focused at least once) */
  if ((c->flags & HC_CARD_TAPPED) && hc_ruleset_counter (r, "focus") < 0)
    g_string_append (s, ", tapped");
  if ((c->flags & HC_CARD_FACE_DOWN) && c->def != HC_NONE)
    g_string_append (s, ", face down");
  if (c->flags & HC_CARD_PARTIAL)
    g_string_append (s, ", partially built");
  for (gint i = 0; i < r->n_counters && i < HC_MAX_COUNTERS; i++)
    if (c->counter[i] && r->counter_names[i])
      g_string_append_printf (s, ", %s %d", r->counter_names[i], c->counter[i]);
  if (s->len)
    g_string_append_printf (out, " [%s]", s->str + 2);
}

static void
append_card (const HcGame *g, const HcPlayerView *v, const HcViewCard *c,
             GString *out)
{
  if (c->def == HC_NONE)
    g_string_append (out, "a face-down card");
  else
    {
      g_string_append (out, hc_card_db_get (g->db, c->def)->name);
      append_stats (g, c, out);
    }
  append_state (g, c, out);
  /* what is attached to it or stacked under it; the view links a card to
   * its host only when the host is known */
  if (c->card == HC_NONE)
    return;
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *k = &v->card[i];
      if (k->attached_to != c->card && k->under != c->card)
        continue;
      g_string_append (out,
                       k->attached_to == c->card ? " + " : " / under it: ");
      append_card (g, v, k, out);
    }
}

/* position order, then game order (the order hc_zone_list gives) */
static int
by_pos (const void *a, const void *b)
{
  const HcViewCard *x = *(const HcViewCard *const *)a;
  const HcViewCard *y = *(const HcViewCard *const *)b;
  if (x->pos != y->pos)
    return x->pos - y->pos;
  return x->card - y->card;
}

static void
append_zone (const HcGame *g, const HcPlayerView *v, gint player, gint zone,
             GString *out)
{
  const HcRuleset *r = g->rules;
  const HcViewCard *list[HC_MAX_CARDS];
  gint n = 0;
  for (gint i = 0; i < v->n_cards; i++)
    if (v->card[i].zone == zone && v->card[i].zone_player == player)
      list[n++] = &v->card[i];
  gboolean hidden = zone_is (r->hidden_zones, zone);
  gboolean private = zone_is (r->private_zones, zone) && v->viewer != player;
  if (n == 0)
    {
      /* an empty deck or hand is worth saying; other empty zones are not */
      if (hidden || zone_is (r->private_zones, zone))
        g_string_append_printf (out, "    %-18s empty\n", r->zone_names[zone]);
      return;
    }
  if (hidden || private)
    {
      g_string_append_printf (out, "    %-18s %d card%s\n", r->zone_names[zone],
                              n, n == 1 ? "" : "s");
      return;
    }
  qsort (list, (gsize)n, sizeof list[0], by_pos);
  g_string_append_printf (out, "    %-18s ", r->zone_names[zone]);
  for (gint i = 0; i < n; i++)
    {
      if (i)
        g_string_append (out, "; ");
      append_card (g, v, list[i], out);
    }
  g_string_append_c (out, '\n');
}

void
play_view_board (const HcGame *g, gint viewer, GString *out)
{
  const HcRuleset *r = g->rules;
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, viewer, v);
  const char *phase
      = r->phase_name ? r->phase_name (v->global[HC_G_PHASE]) : NULL;
  gint active = v->global[HC_G_ACTIVE];
  g_string_append_printf (
      out, "---- Turn %d, %s phase, %s active; the board as %s sees it ----\n",
      v->global[HC_G_TURN], phase ? phase : "?",
      active >= 0 && active < HC_MAX_PLAYERS ? r->player_names[active]
                                             : "nobody",
      r->player_names[viewer]);
  g_autoptr (GString) globals = g_string_new (NULL);
  for (gint i = HC_G_FIRST_RULESET; i < r->n_globals && i < HC_MAX_GLOBALS; i++)
    if (v->global[i] > 0) /* -1 is how the rulesets say "none" */
      g_string_append_printf (globals, ", %s %d",
                              r->global_names[i] ? r->global_names[i] : "?",
                              v->global[i]);
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
                                  r->res_names[i], v->res[p][i]);
      g_string_append_c (out, '\n');
      for (gint z = 0; z < r->n_zones && z < HC_MAX_ZONES; z++)
        append_zone (g, v, p, z, out);
    }
}

void
play_view_json (const HcGame *g, gint viewer, GString *out)
{
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, viewer, v);
  hc_player_view_json (g, v, out);
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
