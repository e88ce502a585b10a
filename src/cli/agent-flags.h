/* The computer players a command is asked for: --agent, --iterations and
 * --think-ms, shared by play and sim. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

/* The flags as given. */
typedef struct
{
  char *spec; /* --agent */
  gint iterations;
  gint think_ms;
  gint rollout;
} CliAgentFlags;

/* Adds --agent, --iterations, --think-ms and --rollout to ctx's main
 * group, storing into f (which must outlive the parse). */
void cli_agent_options (GOptionContext *ctx, CliAgentFlags *f);
void cli_agent_flags_clear (CliAgentFlags *f);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliAgentFlags, cli_agent_flags_clear)

/* f->spec is NULL (fallback for both sides), "KIND" (both sides) or
 * "dark=KIND,light=KIND" (a side left out is fallback); the budget flags are
 * given to every agent.  On bad input prints what was expected, names
 * cmd, and returns FALSE. */
gboolean cli_agents_parse (const char *cmd, const CliAgentFlags *f,
                           HcAgentKind fallback, HcAgent out[HC_MAX_PLAYERS]);

/* An agent of that kind with the budget flags of f (already checked by
 * cli_agents_parse). */
HcAgent cli_agent_with_flags (HcAgentKind kind, const CliAgentFlags *f);

/* play's computer players: hard unless --agent says otherwise, searching
 * on up to two threads, and when standard input is not a terminal (tty
 * FALSE) without a budget flag, hard plays a fixed number of playouts
 * instead of a second a decision, so a seed repeats the game. */
#define CLI_PIPED_HARD_ITERATIONS 100
gboolean cli_play_agents (const CliAgentFlags *f, gboolean tty,
                          HcAgent out[HC_MAX_PLAYERS]);
/* demo's: the same as play's with piped input (hard by playouts). */
gboolean cli_demo_agents (const CliAgentFlags *f, HcAgent out[HC_MAX_PLAYERS]);

/* "KIND" or "KIND:N" (N playouts a decision for this agent alone) as an
 * agent with f's budget flags; FALSE when word is not of that form. */
gboolean cli_agent_word (const char *word, const CliAgentFlags *f,
                         HcAgent *out);

/* "  agents: Dark Side search (...), Light Side random" with a newline, for
 * a report; NULL when both sides are random (the plain run). */
char *cli_agents_line (const HcRuleset *r,
                       const HcAgent agents[HC_MAX_PLAYERS]);
/* The same line from the agents' descriptions (cli_agent_describe), as a
 * `sim --shard` report keeps them. */
char *cli_agents_line_of (const HcRuleset *r, const char *dark,
                          const char *light);

/* "search (200 iterations per decision)" and the like. */
char *cli_agent_describe (const HcAgent *a);

G_END_DECLS
