/* What one viewer may see of a game, as the JSON of a state message.
 * Everything a seat or a spectator receives about the game is built here,
 * from the core's player view (hc-view.h), so the rule about who knows
 * what is the core's and this file is the one place the server applies it.
 * A spectator sees public information only: the cards both players may
 * know. */
#include "hc-view.h"
#include "server-internal.h"

#include <stdlib.h>
#include <string.h>

/* whether the viewer may identify the card: a seat, a spectator
 * (HC_NONE: what both players may identify) or a spectator of a game
 * open to them (HC_VIEW_OPEN: what either may) */
static gboolean
known (const HcGame *g, gint card, gint seat)
{
  if (seat >= 0)
    return hc_card_known_to (g, card, seat);
  gboolean any = FALSE, all = TRUE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gboolean k = hc_card_known_to (g, card, p);
      any = any || k;
      all = all && k;
    }
  return seat == HC_VIEW_OPEN ? any : all;
}

/* A spectator of a game open to spectators gets, into the Dark Side's
 * view, the cards the Light Side may identify and the Dark Side may not
 * (its hand, its face-down cards): each takes the place of the unknown
 * card that lies where it lies.  A card whose place says nothing (no
 * position) stays unknown. */
static void
add_light_side (const HcGame *g, HcPlayerView *v)
{
  g_autofree HcPlayerView *w = g_new (HcPlayerView, 1);
  hc_game_player_view (g, 1, w);
  for (gint i = 0; i < w->n_cards; i++)
    {
      const HcViewCard *e = &w->card[i];
      if (e->def == HC_NONE || e->pos == HC_NONE
          || hc_card_known_to (g, e->card, 0))
        continue;
      for (gint j = 0; j < v->n_cards; j++)
        {
          HcViewCard *u = &v->card[j];
          if (u->def == HC_NONE && u->zone_player == e->zone_player
              && u->zone == e->zone && u->pos == e->pos && u->owner == e->owner)
            {
              *u = *e;
              break;
            }
        }
    }
}

/* A spectator (seat HC_NONE or HC_VIEW_OPEN) gets the Dark Side's view
 * (with the Light Side's cards added when open) less the cards it may not
 * know: those lose their identity and go to the end, as the view lists
 * its unknown cards, and a card hanging on one of them hangs on an
 * unknown card (its host's index would tell one hidden card from
 * another).  No options: the decision is never a spectator's. */
static void
to_public (const HcGame *g, HcPlayerView *v, gint seat)
{
  g_autofree HcViewCard *hidden = g_new (HcViewCard, v->n_cards);
  gint n_kept = 0, n_hidden = 0;
  for (gint i = 0; i < v->n_cards; i++)
    {
      HcViewCard c = v->card[i];
      if (c.attached_to != HC_NONE && !known (g, c.attached_to, seat))
        {
          c.attached_to = HC_NONE;
          c.hangs_on_unknown = TRUE;
        }
      if (c.under != HC_NONE && !known (g, c.under, seat))
        {
          c.under = HC_NONE;
          c.hangs_on_unknown = TRUE;
        }
      if (c.def != HC_NONE && !known (g, c.card, seat))
        {
          c.def = HC_NONE;
          c.card = HC_NONE;
          memset (c.stat, 0, sizeof c.stat);
        }
      if (c.def != HC_NONE)
        v->card[n_kept++] = c;
      else
        hidden[n_hidden++] = c;
    }
  /* in an order that says nothing of who they are, as the core orders
   * the cards its view leaves unknown: the view lists the cards it names
   * by their index in the game, which follows the decks' lists */
  qsort (hidden, (gsize)n_hidden, sizeof *hidden, hc_view_card_by_place);
  memcpy (&v->card[n_kept], hidden, sizeof *hidden * (gsize)n_hidden);
  v->n_options = 0;
  v->viewer = HC_NONE;
}

/* The core's view as text, made the message's: a spectator's viewer is
 * "spectator" (the core names an unknown viewer "?"), and a resource
 * without a name, the ruleset's bookkeeping and not part of the table
 * (the core names it "?"), is left out.  The core escapes every string,
 * so an unescaped "?": can only be such a key, which lies inside the
 * resources array. */
static void
edit_view_text (GString *js, gboolean spectator)
{
  static const char unknown[] = "{\"viewer\":\"?\"";
  if (spectator && g_str_has_prefix (js->str, unknown))
    g_string_replace (js, unknown, "{\"viewer\":\"spectator\"", 1);
  const char *res = strstr (js->str, "],\"resources\":[");
  const char *end = res ? strstr (res, "],\"turn\":") : NULL;
  if (!res || !end)
    return;
  gsize from = (gsize)(res - js->str), to = (gsize)(end - js->str);
  for (gsize i = from; i + 4 < to; i++)
    {
      if (memcmp (js->str + i, "\"?\":", 4) != 0)
        continue;
      /* the member and one comma next to it: "?":N, or ,"?":N */
      gsize j = i + 4;
      while (j < to && (js->str[j] == '-' || g_ascii_isdigit (js->str[j])))
        j++;
      if (js->str[j] == ',')
        j++;
      else if (js->str[i - 1] == ',')
        i--;
      g_string_erase (js, (gssize)i, (gssize)(j - i));
      to -= j - i;
      i--;
    }
}

/* current stats of the known cards in play, by card id */
static JsonObject *
stats_of (const HcGame *g, const HcPlayerView *v, gint seat)
{
  const HcRuleset *r = g->rules;
  JsonObject *o = json_object_new ();
  for (gint i = 0; i < v->n_cards; i++)
    {
      const HcViewCard *c = &v->card[i];
      if (c->card == HC_NONE || !hc_card_in_play (g, c->card)
          || !known (g, c->card, seat))
        continue;
      JsonObject *s = json_object_new ();
      for (gint k = 0; k < r->n_stats && k < HC_MAX_STATS; k++)
        json_object_set_int_member (s, r->stat_names[k], c->stat[k]);
      g_autofree char *key = g_strdup_printf ("%d", c->card);
      json_object_set_object_member (o, key, s);
    }
  return o;
}

/* Log lines are read through the core's per-player log
 * (hc_log_render_json_for): cards the viewer may not identify now and
 * numbers the ruleset marked secret (a face-down build's cost) are left
 * out.  The entry's raw arguments are left out: card indices would tell
 * one copy of a card from another. */

/* A seat's line as the core writes it, less its arguments, appended to
 * out: the core writes them last, and escapes every string, so the last
 * unescaped ,"args":[ is theirs. */
static void
seat_log_line (const HcGame *g, const HcLogEntry *e, gint seat, GString *out)
{
  gsize start = out->len;
  hc_log_render_json_for (g, e, seat, out);
  const char *args = g_strrstr (out->str + start, ",\"args\":[");
  if (args)
    {
      g_string_truncate (out, (gsize)(args - out->str));
      g_string_append_c (out, '}');
    }
}

/* s as a JSON string, appended to out */
static void
append_json_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *)s; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      if (*p < 0x20)
        g_string_append_printf (out, "\\u%04x", *p);
      else
        g_string_append_c (out, (char)*p);
    }
  g_string_append_c (out, '"');
}

/* A spectator's line: what both players may read, the line as either
 * player reads it when the other reads all of it, else only its rule (of
 * a game open to spectators, the whole line when one player reads all of
 * it).  It goes out as the core writes the Dark Side's line, its text
 * replaced and its arguments left out: a tree of it, parsed and written
 * again, cost as much as the rest of a spectator's message.  The core
 * escapes every string, so the first unescaped ,"text": and the ,"rule":
 * after it bound the text, and the last ,"args":[ begins the arguments. */
static void
spectator_log_line (const HcGame *g, const HcLogEntry *e, gint seat,
                    GString *out)
{
  g_autoptr (GString) all = g_string_new (NULL);
  g_autoptr (GString) dark = g_string_new (NULL);
  g_autoptr (GString) light = g_string_new (NULL);
  hc_log_render_text (g, e, all);
  hc_log_render_text_for (g, e, 0, dark);
  hc_log_render_text_for (g, e, 1, light);
  /* open to spectators: the whole line when one player reads all of it */
  gboolean open
      = seat == HC_VIEW_OPEN
        && (g_string_equal (light, all) || g_string_equal (dark, all));
  const char *text = open                           ? all->str
                     : g_string_equal (light, all)  ? dark->str
                     : g_string_equal (dark, all)   ? light->str
                     : g_string_equal (dark, light) ? dark->str
                                                    : NULL;
  gsize start = out->len;
  hc_log_render_json_for (g, e, 0, out);
  const char *line = out->str + start;
  const char *t = strstr (line, ",\"text\":");
  const char *rule = t ? strstr (t, ",\"rule\":") : NULL;
  const char *args = rule ? g_strrstr (rule, ",\"args\":[") : NULL;
  if (!args)
    {
      /* not the core's shape: nothing of it goes out */
      g_warning ("a log line of an unexpected shape: %s", line);
      g_string_truncate (out, start);
      g_string_append (out, "{}");
      return;
    }
  g_autofree char *tail
      = g_strndup (rule, (gsize)(args - rule)); /* ,"rule":"..." */
  g_string_truncate (out, (gsize)(t - out->str));
  g_string_append (out, ",\"text\":");
  append_json_string (out, text ? text : "(a step only the players may know)");
  g_string_append (out, tail);
  g_string_append_c (out, '}');
}

void
hc_view_log_line (const HcGame *g, const HcLogEntry *e, gint seat, GString *out)
{
  if (seat >= 0)
    seat_log_line (g, e, seat, out);
  else
    spectator_log_line (g, e, seat, out);
}

static const char *
result_text (const HcGame *g)
{
  if (!g->over)
    return NULL;
  if (g->winner == 0 || g->winner == 1)
    return g->rules->player_names[g->winner];
  return "draw";
}

/* The rendered text of every card the view names whose definition is
 * not in `sent` yet (which it joins), by card name; and into *inert, by
 * name, what the engine does not run of each of those it does not fully
 * implement (a game of a server started with --allow-unimplemented),
 * so the board marks them as the terminal's board does. */
static JsonObject *
texts_of (const HcGame *g, const HcPlayerView *v, GHashTable *sent,
          JsonObject **inert)
{
  JsonObject *texts = json_object_new ();
  *inert = NULL;
  g_autoptr (GString) s = g_string_new (NULL);
  for (gint i = 0; i < v->n_cards; i++)
    {
      gint def = v->card[i].def;
      /* only what the view names: a card the viewer may identify */
      if (def == HC_NONE || !g_hash_table_add (sent, GINT_TO_POINTER (def + 1)))
        continue;
      const HcCardDef *d = hc_card_db_get (g->db, def);
      if (g->rules->card_text)
        {
          g_string_truncate (s, 0);
          g->rules->card_text (d, s);
          json_object_set_string_member (texts, d->name, s->str);
        }
      if (d->implemented)
        continue;
      if (!*inert)
        *inert = json_object_new ();
      json_object_set_string_member (
          *inert, d->name,
          d->missing && *d->missing ? d->missing : "its abilities");
    }
  return texts;
}

void
hc_view_fill (const HcGame *g, gint seat, guint log_from, gboolean options,
              GHashTable *texts_sent, JsonObject *out, GString *raw)
{
  const HcRuleset *r = g->rules;
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, seat >= 0 ? seat : 0, v);
  if (seat == HC_VIEW_OPEN)
    add_light_side (g, v);
  if (seat < 0)
    to_public (g, v, seat);
  if (!options)
    v->n_options = 0;
  /* the view and the log go out as the core wrote them: a tree of
   * them, parsed and written again for every watcher, cost most of the
   * loop's time (doc/performance.md) */
  g_autoptr (GString) vj = g_string_new (NULL);
  hc_player_view_json (g, v, vj);
  edit_view_text (vj, seat < 0);
  g_string_append (raw, "\"view\":");
  g_string_append_len (raw, vj->str, (gssize)vj->len);
  JsonObject *inert = NULL;
  json_object_set_object_member (out, "texts",
                                 texts_of (g, v, texts_sent, &inert));
  if (inert)
    json_object_set_object_member (out, "inert", inert);
  if (seat >= 0)
    json_object_set_string_member (out, "seat", r->player_names[seat]);
  else
    json_object_set_null_member (out, "seat");
  json_object_set_string_member (
      out, "phase", r->phase_name ? r->phase_name (g->global[HC_G_PHASE]) : "");
  JsonObject *globals = json_object_new ();
  for (gint k = 0; k < r->n_globals && k < HC_MAX_GLOBALS; k++)
    if (r->global_names[k])
      json_object_set_int_member (globals, r->global_names[k], g->global[k]);
  json_object_set_object_member (out, "globals", globals);
  json_object_set_object_member (out, "stats", stats_of (g, v, seat));
  if (options && seat >= 0 && g->decision.player == seat)
    {
      g_autoptr (GString) prompt = g_string_new (NULL);
      hc_decision_prompt (g, prompt);
      json_object_set_string_member (out, "prompt", prompt->str);
    }
  const HcLogEntry *entries = hc_log_entries (g->log);
  g_string_append (raw, ",\"log\":[");
  for (guint i = log_from; i < g->log_len; i++)
    {
      if (i > log_from)
        g_string_append_c (raw, ',');
      hc_view_log_line (g, &entries[i], seat, raw);
    }
  g_string_append_c (raw, ']');
  json_object_set_int_member (out, "log_from", log_from);
  const char *result = result_text (g);
  if (result)
    json_object_set_string_member (out, "result", result);
  else if (g->decision.player == HC_NONE)
    json_object_set_string_member (out, "result", "unfinished");
}

char *
hc_view_audit (const HcGame *g, gint seat)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  for (gint c = 0; c < g->n_cards; c++)
    if (known (g, c, seat))
      g_hash_table_add (seen,
                        (gpointer)hc_card_db_get (g->db, g->card[c].def)->name);
  g_autoptr (GHashTable) hidden = g_hash_table_new (g_str_hash, g_str_equal);
  GString *out = g_string_new (NULL);
  for (gint c = 0; c < g->n_cards; c++)
    {
      const char *name = hc_card_db_get (g->db, g->card[c].def)->name;
      if (known (g, c, seat) || g_hash_table_contains (seen, name)
          || !g_hash_table_add (hidden, (gpointer)name))
        continue;
      g_string_append_printf (out, "%s%s", out->len ? "|" : "", name);
    }
  return g_string_free (out, FALSE);
}
