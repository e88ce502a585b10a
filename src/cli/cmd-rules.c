/* holocron rules: not written yet (see the issue named in main.c). */
#include "cli.h"

int
cmd_rules (int argc, char **argv)
{
  (void)argc;
  (void)argv;
  cli_error ("rules", "not available yet");
  return CLI_USAGE;
}
