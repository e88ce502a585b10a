/* The setup: section: building the position directly, card by card, then
 * the globals and resources; the ruleset's start_at continues from it. */
#include "scenario-internal.h"

#include <string.h>

typedef struct
{
  const HcScenario *s;
  HcGame *g;
  HcScnCursor c;
  HcScnStart *start;
  gint active_line;
  gint turn_line;
  gint step_line;
  gint global_line[HC_MAX_GLOBALS];
  gint res_line[HC_MAX_PLAYERS][HC_MAX_RES];
} Setup;

static gboolean
once (Setup *st, gint *seen, const char *what, GError **error)
{
  if (*seen)
    return hc_scn_fail (&st->c, error, "%s is already set at line %d", what,
                        *seen);
  *seen = st->c.line->line;
  return TRUE;
}

static gboolean
name_arg (Setup *st, const char *what, char **out, GError **error)
{
  const HcScnToken *t = hc_scn_peek (&st->c);
  if (!t)
    return hc_scn_fail (&st->c, error, "expected %s after \"%s\"", what,
                        ((HcScnToken *)st->c.line->tok->pdata[0])->text);
  st->c.pos++;
  *out = g_strdup (t->text);
  return hc_scn_end (&st->c, error);
}

/* "switch NAME VALUE": one rule switch of the edition set differently, to
 * play a reading no shipped edition takes. */
static gboolean
setup_switch (Setup *st, GError **error)
{
  const HcRuleset *r = st->g->rules;
  const char *name = NULL;
  gint64 v = 0;
  if (!hc_scn_word (&st->c, "a rule switch's name", &name, error))
    return FALSE;
  gint k = hc_ruleset_switch_index (r, name);
  if (k < 0)
    {
      GString *names = g_string_new (NULL);
      for (gint i = 0; i < r->n_switches; i++)
        g_string_append_printf (names, "%s%s", i ? ", " : "",
                                r->switches[i].name);
      g_autofree char *list = g_string_free (names, FALSE);
      return hc_scn_fail (&st->c, error,
                          "unknown rule switch \"%s\"; the %s switches are %s",
                          name, r->id, *list ? list : "(none)");
    }
  if (!hc_scn_int (&st->c, "the switch's value", 0, HC_SWITCH_MAX, &v, error)
      || !hc_scn_end (&st->c, error))
    return FALSE;
  st->g->sw[k] = (gint32)v;
  return TRUE;
}

static gboolean
setup_global (Setup *st, GError **error)
{
  const HcRuleset *r = st->g->rules;
  const char *name = NULL;
  gint64 v = 0;
  if (!hc_scn_word (&st->c, "a global's name", &name, error))
    return FALSE;
  gint k = hc_ruleset_global (r, name);
  if (k >= 0 && k < HC_G_FIRST_RULESET)
    return hc_scn_fail (&st->c, error,
                        "\"%s\" has its own setup line: write \"%s ...\" "
                        "instead of \"global %s ...\"",
                        name, k == HC_G_ACTIVE ? "active" : name, name);
  if (k < 0 || k >= HC_MAX_GLOBALS)
    {
      g_autofree char *names
          = r->n_globals > HC_G_FIRST_RULESET
                ? hc_scn_names (r->global_names + HC_G_FIRST_RULESET,
                                r->n_globals - HC_G_FIRST_RULESET)
                : g_strdup ("(none)");
      return hc_scn_fail (&st->c, error,
                          "unknown global \"%s\"; the %s globals are %s", name,
                          r->id, names);
    }
  if (!hc_scn_global_value (&st->c, name, &v, error)
      || !hc_scn_end (&st->c, error))
    return FALSE;
  if (!once (st, &st->global_line[k], name, error))
    return FALSE;
  st->g->global[k] = (gint32)v;
  return TRUE;
}

static gboolean
setup_resource (Setup *st, gint player, gint res, GError **error)
{
  gint64 v = 0;
  const HcRuleset *r = st->g->rules;
  if (!hc_scn_int (&st->c, "the amount", 0, HC_SCN_COUNT_MAX, &v, error)
      || !hc_scn_end (&st->c, error))
    return FALSE;
  g_autofree char *what = g_strdup_printf (
      "%s's %s", hc_scn_player_name (r, player), r->res_names[res]);
  if (!once (st, &st->res_line[player][res], what, error))
    return FALSE;
  st->g->res[player][res] = (gint32)v;
  return TRUE;
}

typedef struct
{
  gint owner;
  gint controller;
  gint flags;
  gint counter[HC_MAX_COUNTERS];
  gboolean counter_set[HC_MAX_COUNTERS];
  const char *alias;
  gint host;
  gboolean under;
} CardProps;

static gboolean
unknown_property (Setup *st, const HcScnToken *t, GError **error)
{
  const HcRuleset *r = st->g->rules;
  g_autofree char *counters = hc_scn_names (r->counter_names, r->n_counters);
  g_autofree char *fl = hc_scn_flag_list (r);
  return hc_scn_fail (&st->c, error,
                      "unknown card property \"%s\" (column %d); expected a "
                      "counter and a number (%s), a flag (%s), \"as NAME\", "
                      "\"attached to CARD\", \"under CARD\", \"owner "
                      "PLAYER\" or \"controller PLAYER\"",
                      t->text, t->col, counters, fl);
}

static gboolean
host_property (Setup *st, CardProps *p, gboolean under, GError **error)
{
  if (p->host != HC_NONE)
    return hc_scn_fail (&st->c, error,
                        "a card can be attached to one card or under one "
                        "card, not both");
  if (!under && !hc_scn_keyword (&st->c, "to", error))
    return FALSE;
  HcScnRef ref;
  if (!hc_scn_ref (&st->c, &ref, error))
    return FALSE;
  g_autoptr (GString) problem = g_string_new (NULL);
  p->host = hc_scn_ref_resolve (st->g, &ref, problem);
  hc_scn_ref_clear (&ref);
  if (p->host < 0)
    {
      p->host = HC_NONE;
      return hc_scn_fail (&st->c, error,
                          "%s (cards are placed in the order "
                          "of the lines, so the host comes first)",
                          problem->str);
    }
  p->under = under;
  return TRUE;
}

static gboolean
card_properties (Setup *st, CardProps *p, GError **error)
{
  const HcRuleset *r = st->g->rules;
  const HcScnToken *t;
  while ((t = hc_scn_peek (&st->c)))
    {
      gint flag = t->quoted ? 0 : hc_scn_flag (r, t->text);
      gint counter = t->quoted ? -1 : hc_ruleset_counter (r, t->text);
      if (flag)
        {
          st->c.pos++;
          p->flags |= flag;
        }
      else if (counter >= 0 && counter < HC_MAX_COUNTERS)
        {
          gint64 v = 0;
          st->c.pos++;
          g_autofree char *what
              = g_strdup_printf ("the number of %s counters", t->text);
          if (!hc_scn_int (&st->c, what, 0, G_MAXINT16, &v, error))
            return FALSE;
          p->counter[counter] = (gint)v;
          p->counter_set[counter] = TRUE;
        }
      else if (hc_scn_accept (&st->c, "as"))
        {
          if (!hc_scn_word (&st->c, "a name after \"as\"", &p->alias, error))
            return FALSE;
        }
      else if (hc_scn_accept (&st->c, "attached"))
        {
          if (!host_property (st, p, FALSE, error))
            return FALSE;
        }
      else if (hc_scn_accept (&st->c, "under"))
        {
          if (!host_property (st, p, TRUE, error))
            return FALSE;
        }
      else if (hc_scn_accept (&st->c, "owner"))
        {
          if (!hc_scn_player (&st->c, &p->owner, error))
            return FALSE;
        }
      else if (hc_scn_accept (&st->c, "controller"))
        {
          if (!hc_scn_player (&st->c, &p->controller, error))
            return FALSE;
        }
      else
        return unknown_property (st, t, error);
    }
  return TRUE;
}

static gboolean
check_alias (Setup *st, const CardProps *p, gint64 copies, GError **error)
{
  if (!p->alias)
    return TRUE;
  if (copies != 1)
    return hc_scn_fail (
        &st->c, error,
        "\"as %s\" names one card, but this line places %" G_GINT64_FORMAT,
        p->alias, copies);
  if (!g_ascii_isalpha (*p->alias))
    return hc_scn_fail (&st->c, error,
                        "the name \"%s\" after \"as\" must start with a letter",
                        p->alias);
  gpointer seen = g_hash_table_lookup (st->c.aliases, p->alias);
  if (seen)
    return hc_scn_fail (&st->c, error,
                        "the name \"%s\" is already given to "
                        "another card",
                        p->alias);
  return TRUE;
}

static gboolean
place_cards (Setup *st, gint player, gint zone, GError **error)
{
  HcGame *g = st->g;
  const HcRuleset *r = g->rules;
  gint64 copies = 1;
  gint def = -1;
  if (hc_scn_looks_int (hc_scn_peek (&st->c))
      && !hc_scn_int (&st->c, "the number of copies", 1, HC_MAX_CARDS, &copies,
                      error))
    return FALSE;
  if (!hc_scn_card_def (&st->c, &def, error))
    return FALSE;
  CardProps p = { .owner = player, .controller = player, .host = HC_NONE };
  if (!card_properties (st, &p, error) || !check_alias (st, &p, copies, error))
    return FALSE;
  if (p.host != HC_NONE
      && (g->card[p.host].zone != zone
          || g->card[p.host].zone_player != player))
    {
      g_autoptr (GString) where = g_string_new (NULL);
      hc_scn_describe_card (g, p.host, where);
      return hc_scn_fail (&st->c, error,
                          "this card is placed in %s %s, but the card it "
                          "goes %s is %s; a card shares its host's zone",
                          hc_scn_player_name (r, player), r->zone_names[zone],
                          p.under ? "under" : "on", where->str);
    }
  for (gint64 n = 0; n < copies; n++)
    {
      gint idx = hc_game_add_card (g, def, player, zone);
      if (idx == HC_NONE)
        return hc_scn_fail (&st->c, error,
                            "too many cards: a game holds at most %d",
                            HC_MAX_CARDS);
      HcCard *c = &g->card[idx];
      c->owner = (guint8)p.owner;
      c->controller = (guint8)p.controller;
      c->flags = (guint8)p.flags;
      for (gint k = 0; k < HC_MAX_COUNTERS; k++)
        if (p.counter_set[k])
          c->counter[k] = (gint16)p.counter[k];
      if (p.host != HC_NONE)
        {
          /* a new card is on top of its zone, so taking it out of the
           * zone's order leaves no gap; its pos then orders the cards on
           * the host, in file order */
          gint on_host = 0;
          for (gint i = 0; i < g->n_cards; i++)
            on_host += g->card[i].under == p.host
                       || g->card[i].attached_to == p.host;
          hc_card_set_host (g, idx, p.host, p.under);
          c->pos = (gint16)on_host;
        }
      if (p.alias)
        g_hash_table_insert (st->c.aliases, g_strdup (p.alias),
                             GINT_TO_POINTER (idx + 1));
    }
  return TRUE;
}

static gboolean
setup_player_line (Setup *st, GError **error)
{
  const HcRuleset *r = st->g->rules;
  gint player = -1;
  if (!hc_scn_player (&st->c, &player, error))
    return FALSE;
  const HcScnToken *t = hc_scn_peek (&st->c);
  const HcScnToken *after = st->c.pos + 1 < st->c.line->tok->len
                                ? st->c.line->tok->pdata[st->c.pos + 1]
                                : NULL;
  gint zone = t && !t->quoted ? hc_ruleset_zone (r, t->text) : -1;
  gint res = t && !t->quoted ? hc_ruleset_res (r, t->text) : -1;
  /* a name could be both a zone and a resource: a lone number after it
   * makes it the resource */
  gboolean lone_number
      = hc_scn_looks_int (after) && st->c.pos + 2 == st->c.line->tok->len;
  if (res >= 0 && res < HC_MAX_RES && (zone < 0 || lone_number))
    {
      st->c.pos++;
      return setup_resource (st, player, res, error);
    }
  if (zone >= 0)
    {
      st->c.pos++;
      return place_cards (st, player, zone, error);
    }
  g_autofree char *zones = hc_scn_names (r->zone_names, r->n_zones);
  g_autofree char *res_names = hc_scn_names (r->res_names, r->n_res);
  if (!t)
    return hc_scn_fail (&st->c, error,
                        "expected a zone (%s) or a resource (%s) after the "
                        "player",
                        zones, res_names);
  return hc_scn_fail (&st->c, error,
                      "\"%s\" (column %d) is neither a %s zone (%s) nor a "
                      "resource (%s)",
                      t->text, t->col, r->id, zones, res_names);
}

static gboolean
setup_line (Setup *st, GError **error)
{
  HcScnCursor *c = &st->c;
  gint64 v = 0;
  if (hc_scn_accept (c, "phase"))
    return once (st, &st->start->phase_line, "the phase", error)
           && name_arg (st, "a phase name", &st->start->phase, error);
  if (hc_scn_accept (c, "step"))
    return once (st, &st->step_line, "the step", error)
           && name_arg (st, "a step name", &st->start->step, error);
  if (hc_scn_accept (c, "active"))
    {
      gint p = 0;
      if (!once (st, &st->active_line, "the active player", error)
          || !hc_scn_player (c, &p, error) || !hc_scn_end (c, error))
        return FALSE;
      st->g->global[HC_G_ACTIVE] = p;
      return TRUE;
    }
  if (hc_scn_accept (c, "turn"))
    {
      if (!once (st, &st->turn_line, "the turn", error)
          || !hc_scn_int (c, "the turn number", 1, HC_SCN_COUNT_MAX, &v, error)
          || !hc_scn_end (c, error))
        return FALSE;
      st->g->global[HC_G_TURN] = (gint32)v;
      return TRUE;
    }
  if (hc_scn_accept (c, "global"))
    return setup_global (st, error);
  if (hc_scn_accept (c, "switch"))
    return setup_switch (st, error);
  const HcScnToken *t = hc_scn_peek (c);
  if (t && hc_ruleset_player (st->g->rules, t->text) >= 0)
    return setup_player_line (st, error);
  g_autofree char *players
      = hc_scn_names (st->g->rules->player_names, HC_MAX_PLAYERS);
  return hc_scn_fail (c, error,
                      "unknown setup line starting with \"%s\"; expected "
                      "phase, step, active, turn, global, switch, or a player "
                      "(%s) followed by a zone or a resource",
                      t->text, players);
}

/* A global naming a card names one the setup placed: checked once every
 * card line is read, so a card may come after the global. */
static gboolean
cards_named_exist (const Setup *st, GError **error)
{
  const HcRuleset *r = st->g->rules;
  for (gint k = HC_G_FIRST_RULESET; k < r->n_globals; k++)
    {
      gint32 v = st->g->global[k];
      if (!st->global_line[k] || v < 0 || v < (gint32)st->g->n_cards
          || !hc_scn_range_is_card (
              hc_scn_global_range (r->id, r->global_names[k])))
        continue;
      gint n = st->g->n_cards;
      g_autofree char *want
          = n ? g_strdup_printf ("-1 or 0 to %d", n - 1) : g_strdup ("-1");
      hc_scn_error (error, st->s->path, st->global_line[k],
                    "global %s names card %d, but the setup places %d "
                    "card%s (expected %s)",
                    r->global_names[k], v, n, n == 1 ? "" : "s", want);
      return FALSE;
    }
  return TRUE;
}

HcGame *
hc_scn_setup (const HcScenario *s, const HcRuleset *r, const HcCardDb *db,
              gint edition, GHashTable *aliases, HcScnStart *start,
              GError **error)
{
  g_autoptr (HcGame) g = hc_game_new (r, db, edition, s->seed);
  Setup st = { .s = s, .g = g, .start = start };
  st.c.path = s->path;
  st.c.r = r;
  st.c.db = db;
  st.c.aliases = aliases;
  g->global[HC_G_TURN] = 1;
  GPtrArray *lines = s->section[HC_SCN_SETUP];
  for (guint i = 0; i < lines->len; i++)
    {
      st.c.line = lines->pdata[i];
      st.c.pos = 0;
      if (!setup_line (&st, error))
        return NULL;
    }
  if (!cards_named_exist (&st, error))
    return NULL;
  if (!start->phase)
    {
      hc_scn_error (error, s->path, s->section_line[HC_SCN_SETUP],
                    "setup: has no \"phase\" line; play continues from the "
                    "phase it names");
      return NULL;
    }
  return g_steal_pointer (&g);
}
