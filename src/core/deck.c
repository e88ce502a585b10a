#include "hc-save.h"

#include <stdio.h>
#include <string.h>

/* One card per line, with an optional count: "4 Jawa Sandcrawler".  Where
 * names repeat across sets, "SET NUMBER" (e.g. "AOTC 90") names a card. */
static gint
lookup_card (const HcCardDb *db, const char *name)
{
  gint idx = hc_card_db_lookup (db, name);
  if (idx >= 0)
    return idx;
  char set[16];
  gint number = 0;
  char rest = 0;
  if (sscanf (name, "%15s %d%c", set, &number, &rest) == 2)
    for (guint i = 0; i < hc_card_db_size (db); i++)
      {
        const HcCardDef *d = hc_card_db_get (db, (gint)i);
        if (d->number == number && g_ascii_strcasecmp (d->set, set) == 0)
          return (gint)i;
      }
  return -1;
}

gboolean
hc_deck_parse (const char *name, const char *text, const HcCardDb *db,
               GArray *out, GError **error)
{
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s: invalid UTF-8 text",
                   name);
      return FALSE;
    }
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint start = out->len;
  for (gint ln = 0; lines[ln]; ln++)
    {
      /* columns count from the line as written, leading blanks included */
      gint lead = (gint)strspn (lines[ln], " \t");
      char *line = g_strstrip (lines[ln]);
      if (!*line || *line == '#')
        continue;
      gint count = 1;
      char *p = line;
      if (g_ascii_isdigit (*p))
        {
          char *end = NULL;
          gint64 v = g_ascii_strtoll (p, &end, 10);
          if (end && (*end == ' ' || *end == '\t' || *end == 'x'))
            {
              if (v < 1 || v > 60)
                {
                  g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                               "%s:%d: expected a count from 1 to 60, found "
                               "%" G_GINT64_FORMAT,
                               name, ln + 1, v);
                  g_array_set_size (out, start);
                  return FALSE;
                }
              count = (gint)v;
              p = end + (*end == 'x');
              while (*p == ' ' || *p == '\t')
                p++;
            }
        }
      gint idx = lookup_card (db, p);
      if (idx < 0)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d:%d: unknown card \"%s\" (expected a card name "
                       "from the card data, or SET NUMBER)",
                       name, ln + 1, lead + (gint)(p - line) + 1, p);
          g_array_set_size (out, start);
          return FALSE;
        }
      for (gint i = 0; i < count; i++)
        {
          gint16 v = (gint16)idx;
          g_array_append_val (out, v);
        }
      if (out->len - start > HC_MAX_CARDS / 2)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                       "%s:%d: a deck may hold at most %d cards", name, ln + 1,
                       HC_MAX_CARDS / 2);
          g_array_set_size (out, start);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
hc_deck_read (const char *path, const HcCardDb *db, GArray *out, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;
  if (!g_file_get_contents (path, &text, NULL, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: cannot read: %s", path,
                   local->message);
      return FALSE;
    }
  return hc_deck_parse (path, text, db, out, error);
}
