/* Play-or-pass chances and what may be played in them.  A chance's kind
 * limits the plays: damage-prevention chances take only prevention,
 * reroll chances only rerolls; the others take Battle cards and activated
 * abilities whose timing fits (seed 001; errata ROTJ on restricted
 * chances). */
#include "hc-coverage.h"
#include "wotc-steps.h"

static gboolean
timing_fits (gint window, gint timing)
{
  switch (window)
    {
    case W_PREVENT:
      return timing == TM_PREVENT || timing == TM_ATTACK_OR_PREVENT;
    case W_REROLL:
      return timing == TM_REROLL;
    case W_ATTACK:
      return timing == TM_BATTLE || timing == TM_ATTACK
             || timing == TM_ATTACKING || timing == TM_ANY
             || timing == TM_INTERCEPT || timing == TM_RETALIATE
             || timing == TM_DEFENDING || timing == TM_ATTACK_OR_PREVENT;
    case W_BUILD:
      return timing == TM_BUILD || timing == TM_ANY;
    case W_WOULD_ATTACK:
      return timing == TM_WOULD_ATTACK;
    case W_DISRUPT:
      return timing == TM_DISRUPT;
    default:
      return timing == TM_BATTLE || timing == TM_ANY;
    }
}

static gboolean
used (const HcGame *g, gint source, gint clause)
{
  return hc_limit_uses (g, EFF_USED, source, clause) > 0;
}

/* Does effect o need a unit to work on (a chosen target, damage pending
 * for a prevention)?  Then *found says whether one exists now. */
static gboolean
needs_target (HcGame *g, gint source, const WotcOp *o, gint player,
              gboolean *found)
{
  gboolean prevents = o->op == OP_PREVENT || o->op == OP_DEFLECT;
  /* "any number" may be none: nothing to choose is no reason not to
   * play it (Go to the Temple, whose arena is chosen as it resolves) */
  gboolean needs
      = (o->sel.choose && !(o->sel.flags & SEL_ANY_NUMBER)) || prevents;
  if (!needs || o->sel.who == WHO_IT)
    return FALSE;
  WotcSel s = o->sel;
  if (prevents)
    s.pending = 1;
  WotcCtx x
      = { .source = source, .player = player, .it = HC_NONE, .arena = -1 };
  *found = wotc_sel_count (g, &s, &x) > 0;
  return TRUE;
}

/* One effect has something to work on: a chosen target exists, a
 * prevention has damage pending on a unit it covers, a change "for this
 * attack" has an attack. */
gboolean
wotc_op_has_targets (HcGame *g, gint source, const WotcOp *o, gint player)
{
  if (o->op == OP_STAT && o->dur == HC_DUR_ATTACK && !wotc_current_attack (g))
    return FALSE;
  const WotcOpDef *d = wotc_op_def (o->op);
  if (d && d->possible && !d->possible (g, o, player))
    return FALSE;
  gboolean found = TRUE;
  needs_target (g, source, o, player, &found);
  return found;
}

/* A play needs something to work on: its first effect that needs a
 * target, or, for a choose-one, any one of its effects. */
static gboolean
has_targets (HcGame *g, gint source, const WotcClause *c, gint player)
{
  if (c->one_of)
    {
      for (gint i = 0; i < c->n_ops; i++)
        if (wotc_op_has_targets (g, source, &c->op[i], player))
          return TRUE;
      return FALSE;
    }
  const WotcOpDef *d = c->n_ops ? wotc_op_def (c->op[0].op) : NULL;
  if (d && d->possible && !d->possible (g, &c->op[0], player))
    return FALSE;
  gboolean found = TRUE;
  for (gint i = 0; i < c->n_ops; i++)
    if (needs_target (g, source, &c->op[i], player, &found))
      return found;
  return TRUE;
}

/* The Force an ability or Battle card costs now: printed, plus what lasting
 * abilities add to activated abilities, never below zero. */
gint
wotc_clause_force_cost (const HcGame *g, gint source, gint clause)
{
  const WotcClause *c = wotc_clause_of (g, source, clause);
  gint cost = c->cost_force;
  if (c->kind == CL_ACT)
    {
      cost += wotc_act_cost_change (g, source);
      /* an ability that costs Force never drops below 1 (Obi-Wan's
       * Spirit) */
      if (c->cost_force >= 1 && cost < 1)
        cost = 1;
    }
  if (c->kind == CL_PLAY && wotc_card_type (g, source) == T_BATTLE)
    for (gint i = 0; i < g->n_effects; i++)
      if (g->effect[i].kind == EFF_BATTLE_COST)
        cost += g->effect[i].value;
  return MAX (0, cost);
}

/* Evade is an activated ability too: Nexu and Obi-Wan's Spirit change it */
gint
wotc_evade_cost (const HcGame *g, gint unit)
{
  gint printed = wotc_abilities (g, unit)->evade_force;
  gint cost = printed + wotc_act_cost_change (g, unit);
  return printed >= 1 ? MAX (1, cost) : MAX (0, cost);
}

/* A clause's "play only if ..." (or a Mission's "complete only if ...")
 * holds now for player, with source the card it is on. */
gboolean
wotc_only_if_holds (HcGame *g, const WotcClause *c, gint source, gint player)
{
  switch (c->only_if)
    {
    case ONLY_NO_ATTACK_HAVE:
      /* no attack, and then the unit it asks for */
      if (wotc_current_attack (g))
        return FALSE;
      /* fall through */
    case ONLY_HAVE:
    case ONLY_LACK:
      {
        WotcCtx x = {
          .source = source, .player = player, .it = HC_NONE, .arena = -1
        };
        if ((wotc_sel_count (g, &c->cond_sel, &x) == 0)
            == (c->only_if != ONLY_LACK))
          return FALSE;
        break;
      }
    case ONLY_ONE:
      {
        WotcCtx x = {
          .source = source, .player = player, .it = HC_NONE, .arena = -1
        };
        if (wotc_sel_count (g, &c->cond_sel, &x) != 1)
          return FALSE;
        break;
      }
    case ONLY_BEFORE_ATTACKS:
      if (g->global[G_ATTACKED_ARENAS] & (1 << c->only_arena))
        return FALSE;
      break;
    case ONLY_BEFORE_OWN_ATTACKS:
      if (g->global[G_ATTACKED_ARENAS]
          & (1 << (3 + 3 * player + c->only_arena)))
        return FALSE;
      break;
    case ONLY_MORE:
      if (!wotc_more_units (g, player, Z_SPACE + c->only_arena))
        return FALSE;
      break;
    case ONLY_LOST_CHARACTER:
      if (!(g->global[G_LOST_CHARACTER] & (1 << player)))
        return FALSE;
      break;
    case ONLY_NO_ATTACK:
      if (wotc_current_attack (g))
        return FALSE;
      break;
    }
  return TRUE;
}

gboolean
wotc_clause_playable (HcGame *g, gint source, gint clause, gint player,
                      gint window)
{
  const WotcClause *c = wotc_clause_of (g, source, clause);
  if (!timing_fits (window, c->timing))
    return FALSE;
  if (g->res[player][R_FORCE] < wotc_clause_force_cost (g, source, clause))
    return FALSE;
  if (c->cost_bp && g->res[player][R_BUILD_POINTS] < c->cost_bp)
    return FALSE;
  if (c->kind == CL_ACT)
    {
      const HcCard *card = &g->card[source];
      /* activated abilities belong to deployed units (seed 001); Reserves
       * ones work only in the build zone; a Pilot's gift only while it
       * pilots a unit, and that unit is the one that attacks or is
       * attacked */
      gint unit = c->piloting ? card->attached_to : source;
      gboolean where
          = c->reserves == WOTC_FROM_PILE
                ? card->zone == Z_DISCARD && card->zone_player == player
            : c->reserves ? card->zone == Z_BUILD
                          : Z_IS_ARENA (card->zone) != 0;
      if (!where || card->under != HC_NONE || unit == HC_NONE
          || (!c->piloting && card->attached_to != HC_NONE)
          || card->controller != player)
        return FALSE;
      if (c->cost_tap && (card->flags & HC_CARD_TAPPED))
        return FALSE;
      if (!c->repeatable && used (g, source, clause))
        return FALSE;
      WotcAttackFrame *atk = wotc_current_attack (g);
      if (c->timing == TM_ATTACKING && (!atk || atk->attacker != unit))
        return FALSE;
      if (c->timing == TM_INTERCEPT)
        {
          /* another unit of yours in its arena is being attacked, by a unit
           * that could attack this one */
          if (!atk || atk->defender == unit || atk->attacker == unit)
            return FALSE;
          const HcCard *def = &g->card[atk->defender];
          if (def->controller != player || def->zone != card->zone)
            return FALSE;
        }
      if (c->timing == TM_RETALIATE)
        {
          /* it is attacked by a unit in its own arena */
          if (!atk || atk->defender != unit
              || g->card[atk->attacker].zone != card->zone)
            return FALSE;
        }
    }
  else if (c->timing == TM_ATTACKING)
    {
      WotcAttackFrame *atk = wotc_current_attack (g);
      if (!atk || g->card[atk->attacker].controller != player)
        return FALSE;
    }
  if (c->cost_hand && hc_zone_count (g, player, Z_HAND) < c->cost_hand)
    return FALSE;
  if (c->cost_tap_unit)
    {
      /* a unit of yours to tap as the cost */
      WotcCtx x
          = { .source = source, .player = player, .it = HC_NONE, .arena = -1 };
      if (wotc_sel_count (g, &c->cost_sel, &x) == 0)
        return FALSE;
    }
  if (!wotc_only_if_holds (g, c, source, player))
    return FALSE;
  if (c->timing == TM_DEFENDING)
    {
      WotcAttackFrame *atk = wotc_current_attack (g);
      if (!atk || g->card[atk->defender].controller != player)
        return FALSE;
    }
  if ((c->timing == TM_ATTACK || c->timing == TM_ATTACKING)
      && !wotc_current_attack (g))
    return FALSE;
  /* Surprise Attack, General Tagge (A), Disturbance in the Force: asked
   * last, once everything else allows it */
  if ((c->kind == CL_PLAY && wotc_card_type (g, source) == T_BATTLE
       && wotc_forbidden (g, player, WOTC_FORBID_BATTLE))
      || (c->kind == CL_ACT
          && wotc_forbidden (g, player, WOTC_FORBID_ACTIVATED)))
    return FALSE;
  return has_targets (g, source, c, player);
}

/* Offer player's activated abilities and Battle cards that fit window. */
void
wotc_offer_plays (HcGame *g, gint player, gint window)
{
  /* the units of the arenas and the build zone (with their Pilots), and
   * the player's hand */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g,
                  (1u << Z_SPACE) | (1u << Z_GROUND) | (1u << Z_CHARACTER)
                      | (1u << Z_BUILD),
                  TRUE, cand);
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    cand[w]
        |= g->zone_bits[player][Z_HAND][w] | g->zone_bits[player][Z_DISCARD][w];
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *card = &g->card[i];
      if (card->controller != player)
        continue;
      gboolean unit = (Z_IS_ARENA (card->zone) || card->zone == Z_BUILD)
                      && card->under == HC_NONE && card->attached_to == HC_NONE;
      /* a Pilot on a unit: only its gifts to that unit (wotc_clause_playable)
       */
      gboolean piloting = Z_IS_ARENA (card->zone) && card->under == HC_NONE
                          && card->attached_to != HC_NONE;
      gboolean in_hand = card->zone == Z_HAND && card->zone_player == player
                         && wotc_card_type (g, i) == T_BATTLE;
      /* Princess Leia (E): an ability used from the discard pile */
      gboolean in_pile
          = card->zone == Z_DISCARD && wotc_abilities (g, i)->from_pile;
      if (!unit && !in_hand && !piloting && !in_pile)
        continue;
      const WotcAbilities *ab = wotc_abilities (g, i);
      for (gint k = 0; k < ab->n_clauses; k++)
        {
          const WotcClause *c = &ab->clause[k];
          if (!(((unit || piloting || in_pile) && c->kind == CL_ACT)
                || (in_hand && c->kind == CL_PLAY)))
            continue;
          /* Dark Dreams: played as another card's play */
          if (in_hand && c->n_ops > 0 && c->op[0].op == OP_BORROW_BATTLE)
            {
              wotc_offer_borrowed (g, player, window, i);
              continue;
            }
          if (!wotc_clause_playable (g, i, k, player, window))
            continue;
          /* copies of a Battle card in hand are one choice */
          gint key = in_hand ? g->card[i].def : i;
          gint kind = in_hand ? O_BATTLE_CARD : O_ABILITY;
          hc_game_offer (g, WOTC_OPT_ID (kind, key, k), (guint16)kind, i, k, 0);
          /* Enhance: the same card, paying more for the stronger effect */
          if (in_hand && k + 1 < ab->n_clauses
              && ab->clause[k + 1].kind == CL_ENHANCE
              && g->res[player][R_FORCE] >= wotc_clause_force_cost (g, i, k)
                                                + ab->clause[k + 1].cost_force)
            hc_game_offer (g, WOTC_OPT_ID (kind, key, k + 1), (guint16)kind, i,
                           k, k + 1);
        }
    }
}

/* The log line of an activated ability used: it says what the ability
 * does, by the row of its first effect that is more than a choice or a
 * payment for the others; the plain "uses its ability" when none says. */
static gint
activate_msg (const WotcClause *c)
{
  for (gint i = 0; i < c->n_ops; i++)
    {
      const WotcOpDef *d = wotc_op_def (c->op[i].op);
      if (d && d->used)
        return d->used;
    }
  return M_ACTIVATE;
}

void
wotc_play (HcGame *g, gint player, const HcOption *o)
{
  gint source = o->a, clause = o->b;
  const WotcClause *c = wotc_clause_of (g, source, clause);
  gint cost = wotc_clause_force_cost (g, source, clause);
  g->res[player][R_FORCE] -= cost;
  g->res[player][R_BUILD_POINTS] -= c->cost_bp;
  if (c->kind == CL_ACT)
    {
      if (c->cost_tap)
        g->card[source].flags |= HC_CARD_TAPPED;
      /* costs that move the unit: it still does what its ability says */
      if (c->cost_damage_self)
        {
          HcCard *sc = &g->card[source];
          sc->counter[C_DAMAGE]
              = (gint16)(sc->counter[C_DAMAGE] + c->cost_damage_self);
        }
      if (c->cost_retreat_self)
        hc_card_move (g, source, player, Z_BUILD, TRUE);
      /* a Pilot's gift discards the unit it pilots, and the Pilot with it
       * ("Discard this Starfighter and Biggs": Biggs Darklighter (A)) */
      if (c->cost_discard_self)
        wotc_discard (g, c->piloting && g->card[source].attached_to != HC_NONE
                             ? g->card[source].attached_to
                             : source);
      /* once per period: per attack inside one, else per turn */
      hc_limit_use (g, EFF_USED,
                    wotc_current_attack (g) ? HC_DUR_ATTACK : HC_DUR_TURN,
                    player, source, clause);
      wotc_log (g, player, activate_msg (c), RR_ABILITY, source, 0, 0, 0);
      if (cost > 0)
        wotc_log (g, player, M_ACTIVATE_COST, RR_ABILITY, player, cost, 0, 0);
      wotc_push_effect (g, source, clause, player, FALSE);
      return;
    }
  /* Enhance is paid with the card, before anything resolves and before the
   * disrupt chance; its effect replaces the card's */
  if (o->c > 0)
    {
      const WotcClause *e = wotc_clause_of (g, source, o->c);
      g->res[player][R_FORCE] -= e->cost_force;
      cost += e->cost_force;
      clause = o->c;
    }
  /* a Battle card waits aside while it takes effect, then is discarded;
   * before it does, there is a chance to disrupt it */
  hc_card_move (g, source, player, Z_SETASIDE, TRUE);
  wotc_log (g, player, M_PLAY_CARD, RR_ABILITY, source, cost, 0, 0);
  if (wotc_card_type (g, source) == T_BATTLE)
    wotc_note_battle_played (g, player, source, o->b);
  wotc_push_effect (g, source, clause, player, TRUE);
  if (wotc_card_type (g, source) == T_BATTLE)
    hc_window_push (g, W_DISRUPT, WOTC_DARK, g->n_frames - 1);
}

static gboolean
marked (const HcGame *g, gint kind, gint card)
{
  return hc_limit_uses (g, (guint16)kind, card, 0) > 0;
}

/* Lucky X, once per attack for each unit: the attacker's player rerolls
 * misses, the defender's player makes the attacker reroll hits. */
static void
offer_lucky (HcGame *g, gint player)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return;
  for (gint side = 0; side < 2; side++)
    {
      gint u = side ? atk->defender : atk->attacker;
      if (g->card[u].controller != player || !Z_IS_ARENA (g->card[u].zone))
        continue;
      gint x = wotc_keyword (g, u, K_LUCKY);
      if (x > 0 && !marked (g, EFF_LUCKY_USED, u))
        hc_game_offer (g, WOTC_OPT_ID (O_LUCKY, u, 0), O_LUCKY, u, x, side);
    }
}

static void
play_lucky (HcGame *g, gint player, const HcOption *o)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return;
  hc_limit_use (g, EFF_LUCKY_USED, HC_DUR_ATTACK, player, o->a, 0);
  /* a secret roll not made yet: Lucky waits for the dice to be shown */
  if (wotc_secret_reroll (g, player, WOTC_SECRET_LUCKY, o->b, o->c))
    return;
  /* a player rerolls the dice that hurt them: the attacker its misses,
   * the defender the hits, natural sixes first */
  gint n = wotc_lucky_reroll (g, player, o->b, o->c != 0);
  wotc_log (g, player, M_LUCKY, RR_LUCKY, o->a, n, 0, 0);
}

/* Hidden Cost X: complete a card in the build zone at any chance but the
 * reroll, prevention and disrupt ones, paying Force for what is left; it
 * goes into its arena (errata ROTJ, Hidden Cost). */
void
wotc_offer_hidden_cost (HcGame *g, gint player, gint window)
{
  if (window == W_PREVENT || window == W_REROLL)
    return;
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_BUILD, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    {
      gint c = list[i];
      const WotcAbilities *ab = wotc_abilities (g, c);
      gint x = ab->kw[K_HIDDEN_COST];
      if (!x || !(g->card[c].flags & HC_CARD_PARTIAL))
        continue;
      gint cost = wotc_card_stat (g, c, S_COST);
      gint have = g->card[c].counter[C_BUILD];
      gint rest = MAX (0, cost - have);
      if (have >= MIN (x, cost) && g->res[player][R_FORCE] >= rest
          && !wotc_unique_conflict (g, player, g->card[c].def))
        hc_game_offer (g, WOTC_OPT_ID (O_HIDDEN_COST, c, 0), O_HIDDEN_COST, c,
                       rest, 0);
    }
}

void
wotc_play_hidden_cost (HcGame *g, gint player, const HcOption *o)
{
  g->res[player][R_FORCE] -= o->b;
  wotc_log (g, player, M_HIDDEN_COST, RR_HIDDEN_COST, o->a, o->b, 0, 0);
  wotc_deploy (g, o->a);
}

/* "Each of your Jedi gets 'Pay 1 Force -> Retaliate 4'" while Grand Moff
 * Tarkin (A) is in the Character arena: another unit's lasting ability,
 * offered with the granted ones; the first that reaches the defender and
 * that its player can pay for (o->c: that unit and its clause) */
static void
offer_static_retaliate (HcGame *g, gint player, gint d)
{
  guint64 sources[HC_CARD_WORDS];
  hc_zones_union (g, WOTC_STATIC_ZONES, TRUE, sources);
  HC_FOR_EACH_BIT (sources, s)
    {
      const WotcAbilities *ab = wotc_abilities (g, s);
      if (!(ab->static_mask & wotc_static_bit (OP_RETALIATE_STATIC))
          || g->card[s].under != HC_NONE || g->card[s].attached_to != HC_NONE)
        continue;
      WotcCtx x = {
        .source = s, .player = g->card[s].controller, .it = HC_NONE, .arena = -1
      };
      for (gint i = 0; i < ab->n_clauses; i++)
        {
          const WotcClause *c = &ab->clause[i];
          if (c->kind == CL_STATIC && c->op[0].op == OP_RETALIATE_STATIC
              && g->res[player][R_FORCE] >= c->op[0].stat
              && wotc_condition_holds (g, c, s)
              && wotc_sel_matches (g, &c->static_sel, &x, d))
            {
              hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, d, 7), O_GRANTED, d, 7,
                             (gint16)((s << 3) | i));
              return;
            }
        }
    }
}

/* Abilities given by effects: Self-Destruct's Retaliate, Lightsaber Gift's
 * power. */
static void
offer_granted (HcGame *g, gint player)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk || wotc_forbidden (g, player, WOTC_FORBID_ACTIVATED))
    return;
  gint a = atk->attacker, d = atk->defender;
  gboolean priced_offered = FALSE;
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind == EFF_GRANT_RETALIATE && e->target == d
          && g->card[d].controller == player && Z_IS_ARENA (g->card[d].zone)
          && g->card[a].zone == g->card[d].zone
          && !marked (g, EFF_GRANTED_USED_R, d))
        {
          /* a free one (Self-Destruct) names its dice; one with a price
           * (Blast It!) its effect, the first affordable one */
          if (e->arg == 0)
            hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, d, 1), O_GRANTED, d, 1,
                           (gint16)e->value);
          else if (g->res[player][R_FORCE] >= e->arg && !priced_offered)
            {
              hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, d, 3), O_GRANTED, d, 3,
                             i);
              priced_offered = TRUE;
            }
        }
      /* Jedi Intervention: another unit of yours in the defender's arena */
      if (e->kind == EFF_GRANT_INTERCEPT && e->target != d && e->target != a
          && g->card[e->target].controller == player
          && g->card[d].controller == player
          && Z_IS_ARENA (g->card[e->target].zone)
          && g->card[e->target].zone == g->card[d].zone
          && g->res[player][R_FORCE] >= e->arg
          && !marked (g, EFF_GRANTED_USED_I, e->target))
        hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, e->target, 4), O_GRANTED,
                       e->target, 4, i);
      if (e->kind == EFF_GIFT && e->controller == player
          && g->card[a].controller == player
          && wotc_card_has_subtype (g, a, (gint16)(e->arg & 0xffff))
          && g->res[player][R_FORCE] >= (e->arg >> 16)
          && !marked (g, EFF_GRANTED_USED_G, a))
        hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, a, 2), O_GRANTED, a, 2, i);
    }
  if (g->card[d].controller == player && Z_IS_ARENA (g->card[d].zone)
      && g->card[a].zone == g->card[d].zone
      && !marked (g, EFF_GRANTED_USED_R, d))
    offer_static_retaliate (g, player, d);
}

/* Jedi Superiority: a unit's granted "Pay F Force -> Prevent up to N
 * damage to this unit. Play only if a WORD is attacking", at a prevention
 * chance, once an attack (one offer for a unit granted it twice). */
static void
offer_granted_prevent (HcGame *g, gint player)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return;
  guint64 offered[HC_MAX_CARDS / 64 + 1] = { 0 };
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind != EFF_GRANT_PREVENT)
        continue;
      gint t = e->target;
      const HcCard *u = &g->card[t];
      if (u->controller != player || !Z_IS_ARENA (u->zone)
          || u->counter[C_PENDING] <= 0
          || g->res[player][R_FORCE] < (e->value >> 8)
          || !wotc_card_has_subtype (g, atk->attacker, (gint16)e->arg)
          || marked (g, EFF_GRANTED_USED_P, t)
          || (offered[t / 64] >> (t % 64) & 1))
        continue;
      offered[t / 64] |= (guint64)1 << (t % 64);
      hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, t, 5), O_GRANTED, t, 5, i);
    }
}

/* Jedi Arrogance: at a reroll chance of an attack by an opposing unit in
 * an arena the player chose, the player may have all its attack dice
 * rerolled, once an attack. */
static void
offer_opponent_rerolls (HcGame *g, gint player)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return;
  gint a = atk->attacker;
  const HcCard *ac = &g->card[a];
  if (ac->controller == player || !Z_IS_ARENA (ac->zone)
      || marked (g, EFF_OPPONENT_REROLLS_USED, a))
    return;
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind == EFF_OPPONENT_REROLLS && e->controller == player
          && (e->arg & (1 << (ac->zone - Z_SPACE))))
        {
          hc_game_offer (g, WOTC_OPT_ID (O_GRANTED, a, 6), O_GRANTED, a, 6, i);
          return;
        }
    }
}

static void
play_granted (HcGame *g, gint player, const HcOption *o)
{
  gint u = o->a;
  if (o->b == 6)
    {
      hc_limit_use (g, EFF_OPPONENT_REROLLS_USED, HC_DUR_ATTACK, player, u, 0);
      wotc_log (g, player, M_OPPONENT_REROLLS, RR_ABILITY, player, u, 0, 0);
      wotc_reroll (g, g->card[u].controller, TRUE);
      return;
    }
  if (o->b == 5)
    {
      const HcEffect *e = &g->effect[o->c];
      gint price = e->value >> 8;
      HcCard *uc = &g->card[u];
      g->res[player][R_FORCE] -= price;
      hc_limit_use (g, EFF_GRANTED_USED_P, HC_DUR_ATTACK, player, u, 0);
      /* "up to N": as much as is pending, never more */
      gint prevented = wotc_prevent_pending (g, u, u, e->value & 0xff);
      wotc_log (g, player, M_GRANTED_PREVENT, RR_ABILITY, u, prevented, price,
                uc->counter[C_PENDING]);
      if (prevented > 0 && !wotc_secret_waiting (g, u))
        wotc_fire_subject (g, EV_PREVENTED, u);
      return;
    }
  if (o->b == 4)
    {
      const HcEffect *e = &g->effect[o->c];
      gint price = e->arg;
      g->res[player][R_FORCE] -= price;
      hc_limit_use (g, EFF_GRANTED_USED_I, HC_DUR_ATTACK, player, u, 0);
      wotc_log (g, player, M_GRANTED_INTERCEPT, RR_ABILITY, u, price, 0, 0);
      wotc_intercept (g, u);
      return;
    }
  if (o->b == 3)
    {
      const HcEffect *e = &g->effect[o->c];
      g->res[player][R_FORCE] -= e->arg;
      hc_limit_use (g, EFF_GRANTED_USED_R, HC_DUR_ATTACK, player, u, 0);
      wotc_log (g, player, M_GRANTED_RETALIATE, RR_ABILITY, u, e->arg, 0, 0);
      WotcAttackFrame *atk = wotc_current_attack (g);
      if (atk)
        wotc_retaliate_ready (g, u, atk->attacker, e->value);
      return;
    }
  if (o->b == 7)
    {
      /* another unit's lasting ability (offer_static_retaliate) */
      const WotcClause *c = wotc_clause_of (g, o->c >> 3, o->c & 7);
      g->res[player][R_FORCE] -= c->op[0].stat;
      hc_limit_use (g, EFF_GRANTED_USED_R, HC_DUR_ATTACK, player, u, 0);
      hc_coverage_note (g, o->c >> 3, (guint)(o->c & 7));
      wotc_log (g, player, M_GRANTED_RETALIATE, RR_ABILITY, u, c->op[0].stat, 0,
                0);
      WotcAttackFrame *atk = wotc_current_attack (g);
      if (atk)
        wotc_retaliate_ready (g, u, atk->attacker, c->op[0].n);
      return;
    }
  if (o->b == 1)
    {
      hc_limit_use (g, EFF_GRANTED_USED_R, HC_DUR_ATTACK, player, u, 0);
      WotcAttackFrame *atk = wotc_current_attack (g);
      if (atk)
        wotc_retaliate_ready (g, u, atk->attacker, o->c);
      return;
    }
  const HcEffect *e = &g->effect[o->c];
  gint cost = e->arg >> 16, power = e->value;
  g->res[player][R_FORCE] -= cost;
  hc_limit_use (g, EFF_GRANTED_USED_G, HC_DUR_ATTACK, player, u, 0);
  hc_effect_add (g, S_POWER, HC_DUR_ATTACK, player, u, u, power);
  wotc_log (g, player, M_GRANTED, RR_ABILITY, u, power, cost, 0);
}

/* "That unit can't use Evade this turn" (Executioner Cart) */
static gboolean
no_evade (const HcGame *g, gint unit)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_NO_EVADE && g->effect[i].target == unit)
      return TRUE;
  return FALSE;
}

/* "As long as ..., Luke gets 'Pay 3 Force -> Evade 1'" (Luke Skywalker
 * (C), Depa Billaba (A)): an Evade of its own lasting abilities, while
 * the condition holds; the clause's index, or -1 */
static gint
static_evade (HcGame *g, gint unit, gint *evade, gint *cost)
{
  const WotcAbilities *ab = wotc_abilities (g, unit);
  for (gint i = 0; i < ab->n_clauses; i++)
    {
      const WotcClause *c = &ab->clause[i];
      if (c->kind == CL_STATIC && c->op[0].op == OP_EVADE_STATIC
          && wotc_condition_holds (g, c, unit))
        {
          *evade = c->op[0].n;
          *cost = MAX (c->op[0].stat >= 1 ? 1 : 0,
                       c->op[0].stat + wotc_act_cost_change (g, unit));
          return i;
        }
    }
  return -1;
}

/* A Pilot's "Pay F Force -> Evade X" for the unit it pilots: an instance
 * of its own, once for each instance of damage (marked on the Pilot). */
static void
offer_pilot_evades (HcGame *g, gint player, gint arena)
{
  for (gint zp = 0; zp < 2; zp++)
    HC_FOR_EACH_BIT (g->zone_all[zp][arena], p)
      {
        const HcCard *pc = &g->card[p];
        const WotcAbilities *ab = wotc_abilities (g, p);
        gint d = pc->attached_to;
        if (!ab->grant_evade || d == HC_NONE || ab->attach != ATTACH_PILOT
            || (pc->flags & HC_CARD_USED) || pc->controller != player)
          continue;
        const HcCard *dc = &g->card[d];
        gint cost = MAX (ab->grant_evade_force >= 1 ? 1 : 0,
                         ab->grant_evade_force + wotc_act_cost_change (g, d));
        if (dc->counter[C_PENDING] <= 0 || (dc->flags & FLAG_NO_EVADE)
            || g->res[player][R_FORCE] < cost || no_evade (g, d))
          continue;
        hc_game_offer (g, WOTC_OPT_ID (O_EVADE, p, 0), O_EVADE, p,
                       ab->grant_evade, cost);
      }
}

void
wotc_window_offer (HcGame *g, const HcFrame *w, gint player)
{
  gint kind = w->arg[HC_WIN_KIND];
  wotc_offer_plays (g, player, kind);
  if (kind == W_ATTACK)
    offer_granted (g, player);
  wotc_offer_hidden_cost (g, player, kind);
  if (kind == W_REROLL)
    {
      offer_lucky (g, player);
      offer_opponent_rerolls (g, player);
    }
  if (kind != W_PREVENT || wotc_forbidden (g, player, WOTC_FORBID_ACTIVATED))
    return;
  /* Evade: once for each instance of damage, on a unit with damage pending */
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, player, a, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        {
          gint d = list[i];
          const HcCard *dc = &g->card[d];
          const WotcAbilities *ab = wotc_abilities (g, d);
          gint cost = wotc_evade_cost (g, d), evade = ab->evade;
          if (evade <= 0 && dc->counter[C_PENDING] > 0)
            static_evade (g, d, &evade, &cost);
          if (dc->counter[C_PENDING] <= 0 || (dc->flags & HC_CARD_USED)
              || evade <= 0 || g->res[player][R_FORCE] < cost)
            continue;
          /* "Evade can't prevent it unless ..." (Yoda (C)) */
          if ((dc->flags & FLAG_NO_EVADE) || no_evade (g, d))
            continue;
          hc_game_offer (g, WOTC_OPT_ID (O_EVADE, d, 0), O_EVADE, d, evade,
                         cost);
        }
      offer_pilot_evades (g, player, a);
    }
  offer_granted_prevent (g, player);
}

void
wotc_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  (void)w;
  if (o->kind == O_ABILITY || o->kind == O_BATTLE_CARD)
    {
      wotc_play (g, player, o);
      return;
    }
  if (o->kind == O_BORROW)
    {
      wotc_play_borrowed (g, player, o);
      return;
    }
  if (o->kind == O_LUCKY)
    {
      play_lucky (g, player, o);
      return;
    }
  if (o->kind == O_GRANTED)
    {
      play_granted (g, player, o);
      return;
    }
  if (o->kind == O_HIDDEN_COST)
    {
      wotc_play_hidden_cost (g, player, o);
      return;
    }
  if (o->kind != O_EVADE)
    return;
  /* the unit's own Evade, or its Pilot's (marked used on the Pilot) */
  gint d = o->a;
  g->card[d].flags |= HC_CARD_USED;
  if (g->card[d].attached_to == HC_NONE)
    {
      gint ev = 0, cost = 0;
      gint i = wotc_abilities (g, d)->evade > 0
                   ? -1
                   : static_evade (g, d, &ev, &cost);
      hc_coverage_note (g, d, i < 0 ? WOTC_PART_EVADE : (guint)i);
    }
  else
    d = g->card[d].attached_to;
  HcCard *dc = &g->card[d];
  g->res[player][R_FORCE] -= o->c;
  /* Evade prevents up to X: never more than is pending */
  gint prevented = wotc_prevent_pending (g, o->a, d, o->b);
  wotc_log (g, player, M_EVADE, RR_EVADE, d, prevented, o->c,
            dc->counter[C_PENDING]);
  if (prevented > 0 && !wotc_secret_waiting (g, d))
    wotc_fire_subject (g, EV_PREVENTED, d);
}
