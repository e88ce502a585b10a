/* Questions the rules ask of a game without changing it: a card's type,
 * stats and keywords with their lasting changes, uniqueness, arena
 * control, and whether a unit may attack, be attacked or retreat. */
#include "hc-coverage.h"
#include "wotc-steps.h"

#include <string.h>

gint
wotc_card_type (const HcGame *g, gint card)
{
  return hc_card_def (g, card)->type;
}

gint
wotc_keyword (const HcGame *g, gint card, gint kw)
{
  /* abilities are off outside the arenas (build zone, hand) */
  if (!Z_IS_ARENA (g->card[card].zone))
    return 0;
  gint base = wotc_abilities (g, card)->kw[kw];
  if (base)
    hc_coverage_note (g, card, WOTC_PART_KEYWORD + (guint)kw);
  /* lasting abilities of units and Locations ("gets Critical Hit 2 as long
   * as ...") */
  base += wotc_static_sum (g, card, OP_KEYWORD, kw, NULL);
  /* Hero's Flaw, Death Star Plans, Tractor Beam: your units attacking the
   * marked unit (arg: the keyword, and above it the attackers' arenas, 0
   * for the Character arena) */
  if (kw == K_CRITICAL_HIT || kw == K_ACCURACY)
    {
      WotcAttackFrame *atk = NULL;
      for (gint i = 0; i < g->n_effects; i++)
        {
          const HcEffect *e = &g->effect[i];
          if (e->kind != EFF_FLAW || (e->arg & 0xff) != kw
              || e->controller != g->card[card].controller)
            continue;
          if (!atk && !(atk = wotc_current_attack ((HcGame *)g)))
            break;
          gint arenas
              = e->arg >> 8 ? e->arg >> 8 : 1 << (Z_CHARACTER - Z_SPACE);
          if (atk->attacker == card && e->target == atk->defender
              && (arenas & (1 << (g->card[card].zone - Z_SPACE))))
            base += e->value;
        }
    }
  /* what its Pilot and Equipment give it (they share its zone) */
  const HcCard *k = &g->card[card];
  HC_FOR_EACH_BIT (g->zone_all[k->zone_player][k->zone], i)
    {
      if (g->card[i].attached_to == card)
        base += wotc_abilities (g, i)->grant_kw[kw];
    }
  /* "subtract 1 from each of this unit's attack dice" (Rebel Marine
   * Squad): an Accuracy below 0; other keywords stop at 0 */
  if (base < 0)
    {
      gint v
          = base
            + hc_modified_value (g, (guint16)(EFF_KEYWORD_BASE + kw), card, 0);
      return kw == K_ACCURACY ? v : MAX (0, v);
    }
  return hc_modified_value (g, (guint16)(EFF_KEYWORD_BASE + kw), card, base);
}

/* Locations in play that double damage done by units in an arena. */
gint
wotc_double_damage (const HcGame *g, gint arena)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (Z_IS_LOCATION (g->card[i].zone)
        && (wotc_abilities (g, i)->double_damage & (1u << (arena - Z_SPACE))))
      {
        n++;
        hc_coverage_note (g, i, WOTC_PART_DOUBLE_DAMAGE);
      }
  return n;
}

/* The lasting (static) abilities of units and Locations in play with
 * operation `op` (and stat, when stat >= 0) whose condition holds and that
 * reach `card`: the sum of their amounts, and in *count how many there are.
 * A cost change reaches cards in hand and the build zone, so it is matched
 * by its filter rather than by a selection of cards in play. */
gint32
wotc_static_sum (const HcGame *g, gint card, gint op, gint stat, gint *count)
{
  gint32 sum = 0;
  gint n = 0;
  guint8 bit = wotc_static_bit (op);
  /* units in the arenas and Locations, at the top of their stacks, and
   * the Pilots on units (only what they give: "piloting static") */
  guint64 sources[HC_CARD_WORDS];
  hc_zones_union (g, WOTC_STATIC_ZONES, TRUE, sources);
  HC_FOR_EACH_BIT (sources, s)
    {
      const HcCard *src = &g->card[s];
      const WotcAbilities *ab = wotc_abilities (g, s);
      if (!(ab->static_mask & bit) || src->under != HC_NONE)
        continue;
      gboolean aboard = src->attached_to != HC_NONE;
      for (gint i = 0; i < ab->n_clauses; i++)
        {
          const WotcClause *c = &ab->clause[i];
          if (c->kind != CL_STATIC || c->op[0].op != op
              || (stat >= 0 && c->op[0].stat != stat) || c->piloting != aboard)
            continue;
          if (!wotc_condition_holds ((HcGame *)g, c, s))
            continue;
          WotcCtx x = {
            .source = s, .player = src->controller, .it = HC_NONE, .arena = -1
          };
          gboolean hit
              = op == OP_STAT && stat == S_COST
                    ? wotc_filter_matches ((HcGame *)g, &c->static_sel, &x,
                                           card)
                    : wotc_sel_matches ((HcGame *)g, &c->static_sel, &x, card);
          if (hit)
            {
              gint times = c->per_damage ? g->card[card].counter[C_DAMAGE] : 1;
              if (c->per_count)
                times = wotc_sel_count ((HcGame *)g, &c->per_sel, &x);
              sum += c->op[0].n * times;
              n++;
              hc_coverage_note (g, s, (guint)i);
            }
        }
    }
  if (count)
    *count = n;
  return sum;
}

/* Versions stacked under a unit; a card stored face down under it (Bright
 * Hope) is not one of them. */
static gint
stacked_count (const HcGame *g, gint card)
{
  gint n = 0;
  const HcCard *k = &g->card[card];
  HC_FOR_EACH_BIT (g->zone_all[k->zone_player][k->zone], i)
    {
      n += g->card[i].under == card && !(g->card[i].flags & HC_CARD_FACE_DOWN);
    }
  return n;
}

/* Base value, +10 speed / +1 power / +1 health per card stacked under,
 * then lasting effects (additions before doubling, never below zero). */
gint32
wotc_card_stat (const HcGame *g, gint card, gint stat)
{
  const HcCardDef *d = hc_card_def (g, card);
  gint32 base = d->stat[stat];
  gint under = stat == S_COST ? 0 : stacked_count (g, card);
  static const gint per_stack[S_COUNT] = { 0, 10, 1, 1 };
  base += under * per_stack[stat];
  if (stat == S_COST && base >= 0)
    base = MAX (0, base + wotc_static_sum (g, card, OP_STAT, stat, NULL));
  if (stat != S_COST && Z_IS_ARENA (g->card[card].zone))
    {
      base += wotc_static_sum (g, card, OP_STAT, stat, NULL);
      const HcCard *k = &g->card[card];
      HC_FOR_EACH_BIT (g->zone_all[k->zone_player][k->zone], i)
        {
          if (g->card[i].attached_to == card)
            base += wotc_abilities (g, i)->grant_stat[stat];
        }
    }
  return hc_modified_value (g, (guint16)stat, card, base);
}

/* R2-D2's Heroism and the like: "you can't lose the game this turn" beats
 * any win of the opponent's (golden rule 3). */
gboolean
wotc_cant_lose (const HcGame *g, gint player)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_CANT_LOSE && g->effect[i].controller == player)
      return TRUE;
  return FALSE;
}

/* Only one copy of a unique unit may be in battle or retreated at a time
 * per player (stacking versions is how a second one enters). */
gboolean
wotc_unique_conflict (const HcGame *g, gint player, gint def)
{
  return wotc_unique_conflict_except (g, player, def, HC_NONE);
}

gboolean
wotc_unique_conflict_except (const HcGame *g, gint player, gint def,
                             gint except)
{
  const HcCardDef *d = hc_card_db_get (g->db, def);
  if (!d->unique)
    return FALSE;
  /* units in the arenas and built ones, with pilots aboard */
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g,
                  (1u << Z_SPACE) | (1u << Z_GROUND) | (1u << Z_CHARACTER)
                      | (1u << Z_BUILD),
                  TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *c = &g->card[i];
      if (i == except || c->controller != player || c->under != HC_NONE)
        continue;
      if (!(Z_IS_ARENA (c->zone)
            || (c->zone == Z_BUILD && !(c->flags & HC_CARD_PARTIAL))))
        continue;
      if (strcmp (hc_card_def (g, i)->title, d->title) == 0)
        return TRUE;
    }
  return FALSE;
}

gint
wotc_count_units (const HcGame *g, gint player, gint arena)
{
  return hc_zone_count (g, player, arena);
}

/* Units that count toward controlling an arena (not the Spirits). */
gint
wotc_count_controlling (const HcGame *g, gint player, gint arena)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, arena, list, HC_MAX_CARDS), m = 0;
  for (gint i = 0; i < n; i++)
    m += wotc_keyword (g, list[i], K_NO_CONTROL) == 0;
  return m;
}

/* cards in a unit's stack, itself included */
gint
wotc_stack_size (const HcGame *g, gint card)
{
  return 1 + stacked_count (g, card);
}

/* build cost plus one for each card stacked under (used for contests and
 * "total build cost" effects) */
gint
wotc_total_build_cost (const HcGame *g, gint card)
{
  return hc_card_def (g, card)->stat[S_COST] + stacked_count (g, card);
}

/* How much more (or less) Force the activated abilities of a unit cost
 * (Nexu). */
gint
wotc_act_cost_change (const HcGame *g, gint card)
{
  return wotc_static_sum (g, card, OP_ACT_COST, -1, NULL);
}

static gboolean
has_effect (const HcGame *g, guint16 kind, gint target)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == kind && g->effect[i].target == target)
      return TRUE;
  return FALSE;
}

gboolean
wotc_has_effect (const HcGame *g, guint16 kind, gint target)
{
  return has_effect (g, kind, target);
}

static gint
others_in_arena (const HcGame *g, gint unit)
{
  return hc_zone_count (g, g->card[unit].controller, g->card[unit].zone) - 1;
}

/* Ward of the Jedi, Tyranus's Edict, Han Enchained and the like. */
gboolean
wotc_can_be_attacked (const HcGame *g, gint unit)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind == EFF_PROTECT && e->target == unit
          && (!e->arg || others_in_arena (g, unit) > 0))
        return FALSE;
      /* the guard must itself be in that arena, and is not covered */
      if (e->kind == EFF_GUARD && e->target != unit && e->target >= 0
          && Z_IS_ARENA (g->card[e->target].zone)
          && g->card[e->target].zone == g->card[unit].zone
          && g->card[e->target].controller == g->card[unit].controller)
        return FALSE;
    }
  return TRUE;
}

gboolean
wotc_can_attack (const HcGame *g, gint unit)
{
  if (has_effect (g, EFF_PACIFY, unit))
    return FALSE;
  /* "This unit can't attack if you have no units in the Space arena"
   * (Rebel Marine): a lasting ability of its own (abilities.c allows it
   * on `self` only) */
  const WotcAbilities *ab = wotc_abilities (g, unit);
  if (!(ab->static_mask & wotc_static_bit (OP_PACIFY)))
    return TRUE;
  for (gint i = 0; i < ab->n_clauses; i++)
    if (ab->clause[i].kind == CL_STATIC && ab->clause[i].op[0].op == OP_PACIFY
        && wotc_condition_holds ((HcGame *)g, &ab->clause[i], unit))
      {
        hc_coverage_note (g, unit, (guint)i);
        return FALSE;
      }
  return TRUE;
}

/* "Damage from this unit's attack can't be prevented" (Stormtrooper
 * Assault Team): a lasting ability of its own, asked as its attack's
 * damage is assigned; it counts as run when it skips a prevention. */
gboolean
wotc_attack_unpreventable (const HcGame *g, gint unit)
{
  return wotc_own_rule (g, unit, OP_UNPREVENTABLE) >= 0;
}

/* Admiral Motti (A): the attacker must attack target, which has a lasting
 * ability that reaches it ("Anytime a Jedi Character can attack Motti,
 * that Character must do so"). */
gboolean
wotc_must_attack (const HcGame *g, gint attacker, gint target)
{
  const WotcAbilities *ab = wotc_abilities (g, target);
  if (!(ab->static_mask & wotc_static_bit (OP_MUST_ATTACK)))
    return FALSE;
  WotcCtx x = { .source = target,
                .player = g->card[target].controller,
                .it = HC_NONE,
                .arena = -1 };
  for (gint i = 0; i < ab->n_clauses; i++)
    {
      const WotcClause *c = &ab->clause[i];
      if (c->kind == CL_STATIC && c->op[0].op == OP_MUST_ATTACK
          && wotc_condition_holds ((HcGame *)g, c, target)
          && wotc_sel_matches ((HcGame *)g, &c->static_sel, &x, attacker))
        {
          hc_coverage_note (g, target, (guint)i);
          return TRUE;
        }
    }
  return FALSE;
}

/* The clause of a lasting ability `op` of the unit's own that holds now
 * (noted as run), or -1. */
gint
wotc_own_rule (const HcGame *g, gint unit, gint op)
{
  const WotcAbilities *ab = wotc_abilities (g, unit);
  if (!(ab->static_mask & wotc_static_bit (op)))
    return -1;
  for (gint i = 0; i < ab->n_clauses; i++)
    if (ab->clause[i].kind == CL_STATIC && ab->clause[i].op[0].op == op
        && wotc_condition_holds ((HcGame *)g, &ab->clause[i], unit))
      {
        hc_coverage_note (g, unit, (guint)i);
        return i;
      }
  return -1;
}

/* Lasting abilities that stop a unit from retreating (Slave I). */
gboolean
wotc_can_retreat (const HcGame *g, gint unit)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *e = &g->effect[i];
      if (e->kind == EFF_NO_RETREAT && e->value == g->card[unit].controller
          && Z_IS_ARENA (g->card[unit].zone)
          && (e->arg & (1 << (g->card[unit].zone - Z_SPACE))))
        return FALSE;
    }
  gint barred = 0;
  wotc_static_sum (g, unit, OP_NO_RETREAT, -1, &barred);
  return barred == 0;
}

/* Damage that an effect prevents entirely: to a sheltered unit, or done by
 * a unit in an arena under a ceasefire. */
gboolean
wotc_damage_stopped (HcGame *g, gint target, gint source)
{
  if (has_effect (g, EFF_SHELTER, target)
      || wotc_keyword (g, target, K_NO_DAMAGE)
      || (source >= 0 && wotc_keyword (g, source, K_NO_DAMAGE)))
    return TRUE;
  if (source < 0 || !Z_IS_ARENA (g->card[source].zone))
    return FALSE;
  guint bit = 1u << (g->card[source].zone - Z_SPACE);
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_CEASEFIRE && (g->effect[i].arg & bit))
      return TRUE;
  return FALSE;
}

/* Darth Sidious (A): the opponent of a player who has him in his arena
 * builds face up. */
gboolean
wotc_builds_face_up (const HcGame *g, gint player)
{
  for (gint s = 0; s < g->n_cards; s++)
    {
      const HcCard *src = &g->card[s];
      if (src->controller == player || !Z_IS_ARENA (src->zone)
          || src->under != HC_NONE || src->attached_to != HC_NONE)
        continue;
      const WotcAbilities *ab = wotc_abilities (g, s);
      if (!(ab->static_mask & wotc_static_bit (OP_REVEAL_BUILDS)))
        continue;
      for (gint i = 0; i < ab->n_clauses; i++)
        if (ab->clause[i].kind == CL_STATIC
            && ab->clause[i].op[0].op == OP_REVEAL_BUILDS
            && ab->clause[i].op[0].stat == 0
            && wotc_condition_holds ((HcGame *)g, &ab->clause[i], s))
          {
            hc_coverage_note (g, s, (guint)i);
            return TRUE;
          }
    }
  return FALSE;
}

/* HcRuleset.face_down_seen: a card being built by a player who builds face
 * up (Darth Sidious (A): "your opponent builds all cards face up. The cards
 * are still considered face-down") is seen by the other player while that
 * lasts, as the log named it when it was started. */
gboolean
wotc_face_down_seen (const HcGame *g, gint card, gint viewer)
{
  const HcCard *k = &g->card[card];
  return k->zone == Z_BUILD && (k->flags & HC_CARD_PARTIAL)
         && k->zone_player == 1 - viewer
         && wotc_builds_face_up (g, k->zone_player);
}

/* Jedi Extinction: player can't put card into the Character arena now
 * (it is a Character of a subtype kept out this turn) */
gboolean
wotc_kept_from_arena (const HcGame *g, gint player, gint card)
{
  if (wotc_card_type (g, card) != T_CHARACTER)
    return FALSE;
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_FORBID && g->effect[i].controller == player
        && (g->effect[i].value & WOTC_FORBID_ARENA)
        && wotc_card_has_subtype (g, card, (gint16)g->effect[i].arg))
      return TRUE;
  return FALSE;
}

/* Whether one of player's units in the arenas has a lasting ability `op`
 * whose stat has a bit of `mask`, its condition holding (noted as run). */
static gboolean
player_rule (const HcGame *g, gint player, gint op, gint mask)
{
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    HC_FOR_EACH_BIT (g->zone_all[player][a], s)
      {
        const HcCard *src = &g->card[s];
        if (src->controller != player || src->under != HC_NONE
            || src->attached_to != HC_NONE)
          continue;
        const WotcAbilities *ab = wotc_abilities (g, s);
        if (!(ab->static_mask & wotc_static_bit (op)))
          continue;
        for (gint i = 0; i < ab->n_clauses; i++)
          if (ab->clause[i].kind == CL_STATIC && ab->clause[i].op[0].op == op
              && (ab->clause[i].op[0].stat & mask)
              && wotc_condition_holds ((HcGame *)g, &ab->clause[i], s))
            {
              hc_coverage_note (g, s, (guint)i);
              return TRUE;
            }
      }
  return FALSE;
}

/* Labria (A): a card in a player's hand is shown to the opponent while
 * the opponent has a unit whose lasting ability opens that hand (stat 1
 * of the reveal-builds rule); the core's view and log ask it
 * (HcRuleset.card_revealed). */
gboolean
wotc_card_revealed (const HcGame *g, gint card, gint viewer)
{
  const HcCard *k = &g->card[card];
  if (k->zone != Z_HAND || k->zone_player == viewer || viewer < 0
      || viewer >= HC_MAX_PLAYERS)
    return FALSE;
  /* shown by a search as it went into the hand */
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_SHOWN && g->effect[i].target == card
        && g->effect[i].controller == viewer)
      return TRUE;
  return player_rule (g, viewer, OP_REVEAL_BUILDS, 1);
}

gboolean
wotc_forbidden (const HcGame *g, gint player, gint what)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_FORBID && g->effect[i].controller == player
        && (g->effect[i].value & what))
      return TRUE;
  /* General Tagge (A): the player's own units in the arenas; a lasting
   * ability forbids only Battle cards (abilities.c) */
  if (what != WOTC_FORBID_BATTLE)
    return FALSE;
  return player_rule (g, player, OP_FORBID, what);
}

/* Han Solo (A): the extra cards a player draws for the turn, from the
 * lasting abilities of the player's units in the arenas. */
gint
wotc_extra_draws (const HcGame *g, gint player)
{
  gint n = 0;
  for (gint s = 0; s < g->n_cards; s++)
    {
      const HcCard *src = &g->card[s];
      if (src->controller != player || !Z_IS_ARENA (src->zone)
          || src->under != HC_NONE || src->attached_to != HC_NONE)
        continue;
      const WotcAbilities *ab = wotc_abilities (g, s);
      if (!(ab->static_mask & wotc_static_bit (OP_EXTRA_DRAW)))
        continue;
      for (gint i = 0; i < ab->n_clauses; i++)
        if (ab->clause[i].kind == CL_STATIC
            && ab->clause[i].op[0].op == OP_EXTRA_DRAW
            && wotc_condition_holds ((HcGame *)g, &ab->clause[i], s))
          {
            n += ab->clause[i].op[0].n;
            hc_coverage_note (g, s, (guint)i);
          }
    }
  return n;
}
