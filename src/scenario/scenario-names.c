/* Names a scenario uses, looked up in the ruleset's own tables at run time,
 * so the format knows no game: players, zones, flags, cards. */
#include "scenario-internal.h"

#include <string.h>

static const struct
{
  const char *name;
  gint flag;
} flags[] = {
  { "tapped", HC_CARD_TAPPED },   { "face-down", HC_CARD_FACE_DOWN },
  { "used", HC_CARD_USED },       { "attacked", HC_CARD_ATTACKED },
  { "partial", HC_CARD_PARTIAL },
};

char *
hc_scn_names (const char *const *names, gint n)
{
  GString *s = g_string_new (NULL);
  for (gint i = 0; i < n; i++)
    if (names[i])
      g_string_append_printf (s, "%s%s", s->len ? ", " : "", names[i]);
  return g_string_free (s, FALSE);
}

const char *
hc_scn_player_name (const HcRuleset *r, gint player)
{
  if (player < 0 || player >= HC_MAX_PLAYERS)
    return "nobody";
  return r->player_names[player];
}

gboolean
hc_scn_player (HcScnCursor *c, gint *out, GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  gint p = t ? hc_ruleset_player (c->r, t->text) : -1;
  if (p < 0)
    {
      g_autofree char *names
          = hc_scn_names (c->r->player_names, HC_MAX_PLAYERS);
      g_autofree char *first = g_ascii_strdown (c->r->player_names[0], -1);
      char *space = strchr (first, ' ');
      if (space)
        *space = '\0';
      if (!t)
        return hc_scn_fail (c, error,
                            "expected a player (%s, or the start of the "
                            "name like %s) but found the end of the line",
                            names, first);
      return hc_scn_fail (c, error,
                          "unknown player \"%s\" (column %d); the players "
                          "are %s (the start of the name, like %s, is "
                          "enough)",
                          t->text, t->col, names, first);
    }
  c->pos++;
  *out = p;
  return TRUE;
}

gboolean
hc_scn_zone (HcScnCursor *c, gint *out, GError **error)
{
  const char *w = NULL;
  if (!hc_scn_word (c, "a zone", &w, error))
    return FALSE;
  gint z = hc_ruleset_zone (c->r, w);
  if (z < 0)
    {
      g_autofree char *names = hc_scn_names (c->r->zone_names, c->r->n_zones);
      return hc_scn_fail (c, error, "unknown zone \"%s\"; the %s zones are %s",
                          w, c->r->id, names);
    }
  *out = z;
  return TRUE;
}

/* the ruleset's own flags: HC_CARD_FLAG5 << i for i < 3 */
#define N_RULESET_FLAGS 3

static const char *
ruleset_flag_name (const HcRuleset *r, gint i)
{
  return r && r->flag_names ? r->flag_names[i] : NULL;
}

gint
hc_scn_flag (const HcRuleset *r, const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (g_ascii_strcasecmp (word, flags[i].name) == 0)
      return flags[i].flag;
  for (gint i = 0; i < N_RULESET_FLAGS; i++)
    {
      const char *name = ruleset_flag_name (r, i);
      if (name && g_ascii_strcasecmp (word, name) == 0)
        return HC_CARD_FLAG5 << i;
    }
  return 0;
}

char *
hc_scn_flag_list (const HcRuleset *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", flags[i].name);
  for (gint i = 0; i < N_RULESET_FLAGS; i++)
    if (ruleset_flag_name (r, i))
      g_string_append_printf (s, ", %s", ruleset_flag_name (r, i));
  return g_string_free (s, FALSE);
}

static gboolean
same_text (const char *a, const char *b)
{
  if (!a || !b)
    return FALSE;
  g_autofree char *x = g_utf8_casefold (a, -1);
  g_autofree char *y = g_utf8_casefold (b, -1);
  return strcmp (x, y) == 0;
}

static void
append_def (GString *s, const HcCardDef *d)
{
  g_string_append_printf (s, "\"%s\"", d->name);
  if (d->set && d->number)
    g_string_append_printf (s, " (set %s %d)", d->set, d->number);
}

static gboolean
def_by_number (HcScnCursor *c, const char *name, gint *def, GError **error)
{
  const char *set = NULL;
  gint64 number = 0;
  if (!hc_scn_word (c, "a set code after \"set\"", &set, error)
      || !hc_scn_int (c, "the card's number in its set", 1, G_MAXINT, &number,
                      error))
    return FALSE;
  guint n = hc_card_db_size (c->db);
  for (guint i = 0; i < n; i++)
    {
      const HcCardDef *d = hc_card_db_get (c->db, (gint)i);
      if (d->number != number || !same_text (d->set, set))
        continue;
      if (!same_text (d->name, name) && !same_text (d->title, name))
        return hc_scn_fail (
            c, error, "card %s %" G_GINT64_FORMAT " is \"%s\", not \"%s\"", set,
            number, d->name, name);
      *def = (gint)i;
      return TRUE;
    }
  return hc_scn_fail (
      c, error, "the %s cards have no number %" G_GINT64_FORMAT " in set %s",
      c->r->id, number, set);
}

/* A name that is not a card's full name may be its title, shared by the
 * versions of a character; say which ones so the writer can pick. */
gboolean
hc_scn_card_def (HcScnCursor *c, gint *def, GError **error)
{
  const char *name = NULL;
  if (!hc_scn_string (c, "a card name", &name, error))
    return FALSE;
  if (hc_scn_accept (c, "set"))
    return def_by_number (c, name, def, error);
  gint d = hc_card_db_lookup (c->db, name);
  if (d >= 0)
    {
      *def = d;
      return TRUE;
    }
  guint n = hc_card_db_size (c->db);
  g_autoptr (GArray) titled = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (gint));
  g_autofree char *want = g_utf8_casefold (name, -1);
  for (guint i = 0; i < n; i++)
    {
      const HcCardDef *cd = hc_card_db_get (c->db, (gint)i);
      gint idx = (gint)i;
      if (same_text (cd->title, name))
        g_array_append_val (titled, idx);
      g_autofree char *have = g_utf8_casefold (cd->name, -1);
      if (strstr (have, want) && near->len < 6)
        g_array_append_val (near, idx);
    }
  if (titled->len == 1)
    {
      *def = g_array_index (titled, gint, 0);
      return TRUE;
    }
  g_autoptr (GString) list = g_string_new (NULL);
  GArray *shown = titled->len ? titled : near;
  for (guint i = 0; i < shown->len && i < 6; i++)
    {
      if (i)
        g_string_append (list, ", ");
      append_def (list, hc_card_db_get (c->db, g_array_index (shown, gint, i)));
    }
  if (shown->len > 6)
    g_string_append (list, ", ...");
  if (titled->len)
    return hc_scn_fail (c, error,
                        "\"%s\" names %u cards: %s; write the full name, or "
                        "add \"set SET NUMBER\"",
                        name, titled->len, list->str);
  if (near->len)
    return hc_scn_fail (c, error,
                        "no %s card is named \"%s\"; did you mean %s?",
                        c->r->id, name, list->str);
  return hc_scn_fail (c, error, "no %s card is named \"%s\"", c->r->id, name);
}

gboolean
hc_scn_ref (HcScnCursor *c, HcScnRef *out, GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  memset (out, 0, sizeof *out);
  out->def = out->card = -1;
  if (t && t->quoted)
    {
      if (!hc_scn_card_def (c, &out->def, error))
        return FALSE;
      out->name = g_strdup (hc_card_db_get (c->db, out->def)->name);
      return TRUE;
    }
  if (!t)
    return hc_scn_fail (c, error,
                        "expected a card (a name in double quotes, or a "
                        "name given with \"as\") but found the end of the "
                        "line");
  gpointer v = c->aliases ? g_hash_table_lookup (c->aliases, t->text) : NULL;
  if (!v)
    return hc_scn_fail (c, error,
                        "unknown card \"%s\" (column %d): a card name goes "
                        "in double quotes, a bare word must be a name given "
                        "with \"as\" in setup:",
                        t->text, t->col);
  c->pos++;
  out->card = GPOINTER_TO_INT (v) - 1;
  out->name = g_strdup (t->text);
  return TRUE;
}

void
hc_scn_ref_clear (HcScnRef *ref)
{
  g_clear_pointer (&ref->name, g_free);
}

void
hc_scn_describe_card (const HcGame *g, gint card, GString *out)
{
  const HcRuleset *r = g->rules;
  const HcCard *c = &g->card[card];
  const HcCardDef *d = hc_card_def (g, card);
  g_string_append_printf (out, "\"%s\" in %s %s", d ? d->name : "?",
                          hc_scn_player_name (r, c->zone_player),
                          c->zone < r->n_zones ? r->zone_names[c->zone] : "?");
  if (c->attached_to != HC_NONE)
    g_string_append_printf (out, ", attached to \"%s\"",
                            hc_card_def (g, c->attached_to)->name);
  if (c->under != HC_NONE)
    g_string_append_printf (out, ", under \"%s\"",
                            hc_card_def (g, c->under)->name);
  for (gint k = 0; k < r->n_counters && k < HC_MAX_COUNTERS; k++)
    if (c->counter[k])
      g_string_append_printf (out, ", %s %d", r->counter_names[k],
                              c->counter[k]);
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (c->flags & flags[i].flag)
      g_string_append_printf (out, ", %s", flags[i].name);
}

gint
hc_scn_ref_resolve (const HcGame *g, const HcScnRef *ref, GString *problem)
{
  if (ref->card >= 0)
    return ref->card;
  gint found = -1, n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].def == ref->def)
      {
        found = i;
        n++;
      }
  if (n == 1)
    return found;
  if (n == 0)
    g_string_append_printf (problem, "no \"%s\" is in the game", ref->name);
  else
    {
      g_string_append_printf (
          problem, "%d cards named \"%s\" are in the game (", n, ref->name);
      gboolean first = TRUE;
      for (gint i = 0; i < g->n_cards; i++)
        if (g->card[i].def == ref->def)
          {
            if (!first)
              g_string_append (problem, "; ");
            first = FALSE;
            hc_scn_describe_card (g, i, problem);
          }
      g_string_append (problem,
                       "); give the one you mean a name with \"as NAME\" in "
                       "setup: and use that name");
    }
  return -1;
}
