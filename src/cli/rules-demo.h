/* holocron rules: the pieces shared by its files. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

/* A scenario that shows one rule change: run under the edition before the
 * change and the edition after it. */
typedef struct
{
  char *scenario; /* as the edition file names it */
  char *error;    /* the runs could not be made; NULL when they were */
  gint diverge;   /* 0-based first log line that differs, -1: none */
  char *line[2];  /* that line under the edition before / after ("" past
                     the end of a log) */
  char *end[2];   /* how each game stood at the end */
  gboolean ok[2]; /* every expectation of the scenario held */
} RulesDemo;

/* The "demo" key of [switch SW] in the file of edition `edition`, or NULL. */
char *rules_demo_of (const HcRuleset *r, const char *edition, const char *sw);
/* Any key of [switch SW] in the file of edition `edition`, or NULL.  The
 * first edition's `contrast = VALUE` and `contrast-demo = SCENARIO` name a
 * reading no edition takes and the scenario that shows it (`rules show
 * SWITCH --demo` plays it under the newest edition as it is and with the
 * switch at VALUE, as EDITION+SWITCH=VALUE). */
char *rules_edition_key (const HcRuleset *r, const char *edition,
                         const char *sw, const char *key);
/* Run `scenario` under `before` and `after` (editions, or
 * EDITION+SWITCH=VALUE). */
RulesDemo *rules_demo_run (const char *scenario, const char *before,
                           const char *after);
void rules_demo_free (RulesDemo *d);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (RulesDemo, rules_demo_free)

G_END_DECLS
