/* holocron cards check-deck FILE: read a deck and apply the ruleset's deck
 * rules to it. */
#include "cli.h"

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

int
cards_check_deck (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *side_name = NULL;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_name,
      "the side the deck is for, e.g. dark or light (default: the side of "
      "its first card that has one)",
      "SIDE" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "cards check-deck", "FILE",
      "Reads a deck file (\"4 Card Name\" a line, \"#\" comments) and checks\n"
      "it against the ruleset's deck rules.  Exits 1 when the deck cannot be\n"
      "read or breaks a rule, naming the line or the rule.",
      entries);
  if (!cli_parse (ctx, "cards check-deck", &argc, &argv)
      || !cli_check_args ("cards check-deck", argc, argv, 1, 1, "a deck FILE"))
    return CLI_USAGE;
  const char *path = argv[1];
  const HcRuleset *r
      = cli_ruleset ("cards check-deck", ruleset ? ruleset : "wotc");
  if (!r)
    return CLI_USAGE;
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

  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GError) err = NULL;
  if (!hc_deck_read (path, db, cards, &err))
    {
      cli_error ("cards check-deck", "%s", err->message);
      return CLI_FAILED;
    }
  if (side < 0)
    side = deck_side (db, cards);
  if (!r->check_deck)
    {
      cli_error ("cards check-deck", "the %s ruleset has no deck rules yet",
                 r->id);
      return CLI_FAILED;
    }
  g_autoptr (GString) problems = g_string_new (NULL);
  if (!r->check_deck (db, side, (const gint16 *)(gconstpointer)cards->data,
                      (gint)cards->len, problems))
    {
      while (problems->len
             && g_ascii_isspace (problems->str[problems->len - 1]))
        g_string_truncate (problems, problems->len - 1);
      g_auto (GStrv) lines = g_strsplit (problems->str, "\n", -1);
      g_autofree char *indented = g_strjoinv ("\n  ", lines);
      fprintf (stderr, "%s: not a legal %s deck for %s (%u cards):\n  %s\n",
               path, r->id, r->player_names[side], cards->len,
               *indented ? indented : "(the ruleset gave no reason)");
      return CLI_FAILED;
    }
  printf ("%s: a legal %s deck for %s (%u cards)\n", path, r->id,
          r->player_names[side], cards->len);
  return CLI_OK;
}
