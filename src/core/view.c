/* What a player may know: the one place that decides which card
 * identities a player can see.  The terminal view, the agents'
 * re-dealing of unknown cards and the hidden-information tests all ask
 * here, so a rule about looking is written once. */
#include "hc-view.h"

#include <stdlib.h>
#include <string.h>

static gboolean
zone_in (guint32 mask, gint zone)
{
  return zone >= 0 && zone < 32 && (mask & (1u << zone)) != 0;
}

gboolean
hc_card_known_to (const HcGame *g, gint card, gint viewer)
{
  const HcRuleset *r = g->rules;
  const HcCard *k = &g->card[card];
  /* deck order is hidden from everyone, the deck's owner included */
  if (zone_in (r->hidden_zones, k->zone))
    return FALSE;
  if (zone_in (r->private_zones, k->zone) && k->zone_player != viewer)
    return r->card_revealed && r->card_revealed (g, card, viewer);
  /* a face-down card is known on the side of the table where it lies:
   * one's own edge stack (lcg FAQ 2.4), a card captured at one's own
   * objective whoever owns it (lcg FAQ 2.5: not its owner), a wotc unit
   * being built */
  if ((k->flags & HC_CARD_FACE_DOWN) && k->zone_player != viewer)
    return r->face_down_seen && r->face_down_seen (g, card, viewer);
  return TRUE;
}

static void
view_card (const HcGame *g, gint c, gint viewer, gboolean known, HcViewCard *v)
{
  const HcRuleset *r = g->rules;
  const HcCard *k = &g->card[c];
  memset (v, 0, sizeof *v);
  v->card = (gint16)(known ? c : HC_NONE);
  v->def = (gint16)(known ? k->def : HC_NONE);
  v->owner = k->owner;
  v->controller = k->controller;
  v->zone = k->zone;
  v->zone_player = k->zone_player;
  v->flags = k->flags;
  v->pos = zone_in (r->hidden_zones, k->zone) ? HC_NONE : k->pos;
  v->attached_to = v->under = HC_NONE;
  gint host = k->attached_to != HC_NONE ? k->attached_to : k->under;
  if (host != HC_NONE)
    {
      if (hc_card_known_to (g, host, viewer))
        {
          v->attached_to = k->attached_to;
          v->under = k->under;
        }
      else
        v->hangs_on_unknown = TRUE;
    }
  memcpy (v->counter, k->counter, sizeof v->counter);
  if (known && r->card_stat && hc_card_in_play (g, c))
    for (gint i = 0; i < r->n_stats && i < HC_MAX_STATS; i++)
      v->stat[i] = r->card_stat (g, c, i);
}

/* unknown cards in an order that says nothing of who they are */
gint
hc_view_card_by_place (gconstpointer a, gconstpointer b)
{
  const HcViewCard *x = a, *y = b;
  if (x->zone_player != y->zone_player)
    return x->zone_player - y->zone_player;
  if (x->zone != y->zone)
    return x->zone - y->zone;
  if (x->pos != y->pos)
    return x->pos - y->pos;
  /* the rest of what is visible, so equal keys are equal cards */
  return memcmp (x, y, sizeof *x);
}

gint
hc_player_view_unknown (const HcGame *g, gint viewer, gint16 *out)
{
  gint n = 0;
  for (gint c = 0; c < g->n_cards; c++)
    if (!hc_card_known_to (g, c, viewer))
      out[n++] = (gint16)c;
  return n;
}

void
hc_game_player_view (const HcGame *g, gint viewer, HcPlayerView *out)
{
  memset (out, 0, sizeof *out);
  out->viewer = viewer;
  gint16 unknown[HC_MAX_CARDS];
  gint n_unknown = hc_player_view_unknown (g, viewer, unknown);
  gboolean named[HC_MAX_CARDS];
  for (gint c = 0; c < g->n_cards; c++)
    named[c] = TRUE;
  for (gint i = 0; i < n_unknown; i++)
    named[unknown[i]] = FALSE;
  gint n = 0;
  for (gint c = 0; c < g->n_cards; c++)
    if (named[c])
      view_card (g, c, viewer, TRUE, &out->card[n++]);
  gint first_unknown = n;
  for (gint i = 0; i < n_unknown; i++)
    view_card (g, unknown[i], viewer, FALSE, &out->card[n++]);
  qsort (out->card + first_unknown, (gsize)(n - first_unknown),
         sizeof (HcViewCard), hc_view_card_by_place);
  out->n_cards = n;
  memcpy (out->res, g->res, sizeof out->res);
  memcpy (out->global, g->global, sizeof out->global);
  out->winner = g->winner;
  out->over = g->over;
  out->decider = g->decision.player;
  out->decision_kind = g->decision.player != HC_NONE ? g->decision.kind : 0;
  if (g->decision.player == viewer)
    {
      out->n_options = g->decision.n_options;
      memcpy (out->option, g->decision.option,
              sizeof (HcOption) * (gsize)out->n_options);
    }
}

static const char *
name_of (const char *const *names, gint n, gint i)
{
  return names && i >= 0 && i < n && names[i] ? names[i] : "?";
}

static void
append_json_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *)s; *p; p++)
    if (*p == '"' || *p == '\\')
      g_string_append_printf (out, "\\%c", *p);
    else if (*p < 0x20)
      g_string_append_printf (out, "\\u%04x", *p);
    else
      g_string_append_c (out, (char)*p); /* UTF-8 passes as it is */
  g_string_append_c (out, '"');
}

void
hc_player_view_json (const HcGame *g, const HcPlayerView *v, GString *out)
{
  const HcRuleset *r = g->rules;
  g_string_append_printf (out, "{\"viewer\":\"%s\",\"cards\":[",
                          name_of (r->player_names, HC_MAX_PLAYERS, v->viewer));
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *c = &v->card[i];
      g_string_append (out, i ? ",{" : "{");
      if (c->def != HC_NONE)
        {
          g_string_append_printf (out, "\"id\":%d,\"name\":", c->card);
          append_json_string (out, hc_card_db_get (g->db, c->def)->name);
          g_string_append_c (out, ',');
        }
      g_string_append_printf (
          out,
          "\"owner\":\"%s\",\"zone\":\"%s\",\"zone_player\":\"%s\","
          "\"pos\":%d,\"flags\":%u",
          name_of (r->player_names, HC_MAX_PLAYERS, c->owner),
          name_of (r->zone_names, r->n_zones, c->zone),
          name_of (r->player_names, HC_MAX_PLAYERS, c->zone_player), c->pos,
          c->flags);
      if (c->attached_to != HC_NONE)
        g_string_append_printf (out, ",\"attached_to\":%d", c->attached_to);
      if (c->under != HC_NONE)
        g_string_append_printf (out, ",\"under\":%d", c->under);
      if (c->hangs_on_unknown)
        g_string_append (out, ",\"on_unknown_card\":true");
      for (gint k = 0; k < r->n_counters && k < HC_MAX_COUNTERS; k++)
        if (c->counter[k])
          g_string_append_printf (out, ",\"%s\":%d",
                                  name_of (r->counter_names, r->n_counters, k),
                                  c->counter[k]);
      g_string_append (out, "}");
    }
  g_string_append (out, "],\"resources\":[");
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g_string_append (out, p ? ",{" : "{");
      for (gint k = 0; k < r->n_res && k < HC_MAX_RES; k++)
        g_string_append_printf (out, "%s\"%s\":%d", k ? "," : "",
                                name_of (r->res_names, r->n_res, k),
                                v->res[p][k]);
      g_string_append (out, "}");
    }
  g_string_append_printf (out, "],\"turn\":%d,\"over\":%s",
                          v->global[HC_G_TURN], v->over ? "true" : "false");
  if (v->decider != HC_NONE)
    g_string_append_printf (
        out, ",\"deciding\":\"%s\"",
        name_of (r->player_names, HC_MAX_PLAYERS, v->decider));
  if (v->n_options)
    {
      /* labels come from the game's own decision: it is the viewer's */
      g_string_append (out, ",\"options\":[");
      g_autoptr (GString) label = g_string_new (NULL);
      for (gint i = 0; i < v->n_options; i++)
        {
          g_string_truncate (label, 0);
          hc_option_label (g, &g->decision.option[i], label);
          g_string_append_printf (out, "%s{\"id\":%u,\"label\":", i ? "," : "",
                                  v->option[i].id);
          append_json_string (out, label->str);
          g_string_append_c (out, '}');
        }
      g_string_append (out, "]");
    }
  g_string_append (out, "}");
}
