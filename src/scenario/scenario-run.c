/* Running a scenario: the ruleset and edition from the header, the
 * position from setup:, then the script line by line.  The game is
 * advanced lazily, just before a choice or a check needs the next
 * decision, so dice forced at the top of the script are in place for rolls
 * made before the first decision. */
#include "hc-lab.h"
#include "hc-rulesets.h"
#include "scenario-internal.h"
#include "scn-toy.h"

#include <string.h>

typedef struct
{
  const HcScenario *s;
  HcGame *g;
  HcScenarioResult *res;
  gboolean advanced;
  gint dice_line;
  const char *edition; /* the header's, or compare's */
  gboolean keep_going; /* failed expectations do not stop the script */
  gint round, rounds;  /* inside "repeat N": the round, and N (0: outside) */
  gint repeat_line;
} Run;

static void
advance (Run *run)
{
  if (run->advanced)
    return;
  hc_game_advance (run->g);
  run->advanced = TRUE;
}

static void fail (Run *run, gint line, const char *fmt, ...)
    G_GNUC_PRINTF (3, 4);

static void
fail (Run *run, gint line, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *msg = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  g_autofree char *full
      = g_strdup_printf ("%s:%d: %s", run->s->path, line, msg);
  hc_scn_result_fail (run->res, full);
  if (run->rounds > 0)
    hc_scn_result_detail (run->res,
                          "in round %d of %d of the repeat at line %d",
                          run->round, run->rounds, run->repeat_line);
}

static gint
pass_option (const HcGame *g)
{
  g_autoptr (GString) label = g_string_new (NULL);
  for (gint i = 0; i < g->decision.n_options; i++)
    {
      g_string_truncate (label, 0);
      hc_option_label (g, &g->decision.option[i], label);
      if (strcmp (label->str, "pass") == 0)
        return i;
    }
  return -1;
}

static gboolean
run_choice (Run *run, const HcScnOp *op)
{
  HcGame *g = run->g;
  const HcRuleset *r = g->rules;
  const char *who = hc_scn_player_name (r, op->player);
  g_autoptr (GString) info = g_string_new (NULL);
  advance (run);
  if (g->over || g->decision.player == HC_NONE)
    {
      hc_scn_describe_outcome (g, info);
      fail (run, op->line, "expected a decision for %s, but %s", who,
            info->str);
      return FALSE;
    }
  hc_scn_list_options (g, info);
  if (g->decision.player != op->player)
    {
      fail (run, op->line, "expected a decision for %s, but %s is to decide",
            who, hc_scn_player_name (r, g->decision.player));
      hc_scn_result_detail (run->res, "%s", info->str);
      hc_scn_result_detail (run->res,
                            "(a chance where a player could only pass is "
                            "passed without a script line)");
      return FALSE;
    }
  gint idx;
  g_autoptr (GString) problem = g_string_new (NULL);
  if (op->kind == HC_OP_PASS)
    {
      idx = pass_option (g);
      if (idx < 0)
        g_string_append_printf (problem, "%s cannot pass here", who);
    }
  else
    idx = hc_scn_match_label (g, op->label, problem);
  if (idx < 0)
    {
      fail (run, op->line, "%s", problem->str);
      hc_scn_result_detail (run->res, "%s", info->str);
      return FALSE;
    }
  g_autoptr (GError) err = NULL;
  if (!hc_game_choose (g, g->decision.option[idx].id, &err))
    {
      fail (run, op->line, "the choice was refused: %s", err->message);
      return FALSE;
    }
  run->advanced = FALSE;
  return TRUE;
}

static gboolean
run_dice (Run *run, const HcScnOp *op)
{
  HcGame *g = run->g;
  if (g->n_forced + (gint)op->dice->len > HC_MAX_FORCED)
    {
      fail (run, op->line,
            "too many forced dice waiting: %d not yet rolled and %u more; "
            "at most %d",
            g->n_forced, op->dice->len, HC_MAX_FORCED);
      return FALSE;
    }
  hc_game_force_dice (g, (const guint8 *)(gconstpointer)op->dice->data,
                      (gint)op->dice->len);
  run->dice_line = op->line;
  return TRUE;
}

static gboolean
run_check (Run *run, const HcScnOp *op)
{
  advance (run);
  g_autoptr (GString) actual = g_string_new (NULL);
  const char *text = op->text;
  if (g_str_has_prefix (text, "expect "))
    text += strlen ("expect ");
  if (hc_scn_check (run->g, &op->check, actual))
    {
      g_ptr_array_add (run->res->checks,
                       g_strdup_printf ("%d ok %s", op->line, text));
      return TRUE;
    }
  g_ptr_array_add (run->res->checks,
                   g_strdup_printf ("%d FAILED %s (actual: %s)", op->line, text,
                                    actual->str));
  fail (run, op->line, "expected %s", text);
  hc_scn_result_detail (run->res, "actual: %s", actual->str);
  return run->keep_going;
}

static void
run_ops (Run *run, GPtrArray *ops)
{
  guint start = 0;
  for (guint i = 0; i < ops->len; i++)
    {
      const HcScnOp *op = ops->pdata[i];
      if (op->kind == HC_OP_REPEAT)
        {
          start = i;
          run->round = 1;
          run->rounds = op->count;
          run->repeat_line = op->line;
          continue;
        }
      if (op->kind == HC_OP_END_REPEAT)
        {
          if (run->round < run->rounds)
            {
              run->round++;
              i = start;
            }
          else
            run->rounds = 0;
          continue;
        }
      gboolean ok = op->kind == HC_OP_DICE    ? run_dice (run, op)
                    : op->kind == HC_OP_CHECK ? run_check (run, op)
                                              : run_choice (run, op);
      if (!ok)
        return;
    }
  advance (run);
  HcGame *g = run->g;
  if (g->n_forced > 0)
    {
      g_autoptr (GString) left = g_string_new (NULL);
      for (gint i = 0; i < g->n_forced; i++)
        g_string_append_printf (
            left, " %d", g->forced[(g->forced_head + i) % HC_MAX_FORCED]);
      fail (run, run->dice_line,
            "%d forced %s never rolled:%s (force only the dice the script "
            "makes the rules roll)",
            g->n_forced, g->n_forced == 1 ? "die was" : "dice were", left->str);
    }
}

static char *
edition_list (const HcRuleset *r)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; r->editions && i < r->editions->len; i++)
    g_string_append_printf (s, "%s, ",
                            ((const HcEdition *)r->editions->pdata[i])->id);
  g_string_append (s, "latest");
  return g_string_free (s, FALSE);
}

static char *
ruleset_list (void)
{
  GPtrArray *all = hc_ruleset_all ();
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < all->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "",
                            ((const HcRuleset *)all->pdata[i])->id);
  if (!all->len)
    g_string_append (s, "(none registered)");
  return g_string_free (s, FALSE);
}

/* "EDITION+SWITCH=VALUE+...": an edition with some rule switches set
 * otherwise, to play a reading no edition takes against one that does
 * (`holocron compare`, `rules show --demo`).  Sets the game's switches;
 * FALSE after failing the run with what was wrong. */
static gboolean
apply_variant (Run *run, const HcRuleset *r)
{
  gint edition = -1;
  gint32 sw[HC_MAX_SWITCHES];
  guint32 changed = 0;
  g_autoptr (GError) err = NULL;
  if (!hc_ruleset_edition_variant (r, run->edition, &edition, sw, &changed,
                                   &err))
    {
      fail (run, run->s->edition_line, "%s", err->message);
      return FALSE;
    }
  /* only what the variant names: the scenario's own `switch` lines stay */
  for (gint k = 0; k < HC_MAX_SWITCHES; k++)
    if (changed & (1u << k))
      run->g->sw[k] = sw[k];
  return TRUE;
}

/* The format's test game is built into the runner's test driver only:
 * elsewhere its scenarios are read but not run. */
#define TOY_ONLY_IN_DRIVER                                                     \
  HC_SCN_TOY_ID " is the scenario format's test game, built only into the "    \
                "runner's test driver (build/src/scenario/scenario-run, run "  \
                "by meson test --suite scenario)"

static gboolean
test_ruleset_missing (const HcScenario *s)
{
  return g_strcmp0 (s->ruleset, HC_SCN_TOY_ID) == 0
         && !hc_ruleset_find (HC_SCN_TOY_ID);
}

static void
run_scenario (Run *run)
{
  const HcScenario *s = run->s;
  const HcRuleset *r = hc_ruleset_find (s->ruleset);
  if (!r)
    {
      g_autofree char *known = ruleset_list ();
      fail (run, s->ruleset_line, "unknown ruleset \"%s\"; the rulesets are %s",
            s->ruleset, known);
      if (test_ruleset_missing (s))
        hc_scn_result_detail (run->res, "%s", TOY_ONLY_IN_DRIVER);
      return;
    }
  g_auto (GStrv) variant = g_strsplit (run->edition, "+", -1);
  gint edition = hc_ruleset_edition_index (r, variant[0]);
  if (edition < 0)
    {
      g_autofree char *known = edition_list (r);
      fail (run, s->edition_line,
            "the %s ruleset has no edition \"%s\"; its editions are %s", r->id,
            variant[0], known);
      return;
    }
  g_autoptr (GError) err = NULL;
  const HcCardDb *db = hc_rulesets_cards (r, &err);
  if (!db)
    {
      fail (run, s->ruleset_line, "cannot load the %s cards: %s", r->id,
            err->message);
      return;
    }
  g_autoptr (GHashTable) aliases
      = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  HcScnStart start = { 0 };
  run->g = hc_scn_setup (s, r, db, edition, aliases, &start, &err);
  if (run->g && !apply_variant (run, r))
    {
      /* as if it could not be set up: nothing was played */
      hc_game_free (g_steal_pointer (&run->g));
      g_free (start.phase);
      g_free (start.step);
      return;
    }
  g_autoptr (GPtrArray) ops = NULL;
  if (run->g)
    ops = hc_scn_compile (s, r, db, aliases, &err);
  if (!ops)
    hc_scn_result_fail (run->res, err->message);
  else if (!r->start_at)
    fail (run, start.phase_line,
          "the %s ruleset cannot start from a set-up position (it has no "
          "start_at)",
          r->id);
  else if (!r->start_at (run->g, start.phase, start.step, &err))
    fail (run, start.phase_line,
          "cannot continue play from phase \"%s\"%s%s%s: %s", start.phase,
          start.step ? ", step \"" : "", start.step ? start.step : "",
          start.step ? "\"" : "",
          err ? err->message : "the ruleset refused without a reason");
  else if (s->pending)
    /* a pending scenario is checked as far as it can be without playing:
     * its names, set-up and script lines are all valid */
    run->res->pending = g_strdup (s->pending);
  else
    run_ops (run, ops);
  g_free (start.phase);
  g_free (start.step);
}

static HcScenarioResult *
run_under (const HcScenario *s, const char *edition, gboolean keep_going)
{
  if (hc_scenario_is_lab (s))
    return hc_lab_run (s);
  Run run = { .s = s, .edition = edition, .keep_going = keep_going };
  run.res = hc_scn_result_new (s->path, s->title);
  run.res->edition = g_strdup (edition);
  run_scenario (&run);
  if (run.g)
    {
      hc_scn_render_log (run.g, run.res->log);
      g_autoptr (GString) outcome = g_string_new (NULL);
      hc_scn_describe_outcome (run.g, outcome);
      run.res->outcome = g_string_free (g_steal_pointer (&outcome), FALSE);
    }
  run.res->game = run.g;
  return run.res;
}

HcScenarioResult *
hc_scenario_run (const HcScenario *s)
{
  return run_under (s, s->edition, FALSE);
}

HcScenarioResult *
hc_scenario_run_edition (const HcScenario *s, const char *edition)
{
  return run_under (s, edition, TRUE);
}

HcScenarioResult *
hc_scenario_run_file (const char *path)
{
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr (GError) err = NULL;
  if (!g_file_get_contents (path, &text, &len, &err))
    {
      HcScenarioResult *res = hc_scn_result_new (path, NULL);
      g_autofree char *msg
          = g_strdup_printf ("%s:1: cannot read: %s", path, err->message);
      hc_scn_result_fail (res, msg);
      return res;
    }
  g_autofree char *marker_text = NULL;
  gint marker = hc_scn_expect_error_of (text, &marker_text);
  g_autoptr (HcScenario) s = hc_scenario_parse (path, text, (gssize)len, &err);
  HcScenarioResult *res;
  if (!s)
    {
      res = hc_scn_result_new (path, NULL);
      hc_scn_result_fail (res, err->message);
    }
  else if (test_ruleset_missing (s))
    {
      /* not a failure of the file: this program cannot run it */
      res = hc_scn_result_new (path, s->title);
      res->skipped = g_strdup (TOY_ONLY_IN_DRIVER);
      return res;
    }
  else
    res = hc_scenario_run (s);
  hc_scn_apply_expect_error (res, marker, marker_text);
  return res;
}
