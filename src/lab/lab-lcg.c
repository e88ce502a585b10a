/* The timing lab under the lcg's nested interrupts and reactions (FAQ,
 * Advanced Timing Rules), played the way rulesets/lcg/events.c plays them:
 * as a game on the core.  Each triggering condition (the start, an event
 * an ability causes, the use of an ability) is a frame that opens an
 * interrupt window before it resolves and, unless it was cancelled, a
 * reaction window after, each opened by the lcg ruleset's own call
 * (lcg_push_condition_window, rulesets/lcg/events.c: the core's priority
 * window, the active player first, back and forth until both pass in a
 * row, a player with nothing to use passing unasked).  An
 * ability used in a window pushes its own condition frame on top, so
 * nested sequences resolve last in, first out because frames do.
 *
 * The lab's abilities and events are the game's cards (ability i is card
 * i, event e card HC_LAB_MAX_ABILITIES + e), their state kept in card
 * counters, and every step is a log entry, so the whole run is a game
 * value like any other.  The lab's players use the first ability they
 * can, in the order the file declares them; the steps are rendered from
 * the log afterwards. */
#include "lab.h"
#include "lcg-timing.h"

#include <string.h>

enum
{
  ST_CONDITION = 1,
  ST_COUNT,
};

enum
{
  W_INTERRUPT = 1,
  W_REACTION,
};

/* the model's own card counters */
enum
{
  C_PENDING = HC_LAB_C_MODEL,
  C_RESOLVED,
};

enum
{
  M_OCCURS,
  M_WINDOW,
  M_NESTED_WINDOW,
  M_USES,
  M_PASSES,
  M_BOTH_PASS,
  M_RESOLVES,
  M_CAUSES,
  M_CANCELS,
  M_ALREADY_CANCELLED,
  M_ALREADY_RESOLVED,
  M_NOT_HAPPENED,
  M_WAS_CANCELLED,
  M_TOO_DEEP,
};

/* the lab's rules, as indices of the log entries' rule field */
enum
{
  R_INTERRUPTS,
  R_REACTIONS,
  R_PRIORITY,
  R_NESTED,
  R_CANCEL,
};

static const char *const rule_refs[] = {
  [R_INTERRUPTS] = "lcg interrupts",
  [R_REACTIONS] = "lcg reactions",
  [R_PRIORITY] = "lcg interrupt-reaction-priority",
  [R_NESTED] = "lcg nested-sequences",
  [R_CANCEL] = "lcg cancel",
};

static gint
window_rule (gint kind)
{
  return kind == W_INTERRUPT ? R_INTERRUPTS : R_REACTIONS;
}

static void
push_condition (HcGame *g, gint thing)
{
  hc_game_push (g, ST_CONDITION)->arg[0] = thing;
}

static void
lab_window_offer (HcGame *g, const HcFrame *w, gint player)
{
  const HcLab *lab = hc_lab_of (g);
  gint thing = w->arg[HC_WIN_ARG];
  HcLabKind kind
      = w->arg[HC_WIN_KIND] == W_INTERRUPT ? HC_LAB_INTERRUPT : HC_LAB_REACTION;
  if (g->n_frames > HC_MAX_FRAMES - HC_LAB_HEADROOM)
    return;
  for (gint a = 0; a < lab->n_abilities; a++)
    {
      const HcLabAbility *ab = &lab->ability[a];
      if (ab->player == player && ab->when == thing && ab->kind == kind
          && !g->card[a].counter[HC_LAB_C_USED])
        hc_game_offer (g, (guint32)a + 1, 1, a, 0, 0);
    }
}

static void
lab_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  gint kind = w->arg[HC_WIN_KIND];
  gint thing = w->arg[HC_WIN_ARG];
  /* the window's first play says it opened, with who goes first */
  if (w->arg[HC_WIN_PLAYS] == 1)
    hc_game_log (
        g, HC_NONE, HC_LAB_IS_EVENT (thing) ? M_WINDOW : M_NESTED_WINDOW,
        (guint16)(HC_LAB_IS_EVENT (thing) ? window_rule (kind) : R_NESTED),
        kind, thing, w->arg[HC_WIN_FIRST], 0);
  g->card[o->a].counter[HC_LAB_C_USED] = 1;
  hc_game_log (g, player, M_USES, (guint16)window_rule (kind), kind, o->a,
               thing, 0);
  push_condition (g, o->a);
}

/* Before each opportunity after a play: the one who just had it passed. */
static gboolean
lab_window_begin (HcGame *g, HcFrame *w)
{
  if (w->arg[HC_WIN_PLAYS] > 0 && w->arg[HC_WIN_PASSES] == 1)
    hc_game_log (g, 1 - w->arg[HC_WIN_PLAYER], M_PASSES,
                 (guint16)window_rule (w->arg[HC_WIN_KIND]),
                 w->arg[HC_WIN_KIND], 0, 0, 0);
  return FALSE;
}

static void
lab_window_closed (HcGame *g, HcFrame *w)
{
  if (w->arg[HC_WIN_PLAYS] > 0)
    hc_game_log (g, HC_NONE, M_BOTH_PASS,
                 (guint16)window_rule (w->arg[HC_WIN_KIND]),
                 w->arg[HC_WIN_KIND], w->arg[HC_WIN_ARG], 0, 0);
}

static void
cancel (HcGame *g, gint ability, gint x)
{
  HcCard *c = &g->card[x];
  if (c->counter[C_PENDING] && !c->counter[HC_LAB_C_CANCELLED])
    {
      c->counter[HC_LAB_C_CANCELLED] = 1;
      hc_game_log (g, HC_NONE, M_CANCELS, R_CANCEL, ability, x, 0, 0);
    }
  else if (c->counter[HC_LAB_C_CANCELLED])
    hc_game_log (g, HC_NONE, M_ALREADY_CANCELLED, R_CANCEL, ability, x, 0, 0);
  else if (c->counter[C_RESOLVED])
    hc_game_log (g, HC_NONE, M_ALREADY_RESOLVED, R_PRIORITY, ability, x, 0, 0);
  else
    hc_game_log (g, HC_NONE, M_NOT_HAPPENED, R_CANCEL, ability, x, 0, 0);
}

/* The condition's own effect; TRUE when it pushed a new condition. */
static gboolean
resolve (HcGame *g, gint thing)
{
  const HcLab *lab = hc_lab_of (g);
  if (HC_LAB_IS_EVENT (thing))
    {
      hc_game_log (g, HC_NONE, M_RESOLVES, R_PRIORITY, thing, 0, 0, 0);
      return FALSE;
    }
  const HcLabAbility *ab = &lab->ability[thing];
  hc_lab_take_place (g, thing);
  switch (ab->effect)
    {
    case HC_LAB_MARK:
      hc_game_log (g, HC_NONE, M_RESOLVES, R_PRIORITY, thing, 0, 0, 0);
      return FALSE;
    case HC_LAB_CANCEL:
      cancel (g, thing, ab->target);
      return FALSE;
    case HC_LAB_CAUSE:
      if (g->n_frames > HC_MAX_FRAMES - HC_LAB_HEADROOM)
        {
          hc_game_log (g, HC_NONE, M_TOO_DEEP, R_NESTED, thing, ab->target, 0,
                       0);
          return FALSE;
        }
      hc_game_log (g, HC_NONE, M_CAUSES, R_NESTED, thing, ab->target, 0, 0);
      push_condition (g, ab->target);
      return TRUE;
    }
  return FALSE;
}

/* ST_CONDITION: interrupts, then the condition, then reactions */
static HcStepResult
step_condition (HcGame *g, HcFrame *f)
{
  gint thing = f->arg[0];
  HcCard *c = &g->card[thing];
  switch (f->pc)
    {
    case 0:
      c->counter[C_PENDING] = 1;
      f->pc = 1;
      lcg_push_condition_window (g, W_INTERRUPT, thing);
      return HC_STEP_CONTINUE;
    case 1:
      /* once it resolves it is past cancelling, even by what it sets off */
      c->counter[C_PENDING] = 0;
      if (c->counter[HC_LAB_C_CANCELLED])
        {
          hc_game_log (g, HC_NONE, M_WAS_CANCELLED, R_PRIORITY, thing, 0, 0, 0);
          return HC_STEP_DONE;
        }
      c->counter[C_RESOLVED] = 1;
      f->pc = 2;
      resolve (g, thing);
      return HC_STEP_CONTINUE;
    case 2:
      f->pc = 3;
      lcg_push_condition_window (g, W_REACTION, thing);
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}

static const HcStepFn lab_steps[ST_COUNT] = {
  [ST_CONDITION] = step_condition,
};

static char *
render (const HcLab *lab, const HcLogEntry *e)
{
  const char *what = e->arg[0] == W_INTERRUPT ? "interrupt" : "reaction";
  switch (e->msg)
    {
    case M_OCCURS:
      return g_strdup_printf (
          "%s occurs: interrupts, then it resolves, then reactions",
          hc_lab_label (lab, e->arg[0]));
    case M_WINDOW:
    case M_NESTED_WINDOW:
      return g_strdup_printf ("%s window for %s%s: the %s (active) first, "
                              "then back and forth",
                              what, hc_lab_label (lab, e->arg[1]),
                              e->msg == M_NESTED_WINDOW ? ", nested on top"
                                                        : "",
                              hc_lab_player (e->arg[2]));
    case M_USES:
      return g_strdup_printf (
          "%s uses %s, a%s %s to %s%s", hc_lab_player (e->actor),
          hc_lab_label (lab, e->arg[1]), e->arg[0] == W_INTERRUPT ? "n" : "",
          what, hc_lab_label (lab, e->arg[2]),
          lab->rank[HC_LAB_LCG][e->arg[1]] ? " (in the script's order)" : "");
    case M_PASSES:
      return g_strdup_printf ("%s passes", hc_lab_player (e->actor));
    case M_BOTH_PASS:
      return g_strdup_printf ("both pass: no more %ss to %s", what,
                              hc_lab_label (lab, e->arg[1]));
    case M_RESOLVES:
      return g_strdup_printf ("%s resolves", hc_lab_label (lab, e->arg[0]));
    case M_CAUSES:
      return g_strdup_printf ("%s resolves: %s happens, a new condition whose "
                              "interrupts and reactions nest on top",
                              hc_lab_label (lab, e->arg[0]),
                              hc_lab_label (lab, e->arg[1]));
    case M_TOO_DEEP:
      return g_strdup_printf ("%s resolves, but %s would nest past the lab's "
                              "depth: it does not happen",
                              hc_lab_label (lab, e->arg[0]),
                              hc_lab_label (lab, e->arg[1]));
    case M_CANCELS:
      return g_strdup_printf ("%s cancels %s, which has not resolved yet",
                              hc_lab_label (lab, e->arg[0]),
                              hc_lab_label (lab, e->arg[1]));
    case M_ALREADY_CANCELLED:
      return g_strdup_printf ("%s: %s is already cancelled",
                              hc_lab_label (lab, e->arg[0]),
                              hc_lab_label (lab, e->arg[1]));
    case M_ALREADY_RESOLVED:
      return g_strdup_printf ("%s would cancel %s, but %s has already "
                              "resolved",
                              hc_lab_label (lab, e->arg[0]),
                              hc_lab_label (lab, e->arg[1]),
                              hc_lab_label (lab, e->arg[1]));
    case M_NOT_HAPPENED:
      return g_strdup_printf ("%s would cancel %s, but %s has not happened",
                              hc_lab_label (lab, e->arg[0]),
                              hc_lab_label (lab, e->arg[1]),
                              hc_lab_label (lab, e->arg[1]));
    case M_WAS_CANCELLED:
      return g_strdup_printf ("%s was cancelled: it does not resolve, and no "
                              "reaction to it may be used",
                              hc_lab_label (lab, e->arg[0]));
    }
  return g_strdup ("?");
}

static void
start (HcGame *g)
{
  const HcLab *lab = hc_lab_of (g);
  hc_game_log (g, HC_NONE, M_OCCURS, R_PRIORITY, lab->start, 0, 0, 0);
  push_condition (g, lab->start);
}

HcLabTrace *
hc_lab_run_lcg (const HcLab *lab)
{
  HcLabRules rules = {
    .r = { .id = "lab-lcg",
           .title = "the timing lab's lcg model",
           .steps = lab_steps,
           .n_steps = ST_COUNT,
           .window_offer = lab_window_offer,
           .window_play = lab_window_play,
           .window_begin = lab_window_begin,
           .window_closed = lab_window_closed },
    .lab = lab,
    .rule_refs = rule_refs,
    .render = render,
  };
  /* each player uses the first ability offered: the first they can, in
   * the order the file declares them (option 0 is pass) */
  return hc_lab_play (&rules, HC_LAB_LCG, 1, start);
}
