/* The file's structure: the header (key: value lines), then the setup:,
 * script: and expect: sections, whose lines are kept as tokens for the
 * set-up and the compiler, which know the ruleset's names. */
#include "scenario-internal.h"

#include <string.h>

#define BOM "\xef\xbb\xbf"

static const char *const section_names[HC_SCN_N_SECTIONS]
    = { "setup:", "script:", "expect:" };

static const char *const header_keys[] = {
  "format", "title", "source", "ruleset", "edition", "seed", "status",
};

void
hc_scenario_free (HcScenario *s)
{
  if (!s)
    return;
  g_free (s->path);
  g_free (s->title);
  g_free (s->source);
  g_free (s->ruleset);
  g_free (s->edition);
  g_free (s->pending);
  g_free (s->expect_error);
  for (gint i = 0; i < HC_SCN_N_SECTIONS; i++)
    if (s->section[i])
      g_ptr_array_free (s->section[i], TRUE);
  g_free (s);
}

const char *
hc_scenario_title (const HcScenario *s)
{
  return s->title;
}

const char *
hc_scenario_path (const HcScenario *s)
{
  return s->path;
}

static gint
section_of (const char *trimmed)
{
  for (gint i = 0; i < HC_SCN_N_SECTIONS; i++)
    if (strcmp (trimmed, section_names[i]) == 0)
      return i;
  return -1;
}

static gboolean
is_header_key (const char *key)
{
  for (guint i = 0; i < G_N_ELEMENTS (header_keys); i++)
    if (strcmp (key, header_keys[i]) == 0)
      return TRUE;
  return FALSE;
}

/* "key: value" with a lower-case key, or NULL */
static char *
split_header (const char *line, const char **value)
{
  const char *p = line;
  while (g_ascii_islower (*p) || *p == '-' || *p == '_')
    p++;
  if (p == line || *p != ':')
    return NULL;
  const char *v = p + 1;
  while (*v == ' ' || *v == '\t')
    v++;
  *value = v;
  return g_strndup (line, (gsize)(p - line));
}

typedef struct
{
  HcScenario *s;
  gint key_line[G_N_ELEMENTS (header_keys)];
} HeaderState;

static gboolean
set_header (HeaderState *h, gint line, const char *key, const char *value,
            GError **error)
{
  HcScenario *s = h->s;
  guint k = 0;
  while (k < G_N_ELEMENTS (header_keys) && strcmp (key, header_keys[k]) != 0)
    k++;
  if (k == G_N_ELEMENTS (header_keys))
    {
      g_autofree char *known = g_strjoinv (", ", (char **)header_keys);
      hc_scn_error (error, s->path, line,
                    "unknown header key \"%s:\"; the header keys are %s", key,
                    known);
      return FALSE;
    }
  if (h->key_line[k])
    {
      hc_scn_error (error, s->path, line,
                    "\"%s:\" is given twice (first at line %d)", key,
                    h->key_line[k]);
      return FALSE;
    }
  h->key_line[k] = line;
  if (!*value)
    {
      hc_scn_error (error, s->path, line, "\"%s:\" has no value", key);
      return FALSE;
    }
  if (strcmp (key, "format") == 0)
    {
      guint64 v = 0;
      if (!g_ascii_string_to_unsigned (value, 10, 1, G_MAXINT, &v, NULL)
          || v != HC_SCN_FORMAT)
        {
          hc_scn_error (error, s->path, line,
                        "unsupported format \"%s\"; this holocron reads "
                        "format %d",
                        value, HC_SCN_FORMAT);
          return FALSE;
        }
    }
  else if (strcmp (key, "seed") == 0)
    {
      if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &s->seed,
                                       NULL))
        {
          hc_scn_error (error, s->path, line,
                        "expected a whole number from 0 to %" G_GUINT64_FORMAT
                        " for \"seed:\" but found \"%s\"",
                        G_MAXUINT64, value);
          return FALSE;
        }
    }
  else if (strcmp (key, "status") == 0)
    {
      /* "pending REASON": read and set up, but not played (see
       * doc/scenario-format.md) */
      const char *word = "pending";
      gsize wl = strlen (word);
      if (strncmp (value, word, wl) != 0
          || (value[wl] && value[wl] != ' ' && value[wl] != '\t'))
        {
          hc_scn_error (error, s->path, line,
                        "unknown status \"%s\"; the only status is "
                        "\"pending REASON\"",
                        value);
          return FALSE;
        }
      g_autofree char *reason = g_strstrip (g_strdup (value + wl));
      if (!*reason)
        {
          hc_scn_error (error, s->path, line,
                        "\"status: pending\" needs a reason: what the "
                        "engine lacks for this scenario to run");
          return FALSE;
        }
      s->pending = g_steal_pointer (&reason);
    }
  else
    {
      char **slot = strcmp (key, "title") == 0     ? &s->title
                    : strcmp (key, "source") == 0  ? &s->source
                    : strcmp (key, "ruleset") == 0 ? &s->ruleset
                                                   : &s->edition;
      *slot = g_strdup (value);
      if (slot == &s->ruleset)
        s->ruleset_line = line;
      if (slot == &s->edition)
        s->edition_line = line;
    }
  return TRUE;
}

static gboolean
check_header_complete (HeaderState *h, gint line, GError **error)
{
  const char *required[] = { "title", "source", "ruleset", "edition" };
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      guint k = 0;
      while (strcmp (header_keys[k], required[i]) != 0)
        k++;
      if (!h->key_line[k])
        {
          hc_scn_error (error, h->s->path, line,
                        "the header has no \"%s:\" line (it needs title:, "
                        "source:, ruleset: and edition: before setup:)",
                        required[i]);
          return FALSE;
        }
    }
  return TRUE;
}

/* "# expect-error: LINE: TEXT" on the first line marks a format self-test:
 * a scenario that must fail with that error.  Returns -1 when the marker is
 * malformed, 0 when there is none, else the line. */
static gint
marker_of (const char *first, char **text)
{
  const char *marker = "# expect-error:";
  if (!g_str_has_prefix (first, marker))
    return 0;
  const char *p = first + strlen (marker);
  char *end = NULL;
  gint64 line = g_ascii_strtoll (p, &end, 10);
  if (end == p || *end != ':' || line < 1 || line > G_MAXINT)
    return -1;
  g_autofree char *t = g_strstrip (g_strdup (end + 1));
  if (!*t)
    return -1;
  *text = g_steal_pointer (&t);
  return (gint)line;
}

gint
hc_scn_expect_error_of (const char *text, char **msg)
{
  if (g_str_has_prefix (text, BOM))
    text += 3;
  const char *nl = strchr (text, '\n');
  g_autofree char *first
      = nl ? g_strndup (text, (gsize)(nl - text)) : g_strdup (text);
  g_strchomp (first);
  return marker_of (first, msg);
}

static gboolean
read_expect_error (HcScenario *s, const char *first, GError **error)
{
  s->expect_error_line = marker_of (first, &s->expect_error);
  if (s->expect_error_line >= 0)
    return TRUE;
  s->expect_error_line = 0;
  hc_scn_error (error, s->path, 1,
                "expected \"# expect-error: LINE: TEXT\" (a line number, a "
                "colon, then the text of the error)");
  return FALSE;
}

static gboolean
add_section_line (HcScenario *s, gint section, gint line, const char *written,
                  const char *text, GError **error)
{
  GPtrArray *tok = hc_scn_tokenize (s->path, line, written, error);
  if (!tok)
    return FALSE;
  if (tok->len == 1)
    {
      const HcScnToken *t = tok->pdata[0];
      if (!t->quoted && g_str_has_suffix (t->text, ":"))
        {
          hc_scn_error (error, s->path, line,
                        "unknown section \"%s\"; the sections are setup:, "
                        "script: and expect:",
                        t->text);
          g_ptr_array_free (tok, TRUE);
          return FALSE;
        }
    }
  HcScnLine *l = g_new0 (HcScnLine, 1);
  l->line = line;
  l->text = g_strdup (text);
  l->tok = tok;
  g_ptr_array_add (s->section[section], l);
  return TRUE;
}

static gboolean
start_section (HcScenario *s, gint current, gint next, gint line,
               GError **error)
{
  if (s->section_line[next])
    {
      hc_scn_error (error, s->path, line,
                    "the %s section is given twice (first at line %d)",
                    section_names[next], s->section_line[next]);
      return FALSE;
    }
  if (next < current)
    {
      hc_scn_error (error, s->path, line,
                    "the %s section must come before %s (the order is "
                    "setup:, script:, expect:)",
                    section_names[next], section_names[current]);
      return FALSE;
    }
  s->section_line[next] = line;
  return TRUE;
}

HcScenario *
hc_scenario_parse (const char *path, const char *text, gssize len,
                   GError **error)
{
  g_autoptr (HcScenario) s = g_new0 (HcScenario, 1);
  s->path = g_strdup (path);
  s->seed = 1;
  for (gint i = 0; i < HC_SCN_N_SECTIONS; i++)
    s->section[i]
        = g_ptr_array_new_with_free_func ((GDestroyNotify)hc_scn_line_free);
  gsize n = len < 0 ? strlen (text) : (gsize)len;
  /* editors on some systems start UTF-8 files with a byte-order mark */
  if (n >= 3 && memcmp (text, BOM, 3) == 0)
    {
      text += 3;
      n -= 3;
    }
  const char *bad = NULL;
  if (!g_utf8_validate (text, (gssize)n, &bad))
    {
      gint line = 1;
      for (const char *p = text; p < bad; p++)
        line += *p == '\n';
      hc_scn_error (error, path, line, "the file is not valid UTF-8");
      return NULL;
    }
  g_autofree char *copy = g_strndup (text, n);
  g_auto (GStrv) lines = g_strsplit (copy, "\n", -1);
  HeaderState h = { .s = s };
  gint section = -1;
  for (gint i = 0; lines[i]; i++)
    {
      gint line = i + 1;
      char *raw = lines[i];
      gsize rl = strlen (raw);
      if (rl && raw[rl - 1] == '\r')
        raw[rl - 1] = '\0';
      if (i == 0 && !read_expect_error (s, raw, error))
        return NULL;
      /* tokens come from the line as written, so columns match an editor's */
      g_autofree char *written = g_strdup (raw);
      const char *t = g_strstrip (raw);
      if (!*t || *t == '#')
        continue;
      s->last_line = line;
      gint next = section_of (t);
      if (next >= 0)
        {
          if (section < 0 && !check_header_complete (&h, line, error))
            return NULL;
          if (!start_section (s, section, next, line, error))
            return NULL;
          section = next;
          continue;
        }
      const char *value = NULL;
      g_autofree char *key = split_header (t, &value);
      if (section < 0)
        {
          if (!key)
            {
              hc_scn_error (error, path, line,
                            "expected a header line \"key: value\" or the "
                            "setup: section, but found \"%s\"",
                            t);
              return NULL;
            }
          if (!set_header (&h, line, key, value, error))
            return NULL;
          continue;
        }
      if (key && is_header_key (key))
        {
          hc_scn_error (error, path, line,
                        "\"%s:\" is a header line; the header must come "
                        "before the setup: section",
                        key);
          return NULL;
        }
      if (!add_section_line (s, section, line, written, t, error))
        return NULL;
    }
  if (section < 0)
    {
      if (!check_header_complete (&h, MAX (s->last_line, 1), error))
        return NULL;
      hc_scn_error (error, path, MAX (s->last_line, 1),
                    "the scenario has no setup: section");
      return NULL;
    }
  if (!s->section_line[HC_SCN_SETUP])
    {
      hc_scn_error (error, path,
                    s->section_line[HC_SCN_SCRIPT]
                        ? s->section_line[HC_SCN_SCRIPT]
                        : s->section_line[HC_SCN_EXPECT],
                    "the scenario has no setup: section (it comes first)");
      return NULL;
    }
  return g_steal_pointer (&s);
}

HcScenario *
hc_scenario_load (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr (GError) local = NULL;
  if (!g_file_get_contents (path, &text, &len, &local))
    {
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s:1: cannot read: %s", path,
                   local->message);
      return NULL;
    }
  return hc_scenario_parse (path, text, (gssize)len, error);
}
