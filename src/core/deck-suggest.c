/* "Did you mean": the card names nearest a misspelled one, by edit
 * distance (Levenshtein, case-folded, over bytes). */
#include "hc-deck.h"

#include <string.h>

#define MAX_NAME 64

/* Distance between a and b, or limit + 1 once it exceeds limit. */
static gint
distance (const char *a, gsize la, const char *b, gsize lb, gint limit)
{
  if ((gint)(la > lb ? la - lb : lb - la) > limit)
    return limit + 1;
  gint row[MAX_NAME + 1];
  for (gsize j = 0; j <= lb; j++)
    row[j] = (gint)j;
  for (gsize i = 1; i <= la; i++)
    {
      gint diag = row[0], best = row[0] = (gint)i;
      for (gsize j = 1; j <= lb; j++)
        {
          gint up = row[j];
          gint v = diag + (a[i - 1] != b[j - 1]);
          v = MIN (v, up + 1);
          v = MIN (v, row[j - 1] + 1);
          row[j] = v;
          diag = up;
          best = MIN (best, v);
        }
      if (best > limit)
        return limit + 1;
    }
  return row[lb];
}

char *
hc_deck_suggest (const HcCardDb *db, const char *name)
{
  g_autofree char *want = g_utf8_casefold (name, -1);
  gsize lw = strlen (want);
  if (lw == 0 || lw > MAX_NAME)
    return g_strdup ("");
  /* a third of the name, so short names do not match everything */
  gint limit = CLAMP ((gint)lw / 3, 1, 4);
  gint best[3] = { -1, -1, -1 }, dist[3] = { 0 };
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      g_autofree char *have = g_utf8_casefold (d->name, -1);
      gsize lh = strlen (have);
      if (lh > MAX_NAME)
        continue;
      gint dd = distance (want, lw, have, lh, limit);
      if (dd > limit)
        continue;
      for (gint k = 0; k < 3; k++)
        if (best[k] < 0 || dd < dist[k])
          {
            for (gint m = 2; m > k; m--)
              best[m] = best[m - 1], dist[m] = dist[m - 1];
            best[k] = (gint)i;
            dist[k] = dd;
            break;
          }
    }
  if (best[0] < 0)
    return g_strdup ("");
  GString *s = g_string_new (" (did you mean ");
  for (gint k = 0; k < 3 && best[k] >= 0; k++)
    g_string_append_printf (s, "%s\"%s\"",
                            k == 0                      ? ""
                            : k == 2 || best[k + 1] < 0 ? " or "
                                                        : ", ",
                            hc_card_db_get (db, best[k])->name);
  g_string_append (s, "?)");
  return g_string_free (s, FALSE);
}
