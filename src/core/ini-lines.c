/* GKeyFile checks an .ini file's form but says neither line nor file; a
 * first pass here does, so a hand-edited edition file gets "file:line:
 * what was expected" like every other format. */
#include "hc-game.h"
#include "hc-ini.h"

#include <string.h>

/* the group a "[...]" line opens, or NULL */
static char *
group_of (const char *line)
{
  gsize n = strlen (line);
  if (n < 2 || line[0] != '[' || line[n - 1] != ']')
    return NULL;
  return g_strndup (line + 1, n - 2);
}

gboolean
hc_ini_check_lines (const char *path, const char *text, GError **error)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr (GHashTable) seen
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean in_group = FALSE;
  for (gint i = 0; lines[i]; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));
      if (!*line || *line == '#')
        continue;
      g_autofree char *group = group_of (line);
      if (group)
        {
          gint first = GPOINTER_TO_INT (g_hash_table_lookup (seen, group));
          if (first)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                           "%s:%d: group [%s] appears a second time (first "
                           "at line %d); each group may appear once",
                           path, i + 1, group, first);
              return FALSE;
            }
          g_hash_table_insert (seen, g_steal_pointer (&group),
                               GINT_TO_POINTER (i + 1));
          in_group = TRUE;
          continue;
        }
      if (!strchr (line, '=') || *line == '=')
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: expected a [group], a key=value line or a # "
                       "comment, found \"%s\"",
                       path, i + 1, line);
          return FALSE;
        }
      if (!in_group)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: \"%s\" comes before any group; the file "
                       "starts with [edition]",
                       path, i + 1, line);
          return FALSE;
        }
    }
  return TRUE;
}

gint
hc_ini_line (const char *text, const char *group, const char *key)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  gint group_line = 0;
  for (gint i = 0; lines[i]; i++)
    {
      g_autofree char *line = g_strstrip (g_strdup (lines[i]));
      g_autofree char *g = group_of (line);
      if (g)
        {
          if (group_line)
            break; /* past the group: the key is not in it */
          if (strcmp (g, group) == 0)
            group_line = i + 1;
          continue;
        }
      if (!group_line || !key)
        continue;
      const char *eq = strchr (line, '=');
      if (eq && (gsize)(eq - line) >= strlen (key)
          && strncmp (line, key, strlen (key)) == 0)
        {
          /* "key =value" and "key=value" both name the key */
          const char *p = line + strlen (key);
          while (p < eq && (*p == ' ' || *p == '\t'))
            p++;
          if (p == eq)
            return i + 1;
        }
    }
  return group_line ? group_line : 1;
}
