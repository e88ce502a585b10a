/* CSV and tab-separated reading with libcsv, keeping line numbers so every
 * error can name file, line and column. */
#include "hc-game.h"

#include <csv.h>
#include <errno.h>
#include <string.h>

typedef struct
{
  HcCsv *csv;
  GPtrArray *cur;
  gint line;
  gint row_line;     /* where the row being read began */
  gboolean row_open; /* a row has begun and not yet ended */
} ParseState;

static void
on_field (void *data, size_t len, void *ctx)
{
  ParseState *s = ctx;
  if (!s->cur)
    s->cur = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (s->cur, g_strndup (data ? data : "", len));
}

static void
on_row (int term, void *ctx)
{
  (void)term;
  ParseState *s = ctx;
  s->row_open = FALSE;
  if (!s->cur)
    return; /* blank line */
  /* a row of one empty field is a blank line with stray spaces */
  if (s->cur->len == 1 && *(char *)s->cur->pdata[0] == '\0')
    {
      g_ptr_array_free (s->cur, TRUE);
      s->cur = NULL;
      return;
    }
  if (!s->csv->header)
    s->csv->header = s->cur;
  else
    {
      HcCsvRow row = { .line = s->row_line, .field = s->cur };
      g_array_append_val (s->csv->rows, row);
    }
  s->cur = NULL;
}

static void
row_clear (gpointer p)
{
  HcCsvRow *r = p;
  g_ptr_array_free (r->field, TRUE);
}

static gboolean
only_line_ends (const char *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (p[i] != '\r' && p[i] != '\n')
      return FALSE;
  return TRUE;
}

void
hc_csv_free (HcCsv *csv)
{
  if (!csv)
    return;
  g_free (csv->path);
  if (csv->header)
    g_ptr_array_free (csv->header, TRUE);
  g_array_free (csv->rows, TRUE);
  g_free (csv);
}

HcCsv *
hc_csv_parse (const char *name, const char *text, gsize len, char delim,
              GError **error)
{
  g_autoptr (HcCsv) csv = g_new0 (HcCsv, 1);
  csv->path = g_strdup (name);
  csv->delim = delim;
  csv->rows = g_array_new (FALSE, FALSE, sizeof (HcCsvRow));
  g_array_set_clear_func (csv->rows, row_clear);
  if (!g_utf8_validate (text, (gssize)len, NULL))
    {
      const char *end = NULL;
      g_utf8_validate (text, (gssize)len, &end);
      gint line = 1;
      for (const char *p = text; p < end; p++)
        line += *p == '\n';
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: invalid UTF-8 text",
                   name, line);
      return NULL;
    }

  struct csv_parser p;
  /* Tab-separated files are written without quoting and may hold stray
   * quote marks, so quoting is switched off for them. */
  unsigned char opts
      = CSV_APPEND_NULL | (delim == '\t' ? 0 : CSV_STRICT | CSV_STRICT_FINI);
  if (csv_init (&p, opts) != 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: out of memory", name);
      return NULL;
    }
  csv_set_delim (&p, (unsigned char)delim);
  if (delim == '\t')
    csv_set_quote (&p, 0);
  ParseState s = { .csv = csv, .line = 1 };
  const char *pos = text, *end = text + len;
  gboolean ok = TRUE;
  while (pos < end)
    {
      const char *nl = memchr (pos, '\n', (size_t)(end - pos));
      const char *stop = nl ? nl + 1 : end;
      size_t n = (size_t)(stop - pos);
      /* a row begins at its first line that is not empty; libcsv reports
       * fields only when they end, which for a quoted field may be lines
       * later, or never if its quote is not closed */
      if (!s.row_open && !only_line_ends (pos, n))
        {
          s.row_open = TRUE;
          s.row_line = s.line;
        }
      if (csv_parse (&p, pos, n, on_field, on_row, &s) != n)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: %s", name,
                       s.line, csv_strerror (csv_error (&p)));
          ok = FALSE;
          break;
        }
      s.line++;
      pos = stop;
    }
  if (ok && csv_fini (&p, on_field, on_row, &s) != 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s:%d: %s (an unterminated quoted field?)", name,
                   s.row_line, csv_strerror (csv_error (&p)));
      ok = FALSE;
    }
  csv_free (&p);
  if (s.cur)
    g_ptr_array_free (s.cur, TRUE);
  if (!ok)
    return NULL;
  if (!csv->header)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s:1: expected a header row, found an empty file", name);
      return NULL;
    }
  for (guint i = 0; i < csv->rows->len; i++)
    {
      HcCsvRow *r = &g_array_index (csv->rows, HcCsvRow, i);
      if (r->field->len != csv->header->len)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: expected %u fields as in the header, found %u",
                       name, r->line, csv->header->len, r->field->len);
          return NULL;
        }
    }
  return g_steal_pointer (&csv);
}

HcCsv *
hc_csv_read (const char *path, char delim, GError **error)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr (GError) local = NULL;
  if (!g_file_get_contents (path, &text, &len, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: cannot read: %s", path,
                   local->message);
      return NULL;
    }
  return hc_csv_parse (path, text, len, delim, error);
}

gint
hc_csv_column (const HcCsv *csv, const char *name)
{
  for (guint i = 0; i < csv->header->len; i++)
    if (g_ascii_strcasecmp (csv->header->pdata[i], name) == 0)
      return (gint)i;
  return -1;
}

gint
hc_csv_require_column (const HcCsv *csv, const char *name, GError **error)
{
  gint c = hc_csv_column (csv, name);
  if (c < 0)
    g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                 "%s:1: expected a column named \"%s\" in the header",
                 csv->path, name);
  return c;
}

const char *
hc_csv_field (const HcCsv *csv, const HcCsvRow *row, gint col)
{
  (void)csv;
  if (col < 0 || (guint)col >= row->field->len)
    return "";
  return row->field->pdata[col];
}

gboolean
hc_csv_int (const HcCsv *csv, const HcCsvRow *row, gint col, gint min, gint max,
            gint *out, GError **error)
{
  const char *s = hc_csv_field (csv, row, col);
  char *end = NULL;
  errno = 0;
  gint64 v = g_ascii_strtoll (s, &end, 10);
  /* the Lackey files write some integers as "7.0" */
  if (end && end[0] == '.' && end[1] == '0' && end[2] == '\0')
    end += 2;
  if (!*s || errno || !end || *end || v < min || v > max)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s:%d: column %d (%s): expected a whole number from %d to "
                   "%d, found \"%s\"",
                   csv->path, row->line, col + 1,
                   col >= 0 && (guint)col < csv->header->len
                       ? (const char *)csv->header->pdata[col]
                       : "not in the header",
                   min, max, s);
      return FALSE;
    }
  *out = (gint)v;
  return TRUE;
}
