/* The conflict phase (swlcg-rules-research.md 1.4.5): the active player
 * may engage each enemy objective once a turn (FAQ 2.8), one engagement
 * resolved before the next: declare the objective, declare attackers (at
 * least one ready unit; the objective counts as engaged from here, FAQ
 * 2.3), declare defenders (none is allowed), the edge battle, strikes,
 * the unopposed bonus, the end of the engagement.  Action windows follow
 * the chart: as the phase begins, after attackers, after defenders, after
 * the edge battle, after each strike, after each engagement and at the
 * end of the phase. */
#include "lcg-steps.h"

/* ST_CONFLICT: engagements until the active player ends the phase */
enum
{
  CONFLICT_BEGIN,
  CONFLICT_ENGAGE, /* engage an objective, or end the phase */
  CONFLICT_ANSWER,
  CONFLICT_DONE,
  CONFLICT_OVER, /* lcgU: after "the conflict phase ends" reactions */
};

/* the ST_ENGAGE frame */
typedef struct
{
  gint32 obj; /* the objective declared; once engaged, G_ENGAGED rules */
} LcgEngageFrame;
HC_FRAME_VIEW_FITS (LcgEngageFrame);
#define LCG_ENGAGE(f) ((LcgEngageFrame *)(f)->arg)

/* ST_ENGAGE: the steps of one engagement, in order */
enum
{
  ENGAGE_DECLARE,
  ENGAGE_ENGAGED,
  ENGAGE_SHIELD_ATTACKERS,
  ENGAGE_ATTACKERS_DECLARED,
  ENGAGE_ATTACKERS_WINDOW,
  ENGAGE_DEFENDERS,
  ENGAGE_SHIELD_DEFENDERS,
  ENGAGE_DEFENDERS_DECLARED,
  ENGAGE_DEFENDERS_WINDOW,
  ENGAGE_EDGE,
  ENGAGE_EDGE_WINDOW,
  ENGAGE_STRIKES,
  ENGAGE_UNOPPOSED,
  ENGAGE_SURVIVED,
  ENGAGE_END,
  ENGAGE_DONE,
  ENGAGE_WINDOW, /* lcgAE: after the reactions to the edge stacks' discard */
};

/* the ST_DECLARE frame */
typedef struct
{
  gint32 side;   /* 0 attackers, 1 defenders */
  gint32 player; /* who declares them */
} LcgDeclareFrame;
HC_FRAME_VIEW_FITS (LcgDeclareFrame);
#define LCG_DECLARE(f) ((LcgDeclareFrame *)(f)->arg)

enum
{
  DECLARE_OFFER,
  DECLARE_ANSWER,
};

/* the ST_SHIELDING frame */
typedef struct
{
  gint32 player; /* whose Shielding units */
  gint32 next;   /* the card to look at next */
} LcgShieldingFrame;
HC_FRAME_VIEW_FITS (LcgShieldingFrame);
#define LCG_SHIELDING(f) ((LcgShieldingFrame *)(f)->arg)

enum
{
  SHIELDING_NEXT,
  SHIELDING_ANSWER,
};

static gboolean
may_attack (const HcGame *g, gint unit, gint obj)
{
  if (!lcg_is_unit (g, unit) || !lcg_ready (g, unit)
      || (g->card[unit].flags & F_PARTICIPATING)
      || lcg_has_effect (g, EFF_STASIS, unit))
    return FALSE;
  /* its own "cannot attack", and the objective's "only TRAIT units" */
  LcgStaticAsk ask = { .card = unit,
                       .player = g->card[unit].controller,
                       .type = T_UNIT,
                       .target = obj };
  return lcg_static_sum (g, LQ_CANNOT_ATTACK, &ask) <= 0;
}

static gint
count_side (const HcGame *g, gint player)
{
  gint n = 0;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      n += lcg_is_unit (g, i) && g->card[i].controller == player
           && (g->card[i].flags & F_PARTICIPATING);
    }
  return n;
}

/* Diplomatic Presence on `obj` (its own rule): every other objective of
 * obj's controller engaged this phase (this turn: one conflict phase) */
static gboolean
engaged_last_allowed (const HcGame *g, gint obj)
{
  const HcCard *o = &g->card[obj];
  HC_FOR_EACH_BIT (g->zone_all[o->zone_player][o->zone], e)
    {
      if (g->card[e].attached_to != obj
          || !lcg_own_static (g, LQ_ENGAGED_LAST, e))
        continue;
      for (gint i = 0; i < g->n_cards; i++)
        if (i != obj && lcg_is_objective (g, i) && lcg_in_play (g, i)
            && g->card[i].controller == o->controller
            && !(g->card[i].flags & F_ENGAGED))
          {
            lcg_own_static_ran (g, LQ_ENGAGED_LAST, e);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
can_engage_any (const HcGame *g, gint p, gint obj)
{
  if (g->card[obj].flags & F_ENGAGED)
    return FALSE;
  if (lcg_is_dial_proxy (g, obj))
    {
      if (p != LCG_LIGHT)
        return FALSE;
    }
  else if (!lcg_is_objective (g, obj) || g->card[obj].controller == p)
    return FALSE;
  /* Diplomatic Presence: the other objectives of its controller first */
  if (!engaged_last_allowed (g, obj))
    return FALSE;
  /* a unit stands at the top level of a play zone */
  guint64 units[HC_CARD_WORDS];
  hc_zones_union (g, 1u << Z_PLAY, FALSE, units);
  HC_FOR_EACH_BIT (units, i)
    {
      if (g->card[i].controller == p && may_attack (g, i, obj))
        return TRUE;
    }
  return FALSE;
}

/* Opening Moves on an objective of p's opponent: its rule, or NULL */
static const LcgStatic *
first_engagement_rule (const HcGame *g, gint p, gint *src)
{
  /* the opponent's objectives only: asked for each objective he could
   * engage, at every engagement choice */
  if (p < 0 || p > 1)
    return NULL;
  HC_FOR_EACH_BIT (g->zone_all[1 - p][Z_OBJECTIVES], i)
    {
      if (lcg_own_static (g, LQ_FIRST_ENGAGE_TRAIT, i)
          && lcg_is_objective (g, i) && lcg_in_play (g, i)
          && g->card[i].controller == 1 - p)
        {
          *src = i;
          return lcg_card_static (lcg_info (g, i), LQ_FIRST_ENGAGE_TRAIT);
        }
    }
  return NULL;
}

/* Opening Moves: while p has declared no engagement this turn (the mark
 * conflict.c leaves while the rule is in force), he engages an objective
 * with its trait if he can */
static gboolean
first_engagement_ok (const HcGame *g, gint p, gint obj)
{
  gint src = HC_NONE;
  const LcgStatic *rule = first_engagement_rule (g, p, &src);
  if (!rule || lcg_has_trait (g, obj, rule->trait)
      || (rule->trait2 && lcg_has_trait (g, obj, rule->trait2)))
    return TRUE;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_ENGAGED_TURN && g->effect[i].controller == p)
      return TRUE;
  for (gint i = 0; i < g->n_cards; i++)
    if (i != obj && lcg_is_objective (g, i)
        && (lcg_has_trait (g, i, rule->trait)
            || (rule->trait2 && lcg_has_trait (g, i, rule->trait2)))
        && can_engage_any (g, p, i))
      {
        lcg_own_static_ran (g, LQ_FIRST_ENGAGE_TRAIT, src);
        return FALSE;
      }
  return TRUE;
}

static gboolean
can_engage (const HcGame *g, gint p, gint obj)
{
  return can_engage_any (g, p, obj) && first_engagement_ok (g, p, obj);
}

static void
end_engagement (HcGame *g, gint obj)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      c->flags &= (guint8)~F_PARTICIPATING;
    }
  lcg_discard_edge_stacks (g);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g->res[p][R_EDGE] = 0;
      g->res[p][R_DECLARED] = 0;
    }
  /* "until the end of the engagement" */
  hc_effects_expire (g, HC_DUR_BATTLE);
  lcg_log (g, -1, M_ENGAGEMENT_END, RR_ENGAGE, obj, 0, 0, 0);
  g->global[G_ENGAGED] = -1;
  g->global[G_ATTACKER] = -1;
  g->global[G_EDGE] = -1;
  g->global[G_NO_DEFENDERS] = 0;
  g->global[G_FATE_PLACED] = 0;
}

/* ST_CONFLICT */
HcStepResult
lcg_step_conflict (HcGame *g, HcFrame *f)
{
  gint p = g->global[HC_G_ACTIVE];
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case CONFLICT_BEGIN:
      lcg_phase_end_discards (g);
      hc_effects_expire (g, HC_DUR_PHASE);
      g->global[HC_G_PHASE] = PH_CONFLICT;
      lcg_log (g, -1, M_PHASE, RR_CONFLICT, PH_CONFLICT, 0, 0, 0);
      if (g->sw[SW_DARK_SKIPS_CONFLICT] && lcg_is_side_turn (g, LCG_DARK, 1))
        {
          lcg_log (g, p, M_SKIP_CONFLICT, RR_FIRST_TURN, p, 0, 0, 0);
          return HC_STEP_DONE;
        }
      f->pc = CONFLICT_ENGAGE;
      lcg_push_action_window (g, W_CONFLICT_BEGIN);
      /* "after your conflict phase begins" (Jabba's Pleasure Barge),
       * before the phase's first action window */
      lcg_push_reactions (g, EV_CONFLICT_BEGINS, HC_NONE, p);
      lcg_phase_began (g); /* lcgZ: Deadly Sight */
      return HC_STEP_CONTINUE;
    case CONFLICT_ENGAGE:
      {
        hc_game_ask (g, p, D_ENGAGE, D_ENGAGE);
        /* an objective or the dial's stand-in is in play: the cards
         * elsewhere need no look (asked at every engagement choice) */
        guint64 cand[HC_CARD_WORDS];
        hc_zones_union (g, LCG_PLAY_ZONES, TRUE, cand);
        HC_FOR_EACH_BIT (cand, i)
          {
            if (can_engage (g, p, i))
              hc_game_offer (g, LCG_OPT_ID (O_ENGAGE, i, 0), O_ENGAGE, i, 0, 0);
          }
      }
      if (g->decision.n_options == 0)
        {
          /* nothing left to engage: the phase ends */
          g->decision.player = HC_NONE;
          f->pc = CONFLICT_DONE;
          lcg_push_action_window (g, W_CONFLICT_END);
          return HC_STEP_CONTINUE;
        }
      f->pc = CONFLICT_ANSWER;
      hc_game_offer (g, LCG_OPT_ID (O_END_CONFLICT, 0, 0), O_END_CONFLICT, 0, 0,
                     0);
      return HC_STEP_ASK;
    case CONFLICT_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_ENGAGE)
          {
            f->pc = CONFLICT_ENGAGE;
            LCG_ENGAGE (hc_game_push (g, ST_ENGAGE))->obj = o->a;
            return HC_STEP_CONTINUE;
          }
        f->pc = CONFLICT_DONE;
        lcg_push_action_window (g, W_CONFLICT_END);
        return HC_STEP_CONTINUE;
      }
    case CONFLICT_DONE:
      /* lcgU: the phase has ended, its last action window closed: "after
       * an opponent's conflict phase ends" (Leia Organa, Ties of Blood) */
      f->pc = CONFLICT_OVER;
      /* only when some card answers it: an event counts in the game's
       * state (its sequence number), which saved games replay */
      if (lcg_anyone_listens (g, EV_CONFLICT_ENDS, W_REACTION))
        lcg_push_reactions (g, EV_CONFLICT_ENDS, HC_NONE, p);
      return HC_STEP_CONTINUE;
    case CONFLICT_OVER:
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

static void
push_declare (HcGame *g, gint side, gint who)
{
  LcgDeclareFrame *d = LCG_DECLARE (hc_game_push (g, ST_DECLARE));
  d->side = side;
  d->player = who;
}

/* "declared as an attacker/defender" reactions, one condition per unit */
static void
push_declared (HcGame *g, gint who)
{
  /* the last card first, as ever; only units at the top level of the
   * play areas can be declared */
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  for (gint w = HC_CARD_WORDS - 1; w >= 0; w--)
    for (guint64 m = units[w]; m;
         m &= ~(G_GUINT64_CONSTANT (1) << (63 - __builtin_clzll (m))))
      {
        gint i = w * 64 + 63 - __builtin_clzll (m);
        if (lcg_is_unit (g, i) && g->card[i].controller == who
            && (g->card[i].flags & F_PARTICIPATING))
          lcg_push_reactions (g, EV_DECLARED, i, who);
      }
}

static void
push_shielding (HcGame *g, gint who)
{
  LcgShieldingFrame *s = LCG_SHIELDING (hc_game_push (g, ST_SHIELDING));
  s->player = who;
  s->next = 0;
}

/* ST_ENGAGE: one engagement, step by step. */
HcStepResult
lcg_step_engage (HcGame *g, HcFrame *f)
{
  /* once engaged, an interrupt may make another objective the engaged
   * one (The Secret of Yavin 4): the rest of the engagement is at it */
  /* the objective in the frame counts only until it is engaged */
  gint obj = f->pc >= ENGAGE_SHIELD_ATTACKERS ? g->global[G_ENGAGED]
                                              : LCG_ENGAGE (f)->obj;
  gint att = g->global[HC_G_ACTIVE], def = 1 - att;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case ENGAGE_DECLARE:
      g->global[G_ENGAGED] = obj;
      g->global[G_ATTACKER] = att;
      g->global[G_EDGE] = -1;
      g->global[G_NO_DEFENDERS] = 0;
      g->global[G_FATE_PLACED] = 0;
      lcg_log (g, att, lcg_is_dial_proxy (g, obj) ? M_ENGAGE_DIAL : M_ENGAGE,
               RR_ENGAGE, att, obj, 0, 0);
      f->pc = ENGAGE_ENGAGED;
      push_declare (g, 0, att);
      return HC_STEP_CONTINUE;
    case ENGAGE_ENGAGED:
      /* declared: the objective is engaged (FAQ 2.3), and stays counted
       * as engaged this turn even if the engagement moves (FAQ 2.8) */
      g->card[obj].flags |= F_ENGAGED;
      f->pc = ENGAGE_SHIELD_ATTACKERS;
      {
        /* Opening Moves asks whether one was declared this turn */
        gint src = HC_NONE;
        if (first_engagement_rule (g, att, &src))
          hc_effect_add (g, EFF_ENGAGED_TURN, HC_DUR_TURN, att, HC_NONE,
                         HC_NONE, 1);
      }
      if (!lcg_is_dial_proxy (g, obj))
        lcg_push_interrupts (g, EV_ENGAGED, obj, g->card[obj].controller, 0);
      return HC_STEP_CONTINUE;
    case ENGAGE_SHIELD_ATTACKERS:
      f->pc = ENGAGE_ATTACKERS_DECLARED;
      /* lcgN: "after an engagement is declared against" (Yoda's
       * Protection), at the objective engaged once the interrupts are
       * done, after the attackers' Shielding (pushed last, so first) */
      if (g->global[G_ENGAGED] >= 0
          && !lcg_is_dial_proxy (g, g->global[G_ENGAGED])
          && lcg_anyone_listens (g, EV_ENGAGED, W_REACTION))
        lcg_push_reactions (g, EV_ENGAGED, g->global[G_ENGAGED],
                            g->card[g->global[G_ENGAGED]].controller);
      push_shielding (g, att);
      return HC_STEP_CONTINUE;
    case ENGAGE_ATTACKERS_DECLARED:
      f->pc = ENGAGE_ATTACKERS_WINDOW;
      push_declared (g, att);
      return HC_STEP_CONTINUE;
    case ENGAGE_ATTACKERS_WINDOW:
      f->pc = ENGAGE_DEFENDERS;
      lcg_push_action_window (g, W_ATTACKERS);
      return HC_STEP_CONTINUE;
    case ENGAGE_DEFENDERS:
      f->pc = ENGAGE_SHIELD_DEFENDERS;
      push_declare (g, 1, def);
      return HC_STEP_CONTINUE;
    case ENGAGE_SHIELD_DEFENDERS:
      g->global[G_NO_DEFENDERS] = count_side (g, def) == 0;
      f->pc = ENGAGE_DEFENDERS_DECLARED;
      push_shielding (g, def);
      return HC_STEP_CONTINUE;
    case ENGAGE_DEFENDERS_DECLARED:
      f->pc = ENGAGE_DEFENDERS_WINDOW;
      /* lcgS: "after an opponent declares only 1 unit as a defender"
       * (Rendar's Wrath), that unit its subject; pushed first, it comes
       * after the units' own "declared" reactions */
      if (count_side (g, def) == 1
          && lcg_anyone_listens (g, EV_LONE_DEFENDER, W_REACTION))
        for (gint i = 0; i < g->n_cards; i++)
          if (lcg_is_unit (g, i) && g->card[i].controller == def
              && (g->card[i].flags & F_PARTICIPATING))
            lcg_push_reactions (g, EV_LONE_DEFENDER, i, def);
      push_declared (g, def);
      return HC_STEP_CONTINUE;
    case ENGAGE_DEFENDERS_WINDOW:
      f->pc = ENGAGE_EDGE;
      lcg_push_action_window (g, W_DEFENDERS);
      return HC_STEP_CONTINUE;
    case ENGAGE_EDGE:
      f->pc = ENGAGE_EDGE_WINDOW;
      hc_game_push (g, ST_EDGE);
      return HC_STEP_CONTINUE;
    case ENGAGE_EDGE_WINDOW:
      f->pc = ENGAGE_STRIKES;
      lcg_push_action_window (g, W_EDGE_DONE);
      return HC_STEP_CONTINUE;
    case ENGAGE_STRIKES:
      f->pc = ENGAGE_UNOPPOSED;
      lcg_push_strikes (g, g->global[G_EDGE]); /* the edge strikes first */
      return HC_STEP_CONTINUE;
    case ENGAGE_UNOPPOSED:
      /* unopposed: an attacker survives and no defender does */
      f->pc = ENGAGE_SURVIVED;
      if (count_side (g, att) > 0 && count_side (g, def) == 0)
        {
          /* "after this unit survives an unopposed engagement as an
           * attacker" (TIE Advanced): after the unopposed damage */
          for (gint i = g->n_cards - 1; i >= 0; i--)
            if (lcg_is_unit (g, i) && g->card[i].controller == att
                && (g->card[i].flags & F_PARTICIPATING))
              lcg_push_reactions (g, EV_UNOPPOSED, i, att);
          /* 1 damage, unless a constant ability raises it */
          LcgStaticAsk ask = {
            .card = HC_NONE, .player = att, .type = -1, .target = HC_NONE
          };
          gint bonus = MAX (1, lcg_static_sum (g, LQ_UNOPPOSED, &ask));
          if (lcg_is_dial_proxy (g, obj))
            lcg_damage_dial (g, bonus, att);
          else if (lcg_is_objective (g, obj) && g->card[obj].controller == def
                   && lcg_static_of_card (g, LQ_NO_UNOPPOSED, obj) > 0)
            /* Echo Base Defense */
            lcg_log (g, att, M_NO_UNOPPOSED, RR_UNOPPOSED, obj, 0, 0, 0);
          else if (lcg_is_objective (g, obj) && g->card[obj].controller == def)
            {
              lcg_log (g, att, M_UNOPPOSED, RR_UNOPPOSED, obj, bonus, 0, 0);
              lcg_push_damage (g, obj, bonus, att, HC_NONE);
            }
        }
      return HC_STEP_CONTINUE;
    case ENGAGE_SURVIVED:
      /* "after this unit survives an engagement as an attacker" (Wookiee
       * Navigator), while it is still in the engagement */
      f->pc = ENGAGE_END;
      for (gint i = g->n_cards - 1; i >= 0; i--)
        if (lcg_is_unit (g, i) && g->card[i].controller == att
            && (g->card[i].flags & F_PARTICIPATING))
          lcg_push_reactions (g, EV_SURVIVED, i, att);
      return HC_STEP_CONTINUE;
    case ENGAGE_END:
      {
        /* the edge stacks stay until the engagement ends
         * (doc/rules/lcg.md); the reactions to a fate card discarded from
         * them (Admiral Piett) come before the action window */
        gint frames = g->n_frames;
        end_engagement (g, obj);
        f->pc = g->n_frames > frames ? ENGAGE_WINDOW : ENGAGE_DONE;
        if (f->pc == ENGAGE_DONE)
          lcg_push_action_window (g, W_ENGAGEMENT);
        return HC_STEP_CONTINUE;
      }
    case ENGAGE_WINDOW:
      f->pc = ENGAGE_DONE;
      lcg_push_action_window (g, W_ENGAGEMENT);
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}

/* may this unit of the defending player be declared as a defender? */
static gboolean
may_defend (const HcGame *g, gint i)
{
  return lcg_is_unit (g, i) && lcg_ready (g, i)
         && !(g->card[i].flags & F_PARTICIPATING)
         && !lcg_has_effect (g, EFF_STASIS, i)
         && !lcg_has_effect (g, EFF_NO_DEFEND, i)
         && lcg_static_of_card (g, LQ_CANNOT_DEFEND, i) <= 0;
}

/* lcgS: how many defenders the player must declare if he declares any,
 * by the own rule of the one unit attacking him (Arcona Rumor Monger,
 * attacking alone); 0 when there is no such rule */
static gint
min_defenders (const HcGame *g, gint p)
{
  gint lone = HC_NONE;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      if (lcg_is_unit (g, i) && g->card[i].controller == 1 - p
          && (g->card[i].flags & F_PARTICIPATING))
        {
          if (lone != HC_NONE)
            return 0;
          lone = i;
        }
    }
  gint least = lone < 0 ? 0 : lcg_own_static (g, LQ_MIN_DEFENDERS, lone);
  if (least > 1)
    lcg_own_static_ran (g, LQ_MIN_DEFENDERS, lone);
  return least;
}

static gint
count_may_defend (const HcGame *g, gint p)
{
  gint n = 0;
  guint64 units[HC_CARD_WORDS];
  lcg_unit_places (g, units);
  HC_FOR_EACH_BIT (units, i)
    {
      n += g->card[i].controller == p && may_defend (g, i);
    }
  return n;
}

/* ST_DECLARE: attackers or defenders, one unit at a time. */
HcStepResult
lcg_step_declare (HcGame *g, HcFrame *f)
{
  gint side = LCG_DECLARE (f)->side, p = LCG_DECLARE (f)->player;
  gint obj = g->global[G_ENGAGED];
  switch (f->pc)
    {
    case DECLARE_OFFER:
      {
        gint declared = g->res[p][R_DECLARED];
        gint max = side == 0 && obj >= 0
                       ? lcg_static_of_card (g, LQ_MAX_ATTACKERS, obj)
                       : 0;
        gint kind = side == 0 ? O_ATTACKER : O_DEFENDER;
        hc_game_ask (g, p, side == 0 ? D_ATTACKER : D_DEFENDER,
                     side == 0 ? D_ATTACKER : D_DEFENDER);
        g->decision.prompt_arg[0] = obj;
        /* lcgB: a unit that must defend, if able (A Stinging Insult):
         * while one able to is not declared, only such units are offered,
         * and not "done" */
        gboolean must = FALSE;
        /* attackers and defenders are units (may_attack, may_defend) */
        guint64 units[HC_CARD_WORDS];
        lcg_unit_places (g, units);
        if (side == 1)
          HC_FOR_EACH_BIT (units, i)
            {
              must |= g->card[i].controller == p
                      && lcg_has_effect (g, EFF_MUST_DEFEND, i)
                      && may_defend (g, i);
            }
        /* lcgS: Arcona Rumor Monger attacking alone: at least `least`
         * defenders or none, so none is offered unless that many may
         * defend, and "done" not until that many are declared */
        gint least = side == 1 ? min_defenders (g, p) : 0;
        gboolean too_few
            = least > 1 && declared == 0 && count_may_defend (g, p) < least;
        if ((!max || declared < max) && !too_few)
          HC_FOR_EACH_BIT (units, i)
            {
              if (g->card[i].controller != p)
                continue;
              if (must && !lcg_has_effect (g, EFF_MUST_DEFEND, i))
                continue;
              gboolean ok
                  = side == 0 ? may_attack (g, i, obj) : may_defend (g, i);
              if (ok)
                hc_game_offer (g, LCG_OPT_ID (kind, i, 0), (guint16)kind, i, 0,
                               0);
            }
        if (((side == 1 && !must) || declared > 0)
            && !(declared > 0 && declared < least))
          hc_game_offer (g, LCG_OPT_ID (O_DONE, 0, 0), O_DONE, 0, 0, 0);
        if (g->decision.n_options == 0
            || (g->decision.n_options == 1
                && g->decision.option[0].kind == O_DONE))
          {
            g->decision.player = HC_NONE;
            g->decision.n_options = 0;
            goto done;
          }
        f->pc = DECLARE_ANSWER;
        return HC_STEP_ASK;
      }
    case DECLARE_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (!o || o->kind == O_DONE)
          goto done;
        g->card[o->a].flags |= F_PARTICIPATING;
        g->res[p][R_DECLARED]++;
        lcg_log (g, p, side == 0 ? M_ATTACKER : M_DEFENDER, RR_DECLARE, o->a, 0,
                 0, 0);
        f->pc = DECLARE_OFFER;
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
done:
  if (side == 1 && g->res[p][R_DECLARED] == 0)
    lcg_log (g, p, M_NO_DEFENDERS, RR_DECLARE, p, 0, 0, 0);
  return HC_STEP_DONE;
}

/* ST_SHIELDING: each participating unit of a side with Shielding puts a
 * shield on a card in the engagement without one, as it enters the
 * engagement (keyword Shielding). */
HcStepResult
lcg_step_shielding (HcGame *g, HcFrame *f)
{
  LcgShieldingFrame *s = LCG_SHIELDING (f);
  gint who = s->player;
  switch (f->pc)
    {
    case SHIELDING_NEXT:
      for (gint u = s->next; u < g->n_cards; u++)
        {
          if (!lcg_is_unit (g, u) || g->card[u].controller != who
              || !(g->card[u].flags & F_PARTICIPATING)
              || !(lcg_keywords (g, u) & KW_SHIELDING)
              || lcg_loses_protect_shielding (g, u))
            continue;
          s->next = u + 1;
          if (lcg_info (g, u)->kw & KW_SHIELDING)
            hc_coverage_note (g, u, LCG_PART_KEYWORD + 1);
          lcg_log (g, who, M_SHIELDING, RR_SHIELDING, u, 0, 0, 0);
          hc_game_ask (g, who, D_SHIELDING, D_SHIELDING);
          g->decision.prompt_arg[0] = u;
          for (gint i = 0; i < g->n_cards; i++)
            {
              gboolean in
                  = (lcg_is_unit (g, i) && (g->card[i].flags & F_PARTICIPATING))
                    || (i == g->global[G_ENGAGED] && lcg_is_objective (g, i));
              if (in && g->card[i].counter[C_SHIELD] == 0)
                hc_game_offer (g, LCG_OPT_ID (O_SHIELD_TARGET, i, 0),
                               O_SHIELD_TARGET, i, 0, 0);
            }
          if (g->decision.n_options == 0)
            {
              g->decision.player = HC_NONE;
              continue;
            }
          if (g->decision.n_options == 1)
            {
              gint c = g->decision.option[0].a;
              g->decision.player = HC_NONE;
              g->decision.n_options = 0;
              lcg_place_shield (g, c, FALSE);
              continue;
            }
          f->pc = SHIELDING_ANSWER;
          return HC_STEP_ASK;
        }
      return HC_STEP_DONE;
    case SHIELDING_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o)
          lcg_place_shield (g, o->a, FALSE);
        f->pc = SHIELDING_NEXT;
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}
