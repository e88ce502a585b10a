/* Rules scenarios: plain-text files (*.scn) that set up a position, script
 * the players' choices by option label and check what the rules did.  The
 * format is specified in doc/scenario-format.md. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _HcScenario HcScenario;
typedef struct _HcGame HcGame;

/* The outcome of running one scenario.  A scenario that cannot be read or
 * set up is a failure like any other, so every file gives a result. */
typedef struct
{
  char *path;
  char *title; /* NULL when the header could not be read */
  gboolean ok;
  char *error;        /* "PATH:LINE: what went wrong", NULL when ok */
  GPtrArray *details; /* char*: expected / actual / offered lines */
  GPtrArray *log;     /* char*: the narrated log, one entry a line */
  gboolean negative;  /* a "# expect-error:" format self-test */
  /* "status: pending REASON": the reason; the file was read and set up but
   * not played, and reports as skipped.  NULL otherwise. */
  char *pending;
  /* why the file was read but not run by this program: a scenario on the
   * format's test game (scn-toy) outside the runner's test driver.  It
   * reports as skipped.  NULL otherwise. */
  char *skipped;
  /* each expectation reached, in script order: "LINE ok TEXT" or
   * "LINE FAILED TEXT (actual: ...)"; `holocron compare` lines them up */
  GPtrArray *checks;
  char *outcome; /* how the game stood at the end ("the game is not over") */
  char *edition; /* the edition the scenario was run under */
  /* the game as it stood when the run ended (its log is `log`), for
   * explanations and diagrams; NULL when it could not be set up */
  HcGame *game;
} HcScenarioResult;

/* Appends the explanation of log entry `entry` of g as lines, each
 * starting with `indent` and ending with a newline (`holocron scenario run
 * --explain`; the command that runs the runner provides it). */
typedef void (*HcScenarioExplainFn) (const HcGame *g, guint entry,
                                     const char *indent, GString *out);

HcScenario *hc_scenario_parse (const char *path, const char *text, gssize len,
                               GError **error);
HcScenario *hc_scenario_load (const char *path, GError **error);
void hc_scenario_free (HcScenario *s);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcScenario, hc_scenario_free)

const char *hc_scenario_title (const HcScenario *s);
const char *hc_scenario_path (const HcScenario *s);

/* Needs the scenario's ruleset registered (hc_rulesets_init). */
HcScenarioResult *hc_scenario_run (const HcScenario *s);
/* Run under another edition of the scenario's ruleset than its header
 * names (`holocron compare`): a failed expectation does not stop the run,
 * so the two games can be followed to their ends; a scripted choice that
 * is not offered still does. */
HcScenarioResult *hc_scenario_run_edition (const HcScenario *s,
                                           const char *edition);
/* Load and run; a file that cannot be read is a failed result. */
HcScenarioResult *hc_scenario_run_file (const char *path);
void hc_scenario_result_free (HcScenarioResult *r);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcScenarioResult, hc_scenario_result_free)

/* `holocron scenario ...`: argv[0] is the command's own name, used in
 * messages only ("scenario" reads as "holocron scenario"), argv[1] the
 * action ("run").  The rulesets must be
 * registered before.  Returns the exit status: 0 all passed, 1 some
 * failed, 2 usage error. */
int hc_scenario_main (int argc, char **argv);
/* The same with --explain available, through `explain`. */
int hc_scenario_main_explained (int argc, char **argv,
                                HcScenarioExplainFn explain);

G_END_DECLS
