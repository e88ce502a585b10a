/* Play formats: which cards a deck may hold at a point of each game's
 * history.  The facts and their sources are in doc/decks.md. */
#include "hc-deck.h"
#include "hc-ruleset.h"

#include <stdio.h>
#include <string.h>

gint
hc_deck_objective_set (const HcCardDb *db, gint idx)
{
  /* the lcg ruleset names each objective "set N" as well */
  for (gint set = 1; set <= 2000; set++)
    {
      g_autofree char *alias = g_strdup_printf ("set %d", set);
      if (hc_card_db_lookup (db, alias) == idx)
        return set;
    }
  return 0;
}

/* The ten Wizards sets and the month each reached stores (DCI floor rules
 * 403: a set is legal in Constructed as soon as it is available).  Dates
 * marked approximate in doc/decks.md are the first of the month. */
static const struct
{
  const char *set;
  const char *date;
} wotc_sets[] = {
  { "AOTC", "2002-04-01" }, { "SR", "2002-09-01" }, { "ANH", "2002-11-01" },
  { "BOY", "2003-03-01" },  { "JG", "2003-07-01" }, { "ESB", "2003-12-01" },
  { "RAS", "2004-03-17" },  { "PM", "2004-06-01" }, { "ROTJ", "2004-10-01" },
  { "ROTS", "2005-04-01" },
};

/* Banned cards with the date the ban took effect. */
static const struct
{
  const char *card;
  const char *date;
} wotc_banned[] = {
  { "Ugnaught", "2004-04-12" },
};

/* The IDC's tournament format, as the IDC's LackeyCCG set files mark the
 * cards (their Usage column: "**BANNED**", and "**RESTRICTED**" to one
 * copy a deck), with the deck shape of the IDC's deck validator: at least
 * 36 units, 12 for each arena, no arena with more than twice another's.
 * The names are ours (the set files call Blockade of PM "Blockade PM"). */
static const char *const idc_banned[] = {
  "Holoprojection Chamber",
  "Kessel System",
  "Ugnaught",
  "Duel of the Fates",
};
static const char *const idc_restricted[] = {
  "Lost in the Asteroids", "Lull in the Fighting", "Peace on Naboo",
  "Chewbacca (G)",         "Han's Promise",        "Falcon's Needs",
  "Blockade PM",
};
#define IDC_MIN_UNITS 36
#define IDC_MIN_ARENA 12

/* The LCG FAQ versions and their restricted lists: a deck may use one of
 * the listed objective sets (as many copies as the deck rules allow). */
static const struct
{
  const char *name;
  const char *summary;
  const gint restricted[8];
} lcg_faqs[] = {
  { "faq-1.0", "before the restricted list (FAQ 2012-2014)", { 0 } },
  { "faq-3.0",
    "FAQ 3.0 (2015-03-01): restricted objective sets 112, 128, 154, 160",
    { 112, 128, 154, 160 } },
};

static gboolean
valid_date (const char *d)
{
  gint y, m, day;
  char rest;
  return strlen (d) == 10
         && sscanf (d, "%4d-%2d-%2d%c", &y, &m, &day, &rest) == 3 && m >= 1
         && m <= 12 && day >= 1 && day <= 31;
}

/* Drops the ruleset's problem lines that contain `what`: a format may
 * waive one of its rules. */
static void
waive (GString *problems, gsize from, const char *what)
{
  g_auto (GStrv) lines = g_strsplit (problems->str + from, "\n", -1);
  g_string_truncate (problems, from);
  for (gint i = 0; lines[i]; i++)
    if (*lines[i] && !strstr (lines[i], what))
      g_string_append_printf (problems, "%s\n", lines[i]);
}

static gboolean
base_rules (const HcRuleset *rules, const HcCardDb *db, gint side,
            const GArray *ids, GString *problems)
{
  if (!rules->check_deck)
    return TRUE;
  gsize from = problems->len;
  rules->check_deck (db, side, (const gint16 *)(gconstpointer)ids->data,
                     (gint)ids->len, problems);
  return problems->len == from;
}

static void
wotc_by_date (const HcCardDb *db, const char *date, const GArray *ids,
              GString *problems)
{
  g_autoptr (GHashTable) told = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < ids->len; i++)
    {
      gint idx = g_array_index (ids, gint16, i);
      const HcCardDef *d = hc_card_db_get (db, idx);
      if (!g_hash_table_add (told, GINT_TO_POINTER (idx + 1)))
        continue;
      for (guint s = 0; s < G_N_ELEMENTS (wotc_sets); s++)
        if (g_ascii_strcasecmp (d->set, wotc_sets[s].set) == 0
            && strcmp (date, wotc_sets[s].date) < 0)
          g_string_append_printf (problems, "%s is from %s, not out until %s\n",
                                  d->name, d->set, wotc_sets[s].date);
      for (guint b = 0; b < G_N_ELEMENTS (wotc_banned); b++)
        if (g_ascii_strcasecmp (d->name, wotc_banned[b].card) == 0
            && strcmp (date, wotc_banned[b].date) >= 0)
          g_string_append_printf (problems, "%s is banned (since %s)\n",
                                  d->name, wotc_banned[b].date);
    }
}

static gboolean
name_in (const char *name, const char *const *list, gsize n)
{
  for (gsize i = 0; i < n; i++)
    if (g_ascii_strcasecmp (name, list[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The IDC's own rules on top of the deck rules: its bans, one copy of a
 * restricted card, and the units spread over the three arenas. */
static void
wotc_idc (const HcRuleset *rules, const HcCardDb *db, const GArray *ids,
          GString *problems)
{
  static const char *const arenas[] = { "space", "ground", "character" };
  gint per_arena[G_N_ELEMENTS (arenas)] = { 0 };
  g_autoptr (GHashTable) copies = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < ids->len; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, g_array_index (ids, gint16, i));
      gint c = GPOINTER_TO_INT (g_hash_table_lookup (copies, d)) + 1;
      g_hash_table_insert (copies, (gpointer)d, GINT_TO_POINTER (c));
      if (c == 1 && name_in (d->name, idc_banned, G_N_ELEMENTS (idc_banned)))
        g_string_append_printf (problems, "%s is banned by the IDC\n", d->name);
      if (c == 2
          && name_in (d->name, idc_restricted, G_N_ELEMENTS (idc_restricted)))
        g_string_append_printf (problems,
                                "%s is restricted by the IDC: one copy a "
                                "deck\n",
                                d->name);
      const char *type
          = rules->type_names && d->type >= 0 && d->type < rules->n_types
                ? rules->type_names[d->type]
                : "";
      for (guint a = 0; a < G_N_ELEMENTS (arenas); a++)
        per_arena[a] += strcmp (type, arenas[a]) == 0;
    }
  gint units = 0, most = 0, fewest = G_MAXINT;
  for (guint a = 0; a < G_N_ELEMENTS (arenas); a++)
    {
      units += per_arena[a];
      most = MAX (most, per_arena[a]);
      fewest = MIN (fewest, per_arena[a]);
      if (per_arena[a] < IDC_MIN_ARENA)
        g_string_append_printf (problems,
                                "the deck has %d %s units; the IDC asks at "
                                "least %d for each arena\n",
                                per_arena[a], arenas[a], IDC_MIN_ARENA);
    }
  if (units < IDC_MIN_UNITS)
    g_string_append_printf (problems,
                            "the deck has %d units; the IDC asks at least "
                            "%d\n",
                            units, IDC_MIN_UNITS);
  if (most > 2 * fewest)
    g_string_append_printf (problems,
                            "one arena has %d units and another %d; the IDC "
                            "allows at most twice as many\n",
                            most, fewest);
}

static gboolean
wotc_format (const HcRuleset *rules, const HcCardDb *db, const char *format,
             gint side, const GArray *ids, GString *problems, GError **error)
{
  const char *date = "9999-12-31";
  if (strcmp (format, "idc") == 0)
    {
      /* every Wizards set; the IDC's list replaces the DCI's */
      base_rules (rules, db, side, ids, problems);
      wotc_idc (rules, db, ids, problems);
      return TRUE;
    }
  if (g_str_has_prefix (format, "constructed@"))
    date = format + strlen ("constructed@");
  else if (strcmp (format, "constructed") != 0)
    return hc_fail (error,
                    "no wotc format \"%s\" (constructed, "
                    "constructed@YYYY-MM-DD for the sets and bans of a date, "
                    "or idc)",
                    format);
  if (!valid_date (date))
    return hc_fail (error, "\"%s\": expected a date as YYYY-MM-DD", date);
  base_rules (rules, db, side, ids, problems);
  wotc_by_date (db, date, ids, problems);
  return TRUE;
}

static gboolean
lcg_format (const HcRuleset *rules, const HcCardDb *db, const char *format,
            gint side, const GArray *ids, GString *problems, GError **error)
{
  gsize from = problems->len;
  if (strcmp (format, "constructed") == 0)
    return base_rules (rules, db, side, ids, problems), TRUE;
  if (strcmp (format, "starter") == 0)
    {
      /* the Core Set's learning decks: 8 objective sets, not 10 */
      base_rules (rules, db, side, ids, problems);
      waive (problems, from, "objective sets; at least");
      gint sets = 0;
      for (guint i = 0; i < ids->len; i++)
        sets += hc_deck_objective_set (db, g_array_index (ids, gint16, i)) > 0;
      if (sets < 8)
        g_string_append_printf (problems,
                                "the deck has %d objective sets; a starter "
                                "deck has at least 8\n",
                                sets);
      return TRUE;
    }
  for (guint f = 0; f < G_N_ELEMENTS (lcg_faqs); f++)
    {
      if (strcmp (format, lcg_faqs[f].name) != 0)
        continue;
      /* the ruleset keeps the latest list; this version's list replaces
       * it */
      base_rules (rules, db, side, ids, problems);
      waive (problems, from, "restricted list");
      gint chosen = 0;
      for (guint i = 0; i < ids->len; i++)
        {
          gint set = hc_deck_objective_set (db, g_array_index (ids, gint16, i));
          for (gint k = 0; set && lcg_faqs[f].restricted[k]; k++)
            if (lcg_faqs[f].restricted[k] == set)
              {
                if (chosen && chosen != set)
                  g_string_append_printf (problems,
                                          "objective sets %d and %d are both "
                                          "restricted in %s; a deck may use "
                                          "one\n",
                                          chosen, set, format);
                chosen = set;
              }
        }
      return TRUE;
    }
  return hc_fail (error,
                  "no lcg format \"%s\" (constructed, starter, faq-1.0, "
                  "faq-3.0)",
                  format);
}

gboolean
hc_deck_check_format (const HcRuleset *rules, const HcCardDb *db,
                      const char *format, gint side, const GArray *ids,
                      GString *problems, gboolean *legal, GError **error)
{
  gsize from = problems->len;
  gboolean ok;
  if (strcmp (rules->id, "wotc") == 0)
    ok = wotc_format (rules, db, format, side, ids, problems, error);
  else if (strcmp (rules->id, "lcg") == 0)
    ok = lcg_format (rules, db, format, side, ids, problems, error);
  else if (strcmp (format, "constructed") == 0)
    ok = (base_rules (rules, db, side, ids, problems), TRUE);
  else
    ok = hc_fail (error, "the %s ruleset has only the constructed format",
                  rules->id);
  *legal = ok && problems->len == from;
  return ok;
}

void
hc_deck_formats_list (const HcRuleset *rules, GString *out)
{
  g_string_append (out, "constructed: the ruleset's deck rules");
  if (strcmp (rules->id, "wotc") == 0)
    g_string_append (out, ", all ten Wizards sets, the bans in force\n"
                          "constructed@YYYY-MM-DD: the sets out and the bans "
                          "in force on that date\n"
                          "idc: the Independent Development Committee's "
                          "tournament rules (its bans, restricted cards and "
                          "units per arena)\n");
  else if (strcmp (rules->id, "lcg") == 0)
    {
      g_string_append (out, " and the latest restricted list\n"
                            "starter: the Core Set learning decks (8 "
                            "objective sets)\n");
      for (guint f = 0; f < G_N_ELEMENTS (lcg_faqs); f++)
        g_string_append_printf (out, "%s: %s\n", lcg_faqs[f].name,
                                lcg_faqs[f].summary);
    }
  else
    g_string_append_c (out, '\n');
}
