/* The timing lab under the lcg's nested interrupts and reactions (FAQ,
 * Advanced Timing Rules), as rulesets/lcg/events.c plays them: each
 * triggering condition (the start, an event an ability causes, the use of
 * an ability) gets an interrupt window before it resolves and, unless it
 * was cancelled, a reaction window after; in each window the active player
 * goes first and the players alternate until both pass in a row.  An
 * ability used in a window is a condition of its own, resolved completely
 * before the window goes on: sequences nest and resolve last in, first
 * out.  The lab's players use every ability they can, each their own in
 * the order they are declared. */
#include "lab.h"

typedef struct
{
  const HcLab *lab;
  HcLabTrace *t;
  gboolean pending[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gboolean resolved[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
} Lcg;

static void condition (Lcg *l, gint thing);

static gint
usable (const Lcg *l, gint player, gint thing, HcLabKind kind)
{
  for (gint a = 0; a < l->lab->n_abilities; a++)
    {
      const HcLabAbility *ab = &l->lab->ability[a];
      if (ab->player == player && ab->when == thing && ab->kind == kind
          && !l->t->used[a])
        return a;
    }
  return -1;
}

static void
window (Lcg *l, gint thing, HcLabKind kind)
{
  const char *what = kind == HC_LAB_INTERRUPT ? "interrupt" : "reaction";
  const char *rule
      = kind == HC_LAB_INTERRUPT ? "lcg interrupts" : "lcg reactions";
  gint p = l->lab->active;
  gint passes = 0;
  gboolean said = FALSE;
  while (passes < 2)
    {
      gint a = usable (l, p, thing, kind);
      if (a < 0)
        {
          if (said && passes == 0)
            hc_lab_step (l->t, rule, "%s passes", hc_lab_player (p));
          passes++;
          p = 1 - p;
          continue;
        }
      /* the use of an ability is a condition of its own, opened on top
       * of the window it was used in */
      if (!said && !HC_LAB_IS_EVENT (thing))
        hc_lab_step (l->t, "lcg nested-sequences",
                     "%s window for %s, nested on top: the %s (active) "
                     "first, then back and forth",
                     what, hc_lab_label (l->lab, thing),
                     hc_lab_player (l->lab->active));
      else if (!said)
        hc_lab_step (l->t, rule,
                     "%s window for %s: the %s (active) first, then back and "
                     "forth",
                     what, hc_lab_label (l->lab, thing),
                     hc_lab_player (l->lab->active));
      said = TRUE;
      passes = 0;
      l->t->used[a] = TRUE;
      hc_lab_step (l->t, rule, "%s uses %s, a%s %s to %s", hc_lab_player (p),
                   l->lab->ability[a].name, kind == HC_LAB_INTERRUPT ? "n" : "",
                   what, hc_lab_label (l->lab, thing));
      condition (l, a);
      p = 1 - p;
    }
  if (said)
    hc_lab_step (l->t, rule, "both pass: no more %ss to %s", what,
                 hc_lab_label (l->lab, thing));
}

static void
cancel (Lcg *l, const HcLabAbility *ab)
{
  gint x = ab->target;
  const char *target = hc_lab_label (l->lab, x);
  if (l->pending[x] && !l->t->cancelled[x])
    {
      l->t->cancelled[x] = TRUE;
      hc_lab_step (l->t, "lcg cancel",
                   "%s cancels %s, which has not resolved yet", ab->name,
                   target);
    }
  else if (l->t->cancelled[x])
    hc_lab_step (l->t, "lcg cancel", "%s: %s is already cancelled", ab->name,
                 target);
  else if (l->resolved[x])
    hc_lab_step (l->t, "lcg interrupt-reaction-priority",
                 "%s would cancel %s, but %s has already resolved", ab->name,
                 target, target);
  else
    hc_lab_step (l->t, "lcg cancel",
                 "%s would cancel %s, but %s has not happened", ab->name,
                 target, target);
}

static void
resolve (Lcg *l, gint thing)
{
  const HcLab *lab = l->lab;
  if (HC_LAB_IS_EVENT (thing))
    {
      hc_lab_step (l->t, "lcg interrupt-reaction-priority", "%s resolves",
                   hc_lab_label (lab, thing));
      return;
    }
  const HcLabAbility *ab = &lab->ability[thing];
  l->t->order[l->t->n_order++] = thing;
  if (ab->effect == HC_LAB_MARK)
    hc_lab_step (l->t, "lcg interrupt-reaction-priority", "%s resolves",
                 ab->name);
  else if (ab->effect == HC_LAB_CANCEL)
    cancel (l, ab);
  else
    {
      hc_lab_step (l->t, "lcg nested-sequences",
                   "%s resolves: %s happens, a new condition whose "
                   "interrupts and reactions nest on top",
                   ab->name, hc_lab_label (lab, ab->target));
      condition (l, ab->target);
    }
}

static void
condition (Lcg *l, gint thing)
{
  l->pending[thing] = TRUE;
  window (l, thing, HC_LAB_INTERRUPT);
  if (l->t->cancelled[thing])
    {
      l->pending[thing] = FALSE;
      hc_lab_step (l->t, "lcg interrupt-reaction-priority",
                   "%s was cancelled: it does not resolve, and no reaction "
                   "to it may be used",
                   hc_lab_label (l->lab, thing));
      return;
    }
  /* once it resolves it is past cancelling, even by what it sets off */
  l->pending[thing] = FALSE;
  l->resolved[thing] = TRUE;
  resolve (l, thing);
  window (l, thing, HC_LAB_REACTION);
}

HcLabTrace *
hc_lab_run_lcg (const HcLab *lab)
{
  Lcg l = { .lab = lab, .t = hc_lab_trace_new (HC_LAB_LCG) };
  hc_lab_step (l.t, "lcg interrupt-reaction-priority",
               "%s occurs: interrupts, then it resolves, then reactions",
               hc_lab_label (lab, lab->start));
  condition (&l, lab->start);
  return l.t;
}
