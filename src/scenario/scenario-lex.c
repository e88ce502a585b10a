/* Splitting a scenario line into words and quoted texts. */
#include "scenario-internal.h"

#include <string.h>

void
hc_scn_error (GError **error, const char *path, gint line, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s:%d: %s", path, line, msg);
}

static void
token_free (gpointer p)
{
  HcScnToken *t = p;
  g_free (t->text);
  g_free (t);
}

static void
add_token (GPtrArray *out, char *text, gint col, gboolean quoted)
{
  HcScnToken *t = g_new0 (HcScnToken, 1);
  t->text = text;
  t->col = col;
  t->quoted = quoted;
  g_ptr_array_add (out, t);
}

/* A quoted text starting at *p (the opening quote); leaves *p after the
 * closing quote.  Only \" and \\ are escapes, so card names with other
 * backslashes need no doubling. */
static char *
read_quoted (const char **p, const char *path, gint line, gint col,
             GError **error)
{
  GString *s = g_string_new (NULL);
  const char *q = *p + 1;
  for (; *q && *q != '"'; q++)
    {
      if (q[0] == '\\' && (q[1] == '"' || q[1] == '\\'))
        q++;
      g_string_append_c (s, *q);
    }
  if (*q != '"')
    {
      hc_scn_error (error, path, line,
                    "column %d: the quoted text has no closing \"", col);
      g_string_free (s, TRUE);
      return NULL;
    }
  *p = q + 1;
  return g_string_free (s, FALSE);
}

GPtrArray *
hc_scn_tokenize (const char *path, gint line, const char *text, GError **error)
{
  g_autoptr (GPtrArray) out = g_ptr_array_new_with_free_func (token_free);
  const char *p = text;
  for (;;)
    {
      while (*p == ' ' || *p == '\t')
        p++;
      if (!*p || *p == '#')
        break;
      gint col = (gint)g_utf8_pointer_to_offset (text, p) + 1;
      if (*p == '"')
        {
          char *s = read_quoted (&p, path, line, col, error);
          if (!s)
            return NULL;
          if (*p && *p != ' ' && *p != '\t')
            {
              g_free (s);
              hc_scn_error (error, path, line,
                            "column %d: expected a space after the closing "
                            "quote",
                            (gint)g_utf8_pointer_to_offset (text, p) + 1);
              return NULL;
            }
          add_token (out, s, col, TRUE);
          continue;
        }
      const char *start = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '"')
        p++;
      if (*p == '"')
        {
          hc_scn_error (error, path, line,
                        "column %d: a quote must start a new word (put a "
                        "space before it)",
                        (gint)g_utf8_pointer_to_offset (text, p) + 1);
          return NULL;
        }
      add_token (out, g_strndup (start, (gsize)(p - start)), col, FALSE);
    }
  return g_steal_pointer (&out);
}

void
hc_scn_line_free (HcScnLine *l)
{
  if (!l)
    return;
  g_free (l->text);
  if (l->tok)
    g_ptr_array_free (l->tok, TRUE);
  g_free (l);
}
