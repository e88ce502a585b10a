/* holocron play: not written yet (see the issue named in main.c). */
#include "cli.h"

int
cmd_play (int argc, char **argv)
{
  (void)argc;
  (void)argv;
  cli_error ("play", "not available yet");
  return CLI_USAGE;
}
