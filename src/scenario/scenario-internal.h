/* Shared declarations of the scenario runner's files.  A scenario goes
 * through four stages, one file each: the lexer splits lines into tokens
 * (scenario-lex.c), the parser reads the header and sections
 * (scenario-parse.c), the set-up builds the position (scenario-setup.c) and
 * the compiler turns script and expect lines into operations
 * (scenario-compile.c), which scenario-run.c executes and scenario-check.c
 * checks. */
#pragma once

#include "scenario-read.h"

G_BEGIN_DECLS

#define HC_SCN_LOG_TAIL 10

/* names (scenario-names.c) */
char *hc_scn_names (const char *const *names, gint n);
gboolean hc_scn_player (HcScnCursor *c, gint *out, GError **error);
gboolean hc_scn_zone (HcScnCursor *c, gint *out, GError **error);
gint hc_scn_flag (const HcRuleset *r, const char *word);
char *hc_scn_flag_list (const HcRuleset *r);
gboolean hc_scn_card_def (HcScnCursor *c, gint *def, GError **error);
const char *hc_scn_player_name (const HcRuleset *r, gint player);

/* A card named in a scenario: an alias given with `as`, fixed to one card,
 * or a card name, resolved to the only copy in the game when used. */
typedef struct
{
  char *name;
  gint def;
  gint card;
} HcScnRef;

gboolean hc_scn_ref (HcScnCursor *c, HcScnRef *out, GError **error);
gint hc_scn_ref_resolve (const HcGame *g, const HcScnRef *ref,
                         GString *problem);
void hc_scn_ref_clear (HcScnRef *ref);
void hc_scn_describe_card (const HcGame *g, gint card, GString *out);

/* set-up (scenario-setup.c) */
typedef struct
{
  char *phase;
  char *step;
  gint phase_line;
} HcScnStart;

HcGame *hc_scn_setup (const HcScenario *s, const HcRuleset *r,
                      const HcCardDb *db, gint edition, GHashTable *aliases,
                      HcScnStart *start, GError **error);

/* expectations */
typedef enum
{
  HC_CHK_ZONE_HAS,
  HC_CHK_ZONE_COUNT,
  HC_CHK_RES,
  HC_CHK_GLOBAL,
  HC_CHK_PHASE,
  HC_CHK_ACTIVE,
  HC_CHK_CARD_COUNTER,
  HC_CHK_CARD_FLAG,
  HC_CHK_CARD_IN,
  HC_CHK_CARD_ATTACHED,
  HC_CHK_CARD_UNDER,
  HC_CHK_CARD_CONTROLLER,
  HC_CHK_CARD_OWNER,
  HC_CHK_CARD_KNOWN,
  HC_CHK_CARD_TEXT,
  HC_CHK_ZONE_ORDER,
  HC_CHK_DECK,
  HC_CHK_WINNER,
  HC_CHK_DRAW,
  HC_CHK_OVER,
  HC_CHK_DECISION,
  HC_CHK_OFFERED,
  HC_CHK_LOG_HAS,
  HC_CHK_LOG_ORDER,
  HC_CHK_LOG_RULE,
  HC_CHK_LOG_KIND,
} HcScnCheckKind;

typedef struct
{
  HcScnCheckKind kind;
  gboolean negate;
  gint player;
  gint zone;
  gint index; /* resource, global, counter or flag */
  gint64 value;
  HcScnRef ref;
  HcScnRef ref2;
  GPtrArray *texts; /* char*: labels, log texts, rule ids, phase name */
  GArray *cards;    /* gint16: a zone's definitions in order, a deck's cards */
} HcScnCheck;

/* script operations */
typedef enum
{
  HC_OP_CHOOSE,
  HC_OP_PASS,
  HC_OP_DICE,
  HC_OP_CHECK,
  HC_OP_REPEAT,     /* "repeat N": the lines up to "end repeat", N times */
  HC_OP_END_REPEAT, /* "end repeat" */
} HcScnOpKind;

typedef struct
{
  HcScnOpKind kind;
  gint line;
  const char *text; /* the line as written (owned by the scenario) */
  gint player;
  char *label;
  GArray *dice; /* guint8 */
  gint count;   /* HC_OP_REPEAT: how many times */
  HcScnCheck check;
} HcScnOp;

void hc_scn_op_free (HcScnOp *op);
GPtrArray *hc_scn_compile (const HcScenario *s, const HcRuleset *r,
                           const HcCardDb *db, GHashTable *aliases,
                           GError **error);

/* checking (scenario-check.c): FALSE with what was found in actual */
gboolean hc_scn_check (const HcGame *g, const HcScnCheck *chk, GString *actual);
/* what a player knows of a card (scenario-check-view.c) */
gboolean hc_scn_check_known (const HcGame *g, const HcScnCheck *chk, gint card,
                             GString *actual);
/* deck expectations (scenario-deck.c): read after "deck", and checked */
gboolean hc_scn_parse_deck_check (HcScnCursor *c, HcScnCheck *chk,
                                  GError **error);
gboolean hc_scn_check_deck (const HcGame *g, const HcScnCheck *chk,
                            GString *actual);
gboolean hc_scn_text_contains (const char *haystack, const char *needle);
void hc_scn_describe_outcome (const HcGame *g, GString *out);

/* options by label (scenario-labels.c) */
gint hc_scn_match_label (const HcGame *g, const char *want, GString *problem);
void hc_scn_list_options (const HcGame *g, GString *out);

/* the command line's work, output to a string for tests */
typedef struct
{
  gboolean verbose;
  gboolean json;
  HcScenarioExplainFn explain; /* NULL: no explanations */
} HcScnRunOptions;

typedef void (*HcScnEmit) (const char *text, gpointer data);

/* files and folders (recursively, *.scn, sorted) into files; FALSE with a
 * message when a path does not exist */
gboolean hc_scn_collect (char **paths, gint n, GPtrArray *files, GString *err);
/* runs them, emitting the report scenario by scenario; returns the exit
 * status (0 all passed, 1 some failed) */
gint hc_scn_run_files (GPtrArray *files, const HcScnRunOptions *opt,
                       HcScnEmit emit, gpointer data);

/* The values a scenario's setup may give a ruleset global
 * (scenario-ranges.c). */
typedef struct
{
  const char *ruleset;
  const char *global;
  gint32 min, max;
  const char *meaning;
} HcScnRange;

/* The range of ruleset's global, or NULL if it has none listed. */
const HcScnRange *hc_scn_global_range (const char *ruleset, const char *global);
/* Whether the global names a card (-1 or a placed card's index). */
gboolean hc_scn_range_is_card (const HcScnRange *range);
/* The value of global name at the cursor, in its range. */
gboolean hc_scn_global_value (HcScnCursor *c, const char *name, gint64 *out,
                              GError **error);
/* The most a scenario may give a resource or the turn number: far from
 * overflowing when play adds to them. */
#define HC_SCN_COUNT_MAX 1000000

G_END_DECLS
