/* lcg card data: the printed facts of data/lcg/cards.csv joined with the
 * hand-written encodings of data/lcg/abilities/ (card-encodings.c).
 *
 * One row per card.  `objective_sets` lists "SET:POSITION" pairs joined
 * with ";" (a card printed in several objective sets), position 1 being
 * the set's objective.  `traits` are joined with "; ".  `keywords` holds
 * the printed keywords in our encoding (abilities.c); `format` is empty,
 * or "multiplayer" for a card outside the two-player game; `printed` names
 * the kind of each printed sentence; `translated` holds the importer's
 * exact translations, "[N] CLAUSE" joined by "|".  After the rows are read
 * every objective set must hold positions 1 to 6 exactly once; the
 * objective of set N can then be named "set N" in a deck file. */
#include "card-load.h"

#include <string.h>

const char *const lcg_type_names[T_COUNT]
    = { "objective", "unit",        "event",  "enhancement",
        "fate",      "affiliation", "mission" };

const char *const lcg_affiliation_names[AF_COUNT]
    = { "neutral", "jedi",          "rebel-alliance",   "smugglers-and-spies",
        "sith",    "imperial-navy", "scum-and-villainy" };

static gint
name_index (const char *const *names, gint n, const char *s)
{
  for (gint i = 0; i < n; i++)
    if (g_ascii_strcasecmp (names[i], s) == 0)
      return i;
  return -1;
}

static gboolean row_error (GError **error, const HcCsv *csv,
                           const HcCsvRow *row, gint col, const char *fmt, ...)
    G_GNUC_PRINTF (5, 6);

static gboolean
row_error (GError **error, const HcCsv *csv, const HcCsvRow *row, gint col,
           const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: column %d (%s): %s",
               csv->path, row->line, col + 1,
               (const char *)csv->header->pdata[col], msg);
  return FALSE;
}

/* "1:3;4:4" -> sets and positions; every pair goes to `all`, the first
 * LCG_MAX_SETS also to the card */
static gboolean
parse_sets (const char *text, LcgCard *c, GArray *all, char **why)
{
  if (!*text)
    return TRUE;
  g_auto (GStrv) parts = g_strsplit (text, ";", -1);
  for (gint i = 0; parts[i]; i++)
    {
      gint64 set = 0, pos = 0;
      char *end = NULL;
      const char *p = g_strstrip (parts[i]);
      set = g_ascii_strtoll (p, &end, 10);
      if (end == p || *end != ':')
        goto bad;
      p = end + 1;
      pos = g_ascii_strtoll (p, &end, 10);
      if (end == p || *end || set < 1 || set > 9999 || pos < 1 || pos > 6)
        goto bad;
      gint16 pair[2] = { (gint16)set, (gint16)pos };
      g_array_append_vals (all, pair, 2);
      if (c->n_sets >= LCG_MAX_SETS)
        continue;
      c->set_no[c->n_sets] = (gint16)set;
      c->set_pos[c->n_sets] = (gint8)pos;
      c->n_sets++;
    }
  return TRUE;
bad:
  *why = g_strdup_printf ("expected SET:POSITION pairs joined by \";\" "
                          "(position 1 to 6), found \"%s\"",
                          text);
  return FALSE;
}

static gboolean
parse_traits (const char *text, LcgCard *c, char **why)
{
  if (!*text)
    return TRUE;
  g_auto (GStrv) parts = g_strsplit (text, ";", -1);
  gint n = 0;
  for (gint i = 0; parts[i]; i++)
    {
      const char *t = g_strstrip (parts[i]);
      if (!*t)
        {
          *why = g_strdup ("expected trait names joined by \"; \", found an "
                           "empty one");
          return FALSE;
        }
      if (n >= LCG_MAX_TRAITS)
        {
          *why = g_strdup_printf ("a card may have at most %d traits",
                                  LCG_MAX_TRAITS);
          return FALSE;
        }
      c->trait[n++] = g_quark_from_string (t);
    }
  return TRUE;
}

/* the kinds of the printed sentences, joined by ";" */
static gboolean
parse_printed (const char *text, LcgPending *p, char **why)
{
  p->kinds = *text ? g_strsplit (text, ";", -1) : g_new0 (char *, 1);
  for (gint i = 0; p->kinds[i]; i++)
    if (!*g_strstrip (p->kinds[i])
        || strspn (p->kinds[i], "abcdefghijklmnopqrstuvwxyz-")
               != strlen (p->kinds[i]))
      {
        *why = g_strdup_printf ("expected one word (a to z, \"-\") per "
                                "printed sentence, joined by \";\", found "
                                "\"%s\"",
                                text);
        return FALSE;
      }
  p->covered = g_new0 (guint8, g_strv_length (p->kinds) + 1);
  return TRUE;
}

enum
{
  COL_NAME,
  COL_TITLE,
  COL_SET,
  COL_NUMBER,
  COL_SETS,
  COL_SIDE,
  COL_AFF,
  COL_TYPE,
  COL_UNIQUE,
  COL_COST,
  COL_DAMAGE,
  COL_FORCE,
  COL_RESOURCES,
  COL_RESERVE,
  COL_PRIORITY,
  COL_UD,
  COL_BD,
  COL_TACTICS,
  COL_EE_UD,
  COL_EE_BD,
  COL_EE_TACTICS,
  COL_TRAITS,
  COL_KEYWORDS,
  COL_FORMAT,
  COL_PRINTED,
  COL_TRANSLATED,
  COL_COUNT
};

static const char *const col_names[COL_COUNT]
    = { "name",       "title",       "set",       "number",  "objective_sets",
        "side",       "affiliation", "type",      "unique",  "cost",
        "damage",     "force",       "resources", "reserve", "priority",
        "ud",         "bd",          "tactics",   "ee_ud",   "ee_bd",
        "ee_tactics", "traits",      "keywords",  "format",  "printed",
        "translated" };

/* The printed facts of one row; the encodings come later (finish_card). */
static HcCardDef *
read_row (const HcCsv *csv, const HcCsvRow *row, const gint *c, LcgPending *p,
          GError **error)
{
  const char *name = hc_csv_field (csv, row, c[COL_NAME]);
  const char *title = hc_csv_field (csv, row, c[COL_TITLE]);
  if (!*name || !*title)
    {
      row_error (error, csv, row, *name ? c[COL_TITLE] : c[COL_NAME],
                 "expected a card name and title");
      return NULL;
    }
  const char *side = hc_csv_field (csv, row, c[COL_SIDE]);
  gint side_i = g_ascii_strcasecmp (side, "dark") == 0    ? LCG_DARK
                : g_ascii_strcasecmp (side, "light") == 0 ? LCG_LIGHT
                                                          : -1;
  if (side_i < 0)
    {
      row_error (error, csv, row, c[COL_SIDE],
                 "expected dark or light, found \"%s\"", side);
      return NULL;
    }
  gint type = name_index (lcg_type_names, T_COUNT,
                          hc_csv_field (csv, row, c[COL_TYPE]));
  if (type < 0)
    {
      row_error (error, csv, row, c[COL_TYPE],
                 "expected objective, unit, event, enhancement, fate, "
                 "affiliation or mission, found \"%s\"",
                 hc_csv_field (csv, row, c[COL_TYPE]));
      return NULL;
    }
  gint aff = name_index (lcg_affiliation_names, AF_COUNT,
                         hc_csv_field (csv, row, c[COL_AFF]));
  if (aff < 0)
    {
      row_error (error, csv, row, c[COL_AFF],
                 "expected neutral, jedi, rebel-alliance, "
                 "smugglers-and-spies, sith, imperial-navy or "
                 "scum-and-villainy, found \"%s\"",
                 hc_csv_field (csv, row, c[COL_AFF]));
      return NULL;
    }
  const char *format = hc_csv_field (csv, row, c[COL_FORMAT]);
  if (*format && strcmp (format, "multiplayer") != 0)
    {
      row_error (error, csv, row, c[COL_FORMAT],
                 "expected nothing (two players) or multiplayer, found "
                 "\"%s\"",
                 format);
      return NULL;
    }
  gint number = 0, unique = 0, reserve = 0;
  gint stat[S_COUNT], ee[I_COUNT];
  static const gint stat_col[S_COUNT]
      = { COL_COST, COL_DAMAGE, COL_FORCE,   COL_RESOURCES,
          COL_UD,   COL_BD,     COL_TACTICS, COL_PRIORITY };
  if (!hc_csv_int (csv, row, c[COL_NUMBER], 0, 9999, &number, error)
      || !hc_csv_int (csv, row, c[COL_UNIQUE], 0, 1, &unique, error)
      || !hc_csv_int (csv, row, c[COL_RESERVE], 0, 20, &reserve, error))
    return NULL;
  for (gint i = 0; i < S_COUNT; i++)
    if (!hc_csv_int (csv, row, c[stat_col[i]], 0, 99, &stat[i], error))
      return NULL;
  for (gint i = 0; i < I_COUNT; i++)
    if (!hc_csv_int (csv, row, c[COL_EE_UD + i], 0, 9, &ee[i], error))
      return NULL;

  g_autofree LcgCard *info = g_new0 (LcgCard, 1);
  info->affiliation = (gint8)aff;
  info->reserve = (gint8)reserve;
  for (gint i = 0; i < I_COUNT; i++)
    info->ee[i] = (gint8)ee[i];
  p->multiplayer = *format != 0;
  p->sets = g_array_new (FALSE, FALSE, sizeof (gint16));
  p->script = g_string_new (NULL);
  p->todo = g_string_new (NULL);
  p->translated = g_strdup (hc_csv_field (csv, row, c[COL_TRANSLATED]));
  g_autofree char *why = NULL;
  if (!parse_sets (hc_csv_field (csv, row, c[COL_SETS]), info, p->sets, &why))
    {
      row_error (error, csv, row, c[COL_SETS], "%s", why);
      return NULL;
    }
  if (!parse_traits (hc_csv_field (csv, row, c[COL_TRAITS]), info, &why))
    {
      row_error (error, csv, row, c[COL_TRAITS], "%s", why);
      return NULL;
    }
  const char *kw = hc_csv_field (csv, row, c[COL_KEYWORDS]);
  if (!lcg_parse_keywords (kw, info, &why))
    {
      row_error (error, csv, row, c[COL_KEYWORDS], "%s", why);
      return NULL;
    }
  if (!parse_printed (hc_csv_field (csv, row, c[COL_PRINTED]), p, &why))
    {
      row_error (error, csv, row, c[COL_PRINTED], "%s", why);
      return NULL;
    }
  if ((type == T_UNIT || type == T_OBJECTIVE || type == T_EVENT
       || type == T_ENHANCEMENT || type == T_FATE || type == T_MISSION)
      && info->n_sets == 0 && !p->multiplayer)
    {
      row_error (error, csv, row, c[COL_SETS],
                 "a %s card must belong to an objective set",
                 lcg_type_names[type]);
      return NULL;
    }

  HcCardDef *d = g_new0 (HcCardDef, 1);
  d->name = g_strdup (name);
  d->title = g_strdup (title);
  d->set = g_strdup (hc_csv_field (csv, row, c[COL_SET]));
  d->number = number;
  d->side = (gint8)side_i;
  d->type = (gint8)type;
  d->unique = (gint8)unique;
  d->subtype = g_strdup (hc_csv_field (csv, row, c[COL_TRAITS]));
  for (gint i = 0; i < S_COUNT; i++)
    d->stat[i] = stat[i];
  d->keywords = g_strdup (kw);
  d->source = g_strdup_printf ("%s:%d", csv->path, row->line);
  d->compiled = g_steal_pointer (&info);
  return d;
}

/* The encoding joined: the importer's exact translations where no entry
 * was written by hand, a todo for every sentence left, then what the card
 * can do. */
static gboolean
finish_card (HcCardDef *d, LcgPending *p, GError **error)
{
  LcgCard *info = d->compiled;
  if (!p->hand && *p->translated)
    {
      g_auto (GStrv) clauses = g_strsplit (p->translated, "|", -1);
      for (gint i = 0; clauses[i]; i++)
        {
          g_autofree char *why = NULL;
          if (!lcg_encoding_line (g_strstrip (clauses[i]), p, info, &why))
            {
              g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                           "%s: column translated, clause %d of the "
                           "abilities: %s",
                           d->source, i + 1, why);
              return FALSE;
            }
        }
    }
  lcg_todo_uncovered (p, info);
  lcg_note_listeners (d, info);
  if (d->type == T_ENHANCEMENT && info->enh == ENH_NONE && info->n_todo == 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "%s: %s: an enhancement needs an \"enhance WHERE\" clause",
                   p->hand ? p->hand : d->source, d->name);
      return FALSE;
    }
  d->script = g_strdup (p->script->str);
  /* an event or fate card does nothing without an encoded effect */
  gboolean needs_clause = d->type == T_EVENT || d->type == T_FATE;
  /* the sources print no starting reserve for some affiliation cards of
   * Allies of Necessity: such a card cannot start a game */
  gboolean no_reserve = d->type == T_AFFILIATION && info->reserve < 1;
  d->implemented = !p->multiplayer && !no_reserve && info->n_todo == 0
                   && (!needs_clause || info->n_clauses > 0);
  d->missing
      = d->implemented   ? NULL
        : p->multiplayer ? g_strdup ("the multiplayer format (more than two "
                                     "players)")
        : no_reserve     ? g_strdup ("its starting reserve, which the sources "
                                         "do not print")
        : p->todo->len   ? g_strdup (p->todo->str)
                       : g_strdup_printf ("%s effect", lcg_type_names[d->type]);
  return TRUE;
}

/* Tie the objective sets together: positions 1..6 each held once, the
 * objective first; then "set N" names the set's objective. */
static gboolean
link_sets (HcCardDb *db, const LcgPending *pending, const char *path,
           GError **error)
{
  g_autoptr (GHashTable) slots = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < db->cards->len; i++)
    {
      const HcCardDef *d = db->cards->pdata[i];
      const GArray *sets = pending[i].sets;
      for (guint k = 0; k + 1 < sets->len; k += 2)
        {
          gint set_no = g_array_index (sets, gint16, k);
          gint set_pos = g_array_index (sets, gint16, k + 1);
          gint key = set_no * 8 + set_pos;
          gpointer was = g_hash_table_lookup (slots, GINT_TO_POINTER (key));
          if (was)
            {
              const HcCardDef *o = db->cards->pdata[GPOINTER_TO_INT (was) - 1];
              g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                           "%s: objective set %d position %d is held by both "
                           "%s (%s) and %s (%s)",
                           path, set_no, set_pos, o->name, o->source, d->name,
                           d->source);
              return FALSE;
            }
          if ((set_pos == 1) != (d->type == T_OBJECTIVE))
            {
              g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                           "%s: %s is at position %d of objective set %d; "
                           "position 1 is the objective's and only its",
                           d->source, d->name, set_pos, set_no);
              return FALSE;
            }
          g_hash_table_insert (slots, GINT_TO_POINTER (key),
                               GINT_TO_POINTER (i + 1));
        }
    }
  for (guint i = 0; i < db->cards->len; i++)
    {
      HcCardDef *d = db->cards->pdata[i];
      LcgCard *c = d->compiled;
      /* a multiplayer objective stands alone, outside objective sets */
      if (d->type != T_OBJECTIVE || pending[i].multiplayer)
        continue;
      if (c->n_sets != 1)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "%s: the objective %s must be in exactly one objective "
                       "set",
                       d->source, d->name);
          return FALSE;
        }
      gint set = c->set_no[0];
      for (gint pos = 2; pos <= 6; pos++)
        {
          gpointer v
              = g_hash_table_lookup (slots, GINT_TO_POINTER (set * 8 + pos));
          if (!v)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                           "%s: objective set %d (%s) has no card at position "
                           "%d; a set holds six cards",
                           path, set, d->name, pos);
              return FALSE;
            }
          c->set_cards[pos - 2] = (gint16)(GPOINTER_TO_INT (v) - 1);
        }
      g_autofree char *alias = g_strdup_printf ("set %d", set);
      if (!hc_card_db_alias (db, alias, (gint)i, error))
        return FALSE;
    }
  /* every set position must belong to a set whose objective exists */
  GHashTableIter it;
  gpointer key, val;
  g_hash_table_iter_init (&it, slots);
  while (g_hash_table_iter_next (&it, &key, &val))
    {
      gint set = GPOINTER_TO_INT (key) / 8;
      if (!g_hash_table_contains (slots, GINT_TO_POINTER (set * 8 + 1)))
        {
          const HcCardDef *d = db->cards->pdata[GPOINTER_TO_INT (val) - 1];
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "%s: %s is in objective set %d, which has no objective",
                       d->source, d->name, set);
          return FALSE;
        }
    }
  return TRUE;
}

/* The first definition of each title stands for it: copies are cards of
 * the same title (FAQ 2014 note on "copy"). */
static void
link_titles (HcCardDb *db)
{
  g_autoptr (GHashTable) first = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < db->cards->len; i++)
    {
      HcCardDef *d = db->cards->pdata[i];
      LcgCard *c = d->compiled;
      gpointer v = g_hash_table_lookup (first, d->title);
      if (!v)
        g_hash_table_insert (first, d->title, GINT_TO_POINTER (i + 1));
      c->title_id = (gint16)(v ? GPOINTER_TO_INT (v) - 1 : (gint)i);
    }
}

static void
pending_free (gpointer p)
{
  lcg_pending_clear (p);
}

/* The facts of `csv` joined with the encodings of `abilities_dir` (NULL:
 * none). */
static HcCardDb *
join_cards (const HcCsv *csv, const char *abilities_dir, GError **error)
{
  gint c[COL_COUNT];
  for (gint i = 0; i < COL_COUNT; i++)
    if ((c[i] = hc_csv_require_column (csv, col_names[i], error)) < 0)
      return NULL;
  if (csv->rows->len > 4000)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                   "%s: too many cards (at most 4000)", csv->path);
      return NULL;
    }
  g_autoptr (HcCardDb) db = hc_card_db_new (g_free);
  g_autoptr (GArray) pending
      = g_array_sized_new (FALSE, TRUE, sizeof (LcgPending), csv->rows->len);
  g_array_set_clear_func (pending, pending_free);
  g_array_set_size (pending, csv->rows->len);
  LcgPending *p = (LcgPending *)(void *)pending->data;
  for (guint r = 0; r < csv->rows->len; r++)
    {
      const HcCsvRow *row = &g_array_index (csv->rows, HcCsvRow, r);
      HcCardDef *d = read_row (csv, row, c, &p[r], error);
      if (!d || hc_card_db_add (db, d, error) < 0)
        return NULL;
    }
  if (abilities_dir && !lcg_read_encodings (abilities_dir, db, p, error))
    return NULL;
  for (guint i = 0; i < db->cards->len; i++)
    if (!finish_card (db->cards->pdata[i], &p[i], error))
      return NULL;
  if (!link_sets (db, p, csv->path, error))
    return NULL;
  link_titles (db);
  if (!lcg_link_first_traits (db, error))
    return NULL;
  return g_steal_pointer (&db);
}

HcCardDb *
lcg_cards_from_csv (const HcCsv *csv, GError **error)
{
  return join_cards (csv, NULL, error);
}

HcCardDb *
lcg_load_cards (const char *data_dir, GError **error)
{
  g_autofree char *path = g_build_filename (data_dir, "lcg", "cards.csv", NULL);
  g_autoptr (HcCsv) csv = hc_csv_read (path, ',', error);
  if (!csv)
    return NULL;
  g_autofree char *abilities
      = g_build_filename (data_dir, "lcg", "abilities", NULL);
  return join_cards (csv, abilities, error);
}

const LcgCard *
lcg_def_info (const HcCardDef *d)
{
  return d->compiled;
}

gint
lcg_objective_of_set (const HcCardDb *db, gint set_no)
{
  g_autofree char *alias = g_strdup_printf ("set %d", set_no);
  return hc_card_db_lookup (db, alias);
}
