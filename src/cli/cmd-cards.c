/* holocron cards: a second level of sub-commands, one file each. */
#include "cli.h"

#include <string.h>

typedef struct
{
  const char *name;
  const char *summary;
  CliCommandFn run;
} CardsCommand;

static const CardsCommand cards_commands[] = {
  { "show", "show one card: its facts, text and implementation state",
    cards_show },
  { "list", "list every card of a ruleset", cards_list },
  { "coverage", "per set: cards implemented, exercised by a scenario, missing",
    cards_coverage },
  { "check-deck", "check a deck file against the ruleset's deck rules",
    cards_check_deck },
  { "export-deck", "write a deck as a list, LackeyCCG .dek or OCTGN .o8d",
    cards_export_deck },
};

static void
usage (FILE *out)
{
  fputs ("Usage: holocron cards COMMAND [OPTION...]\n\nCommands:\n", out);
  for (guint i = 0; i < G_N_ELEMENTS (cards_commands); i++)
    fprintf (out, "  %-11s %s\n", cards_commands[i].name,
             cards_commands[i].summary);
  fputs ("\n'holocron cards COMMAND --help' shows a command's options.\n", out);
}

int
cmd_cards (int argc, char **argv)
{
  if (argc < 2)
    {
      usage (stderr);
      return CLI_USAGE;
    }
  const char *sub = argv[1];
  if (strcmp (sub, "--help") == 0 || strcmp (sub, "-h") == 0
      || strcmp (sub, "-?") == 0 || strcmp (sub, "help") == 0)
    {
      usage (stdout);
      return CLI_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cards_commands); i++)
    if (strcmp (cards_commands[i].name, sub) == 0)
      return cards_commands[i].run (argc - 1, argv + 1);
  cli_error ("cards", "unknown %s \"%s\" (see 'holocron cards --help')",
             sub[0] == '-' ? "option" : "command", sub);
  return CLI_USAGE;
}
