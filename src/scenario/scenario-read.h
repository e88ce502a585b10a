/* The scenario format's reader: the lexer (scenario-lex.c), the header
 * and sections (scenario-parse.c), the cursor that reads one line's tokens
 * (scenario-cursor.c) and the results every run gives (scenario-result.c).
 * The runner (scenario-internal.h) and the timing lab (src/lab) both read
 * scenarios with it. */
#pragma once

#include "hc-ruleset.h"
#include "hc-scenario.h"

G_BEGIN_DECLS

#define HC_SCN_FORMAT 1

typedef enum
{
  HC_SCN_SETUP,
  HC_SCN_SCRIPT,
  HC_SCN_EXPECT,
  HC_SCN_N_SECTIONS
} HcScnSection;

typedef struct
{
  char *text;
  gint col; /* 1-based, for messages */
  gboolean quoted;
} HcScnToken;

typedef struct
{
  gint line;
  char *text;     /* as written, trimmed, for messages */
  GPtrArray *tok; /* HcScnToken* */
} HcScnLine;

struct _HcScenario
{
  char *path;
  char *title;
  char *source;
  char *ruleset;
  char *edition;
  guint64 seed;
  char *pending; /* "status: pending REASON": the reason, else NULL */
  gint ruleset_line;
  gint edition_line;
  gint last_line;
  /* a format self-test: the run must fail at this line with this text */
  gint expect_error_line;
  char *expect_error;
  GPtrArray *section[HC_SCN_N_SECTIONS]; /* HcScnLine* */
  gint section_line[HC_SCN_N_SECTIONS];
};

/* errors: every message starts with "PATH:LINE: " */
void hc_scn_error (GError **error, const char *path, gint line, const char *fmt,
                   ...) G_GNUC_PRINTF (4, 5);

/* lexer */
GPtrArray *hc_scn_tokenize (const char *path, gint line, const char *text,
                            GError **error);
void hc_scn_line_free (HcScnLine *l);

/* Reading one line's tokens against a ruleset's names. */
typedef struct
{
  const char *path;
  const HcScnLine *line;
  guint pos;
  const HcRuleset *r;
  const HcCardDb *db;
  GHashTable *aliases; /* alias -> card index + 1 */
} HcScnCursor;

const HcScnToken *hc_scn_peek (const HcScnCursor *c);
gboolean hc_scn_peek_word (const HcScnCursor *c, const char *word);
gboolean hc_scn_accept (HcScnCursor *c, const char *word);
gboolean hc_scn_fail (HcScnCursor *c, GError **error, const char *fmt, ...)
    G_GNUC_PRINTF (3, 4);
/* "expected WHAT but found" the next token, or the end of the line */
gboolean hc_scn_expected (HcScnCursor *c, GError **error, const char *what);
gboolean hc_scn_keyword (HcScnCursor *c, const char *word, GError **error);
gboolean hc_scn_int (HcScnCursor *c, const char *what, gint64 min, gint64 max,
                     gint64 *out, GError **error);
gboolean hc_scn_string (HcScnCursor *c, const char *what, const char **out,
                        GError **error);
gboolean hc_scn_word (HcScnCursor *c, const char *what, const char **out,
                      GError **error);
gboolean hc_scn_end (HcScnCursor *c, GError **error);
gboolean hc_scn_looks_int (const HcScnToken *t);

/* results and the log (scenario-result.c) */
HcScenarioResult *hc_scn_result_new (const char *path, const char *title);
void hc_scn_result_fail (HcScenarioResult *res, const char *error);
void hc_scn_result_detail (HcScenarioResult *res, const char *fmt, ...)
    G_GNUC_PRINTF (2, 3);
void hc_scn_render_log (const HcGame *g, GPtrArray *out);
/* a format self-test's marker in a file's text: its line (0 if none, -1 if
 * malformed) and error text */
gint hc_scn_expect_error_of (const char *text, char **msg);
void hc_scn_apply_expect_error (HcScenarioResult *res, gint line,
                                const char *msg);

G_END_DECLS
