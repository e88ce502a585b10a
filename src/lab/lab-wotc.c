/* The timing lab under the wotc held pool (seed 001), played as a game on
 * the core the way rulesets/wotc/triggers.c plays it.  A triggered ability
 * joins the core's trigger pool when its condition occurs and is held
 * while anything takes effect: taking effect is one frame, and what its
 * effect sets off is a frame on top of it, so nothing is released in
 * between.  The release is a frame under them all that runs when they are
 * done, one ability at a time, ordering the pool with the wotc ruleset's
 * own calls (wotc-pool.h: which may go next, Dark Side first; offering
 * them to the side whose they are and finding the one it chose), as
 * wotc's ST_RELEASE does; the lab's player takes the one that triggered
 * first.  Nothing can cancel an ability from the pool, and anything that
 * waited for an ability to finish comes too late to cancel it. */
#include "lab.h"
#include "wotc-pool.h"

enum
{
  ST_TAKE = 1, /* a thing takes effect */
  ST_RELEASE,  /* the pool is released */
  ST_COUNT,
};

/* the model's own card counters */
enum
{
  C_TAKING = HC_LAB_C_MODEL,
  C_DONE,
};

enum
{
  M_TAKES,
  M_JOINS_AS_BEGINS,
  M_JOINS_AFTER,
  M_FINISHED,
  M_RELEASED,
  M_RELEASED_CHOICE,
  M_EFFECT,
  M_CAUSES,
  M_IN_POOL,
  M_TOO_LATE,
  M_NOT_HAPPENED,
};

enum
{
  R_TRIGGERED,
  R_HELD,
  R_ABILITIES,
};

static const char *const rule_refs[] = {
  [R_TRIGGERED] = "wotc triggered-abilities",
  [R_HELD] = "wotc held-triggers",
  [R_ABILITIES] = "wotc abilities",
};

/* the release frame's arguments */
enum
{
  A_ANNOUNCED, /* the release has been announced */
  A_WAITING,   /* how many of the chooser's were waiting */
};

static gboolean
waiting (const HcGame *g, gint ability)
{
  for (gint i = 0; i < g->n_triggers; i++)
    if (g->trigger[i].ability == ability)
      return TRUE;
  return FALSE;
}

/* Interrupts trigger as their condition begins to take effect, reactions
 * once it has; both only join the pool. */
static void
record (HcGame *g, gint thing, HcLabKind kind)
{
  const HcLab *lab = hc_lab_of (g);
  for (gint a = 0; a < lab->n_abilities; a++)
    {
      const HcLabAbility *ab = &lab->ability[a];
      if (ab->when != thing || ab->kind != kind
          || g->card[a].counter[HC_LAB_C_USED])
        continue;
      g->card[a].counter[HC_LAB_C_USED] = 1;
      hc_trigger_add (g, (guint16)a, ab->player, a);
      hc_game_log (g, ab->player,
                   kind == HC_LAB_INTERRUPT ? M_JOINS_AS_BEGINS : M_JOINS_AFTER,
                   R_HELD, a, thing, 0, 0);
    }
}

static void
cancel (HcGame *g, gint ability, gint x)
{
  if (!HC_LAB_IS_EVENT (x) && waiting (g, x))
    hc_game_log (g, HC_NONE, M_IN_POOL, R_TRIGGERED, ability, x, 0, 0);
  else if (g->card[x].counter[C_DONE] || g->card[x].counter[C_TAKING])
    hc_game_log (g, HC_NONE, M_TOO_LATE, R_ABILITIES, ability, x, 0, 0);
  else
    hc_game_log (g, HC_NONE, M_NOT_HAPPENED, R_TRIGGERED, ability, x, 0, 0);
}

static void
push_take (HcGame *g, gint thing)
{
  hc_game_push (g, ST_TAKE)->arg[0] = thing;
}

/* ST_TAKE */
static HcStepResult
step_take (HcGame *g, HcFrame *f)
{
  const HcLab *lab = hc_lab_of (g);
  gint thing = f->arg[0];
  HcCard *c = &g->card[thing];
  if (f->pc == 0)
    {
      f->pc = 1;
      c->counter[C_TAKING] = 1;
      if (HC_LAB_IS_EVENT (thing))
        hc_game_log (g, HC_NONE, M_TAKES, R_HELD, thing, 0, 0, 0);
      record (g, thing, HC_LAB_INTERRUPT);
      if (!HC_LAB_IS_EVENT (thing))
        {
          const HcLabAbility *ab = &lab->ability[thing];
          hc_lab_take_place (g, thing);
          if (ab->effect == HC_LAB_MARK)
            hc_game_log (g, HC_NONE, M_EFFECT, R_TRIGGERED, thing, 0, 0, 0);
          else if (ab->effect == HC_LAB_CANCEL)
            cancel (g, thing, ab->target);
          else
            {
              /* its event is part of its taking effect: a frame on top */
              hc_game_log (g, HC_NONE, M_CAUSES, R_ABILITIES, thing, ab->target,
                           0, 0);
              push_take (g, ab->target);
              return HC_STEP_CONTINUE;
            }
        }
    }
  c->counter[C_TAKING] = 0;
  c->counter[C_DONE] = 1;
  record (g, thing, HC_LAB_REACTION);
  return HC_STEP_DONE;
}

static void
release_one (HcGame *g, gint index, gint chooser, gint of_theirs)
{
  gint a = g->trigger[index].ability;
  hc_game_log (g, chooser, of_theirs > 1 ? M_RELEASED_CHOICE : M_RELEASED,
               R_TRIGGERED, a, of_theirs, 0, 0);
  hc_trigger_remove (g, index);
  push_take (g, a);
}

/* ST_RELEASE: like wotc's, one waiting ability at a time, the Dark Side's
 * first, the player ordering their own */
static HcStepResult
step_release (HcGame *g, HcFrame *f)
{
  switch (f->pc)
    {
    case 0:
      {
        gint16 cand[HC_MAX_TRIGGERS];
        gint chooser;
        gint n = wotc_pool_next (g, WOTC_POOL_NORMAL, &chooser, cand);
        if (n == 0)
          return HC_STEP_DONE;
        if (!f->arg[A_ANNOUNCED])
          hc_game_log (g, HC_NONE, M_FINISHED, R_HELD, hc_lab_of (g)->start, 0,
                       0, 0);
        f->arg[A_ANNOUNCED] = 1;
        if (n == 1)
          {
            release_one (g, cand[0], chooser, 1);
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, chooser, 0, 0);
        for (gint k = 0; k < n; k++)
          wotc_pool_offer (g, cand[k]);
        f->arg[A_WAITING] = n;
        f->pc = 1;
        return HC_STEP_ASK;
      }
    case 1:
      {
        gint i = wotc_pool_chosen (g, hc_game_take_answer (g));
        f->pc = 0;
        if (i >= 0)
          release_one (g, i, g->trigger[i].player, f->arg[A_WAITING]);
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

static const HcStepFn lab_steps[ST_COUNT] = {
  [ST_TAKE] = step_take,
  [ST_RELEASE] = step_release,
};

static char *
released (const HcLab *lab, gint a, gint waiting_of_theirs)
{
  const HcLabAbility *ab = &lab->ability[a];
  const char *player = hc_lab_player (ab->player);
  const char *why = ab->player == HC_LAB_DARK
                        ? "the Dark Side's abilities go first"
                        : "no Dark Side ability waits: the Light Side's";
  if (waiting_of_theirs > 1 && lab->rank[HC_LAB_WOTC][a])
    return g_strdup_printf ("released: %s's %s (%s; %d of theirs wait, in "
                            "the order the %s chooses: the script's)",
                            player, ab->name, why, waiting_of_theirs, player);
  if (waiting_of_theirs > 1)
    return g_strdup_printf ("released: %s's %s (%s; %d of theirs wait, in "
                            "the order the %s chooses: the lab takes them as "
                            "they triggered)",
                            player, ab->name, why, waiting_of_theirs, player);
  return g_strdup_printf ("released: %s's %s (%s)", player, ab->name, why);
}

static char *
render (const HcLab *lab, const HcLogEntry *e)
{
  const char *x = hc_lab_label (lab, e->arg[0]);
  /* the second thing, for the messages that name one */
  gboolean two = e->msg != M_RELEASED && e->msg != M_RELEASED_CHOICE;
  const char *y = two ? hc_lab_label (lab, e->arg[1]) : "";
  switch (e->msg)
    {
    case M_TAKES:
      return g_strdup_printf ("%s takes effect", x);
    case M_JOINS_AS_BEGINS:
      return g_strdup_printf ("%s's %s triggers as %s begins and waits in "
                              "the pool, held while anything takes effect",
                              hc_lab_player (e->actor), x, y);
    case M_JOINS_AFTER:
      return g_strdup_printf ("%s's %s triggers off %s and waits in the pool "
                              "until it is released",
                              hc_lab_player (e->actor), x, y);
    case M_FINISHED:
      return g_strdup_printf ("%s has finished: the waiting abilities are "
                              "released at the next chance to play",
                              x);
    case M_RELEASED:
    case M_RELEASED_CHOICE:
      return released (lab, e->arg[0], e->arg[1]);
    case M_EFFECT:
      return g_strdup_printf ("%s takes effect", x);
    case M_CAUSES:
      return g_strdup_printf ("%s makes %s happen, as part of taking effect", x,
                              y);
    case M_IN_POOL:
      return g_strdup_printf ("%s would cancel %s, but %s is in the pool and "
                              "certain to take effect: nothing is cancelled",
                              x, y, y);
    case M_TOO_LATE:
      return g_strdup_printf ("%s would cancel %s, but comes too late: %s had "
                              "to finish taking effect before %s could: "
                              "nothing is cancelled",
                              x, y, y, x);
    case M_NOT_HAPPENED:
      return g_strdup_printf ("%s would cancel %s, but %s has not happened: "
                              "nothing is cancelled",
                              x, y, y);
    }
  return g_strdup ("?");
}

static void
start (HcGame *g)
{
  /* the release waits under the start until it has finished */
  hc_game_push (g, ST_RELEASE);
  push_take (g, hc_lab_of (g)->start);
}

HcLabTrace *
hc_lab_run_wotc (const HcLab *lab)
{
  HcLabRules rules = {
    .r = { .id = "lab-wotc",
           .title = "the timing lab's wotc model",
           .steps = lab_steps,
           .n_steps = ST_COUNT },
    .lab = lab,
    .rule_refs = rule_refs,
    .render = render,
  };
  /* the releasing player takes first the ability offered first: the one
   * of theirs that triggered first */
  return hc_lab_play (&rules, HC_LAB_WOTC, 0, start);
}
