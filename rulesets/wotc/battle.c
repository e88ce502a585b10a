/* The battle phase: Space, then Ground, then Character.  In each arena the
 * fastest untapped unit may attack; ties between the players go to the
 * Dark Side, a player chooses among its own tied units. */
#include "wotc-steps.h"

/* ST_ARENA's frame */
typedef struct
{
  gint32 arena;
  /* the attack the hijacked unit's player chose, while the hijacker
   * decides: attacker, defender, attacking into another arena */
  gint32 hijacked, hijacked_defender, hijacked_cross;
} WotcArenaFrame;
HC_FRAME_VIEW_FITS (WotcArenaFrame);
#define WOTC_ARENA(f) ((WotcArenaFrame *)(f)->arg)

static void
clear_used (HcGame *g)
{
  for (gint i = 0; i < g->n_cards; i++)
    g->card[i].flags &= (guint8)~HC_CARD_USED;
}

/* ST_BATTLE */
HcStepResult
wotc_step_battle (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case BATTLE_PC_BEGIN:
      g->global[HC_G_PHASE] = PH_BATTLE;
      wotc_log (g, -1, M_BATTLE_BEGIN, RR_BATTLE, 0, 0, 0, 0);
      /* "when the battle phase starts" abilities resolve before the first
       * chance to play (Rulebook Part Five) */
      wotc_fire (g, EV_BATTLE_START, -1, -1);
      f->pc = BATTLE_PC_SPACE;
      hc_window_push (g, W_BATTLE_START, WOTC_DARK, 0);
      /* contests are settled as soon as the battle phase finds them */
      wotc_push_contests (g);
      return HC_STEP_CONTINUE;
    case BATTLE_PC_SPACE:
    case BATTLE_PC_GROUND:
    case BATTLE_PC_CHARACTER:
      WOTC_ARENA (hc_game_push (g, ST_ARENA))->arena
          = Z_SPACE + (f->pc - BATTLE_PC_SPACE);
      f->pc++;
      return HC_STEP_CONTINUE;
    case BATTLE_PC_END:
      wotc_fire (g, EV_BATTLE_END, -1, -1);
      f->pc = BATTLE_PC_DONE;
      wotc_push_release (g, 0);
      return HC_STEP_CONTINUE;
    case BATTLE_PC_DONE:
      /* "until end of battle" lasts until all three arenas are done */
      hc_effects_expire (g, HC_DUR_BATTLE);
      clear_used (g);
      g->global[G_ARENA] = -1;
      wotc_log (g, -1, M_BATTLE_END, RR_BATTLE, 0, 0, 0, 0);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

/* The units that may attack next: the fastest untapped ones; a tie between
 * the players goes to the Dark Side's units. */
static gint
next_attackers (const HcGame *g, gint arena, gint16 *out, gint *owner)
{
  gint best = -1;
  gint best_player = -1;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, p, arena, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        {
          if (g->card[list[i]].flags & HC_CARD_TAPPED)
            continue;
          gint s = wotc_card_stat (g, list[i], S_SPEED);
          /* strictly faster only: the Dark Side (p = 0) keeps ties */
          if (s > best)
            {
              best = s;
              best_player = p;
            }
        }
    }
  gint m = 0;
  if (best_player < 0)
    return 0;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, best_player, arena, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (!(g->card[list[i]].flags & HC_CARD_TAPPED)
        && wotc_card_stat (g, list[i], S_SPEED) == best)
      out[m++] = list[i];
  *owner = best_player;
  return m;
}

static void
offer_targets (HcGame *g, gint attacker, gint arena, gint target_arena)
{
  gint p = g->card[attacker].controller;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - p, target_arena, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (wotc_can_be_attacked (g, list[i]))
      hc_game_offer (g, WOTC_OPT_ID (O_ATTACK, attacker, list[i]), O_ATTACK,
                     attacker, list[i], target_arena != arena);
}

/* Plo Koon (B) and the like: completed units of a type it names, face up
 * in the opponent's build zone, are targets too (a face-down card there
 * is no unit: BOY rulings, Celebrate the Victory). */
static void
offer_build_zone_targets (HcGame *g, gint attacker)
{
  guint8 types = wotc_abilities (g, attacker)->attack_build;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_RAID && g->effect[i].target == attacker)
      types |= (guint8)g->effect[i].arg;
  if (!types)
    return;
  gint p = g->card[attacker].controller;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - p, Z_BUILD, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    {
      const HcCard *c = &g->card[list[i]];
      gint t = wotc_card_type (g, list[i]);
      if (!(c->flags & (HC_CARD_FACE_DOWN | HC_CARD_PARTIAL)) && t >= T_SPACE
          && t <= T_CHARACTER && (types & (1u << t))
          && wotc_can_be_attacked (g, list[i]))
        hc_game_offer (g, WOTC_OPT_ID (O_ATTACK, attacker, list[i]), O_ATTACK,
                       attacker, list[i], WOTC_CROSS_BUILD);
    }
}

static void
push_attack (HcGame *g, gint attacker, gint defender, gint cross)
{
  WotcAttackFrame *a = WOTC_ATTACK (hc_game_push (g, ST_ATTACK));
  a->attacker = attacker;
  a->defender = defender;
  a->cross = cross;       /* attacking into another arena */
  a->retal_src = HC_NONE; /* no Retaliate yet: wotc_damage_origin */
  /* "When it does, it gets +2 power for that attack" (raid) */
  if (cross == WOTC_CROSS_BUILD)
    for (gint i = 0; i < g->n_effects; i++)
      if (g->effect[i].kind == EFF_RAID && g->effect[i].target == attacker
          && g->effect[i].value)
        {
          gint bonus = g->effect[i].value;
          hc_effect_add (g, S_POWER, HC_DUR_ATTACK,
                         g->card[attacker].controller, attacker, attacker,
                         bonus);
          wotc_log (g, g->card[attacker].controller, M_EFFECT_STAT + S_POWER,
                    RR_ABILITY, attacker, bonus, 0, 0);
        }
}

/* An effect of that kind the other player has on this unit, or -1. */
static gint
other_side_effect (const HcGame *g, gint unit, guint16 kind)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == kind && g->effect[i].target == unit
        && g->effect[i].controller != g->card[unit].controller)
      return i;
  return -1;
}

/* Dark Side's Command */
static gint
hijacker (const HcGame *g, gint unit)
{
  return other_side_effect (g, unit, EFF_HIJACK);
}

static gboolean
offer_hijack (HcGame *g, gint player, gint attacker, gint defender)
{
  const HcCard *a = &g->card[attacker];
  hc_game_ask (g, player, D_HIJACK, D_HIJACK);
  g->decision.prompt_arg[0] = attacker;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, a->controller, a->zone, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (list[i] != attacker && list[i] != defender
        && wotc_can_be_attacked (g, list[i]))
      hc_game_offer (g, WOTC_OPT_ID (O_HIJACK, list[i], 0), O_HIJACK, list[i],
                     0, 0);
  if (g->decision.n_options == 0)
    {
      g->decision.player = HC_NONE;
      return FALSE;
    }
  hc_game_offer (g, WOTC_OPT_ID (O_HIJACK, 0xfff, 0), O_HIJACK, HC_NONE, 0, 0);
  return TRUE;
}

/* A hijack the other player can use on this unit's next attack: another
 * unit of its player that can be attacked in its arena. */
static gboolean
hijack_binds (const HcGame *g, gint unit)
{
  if (hijacker (g, unit) < 0)
    return FALSE;
  const HcCard *a = &g->card[unit];
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, a->controller, a->zone, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (list[i] != unit && wotc_can_be_attacked (g, list[i]))
      return TRUE;
  return FALSE;
}

/* Admiral Motti (A): when some of the attacks offered to attacker since
 * option `first` go to a unit it must attack, only those stay, and it
 * may neither decline nor use an ability instead (his ruling: this takes
 * precedence over "when this unit would attack" abilities).  TRUE then. */
static gboolean
keep_forced_attacks (HcGame *g, gint attacker, gint first)
{
  HcDecision *d = &g->decision;
  gboolean forced = FALSE;
  for (gint i = first; i < d->n_options && !forced; i++)
    forced = d->option[i].kind == O_ATTACK
             && wotc_must_attack (g, attacker, d->option[i].b);
  if (!forced)
    return FALSE;
  gint m = first;
  for (gint i = first; i < d->n_options; i++)
    if (d->option[i].kind == O_ATTACK
        && wotc_must_attack (g, attacker, d->option[i].b))
      d->option[m++] = d->option[i];
  d->n_options = (gint16)m;
  return TRUE;
}

/* It's Not Over Yet (ops/extra-step.c): the effect asking for another
 * battle step, or -1 */
static gint
extra_step (const HcGame *g)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_EXTRA_STEP)
      return i;
  return -1;
}

/* Tame the Beast: the other player decides this unit's attacks */
static gint
tamer_of (const HcGame *g, gint unit)
{
  return other_side_effect (g, unit, EFF_TAME);
}

/* The tamer's choice: an attack on any unit of the unit's arena, of either
 * side (the card's ruling: the same arena), or no attack.  The options are
 * the battle step's own, answered as if the unit's player had chosen. */
static void
offer_tame (HcGame *g, gint player, gint unit)
{
  const HcCard *a = &g->card[unit];
  hc_game_ask (g, player, D_TAME, D_TAME);
  g->decision.prompt_arg[0] = unit;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, p, a->zone, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        if (list[i] != unit && wotc_can_be_attacked (g, list[i]))
          hc_game_offer (g, WOTC_OPT_ID (O_ATTACK, unit, list[i]), O_ATTACK,
                         unit, list[i], 0);
    }
  hc_game_offer (g, WOTC_OPT_ID (O_NO_ATTACK, unit, 0), O_NO_ATTACK, unit, 0,
                 0);
}

/* "play only when this unit would attack": chosen instead of the attack,
 * and not an attack (seed 001, Activated Abilities) */
static void
offer_would_attack (HcGame *g, gint unit, gint owner)
{
  const WotcAbilities *ab = wotc_abilities (g, unit);
  for (gint k = 0; k < ab->n_clauses; k++)
    if (ab->clause[k].kind == CL_ACT
        && wotc_clause_playable (g, unit, k, owner, W_WOULD_ATTACK))
      hc_game_offer (g, WOTC_OPT_ID (O_ABILITY, unit, k), O_ABILITY, unit, k,
                     0);
}

typedef enum
{
  PC_START,
  PC_CHOOSE,
  PC_ANSWER,
  PC_AFTER,
  PC_HIJACK,
  PC_STEP_END,
} WotcArenaPc;

/* ST_ARENA: one battle step. */
HcStepResult
wotc_step_arena (HcGame *g, HcFrame *f)
{
  WotcArenaFrame *ar = WOTC_ARENA (f);
  gint arena = ar->arena;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_START:
      g->global[G_ARENA] = arena;
      g->global[HC_G_STEP] = arena;
      wotc_log (g, -1, M_ARENA_BEGIN, RR_BATTLE, arena, 0, 0, 0);
      wotc_fire (g, EV_STEP_START, arena, -1);
      f->pc = PC_CHOOSE;
      hc_window_push (g, W_ARENA_START, WOTC_DARK, arena);
      return HC_STEP_CONTINUE;
    case PC_CHOOSE:
      {
        if (wotc_push_contests (g) || wotc_push_release (g, 0))
          return HC_STEP_CONTINUE;
        gint16 cand[HC_MAX_CARDS];
        gint owner = -1;
        /* It's Not Over Yet: this step ends, and another one begins */
        gint n
            = extra_step (g) >= 0 ? 0 : next_attackers (g, arena, cand, &owner);
        if (n == 0)
          {
            /* "at the end of the step" abilities, then the step is over */
            wotc_fire (g, EV_STEP_END, arena, -1);
            f->pc = PC_STEP_END;
            wotc_push_release (g, 0);
            return HC_STEP_CONTINUE;
          }
        hc_game_ask (g, owner, D_ATTACKER, D_ATTACKER);
        g->decision.prompt_arg[0] = arena;
        for (gint i = 0; i < n; i++)
          {
            gint before = g->decision.n_options;
            if (!wotc_can_attack (g, cand[i]))
              goto no_attack;
            /* Tame the Beast: its player only lets it go, or uses a
             * "would attack" ability instead (the card's ruling) */
            if (tamer_of (g, cand[i]) >= 0)
              {
                hc_game_offer (g, WOTC_OPT_ID (O_TAME, cand[i], 0), O_TAME,
                               cand[i], 0, 0);
                offer_would_attack (g, cand[i], owner);
                continue;
              }
            offer_targets (g, cand[i], arena, arena);
            offer_build_zone_targets (g, cand[i]);
            /* (not under Disrupt the Power System) */
            if (arena == Z_GROUND && wotc_keyword (g, cand[i], K_ION_CANNON)
                && !wotc_forbidden (g, owner, WOTC_FORBID_CROSS))
              offer_targets (g, cand[i], arena, Z_SPACE);
            if (arena == Z_SPACE && wotc_keyword (g, cand[i], K_BOMBARD)
                && !wotc_forbidden (g, owner, WOTC_FORBID_CROSS))
              offer_targets (g, cand[i], arena, Z_GROUND);
            /* Boba Fett (B)'s Patrol Ship: no Bombard, so not under
             * Disrupt the Power System */
            if (arena == Z_SPACE
                && wotc_keyword (g, cand[i], K_SPACE_TO_CHARACTER))
              offer_targets (g, cand[i], arena, Z_CHARACTER);
            if (keep_forced_attacks (g, cand[i], before))
              continue;
          no_attack:
            /* Dark Side's Command: the AOTC ruling lets the unit's player
             * neither hold it back nor use a "would attack" ability when
             * the other player can turn its attack */
            if (g->decision.n_options > before && hijack_binds (g, cand[i]))
              continue;
            hc_game_offer (g, WOTC_OPT_ID (O_NO_ATTACK, cand[i], 0),
                           O_NO_ATTACK, cand[i], 0, 0);
            offer_would_attack (g, cand[i], owner);
          }
        f->pc = PC_ANSWER;
        return HC_STEP_ASK;
      }
    case PC_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = PC_AFTER;
        if (o && o->kind == O_TAME)
          {
            gint unit = o->a;
            gint tamer = g->effect[tamer_of (g, unit)].controller;
            wotc_log (g, tamer, M_TAME, RR_ABILITY, tamer, unit, 0, 0);
            offer_tame (g, tamer, unit);
            f->pc = PC_ANSWER;
            return HC_STEP_ASK;
          }
        if (o && o->kind == O_ATTACK)
          {
            /* copied: offering the hijack replaces the decision's options */
            HcOption chosen = *o;
            gint hijack = hijacker (g, chosen.a);
            if (hijack >= 0
                && offer_hijack (g, g->effect[hijack].controller, chosen.a,
                                 chosen.b))
              {
                /* keep the owner's choice while the other player decides */
                ar->hijacked = chosen.a;
                ar->hijacked_defender = chosen.b;
                ar->hijacked_cross = chosen.c;
                wotc_effect_end (g, hijack);
                f->pc = PC_HIJACK;
                return HC_STEP_ASK;
              }
            push_attack (g, chosen.a, chosen.b, chosen.c);
            return HC_STEP_CONTINUE;
          }
        if (o && o->kind == O_ABILITY)
          {
            HcOption chosen = *o;
            g->card[chosen.a].flags |= HC_CARD_TAPPED;
            wotc_play (g, g->card[chosen.a].controller, &chosen);
            return HC_STEP_CONTINUE;
          }
        if (o)
          {
            g->card[o->a].flags |= HC_CARD_TAPPED;
            wotc_log (g, g->card[o->a].controller, M_NO_ATTACK, RR_ATTACK_ORDER,
                      o->a, 0, 0, 0);
          }
        return HC_STEP_CONTINUE;
      }
    case PC_STEP_END:
      {
        gint more = extra_step (g);
        wotc_log (g, -1, more < 0 ? M_ARENA_END : M_EXTRA_STEP_END, RR_BATTLE,
                  arena, 0, 0, 0);
        hc_effects_expire (g, HC_DUR_BATTLE_STEP);
        g->global[G_LAST_ATTACKER] = -1;
        if (more < 0)
          return HC_STEP_DONE;
        /* the new step in the chosen arena, as this frame; the steps
         * after this one follow it as usual */
        ar->arena = g->effect[more].value;
        wotc_effect_end (g, more);
        f->pc = PC_START;
        return HC_STEP_CONTINUE;
      }
    case PC_HIJACK:
      {
        const HcOption *o = hc_game_take_answer (g);
        gint defender = ar->hijacked_defender;
        if (o && o->a != HC_NONE)
          {
            defender = o->a;
            wotc_log (g, g->decision.player, M_HIJACK, RR_ABILITY, ar->hijacked,
                      defender, 0, 0);
          }
        push_attack (g, ar->hijacked, defender, ar->hijacked_cross);
        f->pc = PC_AFTER;
        return HC_STEP_CONTINUE;
      }
    case PC_AFTER:
      f->pc = PC_CHOOSE;
      hc_window_push (g, W_BETWEEN_ATTACKS, WOTC_DARK, arena);
      return HC_STEP_CONTINUE;
    }
  return HC_STEP_DONE;
}
