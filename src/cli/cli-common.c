#include "cli.h"

#include <stdarg.h>
#include <string.h>

void
cli_error (const char *cmd, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  fprintf (stderr, "holocron%s%s: %s\n", cmd ? " " : "", cmd ? cmd : "", msg);
}

GOptionContext *
cli_options (const char *cmd, const char *params, const char *summary,
             const GOptionEntry *entries)
{
  GOptionContext *ctx = g_option_context_new (params);
  g_option_context_set_summary (ctx, summary);
  if (entries)
    g_option_context_add_main_entries (ctx, entries, NULL);
  /* GOptionContext names the program in --help from g_get_prgname */
  g_autofree char *prg = g_strdup_printf ("holocron %s", cmd);
  g_set_prgname (prg);
  return ctx;
}

gboolean
cli_parse (GOptionContext *ctx, const char *cmd, int *argc, char ***argv)
{
  g_autoptr (GError) err = NULL;
  if (g_option_context_parse (ctx, argc, argv, &err))
    return TRUE;
  cli_error (cmd, "%s (see 'holocron %s --help')", err->message, cmd);
  return FALSE;
}

gboolean
cli_check_args (const char *cmd, int argc, char **argv, int min_args,
                int max_args, const char *what)
{
  /* argv[0] is the command itself */
  int n = argc - 1;
  if (n > max_args)
    {
      cli_error (cmd, "unexpected argument \"%s\" (see 'holocron %s --help')",
                 argv[max_args + 1], cmd);
      return FALSE;
    }
  if (n < min_args)
    {
      cli_error (cmd, "expected %s (see 'holocron %s --help')", what, cmd);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_rulesets_ready (const char *cmd)
{
  g_autoptr (GError) err = NULL;
  if (hc_rulesets_init (&err))
    return TRUE;
  cli_error (cmd, "cannot set up the rulesets: %s", err->message);
  return FALSE;
}

const HcRuleset *
cli_ruleset (const char *cmd, const char *id)
{
  if (!cli_rulesets_ready (cmd))
    return NULL;
  const HcRuleset *r = hc_ruleset_find (id);
  if (r)
    return r;
  GPtrArray *all = hc_ruleset_all ();
  g_autoptr (GString) known = g_string_new (NULL);
  for (guint i = 0; i < all->len; i++)
    g_string_append_printf (known, "%s%s", i ? ", " : "",
                            ((const HcRuleset *)all->pdata[i])->id);
  cli_error (cmd, "unknown ruleset \"%s\" (known: %s)", id,
             known->len ? known->str : "none");
  return NULL;
}

const HcCardDb *
cli_cards (const char *cmd, const HcRuleset *r)
{
  g_autoptr (GError) err = NULL;
  const HcCardDb *db = hc_rulesets_cards (r, &err);
  if (!db)
    cli_error (cmd, "cannot load the %s cards: %s", r->id, err->message);
  return db;
}

const HcCardDb *
cli_ruleset_cards (const char *cmd, const char *id, const HcRuleset **r_out,
                   int *rc)
{
  const HcRuleset *r = cli_ruleset (cmd, id ? id : "wotc");
  if (!r)
    {
      *rc = CLI_USAGE;
      return NULL;
    }
  const HcCardDb *db = cli_cards (cmd, r);
  *rc = db ? CLI_OK : CLI_FAILED;
  *r_out = r;
  return db;
}

HcMatchSetup *
cli_match_setup (const char *cmd, const HcRuleset *r, const char *edition,
                 int *rc)
{
  const HcCardDb *db = cli_cards (cmd, r);
  if (!db)
    {
      *rc = CLI_FAILED;
      return NULL;
    }
  g_autoptr (GError) err = NULL;
  HcMatchSetup *setup = hc_match_setup_new (r, db, edition, &err);
  if (!setup)
    {
      /* an unknown edition is the usual cause; a bad default deck the rare */
      cli_error (cmd, "%s", err->message);
      *rc = g_error_matches (err, HC_ERROR, HC_ERROR_UNKNOWN_NAME) ? CLI_USAGE
                                                                   : CLI_FAILED;
    }
  return setup;
}

gboolean
cli_seed (const char *cmd, const char *text, guint64 *out)
{
  g_autoptr (GError) err = NULL;
  if (g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, &err))
    return TRUE;
  cli_error (cmd, "--seed: %s", err->message);
  return FALSE;
}

gsize
cli_print_json (JsonBuilder *b)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  gsize len = 0;
  g_autofree char *text = json_generator_to_data (gen, &len);
  printf ("%s\n", text);
  return len + 1;
}

void
cli_json_int (JsonBuilder *b, const char *name, gint64 v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

void
cli_json_double (JsonBuilder *b, const char *name, double v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, v);
}

void
cli_json_string (JsonBuilder *b, const char *name, const char *v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, v);
}

void
cli_unique_lines (GString *text)
{
  g_auto (GStrv) lines = g_strsplit (text->str, "\n", -1);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_string_truncate (text, 0);
  for (gint i = 0; lines[i]; i++)
    {
      if (!*lines[i] || !g_hash_table_add (seen, lines[i]))
        continue;
      g_string_append_printf (text, "%s\n", lines[i]);
    }
}
