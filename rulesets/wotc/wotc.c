/* The wotc ruleset: its tables and its entry points for the core. */
#include "wotc-steps.h"

#include <math.h>
#include <string.h>

static const char *const player_names[] = { "Dark Side", "Light Side" };
static const char *const zone_names[Z_COUNT] = { "deck",
                                                 "hand",
                                                 "discard",
                                                 "build",
                                                 "space",
                                                 "ground",
                                                 "character",
                                                 "set-aside",
                                                 "space-location",
                                                 "ground-location",
                                                 "character-location" };
static const char *const counter_names[C_COUNT]
    = { "damage", "build", "pending" };
static const char *const res_names[R_COUNT]
    = { "force", "build_points", "setup_points" };
static const char *const global_names[G_COUNT]
    = { "turn",     "phase",           "active",         "step",
        "arena",    "bp_roll",         "turn_limit",     "setup_done",
        "dice_n",   "dice0",           "dice1",          "dice2",
        "dice3",    "attacked_arenas", "lost_character", "last_attacker",
        "last_hits" };
static const char *const stat_names[S_COUNT]
    = { "cost", "speed", "power", "health" };

static const HcSwitchDef switches[SW_COUNT] = {
  [SW_DRAW_STEP]
  = { "draw-step",
      "1: each player draws in a draw step before either build step (Attack "
      "of the Clones rulebook); 0: each player draws as their own build step "
      "starts (Empire Strikes Back rulebook on)" },
  [SW_MULLIGAN_TO]
  = { "mulligan-to",
      "where mulliganed Battle and Mission cards go: 0 shuffled back into the "
      "deck, 1 the discard pile" },
  [SW_START_FORCE]
  = { "start-force", "Force each player has when set-up ends" },
  [SW_DECKOUT_LOSES]
  = { "deckout-loses",
      "1: a player who must draw from an empty deck loses; 0: they draw what "
      "there is" },
  [SW_ARENA_BONUS_BP]
  = { "arena-bonus-bp",
      "1: a player with a unit in every arena gets 1 more build point" },
  [SW_CONTESTED]
  = { "contested",
      "contested unique units: 0 one shared auction (AOTC/ANH reading), 1 "
      "separate bids of 9 January 2003" },
  [SW_LOCATIONS]
  = { "locations",
      "0: one Location in each arena, a new one replacing the old whoever owns "
      "it; 1: each player may have one Location in each arena" },
  [SW_SETUP_ORDER]
  = { "setup-order",
      "how set-up placements go: 0 the players alternate one unit at a time, "
      "Dark Side first; 1 the Dark Side places all its units, then the Light "
      "Side; 2 the intermediate game's catch-up rule (a player keeps placing "
      "until their total build cost is greater than the other's)" },
};

const HcStepFn wotc_steps[ST_COUNT] = {
  [ST_GAME] = wotc_step_game,
  [ST_SETUP] = wotc_step_setup,
  [ST_TURN] = wotc_step_turn,
  [ST_BUILD] = wotc_step_build,
  [ST_RETREAT] = wotc_step_retreat,
  [ST_BATTLE] = wotc_step_battle,
  [ST_ARENA] = wotc_step_arena,
  [ST_ATTACK] = wotc_step_attack,
  [ST_CONTEST] = wotc_step_contest,
  [ST_RELEASE] = wotc_step_release,
  [ST_EFFECT] = wotc_step_effect,
  [ST_UPKEEP] = wotc_step_upkeep,
  [ST_REROLL_PICK] = wotc_step_reroll_pick,
};

const char *const wotc_step_names[ST_COUNT]
    = { "window",  "game",   "setup",  "turn",       "build",
        "retreat", "battle", "arena",  "attack",     "contest",
        "release", "effect", "upkeep", "reroll-pick" };

const HcMessage wotc_messages[M_COUNT] = {
  [M_SETUP_BEGIN]
  = { "setup", "Set-up begins: each player shuffles and draws seven cards" },
  [M_DRAW] = { "draw", "{p0} draws {n1:card:cards}" },
  [M_DRAW_EMPTY] = { "draw-empty", "{p0} must draw but the deck is empty" },
  [M_MULLIGAN]
  = { "mulligan", "{p0} sets aside {n1:Battle or Mission card:Battle and "
                  "Mission cards} and draws again" },
  [M_KEEP] = { "keep", "{p0} keeps the opening hand" },
  [M_SETUP_UNIT]
  = { "setup-unit",
      "{p0} puts {c1} into battle for {n2} ({n3} set-up points left)" },
  [M_SETUP_STOP]
  = { "setup-stop",
      "{p0} stops putting units into battle ({n1:point:points} unused)" },
  [M_SETUP_PARTIAL]
  = { "setup-partial", "{p0} partially builds a card, face down, with "
                       "{n2:build counter:build counters}" },
  [M_TURN] = { "turn", "Turn {n0} begins" },
  [M_UNTAP] = { "untap", "{p0} untaps {n1:card:cards}" },
  [M_GAIN_FORCE] = { "gain-force", "{p0} gains {n1} Force (now {n2})" },
  [M_BP_ROLL] = { "bp-roll", "{p0} rolls {n1} for build points" },
  [M_BP_GAIN]
  = { "bp-gain", "{p0} has {n1:build point:build points} this turn" },
  [M_BP_ARENA_BONUS]
  = { "bp-bonus", "{p0} has a unit in every arena: +{n1} build point" },
  [M_BUILD_STEP] = { "build-step", "{p0}'s build step begins" },
  [M_DEPLOY]
  = { "deploy", "{p0} deploys {c1} ({n2:build point:build points} left)" },
  [M_BUILD_START]
  = { "build-start",
      "{p0} starts building a card: {n2} of {n3} build counters" },
  [M_BUILD_MORE] = { "build-more", "{p0} adds build counters: {n2} of {n3}" },
  [M_COMPLETE] = { "complete", "{p0} completes {c1}" },
  [M_RETREAT] = { "retreat", "{p0} retreats {c1} to the build zone" },
  [M_BATTLE_BEGIN] = { "battle", "The battle phase begins" },
  [M_ARENA_BEGIN] = { "battle-step", "The {z0} battle step begins" },
  [M_ARENA_END] = { "battle-step-end",
                    "Every unit in the {z0} arena is tapped: the step ends" },
  [M_ATTACK] = { "attack", "{c0} attacks {c1}" },
  [M_NO_ATTACK] = { "no-attack", "{c0} does not attack and taps" },
  [M_DIE] = { "die", "attack die {n2} of {n3}: {n0}" },
  [M_HITS] = { "hits", "{c0} scores {n1:hit:hits} with {n2:die:dice}" },
  [M_CRITICAL] = { "critical-hit",
                   "{c0} rolled a natural 6: Critical Hit adds {n1} damage" },
  [M_PENDING] = { "pending", "{n1} damage pending against {c0}" },
  [M_EVADE]
  = { "evade", "{c0} evades {n1} damage for {n2} Force ({n3} still pending)" },
  [M_DAMAGE] = { "damage", "{c0} takes {n1} damage ({n2} of {n3} health)" },
  [M_DISCARDED] = { "discarded", "{c0} is discarded" },
  [M_ATTACK_END] = { "attack-end", "{c0}'s attack ends" },
  [M_CONTROL] = { "control", "{p0} controls {n1:arena:arenas}" },
  [M_WIN_ARENAS] = { "win", "{p0} controls {n1} of the three arenas at the end "
                            "of the turn and wins" },
  [M_DECKOUT] = { "deck-out", "{p0} could not draw and loses" },
  [M_TURN_LIMIT]
  = { "turn-limit",
      "The turn limit ({n0}) is reached: the game is unfinished" },
  [M_SHIELDS]
  = { "shields", "{c0}'s Shields {n1} take {n1:die:dice} from the attack" },
  [M_BATTLE_END] = { "battle-end", "The battle phase ends" },
  [M_RETREAT_STEP] = { "retreat-step", "{p0}'s retreat step" },
  [M_PASS] = { "pass", "{p0} passes" },
  [M_STACK_UNDER]
  = { "stack-under",
      "{p0} stacks {c1} under {c2} for {n3:build point:build points}" },
  [M_STACK_TOP]
  = { "stack-top",
      "{p0} stacks {c1} on top of {c2} for {n3:build point:build points}" },
  [M_CONTESTED] = { "contested", "{c0} and {c1} are contested" },
  [M_BID] = { "bid", "{p0} bids {n1} Force" },
  [M_STAND] = { "stand", "{p0} does not raise (bid {n1})" },
  [M_CONTEST_WON] = { "contest-won", "{c0} wins the contest ({n1} against "
                                     "{n2}) and its player pays {n3} Force" },
  [M_CONTEST_LOST]
  = { "contest-lost", "{c0} loses the contest and retreats without tapping" },
  [M_AUCTION_DROP]
  = { "auction-drop",
      "{p0} will not raise the price of {n2}: {c1} retreats without tapping" },
  [M_TRIGGERED]
  = { "triggered", "{c0}: ability {n1} triggers and waits in the pool" },
  [M_HELD] = { "held", "{n0:triggered ability:triggered abilities} held until "
                       "the current effect is complete" },
  [M_RESOLVE] = { "resolve", "{c0}: waiting ability {n1} takes effect" },
  [M_LAPSE]
  = { "lapse", "{c0}: ability {n1} had no chance to take effect and lapses" },
  [M_EFFECT_STAT + S_COST] = { "stat", "{c0} gets {+1} build cost" },
  [M_EFFECT_STAT + S_SPEED] = { "stat", "{c0} gets {+1} speed" },
  [M_EFFECT_STAT + S_POWER] = { "stat", "{c0} gets {+1} power" },
  [M_EFFECT_STAT + S_HEALTH] = { "stat", "{c0} gets {+1} health" },
  [M_EFFECT_KEYWORD + K_CRITICAL_HIT]
  = { "keyword", "{c0} gains Critical Hit {n1}" },
  [M_EFFECT_KEYWORD + K_SHIELDS] = { "keyword", "{c0} gains Shields {n1}" },
  [M_EFFECT_KEYWORD + K_ACCURACY] = { "keyword", "{c0} gains Accuracy {n1}" },
  [M_EFFECT_KEYWORD + K_ARMOR] = { "keyword", "{c0} gains Armor" },
  [M_EFFECT_KEYWORD + K_ION_CANNON]
  = { "keyword", "{c0} gains Ion Cannon {n1}" },
  [M_EFFECT_KEYWORD + K_BOMBARD] = { "keyword", "{c0} gains Bombard {n1}" },
  [M_EFFECT_KEYWORD + K_LUCKY] = { "keyword", "{c0} gains Lucky {n1}" },
  [M_EFFECT_KEYWORD + K_OVERKILL] = { "keyword", "{c0} gains Overkill" },
  [M_EFFECT_KEYWORD + K_STUN] = { "keyword", "{c0} gains Stun {n1}" },
  [M_EFFECT_KEYWORD + K_HIDDEN_COST]
  = { "keyword", "{c0} gains Hidden Cost {n1}" },
  [M_EFFECT_KEYWORD + K_NO_CONTROL]
  = { "keyword", "{c0} no longer counts toward controlling its arena" },
  [M_EFFECT_KEYWORD + K_SPACE_TO_CHARACTER]
  = { "keyword", "{c0} may attack a Character with power {n1}" },
  [M_EFFECT_KEYWORD + K_NO_DAMAGE]
  = { "keyword", "damage to {c0} and damage it does are prevented" },
  [M_PREVENT]
  = { "prevent", "{n1} damage to {c0} is prevented ({n2} still pending)" },
  [M_HEAL]
  = { "heal", "{n1:damage counter:damage counters} removed from {c0}" },
  [M_EFFECT_TAP] = { "tap", "{c0} is tapped" },
  [M_EFFECT_UNTAP] = { "untap-card", "{c0} is untapped" },
  [M_LOSE_FORCE] = { "lose-force", "{p0} loses {n1} Force (now {n2})" },
  [M_DISCARD_FROM_HAND] = { "discard-hand", "{p0} discards {c1} from hand" },
  [M_PLAY_CARD] = { "play", "{c0} is played for {n1} Force" },
  [M_ACTIVATE] = { "activate", "{c0} uses its ability" },
  [M_REROLL] = { "reroll", "die {n0} rerolled: {n1} becomes {n2}" },
  [M_LUCKY] = { "lucky", "{c0}'s Lucky rerolls {n1:die:dice}" },
  [M_INTERCEPT]
  = { "intercept", "{c0} intercepts: {c2} now attacks it instead of {c1}" },
  [M_RETALIATE_READY]
  = { "retaliate-ready",
      "{c0} will retaliate with {n1:die:dice} when the attack ends" },
  [M_RETALIATE]
  = { "retaliate", "{c0} retaliates with {n1:die:dice} against {c2}" },
  [M_STUN] = { "stun", "{c0} is stunned: -{n1} power until the end of battle" },
  [M_OVERKILL]
  = { "overkill", "{c0}'s Overkill sends {n1:excess hit:excess hits} to {c2}" },
  [M_DEFLECT]
  = { "deflect", "{c0} deflects {n1} damage ({n2} still pending on it)" },
  [M_HIDDEN_COST]
  = { "hidden-cost", "{c0} is completed with Hidden Cost for {n1} Force" },
  [M_PAY_X] = { "pay-x", "{p0} pays {n1} Force" },
  [M_MISSION] = { "mission", "{c0} is completed with {n1:build counter:build "
                             "counters} and takes effect" },
  [M_LOCATION] = { "location", "{p0} puts {c1} into the {z2} arena" },
  [M_LOCATION_REPLACED]
  = { "location-replaced", "{c0} is replaced and discarded" },
  [M_DOUBLE]
  = { "double-damage", "{c0} doubles the damage: {n1} becomes {n2}" },
  [M_BP_REROLL]
  = { "bp-reroll", "{p0} rerolls the build roll: {n1} becomes {n2}" },
  [M_PILOT_ON] = { "pilot-on", "{c0} moves onto {c1} as its Pilot" },
  [M_PILOT_OFF] = { "pilot-off", "{c0} leaves {c1} for the Character arena" },
  [M_EQUIP] = { "equip", "{c0} is attached to {c1}" },
  [M_DISCARD_UNIT] = { "discard-unit", "{c0} is discarded" },
  [M_CHOSE_ARENA] = { "choose-arena", "{p0} chooses the {z1} arena" },
  [M_BP_EFFECT]
  = { "bp-effect",
      "{p0} will get {n1:build point:build points} from the roll this turn" },
  [M_RESTRICT] = { "restrict", "{c0}: a lasting rule change takes hold" },
  [M_RESTRICT_WARD]
  = { "restrict",
      "{c0} is warded: damage to it is partly prevented this turn" },
  [M_RESTRICT_DOOM]
  = { "restrict", "{c0} will be discarded when this attack ends" },
  [M_RESTRICT_BACKLASH]
  = { "restrict", "{c0} will damage itself when this attack ends" },
  [M_RESTRICT_RETREAT_AT_END]
  = { "restrict", "{c0} will retreat when this attack ends" },
  [M_RESTRICT_ADD_SUBTYPE] = { "restrict", "{c0} gains a subtype" },
  [M_RESTRICT_GRANT_RETALIATE]
  = { "restrict", "{c0} gets Retaliate this turn" },
  [M_RESTRICT_DOOM_TURN]
  = { "restrict", "{c0} will be discarded when the turn ends" },
  [M_RESTRICT_HIJACK]
  = { "restrict", "the next time {c0} would attack this turn, its target may "
                  "be chosen by the other side" },
  [M_RESTRICT_FLAW]
  = { "restrict", "Characters attacking {c0} get Critical Hit this turn" },
  [M_RESTRICT_PROTECT] = { "restrict", "{c0} can't be attacked" },
  [M_RESTRICT_GUARD]
  = { "restrict", "the other units beside {c0} can't be attacked" },
  [M_RESTRICT_PACIFY] = { "restrict", "{c0} can't attack" },
  [M_RESTRICT_SHELTER] = { "restrict", "all damage to {c0} is prevented" },
  [M_RESTRICT_CANT_LOSE]
  = { "restrict", "{c0}: its player can't lose the game" },
  [M_RESTRICT_DELAY]
  = { "restrict", "{c0} waits aside until the end of the turn" },
  [M_RESTRICT_CEASEFIRE]
  = { "restrict", "{c0}: damage done by units in some arenas is prevented" },
  [M_RESTRICT_GIFT]
  = { "restrict", "{c0}: some units get a power ability this turn" },
  [M_RESTRICT_NO_RETREAT_FOR]
  = { "restrict", "{c0}: some units can't retreat this turn" },
  [M_RESTRICT_BATTLE_COST]
  = { "restrict", "{c0}: Battle cards cost more Force" },
  [M_STOPPED]
  = { "stopped", "{n1} damage to {c0} is prevented by a lasting effect" },
  /* {d1}, the card's definition: the looker may read what was seen after
   * it stays in a hand the looker may not see (the card itself, {c1},
   * would read "a face-down card" for them) */
  [M_LOOK] = { "look", "{p0} looks at the opponent's hand: {d1}" },
  /* {d1} likewise: the card was shown to both players (from the deck, or
   * from the public discard pile) before it went where one cannot see */
  [M_SEARCH]
  = { "search", "{p0} takes {d1} from the deck, shows it and shuffles" },
  [M_RECOVER]
  = { "recover", "{p0} returns {d1} from the discard pile to hand" },
  [M_REVEAL] = { "reveal", "{p0} reveals {d1}" },
  [M_DOOM] = { "doom", "{c0} will be discarded when this attack ends" },
  [M_BUILD_START_SEEN]
  = { "build-start",
      "{p0} starts building {c1} face up: {n2} of {n3} build counters" },
  [M_HIJACK] = { "hijack", "{c0} is made to attack {c1} instead" },
  [M_DISRUPTED] = { "disrupted", "{c0} is disrupted: it does nothing and is "
                                 "discarded (its cost stays paid)" },
  [M_STORED] = { "stored", "a card is put face down under {c0}" },
  [M_REFIT]
  = { "refit",
      "{c0} goes face down to the build zone with {n1} build counters" },
  [M_GRANTED]
  = { "granted", "{c0} gets +{n1} power for this attack for {n2} Force" },
  [M_GRANTED_RETALIATE]
  = { "granted", "{c0} uses its granted Retaliate for {n1} Force" },
  [M_USE_BUILD_COUNTERS]
  = { "activate", "{c0} uses its ability to put build counters on a card" },
  [M_USE_BUILD_POINTS]
  = { "activate", "{c0} uses its ability to get more build points" },
  [M_USE_DAMAGE] = { "activate", "{c0} uses its ability to do damage" },
  [M_USE_DICE_DAMAGE]
  = { "activate", "{c0} uses its ability to roll dice of damage" },
  [M_USE_DISCARD_HAND]
  = { "activate", "{c0} uses its ability to discard cards from hand" },
  [M_USE_OPP_DISCARD]
  = { "activate",
      "{c0} uses its ability to make the opponent discard from hand" },
  [M_USE_DRAW] = { "activate", "{c0} uses its ability to draw" },
  [M_USE_GAIN_FORCE] = { "activate", "{c0} uses its ability to gain Force" },
  [M_USE_HEAL]
  = { "activate", "{c0} uses its ability to remove damage counters" },
  [M_USE_INTERCEPT]
  = { "activate", "{c0} uses its ability to intercept the attack" },
  [M_USE_RETALIATE] = { "activate", "{c0} uses its ability to retaliate" },
  [M_USE_LOOK_HAND]
  = { "activate", "{c0} uses its ability to look at the opponent's hand" },
  [M_USE_SEARCH] = { "activate", "{c0} uses its ability to search the deck" },
  [M_USE_RECOVER]
  = { "activate",
      "{c0} uses its ability to return cards from the discard pile to hand" },
  [M_USE_PREVENT] = { "activate", "{c0} uses its ability to prevent damage" },
  [M_USE_DEFLECT] = { "activate", "{c0} uses its ability to deflect damage" },
  [M_USE_COUNTERS]
  = { "activate", "{c0} uses its ability to put damage counters on a unit" },
  [M_USE_REMOVE_BUILD_COUNTERS]
  = { "activate", "{c0} uses its ability to take build counters off a card" },
  [M_USE_STAT]
  = { "activate",
      "{c0} uses its ability to change a unit's speed, power or health" },
  [M_USE_KEYWORD]
  = { "activate", "{c0} uses its ability to give a unit a keyword ability" },
  [M_USE_TAP] = { "activate", "{c0} uses its ability to tap a unit" },
  [M_USE_UNTAP] = { "activate", "{c0} uses its ability to untap a unit" },
  [M_USE_DISRUPT]
  = { "activate", "{c0} uses its ability to disrupt a Battle card" },
  [M_USE_RETREAT] = { "activate", "{c0} uses its ability to retreat a unit" },
  [M_USE_LOOK_BUILDS]
  = { "activate",
      "{c0} uses its ability to look at the opponent's face-down builds" },
  [M_USE_NO_EVADE]
  = { "activate", "{c0} uses its ability to stop a unit's Evade" },
  [M_USE_UNPILOT]
  = { "activate", "{c0} uses its ability to move a Pilot off its unit" },
  [M_USE_DEPLOY] = { "activate", "{c0} uses its ability to deploy a card" },
  [M_ACTIVATE_COST] = { "activate", "{p0} pays {n1} Force for it" },

  /* {d1} as in M_LOOK: the card stays face down on the board */
  [M_NO_EVADE] = { "restrict", "{c0} can't use Evade" },
  [M_ROLL_FOR] = { "roll-for", "a {n1} is rolled for {c0}" },
  [M_TO_HAND] = { "to-hand", "{c0} returns to {p1}'s hand" },
  [M_PREDICT] = { "predict", "{c0}: {n1:hit:hits} predicted for this attack" },
  [M_PREDICT_RIGHT] = { "predict", "{c0} scores the {n1:hit:hits} predicted" },
  [M_PREDICT_WRONG] = { "predict", "{c0} scores {n2}, not the {n1} predicted" },
  [M_PILOT_TO_BUILD]
  = { "pilot-saved",
      "{c0} goes to the build zone instead of being discarded with {c1}" },
  [M_REVEALED_TO_HAND]
  = { "reveal", "{p0} puts the revealed {d1} into the hand" },
  [M_REVEALED_TO_BUILD]
  = { "reveal", "{p0} puts the revealed {d1} face down in the build zone "
                "with {n2:build counter:build counters}" },
  [M_TO_BOTTOM]
  = { "to-bottom", "{p0} puts a card from hand on the bottom of the deck" },
  [M_REDRAW_HAND]
  = { "redraw-hand",
      "{p0} discards their hand of {n1:card:cards} to draw as many" },
  [M_SEARCH_TO_BUILD]
  = { "search", "{p0} takes {d1} from the deck, shows it, puts it face down "
                "in the build zone with {n2:build counter:build counters} and "
                "shuffles" },
  [M_LOSE_KEYWORD + K_CRITICAL_HIT]
  = { "keyword-lost", "{c0} loses Critical Hit" },
  [M_LOSE_KEYWORD + K_SHIELDS] = { "keyword-lost", "{c0} loses Shields" },
  [M_LOSE_KEYWORD + K_ACCURACY] = { "keyword-lost", "{c0} loses Accuracy" },
  [M_LOSE_KEYWORD + K_ARMOR] = { "keyword-lost", "{c0} loses Armor" },
  [M_LOSE_KEYWORD + K_ION_CANNON] = { "keyword-lost", "{c0} loses Ion Cannon" },
  [M_LOSE_KEYWORD + K_BOMBARD] = { "keyword-lost", "{c0} loses Bombard" },
  [M_LOSE_KEYWORD + K_LUCKY] = { "keyword-lost", "{c0} loses Lucky" },
  [M_LOSE_KEYWORD + K_OVERKILL] = { "keyword-lost", "{c0} loses Overkill" },
  [M_LOSE_KEYWORD + K_STUN] = { "keyword-lost", "{c0} loses Stun" },
  [M_LOSE_KEYWORD + K_HIDDEN_COST]
  = { "keyword-lost", "{c0} loses Hidden Cost" },
  [M_LOSE_KEYWORD + K_SPACE_TO_CHARACTER]
  = { "keyword-lost", "{c0} may no longer attack a Character" },
  [M_LOSE_KEYWORD + K_NO_CONTROL]
  = { "keyword-lost", "{c0} counts toward controlling its arena again" },
  [M_LOSE_KEYWORD + K_NO_DAMAGE]
  = { "keyword-lost", "damage to {c0} and damage it does are no longer "
                      "prevented" },
  [M_FLAW_CRITICAL_HIT]
  = { "restrict", "units attacking {c0} get Critical Hit {n2} this turn" },
  [M_FLAW_ACCURACY]
  = { "restrict", "units attacking {c0} get Accuracy {n2} this turn" },
  [M_FORBID_CROSS]
  = { "restrict", "{p0}'s units can't use Bombard or Ion Cannon" },
  [M_FORBID_ARENA] = { "restrict", "{p0} can't put Jedi into the Character "
                                   "arena this turn" },
  [M_KEPT_BACK] = { "restrict", "{c0} is deployed but stays in the build "
                                "zone" },
  [M_RAISE]
  = { "raise", "{c0} is put from the discard pile into the {z1} arena" },
  [M_FORBID_BP] = { "restrict", "{p0} can't spend build points this turn: "
                                "{n1:build point is:build points are} lost" },
  [M_CROSS_POWER] = { "restrict", "{p0}'s units get +{n1} power when they "
                                  "use Bombard or Ion Cannon" },
  [M_COUNTERS_TO_POINTS]
  = { "build-points", "{p0} removes {n1:build counter:build counters} from "
                      "the cards it is building" },
  [M_DUEL_ROLL] = { "duel", "{p0} rolls {n1} for {c2}" },
  [M_PAY_BP] = { "pay", "{p0} pays {n1:build point:build points}" },
  [M_RESTRICT_GRANT_INTERCEPT]
  = { "restrict", "{c0} gets \"Pay {n1} Force: Intercept\" this turn" },
  [M_GRANTED_INTERCEPT]
  = { "granted", "{c0} uses its granted Intercept for {n1} Force" },
  [M_MOVE_COUNTER] = { "counters", "a damage counter moves from {c0} to {c1}" },
  [M_STAGE] = { "stage", "{p0} shows {d1} and puts it in the build zone "
                         "with {n2:build counter:build counters}" },
  [M_WARD_ARENA]
  = { "restrict", "this turn, whenever one of {p0}'s units in the {z1} "
                  "arena would be damaged, {n2} of that damage is prevented" },
  [M_MARKED] = { "restrict", "{c0} is marked by {c1} this turn" },
  [M_LOOK_TOP] = { "look-top", "{p0} looks at card {n3} from the top of "
                               "{p1}'s deck: {d2}" },
  [M_REDIRECT] = { "redirect", "{c0} now attacks {c1} instead of {c2}" },
  [M_PILE_TO_ARENA] = { "pile-to-arena", "{c0} goes from the discard pile "
                                         "into its arena" },
  [M_ONE_DIE]
  = { "restrict", "{c0} rolls only 1 die instead of its power this attack" },
  [M_RECOIL_READY]
  = { "restrict", "if {c0} damages the defending unit this attack, it does "
                  "as much damage to itself" },
  [M_RECOIL] = { "recoil", "{c0} does {n1} damage to itself, as much as it "
                           "did to {c2}" },
  [M_DOOM_ON_HIT_READY]
  = { "restrict", "if {c0} damages the defending unit this attack, that unit "
                  "is discarded" },
  [M_DOOM_ON_HIT]
  = { "doom", "{c0} is discarded: {c1} damaged it this attack" },
  [M_EXTRA_STEP] = { "extra-step", "another {z0} battle step will begin" },
  [M_EXTRA_STEP_END]
  = { "battle-step", "The {z0} battle step ends: another one begins" },
  [M_DIVIDE_HITS_READY]
  = { "restrict", "{c0}'s hits may be divided between the defending unit "
                  "and another unit in its arena this attack" },
  [M_DIVIDE_HITS]
  = { "divide-hits", "{c0} sends {n1:hit:hits} of its attack to {c2}" },
  [M_ON_TOP] = { "stack", "{c0} is put on top of {c1}'s stack until the end "
                          "of the turn" },
  [M_ON_TOP_BACK]
  = { "stack", "{c0} is on top of its stack again; {c1} goes under it" },
  [M_FURY] = { "restrict", "this turn {c0} attacks again each time one of "
                           "its attacks ends" },
  [M_RESTRICT_TAME] = { "restrict", "this turn, whether and what {c0} "
                                    "attacks is the other side's choice" },
  [M_TAME] = { "tame", "{p0} chooses how {c1} attacks" },
  [M_RESTRICT_GRANT_PREVENT]
  = { "restrict", "{c0} gets \"Pay {n1} Force: prevent up to {n2} damage "
                  "to this unit\" this turn" },
  [M_RESTRICT_OPPONENT_REROLLS]
  = { "restrict", "this turn, {p0} may have the other side reroll its attack "
                  "dice once for each attack in the {z1} arena" },
  [M_OPPONENT_REROLLS]
  = { "reroll", "{p0} has the attack dice of {c1} rerolled" },
  [M_PAUSE_BUILD] = { "pause-build", "{p0}'s build step waits while {p1}'s "
                                     "build step happens" },
  [M_MODE] = { "mode", "{c0} takes form {n1}" },
  [M_GRANTED_PREVENT]
  = { "prevent", "{c0} prevents {n1} damage with its granted ability for "
                 "{n2} Force ({n3} pending)" },
  [M_SEARCH_STACK] = { "search", "{p0} takes {d1} from the deck, shows it "
                                 "and stacks it under {c2}" },
  [M_PLAY_BORROWED] = { "play", "{c0} is played for the effects of {c1}, "
                                "paying its costs: {n2} Force" },
  [M_UNPREVENTABLE] = { "unpreventable", "damage from {c0}'s attack can't be "
                                         "prevented: no prevention chance" },
  [M_TO_DECK_TOP] = { "to-deck", "{c1} goes on top of {p0}'s deck" },
  [M_FORBID_BATTLE] = { "restrict", "{p0} can't play Battle cards" },
  [M_FORBID_ACT]
  = { "restrict", "{p0} can't use activated abilities, Evade included" },
  [M_LOOK_BUILD] = { "look", "{p0} looks at a face-down card in the "
                             "opponent's build zone: {d1}" },
  [M_DAMAGE_DIE] = { "damage-die", "damage die {n2} of {n3}: {n0}" },
  [M_AUCTION_WON]
  = { "contest-won", "{c0} stays: its player pays the price of {n1} Force" },
  [M_COUNTERS]
  = { "counters",
      "{n1:damage counter:damage counters} put on {c0} ({n2} in all)" },
  [M_UPKEEP + 0] = { "upkeep", "{c0}: Upkeep paid with build points" },
  [M_UPKEEP + 1] = { "upkeep", "{c0}: Upkeep paid with Force" },
  [M_UPKEEP + 2] = { "upkeep", "{c0}: Upkeep paid by discarding from hand" },
  [M_UPKEEP + 3] = { "upkeep", "{c0}: Upkeep paid by tapping it" },
  [M_UPKEEP + 4] = { "upkeep", "{c0}: Upkeep paid with damage counters" },
  [M_UPKEEP_IGNORED]
  = { "upkeep-ignored", "{c0}: no way to pay its Upkeep, so it is ignored" },
  [M_BOUNTY_EARNED + 0]
  = { "bounty-earned", "{c0} earns a bounty of {n1} Force for its player's "
                       "next build step" },
  [M_BOUNTY_EARNED + 1]
  = { "bounty-earned", "{c0} earns a bounty of {n1:build point:build points} "
                       "for its player's next build step" },
  [M_BOUNTY_EARNED + 2]
  = { "bounty-earned", "{c0} earns a bounty of {n1:card:cards} to draw at "
                       "its player's next build step" },
  [M_BOUNTY + 0] = { "bounty", "{p0} collects a bounty of {n1} Force" },
  [M_BOUNTY + 1]
  = { "bounty", "{p0} collects a bounty of {n1:build point:build points}" },
  [M_BOUNTY + 2]
  = { "bounty", "{p0} collects a bounty: draws {n1:card:cards}" },
  [M_BUILD_COUNTERS]
  = { "build-counters", "{c0} is shown and gets {n1:build counter:build "
                        "counters} ({n2} of {n3})" },
  [M_REMOVE_BUILD_COUNTERS]
  = { "remove-build-counters",
      "{c0} loses {n1:build counter:build counters} ({n2} left)" },
  [M_WIN_CARD] = { "win-card", "{c0}: {p1} wins the game" },
  [M_CANT_LOSE] = { "cant-lose", "{p0} can't lose the game this turn" },
  [M_UNIQUE_DISCARD]
  = { "unique-discard", "{c0} is a second copy of a unique unit in play: the "
                        "one put out last is discarded" },
  [M_WARD] = { "ward", "{n1} damage to {c0} is prevented by a lasting effect "
                       "({n2} still pending)" },
  [M_DICE_DAMAGE]
  = { "dice-damage", "{n1} of {n2:die:dice} of damage hit {c0}" },
  [M_DEPLOY_ABILITY] = { "deploy", "{p0} deploys {c1} into its arena" },
  [M_DAMAGE_LETHAL] = { "damage", "{c0} takes {n1} damage ({n2} damage "
                                  "counters, more than its {n3} health)" },
  [M_SECRET_ROLL]
  = { "secret-roll", "{c0}'s {n1:attack die is:attack dice are} rolled "
                     "secretly, after damage prevention" },
  [M_SECRET_PENDING]
  = { "pending", "up to {n1} damage pending against {c0}, unknown until "
                 "the dice are shown" },
  [M_SECRET_PROMISE]
  = { "promise", "{c0}: up to {n1} of the damage to {c2} is to be "
                 "prevented once the dice are shown" },
  [M_SECRET_REROLL]
  = { "promise", "{p0}'s reroll of {c1}'s attack dice waits until they are "
                 "shown" },
  [M_SECRET_SHOWN] = { "reveal", "{c0}'s attack dice are rolled and shown" },
  [M_SECRET_PREVENT]
  = { "prevent", "{c0}'s promise prevents {n1} of the damage to {c2} ({n3} "
                 "pending)" },
};

const HcRuleRef wotc_rules[RR_COUNT] = {
  [RR_SETUP]
  = { "setup", "swtcg-rules-gaps.md (e); rules clarifications [OB-clar]" },
  [RR_MULLIGAN] = { "mulligan", "Mikaelian, Before the Die is Cast [W-MM004]" },
  [RR_READY] = { "ready-phase", "ROTS rulebook turn structure [PL-ROTS 2]" },
  [RR_GAIN_FORCE] = { "gain-force", "ROTS rulebook, ready phase step 2" },
  [RR_BP_ROLL]
  = { "build-points",
      "ROTS rulebook, ready phase step 3; swtcg-rules-gaps.md (b)" },
  [RR_DRAW] = { "draw", "rulescolumn0210 (draw step history)" },
  [RR_BUILD]
  = { "build-step", "ROTS rulebook, command phase; rules clarifications" },
  [RR_RETREAT] = { "retreat-step", "ROTS rulebook, command phase steps 5-6" },
  [RR_BATTLE] = { "battle-phase", "Rulebook Part Five [W-0217]" },
  [RR_ATTACK_ORDER] = { "attack-order", "Mikaelian, Space Cards [W-space]" },
  [RR_ATTACK] = { "attack-sequence", "Rulebook Part Six [W-0224]" },
  [RR_DICE] = { "attack-dice", "Mikaelian, Space Cards: 4, 5 or 6 hits" },
  [RR_CRITICAL] = { "critical-hit", "keyword Critical Hit" },
  [RR_SHIELDS] = { "shields", "keyword Shields" },
  [RR_EVADE] = { "evade", "keyword Evade; damage-prevention chance" },
  [RR_DAMAGE] = { "damage", "Rulebook Part Six steps 6-9" },
  [RR_VICTORY] = { "victory", "ROTS rulebook, object of the game" },
  [RR_DECKOUT] = { "deck-out", "swtcg-rules-gaps.md (c)" },
  [RR_TURN_LIMIT] = { "turn-limit", "holocron: simulation turn limit" },
  [RR_POP]
  = { "play-or-pass", "errata TPM (Lucky): Dark Side first, both pass" },
  [RR_UNIQUE] = { "unique", "ESB rulebook, unique units" },
  [RR_STACK]
  = { "stacking",
      "Landis quoting Mikaelian [W-stack]; errata ROTJ stacking cost" },
  [RR_CONTESTED]
  = { "contested-units",
      "seed 001, Clarified Rules for Contested Unique Units (9 Jan 2003)" },
  [RR_CONTESTED_OLD]
  = { "contested-auction", "AOTC/ANH rulebooks as read before 9 Jan 2003 "
                           "(swtcg-rules-research.md 1.9)" },
  [RR_TRIGGER]
  = { "triggered-abilities", "seed 001, Triggered Abilities in General" },
  [RR_HELD] = { "held-triggers", "seed 001, \"Held\" Triggered Abilities" },
  [RR_ABILITY]
  = { "abilities", "seed 001, Abilities and Battle Cards with Multiple Parts" },
  [RR_REROLL]
  = { "reroll-chance", "Rulebook Part Six step 4; errata TPM (reroll chance)" },
  [RR_LUCKY]
  = { "lucky", "keyword Lucky; errata TPM: after triggered rerolls" },
  [RR_INTERCEPT]
  = { "intercept",
      "keyword Intercept; seed 001 Q&A on Intercept and Retaliate" },
  [RR_RETALIATE]
  = { "retaliate", "keyword Retaliate; Rulebook Part Six step 10" },
  [RR_STUN] = { "stun", "keyword Stun" },
  [RR_OVERKILL] = { "overkill", "keyword Overkill; Rulebook Part Six step 5" },
  [RR_DEFLECT] = { "deflect", "keyword Deflect; damage-prevention chance" },
  [RR_LOCATION]
  = { "locations",
      "swtcg-rules-gaps.md (g): Locations (placement not settled)" },
  [RR_PILOT]
  = { "pilots", "ROTS rulebook build step: move Pilots; IDC glossary Pilot "
                "(older wording: one Pilot per unit)" },
  [RR_EQUIP]
  = { "equipment", "ROTS glossary: Equipment card, equip cost [W-0310]" },
  [RR_DICE_DAMAGE]
  = { "dice-of-damage", "seed 001 General Rulings: dice of damage are not "
                        "attacks; Q&A on Asteroid Field" },
  [RR_UPKEEP]
  = { "upkeep",
      "keyword Upkeep; rules clarifications: at the start of the build step" },
  [RR_BOUNTY] = { "bounty", "keyword Bounty" },
  [RR_RESERVES]
  = { "reserves", "keyword Reserves: works only in the build zone" },
  [RR_MISSION]
  = { "missions",
      "ROTS rulebook, build step: Missions; seed 001 Q&A on Vader's Call" },
  [RR_HIDDEN_COST] = { "hidden-cost", "keyword Hidden Cost; errata ROTJ" },
};

static const char *
phase_name (gint phase)
{
  static const char *const names[]
      = { "setup", "ready", "command", "battle", "end" };
  return phase >= 0 && phase < (gint)G_N_ELEMENTS (names) ? names[phase] : "?";
}

static gboolean
wotc_start (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
            const gint n_deck[HC_MAX_PLAYERS], GError **error)
{
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    for (gint i = 0; i < n_deck[p]; i++)
      if (hc_game_add_card (g, decks[p][i], p, Z_DECK) < 0)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                       "too many cards: at most %d in a game", HC_MAX_CARDS);
          return FALSE;
        }
  return wotc_start_at (g, "setup", NULL, error);
}

static gboolean
wotc_check_deck (const HcCardDb *db, gint side, const gint16 *cards, gint n,
                 GString *problems)
{
  gboolean ok = TRUE;
  if (n < 60)
    {
      g_string_append_printf (problems,
                              "the deck has %d cards; at least 60 "
                              "are needed\n",
                              n);
      ok = FALSE;
    }
  g_autoptr (GHashTable) counts = g_hash_table_new (NULL, NULL);
  for (gint i = 0; i < n; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, cards[i]);
      gint c = GPOINTER_TO_INT (g_hash_table_lookup (counts, d)) + 1;
      g_hash_table_insert (counts, (gpointer)d, GINT_TO_POINTER (c));
      if (c == 5)
        {
          g_string_append_printf (problems, "more than 4 copies of %s\n",
                                  d->name);
          ok = FALSE;
        }
      if (d->side >= 0 && side >= 0 && d->side != side)
        {
          g_string_append_printf (problems, "%s belongs to the %s\n", d->name,
                                  player_names[d->side]);
          ok = FALSE;
        }
    }
  return ok;
}

/* A rough material count for agents: units in play weighted by cost and
 * arenas held. */
static double
wotc_evaluate (const HcGame *g, gint player)
{
  double score[HC_MAX_PLAYERS] = { 0, 0 };
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (Z_IS_ARENA (c->zone) && c->under == HC_NONE)
        score[c->controller] += 1.0 + hc_card_def (g, i)->stat[S_COST]
                                - 0.5 * c->counter[C_DAMAGE];
    }
  double diff = score[player] - score[1 - player];
  return diff / (fabs (diff) + 10.0);
}

/* where each counter may lie (hc_check_invariants): damage and pending
 * damage on units in play or retreated to the build zone (retreat keeps
 * damage), build counters on cards being built and on a completed Mission
 * set aside while its effect (which may count them) resolves */
#define WOTC_IN_PLAY                                                           \
  ((1u << Z_SPACE) | (1u << Z_GROUND) | (1u << Z_CHARACTER)                    \
   | (1u << Z_LOC_SPACE) | (1u << Z_LOC_GROUND) | (1u << Z_LOC_CHARACTER))
static const guint32 counter_zones[C_COUNT] = {
  [C_DAMAGE] = WOTC_IN_PLAY | 1u << Z_BUILD,
  [C_BUILD] = 1u << Z_BUILD | 1u << Z_SETASIDE,
  [C_PENDING] = WOTC_IN_PLAY | 1u << Z_BUILD,
};

/* agent-eval.c */
double wotc_agent_evaluate (const HcGame *g, gint player);
extern const HcLevelTuning wotc_level_tuning;

static HcRuleset wotc = {
  .id = "wotc",
  .title = "Star Wars Trading Card Game (Wizards of the Coast, 2002-2005)",
  .player_names = player_names,
  .zone_names = zone_names,
  .n_zones = Z_COUNT,
  .counter_names = counter_names,
  .n_counters = C_COUNT,
  .res_names = res_names,
  .n_res = R_COUNT,
  .global_names = global_names,
  .n_globals = G_COUNT,
  .switches = switches,
  .n_switches = SW_COUNT,
  .steps = wotc_steps,
  .n_steps = ST_COUNT,
  .step_names = wotc_step_names,
  .messages = wotc_messages,
  .n_messages = M_COUNT,
  .rules = wotc_rules,
  .n_rules = RR_COUNT,
  .in_play_zones = (1u << Z_SPACE) | (1u << Z_GROUND) | (1u << Z_CHARACTER)
                   | (1u << Z_LOC_SPACE) | (1u << Z_LOC_GROUND)
                   | (1u << Z_LOC_CHARACTER),
  .hidden_zones = 1u << Z_DECK,
  .private_zones = (1u << Z_HAND) | (1u << Z_DECK),
  .card_revealed = wotc_card_revealed,
  .face_down_seen = wotc_face_down_seen,
  .card_moved = wotc_card_moved,
  .counter_zones = counter_zones,
  .load_cards = wotc_load_cards,
  .start = wotc_start,
  .start_at = wotc_start_at,
  .option_label = wotc_option_label,
  .prompt = wotc_prompt,
  .window_offer = wotc_window_offer,
  .window_play = wotc_window_play,
  .window_begin = wotc_window_begin,
  .phase_name = phase_name,
  .card_stat = wotc_card_stat,
  .stat_names = stat_names,
  .n_stats = S_COUNT,
  .type_names = wotc_type_names,
  .n_types = WOTC_N_TYPES,
  .card_text = wotc_card_text,
  .encoded_parts = wotc_encoded_parts,
  .part_text = wotc_part_text,
  .evaluate = wotc_evaluate,
  .agent_evaluate = wotc_agent_evaluate,
  .level_tuning = &wotc_level_tuning,
  .check_deck = wotc_check_deck,
  .default_decks
  = { "wotc/decks/dark-separatists.deck", "wotc/decks/light-republic.deck" },
};

HcRuleset *
wotc_ruleset (void)
{
  return &wotc;
}
