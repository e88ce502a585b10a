/* The hand-written lcg ability encodings: data/lcg/abilities/ *.txt,
 * joined to the printed facts of data/lcg/cards.csv.
 *
 * A file holds entries, one per card; "#" starts a comment line:
 *
 *     Core 92 Luke Skywalker
 *       [2] reaction opponent-turn-begins: unfocus 1 self
 *
 * The entry's first line names the card by set code and number (the key)
 * and by title (a check).  Each indented line is one clause of the
 * encoding (abilities.c) after the numbers of the printed sentences it
 * encodes, counted from 1 over the card's text as the `printed` column of
 * cards.csv lists them.  A sentence no clause encodes becomes a `todo`
 * of its kind, so the card counts as missing: nothing printed is dropped
 * without a trace. */
#include "card-load.h"

#include <string.h>

#define MAX_SENTENCES_PER_CLAUSE 16

void
lcg_pending_clear (LcgPending *p)
{
  g_strfreev (p->kinds);
  g_free (p->covered);
  g_free (p->translated);
  g_free (p->hand);
  if (p->script)
    g_string_free (p->script, TRUE);
  if (p->todo)
    g_string_free (p->todo, TRUE);
  if (p->sets)
    g_array_unref (p->sets);
  memset (p, 0, sizeof *p);
}

/* Sentences the facts columns hold: keywords and deck-building rules
 * (keywords), an affiliation's starting reserve and phase list. */
static gboolean
is_fact (const char *kind)
{
  return strcmp (kind, "keyword") == 0 || strcmp (kind, "deck") == 0
         || strcmp (kind, "reserve") == 0;
}

static gboolean
bad_line (const char *line, char **why)
{
  *why = g_strdup_printf ("expected \"[N] CLAUSE\" or \"[N,M] CLAUSE\", N "
                          "and M the printed sentences the clause encodes, "
                          "found \"%s\"",
                          line);
  return FALSE;
}

gboolean
lcg_encoding_line (const char *line, LcgPending *p, LcgCard *c, char **why)
{
  gint n_kinds = (gint)g_strv_length (p->kinds);
  gint idx[MAX_SENTENCES_PER_CLAUSE];
  gint n = 0;
  const char *s = line;
  if (*s++ != '[')
    return bad_line (line, why);
  for (;;)
    {
      char *end = NULL;
      gint64 v = g_ascii_strtoll (s, &end, 10);
      if (end == s || n >= MAX_SENTENCES_PER_CLAUSE)
        return bad_line (line, why);
      if (v < 1 || v > n_kinds)
        {
          *why = n_kinds ? g_strdup_printf ("sentence %" G_GINT64_FORMAT
                                            ": the card prints sentences 1 "
                                            "to %d",
                                            v, n_kinds)
                         : g_strdup_printf ("sentence %" G_GINT64_FORMAT
                                            ": the card prints no text",
                                            v);
          return FALSE;
        }
      if (is_fact (p->kinds[v - 1]))
        {
          *why = g_strdup_printf ("sentence %" G_GINT64_FORMAT
                                  " is a %s, which the facts columns of "
                                  "cards.csv hold",
                                  v, p->kinds[v - 1]);
          return FALSE;
        }
      idx[n++] = (gint)v;
      s = end;
      if (*s == ',')
        s++;
      else if (*s == ']')
        break;
      else
        return bad_line (line, why);
    }
  gsize head = (gsize)(++s - line);
  while (*s == ' ' || *s == '\t')
    s++;
  if (!*s)
    return bad_line (line, why);
  g_autofree char *clause = g_strstrip (g_strdup (s));
  if (!lcg_parse_clause (clause, c, p->todo, why))
    return FALSE;
  for (gint i = 0; i < n; i++)
    p->covered[idx[i] - 1] = 1;
  g_string_append_printf (p->script, "%s%.*s %s", p->script->len ? " | " : "",
                          (int)head, line, clause);
  return TRUE;
}

void
lcg_todo_uncovered (LcgPending *p, LcgCard *c)
{
  gint n = (gint)g_strv_length (p->kinds);
  for (gint i = 0; i < n; i++)
    {
      if (p->covered[i] || is_fact (p->kinds[i]))
        continue;
      /* one todo for a run of sentences of one ability */
      g_autoptr (GString) line = g_string_new (NULL);
      g_string_append_printf (line, "[%d", i + 1);
      gint j = i;
      while (j + 1 < n && !p->covered[j + 1]
             && strcmp (p->kinds[j + 1], p->kinds[i]) == 0)
        g_string_append_printf (line, ",%d", ++j + 1);
      g_string_append_printf (line, "] todo %s", p->kinds[i]);
      g_autofree char *why = NULL;
      /* "todo WORD" always parses: the word is only a label */
      if (!lcg_encoding_line (line->str, p, c, &why))
        g_error ("lcg: %s", why);
      i = j;
    }
}

static char *
key_of (const char *set, gint number)
{
  return g_strdup_printf ("%s %d", set, number);
}

typedef struct
{
  HcCardDb *db;
  LcgPending *pending;
  GHashTable *by_key; /* "SET NUMBER" -> GArray of card indices */
  const char *path;
  gint line;
  gint card;    /* the entry being read, or -1 */
  gint clauses; /* its clause lines so far */
} Reader;

static gboolean reader_error (GError **error, const Reader *r, const char *fmt,
                              ...) G_GNUC_PRINTF (3, 4);

static gboolean
reader_error (GError **error, const Reader *r, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: %s", r->path, r->line,
               msg);
  return FALSE;
}

static gboolean
entry_done (Reader *r, GError **error)
{
  if (r->card >= 0 && r->clauses == 0)
    return reader_error (error, r,
                         "expected the clauses of the entry above, each an "
                         "indented \"[N] CLAUSE\" line");
  return TRUE;
}

/* "SET NUMBER TITLE" */
static gboolean
entry_head (Reader *r, const char *text, GError **error)
{
  g_auto (GStrv) w = g_strsplit (text, " ", 3);
  char *end = NULL;
  gint64 number = w[0] && w[1] ? g_ascii_strtoll (w[1], &end, 10) : -1;
  if (!w[0] || !w[1] || !w[2] || end == w[1] || *end || number < 0
      || number > 9999)
    return reader_error (error, r,
                         "expected \"SET NUMBER TITLE\" (e.g. \"Core 92 "
                         "Luke Skywalker\"), found \"%s\"",
                         text);
  g_autofree char *key = key_of (w[0], (gint)number);
  GArray *found = g_hash_table_lookup (r->by_key, key);
  if (!found)
    return reader_error (error, r, "no card %s in cards.csv", key);
  gint card = -1;
  for (guint i = 0; i < found->len && card < 0; i++)
    {
      const HcCardDef *d = r->db->cards->pdata[g_array_index (found, gint, i)];
      if (strcmp (d->title, g_strstrip (w[2])) == 0)
        card = g_array_index (found, gint, i);
    }
  if (card < 0)
    {
      const HcCardDef *d = r->db->cards->pdata[g_array_index (found, gint, 0)];
      return reader_error (error, r, "card %s is \"%s\", not \"%s\"", key,
                           d->title, w[2]);
    }
  LcgPending *p = &r->pending[card];
  if (p->hand)
    return reader_error (error, r, "%s %s is encoded twice (first at %s)", key,
                         w[2], p->hand);
  p->hand = g_strdup_printf ("%s:%d", r->path, r->line);
  r->card = card;
  r->clauses = 0;
  return TRUE;
}

static gboolean
read_file (Reader *r, const char *text, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  r->card = -1;
  for (gint i = 0; lines[i]; i++)
    {
      r->line = i + 1;
      char *l = g_strchomp (lines[i]);
      const char *s = l;
      while (*s == ' ' || *s == '\t')
        s++;
      if (!*s || *s == '#')
        continue;
      if (s == l)
        {
          if (!entry_done (r, error) || !entry_head (r, s, error))
            return FALSE;
          continue;
        }
      if (r->card < 0)
        return reader_error (error, r,
                             "a clause before any \"SET NUMBER TITLE\" line");
      HcCardDef *d = r->db->cards->pdata[r->card];
      g_autofree char *why = NULL;
      if (!lcg_encoding_line (s, &r->pending[r->card], d->compiled, &why))
        return reader_error (error, r, "%s: %s", d->name, why);
      r->clauses++;
    }
  return entry_done (r, error);
}

static gint
by_name (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *)a, *(const char *const *)b);
}

gboolean
lcg_read_encodings (const char *dir, HcCardDb *db, LcgPending *pending,
                    GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &local);
  if (!d)
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: %s", dir, local->message);
      return FALSE;
    }
  g_autoptr (GHashTable) by_key = g_hash_table_new_full (
      g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_array_unref);
  for (guint i = 0; i < db->cards->len; i++)
    {
      const HcCardDef *c = db->cards->pdata[i];
      char *key = key_of (c->set, c->number);
      GArray *a = g_hash_table_lookup (by_key, key);
      if (!a)
        {
          a = g_array_new (FALSE, FALSE, sizeof (gint));
          g_hash_table_insert (by_key, key, a);
        }
      else
        g_free (key);
      gint idx = (gint)i;
      g_array_append_val (a, idx);
    }
  /* files in name order, so that errors come in the same order */
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".txt"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, by_name);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, names->pdata[i], NULL);
      g_autofree char *text = NULL;
      gsize len = 0;
      if (!g_file_get_contents (path, &text, &len, &local))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s", local->message);
          return FALSE;
        }
      if (!g_utf8_validate (text, (gssize)len, NULL))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s: expected UTF-8 text", path);
          return FALSE;
        }
      Reader r
          = { .db = db, .pending = pending, .by_key = by_key, .path = path };
      if (!read_file (&r, text, error))
        return FALSE;
    }
  return TRUE;
}
