#include "hc-ini.h"
#include "hc-ruleset.h"

#include <string.h>

static GPtrArray *registry;

void
hc_ruleset_register (HcRuleset *r)
{
  if (!registry)
    registry = g_ptr_array_new ();
  for (guint i = 0; i < registry->len; i++)
    if (registry->pdata[i] == r)
      return;
  g_ptr_array_add (registry, r);
}

const HcRuleset *
hc_ruleset_find (const char *id)
{
  if (!registry || !id)
    return NULL;
  for (guint i = 0; i < registry->len; i++)
    {
      const HcRuleset *r = registry->pdata[i];
      if (g_strcmp0 (r->id, id) == 0)
        return r;
    }
  return NULL;
}

GPtrArray *
hc_ruleset_all (void)
{
  if (!registry)
    registry = g_ptr_array_new ();
  return registry;
}

void
hc_edition_free (HcEdition *e)
{
  if (!e)
    return;
  g_free (e->id);
  g_free (e->date);
  g_free (e->title);
  g_free (e->parent);
  g_free (e->sources);
  for (gint i = 0; i < HC_MAX_SWITCHES; i++)
    g_free (e->sw_source[i]);
  g_free (e);
}

gint
hc_ruleset_switch_index (const HcRuleset *r, const char *name)
{
  for (gint i = 0; i < r->n_switches; i++)
    if (g_strcmp0 (r->switches[i].name, name) == 0)
      return i;
  return -1;
}

gint
hc_ruleset_edition_index (const HcRuleset *r, const char *id)
{
  if (!r->editions)
    return -1;
  if (!id || !*id || g_strcmp0 (id, "latest") == 0)
    return (gint)r->editions->len - 1;
  for (guint i = 0; i < r->editions->len; i++)
    if (g_strcmp0 (((HcEdition *)r->editions->pdata[i])->id, id) == 0)
      return (gint)i;
  return -1;
}

static char *
edition_names (const HcRuleset *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; r->editions && i < r->editions->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "",
                            ((HcEdition *)r->editions->pdata[i])->id);
  return g_string_free (s, FALSE);
}

gboolean
hc_ruleset_edition_variant (const HcRuleset *r, const char *text, gint *edition,
                            gint32 sw[HC_MAX_SWITCHES], guint32 *changed,
                            GError **error)
{
  G_STATIC_ASSERT (HC_MAX_SWITCHES <= 32);
  if (changed)
    *changed = 0;
  g_auto (GStrv) part = g_strsplit (text ? text : "", "+", -1);
  gint ed = hc_ruleset_edition_index (r, part[0]);
  if (ed < 0)
    {
      g_autofree char *known = edition_names (r);
      g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                   "the %s ruleset has no edition \"%s\" (known: %s)", r->id,
                   part[0] ? part[0] : "", known);
      return FALSE;
    }
  memcpy (sw, hc_ruleset_edition (r, ed)->sw,
          sizeof (gint32) * HC_MAX_SWITCHES);
  for (gint i = 1; part[0] && part[i]; i++)
    {
      char *eq = strchr (part[i], '=');
      g_autofree char *name
          = eq ? g_strndup (part[i], (gsize)(eq - part[i])) : NULL;
      gint k = name ? hc_ruleset_switch_index (r, name) : -1;
      gint64 v = 0;
      if (k < 0
          || !g_ascii_string_to_signed (eq + 1, 10, G_MININT32, G_MAXINT32, &v,
                                        NULL))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                       "the %s ruleset has no edition \"%s\": after \"+\" "
                       "expected SWITCH=VALUE with one of its switches and a "
                       "whole number, found \"%s\"",
                       r->id, text, part[i]);
          return FALSE;
        }
      /* a switch is a count or a choice: far from where a ruleset adding
       * it to a resource could overflow */
      if (v < 0 || v > HC_SWITCH_MAX)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_UNKNOWN_NAME,
                       "the %s ruleset has no edition \"%s\": switch %s takes "
                       "0 to %d, not %" G_GINT64_FORMAT,
                       r->id, text, name, HC_SWITCH_MAX, v);
          return FALSE;
        }
      sw[k] = (gint32)v;
      if (changed)
        *changed |= 1u << k;
    }
  *edition = ed;
  return TRUE;
}

const HcEdition *
hc_ruleset_edition (const HcRuleset *r, gint index)
{
  if (!r->editions || index < 0 || (guint)index >= r->editions->len)
    return NULL;
  return r->editions->pdata[index];
}

static gint
edition_by_date (gconstpointer a, gconstpointer b)
{
  const HcEdition *x = *(HcEdition *const *)a, *y = *(HcEdition *const *)b;
  return g_strcmp0 (x->date, y->date);
}

/* where an edition came from, for messages after its file is read */
typedef struct
{
  char *path;
  gint head_line;   /* [edition] */
  gint parent_line; /* parent=, else [edition] */
} EdWhere;

static void
ed_where_free (gpointer p)
{
  EdWhere *w = p;
  g_free (w->path);
  g_free (w);
}

static HcEdition *
edition_load (const HcRuleset *r, const char *path, EdWhere *where,
              GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: %s", path,
                   local->message);
      return NULL;
    }
  if (!hc_ini_check_lines (path, text, error))
    return NULL;
  if (!g_key_file_load_from_data (kf, text, (gsize)-1, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s: %s", path,
                   local->message);
      return NULL;
    }
  where->head_line = hc_ini_line (text, "edition", NULL);
  where->parent_line = hc_ini_line (text, "edition", "parent");
  HcEdition *e = g_new0 (HcEdition, 1);
  for (gint i = 0; i < HC_MAX_SWITCHES; i++)
    e->sw[i] = G_MININT32; /* unset until inheritance fills it */
  const char *keys[] = { "id", "date", "title", "sources" };
  char **slots[] = { &e->id, &e->date, &e->title, &e->sources };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      *slots[i] = g_key_file_get_string (kf, "edition", keys[i], NULL);
      if (!*slots[i] || !**slots[i])
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: [edition] expected a non-empty key \"%s\"", path,
                       hc_ini_line (text, "edition", keys[i]), keys[i]);
          hc_edition_free (e);
          return NULL;
        }
    }
  e->parent = g_key_file_get_string (kf, "edition", "parent", NULL);
  gsize n_groups = 0;
  g_auto (GStrv) groups = g_key_file_get_groups (kf, &n_groups);
  for (gsize i = 0; i < n_groups; i++)
    {
      if (strcmp (groups[i], "edition") == 0)
        continue;
      gint line = hc_ini_line (text, groups[i], NULL);
      if (!g_str_has_prefix (groups[i], "switch "))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: unknown group [%s]; expected [edition] or "
                       "[switch NAME]",
                       path, line, groups[i]);
          hc_edition_free (e);
          return NULL;
        }
      const char *name = groups[i] + 7;
      gint idx = hc_ruleset_switch_index (r, name);
      if (idx < 0)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: [%s]: the %s ruleset has no switch \"%s\"", path,
                       line, groups[i], r->id, name);
          hc_edition_free (e);
          return NULL;
        }
      g_autoptr (GError) verr = NULL;
      gint v = g_key_file_get_integer (kf, groups[i], "value", &verr);
      g_autofree char *src
          = g_key_file_get_string (kf, groups[i], "source", NULL);
      if (verr)
        {
          g_autofree char *raw
              = g_key_file_get_string (kf, groups[i], "value", NULL);
          g_set_error (
              error, HC_ERROR, HC_ERROR_PARSE,
              "%s:%d: [%s]: expected an integer \"value\", found %s%s%s", path,
              hc_ini_line (text, groups[i], "value"), groups[i],
              raw ? "\"" : "", raw ? raw : "none", raw ? "\"" : "");
          hc_edition_free (e);
          return NULL;
        }
      if (v < 0 || v > HC_SWITCH_MAX)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                       "%s:%d: [%s]: \"value\" takes 0 to %d, not %d", path,
                       hc_ini_line (text, groups[i], "value"), groups[i],
                       HC_SWITCH_MAX, v);
          hc_edition_free (e);
          return NULL;
        }
      if (!src || !*src)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                       "%s:%d: [%s]: expected a non-empty \"source\" (where "
                       "the rule comes from)",
                       path, hc_ini_line (text, groups[i], "source"),
                       groups[i]);
          hc_edition_free (e);
          return NULL;
        }
      e->sw[idx] = v;
      e->sw_source[idx] = g_steal_pointer (&src);
    }
  return e;
}

gboolean
hc_ruleset_load_editions (HcRuleset *r, const char *dir, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &local);
  if (!d)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: %s", dir, local->message);
      return FALSE;
    }
  g_autoptr (GPtrArray) eds
      = g_ptr_array_new_with_free_func ((GDestroyNotify)hc_edition_free);
  /* HcEdition does not keep its file, yet every error must name it */
  g_autoptr (GHashTable) where_of
      = g_hash_table_new_full (NULL, NULL, NULL, ed_where_free);
  const char *name;
  while ((name = g_dir_read_name (d)))
    {
      if (!g_str_has_suffix (name, ".ini"))
        continue;
      g_autofree char *path = g_build_filename (dir, name, NULL);
      EdWhere *where = g_new0 (EdWhere, 1);
      HcEdition *e = edition_load (r, path, where, error);
      if (!e)
        {
          ed_where_free (where);
          return FALSE;
        }
      for (guint j = 0; j < eds->len; j++)
        if (g_strcmp0 (((HcEdition *)eds->pdata[j])->id, e->id) == 0)
          {
            EdWhere *other = g_hash_table_lookup (where_of, eds->pdata[j]);
            g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                         "%s:%d: edition id \"%s\" is already used by %s", path,
                         where->head_line, e->id, other->path);
            hc_edition_free (e);
            ed_where_free (where);
            return FALSE;
          }
      where->path = g_steal_pointer (&path);
      g_ptr_array_add (eds, e);
      g_hash_table_insert (where_of, e, where);
    }
  if (eds->len == 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: no edition files", dir);
      return FALSE;
    }
  g_ptr_array_sort (eds, edition_by_date);
  /* inheritance: a switch an edition does not set comes from its parent */
  for (guint i = 0; i < eds->len; i++)
    {
      HcEdition *e = eds->pdata[i];
      HcEdition *parent = NULL;
      if (e->parent && *e->parent)
        {
          for (guint j = 0; j < i; j++)
            if (g_strcmp0 (((HcEdition *)eds->pdata[j])->id, e->parent) == 0)
              parent = eds->pdata[j];
          if (!parent)
            {
              EdWhere *w = g_hash_table_lookup (where_of, e);
              g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                           "%s:%d: edition %s: parent \"%s\" is not an "
                           "edition dated before it",
                           w->path, w->parent_line, e->id, e->parent);
              return FALSE;
            }
        }
      for (gint k = 0; k < r->n_switches; k++)
        if (e->sw[k] == G_MININT32)
          {
            if (!parent)
              {
                EdWhere *w = g_hash_table_lookup (where_of, e);
                g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                             "%s:%d: edition %s: switch \"%s\" is not set "
                             "and there is no parent to inherit it from "
                             "(expected a [switch %s] group)",
                             w->path, w->head_line, e->id, r->switches[k].name,
                             r->switches[k].name);
                return FALSE;
              }
            e->sw[k] = parent->sw[k];
            e->sw_source[k] = g_strdup (parent->sw_source[k]);
          }
      for (gint k = r->n_switches; k < HC_MAX_SWITCHES; k++)
        e->sw[k] = 0;
    }
  if (r->editions)
    g_ptr_array_free (r->editions, TRUE);
  r->editions = g_steal_pointer (&eds);
  return TRUE;
}

static gint
name_index (const char *const *names, gint n, const char *name)
{
  for (gint i = 0; i < n; i++)
    if (names[i] && g_ascii_strcasecmp (names[i], name) == 0)
      return i;
  return -1;
}

gint
hc_ruleset_zone (const HcRuleset *r, const char *name)
{
  return name_index (r->zone_names, r->n_zones, name);
}

gint
hc_ruleset_counter (const HcRuleset *r, const char *name)
{
  return name_index (r->counter_names, r->n_counters, name);
}

gint
hc_ruleset_res (const HcRuleset *r, const char *name)
{
  return name_index (r->res_names, r->n_res, name);
}

gint
hc_ruleset_global (const HcRuleset *r, const char *name)
{
  return name_index (r->global_names, r->n_globals, name);
}

gint
hc_ruleset_player (const HcRuleset *r, const char *name)
{
  gint i = name_index (r->player_names, HC_MAX_PLAYERS, name);
  if (i >= 0)
    return i;
  /* short forms: "dark" for "Dark Side" */
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (g_ascii_strncasecmp (r->player_names[p], name, strlen (name)) == 0
        && strlen (name) >= 3)
      return p;
  return -1;
}

const char *
hc_data_dir (void)
{
  const char *env = g_getenv ("HOLOCRON_DATA");
  return env && *env ? env : HC_SOURCE_ROOT "/data";
}

const char *
hc_rulesets_dir (void)
{
  const char *env = g_getenv ("HOLOCRON_RULESETS");
  return env && *env ? env : HC_SOURCE_ROOT "/rulesets";
}
