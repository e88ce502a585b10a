/* The wotc log messages: one value per message template in wotc_messages
 * (wotc.c).  Kept apart from wotc-text.h, which includes it, so each header
 * stays short enough to read. */
#pragma once

/* log messages: index into wotc_messages */
enum
{
  M_SETUP_BEGIN,
  M_DRAW,
  M_DRAW_EMPTY,
  M_MULLIGAN,
  M_KEEP,
  M_SETUP_UNIT,
  M_SETUP_STOP,
  M_SETUP_PARTIAL,
  M_TURN,
  M_UNTAP,
  M_GAIN_FORCE,
  M_BP_ROLL,
  M_BP_GAIN,
  M_BP_ARENA_BONUS,
  M_BUILD_STEP,
  M_DEPLOY,
  M_BUILD_START,
  M_BUILD_MORE,
  M_COMPLETE,
  M_RETREAT,
  M_BATTLE_BEGIN,
  M_ARENA_BEGIN,
  M_ARENA_END,
  M_ATTACK,
  M_NO_ATTACK,
  M_DIE,
  M_HITS,
  M_CRITICAL,
  M_PENDING,
  M_EVADE,
  M_DAMAGE,
  M_DISCARDED,
  M_ATTACK_END,
  M_CONTROL,
  M_WIN_ARENAS,
  M_DECKOUT,
  M_TURN_LIMIT,
  M_SHIELDS,
  M_BATTLE_END,
  M_RETREAT_STEP,
  M_PASS,
  M_STACK_UNDER,
  M_STACK_TOP,
  M_CONTESTED,
  M_BID,
  M_STAND,
  M_CONTEST_WON,
  M_CONTEST_LOST,
  M_AUCTION_DROP,
  M_TRIGGERED,
  M_HELD,
  M_RESOLVE,
  M_LAPSE,
  M_EFFECT_STAT, /* one message per stat (S_*), then one per keyword (K_*) */
  M_EFFECT_KEYWORD = M_EFFECT_STAT + S_COUNT,
  M_EFFECT_KEYWORD_LAST = M_EFFECT_KEYWORD + K_COUNT - 1,
  M_PREVENT,
  M_HEAL,
  M_EFFECT_TAP,
  M_EFFECT_UNTAP,
  M_LOSE_FORCE,
  M_DISCARD_FROM_HAND,
  M_PLAY_CARD,
  M_ACTIVATE,
  M_REROLL,
  M_LUCKY,
  M_INTERCEPT,
  M_RETALIATE_READY,
  M_RETALIATE,
  M_STUN,
  M_OVERKILL,
  M_DEFLECT,
  M_HIDDEN_COST,
  M_DICE_DAMAGE,
  M_PAY_X,
  M_MISSION,
  M_LOCATION,
  M_LOCATION_REPLACED,
  M_DOUBLE,
  M_BP_REROLL,
  M_DISCARD_UNIT,
  M_CHOSE_ARENA,
  M_BP_EFFECT,
  M_RESTRICT, /* a lasting rule change: the generic words, then by op */
  M_RESTRICT_WARD,
  M_RESTRICT_DOOM,
  M_RESTRICT_BACKLASH,
  M_RESTRICT_RETREAT_AT_END,
  M_RESTRICT_ADD_SUBTYPE,
  M_RESTRICT_GRANT_RETALIATE,
  M_RESTRICT_DOOM_TURN,
  M_RESTRICT_HIJACK,
  M_RESTRICT_FLAW,
  M_RESTRICT_PROTECT,
  M_RESTRICT_GUARD,
  M_RESTRICT_PACIFY,
  M_RESTRICT_SHELTER,
  M_RESTRICT_CANT_LOSE,
  M_RESTRICT_DELAY,
  M_RESTRICT_CEASEFIRE,
  M_RESTRICT_GIFT,
  M_RESTRICT_NO_RETREAT_FOR,
  M_RESTRICT_BATTLE_COST,
  M_STOPPED,
  M_LOOK,
  M_SEARCH,
  M_RECOVER,
  M_REVEAL,
  M_DOOM,
  M_BUILD_START_SEEN,
  M_HIJACK,
  M_DISRUPTED,
  M_DAMAGE_DIE,
  M_AUCTION_WON,
  M_COUNTERS,
  M_UPKEEP, /* one message per way of paying (UPKEEP_* bit) */
  M_UPKEEP_LAST = M_UPKEEP + 4,
  M_UNIQUE_DISCARD,
  M_WARD,
  M_UPKEEP_IGNORED,
  M_BOUNTY_EARNED, /* one message per kind: Force, build points, draw */
  M_BOUNTY = M_BOUNTY_EARNED + 3,
  M_BOUNTY_LAST = M_BOUNTY + 2,
  M_WIN_CARD,
  M_CANT_LOSE,
  M_STORED,
  M_REFIT,
  M_GRANTED,
  M_PILOT_ON,
  M_PILOT_OFF,
  M_EQUIP,
  M_BUILD_COUNTERS,
  M_REMOVE_BUILD_COUNTERS,
  M_DEPLOY_ABILITY, /* an ability deploys: no build points are spent */
  M_DAMAGE_LETHAL,  /* damage passing the unit's health */
  M_GRANTED_RETALIATE,
  /* an activated ability used, by its main effect (WotcOpDef.used) */
  M_USE_BUILD_COUNTERS,
  M_USE_BUILD_POINTS,
  M_USE_DAMAGE,
  M_USE_DICE_DAMAGE,
  M_USE_DISCARD_HAND,
  M_USE_OPP_DISCARD,
  M_USE_DRAW,
  M_USE_GAIN_FORCE,
  M_USE_HEAL,
  M_USE_INTERCEPT,
  M_USE_RETALIATE,
  M_USE_LOOK_HAND,
  M_USE_SEARCH,
  M_USE_RECOVER,
  M_USE_PREVENT,
  M_USE_DEFLECT,
  M_USE_COUNTERS,
  M_USE_REMOVE_BUILD_COUNTERS,
  M_USE_STAT,
  M_USE_KEYWORD,
  M_USE_TAP,
  M_USE_UNTAP,
  M_USE_DISRUPT,
  M_USE_RETREAT,
  M_USE_DEPLOY,
  M_USE_LOOK_BUILDS,
  M_USE_NO_EVADE,
  M_USE_UNPILOT,
  M_ACTIVATE_COST, /* the Force paid to use an ability */
  M_LOOK_BUILD,    /* {d1}: what a face-down card in a build zone is */
  M_NO_EVADE,
  /* a unit loses a keyword for a while (lose-keyword), one per K_ */
  M_LOSE_KEYWORD,
  M_LOSE_KEYWORD_LAST = M_LOSE_KEYWORD + K_COUNT - 1,
  M_ROLL_FOR,        /* a die rolled for a unit (roll-tap) */
  M_TO_HAND,         /* a unit returned to its owner's hand */
  M_SEARCH_TO_BUILD, /* {d1}: the card shown, put face down to build */
  M_REDRAW_HAND,
  M_TO_BOTTOM,         /* a card from hand on the bottom of the deck */
  M_REVEALED_TO_BUILD, /* {d1}: a revealed card put face down to build */
  M_REVEALED_TO_HAND,  /* {d1}: a revealed card put into the hand */
  M_PILOT_TO_BUILD,    /* a Pilot saved from its discarded unit */
  M_PREDICT,
  M_PREDICT_RIGHT,
  M_PREDICT_WRONG,
  M_FORBID_BATTLE,      /* {p0} can't play Battle cards for a while */
  M_FORBID_ACT,         /* {p0} can't use activated abilities for a while */
  M_TO_DECK_TOP,        /* {c1} goes on top of {p0}'s deck */
  M_FLAW_CRITICAL_HIT,  /* units attacking {c0} get Critical Hit {n2} */
  M_FLAW_ACCURACY,      /* units attacking {c0} get Accuracy {n2} */
  M_FORBID_CROSS,       /* {p0}'s units can't use Bombard or Ion Cannon */
  M_FORBID_BP,          /* {p0} can't spend build points; {n1} are lost */
  M_RAISE,              /* {c0} from the discard pile into arena {z1} */
  M_FORBID_ARENA,       /* {p0} can't put such units into the arena */
  M_KEPT_BACK,          /* {c0} stays in the build zone */
  M_CROSS_POWER,        /* {p0}'s units get +{n1} power attacking across */
  M_COUNTERS_TO_POINTS, /* {p0} takes {n1} build counters off for points */
  M_DUEL_ROLL,          /* {p0} rolls {n1} for {c2} */
  M_PAY_BP,             /* {p0} pays {n1} build points */
  M_RESTRICT_GRANT_INTERCEPT, /* {c0} gets Pay {n1} Force: Intercept */
  M_GRANTED_INTERCEPT, /* {c0} uses its granted Intercept for {n1} Force */
  M_MOVE_COUNTER,      /* a damage counter moves from {c0} to {c1} */
  M_STAGE,      /* {p0} shows {d1}, to the build zone with {n2} counters */
  M_WARD_ARENA, /* {p0}'s units in the {z1} arena: prevent {n2} */
  M_MARKED,     /* {c0} is marked by {c1} */
  M_UNPREVENTABLE,
  M_LOOK_TOP, /* {p0} sees {d2}, card {n3} from the top of {p1}'s deck */
  M_REDIRECT, /* {c0} now attacks {c1} instead of {c2} */
  M_PILE_TO_ARENA,
  M_ONE_DIE,           /* {c0} rolls only 1 die this attack */
  M_RECOIL_READY,      /* {c0}'s damage to the defender comes back to it */
  M_RECOIL,            /* {c0} does {n1} damage to itself */
  M_DOOM_ON_HIT_READY, /* if {c0} damages the defender, it is discarded */
  M_DOOM_ON_HIT,       /* {c0} is discarded: {c1} damaged it */
  M_EXTRA_STEP,        /* another battle step in arena {z0} */
  M_EXTRA_STEP_END,    /* the {z0} step ends: another one begins */
  M_DIVIDE_HITS_READY, /* {c0}'s hits may be divided this attack */
  M_DIVIDE_HITS,       /* {c0} sends {n1} of its hits to {c2} */
  M_ON_TOP,            /* {c0} is put on top of {c1}'s stack */
  M_ON_TOP_BACK,       /* {c0} is on top of its stack again, over {c1} */
  M_FURY,              /* {c0} attacks again after each attack this turn */
  M_RESTRICT_TAME, /* {c0}'s attacks this turn are the other side's choice */
  M_TAME,          /* {p0} chooses {c1}'s attack */
  M_RESTRICT_GRANT_PREVENT, /* {c0} gets Pay {n1} Force: prevent {n2} */
  M_GRANTED_PREVENT, /* {c0} prevents {n1} damage for {n2} Force, {n3} left */
  M_RESTRICT_OPPONENT_REROLLS, /* {p0} may have the other reroll, arena {z1} */
  M_OPPONENT_REROLLS,          /* {p0} has {c1}'s attack dice rerolled */
  M_PAUSE_BUILD,               /* {p0}'s build step waits for {p1}'s */
  M_MODE,                      /* {c0} takes form {n1} */
  M_SEARCH_STACK,  /* {p0} takes {d1} from the deck, stacks it under {c2} */
  M_PLAY_BORROWED, /* {c0} is played for {c1}'s effects, {n2} Force */
  /* a secret roll (Darth Sidious (C), secret.c and attack.c) */
  M_SECRET_ROLL,    /* {c0}'s {n1} dice are to be rolled secretly */
  M_SECRET_PENDING, /* up to {n1} damage pending against {c0}, unknown */
  M_SECRET_PROMISE, /* {c0}: up to {n1} of {c2}'s damage, once shown */
  M_SECRET_REROLL,  /* {p0}'s reroll of {c1}'s dice waits for the roll */
  M_SECRET_SHOWN,   /* {c0}'s attack dice are rolled and shown */
  M_SECRET_PREVENT, /* {c0}'s promise prevents {n1} of {c2}'s damage */
  M_COUNT
};
