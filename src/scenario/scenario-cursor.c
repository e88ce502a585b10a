/* Reading a line's tokens one by one, with messages that say what was
 * expected and what was found. */
#include "scenario-internal.h"

#include <string.h>

const HcScnToken *
hc_scn_peek (const HcScnCursor *c)
{
  return c->pos < c->line->tok->len ? c->line->tok->pdata[c->pos] : NULL;
}

gboolean
hc_scn_peek_word (const HcScnCursor *c, const char *word)
{
  const HcScnToken *t = hc_scn_peek (c);
  return t && !t->quoted && g_ascii_strcasecmp (t->text, word) == 0;
}

gboolean
hc_scn_accept (HcScnCursor *c, const char *word)
{
  if (!hc_scn_peek_word (c, word))
    return FALSE;
  c->pos++;
  return TRUE;
}

static char *
found (const HcScnCursor *c)
{
  const HcScnToken *t = hc_scn_peek (c);
  if (!t)
    return g_strdup ("the end of the line");
  return g_strdup_printf ("\"%s\" (column %d)", t->text, t->col);
}

gboolean
hc_scn_fail (HcScnCursor *c, GError **error, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  hc_scn_error (error, c->path, c->line->line, "%s", msg);
  return FALSE;
}

gboolean
hc_scn_expected (HcScnCursor *c, GError **error, const char *what)
{
  g_autofree char *f = found (c);
  return hc_scn_fail (c, error, "expected %s but found %s", what, f);
}

gboolean
hc_scn_keyword (HcScnCursor *c, const char *word, GError **error)
{
  if (hc_scn_accept (c, word))
    return TRUE;
  g_autofree char *f = found (c);
  return hc_scn_fail (c, error, "expected \"%s\" but found %s", word, f);
}

gboolean
hc_scn_looks_int (const HcScnToken *t)
{
  if (!t || t->quoted)
    return FALSE;
  const char *p = t->text;
  if (*p == '-' || *p == '+')
    p++;
  if (!*p)
    return FALSE;
  for (; *p; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

gboolean
hc_scn_int (HcScnCursor *c, const char *what, gint64 min, gint64 max,
            gint64 *out, GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  if (!hc_scn_looks_int (t))
    {
      g_autofree char *f = found (c);
      return hc_scn_fail (c, error, "expected a number (%s) but found %s", what,
                          f);
    }
  gint64 v = 0;
  const char *digits = t->text[0] == '+' ? t->text + 1 : t->text;
  if (!g_ascii_string_to_signed (digits, 10, min, max, &v, NULL))
    return hc_scn_fail (c, error,
                        "%s must be from %" G_GINT64_FORMAT
                        " to %" G_GINT64_FORMAT ", not %s",
                        what, min, max, t->text);
  c->pos++;
  *out = v;
  return TRUE;
}

gboolean
hc_scn_string (HcScnCursor *c, const char *what, const char **out,
               GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  if (!t || !t->quoted)
    {
      g_autofree char *f = found (c);
      return hc_scn_fail (c, error, "expected %s in double quotes but found %s",
                          what, f);
    }
  if (!*t->text)
    return hc_scn_fail (c, error, "%s is empty (column %d)", what, t->col);
  c->pos++;
  *out = t->text;
  return TRUE;
}

gboolean
hc_scn_word (HcScnCursor *c, const char *what, const char **out, GError **error)
{
  const HcScnToken *t = hc_scn_peek (c);
  if (!t || t->quoted)
    {
      g_autofree char *f = found (c);
      return hc_scn_fail (c, error, "expected %s but found %s", what, f);
    }
  c->pos++;
  *out = t->text;
  return TRUE;
}

gboolean
hc_scn_end (HcScnCursor *c, GError **error)
{
  if (!hc_scn_peek (c))
    return TRUE;
  g_autofree char *f = found (c);
  return hc_scn_fail (c, error, "unexpected %s; the line should end here", f);
}
