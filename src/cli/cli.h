/* Shared pieces of the `holocron` command: the sub-command table, option
 * parsing with uniform errors, ruleset and card look-ups, and narration. */
#pragma once

#include "hc-agents.h"
#include "hc-rulesets.h"
#include "hc-save.h"

#include <json-glib/json-glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/* Exit codes: 0 success, 1 the checked thing failed (a divergence, an
 * invalid deck, a missing card), 2 the command was used wrongly or its
 * input could not be read. */
enum
{
  CLI_OK = 0,
  CLI_FAILED = 1,
  CLI_USAGE = 2,
};

/* A game whose ruleset never ends it is stopped after this many decisions
 * and reported unfinished, so a looping ruleset cannot hang a run. */
#define CLI_MAX_DECISIONS 1000000

typedef int (*CliCommandFn) (int argc, char **argv);

typedef struct
{
  const char *name;
  const char *summary;
  CliCommandFn run; /* NULL: not available yet */
  gint issue;       /* where the missing command is tracked */
} CliCommand;

int cmd_demo (int argc, char **argv);
int cmd_sim (int argc, char **argv);
int cmd_replay (int argc, char **argv);
int cmd_cards (int argc, char **argv);
int cmd_scenario (int argc, char **argv);
int cmd_bench (int argc, char **argv);
int cmd_compare (int argc, char **argv);
int cmd_play (int argc, char **argv);
int cmd_rules (int argc, char **argv);
int cmd_serve (int argc, char **argv);

int cards_show (int argc, char **argv);
int cards_list (int argc, char **argv);
int cards_coverage (int argc, char **argv);
int cards_check_deck (int argc, char **argv);
int cards_export_deck (int argc, char **argv);

/* cards-sets-playable.c: `cards coverage`'s table of the units a deck is
 * built of (the lcg's objective sets) per set of cards (products in the
 * comma-separated list; NULL: all), each unit's deck built and, when
 * games is not 0, that many games played with it (doc/decks.md) */
GPtrArray *cli_units_judge (const HcRuleset *r, const HcCardDb *db,
                            const char *products, guint games);
/* FALSE, naming each on stderr, when a unit is not playable */
gboolean cli_units_all_playable (const char *cmd, const GPtrArray *products,
                                 guint games);
/* the first name of the list that is no set with a unit, or NULL */
char *cli_units_unknown (const char *list, const GPtrArray *products);
void cli_units_print (const HcRuleset *r, const GPtrArray *products,
                      guint games, gboolean brief);
void cli_units_json (JsonBuilder *b, const GPtrArray *products, guint games);

/* Print "holocron CMD: message" on stderr. */
void cli_error (const char *cmd, const char *fmt, ...) G_GNUC_PRINTF (2, 3);

/* A GOptionContext for "holocron CMD" with the given entries. */
GOptionContext *cli_options (const char *cmd, const char *params,
                             const char *summary, const GOptionEntry *entries);
/* Parse; on a bad flag print what was wrong and where to look and return
 * FALSE (the caller exits with CLI_USAGE). */
gboolean cli_parse (GOptionContext *ctx, const char *cmd, int *argc,
                    char ***argv);
/* Refuse arguments beyond max_args positional ones. */
gboolean cli_check_args (const char *cmd, int argc, char **argv, int min_args,
                         int max_args, const char *what);

/* Register every ruleset and load its editions, once. */
gboolean cli_rulesets_ready (const char *cmd);
/* The registered ruleset `id` (rulesets are set up on first use), or NULL
 * after naming the known ones on stderr. */
const HcRuleset *cli_ruleset (const char *cmd, const char *id);
const HcCardDb *cli_cards (const char *cmd, const HcRuleset *r);
/* The ruleset `id` (NULL: wotc) and its card data; NULL with *rc set to
 * the exit code after saying what went wrong. */
const HcCardDb *cli_ruleset_cards (const char *cmd, const char *id,
                                   const HcRuleset **r_out, int *rc);
/* The card data, edition and default decks of r for playing games. */
HcMatchSetup *cli_match_setup (const char *cmd, const HcRuleset *r,
                               const char *edition, int *rc);
/* Parse a seed given as text; FALSE with a message when it is not one. */
gboolean cli_seed (const char *cmd, const char *text, guint64 *out);

/* Print the builder's object as one line of JSON; the bytes printed,
 * newline included. */
gsize cli_print_json (JsonBuilder *b);
/* One member of the object being built. */
void cli_json_int (JsonBuilder *b, const char *name, gint64 v);
void cli_json_double (JsonBuilder *b, const char *name, double v);
void cli_json_string (JsonBuilder *b, const char *name, const char *v);

/* Narration: one log entry as a line of text (turn, phase, actor, text,
 * rule reference) or as a JSON line. */
void cli_log_line (const HcGame *g, const HcLogEntry *e, gboolean json,
                   GString *out);
/* Print the entries from `from` up to the game's log length; after
 * cli_set_explain (TRUE) each with its explanation (explain.h). */
void cli_set_explain (gboolean on);
/* Whether r's explanation table reads well; if not, says why on stderr as
 * "holocron CMD: cannot explain: ..." (explain.h). */
gboolean cli_explain_ready (const char *cmd, const HcRuleset *r);
void cli_print_log (const HcGame *g, guint from, gboolean json, FILE *out);
/* The side whose log cli_print_log and cli_log_line render (HC_NONE:
 * everything). */
void cli_set_log_viewer (gint viewer);
/* The number the board gives a copy of a card in play (#1, #2...) as
 * `viewer` sees it, 0 when it has no other copy in play; set, the text
 * log names copies with it (play does; demo and replay do not). */
typedef gint (*CliCopyNumber) (const HcGame *g, gint viewer, gint card);
void cli_set_log_copy_numbers (CliCopyNumber fn);
/* Wrap the log lines cli_print_log prints at this width (0: never). */
void cli_set_log_width (gint width);
/* The first line of `line` wrapped between words at `width` (0: not at
 * all), the next lines indented to column `indent`; a trailing "[...]"
 * (a rule reference) is kept whole, the lines after the first untouched. */
void cli_wrap_line (GString *line, gint width, gsize indent);

/* The outcome in words, e.g. "Dark Side wins" or "unfinished", and why
 * (the text of the entry that ended the game, when there is one). */
/* Drop the lines of text that repeat an earlier one: a deck's rules name
 * a problem once per card, and two copies of a card are one problem. */
void cli_unique_lines (GString *text);

char *cli_outcome (const HcGame *g);
char *cli_outcome_why (const HcGame *g);

G_END_DECLS
