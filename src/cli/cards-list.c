/* holocron cards list: every card, one a line. */
#include "cli.h"

int
cards_list (int argc, char **argv)
{
  g_autofree char *ruleset = NULL;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "cards list", NULL,
      "Lists every card of a ruleset: set, number, side, whether it is fully\n"
      "implemented (\"+\") or not (\"-\"), and name.",
      entries);
  if (!cli_parse (ctx, "cards list", &argc, &argv)
      || !cli_check_args ("cards list", argc, argv, 0, 0, NULL))
    return CLI_USAGE;
  const HcRuleset *r = NULL;
  int rc = CLI_OK;
  const HcCardDb *db = cli_ruleset_cards ("cards list", ruleset, &r, &rc);
  if (!db)
    return rc;
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      const char *side = d->side >= 0 && d->side < HC_MAX_PLAYERS
                             ? r->player_names[d->side]
                             : "neutral";
      printf ("%-6s %4d  %-11s %c %s\n", d->set ? d->set : "?", d->number, side,
              d->implemented ? '+' : '-', d->name);
    }
  return CLI_OK;
}
