/* The timing lab under the wotc held pool (seed 001).  A triggered
 * ability joins the core's trigger pool when its condition occurs and is
 * held while anything takes effect; the pool is released when the start
 * has finished, one ability at a time, the next one chosen by the same
 * core call and policy as wotc's own release step (rulesets/wotc/
 * triggers.c): hc_trigger_candidates with the Dark Side first.  Nothing
 * can cancel an ability from the pool, and anything that waited for an
 * ability to finish comes too late to cancel it. */
#include "lab.h"

typedef struct
{
  const HcLab *lab;
  HcLabTrace *t;
  HcGame *g; /* only its trigger pool is used */
  gboolean triggered[HC_LAB_MAX_ABILITIES];
  gboolean taking[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gboolean done[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
} Wotc;

static gboolean
waiting (const Wotc *w, gint ability)
{
  for (gint i = 0; i < w->g->n_triggers; i++)
    if (w->g->trigger[i].ability == ability)
      return TRUE;
  return FALSE;
}

/* Interrupts trigger as their condition begins to take effect, reactions
 * once it has; both only join the pool. */
static void
record (Wotc *w, gint thing, HcLabKind kind)
{
  const HcLab *lab = w->lab;
  for (gint a = 0; a < lab->n_abilities; a++)
    {
      const HcLabAbility *ab = &lab->ability[a];
      if (ab->when != thing || ab->kind != kind || w->triggered[a])
        continue;
      w->triggered[a] = TRUE;
      w->t->used[a] = TRUE;
      hc_trigger_add (w->g, (guint16)a, ab->player, a);
      if (kind == HC_LAB_INTERRUPT)
        hc_lab_step (w->t, "wotc held-triggers",
                     "%s's %s triggers as %s begins and waits in the pool, "
                     "held while anything takes effect",
                     hc_lab_player (ab->player), ab->name,
                     hc_lab_label (lab, thing));
      else
        hc_lab_step (w->t, "wotc held-triggers",
                     "%s's %s triggers off %s and waits in the pool until "
                     "it is released",
                     hc_lab_player (ab->player), ab->name,
                     hc_lab_label (lab, thing));
    }
}

static void take_effect (Wotc *w, gint thing);

static void
cancel (Wotc *w, const HcLabAbility *ab)
{
  const char *target = hc_lab_label (w->lab, ab->target);
  if (!HC_LAB_IS_EVENT (ab->target) && waiting (w, ab->target))
    hc_lab_step (w->t, "wotc triggered-abilities",
                 "%s would cancel %s, but %s is in the pool and certain to "
                 "take effect: nothing is cancelled",
                 ab->name, target, target);
  else if (w->done[ab->target] || w->taking[ab->target])
    hc_lab_step (w->t, "wotc abilities",
                 "%s would cancel %s, but comes too late: %s had to finish "
                 "taking effect before %s could: nothing is cancelled",
                 ab->name, target, target, ab->name);
  else
    hc_lab_step (w->t, "wotc triggered-abilities",
                 "%s would cancel %s, but %s has not happened: nothing is "
                 "cancelled",
                 ab->name, target, target);
}

static void
take_effect (Wotc *w, gint thing)
{
  const HcLab *lab = w->lab;
  w->taking[thing] = TRUE;
  if (HC_LAB_IS_EVENT (thing))
    hc_lab_step (w->t, "wotc held-triggers", "%s takes effect",
                 hc_lab_label (lab, thing));
  record (w, thing, HC_LAB_INTERRUPT);
  if (!HC_LAB_IS_EVENT (thing))
    {
      const HcLabAbility *ab = &lab->ability[thing];
      w->t->order[w->t->n_order++] = thing;
      if (ab->effect == HC_LAB_MARK)
        hc_lab_step (w->t, "wotc triggered-abilities", "%s takes effect",
                     ab->name);
      else if (ab->effect == HC_LAB_CANCEL)
        cancel (w, ab);
      else
        {
          hc_lab_step (w->t, "wotc abilities",
                       "%s makes %s happen, as part of taking effect", ab->name,
                       hc_lab_label (lab, ab->target));
          take_effect (w, ab->target);
        }
    }
  w->taking[thing] = FALSE;
  w->done[thing] = TRUE;
  record (w, thing, HC_LAB_REACTION);
}

HcLabTrace *
hc_lab_run_wotc (const HcLab *lab)
{
  g_autofree HcGame *g = g_new0 (HcGame, 1);
  Wotc w = { .lab = lab, .t = hc_lab_trace_new (HC_LAB_WOTC), .g = g };
  take_effect (&w, lab->start);
  if (g->n_triggers)
    hc_lab_step (w.t, "wotc held-triggers",
                 "%s has finished: the waiting abilities are released at the "
                 "next chance to play",
                 hc_lab_label (lab, lab->start));
  while (g->n_triggers)
    {
      gint16 cand[HC_MAX_TRIGGERS];
      gint chooser;
      gint n = hc_trigger_candidates (g, HC_ORDER_PLAYER_FIRST, HC_LAB_DARK, 0,
                                      &chooser, cand);
      gint a = g->trigger[cand[0]].ability;
      const HcLabAbility *ab = &lab->ability[a];
      const char *why = chooser == HC_LAB_DARK
                            ? "the Dark Side's abilities go first"
                            : "no Dark Side ability waits: the Light Side's";
      if (n > 1)
        hc_lab_step (w.t, "wotc triggered-abilities",
                     "released: %s's %s (%s; %d of theirs wait, in the order "
                     "the %s chooses: the lab takes them as they triggered)",
                     hc_lab_player (chooser), ab->name, why, n,
                     hc_lab_player (chooser));
      else
        hc_lab_step (w.t, "wotc triggered-abilities", "released: %s's %s (%s)",
                     hc_lab_player (chooser), ab->name, why);
      hc_trigger_remove (g, cand[0]);
      take_effect (&w, a);
    }
  return w.t;
}
