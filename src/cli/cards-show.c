/* holocron cards show NAME: one card as the engine sees it. */
#include "cli.h"

#include <string.h>

static void
print_card (const HcRuleset *r, const HcCardDef *d, gboolean verbose)
{
  printf ("%s\n", d->name);
  printf ("  %-12s %s %d\n", "set", d->set ? d->set : "?", d->number);
  printf ("  %-12s %s\n", "side",
          d->side >= 0 && d->side < HC_MAX_PLAYERS ? r->player_names[d->side]
                                                   : "neutral");
  if (r->type_names && d->type >= 0 && d->type < r->n_types)
    printf ("  %-12s %s\n", "type", r->type_names[d->type]);
  if (d->subtype && *d->subtype)
    printf ("  %-12s %s\n", "subtype", d->subtype);
  printf ("  %-12s %s\n", "unique", d->unique ? "yes" : "no");
  for (gint i = 0; i < r->n_stats && i < HC_MAX_STATS; i++)
    printf ("  %-12s %d\n", r->stat_names[i], d->stat[i]);
  if (d->keywords && *d->keywords)
    printf ("  %-12s %s\n", "keywords", d->keywords);
  if (r->card_text)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      r->card_text (d, text);
      /* continuation lines line up under the first */
      g_auto (GStrv) lines = g_strsplit (g_strchomp (text->str), "\n", -1);
      for (guint i = 0; lines[i] && *text->str; i++)
        printf ("  %-12s %s\n", i ? "" : "text", lines[i]);
    }
  /* how the engine encodes and where it read the card are for whoever
   * works on the card data */
  if (verbose && d->script && *d->script)
    printf ("  %-12s %s\n", "encoding", d->script);
  if (d->implemented)
    printf ("  %-12s yes\n", "implemented");
  else
    printf ("  %-12s no%s%s\n", "implemented",
            d->missing && *d->missing ? ": " : "",
            d->missing ? d->missing : "");
  if (verbose && d->source)
    printf ("  %-12s %s\n", "source", d->source);
}

/* Other cards of the same title (a later printing, another version): a
 * plain title names one of them, the others carry set and number. */
static void
print_printings (const HcCardDb *db, const HcCardDef *d)
{
  guint shown = 0;
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *o = hc_card_db_get (db, (gint)i);
      if (o != d && o->title && d->title && strcmp (o->title, d->title) == 0)
        printf ("  %-12s %s\n", shown++ ? "" : "same title", o->name);
    }
}

/* Names that contain the asked-for text, to suggest after a miss. */
static guint
print_near (const HcCardDb *db, const char *name)
{
  g_autofree char *want = g_utf8_casefold (name, -1);
  guint shown = 0;
  for (guint i = 0; i < hc_card_db_size (db) && shown < 10; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      g_autofree char *have = g_utf8_casefold (d->name, -1);
      if (strstr (have, want))
        {
          fprintf (stderr, "%s  %s\n", shown ? "" : "did you mean:\n", d->name);
          shown++;
        }
    }
  return shown;
}

int
cards_show (int argc, char **argv)
{
  g_autofree char *ruleset = NULL;
  gboolean verbose = FALSE;
  const GOptionEntry entries[] = {
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      "also the card's ability encoding and the card-data line it comes "
      "from",
      NULL },
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "cards show", "NAME",
      "Shows a card's facts, its text rendered from the ability encoding and\n"
      "whether every clause is implemented, then the other cards of its\n"
      "title.  NAME is the full card name (any case), e.g. \"Darth Vader\n"
      "(A)\" or \"Luke Skywalker (EfH 301)\"; words need no quotes.",
      entries);
  if (!cli_parse (ctx, "cards show", &argc, &argv)
      || !cli_check_args ("cards show", argc, argv, 1, G_MAXINT, "a card NAME"))
    return CLI_USAGE;
  const HcRuleset *r = NULL;
  int rc = CLI_OK;
  const HcCardDb *db = cli_ruleset_cards ("cards show", ruleset, &r, &rc);
  if (!db)
    return rc;
  g_autofree char *name = g_strjoinv (" ", argv + 1);
  gint idx = hc_card_db_lookup (db, name);
  if (idx < 0)
    {
      cli_error ("cards show", "no card \"%s\" in the %s card data", name,
                 r->id);
      print_near (db, name);
      return CLI_FAILED;
    }
  print_card (r, hc_card_db_get (db, idx), verbose);
  print_printings (db, hc_card_db_get (db, idx));
  return CLI_OK;
}
