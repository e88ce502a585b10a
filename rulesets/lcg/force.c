/* The Force phase (FFG preview "Committed to the Force";
 * swlcg-rules-gaps.md (c)): the active player may commit units to the
 * Force while Force cards are left (3 each); a commitment lasts until the
 * unit leaves play.  Then the Force struggle: each side adds the Force
 * icons of its ready committed units (and what abilities add); the higher
 * total turns the Balance of the Force to its side, a tie leaves it.
 * Then the Force action window. */
#include "lcg-steps.h"

/* the ST_FORCE frame */
typedef struct
{
  gint32 player; /* who is committing */
} LcgForceFrame;
HC_FRAME_VIEW_FITS (LcgForceFrame);
#define LCG_FORCE(f) ((LcgForceFrame *)(f)->arg)

enum
{
  PC_BEGIN,
  PC_ASK,
  PC_ANSWER,
  PC_NEXT,
  PC_STRUGGLE,
  PC_WINDOW, /* after the reactions to the struggle's winner */
  PC_END,
  PC_COUNT_STRUGGLE, /* after the interrupts to its beginning */
};

/* a unit's Force icons as the struggle counts them: what it gains "during
 * the Force struggle" (Self Preservation) too, unless it has lost all its
 * Force icons (doc/rules/lcg.md, the Hoth cycle) */
static gint
struggle_icons (const HcGame *g, gint unit)
{
  if (lcg_keywords (g, unit) & KW_NO_FORCE_ICONS)
    return 0;
  return MAX (0, lcg_force_icons (g, unit)
                     + lcg_static_of_card (g, LQ_STRUGGLE_FORCE, unit));
}

static gint
struggle_total (const HcGame *g, gint p)
{
  gint n = 0;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      const HcCard *c = &g->card[i];
      if (c->controller != p || !lcg_in_play (g, i)
          || (c->flags & HC_CARD_FACE_DOWN))
        continue;
      if (!lcg_is_unit (g, i))
        continue;
      gboolean committed = lcg_is_committed (g, i);
      if (committed && lcg_ready (g, i))
        n += struggle_icons (g, i);
      /* Force Wraith: committed, counted even exhausted */
      else if (committed && lcg_own_static (g, LQ_STRUGGLE_EXHAUSTED, i))
        {
          lcg_own_static_ran (g, LQ_STRUGGLE_EXHAUSTED, i);
          n += struggle_icons (g, i);
        }
      /* Unwavering Resolve: uncommitted, counted even exhausted */
      else if (!committed && lcg_has_effect (g, EFF_STRUGGLE_COUNTS, i))
        n += struggle_icons (g, i);
    }
  /* Along the Gamor Run: a revealed card's printed Force icons */
  for (gint e = 0; e < g->n_effects; e++)
    if (g->effect[e].kind == EFF_STRUGGLE_CARD && g->effect[e].controller == p)
      n += hc_card_def (g, g->effect[e].target)->stat[S_FORCE];
  LcgStaticAsk ask
      = { .card = HC_NONE, .player = p, .type = -1, .target = HC_NONE };
  return n + lcg_static_sum (g, LQ_FORCE, &ask);
}

/* Along the Gamor Run: once the struggle is won, each revealed card goes
 * to its player's hand if he won it, else to his discard pile */
static void
struggle_cards_settle (HcGame *g, gint winner)
{
  gboolean any = FALSE;
  for (gint e = 0; e < g->n_effects; e++)
    {
      const HcEffect *x = &g->effect[e];
      if (x->kind != EFF_STRUGGLE_CARD)
        continue;
      any = TRUE;
      gint c = x->target, p = x->controller;
      if (g->card[c].zone != Z_SETASIDE)
        continue;
      if (p == winner)
        {
          hc_card_move (g, c, p, Z_HAND, TRUE);
          lcg_log (g, p, M_STRUGGLE_CARD_TO_HAND, RR_CARD, p, c, 0, 0);
        }
      else
        {
          hc_card_move (g, c, p, Z_DISCARD, TRUE);
          lcg_log (g, p, M_DISCARD, RR_CARD, p, c, 0, 0);
        }
    }
  if (any)
    hc_effects_drop_kind (g, EFF_STRUGGLE_CARD);
}

HcStepResult
lcg_step_force (HcGame *g, HcFrame *f)
{
  gint active = g->global[HC_G_ACTIVE];
  LcgForceFrame *fc = LCG_FORCE (f);
  gint p = fc->player;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_BEGIN:
      lcg_phase_end_discards (g);
      hc_effects_expire (g, HC_DUR_PHASE);
      g->global[HC_G_PHASE] = PH_FORCE;
      lcg_log (g, -1, M_PHASE, RR_FORCE, PH_FORCE, 0, 0, 0);
      fc->player = active;
      f->pc = PC_ASK;
      lcg_phase_began (g); /* lcgZ: Deadly Sight */
      return HC_STEP_CONTINUE;
    case PC_ASK:
      f->pc = PC_NEXT;
      if (lcg_force_supply (g, p) <= 0)
        return HC_STEP_CONTINUE;
      hc_game_ask (g, p, D_COMMIT, D_COMMIT);
      g->decision.prompt_arg[0] = lcg_force_supply (g, p);
      guint64 units[HC_CARD_WORDS];
      lcg_unit_places (g, units);
      HC_FOR_EACH_BIT (units, i)
        {
          if (lcg_is_unit (g, i) && g->card[i].controller == p
              && lcg_may_commit (g, i))
            hc_game_offer (g, LCG_OPT_ID (O_COMMIT, i, 0), O_COMMIT, i, 0, 0);
        }
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          return HC_STEP_CONTINUE;
        }
      hc_game_offer (g, LCG_OPT_ID (O_DONE, 0, 0), O_DONE, 0, 0, 0);
      f->pc = PC_ANSWER;
      return HC_STEP_ASK;
    case PC_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (!o || o->kind != O_COMMIT)
          {
            f->pc = PC_NEXT;
            return HC_STEP_CONTINUE;
          }
        g->card[o->a].flags |= F_COMMITTED;
        lcg_log (g, p, M_COMMIT, RR_FORCE, p, o->a, lcg_committed (g, p),
                 g->sw[SW_FORCE_CARDS]);
        f->pc = PC_ASK;
        lcg_push_reactions (g, EV_COMMITTED, o->a, p);
        return HC_STEP_CONTINUE;
      }
    case PC_NEXT:
      if (g->sw[SW_COMMIT_BOTH] && p == active)
        {
          fc->player = 1 - active;
          f->pc = PC_ASK;
          return HC_STEP_CONTINUE;
        }
      f->pc = PC_STRUGGLE;
      return HC_STEP_CONTINUE;
    case PC_STRUGGLE:
      /* "when a Force struggle begins" (Unwavering Resolve); with no card
       * that could answer, no condition is opened (and none numbered) */
      f->pc = PC_COUNT_STRUGGLE;
      if (lcg_anyone_listens (g, EV_STRUGGLE_BEGINS, W_INTERRUPT))
        lcg_push_interrupts (g, EV_STRUGGLE_BEGINS, HC_NONE, active, 0);
      return HC_STEP_CONTINUE;
    case PC_COUNT_STRUGGLE:
      {
        gint d = struggle_total (g, LCG_DARK),
             l = struggle_total (g, LCG_LIGHT);
        lcg_log (g, -1, M_STRUGGLE, RR_FORCE, d, l, 0, 0);
        gint was = g->global[G_BALANCE];
        if (d != l)
          g->global[G_BALANCE] = d > l ? LCG_DARK : LCG_LIGHT;
        if (g->global[G_BALANCE] != was)
          lcg_log (g, g->global[G_BALANCE], M_BALANCE_FLIP, RR_FORCE,
                   g->global[G_BALANCE], 0, 0, 0);
        else
          lcg_log (g, -1, M_BALANCE_STAYS, RR_FORCE, g->global[G_BALANCE], 0, 0,
                   0);
        /* FAQ 4.7: the player the Balance moved to or stayed with has won
         * the struggle (a tie keeps it where it was) */
        struggle_cards_settle (g, g->global[G_BALANCE]);
        f->pc = PC_WINDOW;
        /* lcgS: by how many Force icons, the condition's amount
         * (Shistavanen Wolfman's "by 3 or more") */
        lcg_push_reactions_from (g, EV_FORCE_WON, HC_NONE, g->global[G_BALANCE],
                                 HC_NONE, ABS (d - l));
        return HC_STEP_CONTINUE;
      }
    case PC_WINDOW:
      {
        f->pc = PC_END;
        lcg_push_action_window (g, W_FORCE);
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}
