/* The changes to a game that the steps and effects share: drawing,
 * discarding, deploying, placing damage and Locations, refitting, the
 * victory check, and the log. */
#include "wotc-steps.h"

#include <string.h>

void
wotc_log (HcGame *g, gint actor, gint msg, gint rule, gint32 a0, gint32 a1,
          gint32 a2, gint32 a3)
{
  hc_game_log (g, actor, (guint16)msg, (guint16)rule, a0, a1, a2, a3);
}

/* Draw n cards; returns how many could be drawn.  Whether an empty deck
 * loses is an edition switch (the sources disagree). */
gint
wotc_draw (HcGame *g, gint player, gint n)
{
  gint drawn = 0;
  for (gint i = 0; i < n; i++)
    {
      gint top = hc_zone_top (g, player, Z_DECK);
      if (top < 0)
        {
          wotc_log (g, player, M_DRAW_EMPTY, RR_DECKOUT, player, 0, 0, 0);
          if (g->sw[SW_DECKOUT_LOSES] && !g->over)
            {
              wotc_log (g, -1, M_DECKOUT, RR_DECKOUT, player, 0, 0, 0);
              hc_game_end (g, 1 - player, 2);
            }
          break;
        }
      hc_card_move (g, top, player, Z_HAND, TRUE);
      drawn++;
      /* "when you draw a card" triggers for each card (Chewbacca (B)
       * ruling); the abilities wait in the pool until the draw is over */
      wotc_fire_player (g, EV_DRAWN, player);
    }
  if (drawn)
    wotc_log (g, player, M_DRAW, RR_DRAW, player, drawn, 0, 0);
  return drawn;
}

/* A one-time effect that has happened (a Bounty collected, a unit doomed
 * and discarded) leaves the table at once: nothing asks about it after,
 * so it needs no marker either. */
void
wotc_effect_end (HcGame *g, gint i)
{
  memmove (&g->effect[i], &g->effect[i + 1],
           (gsize)(g->n_effects - i - 1) * sizeof (HcEffect));
  g->n_effects--;
}

/* The player's Pilots set aside as their unit was discarded, waiting for
 * the question that may keep them (wotc_discard below): listed in out,
 * their number returned */
gint
wotc_waiting_pilots (const HcGame *g, gint player, gint16 *out)
{
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].zone == Z_SETASIDE && g->card[i].flags == FLAG_DELAYED
        && g->card[i].owner == player
        && wotc_abilities (g, i)->attach == ATTACH_PILOT)
      out[n++] = (gint16)i;
  return n;
}

/* Escape Pod: a unit of the player's in the Space arena that may save a
 * Pilot of their discarded Space unit (ops/rescue-pilot.c) */
static gboolean
has_escape_pod (const HcGame *g, gint card)
{
  if (g->card[card].zone != Z_SPACE)
    return FALSE;
  gint p = g->card[card].controller;
  HC_FOR_EACH_BIT (g->zone_all[p][Z_SPACE], i)
    {
      if (i != card && g->card[i].attached_to == HC_NONE
          && g->card[i].under == HC_NONE && g->card[i].controller == p
          && wotc_has_op (wotc_abilities (g, i), OP_RESCUE_PILOT))
        return TRUE;
    }
  return FALSE;
}

void
wotc_discard (HcGame *g, gint card)
{
  gint owner = g->card[card].owner;
  /* its Pilots wait aside for the ability that may save one: its own
   * (Zam's Airspeeder (B)) or an Escape Pod's (looked for once a Pilot
   * is found: -1 until then) */
  gint pod = -1;
  gboolean adrift = FALSE;
  gboolean own_save = wotc_has_op (wotc_abilities (g, card), OP_PILOT_TO_BUILD);
  /* a unit that may take its stack back from the discard pile notes which
   * cards it is (ops/recover-stack.c) */
  gboolean note_stack
      = wotc_has_op (wotc_abilities (g, card), OP_RECOVER_STACK);
  /* its Pilots hear "when this unit is discarded" while still on it */
  if (Z_IS_ARENA (g->card[card].zone))
    wotc_fire_pilots (g, EV_DISCARDED, g->card[card].zone, card, HC_NONE);
  /* a stack goes to the discard pile card by card; a card stored face down
   * under it waits aside this turn for the ability that keeps it */
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].under == card && (g->card[i].flags & HC_CARD_FACE_DOWN))
      {
        hc_card_move (g, i, g->card[i].owner, Z_SETASIDE, TRUE);
        g->card[i].flags = HC_CARD_FACE_DOWN | FLAG_DELAYED;
      }
    else if (g->card[i].attached_to == card
             && wotc_abilities (g, i)->attach == ATTACH_PILOT
             && (own_save
                 || (pod < 0 ? (pod = has_escape_pod (g, card)) : pod)))
      {
        /* Zam's Airspeeder (B): its Pilot waits aside while its player
         * is asked whether it goes to the build zone (ops/pilot-to-build.c) */
        adrift = TRUE;
        g->card[i].counter[C_DAMAGE] = 0;
        g->card[i].flags = FLAG_DELAYED;
        hc_card_move (g, i, g->card[i].owner, Z_SETASIDE, TRUE);
      }
    else if (g->card[i].under == card || g->card[i].attached_to == card)
      {
        if (note_stack)
          hc_effect_add (g, EFF_STACKED_WITH, HC_DUR_TURN, g->card[i].owner, i,
                         i, card);
        g->card[i].counter[C_DAMAGE] = 0;
        g->card[i].flags = 0;
        hc_card_move (g, i, g->card[i].owner, Z_DISCARD, TRUE);
      }
  HcCard *c = &g->card[card];
  if (pod > 0 && adrift)
    HC_FOR_EACH_BIT (g->zone_all[c->controller][Z_SPACE], i)
      {
        if (i != card && wotc_has_op (wotc_abilities (g, i), OP_RESCUE_PILOT))
          wotc_fire_about (g, EV_PILOTS_ADRIFT, i, card);
      }
  /* "when discarded" abilities trigger while it is still in its arena */
  if (Z_IS_ARENA (c->zone))
    wotc_fire (g, EV_DISCARDED, c->zone, card);
  if (c->zone == Z_CHARACTER)
    g->global[G_LOST_CHARACTER] |= 1 << c->controller;
  c->counter[C_DAMAGE] = 0;
  c->counter[C_BUILD] = 0;
  c->counter[C_PENDING] = 0;
  c->flags = 0;
  hc_effects_drop_source (g, card);
  hc_card_move (g, card, owner, Z_DISCARD, TRUE);
}

/* Pending damage becomes damage counters; a unit whose damage reaches its
 * health is discarded at once.  Stun: a unit with Stun X that damages
 * another gives it -X power until the end of battle. */
enum
{
  PLACE_BUILD_ZONE = 1, /* the defender may wait in a build zone */
  PLACE_UNSTOPPABLE = 2 /* damage that can't be prevented */
};
static void place_damage (HcGame *g, gint card, gint by_player, gint source,
                          guint how);

void
wotc_place_damage (HcGame *g, gint card, gint by_player, gint source)
{
  place_damage (g, card, by_player, source, 0);
}

/* the defender of an attack into a build zone (Plo Koon (B)); pending
 * damage on any other card that left the arenas is dropped */
void
wotc_place_damage_in_build_zone (HcGame *g, gint card, gint by_player,
                                 gint source)
{
  place_damage (g, card, by_player, source, PLACE_BUILD_ZONE);
}

/* Countermeasures: the attacker does to itself as much damage as it
 * placed on the defending unit, after prevention, so that both suffer the
 * same (its ruling): placed at once, nothing prevents it again */
static void
recoil (HcGame *g, gint attacker, gint defender, gint n)
{
  HcCard *a = &g->card[attacker];
  if (!Z_IS_ARENA (a->zone))
    return;
  wotc_log (g, a->controller, M_RECOIL, RR_ABILITY, attacker, n, defender, 0);
  gint16 held = a->counter[C_PENDING];
  a->counter[C_PENDING] = (gint16)n;
  place_damage (g, attacker, a->controller, attacker, PLACE_UNSTOPPABLE);
  if (Z_IS_ARENA (a->zone))
    a->counter[C_PENDING] = held;
}

static void
place_damage (HcGame *g, gint card, gint by_player, gint source, guint how)
{
  gboolean build_zone = (how & PLACE_BUILD_ZONE) != 0;
  HcCard *c = &g->card[card];
  gint n = c->counter[C_PENDING];
  c->counter[C_PENDING] = 0;
  if (n <= 0 || !(Z_IS_ARENA (c->zone) || (build_zone && c->zone == Z_BUILD)))
    return;
  if (!(how & PLACE_UNSTOPPABLE) && wotc_damage_stopped (g, card, source))
    {
      wotc_log (g, by_player, M_STOPPED, RR_ABILITY, card, n, 0, 0);
      return;
    }
  c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] + n);
  gint health = wotc_card_stat (g, card, S_HEALTH);
  /* "6 of 4 health" would read as a fraction: past its health, say so */
  wotc_log (g, by_player,
            c->counter[C_DAMAGE] > health ? M_DAMAGE_LETHAL : M_DAMAGE,
            RR_DAMAGE, card, n, c->counter[C_DAMAGE], health);
  /* "when it is damaged" (Shmi Skywalker (A)), even by the damage that
   * discards it: it was damaged while in its arena */
  if (Z_IS_ARENA (c->zone))
    wotc_fire (g, EV_DAMAGED, c->zone, card);
  /* "when this unit damages a Character" (Dannik Jerriko (A)): the unit
   * whose attack it was, about the unit damaged */
  gboolean by_unit = source >= 0 && source != card
                     && Z_IS_ARENA (g->card[source].zone)
                     && Z_IS_ARENA (c->zone);
  if (by_unit)
    wotc_fire_about (g, EV_DAMAGES, source, card);
  /* the attacker damaged the defending unit: Countermeasures, Blow This
   * Thing (ops/this-attack.c); the attack is looked for only then */
  gboolean doom = by_unit && wotc_has_effect (g, EFF_DOOM_ON_HIT, source);
  gboolean back = by_unit && wotc_has_effect (g, EFF_RECOIL, source);
  WotcAttackFrame *atk = doom || back ? wotc_current_attack (g) : NULL;
  gboolean hit = atk && atk->attacker == source && atk->defender == card;
  gint stun
      = source >= 0 && source != card ? wotc_keyword (g, source, K_STUN) : 0;
  if (stun && c->counter[C_DAMAGE] < health)
    {
      hc_effect_add (g, S_POWER, HC_DUR_BATTLE, by_player, source, card, -stun);
      wotc_log (g, by_player, M_STUN, RR_STUN, card, stun, source, 0);
    }
  if (c->counter[C_DAMAGE] >= health)
    {
      wotc_log (g, by_player, M_DISCARDED, RR_DAMAGE, card, 0, 0, 0);
      if (source >= 0 && source != card)
        {
          wotc_earn_bounty (g, source);
          /* its damage discarded this unit, still in its arena (Aurra
           * Sing (A); Krayt Dragon: "when this unit damages another unit
           * and the other unit is discarded") */
          wotc_fire_about (g, EV_DEFEATS, source, card);
        }
      wotc_discard (g, card);
    }
  else if (hit && doom && Z_IS_ARENA (c->zone))
    {
      wotc_log (g, by_player, M_DOOM_ON_HIT, RR_ABILITY, card, source, 0, 0);
      wotc_discard (g, card);
    }
  if (hit && back)
    recoil (g, source, card, n);
}

/* hc_card_move puts the card on top of the zone; taking the host's place
 * keeps positions dense */
void
wotc_stack_swap (HcGame *g, gint c, gint host)
{
  HcCard *nc = &g->card[c], *hc = &g->card[host];
  gint pos = hc->pos;
  hc_card_move (g, c, hc->zone_player, hc->zone, TRUE);
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].under == host)
      g->card[i].under = (gint16)c;
  nc->pos = (gint16)pos;
  nc->counter[C_DAMAGE] = hc->counter[C_DAMAGE];
  nc->flags = (guint8)(hc->flags & (HC_CARD_TAPPED | HC_CARD_ATTACKED));
  hc->counter[C_DAMAGE] = 0;
  /* a card under a stack carries no counters: a host built in the build
   * zone kept its build counters, which would ride into the arena under
   * the new top card (found by the invariant checker) */
  hc->counter[C_BUILD] = 0;
  hc->flags = 0;
  hc_card_set_host (g, host, c, TRUE);
}

void
wotc_place_all_pending (HcGame *g, gint by_player, gint source)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].counter[C_PENDING] > 0)
      wotc_place_damage (g, i, by_player, source);
}

/* the damage of an attack that can't be prevented (Stormtrooper Assault
 * Team): no lasting prevention stops it either */
void
wotc_place_all_unpreventable (HcGame *g, gint by_player, gint source)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].counter[C_PENDING] > 0)
      place_damage (g, i, by_player, source, PLACE_UNSTOPPABLE);
}

void
wotc_deploy (HcGame *g, gint card)
{
  HcCard *c = &g->card[card];
  gint arena = wotc_arena_of_type (wotc_card_type (g, card));
  c->flags &= (guint8) ~(HC_CARD_PARTIAL | HC_CARD_FACE_DOWN);
  c->counter[C_BUILD] = 0;
  hc_card_move (g, card, c->controller, arena, TRUE);
  wotc_fire (g, EV_DEPLOYED, arena, card);
}

/* At the end of a turn: two of three arenas controlled wins.  Controlling
 * an arena: a unit there and none of the opponent's. */
gboolean
wotc_check_victory (HcGame *g)
{
  gint controlled[HC_MAX_PLAYERS] = { 0, 0 };
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    {
      gint d = wotc_count_controlling (g, WOTC_DARK, a);
      gint l = wotc_count_controlling (g, WOTC_LIGHT, a);
      if (d && !l)
        controlled[WOTC_DARK]++;
      else if (l && !d)
        controlled[WOTC_LIGHT]++;
    }
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    if (controlled[p] >= 2 && !wotc_cant_lose (g, 1 - p))
      {
        wotc_log (g, p, M_WIN_ARENAS, RR_VICTORY, p, controlled[p], 0, 0);
        hc_game_end (g, p, 1);
        return TRUE;
      }
  return FALSE;
}

/* Put a completed Location into an arena.  Whether a new Location replaces
 * every Location there or only its owner's is an edition switch: our
 * sources do not settle it. */
void
wotc_place_location (HcGame *g, gint p, gint card, gint arena)
{
  gint zone = Z_LOCATION_OF (arena);
  for (gint q = 0; q < HC_MAX_PLAYERS; q++)
    {
      if (g->sw[SW_LOCATIONS] && q != p)
        continue;
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, q, zone, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        {
          wotc_log (g, q, M_LOCATION_REPLACED, RR_LOCATION, list[i], 0, 0, 0);
          wotc_discard (g, list[i]);
        }
    }
  HcCard *c = &g->card[card];
  c->flags &= (guint8) ~(HC_CARD_PARTIAL | HC_CARD_FACE_DOWN);
  c->counter[C_BUILD] = 0;
  hc_card_move (g, card, p, zone, TRUE);
  wotc_log (g, p, M_LOCATION, RR_LOCATION, p, card, arena, 0);
  wotc_fire (g, EV_DEPLOYED, arena, card);
}

/* Refit on Yavin: the unit leaves play face down in the build zone with
 * some build counters; everything stacked with it and its Pilot go. */
void
wotc_refit (HcGame *g, gint unit, gint counters)
{
  HcCard *u = &g->card[unit];
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].under == unit || g->card[i].attached_to == unit)
      {
        g->card[i].flags = 0;
        g->card[i].counter[C_DAMAGE] = 0;
        hc_card_move (g, i, g->card[i].owner, Z_DISCARD, TRUE);
      }
  u->counter[C_DAMAGE] = 0;
  u->counter[C_PENDING] = 0;
  hc_effects_drop_source (g, unit);
  hc_card_move (g, unit, u->controller, Z_BUILD, TRUE);
  u->flags = HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
  u->counter[C_BUILD] = (gint16)counters;
  wotc_log (g, u->controller, M_REFIT, RR_ABILITY, unit, counters, 0, 0);
}

/* Bright Hope: its stored card goes face down to the build zone. */
void
wotc_release_stored (HcGame *g, gint player, gint counters)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      HcCard *c = &g->card[i];
      if (c->zone != Z_SETASIDE || c->owner != player
          || (c->flags & (HC_CARD_FACE_DOWN | FLAG_DELAYED))
                 != (HC_CARD_FACE_DOWN | FLAG_DELAYED))
        continue;
      hc_card_move (g, i, player, Z_BUILD, TRUE);
      c->flags = HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
      c->counter[C_BUILD] = (gint16)counters;
      wotc_log (g, player, M_STORED, RR_ABILITY, i, counters, 1, 0);
      return;
    }
}

/* A card a search showed to the opponent as it went into its owner's hand
 * ("show it to your opponent and put it into your hand"): known to the
 * opponent while it stays in that hand (wotc_card_revealed), as the log
 * already names it to both. */
void
wotc_show_in_hand (HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  if (c->zone == Z_HAND)
    hc_effect_add (g, EFF_SHOWN, HC_DUR_GAME, 1 - c->zone_player, card, card,
                   0);
}

/* HcRuleset.card_moved: a shown card that leaves the hand is no longer
 * known there (another card could come back in its place). */
void
wotc_card_moved (HcGame *g, gint card, gint from_player, gint from_zone)
{
  (void)from_player;
  if (from_zone != Z_HAND || g->n_effects == 0)
    return;
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].kind == EFF_SHOWN && g->effect[i].target == card)
      wotc_effect_end (g, i);
}
