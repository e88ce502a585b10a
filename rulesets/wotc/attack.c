/* One attack, in the order of the Revenge of the Sith rulebook's attack
 * sequence (Rulebook Part Six): tap and choose a defender, attack chance,
 * roll, reroll chance, assign hits (Overkill), pending damage (Critical
 * Hit), prevention chance, place damage and discard, attack ends
 * (Retaliate, then "when the attack ends" abilities). */
#include "hc-coverage.h"
#include "wotc-pool.h"
#include "wotc-steps.h"

typedef enum
{
  PC_DECLARE,
  PC_ROLL,
  PC_ASSIGN,
  PC_OVERKILL,
  PC_DOUBLE,
  PC_PLACE,
  PC_END,
  PC_RETALIATE,
  PC_RETALIATE_PLACE,
  PC_TRIGGERS,
  PC_CLEANUP,
  PC_FURY,
  PC_SECRET_PENDING, /* a secret roll: the pending and prevention chances */
  PC_REVEAL,         /* then the dice rolled and shown */
  PC_REVEAL_REROLL,  /* the promised rerolls, then the dice's triggers */
} WotcAttackPc;

/* a defender attacked in its build zone (Plo Koon (B)) stays a target
 * while it is there face up; its abilities are off there, so nothing of
 * its own triggers, and Overkill finds no other unit beside it.  A unit
 * that retreats there during an attack in its arena has left the attack
 * (the rest of its pending damage is dropped). */
static gboolean
in_build_zone (const HcGame *g, const WotcAttackFrame *at)
{
  const HcCard *d = &g->card[at->defender];
  return at->cross == WOTC_CROSS_BUILD && d->zone == Z_BUILD
         && !(d->flags & (HC_CARD_FACE_DOWN | HC_CARD_PARTIAL));
}

static gboolean
still_there (const HcGame *g, const WotcAttackFrame *at)
{
  return Z_IS_ARENA (g->card[at->attacker].zone)
         && (Z_IS_ARENA (g->card[at->defender].zone) || in_build_zone (g, at));
}

static gint
attack_power (const HcGame *g, const WotcAttackFrame *at)
{
  gint a = at->attacker;
  if (at->cross != WOTC_CROSS_ARENA)
    return wotc_card_stat (g, a, S_POWER);
  /* Ion Cannon X / Bombard X replace the power, plus other changes to it */
  gint kw = g->card[a].zone == Z_GROUND                 ? K_ION_CANNON
            : g->card[at->defender].zone == Z_CHARACTER ? K_SPACE_TO_CHARACTER
                                                        : K_BOMBARD;
  gint base = hc_card_def (g, a)->stat[S_POWER];
  /* "+2 power as long as it's using Bombard to attack a Ground unit"
   * (Death Star Superlaser Gunner): arg, the attackers' arenas */
  gint more = 0;
  for (gint i = 0; i < g->n_effects && kw != K_SPACE_TO_CHARACTER; i++)
    if (g->effect[i].kind == EFF_CROSS_POWER
        && g->effect[i].controller == g->card[a].controller
        && (g->effect[i].arg & (1 << (g->card[a].zone - Z_SPACE))))
      more += g->effect[i].value;
  return MAX (0, wotc_keyword (g, a, kw) + wotc_card_stat (g, a, S_POWER) - base
                     + more);
}

gint
wotc_hit_need (const HcGame *g, gint target)
{
  return wotc_keyword (g, target, K_ARMOR) ? 5 : 4;
}

/* how many attack dice the attacker rolls (Shields said in the log) */
static gint
attack_dice (HcGame *g, const WotcAttackFrame *at)
{
  gint a = at->attacker, d = at->defender;
  gint p = g->card[a].controller;
  gint power = attack_power (g, at);
  gint shields = wotc_keyword (g, d, K_SHIELDS);
  /* Blow This Thing: 1 die instead of the power, so neither Shields nor
   * changes to the power count (its ruling) */
  if (wotc_has_effect (g, EFF_ONE_DIE, a))
    {
      power = 1;
      shields = 0;
    }
  if (shields)
    {
      wotc_log (g, 1 - p, M_SHIELDS, RR_SHIELDS, d, shields, 0, 0);
      power = MAX (0, power - shields);
    }
  return power;
}

/* Darth Sidious (C): the dice are not rolled now but after the prevention
 * chance (secret.c); until then nothing of them is in the game. */
static gboolean
secret_roll (HcGame *g, WotcAttackFrame *at, gint dice)
{
  gint a = at->attacker;
  if (!wotc_abilities (g, a)->secret_roll)
    return FALSE;
  hc_coverage_note (g, a, WOTC_PART_SECRET_ROLL);
  at->secret = WOTC_SECRET_WAITING;
  at->extra = dice; /* how many, until they are rolled */
  g->global[G_DICE_N] = 0;
  wotc_log (g, g->card[a].controller, M_SECRET_ROLL, RR_DICE, a, dice, 0, 0);
  return TRUE;
}

/* The most damage the unrolled dice could do to the defender: every die
 * a hit, Critical Hit, doubled by Locations; pending until the roll. */
static void
secret_pending (HcGame *g, WotcAttackFrame *at)
{
  gint a = at->attacker, d = at->defender;
  gint most = at->extra;
  gint crit = wotc_keyword (g, a, K_CRITICAL_HIT);
  if (crit && most > 0)
    most += crit;
  for (gint k = wotc_double_damage (g, g->card[a].zone); k > 0; k--)
    most *= 2;
  at->hidden = most;
  g->card[d].counter[C_PENDING] = (gint16)most;
  wotc_log (g, g->card[a].controller, M_SECRET_PENDING, RR_DAMAGE, d, most, 0,
            0);
}

/* The prevention chance is over: the dice are rolled and shown.  The
 * damage pending beside the dice's (extra) is what the unknown part
 * leaves with the promises of prevention given back. */
static void
secret_reveal (HcGame *g, WotcAttackFrame *at)
{
  gint a = at->attacker, d = at->defender;
  gint promised = 0;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_SECRET_PREVENT && g->effect[i].target == d)
      promised += g->effect[i].value & 0xffff;
  gint dice = at->extra;
  at->extra = MAX (0, g->card[d].counter[C_PENDING] + promised - at->hidden);
  g->card[d].counter[C_PENDING] = 0;
  at->secret = WOTC_SECRET_SHOWN;
  wotc_log (g, g->card[a].controller, M_SECRET_SHOWN, RR_DICE, a, 0, 0, 0);
  wotc_roll_dice (g, g->card[a].controller, dice);
}

/* Vader's Fury (ops/fury.c): the units of the opponent in the attacker's
 * arena that it can attack and has not attacked since the card was
 * played, offered as its next attack; FALSE when there is none */
/* The damage-prevention chance of attacker a's attack (frame self), or
 * none for damage that can't be prevented (Stormtrooper Assault Team:
 * nothing "would be damaged" offers to prevent it either) */
static void
prevention_chance (HcGame *g, gint p, gint a, gint self)
{
  if (wotc_attack_unpreventable (g, a))
    {
      wotc_log (g, p, M_UNPREVENTABLE, RR_DAMAGE, a, 0, 0, 0);
      return;
    }
  hc_window_push (g, W_PREVENT, WOTC_DARK, self);
  wotc_fire_pending (g);
}

static gboolean
offer_fury (HcGame *g, gint a)
{
  if (!wotc_has_effect (g, EFF_FURY, a) || !Z_IS_ARENA (g->card[a].zone)
      || !wotc_can_attack (g, a))
    return FALSE;
  gint p = g->card[a].controller;
  hc_game_ask (g, p, D_FURY, D_FURY);
  g->decision.prompt_arg[0] = a;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - p, g->card[a].zone, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    {
      gboolean before = FALSE;
      for (gint k = 0; k < g->n_effects && !before; k++)
        before = g->effect[k].kind == EFF_FURY_HIT && g->effect[k].source == a
                 && g->effect[k].target == list[i];
      if (!before && wotc_can_be_attacked (g, list[i]))
        hc_game_offer (g, WOTC_OPT_ID (O_ATTACK, a, list[i]), O_ATTACK, a,
                       list[i], 0);
    }
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return FALSE;
    }
  return TRUE;
}

/* Units that excess hits may go to: the defender's side, same arena; with
 * divide, any of the hits (Blaster Barrage), option c 1. */
static gint
offer_overkill (HcGame *g, const WotcAttackFrame *at, gint excess,
                gboolean divide)
{
  gint a = at->attacker, d = at->defender;
  gint p = g->card[a].controller;
  gint kind = divide ? D_DIVIDE_HITS : D_OVERKILL;
  hc_game_ask (g, p, (guint16)kind, (guint16)kind);
  g->decision.prompt_arg[0] = excess;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, g->card[d].controller, g->card[d].zone, list,
                         HC_MAX_CARDS);
  /* the attacker decides how many of the excess hits to move */
  for (gint i = 0; i < n; i++)
    if (list[i] != d)
      for (gint k = 1; k <= excess && k < 0xfff; k++)
        hc_game_offer (g, WOTC_OPT_ID (O_OVERKILL, list[i], k), O_OVERKILL,
                       list[i], k, divide);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return 0;
    }
  hc_game_offer (g, WOTC_OPT_ID (O_OVERKILL, 0xfff, 0), O_OVERKILL, HC_NONE, 0,
                 0);
  return g->decision.n_options;
}

HcStepResult
wotc_step_attack (HcGame *g, HcFrame *f)
{
  WotcAttackFrame *at = WOTC_ATTACK (f);
  gint a = at->attacker, d = at->defender;
  gint p = g->card[a].controller;
  gint self = (gint)(f - g->frame);
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_DECLARE:
      /* the attack starts when the defender is chosen */
      g->card[a].flags |= HC_CARD_TAPPED | HC_CARD_ATTACKED;
      g->global[G_ATTACKED_ARENAS] |= 1 << (g->card[a].zone - Z_SPACE);
      /* and by whose unit (Most Desperate Hour: "before any of your
       * Space units attack") */
      g->global[G_ATTACKED_ARENAS]
          |= 1 << (3 + 3 * g->card[a].controller + g->card[a].zone - Z_SPACE);
      /* Rebel Surrender looks at the last attack's hits */
      g->global[G_LAST_ATTACKER] = a;
      g->global[G_LAST_HITS] = 0;
      at->overkill = HC_NONE;
      wotc_log (g, p, M_ATTACK, RR_ATTACK, a, d, 0, 0);
      /* Vader's Fury: the units it attacked this turn, from then on */
      if (wotc_has_effect (g, EFF_FURY, a))
        hc_effect_add (g, EFF_FURY_HIT, HC_DUR_TURN, p, a, d, 1);
      wotc_fire (g, EV_ATTACKS, g->card[a].zone, a);
      if (Z_IS_ARENA (g->card[d].zone))
        wotc_fire (g, EV_ATTACKED, g->card[d].zone, d);
      f->pc = PC_ROLL;
      hc_window_push (g, W_ATTACK, WOTC_DARK, self);
      return HC_STEP_CONTINUE;
    case PC_ROLL:
      if (!still_there (g, at))
        {
          f->pc = PC_END;
          return HC_STEP_CONTINUE;
        }
      {
        gint dice = attack_dice (g, at);
        if (at->secret == WOTC_SECRET_NONE && secret_roll (g, at, dice))
          {
            f->pc = PC_SECRET_PENDING;
            hc_window_push (g, W_REROLL, WOTC_DARK, self);
            return HC_STEP_CONTINUE;
          }
        wotc_roll_dice (g, p, dice);
      }
      if (Z_IS_ARENA (g->card[d].zone))
        wotc_fire (g, EV_ROLLED_AT, g->card[d].zone, d);
      f->pc = PC_ASSIGN;
      hc_window_push (g, W_REROLL, WOTC_DARK, self);
      return HC_STEP_CONTINUE;
    case PC_ASSIGN:
      {
        if (!still_there (g, at))
          {
            f->pc = PC_END;
            return HC_STEP_CONTINUE;
          }
        gint sixes = 0;
        gint hits = wotc_count_hits (g, wotc_hit_need (g, d),
                                     wotc_keyword (g, a, K_ACCURACY), &sixes);
        wotc_log (g, p, M_HITS, RR_DICE, a, hits, wotc_dice_count (g), 0);
        g->global[G_LAST_HITS] = hits;
        /* Eeth Koth (A): a guess of these hits */
        wotc_check_predictions (g, a, hits);
        gint pending = hits;
        gint crit = wotc_keyword (g, a, K_CRITICAL_HIT);
        /* one natural six is enough, however many were rolled */
        if (crit && sixes > 0)
          {
            pending += crit;
            wotc_log (g, p, M_CRITICAL, RR_CRITICAL, a, crit, 0, 0);
          }
        g->card[d].counter[C_PENDING] = (gint16)pending;
        f->pc = PC_OVERKILL;
        /* Blaster Barrage: the hits divided with another unit there, in
         * place of Overkill's excess */
        if (hits > 0 && Z_IS_ARENA (g->card[d].zone)
            && wotc_has_effect (g, EFF_DIVIDE_HITS, a)
            && offer_overkill (g, at, hits, TRUE))
          return HC_STEP_ASK;
        /* Overkill: hits beyond the defender's remaining health may go to
         * one other unit in the same arena */
        gint left
            = wotc_card_stat (g, d, S_HEALTH) - g->card[d].counter[C_DAMAGE];
        if (wotc_keyword (g, a, K_OVERKILL) && hits > left && left >= 0
            && Z_IS_ARENA (g->card[d].zone)
            && offer_overkill (g, at, hits - MAX (left, 0), FALSE))
          return HC_STEP_ASK;
        f->pc = PC_DOUBLE;
        return HC_STEP_CONTINUE;
      }
    case PC_OVERKILL:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o && o->kind == O_OVERKILL && o->a != HC_NONE)
          {
            HcCard *dc = &g->card[d], *oc = &g->card[o->a];
            dc->counter[C_PENDING] = (gint16)(dc->counter[C_PENDING] - o->b);
            oc->counter[C_PENDING] = (gint16)(oc->counter[C_PENDING] + o->b);
            at->overkill = o->a;
            if (o->c)
              wotc_log (g, p, M_DIVIDE_HITS, RR_ABILITY, a, o->b, o->a, 0);
            else
              wotc_log (g, p, M_OVERKILL, RR_OVERKILL, a, o->b, o->a, 0);
          }
      }
      G_GNUC_FALLTHROUGH;
    case PC_DOUBLE:
      {
        /* Hoth Battle Plains and the like: damage done by units in the
         * arena is doubled before prevention, once per such Location, and
         * after Overkill has divided the hits (seed 001 Q&A) */
        for (gint k = wotc_double_damage (g, g->card[a].zone); k > 0; k--)
          for (gint i = 0; i < g->n_cards; i++)
            if (g->card[i].counter[C_PENDING] > 0
                && (at->secret != WOTC_SECRET_SHOWN || i == d
                    || i == at->overkill))
              {
                gint pd = g->card[i].counter[C_PENDING];
                wotc_log (g, p, M_DOUBLE, RR_LOCATION, i, pd, pd * 2, 0);
                g->card[i].counter[C_PENDING] = (gint16)(pd * 2);
              }
        if (at->secret == WOTC_SECRET_SHOWN)
          {
            /* the prevention chance was before the roll: its promises
             * now, on the damage the dice did and what was pending
             * beside it */
            HcCard *dc = &g->card[d];
            dc->counter[C_PENDING]
                = (gint16)(dc->counter[C_PENDING] + at->extra);
            wotc_log (g, p, M_PENDING, RR_DAMAGE, d, dc->counter[C_PENDING], 0,
                      0);
            wotc_secret_prevent_all (g, d);
            f->pc = PC_PLACE;
            return HC_STEP_CONTINUE;
          }
        wotc_log (g, p, M_PENDING, RR_DAMAGE, d, g->card[d].counter[C_PENDING],
                  0, 0);
        f->pc = PC_PLACE;
        prevention_chance (g, p, a, self);
        return HC_STEP_CONTINUE;
      }
    case PC_PLACE:
      if (in_build_zone (g, at))
        wotc_place_damage_in_build_zone (g, d, p, a);
      if (wotc_attack_unpreventable (g, a))
        wotc_place_all_unpreventable (g, p, a);
      else
        wotc_place_all_pending (g, p, a);
      f->pc = PC_END;
      return HC_STEP_CONTINUE;
    case PC_END:
      wotc_log (g, p, M_ATTACK_END, RR_ATTACK, a, 0, 0, 0);
      for (gint i = 0; i < g->n_cards; i++)
        {
          g->card[i].counter[C_PENDING] = 0;
          g->card[i].flags &= (guint8)~FLAG_NO_EVADE;
        }
      /* "... retreats when the attack ends" (Darth Vader (A)) */
      for (gint i = g->n_effects - 1; i >= 0; i--)
        if (g->effect[i].kind == EFF_RETREAT_AT_END)
          {
            gint t = g->effect[i].target;
            wotc_effect_end (g, i);
            if (t >= 0 && Z_IS_ARENA (g->card[t].zone))
              {
                hc_card_move (g, t, g->card[t].controller, Z_BUILD, TRUE);
                wotc_log (g, g->card[t].controller, M_RETREAT, RR_ABILITY,
                          g->card[t].controller, t, 0, 0);
              }
          }
      /* "when this attack ends, discard that unit" */
      for (gint i = g->n_effects - 1; i >= 0; i--)
        if (g->effect[i].kind == EFF_DOOM)
          {
            gint t = g->effect[i].target;
            wotc_effect_end (g, i);
            if (t >= 0 && Z_IS_ARENA (g->card[t].zone))
              {
                wotc_log (g, g->card[t].controller, M_DISCARD_UNIT, RR_ABILITY,
                          t, 0, 0, 0);
                wotc_discard (g, t);
              }
          }
      wotc_lapse_special_triggers (g);
      if (Z_IS_ARENA (g->card[a].zone))
        wotc_fire (g, EV_ATTACK_END, g->card[a].zone, a);
      f->pc = PC_RETALIATE;
      return HC_STEP_CONTINUE;
    case PC_RETALIATE:
      for (gint i = 0; i < g->n_effects; i++)
        {
          HcEffect *e = &g->effect[i];
          if (e->kind == EFF_BACKLASH && !e->arg)
            {
              /* the overload abilities: damage to itself, which can be
               * prevented like any other */
              e->arg = 1;
              gint u = e->target;
              if (!Z_IS_ARENA (g->card[u].zone))
                continue;
              g->card[u].counter[C_PENDING]
                  = (gint16)(g->card[u].counter[C_PENDING] + e->value);
              wotc_log (g, g->card[u].controller, M_PENDING, RR_ABILITY, u,
                        g->card[u].counter[C_PENDING], 0, 0);
              at->retal_src = u;
              f->pc = PC_RETALIATE_PLACE;
              hc_window_push (g, W_PREVENT, WOTC_DARK, self);
              wotc_fire_pending (g);
              return HC_STEP_CONTINUE;
            }
          if (e->kind != EFF_RETALIATE || e->arg)
            continue;
          e->arg = 1;
          gint src = e->source;
          if (!Z_IS_ARENA (g->card[src].zone) || !Z_IS_ARENA (g->card[a].zone))
            continue;
          gint q = g->card[src].controller;
          wotc_log (g, q, M_RETALIATE, RR_RETALIATE, src, e->value, a, 0);
          gint hits = wotc_dice_damage (g, q, e->value, a);
          for (gint k = wotc_double_damage (g, g->card[src].zone); k > 0; k--)
            hits *= 2;
          g->card[a].counter[C_PENDING]
              = (gint16)(g->card[a].counter[C_PENDING] + hits);
          at->retal_src = src;
          f->pc = PC_RETALIATE_PLACE;
          hc_window_push (g, W_PREVENT, WOTC_DARK, self);
          wotc_fire_pending (g);
          return HC_STEP_CONTINUE;
        }
      f->pc = PC_TRIGGERS;
      return HC_STEP_CONTINUE;
    case PC_RETALIATE_PLACE:
      wotc_place_all_pending (g, g->card[at->retal_src].controller,
                              at->retal_src);
      f->pc = PC_RETALIATE;
      return HC_STEP_CONTINUE;
    case PC_TRIGGERS:
      /* "when the attack ends" abilities take effect inside the attack */
      f->pc = PC_CLEANUP;
      wotc_push_release (g, 0);
      return HC_STEP_CONTINUE;
    case PC_CLEANUP:
      hc_effects_expire (g, HC_DUR_ATTACK);
      for (gint i = 0; i < g->n_cards; i++)
        g->card[i].flags &= (guint8)~HC_CARD_USED;
      g->global[G_DICE_N] = 0;
      /* Vader's Fury: the unit attacks again, chosen by its player */
      if (!g->over && offer_fury (g, a))
        {
          f->pc = PC_FURY;
          return HC_STEP_ASK;
        }
      return HC_STEP_DONE;
    case PC_FURY:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (!o || o->kind != O_ATTACK)
          return HC_STEP_DONE;
        /* a new attack in this frame, on the chosen unit */
        at->defender = o->b;
        at->cross = WOTC_CROSS_NONE;
        at->retal_src = HC_NONE;
        at->secret = WOTC_SECRET_NONE;
        f->pc = PC_DECLARE;
        return HC_STEP_CONTINUE;
      }
    case PC_SECRET_PENDING:
      if (!still_there (g, at))
        {
          f->pc = PC_END;
          return HC_STEP_CONTINUE;
        }
      secret_pending (g, at);
      f->pc = PC_REVEAL;
      prevention_chance (g, p, a, self);
      return HC_STEP_CONTINUE;
    case PC_REVEAL:
      if (!still_there (g, at))
        {
          /* the attack is over before the dice were rolled */
          f->pc = PC_END;
          return HC_STEP_CONTINUE;
        }
      secret_reveal (g, at);
      f->pc = PC_REVEAL_REROLL;
      return HC_STEP_CONTINUE;
    case PC_REVEAL_REROLL:
      /* the promised rerolls one at a time, in the order made (a pick of
       * dice is a step of its own, back here after it) */
      if (wotc_secret_next_reroll (g))
        return HC_STEP_CONTINUE;
      /* what depends on the dice shown triggers only now (the ruling) */
      f->pc = PC_ASSIGN;
      if (Z_IS_ARENA (g->card[d].zone))
        {
          wotc_fire (g, EV_ROLLED_AT, g->card[d].zone, d);
          wotc_push_release (g, WOTC_POOL_REROLL);
        }
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}

/* Retaliate: once used in the attack chance, the dice come when the attack
 * ends. */
void
wotc_retaliate_ready (HcGame *g, gint unit, gint attacker, gint dice)
{
  HcEffect *e = hc_effect_add (g, EFF_RETALIATE, HC_DUR_ATTACK,
                               g->card[unit].controller, unit, attacker, dice);
  if (e)
    e->arg = 0;
  wotc_log (g, g->card[unit].controller, M_RETALIATE_READY, RR_RETALIATE, unit,
            dice, 0, 0);
}

/* Intercept: the attack goes on against the intercepting unit. */
void
wotc_intercept (HcGame *g, gint unit)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  /* an Intercept does nothing for a unit that can't be attacked */
  if (!atk || !wotc_can_be_attacked (g, unit) || atk->defender == unit)
    return;
  gint old = atk->defender;
  atk->defender = unit;
  /* Vader's Fury: both units have been attacked (its ruling) */
  if (wotc_has_effect (g, EFF_FURY, atk->attacker))
    hc_effect_add (g, EFF_FURY_HIT, HC_DUR_TURN,
                   g->card[atk->attacker].controller, atk->attacker, unit, 1);
  wotc_log (g, g->card[unit].controller, M_INTERCEPT, RR_INTERCEPT, unit, old,
            atk->attacker, 0);
  /* each intercepting unit has been attacked */
  wotc_fire (g, EV_ATTACKED, g->card[unit].zone, unit);
}
