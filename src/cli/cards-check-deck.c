/* holocron cards check-deck FILE: read a deck in any format players keep
 * (list, .dek, .o8d), apply a play format's deck rules to it, and name the
 * cards the engine cannot play as printed. */
#include "cli.h"
#include "hc-deck.h"

/* The side a deck is for: asked for, or that of its first sided card. */
static gint
deck_side (const HcCardDb *db, const GArray *cards)
{
  for (guint i = 0; i < cards->len; i++)
    {
      const HcCardDef *d
          = hc_card_db_get (db, g_array_index (cards, gint16, i));
      if (d->side >= 0 && d->side < HC_MAX_PLAYERS)
        return d->side;
    }
  return 0;
}

static void
print_indented (FILE *out, GString *text)
{
  cli_unique_lines (text);
  while (text->len && g_ascii_isspace (text->str[text->len - 1]))
    g_string_truncate (text, text->len - 1);
  g_auto (GStrv) lines = g_strsplit (text->str, "\n", -1);
  for (gint i = 0; lines[i]; i++)
    fprintf (out, "  %s\n", lines[i]);
}

/* Cards of the file that are in no set of the card data. */
static void
report_other (const HcDeck *deck)
{
  guint n = 0;
  for (guint i = 0; i < deck->other->len; i++)
    n += (guint)((const HcDeckOther *)deck->other->pdata[i])->count;
  fprintf (stderr,
           "%s: %u cards are not in the card data; no game can use "
           "them:\n",
           deck->name, n);
  for (guint i = 0; i < deck->other->len; i++)
    {
      const HcDeckOther *o = deck->other->pdata[i];
      g_autofree char *q = hc_deck_quote (o->name);
      g_autofree char *s = hc_deck_quote (o->set ? o->set : "?");
      fprintf (stderr, "  line %d: %d %s (set %s): %s\n", o->line, o->count, q,
               s,
               o->fan ? "a fan-made card, not one of the official sets"
                      : "an official card the card data does not hold yet");
    }
}

int
cards_check_deck (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *side_name = NULL, *format = NULL;
  gboolean list_formats = FALSE;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name,
      "the side the deck is for, e.g. dark or light (default: the side of "
      "its first card that has one)",
      "SIDE" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format,
      "the play format whose rules apply (default: constructed; "
      "--list-formats names them)",
      "NAME" },
    { "list-formats", 0, 0, G_OPTION_ARG_NONE, &list_formats,
      "list the ruleset's play formats and exit", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "cards check-deck", "FILE",
      "Reads a deck (a list such as \"3x Card Name\", a LackeyCCG .dek or\n"
      "an OCTGN .o8d file) and checks it against a play format's deck\n"
      "rules.  Lists the cards the engine does not fully implement.  Exits\n"
      "1 when the deck cannot be read, holds cards not in the card data or\n"
      "breaks a rule, naming the line or the rule.",
      entries);
  if (!cli_parse (ctx, "cards check-deck", &argc, &argv))
    return CLI_USAGE;
  const HcRuleset *r
      = cli_ruleset ("cards check-deck", ruleset ? ruleset : "wotc");
  if (!r)
    return CLI_USAGE;
  if (list_formats)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      hc_deck_formats_list (r, out);
      fputs (out->str, stdout);
      return CLI_OK;
    }
  if (!cli_check_args ("cards check-deck", argc, argv, 1, 1, "a deck FILE"))
    return CLI_USAGE;
  const char *path = argv[1];
  gint side = -1;
  if (side_name && (side = hc_ruleset_player (r, side_name)) < 0)
    {
      cli_error ("cards check-deck",
                 "--side: the %s ruleset has no side "
                 "\"%s\" (%s or %s)",
                 r->id, side_name, r->player_names[0], r->player_names[1]);
      return CLI_USAGE;
    }
  const HcCardDb *db = cli_cards ("cards check-deck", r);
  if (!db)
    return CLI_FAILED;

  g_autoptr (GError) err = NULL;
  g_autoptr (HcDeck) deck = hc_deck_load_file (path, db, &err);
  if (!deck)
    {
      cli_error ("cards check-deck", "%s", err->message);
      return CLI_FAILED;
    }
  GArray *cards = deck->cards;
  if (side < 0)
    side = deck_side (db, cards);
  if (deck->other->len)
    report_other (deck);

  g_autoptr (GString) inert = g_string_new (NULL);
  guint n_inert = hc_deck_unimplemented (r, db, cards, inert);
  if (n_inert)
    {
      printf ("%s: %u card%s the engine does not fully implement (a game "
              "plays them only with --allow-unimplemented):\n",
              path, n_inert, n_inert == 1 ? "" : "s");
      print_indented (stdout, inert);
    }

  const char *fmt = format ? format : "constructed";
  g_autoptr (GString) problems = g_string_new (NULL);
  gboolean legal = FALSE;
  if (!hc_deck_check_format (r, db, fmt, side, cards, problems, &legal, &err))
    {
      cli_error ("cards check-deck", "--format: %s", err->message);
      return CLI_USAGE;
    }
  if (!legal)
    {
      fprintf (stderr,
               "%s: not a legal %s deck for %s (%u cards, format %s):\n", path,
               r->id, r->player_names[side], cards->len, fmt);
      print_indented (stderr, problems);
      return CLI_FAILED;
    }
  if (deck->other->len)
    return CLI_FAILED;
  printf ("%s: a legal %s deck for %s (%u cards, format %s)\n", path, r->id,
          r->player_names[side], cards->len, fmt);
  return CLI_OK;
}
