/* The command phase: each player's build step (draw, build counters,
 * deploying) and retreat step. */
#include "wotc-steps.h"

#include <string.h>

#define MAX_STACK WOTC_MAX_STACK

/* A unique unit of yours in an arena or, completed, in the build zone,
 * sharing a title with def: the stack a new version may join. */
static gint
stack_host (const HcGame *g, gint p, gint def)
{
  const HcCardDef *d = hc_card_db_get (g->db, def);
  if (!d->unique)
    return HC_NONE;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->controller != p || c->under != HC_NONE
          || !(Z_IS_ARENA (c->zone)
               || (c->zone == Z_BUILD && !(c->flags & HC_CARD_PARTIAL))))
        continue;
      if (hc_card_def (g, i)->unique
          && strcmp (hc_card_def (g, i)->title, d->title) == 0)
        return i;
    }
  return HC_NONE;
}

/* Stacking costs (errata ROTJ, Hidden Cost Q&A): 1 under the stack; on
 * top, 1 if the new version is cheaper, else the difference plus 1. */
static gint
stack_cost (const HcGame *g, gint def, gint host, gboolean on_top)
{
  if (!on_top)
    return 1;
  gint new_cost = hc_card_db_get (g->db, def)->stat[S_COST];
  gint old_cost = hc_card_def (g, host)->stat[S_COST];
  return new_cost < old_cost ? 1 : new_cost - old_cost + 1;
}

static void offer_location_places (HcGame *g, gint c, gint key);

static gboolean
has_word (const char *subtype, gint16 word)
{
  if (word < 0 || !subtype)
    return FALSE;
  const char *w = wotc_subtype_word (word);
  g_auto (GStrv) words = g_strsplit (subtype, " ", -1);
  for (gint i = 0; words[i]; i++)
    if (g_ascii_strcasecmp (words[i], w) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
pilot_moved (const HcGame *g, gint pilot)
{
  return hc_limit_uses (g, EFF_PILOT_MOVED, pilot, 0) > 0;
}

/* Whether the unit has room for one more Pilot: one, and one more for a
 * unit that "can have an extra Pilot" (Millennium Falcon) or that an
 * R2-X2 (A) pilots, whose room is for a Pilot that is not an Astromech
 * Droid (so at most one Astromech Droid among them). */
static gboolean
room_for_pilot (const HcGame *g, gint host, gint pilot)
{
  gint n = 1;
  gint astromechs = strstr (hc_card_def (g, pilot)->subtype, "Astromech") != 0;
  gboolean droid_room
      = (wotc_abilities (g, pilot)->extra_pilot & EXTRA_PILOT_HOST) != 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].attached_to == host
        && wotc_abilities (g, i)->attach == ATTACH_PILOT)
      {
        n++;
        astromechs += strstr (hc_card_def (g, i)->subtype, "Astromech") != 0;
        droid_room
            |= (wotc_abilities (g, i)->extra_pilot & EXTRA_PILOT_HOST) != 0;
      }
  gint room
      = 1 + ((wotc_abilities (g, host)->extra_pilot & EXTRA_PILOT_SELF) != 0);
  if (droid_room && astromechs <= 1)
    room++;
  return n <= room;
}

/* Pilots move onto or off a non-Droid unit of their kind once in the build
 * step; a unit takes one Pilot (the older IDC wording; see doc/rules) unless
 * a card makes room for another (room_for_pilot). */
static void
offer_pilots (HcGame *g, gint p)
{
  for (gint c = 0; c < g->n_cards; c++)
    {
      const HcCard *pc = &g->card[c];
      const WotcAbilities *ab = wotc_abilities (g, c);
      if (pc->controller != p || ab->attach != ATTACH_PILOT
          || pilot_moved (g, c))
        continue;
      if (pc->attached_to != HC_NONE)
        {
          hc_game_offer (g, WOTC_OPT_ID (O_PILOT_OFF, c, 0), O_PILOT_OFF, c, 0,
                         0);
          continue;
        }
      if (pc->zone != Z_CHARACTER || pc->under != HC_NONE)
        continue;
      for (gint a = Z_SPACE; a <= Z_GROUND; a++)
        {
          gint16 list[HC_MAX_CARDS];
          gint n = hc_zone_list (g, p, a, list, HC_MAX_CARDS);
          for (gint i = 0; i < n; i++)
            {
              const char *sub = hc_card_def (g, list[i])->subtype;
              if ((has_word (sub, ab->attach_sub[0])
                   || has_word (sub, ab->attach_sub[1])
                   || has_word (sub, ab->attach_sub[2]))
                  && !strstr (sub, "Droid") && room_for_pilot (g, list[i], c))
                hc_game_offer (g, WOTC_OPT_ID (O_PILOT_ON, c, list[i]),
                               O_PILOT_ON, c, list[i], 0);
            }
        }
    }
}

/* Completed Equipment in the build zone attaches to a unit of a type it
 * fits, paying its equip cost. */
static void
offer_equipment (HcGame *g, gint p)
{
  gint16 eq[HC_MAX_CARDS];
  gint ne = hc_zone_list (g, p, Z_BUILD, eq, HC_MAX_CARDS);
  for (gint k = 0; k < ne; k++)
    {
      gint c = eq[k];
      const WotcAbilities *ab = wotc_abilities (g, c);
      if (ab->attach != ATTACH_EQUIP || (g->card[c].flags & HC_CARD_PARTIAL)
          || g->res[p][R_BUILD_POINTS] < ab->equip_bp
          || g->res[p][R_FORCE] < ab->equip_force)
        continue;
      for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
        {
          if (!(ab->attach_types & (1u << (a - Z_SPACE))))
            continue;
          gint16 list[HC_MAX_CARDS];
          gint n = hc_zone_list (g, p, a, list, HC_MAX_CARDS);
          for (gint i = 0; i < n; i++)
            hc_game_offer (g, WOTC_OPT_ID (O_EQUIP, c, list[i]), O_EQUIP, c,
                           list[i], 0);
        }
    }
}

/* Attach card to host: it leaves its zone's order and follows the host. */
static void
attach_to (HcGame *g, gint card, gint host)
{
  hc_card_attach (g, card, host, FALSE);
}

static void
offer_stacking (HcGame *g, gint p, gint c)
{
  gint def = g->card[c].def;
  gint host = stack_host (g, p, def);
  gint bp = g->res[p][R_BUILD_POINTS];
  if (host == HC_NONE || wotc_stack_size (g, host) >= MAX_STACK
      || g->card[host].def == def
      || (Z_IS_ARENA (g->card[host].zone) && wotc_kept_from_arena (g, p, c)))
    return;
  if (bp >= stack_cost (g, def, host, FALSE))
    hc_game_offer (g, WOTC_OPT_ID (O_STACK_UNDER, def, 0), O_STACK_UNDER, c,
                   host, 0);
  if (bp >= stack_cost (g, def, host, TRUE))
    hc_game_offer (g, WOTC_OPT_ID (O_STACK_TOP, def, 0), O_STACK_TOP, c, host,
                   0);
}

/* Building is done counter by counter: the player chooses how many build
 * points to put on a card, at least 1 ([OB-clar]: any number of cards may
 * be partially built, each with at least 1 counter). */
static void
offer_amounts (HcGame *g, gint kind, gint key, gint c, gint most)
{
  for (gint k = 1; k <= most && k < 0xfff; k++)
    hc_game_offer (g, WOTC_OPT_ID (kind, key, k), (guint16)kind, c, k, 0);
}

static gint
counters_wanted (const HcGame *g, gint p, gint c)
{
  gint cost = wotc_card_stat (g, c, S_COST);
  gint left = cost < 0 ? G_MAXINT : cost - g->card[c].counter[C_BUILD];
  return MIN (g->res[p][R_BUILD_POINTS], left);
}

/* A Mission whose completion also costs tapping one of its player's
 * units (Obi-Wan's Task) needs such a unit untapped; one that may be
 * completed "only if ..." (Jedi Call for Help) needs that to hold. */
static gboolean
mission_cost_payable (const HcGame *g, gint card, gint player)
{
  const WotcClause *c
      = &wotc_abilities (g, card)->clause[wotc_mission_clause (g, card)];
  if (!wotc_only_if_holds ((HcGame *)g, c, card, player)
      || g->res[player][R_FORCE]
             < wotc_clause_force_cost (g, card, wotc_mission_clause (g, card)))
    return FALSE;
  if (!c->cost_tap_unit)
    return TRUE;
  WotcCtx x = { .source = card, .player = player, .it = HC_NONE, .arena = -1 };
  return wotc_sel_count ((HcGame *)g, &c->cost_sel, &x) > 0;
}

static void
offer_build_options (HcGame *g, gint p)
{
  gint bp = g->res[p][R_BUILD_POINTS];
  /* "play only during your build step" abilities and Battle cards */
  wotc_offer_plays (g, p, W_BUILD);
  offer_pilots (g, p);
  offer_equipment (g, p);
  wotc_offer_hidden_cost (g, p, W_BUILD);
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_HAND, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    {
      gint c = list[i];
      /* with no build points left only a card of build cost 0 can be
       * built (Jedi Council Quorum) */
      if (bp <= 0 && wotc_card_stat (g, c, S_COST) != 0)
        continue;
      const HcCardDef *d = hc_card_def (g, c);
      gint def = g->card[c].def;
      /* Battle, Mission, Location and Equipment cards are not built yet */
      if (d->type == T_EQUIPMENT)
        {
          if (d->implemented)
            offer_amounts (g, O_BUILD_START, def, c, counters_wanted (g, p, c));
          continue;
        }
      if (d->type == T_LOCATION)
        {
          gint lcost = MAX (d->stat[S_COST], 0);
          if (!d->implemented)
            continue;
          if (bp >= lcost)
            offer_location_places (g, c, def);
          else
            offer_amounts (g, O_BUILD_START, def, c, counters_wanted (g, p, c));
          continue;
        }
      if (d->type == T_MISSION)
        {
          gint mcost = d->stat[S_COST];
          if (wotc_mission_clause (g, c) < 0)
            continue; /* its effect is not implemented yet */
          if (mcost >= 0 && bp >= mcost && mission_cost_payable (g, c, p))
            hc_game_offer (g, WOTC_OPT_ID (O_COMPLETE_HAND, def, 0),
                           O_COMPLETE_HAND, c, 0, 0);
          else
            offer_amounts (g, O_BUILD_START, def, c, counters_wanted (g, p, c));
          continue;
        }
      if (!wotc_is_unit_type (d->type))
        continue;
      offer_stacking (g, p, c);
      if (wotc_unique_conflict (g, p, def))
        continue;
      gint cost = wotc_card_stat (g, c, S_COST);
      if (bp >= cost)
        hc_game_offer (g, WOTC_OPT_ID (O_DEPLOY_HAND, def, 0), O_DEPLOY_HAND, c,
                       0, 0);
      else
        offer_amounts (g, O_BUILD_START, def, c, counters_wanted (g, p, c));
    }
  n = hc_zone_list (g, p, Z_BUILD, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    {
      gint c = list[i];
      if (g->card[c].flags & HC_CARD_PARTIAL)
        offer_amounts (g, O_BUILD_MORE, c, c, counters_wanted (g, p, c));
      else if (wotc_is_unit_type (wotc_card_type (g, c))
               && !wotc_unique_conflict_except (g, p, g->card[c].def, c)
               && !wotc_kept_from_arena (g, p, c))
        hc_game_offer (g, WOTC_OPT_ID (O_DEPLOY_BUILT, c, 0), O_DEPLOY_BUILT, c,
                       0, 0);
      if (wotc_card_type (g, c) == T_LOCATION
          && !(g->card[c].flags & HC_CARD_PARTIAL))
        offer_location_places (g, c, 0x800 | c);
      if (wotc_card_type (g, c) == T_MISSION && wotc_mission_ready (g, c))
        hc_game_offer (g, WOTC_OPT_ID (O_COMPLETE, c, 0), O_COMPLETE, c, 0, 0);
    }
}

/* One option per arena a Location may go to.  key is the card's
 * definition for a card in hand (copies are one choice), else the card. */
static void
offer_location_places (HcGame *g, gint c, gint key)
{
  guint8 arenas = wotc_abilities (g, c)->location_arenas;
  for (gint a = 0; a < 3; a++)
    if (arenas & (1u << a))
      hc_game_offer (g, WOTC_OPT_ID (O_PLACE_LOCATION, key, a),
                     O_PLACE_LOCATION, c, Z_SPACE + a, 0);
}

static gint
first_in_hand (const HcGame *g, gint p, gint def)
{
  gint16 list[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_HAND, list, HC_MAX_CARDS);
  for (gint i = 0; i < n; i++)
    if (g->card[list[i]].def == def)
      return list[i];
  return HC_NONE;
}

/* Put build counters on a card; returns TRUE when that completes it. */
static gboolean
add_counters (HcGame *g, gint p, gint c, gint want)
{
  HcCard *card = &g->card[c];
  gint cost = wotc_card_stat (g, c, S_COST);
  gint add = MIN (want, g->res[p][R_BUILD_POINTS]);
  if (cost < 0)
    {
      /* cost X: as many counters as you like; it stays partial until you
       * choose to complete it */
      g->res[p][R_BUILD_POINTS] -= add;
      card->counter[C_BUILD] = (gint16)(card->counter[C_BUILD] + add);
      return FALSE;
    }
  add = MIN (add, MAX (cost - card->counter[C_BUILD], 0));
  g->res[p][R_BUILD_POINTS] -= add;
  card->counter[C_BUILD] = (gint16)(card->counter[C_BUILD] + add);
  return card->counter[C_BUILD] >= cost;
}

/* A finished card turns face up (wotc-ops.h: an ability that puts build
 * counters on it may finish it too).  A second copy of a unique unit of the
 * player's in battle or the build zone is discarded: the one put out last
 * goes (ESB rulebook, unique units). */
void
wotc_finish_building (HcGame *g, gint p, gint c)
{
  HcCard *card = &g->card[c];
  card->flags &= (guint8) ~(HC_CARD_PARTIAL | HC_CARD_FACE_DOWN);
  wotc_log (g, p, M_COMPLETE, RR_BUILD, p, c, 0, 0);
  if (wotc_is_unit_type (wotc_card_type (g, c))
      && wotc_unique_conflict_except (g, p, card->def, c))
    {
      wotc_log (g, p, M_UNIQUE_DISCARD, RR_UNIQUE, c, 0, 0, 0);
      card->counter[C_BUILD] = 0;
      wotc_discard (g, c);
      return;
    }
  wotc_fire (g, EV_COMPLETED, -1, c);
  wotc_fire_subject (g, EV_BUILT, c);
}

/* Put card c into host's stack, under it or on top of it.  The unit keeps
 * its damage and tapped state whichever card is on top. */
static void
stack_card (HcGame *g, gint p, gint c, gint host, gboolean on_top)
{
  gint cost = stack_cost (g, g->card[c].def, host, on_top);
  g->res[p][R_BUILD_POINTS] -= cost;
  /* leaving the zone's order (under) keeps positions dense */
  if (!on_top)
    {
      hc_card_attach (g, c, host, TRUE);
      wotc_log (g, p, M_STACK_UNDER, RR_STACK, p, c, host, cost);
      return;
    }
  wotc_stack_swap (g, c, host);
  wotc_log (g, p, M_STACK_TOP, RR_STACK, p, c, host, cost);
}

static void
apply_build (HcGame *g, gint p, const HcOption *o)
{
  gint c;
  switch (o->kind)
    {
    case O_ABILITY:
    case O_BATTLE_CARD:
      wotc_play (g, p, o);
      break;
    case O_BORROW:
      wotc_play_borrowed (g, p, o);
      break;
    case O_HIDDEN_COST:
      wotc_play_hidden_cost (g, p, o);
      break;
    case O_COMPLETE_HAND:
      c = first_in_hand (g, p, g->card[o->a].def);
      g->res[p][R_BUILD_POINTS] -= wotc_card_stat (g, c, S_COST);
      g->card[c].counter[C_BUILD] = (gint16)wotc_card_stat (g, c, S_COST);
      wotc_complete_mission (g, p, c);
      break;
    case O_COMPLETE:
      wotc_complete_mission (g, p, o->a);
      break;
    case O_PILOT_ON:
      attach_to (g, o->a, o->b);
      hc_limit_use (g, EFF_PILOT_MOVED, HC_DUR_TURN, p, o->a, 0);
      wotc_log (g, p, M_PILOT_ON, RR_PILOT, o->a, o->b, 0, 0);
      break;
    case O_PILOT_OFF:
      {
        gint host = g->card[o->a].attached_to;
        hc_card_move (g, o->a, p, Z_CHARACTER, TRUE);
        hc_limit_use (g, EFF_PILOT_MOVED, HC_DUR_TURN, p, o->a, 0);
        wotc_log (g, p, M_PILOT_OFF, RR_PILOT, o->a, host, 0, 0);
        break;
      }
    case O_EQUIP:
      {
        const WotcAbilities *ab = wotc_abilities (g, o->a);
        g->res[p][R_BUILD_POINTS] -= ab->equip_bp;
        g->res[p][R_FORCE] -= ab->equip_force;
        g->card[o->a].counter[C_BUILD] = 0;
        attach_to (g, o->a, o->b);
        wotc_log (g, p, M_EQUIP, RR_EQUIP, o->a, o->b, 0, 0);
        break;
      }
    case O_PLACE_LOCATION:
      c = o->a;
      if (g->card[c].zone == Z_HAND)
        {
          c = first_in_hand (g, p, g->card[o->a].def);
          g->res[p][R_BUILD_POINTS] -= MAX (0, wotc_card_stat (g, c, S_COST));
        }
      wotc_place_location (g, p, c, o->b);
      break;
    case O_STACK_UNDER:
    case O_STACK_TOP:
      c = first_in_hand (g, p, g->card[o->a].def);
      stack_card (g, p, c, o->b, o->kind == O_STACK_TOP);
      break;
    case O_DEPLOY_HAND:
      c = first_in_hand (g, p, g->card[o->a].def);
      g->res[p][R_BUILD_POINTS] -= wotc_card_stat (g, c, S_COST);
      /* logged first: deploying may trigger abilities, which log too */
      wotc_log (g, p, M_DEPLOY, RR_BUILD, p, c, g->res[p][R_BUILD_POINTS], 0);
      if (wotc_kept_from_arena (g, p, c))
        {
          /* "If your opponent deploys a Jedi this turn, that Jedi stays in
           * his or her build zone" (Jedi Extinction): built, face up */
          hc_card_move (g, c, p, Z_BUILD, TRUE);
          g->card[c].flags &= (guint8) ~(HC_CARD_PARTIAL | HC_CARD_FACE_DOWN);
          g->card[c].counter[C_BUILD] = 0;
          wotc_log (g, p, M_KEPT_BACK, RR_ABILITY, c, 0, 0, 0);
        }
      else
        wotc_deploy (g, c);
      /* building it whole from hand finishes building it too */
      wotc_fire (g, EV_COMPLETED, -1, c);
      wotc_fire_subject (g, EV_BUILT, c);
      break;
    case O_BUILD_START:
      c = first_in_hand (g, p, g->card[o->a].def);
      hc_card_move (g, c, p, Z_BUILD, TRUE);
      g->card[c].flags |= HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
      g->card[c].counter[C_BUILD] = 0;
      {
        gboolean done = add_counters (g, p, c, o->b);
        wotc_log (g, p,
                  wotc_builds_face_up (g, p) ? M_BUILD_START_SEEN
                                             : M_BUILD_START,
                  RR_BUILD, p, c, g->card[c].counter[C_BUILD],
                  wotc_card_stat (g, c, S_COST));
        /* the cost of a face-down card is its builder's to know */
        if (g->card[c].flags & HC_CARD_FACE_DOWN)
          hc_log_mark_secret (g, 1 - p, 1u << 3);
        if (done)
          wotc_finish_building (g, p, c);
      }
      break;
    case O_BUILD_MORE:
      c = o->a;
      {
        gboolean done = add_counters (g, p, c, o->b);
        wotc_log (g, p, M_BUILD_MORE, RR_BUILD, p, c,
                  g->card[c].counter[C_BUILD], wotc_card_stat (g, c, S_COST));
        if (g->card[c].flags & HC_CARD_FACE_DOWN)
          hc_log_mark_secret (g, 1 - p, 1u << 3);
        if (done)
          wotc_finish_building (g, p, c);
      }
      break;
    case O_DEPLOY_BUILT:
      c = o->a;
      wotc_log (g, p, M_DEPLOY, RR_BUILD, p, c, g->res[p][R_BUILD_POINTS], 0);
      wotc_deploy (g, c);
      break;
    }
}

/* ST_BUILD's and ST_RETREAT's frame */
typedef struct
{
  gint32 player; /* whose step it is */
} WotcCommandFrame;
HC_FRAME_VIEW_FITS (WotcCommandFrame);
#define WOTC_COMMAND(f) ((WotcCommandFrame *)(f)->arg)

typedef enum
{
  PC_BUILD_START,
  PC_BUILD_ASK,
  PC_BUILD_ANSWER,
} WotcBuildPc;

typedef enum
{
  PC_RETREAT_ASK,
  PC_RETREAT_ANSWER,
} WotcRetreatPc;

void
wotc_push_build (HcGame *g, gint player)
{
  WOTC_COMMAND (hc_game_push (g, ST_BUILD))->player = player;
}

void
wotc_push_retreat (HcGame *g, gint player)
{
  WOTC_COMMAND (hc_game_push (g, ST_RETREAT))->player = player;
}

/* ST_BUILD: one player's build step. */
HcStepResult
wotc_step_build (HcGame *g, HcFrame *f)
{
  gint p = WOTC_COMMAND (f)->player;
  switch (f->pc)
    {
    case PC_BUILD_START:
      wotc_log (g, p, M_BUILD_STEP, RR_BUILD, p, g->res[p][R_BUILD_POINTS], 0,
                0);
      /* from the Empire Strikes Back rulebook on, you draw as your own build
       * step starts; before it, both drew in a draw step of their own */
      if (!g->sw[SW_DRAW_STEP])
        wotc_draw (g, p, 1 + wotc_extra_draws (g, p));
      /* with the draw, "when your build step starts" abilities (the player
       * orders them: they are all this player's) */
      wotc_fire_player (g, EV_BUILD_START, p);
      f->pc = PC_BUILD_ASK;
      /* bounties earned, then Upkeep */
      wotc_push_upkeep (g, p);
      return HC_STEP_CONTINUE;
    case PC_BUILD_ASK:
      if (g->over)
        return HC_STEP_DONE;
      if (wotc_push_release (g, 0))
        return HC_STEP_CONTINUE;
      hc_game_ask (g, p, D_BUILD, D_BUILD);
      g->decision.prompt_arg[0] = g->res[p][R_BUILD_POINTS];
      offer_build_options (g, p);
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          return HC_STEP_DONE;
        }
      hc_game_offer (g, WOTC_OPT_ID (O_DONE, 0, 0), O_DONE, 0, 0, 0);
      f->pc = PC_BUILD_ANSWER;
      return HC_STEP_ASK;
    case PC_BUILD_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (!o || o->kind == O_DONE)
          return HC_STEP_DONE;
        apply_build (g, p, o);
        f->pc = PC_BUILD_ASK;
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

/* ST_RETREAT: tap untapped units to move them to the build zone. */
HcStepResult
wotc_step_retreat (HcGame *g, HcFrame *f)
{
  gint p = WOTC_COMMAND (f)->player;
  switch (f->pc)
    {
    case PC_RETREAT_ASK:
      if (wotc_push_release (g, 0))
        return HC_STEP_CONTINUE;
      hc_game_ask (g, p, D_RETREAT, D_RETREAT);
      for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
        {
          gint16 list[HC_MAX_CARDS];
          gint n = hc_zone_list (g, p, a, list, HC_MAX_CARDS);
          for (gint i = 0; i < n; i++)
            if (!(g->card[list[i]].flags & HC_CARD_TAPPED)
                && wotc_can_retreat (g, list[i]))
              hc_game_offer (g, WOTC_OPT_ID (O_RETREAT, list[i], 0), O_RETREAT,
                             list[i], 0, 0);
        }
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          return HC_STEP_DONE;
        }
      hc_game_offer (g, WOTC_OPT_ID (O_DONE, 0, 0), O_DONE, 0, 0, 0);
      f->pc = PC_RETREAT_ANSWER;
      return HC_STEP_ASK;
    case PC_RETREAT_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (!o || o->kind == O_DONE)
          return HC_STEP_DONE;
        gint c = o->a;
        g->card[c].flags |= HC_CARD_TAPPED;
        hc_card_move (g, c, p, Z_BUILD, TRUE);
        wotc_log (g, p, M_RETREAT, RR_RETREAT, p, c, 0, 0);
        f->pc = PC_RETREAT_ASK;
        return HC_STEP_CONTINUE;
      }
    }
  return HC_STEP_DONE;
}

/* The play clause that is a Mission's effect, or -1. */
gint
wotc_mission_clause (const HcGame *g, gint card)
{
  const WotcAbilities *ab = wotc_abilities (g, card);
  if (ab->n_todo)
    return -1;
  for (gint i = 0; i < ab->n_clauses; i++)
    if (ab->clause[i].kind == CL_PLAY)
      return i;
  return -1;
}

/* A Mission in the build zone can be completed once fully built; a cost X
 * Mission whenever it has a build counter. */
gboolean
wotc_mission_ready (const HcGame *g, gint card)
{
  if (wotc_mission_clause (g, card) < 0
      || !mission_cost_payable (g, card, g->card[card].controller))
    return FALSE;
  gint cost = wotc_card_stat (g, card, S_COST);
  gint have = g->card[card].counter[C_BUILD];
  return cost < 0 ? have > 0 : have >= cost;
}

/* Completing a Mission: its effect takes place, then it is discarded. */
void
wotc_complete_mission (HcGame *g, gint p, gint card)
{
  hc_card_move (g, card, p, Z_SETASIDE, TRUE);
  g->card[card].flags &= (guint8) ~(HC_CARD_PARTIAL | HC_CARD_FACE_DOWN);
  wotc_log (g, p, M_MISSION, RR_MISSION, card, g->card[card].counter[C_BUILD],
            0, 0);
  /* "To complete Imperial Blockade, you must pay 8 Force" */
  gint force = wotc_clause_force_cost (g, card, wotc_mission_clause (g, card));
  if (force > 0)
    {
      g->res[p][R_FORCE] -= force;
      wotc_log (g, p, M_ACTIVATE_COST, RR_MISSION, p, force, 0, 0);
    }
  wotc_push_effect (g, card, wotc_mission_clause (g, card), p, TRUE);
}
