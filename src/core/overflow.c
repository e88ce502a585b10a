/* A fixed table of the game value ran out of room: the game ends with
 * HC_END_OVERFLOW and a log line naming the table and the step, instead
 * of dropping what did not fit. */
#include "hc-ruleset.h"

static const struct
{
  const char *name;
  gint size;
} capacities[HC_CAP_COUNT] = {
  [HC_CAP_OPTIONS] = { "options in one decision", HC_MAX_OPTIONS },
  [HC_CAP_EFFECTS] = { "lasting effects", HC_MAX_EFFECTS },
  [HC_CAP_TRIGGERS] = { "waiting triggered abilities", HC_MAX_TRIGGERS },
  [HC_CAP_FRAMES] = { "rule steps in progress", HC_MAX_FRAMES },
  [HC_CAP_FORCED] = { "forced dice", HC_MAX_FORCED },
  [HC_CAP_PICKS] = { "chosen targets", HC_MAX_PICKS },
  [HC_CAP_MARKERS] = { "limit markers", HC_MAX_MARKERS },
};

const char *
hc_capacity_name (HcCapacity what)
{
  return (guint)what < HC_CAP_COUNT ? capacities[what].name : "?";
}

gint
hc_capacity_size (HcCapacity what)
{
  return (guint)what < HC_CAP_COUNT ? capacities[what].size : 0;
}

const char *
hc_step_name (const HcGame *g, guint kind)
{
  const HcRuleset *r = g->rules;
  if (kind == HC_STEP_WINDOW)
    return "window";
  if (kind == HC_STEP_TARGETS)
    return "choose-targets";
  if (kind < (guint)r->n_steps && r->step_names && r->step_names[kind])
    return r->step_names[kind];
  return "?";
}

void
hc_game_overflow (HcGame *g, HcCapacity what)
{
  /* the first overflow stops the game; what the stopped step still tries
   * to add goes nowhere and says nothing more */
  if (g->over)
    return;
  const HcFrame *top = g->n_frames ? &g->frame[g->n_frames - 1] : NULL;
  gint kind = top ? top->kind : -1, pc = top ? top->pc : 0;
  /* a warning too: the tests run with warnings fatal, so an overflow in
   * a test fails it where it happens */
  g_warning ("holocron: the game is stopped: more than %d %s (rule step %s, "
             "pc %d)",
             hc_capacity_size (what), hc_capacity_name (what),
             kind < 0 ? "none" : hc_step_name (g, (guint)kind), pc);
  hc_game_log (g, -1, HC_MSG_OVERFLOW, G_MAXUINT16, what,
               hc_capacity_size (what), kind, pc);
  hc_game_end (g, HC_NONE, HC_END_OVERFLOW);
}
