/* The wotc words: decision, option, window kinds, log messages, rule
 * references (tables in wotc.c) and the labels players read (labels.c). */
#pragma once
#include "wotc-types.h"
G_BEGIN_DECLS

/* decision kinds */
enum
{
  D_WINDOW = 0, /* the core's priority window */
  D_MULLIGAN,
  D_SETUP_DEPLOY,
  D_SETUP_PARTIAL,
  D_BUILD,
  D_RETREAT,
  D_ATTACKER,
  D_CONTEST_PAIR,
  D_BID,
  D_ORDER_TRIGGER,
  D_TARGET,
  D_CHOOSE_ONE,
  D_DISCARD_PICK,
  D_OVERKILL,
  D_DEFLECT_TARGET,
  D_PAY_X,
  D_ONE_OF,
  D_ARENA,
  D_UNLESS,
  D_PICK_CARD,
  D_CULL,
  D_HIJACK,
  D_STORE,
  D_DICE_ORDER,
  D_UPKEEP,
  D_REROLL_PICK,
  D_UP_TO,         /* how much of an "up to N" effect: prompt_arg card, N */
  D_CHOOSE_PLAYER, /* a player for an effect: prompt_arg card */
  D_BOTTOM_PICK,   /* a card from hand to the deck's bottom: prompt_arg card */
  D_CHOOSE_TYPE,   /* a card type for an effect: prompt_arg card */
  D_PREDICT,       /* how many hits an attack will score: prompt_arg card */
  D_PAY_BP,   /* pay how many build points: prompt_arg card, build points */
  D_PUT_BACK, /* a looked-at card back on the deck: prompt_arg card */
  /* how many hits go to another unit: prompt_arg the hits */
  D_DIVIDE_HITS,
  /* a card under a stack: prompt_arg card, the stack's unit */
  D_STACK_PICK,
  /* the unit a unit attacks next: prompt_arg the attacker */
  D_FURY,
  D_TAME, /* whether and what a tamed unit attacks: prompt_arg card */
};
/* an O_UP_TO option's b: what its amount is of ("prevent 2 damage") */
enum
{
  UP_TO_PREVENT = 1,
  UP_TO_HEAL,
  UP_TO_BUILD_COUNTERS,
  UP_TO_PUT_DAMAGE, /* damage counters put on a unit (Clone Captain) */
};

/* option kinds */
enum
{
  O_PASS = 0,
  O_KEEP,
  O_MULLIGAN,
  O_SETUP_UNIT,
  O_SETUP_STOP,
  O_PARTIAL,
  O_DEPLOY_HAND,
  O_BUILD_START,
  O_BUILD_MORE,
  O_DEPLOY_BUILT,
  O_RETREAT,
  O_DONE,
  O_ATTACK,
  O_NO_ATTACK,
  O_EVADE,
  O_STACK_UNDER,
  O_STACK_TOP,
  O_CONTEST_PAIR,
  O_BID,
  O_STAND,
  O_TRIGGER,
  O_TARGET,
  O_MODE,
  O_ABILITY,
  O_BATTLE_CARD,
  O_DISCARD,
  O_LUCKY,
  O_INTERCEPT,
  O_RETALIATE,
  O_DEFLECT,
  O_OVERKILL,
  O_HIDDEN_COST,
  O_PAY,
  O_COMPLETE,
  O_COMPLETE_HAND,
  O_ONE_OF,
  O_ARENA,
  O_PICK,
  O_CULL,
  O_HIJACK,
  O_GRANTED,
  O_STORE,
  O_UPKEEP,
  O_PLACE_LOCATION,
  O_PILOT_ON,
  O_PILOT_OFF,
  O_EQUIP,
  O_REROLL_DIE,
  O_UP_TO,     /* a: the amount */
  O_PLAYER,    /* a: the player */
  O_BOTTOM,    /* a: the card from hand put on the bottom of the deck */
  O_CARD_TYPE, /* a: the card type (T_*) */
  O_PREDICT,   /* a: the number of hits guessed */
  O_PUT_BACK,  /* a: the card put back on top of the deck */
  O_TAME,      /* a: the tamed unit whose attack the opponent chooses */
  /* a: the card played (Dark Dreams), b: the opponent's Battle card whose
   * play clause c it takes */
  O_BORROW,
};

/* window kinds */
enum
{
  W_BATTLE_START,
  W_ARENA_START,
  W_BETWEEN_ATTACKS,
  W_ATTACK,
  W_REROLL,
  W_PREVENT,
  W_BUILD,        /* not windows: the build step's own offers, */
  W_WOULD_ATTACK, /* and a unit's turn to attack */
  W_DISRUPT,      /* a Battle card was played: only Disrupt */
};

#include "wotc-messages.h"

/* rule references: index into wotc_rules */
enum
{
  RR_SETUP,
  RR_MULLIGAN,
  RR_READY,
  RR_GAIN_FORCE,
  RR_BP_ROLL,
  RR_DRAW,
  RR_BUILD,
  RR_RETREAT,
  RR_BATTLE,
  RR_ATTACK_ORDER,
  RR_ATTACK,
  RR_DICE,
  RR_CRITICAL,
  RR_SHIELDS,
  RR_EVADE,
  RR_DAMAGE,
  RR_VICTORY,
  RR_DECKOUT,
  RR_TURN_LIMIT,
  RR_POP,
  RR_UNIQUE,
  RR_STACK,
  RR_CONTESTED,
  RR_CONTESTED_OLD,
  RR_TRIGGER,
  RR_HELD,
  RR_ABILITY,
  RR_REROLL,
  RR_LUCKY,
  RR_INTERCEPT,
  RR_RETALIATE,
  RR_STUN,
  RR_OVERKILL,
  RR_DEFLECT,
  RR_HIDDEN_COST,
  RR_MISSION,
  RR_DICE_DAMAGE,
  RR_UPKEEP,
  RR_BOUNTY,
  RR_RESERVES,
  RR_LOCATION,
  RR_PILOT,
  RR_EQUIP,
  RR_COUNT
};

/* wotc.c */
extern const HcMessage wotc_messages[M_COUNT];
extern const HcRuleRef wotc_rules[RR_COUNT];

/* labels.c */
void wotc_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                        GString *out);
void wotc_prompt (const HcGame *g, const HcDecision *d, GString *out);
/* option ids: built from kind and payload so they stay stable */
#define WOTC_OPT_ID(kind, a, b)                                                \
  (((guint32)(kind) << 24) | (((guint32)(a)&0xfffu) << 12)                     \
   | ((guint32)(b)&0xfffu))

G_END_DECLS
