/* holocron cards export-deck FILE --format dek|o8d|text: write a deck read
 * in any format in the format of the table a player uses. */
#include "cli.h"
#include "hc-deck.h"

int
cards_export_deck (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *format = NULL, *output = NULL;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format,
      "the file format: text (default), dek (LackeyCCG) or o8d (OCTGN, "
      "lcg decks)",
      "FORMAT" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      "write to FILE instead of standard output", "FILE" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "cards export-deck", "FILE",
      "Reads a deck in any format 'cards check-deck' reads and writes it as\n"
      "a plain list, a LackeyCCG .dek or an OCTGN .o8d file.  Cards the file\n"
      "held that are not in the card data (fan-made ones) are written back\n"
      "in .dek and as comments in a list; .o8d refuses them.",
      entries);
  if (!cli_parse (ctx, "cards export-deck", &argc, &argv)
      || !cli_check_args ("cards export-deck", argc, argv, 1, 1, "a deck FILE"))
    return CLI_USAGE;
  HcDeckFormat f = HC_DECK_TEXT;
  if (format && !hc_deck_format_parse (format, &f))
    {
      cli_error ("cards export-deck",
                 "--format: no format \"%s\" (text, dek or o8d)", format);
      return CLI_USAGE;
    }
  const HcRuleset *r
      = cli_ruleset ("cards export-deck", ruleset ? ruleset : "wotc");
  if (!r)
    return CLI_USAGE;
  const HcCardDb *db = cli_cards ("cards export-deck", r);
  if (!db)
    return CLI_FAILED;
  g_autoptr (GError) err = NULL;
  g_autoptr (HcDeck) deck = hc_deck_load_file (argv[1], db, &err);
  g_autoptr (GString) out = g_string_new (NULL);
  if (!deck || !hc_deck_write (deck, db, f, out, &err))
    {
      cli_error ("cards export-deck", "%s", err->message);
      return CLI_FAILED;
    }
  if (output && !g_file_set_contents (output, out->str, (gssize)out->len, &err))
    {
      cli_error ("cards export-deck", "%s", err->message);
      return CLI_FAILED;
    }
  if (!output)
    fwrite (out->str, 1, out->len, stdout);
  return CLI_OK;
}
