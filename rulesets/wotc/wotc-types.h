/* The wotc ruleset's layer 1, its types: players, zones, counters,
 * resources, globals, phases, card types, stats, rule switches, frame
 * kinds and the kinds of lasting effects.  No functions. */
#pragma once

#include "hc-ruleset.h"
#include "wotc.h"

G_BEGIN_DECLS

enum
{
  WOTC_DARK = 0,
  WOTC_LIGHT = 1,
};

enum
{
  Z_DECK,
  Z_HAND,
  Z_DISCARD,
  Z_BUILD,
  Z_SPACE,
  Z_GROUND,
  Z_CHARACTER,
  Z_SETASIDE,
  Z_LOC_SPACE, /* Locations, one zone per arena */
  Z_LOC_GROUND,
  Z_LOC_CHARACTER,
  Z_COUNT
};
#define Z_IS_ARENA(z) ((z) >= Z_SPACE && (z) <= Z_CHARACTER)
#define Z_IS_LOCATION(z) ((z) >= Z_LOC_SPACE && (z) <= Z_LOC_CHARACTER)
/* the zones whose cards' lasting abilities apply */
#define WOTC_STATIC_ZONES                                                      \
  ((1u << Z_SPACE) | (1u << Z_GROUND) | (1u << Z_CHARACTER)                    \
   | (1u << Z_LOC_SPACE) | (1u << Z_LOC_GROUND) | (1u << Z_LOC_CHARACTER))
#define Z_LOCATION_OF(arena) (Z_LOC_SPACE + ((arena)-Z_SPACE))

enum
{
  C_DAMAGE,
  C_BUILD,
  C_PENDING, /* damage waiting for the prevention chance */
  C_COUNT
};

enum
{
  R_FORCE,
  R_BUILD_POINTS,
  R_SETUP_POINTS,
  R_COUNT
};

enum
{
  G_ARENA = HC_G_FIRST_RULESET, /* arena of the battle step, or -1 */
  G_BP_ROLL,
  G_TURN_LIMIT,
  G_SETUP_DONE,
  G_DICE_N, /* the current attack's dice: count, then 10 per slot */
  G_DICE0,
  G_DICE1,
  G_DICE2,
  G_DICE3,
  G_ATTACKED_ARENAS, /* bits: arenas where a unit attacked this turn; then
                        3 bits for each player's units (3 + 3 * player) */
  G_LOST_CHARACTER,  /* bits: players who lost a Character from the arena this
                        turn */
  G_LAST_ATTACKER,   /* the unit whose attack was the last one, or -1 */
  G_LAST_HITS,       /* the hits it rolled */
  G_COUNT
};

enum
{
  PH_SETUP,
  PH_READY,
  PH_COMMAND,
  PH_BATTLE,
  PH_END,
};

/* card types */
enum
{
  T_SPACE,
  T_GROUND,
  T_CHARACTER,
  T_BATTLE,
  T_MISSION,
  T_LOCATION,
  T_EQUIPMENT,
  WOTC_N_TYPES
};

/* stats read through wotc_card_stat */
enum
{
  S_COST,
  S_SPEED,
  S_POWER,
  S_HEALTH,
  S_COUNT
};

/* keywords, compiled from the abilities (WotcAbilities.kw) */
enum
{
  K_CRITICAL_HIT,
  K_SHIELDS,
  K_ACCURACY,
  K_ARMOR,
  K_ION_CANNON,
  K_BOMBARD,
  K_LUCKY,
  K_OVERKILL,
  K_STUN,
  K_HIDDEN_COST,
  K_NO_CONTROL, /* doesn't count toward controlling its arena */
  K_NO_DAMAGE,  /* damage to it and done by it is prevented */
  /* a Space unit that may attack a Character unit with power N (Boba
   * Fett (B)'s Patrol Ship) */
  K_SPACE_TO_CHARACTER,
  K_COUNT
};

/* rule switches, set by the files in editions/ */
enum
{
  SW_DRAW_STEP,      /* 1: AOTC draw step before both build steps */
  SW_MULLIGAN_TO,    /* 0: set-aside cards shuffled into deck, 1: discard */
  SW_START_FORCE,    /* Force each player has when setup ends */
  SW_DECKOUT_LOSES,  /* 1: a player who must draw from an empty deck loses */
  SW_ARENA_BONUS_BP, /* 1: +1 build point with a unit in every arena */
  SW_CONTESTED,      /* 0: shared auction (AOTC/ANH), 1: 9 Jan 2003 bids */
  SW_LOCATIONS,   /* 0: one Location per arena, 1: one per player per arena */
  SW_SETUP_ORDER, /* 0 alternate, 1 each in turn, 2 catch-up (intermediate game)
                   */
  SW_COUNT
};

/* SW_SETUP_ORDER's values */
enum
{
  SETUP_ORDER_ALTERNATE,
  SETUP_ORDER_EACH_IN_TURN,
  SETUP_ORDER_CATCH_UP,
};

/* frame kinds */
enum
{
  ST_GAME = HC_STEP_FIRST_RULESET,
  ST_SETUP,
  ST_TURN,
  ST_BUILD,
  ST_RETREAT,
  ST_BATTLE,
  ST_ARENA,
  ST_ATTACK,
  ST_CONTEST,
  ST_RELEASE,
  ST_EFFECT,
  ST_UPKEEP,
  ST_REROLL_PICK,
  ST_COUNT
};

/* kinds of lasting effects (HcEffect.kind) beside the stats; EFF_USED and
 * the markers are limits kept as effects */
#define EFF_KEYWORD_BASE 16
#define EFF_USED 64      /* an activated ability used this period: arg clause */
#define EFF_RETALIATE 90 /* a Retaliate waiting for the attack to end */
#define EFF_LUCKY_USED 91  /* Lucky used this attack */
#define EFF_PILOT_MOVED 92 /* a Pilot moved this turn */
#define EFF_BACKLASH                                                           \
  109 /* target does value damage to itself when the attack ends */
#define EFF_BOUNTY                                                             \
  112 /* controller gains value (kind arg) when its build step starts */
#define EFF_CANT_LOSE 113 /* controller can't lose the game */
#define EFF_WARD                                                               \
  114 /* target: prevent up to value whenever it would be damaged */
#define WOTC_WARD_ABILITY                                                      \
  0xffff /* a trigger made by a ward effect, not a clause */
#define EFF_GRANTED_USED_R 110 /* a granted Retaliate was used this attack */
#define EFF_GRANTED_USED_G 111 /* a granted power ability was used */
#define EFF_BP 93              /* build points waiting for the roll */
/* lasting rule changes made by effects (kind, target, arg) */
#define EFF_PROTECT 94 /* target can't be attacked; arg 1: while others */
#define EFF_GUARD 95   /* others of its side in its arena can't be attacked */
#define EFF_PACIFY 96  /* target can't attack */
#define EFF_SHELTER 97 /* all damage to target is prevented */
#define EFF_CEASEFIRE                                                          \
  98 /* damage done by units in arena (arg bits) prevented */
#define EFF_BATTLE_COST 99 /* Battle cards cost value more Force */
#define EFF_DOOM 100       /* target is discarded when the attack ends */
#define EFF_FLAW                                                               \
  101 /* controller's Characters attacking target: Critical Hit value */
#define EFF_RETREAT_AT_END 104 /* target retreats when the attack ends */
#define EFF_SUBTYPE 105        /* target has the subtype word arg too */
/* target gets Pay 0 Force -> Retaliate value */
#define EFF_GRANT_RETALIATE 106
#define EFF_DOOM_TURN 107 /* target is discarded when the turn ends */
#define EFF_GIFT                                                               \
  108 /* controller's units with subtype arg get Pay 2 -> +value power this    \
         attack */
#define EFF_HIJACK 103 /* controller may redirect target's next attack */
#define EFF_NO_RETREAT                                                         \
  102                    /* units in arenas arg of player value can't retreat */
#define EFF_NO_EVADE 115 /* target can't use Evade (Executioner Cart) */
/* target's player guessed value hits for its attack; arg: Force if right */
#define EFF_PREDICT 131
/* controller can't play Battle cards / use activated abilities (value:
 * WOTC_FORBID_* bits) */
#define EFF_FORBID 132
/* controller's units attacking from arenas arg into another arena get
 * value more power (Death Star Superlaser Gunner) */
#define EFF_CROSS_POWER 133
/* target gets "Pay arg Force -> Intercept" (Jedi Intervention), and the
 * marker of its use in an attack */
#define EFF_GRANT_INTERCEPT 134
#define EFF_GRANTED_USED_I 135
/* controller's units in the arenas arg: prevent value of the damage each
 * time one would be damaged (Deflectors Activated) */
#define EFF_WARD_ARENA 136
/* target was marked by source this turn (mark SEL) */
#define EFF_MARK 137
/* target may attack units of types arg in the opponent's build zone this
 * turn, with +value power there (raid SEL: Obi-Wan's Starfighter (B)) */
#define EFF_RAID 138
/* for this attack, target rolls 1 die instead of its power (Blow This
 * Thing); when target damages the defender, as much damage to itself
 * (Countermeasures), or the defender is discarded (Blow This Thing) */
#define EFF_ONE_DIE 150
#define EFF_RECOIL 151
#define EFF_DOOM_ON_HIT 152
/* another battle step begins in arena value once this one ends (It's Not
 * Over Yet) */
#define EFF_EXTRA_STEP 153
/* target's hits may be divided between the defender and another unit
 * there, this attack (Blaster Barrage) */
#define EFF_DIVIDE_HITS 154
/* target was put on top of the stack of card value until the turn ends
 * (Hero's Potential) */
#define EFF_ON_TOP 155
/* target attacks again when each of its attacks ends this turn (Vader's
 * Fury); EFF_FURY_HIT: source attacked target since then */
#define EFF_FURY 156
#define EFF_FURY_HIT 157
/* controller chooses whether target attacks this turn, and what (tame) */
#define EFF_TAME 139
/* target gets "Pay value >> 8 Force -> Prevent up to value & 0xff damage
 * to this unit", while a unit of subtype arg attacks (prevent-for), and
 * the marker of its use in an attack */
#define EFF_GRANT_PREVENT 140
#define EFF_GRANTED_USED_P 141
/* controller may have the opponent reroll all the attack dice of a unit
 * in the arenas arg (opponent-rerolls), and the marker of its use on an
 * attacker in an attack */
#define EFF_OPPONENT_REROLLS 142
#define EFF_OPPONENT_REROLLS_USED 143
/* the opponent of controller built inside controller's build step this
 * turn, and retreats first (pause-build: Twilight of the Republic) */
#define EFF_PAUSE_BUILD 144
/* target (its own source) is in form value (mode SEL N) */
#define EFF_MODE 145
/* controller saw target shown as it went into its owner's hand (a
 * search's "show it"), until it leaves that hand */
#define EFF_SHOWN 146
/* target was stacked with, piloted or equipped unit value as it was
 * discarded this turn (recover-stack: Vader's TIE Fighter (A)) */
#define EFF_STACKED_WITH 158
/* controller played Battle card target this turn, its play clause value
 * (kept only while the other side holds a card that reads it: Dark
 * Dreams) */
#define EFF_BATTLE_PLAYED 160
/* Darth Sidious (C)'s secret roll (attack.c): promises made before the
 * dice are rolled, applied after, in the order they were made.
 * EFF_SECRET_PREVENT: up to value & 0xffff of target's pending damage is
 * prevented (value >> 16: the unit a Deflect sends it to, plus 1; arg: the
 * card whose effect it is, for the log).  EFF_SECRET_REROLL: controller
 * rerolls dice of target's attack, arg a WOTC_SECRET_* way, value the
 * number of dice picked (or the unit whose hits are rerolled); source: the
 * player who picks, for opponent-chosen. */
#define EFF_SECRET_PREVENT 170
#define EFF_SECRET_REROLL 171
enum
{
  WOTC_SECRET_ALL,
  WOTC_SECRET_MISSES,
  WOTC_SECRET_HITS,
  WOTC_SECRET_PICK,
  WOTC_SECRET_LUCKY,
};
#define FLAG_DELAYED                                                           \
  HC_CARD_FLAG7 /* a completed card waiting aside for its triggers */
#define FLAG_NO_EVADE HC_CARD_FLAG6 /* its pending damage can't be Evaded */
/* damaged by the ability being carried out (dice-damage's order), until
 * its prevention chance */
#define FLAG_EFFECT_DAMAGE HC_CARD_FLAG5

G_END_DECLS
