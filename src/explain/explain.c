/* The rule and the rule switches behind each log step (hc-explain.h). */
#include "hc-explain.h"

#include <string.h>

/* One `steps=` pattern: RULE[/KIND][@PHASE] of a switch. */
typedef struct
{
  gint rule;
  char *kind; /* NULL: any message kind */
  gint phase; /* -1: any phase */
  gint sw;
} StepPattern;

typedef struct
{
  GArray *steps;     /* StepPattern */
  GHashTable *means; /* "SWITCH=VALUE" -> what the value means */
  char *error;       /* why the table could not be read, or NULL */
} Table;

static void
table_free (gpointer p)
{
  Table *t = p;
  for (guint i = 0; t->steps && i < t->steps->len; i++)
    g_free (g_array_index (t->steps, StepPattern, i).kind);
  if (t->steps)
    g_array_free (t->steps, TRUE);
  if (t->means)
    g_hash_table_destroy (t->means);
  g_free (t->error);
  g_free (t);
}

static void
json_string (JsonBuilder *b, const char *name, const char *v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, v);
}

static void
json_int (JsonBuilder *b, const char *name, gint64 v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

static gint
rule_index (const HcRuleset *r, const char *id)
{
  for (gint i = 0; i < r->n_rules; i++)
    if (r->rules[i].id && g_str_equal (r->rules[i].id, id))
      return i;
  return -1;
}

static gboolean
kind_known (const HcRuleset *r, const char *kind)
{
  for (gint i = 0; i < r->n_messages; i++)
    if (r->messages[i].kind && g_str_equal (r->messages[i].kind, kind))
      return TRUE;
  return FALSE;
}

/* Phases are numbered from 0 until the ruleset stops naming them. */
static gint
phase_index (const HcRuleset *r, const char *name)
{
  for (gint i = 0; r->phase_name && i < 32; i++)
    {
      const char *p = r->phase_name (i);
      if (!p || g_str_equal (p, "?"))
        break;
      if (g_str_equal (p, name))
        return i;
    }
  return -1;
}

static gboolean
parse_pattern (const HcRuleset *r, const char *where, const char *text, gint sw,
               StepPattern *out, GError **error)
{
  g_autofree char *s = g_strstrip (g_strdup (text));
  char *at = strchr (s, '@');
  if (at)
    *at++ = '\0';
  char *slash = strchr (s, '/');
  if (slash)
    *slash++ = '\0';
  *out = (StepPattern){ .rule = rule_index (r, s), .phase = -1, .sw = sw };
  if (out->rule < 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: \"%s\": expected RULE[/KIND][@PHASE] with a rule id of "
                   "the %s ruleset, found the unknown rule \"%s\"",
                   where, text, r->id, s);
      return FALSE;
    }
  if (slash && !kind_known (r, slash))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: \"%s\": no %s log message is of kind \"%s\"", where,
                   text, r->id, slash);
      return FALSE;
    }
  if (at && (out->phase = phase_index (r, at)) < 0)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: \"%s\": the %s ruleset has no phase \"%s\"", where,
                   text, r->id, at);
      return FALSE;
    }
  out->kind = slash ? g_strdup (slash) : NULL;
  return TRUE;
}

static gboolean
load_file (const HcRuleset *r, const char *path, Table *t, GError **error)
{
  g_autoptr (GKeyFile) kf = g_key_file_new ();
  if (!g_key_file_load_from_file (kf, path, G_KEY_FILE_NONE, error))
    return FALSE;
  gsize n = 0;
  g_auto (GStrv) groups = g_key_file_get_groups (kf, &n);
  for (gsize i = 0; i < n; i++)
    {
      if (!g_str_has_prefix (groups[i], "switch "))
        continue;
      const char *name = groups[i] + strlen ("switch ");
      gint sw = hc_ruleset_switch_index (r, name);
      if (sw < 0)
        continue; /* the edition loader has refused such a file already */
      g_autofree char *where
          = g_strdup_printf ("%s: [%s] steps", path, groups[i]);
      g_auto (GStrv) steps
          = g_key_file_get_string_list (kf, groups[i], "steps", NULL, NULL);
      for (gint k = 0; steps && steps[k]; k++)
        {
          if (!*g_strstrip (steps[k]))
            continue;
          StepPattern p;
          if (!parse_pattern (r, where, steps[k], sw, &p, error))
            return FALSE;
          g_array_append_val (t->steps, p);
        }
      /* means= is what this edition's value does; means.V= what a value
       * no edition takes would do (a scenario may set it) */
      gsize n_keys = 0;
      g_auto (GStrv) keys = g_key_file_get_keys (kf, groups[i], &n_keys, NULL);
      for (gsize k = 0; k < n_keys; k++)
        {
          gint64 v;
          if (g_str_equal (keys[k], "means"))
            {
              g_autoptr (GError) verr = NULL;
              v = g_key_file_get_integer (kf, groups[i], "value", &verr);
              if (verr)
                continue;
            }
          else if (!g_str_has_prefix (keys[k], "means."))
            continue;
          else if (!g_ascii_string_to_signed (keys[k] + 6, 10, G_MININT32,
                                              G_MAXINT32, &v, NULL))
            {
              g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                           "%s: [%s] %s: expected means.VALUE with a whole "
                           "number",
                           path, groups[i], keys[k]);
              return FALSE;
            }
          g_autofree char *text
              = g_key_file_get_string (kf, groups[i], keys[k], NULL);
          char *key = g_strdup_printf ("%s=%" G_GINT64_FORMAT, name, v);
          if (text && !g_hash_table_contains (t->means, key))
            g_hash_table_insert (t->means, key, g_strdup (g_strstrip (text)));
          else
            g_free (key);
        }
    }
  return TRUE;
}

static Table *
table_load (const HcRuleset *r)
{
  Table *t = g_new0 (Table, 1);
  t->steps = g_array_new (FALSE, FALSE, sizeof (StepPattern));
  t->means = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *dir
      = g_build_filename (hc_rulesets_dir (), r->id, "editions", NULL);
  g_autoptr (GError) err = NULL;
  g_autoptr (GDir) d = g_dir_open (dir, 0, &err);
  if (!d)
    {
      t->error = g_strdup_printf ("%s: %s", dir, err->message);
      return t;
    }
  /* sorted, so the first meaning given for a value is always the same one */
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".ini"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc)(void (*) (void))g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, names->pdata[i], NULL);
      if (!load_file (r, path, t, &err))
        {
          t->error = g_strdup (err->message);
          return t;
        }
    }
  return t;
}

/* One table per ruleset, read when first needed. */
static const Table *
table_of (const HcRuleset *r)
{
  static GHashTable *tables;
  if (!tables)
    tables = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, table_free);
  Table *t = g_hash_table_lookup (tables, r->id);
  if (!t)
    {
      t = table_load (r);
      g_hash_table_insert (tables, (gpointer)r->id, t);
    }
  return t;
}

gboolean
hc_explain_check (const HcRuleset *r, GError **error)
{
  const Table *t = table_of (r);
  if (t->error)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE, "%s", t->error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
matches (const HcGame *g, const HcLogEntry *e, const StepPattern *p)
{
  return p->rule == e->rule && (p->phase < 0 || p->phase == e->phase)
         && (!p->kind || g_str_equal (p->kind, hc_log_kind_name (g, e)));
}

/* The switches that govern e, each once, in table order. */
static gint
switches_of (const HcGame *g, const HcLogEntry *e, const Table *t, gint *out)
{
  gint n = 0;
  for (guint i = 0; i < t->steps->len; i++)
    {
      const StepPattern *p = &g_array_index (t->steps, StepPattern, i);
      if (!matches (g, e, p))
        continue;
      gboolean seen = FALSE;
      for (gint k = 0; k < n; k++)
        seen |= out[k] == p->sw;
      if (!seen && n < HC_MAX_SWITCHES)
        out[n++] = p->sw;
    }
  return n;
}

static const char *
meaning (const Table *t, const HcRuleset *r, gint sw, gint32 v)
{
  g_autofree char *key = g_strdup_printf ("%s=%d", r->switches[sw].name, v);
  const char *m = g_hash_table_lookup (t->means, key);
  /* a number such as the Force at the start: the switch's own words */
  return m ? m : r->switches[sw].doc;
}

/* The other editions grouped by the value they give switch sw, other than
 * the game's: each group's edition ids joined by ", ". */
typedef struct
{
  gint32 value;
  GString *editions;
} Other;

static guint
others_of (const HcGame *g, gint sw, Other *out, guint max)
{
  const HcRuleset *r = g->rules;
  guint n = 0;
  for (guint i = 0; r->editions && i < r->editions->len; i++)
    {
      const HcEdition *ed = r->editions->pdata[i];
      if (ed->sw[sw] == g->sw[sw])
        continue;
      guint k = 0;
      while (k < n && out[k].value != ed->sw[sw])
        k++;
      if (k == n)
        {
          if (n == max)
            continue;
          out[n++] = (Other){ ed->sw[sw], g_string_new (NULL) };
        }
      g_string_append_printf (out[k].editions, "%s%s",
                              out[k].editions->len ? ", " : "", ed->id);
    }
  return n;
}

void
hc_explain_text (const HcGame *g, const HcLogEntry *e, const char *indent,
                 GString *out)
{
  const HcRuleset *r = g->rules;
  const Table *t = table_of (r);
  if (e->rule < r->n_rules)
    g_string_append_printf (out, "%srule %s: %s\n", indent,
                            r->rules[e->rule].id, r->rules[e->rule].source);
  if (t->error)
    return;
  gint sws[HC_MAX_SWITCHES];
  gint n = switches_of (g, e, t, sws);
  const HcEdition *mine = hc_ruleset_edition (r, g->edition);
  for (gint k = 0; k < n; k++)
    {
      gint sw = sws[k];
      const char *name = r->switches[sw].name;
      Other other[8];
      guint m = others_of (g, sw, other, G_N_ELEMENTS (other));
      g_string_append_printf (out, "%sswitch %s = %d in %s%s: %s\n", indent,
                              name, g->sw[sw], mine ? mine->id : "?",
                              m ? "" : " and every other edition",
                              meaning (t, r, sw, g->sw[sw]));
      if (mine && mine->sw[sw] != g->sw[sw])
        g_string_append_printf (out,
                                "%s  (set by the scenario: the edition says "
                                "%d)\n",
                                indent, mine->sw[sw]);
      for (guint j = 0; j < m; j++)
        {
          g_string_append_printf (out, "%s  %s = %d in %s instead: %s\n",
                                  indent, name, other[j].value,
                                  other[j].editions->str,
                                  meaning (t, r, sw, other[j].value));
          g_string_free (other[j].editions, TRUE);
        }
    }
}

void
hc_explain_json (const HcGame *g, const HcLogEntry *e, JsonBuilder *b)
{
  const HcRuleset *r = g->rules;
  const Table *t = table_of (r);
  json_builder_set_member_name (b, "explain");
  json_builder_begin_object (b);
  if (e->rule < r->n_rules)
    {
      json_string (b, "rule", r->rules[e->rule].id);
      json_string (b, "source", r->rules[e->rule].source);
    }
  json_builder_set_member_name (b, "switches");
  json_builder_begin_array (b);
  gint sws[HC_MAX_SWITCHES];
  gint n = t->error ? 0 : switches_of (g, e, t, sws);
  for (gint k = 0; k < n; k++)
    {
      gint sw = sws[k];
      json_builder_begin_object (b);
      json_string (b, "name", r->switches[sw].name);
      json_int (b, "value", g->sw[sw]);
      json_string (b, "means", meaning (t, r, sw, g->sw[sw]));
      json_builder_set_member_name (b, "other_editions");
      json_builder_begin_array (b);
      Other other[8];
      guint m = others_of (g, sw, other, G_N_ELEMENTS (other));
      for (guint j = 0; j < m; j++)
        {
          json_builder_begin_object (b);
          json_string (b, "editions", other[j].editions->str);
          json_int (b, "value", other[j].value);
          json_string (b, "means", meaning (t, r, sw, other[j].value));
          json_builder_end_object (b);
          g_string_free (other[j].editions, TRUE);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}
