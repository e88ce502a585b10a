/* The lcg ruleset's types layer: the numbers its game state is made of
 * (zones, counters, frame kinds, decisions, options, windows, triggering
 * conditions, lasting effects).  Every other layer builds on it. */
#pragma once

#include "hc-ruleset.h"
#include "lcg-events.h"
#include "lcg.h"

G_BEGIN_DECLS

enum
{
  LCG_DARK = 0,
  LCG_LIGHT = 1,
};

enum
{
  Z_DECK, /* the command deck */
  Z_HAND,
  Z_DISCARD,
  Z_OBJ_DECK,   /* the objective deck */
  Z_OBJECTIVES, /* current objectives; captured cards sit under them */
  Z_PLAY, /* units and enhancements (attached ones keep the host's zone) */
  Z_AFFILIATION, /* the affiliation card, in play */
  Z_EDGE,        /* this engagement's edge stack */
  Z_VICTORY,     /* enemy objectives this player destroyed */
  Z_SETASIDE,    /* a card being played, or objectives being chosen */
  Z_COUNT
};

/* token counters on a card */
enum
{
  C_DAMAGE,
  C_FOCUS,
  C_SHIELD,
  /* lcgAI: the opponent's Force cards captured at this objective (Sonic
   * Detonation): a count, as a Force card is no card of the game */
  C_FORCE_CAPTURED,
  C_COUNT
};

/* card flags beyond the core's: HC_CARD_TAPPED mirrors "has a focus
 * token" (exhausted); HC_CARD_FACE_DOWN marks edge-stack cards, captured
 * cards and objectives not yet revealed */
#define F_COMMITTED HC_CARD_FLAG5     /* has one of its player's Force cards */
#define F_PARTICIPATING HC_CARD_FLAG6 /* in the current engagement */
#define F_ENGAGED HC_CARD_FLAG7       /* an objective engaged this turn */

enum
{
  R_LIMITED,     /* Limited cards played this turn */
  R_EDGE,        /* Force icons in the current edge battle */
  R_DECLARED,    /* units declared in the current engagement */
  R_FIRST,       /* bit 8 * type + affiliation (0 any): played one this turn */
  R_FIRST_TRAIT, /* bit per slot of the first-play trait table
                  * (first-traits.c): played such a card this turn */
  R_COUNT
};

enum
{
  G_DIAL = HC_G_FIRST_RULESET, /* the Death Star dial */
  G_BALANCE,                   /* the side the Balance of the Force is with */
  G_TURN_LIMIT, /* player turns before a game is called unfinished */
  G_SETUP_DONE,
  G_ENGAGED,      /* the engaged objective, or -1 */
  G_ATTACKER,     /* the attacking player during an engagement, or -1 */
  G_EDGE,         /* who has the edge in this engagement, or -1 */
  G_NO_DEFENDERS, /* 1: no defenders were declared in this engagement */
  G_EVENT_SEQ,    /* numbers triggering conditions for "once per trigger" */
  G_FATE_PLACED,  /* bit per player: placed a fate card this engagement */
  G_DIAL_DAMAGE,  /* damage on the Death Star dial (Trench Run) */
  G_BLANKS,       /* lcgAB: 1 once an enhancement that blanks its unit's
                   * text (Hate) has been attached in this game: until
                   * then lcg_blanked need not look (knowledge.c) */
  G_COUNT
};

enum
{
  PH_SETUP,
  PH_BALANCE,
  PH_REFRESH,
  PH_DRAW,
  PH_DEPLOY,
  PH_CONFLICT,
  PH_FORCE,
  PH_END,
};

/* card types */
enum
{
  T_OBJECTIVE,
  T_UNIT,
  T_EVENT,
  T_ENHANCEMENT,
  T_FATE,
  T_AFFILIATION,
  T_MISSION,
  T_COUNT
};

enum
{
  AF_NEUTRAL,
  AF_JEDI,
  AF_REBEL,
  AF_SMUGGLERS,
  AF_SITH,
  AF_NAVY,
  AF_SCUM,
  AF_COUNT
};

/* printed stats in HcCardDef.stat; lcg_card_stat gives the current ones */
enum
{
  S_COST,
  S_DAMAGE, /* damage capacity */
  S_FORCE,  /* Force icons */
  S_RESOURCES,
  S_UD, /* combat icons: unit damage, blast damage, tactics */
  S_BD,
  S_TACTICS,
  S_PRIORITY, /* a fate card's edge priority */
  S_COUNT
};

/* combat icon types */
enum
{
  I_UD,
  I_BD,
  I_TACTICS,
  I_COUNT
};

/* rule switches, set by the files in editions/ */
enum
{
  SW_LIGHT_SKIPS_REFRESH, /* light side skips its first refresh steps */
  SW_DARK_SKIPS_CONFLICT, /* dark side skips its first conflict phase */
  SW_AFTER_REFRESH,  /* "after you refresh": 0 after step 1, 1 after step 3 */
  SW_DRAW_DISCARD,   /* may discard 1 card before drawing to reserve */
  SW_DECKOUT_LOSES,  /* must draw from an empty deck: that player loses */
  SW_TACTICS_ANY,    /* tactics may focus any enemy unit (0: participating) */
  SW_FORCE_CARDS,    /* Force cards each player has to commit with */
  SW_DIAL_WIN,       /* the dial value that wins for the dark side */
  SW_OBJECTIVES_WIN, /* dark side objectives the light side must destroy */
  SW_ICON_ORDER,     /* 0: striker orders the icon types; 1: UD, T, BD */
  SW_COMMIT_BOTH,    /* 0: only the active player commits; 1: both */
  SW_SHIELD_MOVED,   /* 1: a shield prevents damage moved to its card */
  SW_LOOP_PLAY_CAP,  /* plays one player may make in one window (0: any) */
  SW_COUNT
};

/* frame kinds */
enum
{
  ST_GAME = HC_STEP_FIRST_RULESET,
  ST_SETUP,
  ST_TURN,
  ST_BALANCE,
  ST_REFRESH,
  ST_DRAW,
  ST_CONFLICT,
  ST_ENGAGE,
  ST_DECLARE,
  ST_EDGE,
  ST_STRIKE,
  ST_FORCE,
  ST_PAY,
  ST_DEPLOY,
  ST_PLAY,
  ST_DAMAGE,
  ST_DESTROY,
  ST_EVENT,
  ST_SHIELDING,
  ST_LEAVE,
  ST_SACRIFICE_EACH,
  ST_VERB,       /* verbs.c: an effect that asks as it resolves */
  ST_EDGE_PLACE, /* one card about to go into an edge stack (edge.c) */
  ST_FOCUS,      /* focus tokens about to be placed on a card (focus.c) */
  ST_COUNT
};

/* decision kinds (also the prompt ids) */
enum
{
  D_WINDOW = 0, /* the core's priority window */
  D_OBJ_BOTTOM,
  D_MULLIGAN,
  D_BALANCE_DAMAGE,
  D_DRAW_DISCARD,
  D_PAY,
  D_HOST,
  D_ENGAGE,
  D_ATTACKER,
  D_DEFENDER,
  D_STRIKER,
  D_ICON,
  D_UD_TARGET,
  D_TACTICS_TARGET,
  D_COMMIT,
  D_TARGET,
  D_PROTECT,
  D_SHIELDING,
  D_COST,         /* the card that pays a cost (discarded, sacrificed) */
  D_CHOICE,       /* a choice an effect asks for as it resolves */
  D_DIVIDE,       /* where the next point of divided unit damage goes */
  D_FORCED_ORDER, /* which pending forced ability resolves next */
  D_TARGET2,      /* the second target of an ability (D_TARGET: the first) */
  D_COUNT
};

/* option kinds */
enum
{
  O_PASS = 0,
  O_OBJ_BOTTOM,
  O_KEEP,
  O_MULLIGAN,
  O_DAMAGE_OBJ,
  O_DECLINE,
  O_DISCARD,
  O_DEPLOY,
  O_EVENT,
  O_ABILITY,
  O_PAY,
  O_HOST,
  O_ENGAGE,
  O_END_CONFLICT,
  O_ATTACKER,
  O_DEFENDER,
  O_DONE,
  O_EDGE_CARD,
  O_STRIKER,
  O_ICON,
  O_TARGET,
  O_PROTECT,
  O_COMMIT,
  O_SHIELD_TARGET,
  O_COST_CARD,
  O_CHOICE,
  O_FIND_NOTHING, /* a search need not find anything (FAQ 1.4) */
  O_DIVIDE,       /* divide unit damage among participating units */
  O_DIVIDE_POINT,
  O_AMOUNT,          /* how much of something an effect does (a = the amount) */
  O_EDGE_EMPTY_HAND, /* the edge placement timing point with an empty hand */
  O_NAME,            /* a unit title named (a definition id) */
  O_FORCED,          /* a pending forced ability (a card, b clause) */
  O_NAME_LETTER,     /* naming a unit, first its initial (a = the character) */
};

/* lasting-effect kinds (HcEffect.kind) */
enum
{
  EFF_ICON = 1,          /* + I_COUNT: a combat icon bonus */
  EFF_USED_TRIGGER = 8,  /* a reaction/interrupt used for event seq (value) */
  EFF_LIMIT_COPY = 9,    /* "limit once per turn" on this card, clause in arg */
  EFF_LIMIT_TITLE = 10,  /* "limit 1 per turn": value = title, arg = player */
  EFF_STASIS = 11,       /* cannot be declared as attacker or defender */
  EFF_NO_DEFEND = 12,    /* cannot be declared as a defender */
  EFF_IGNORE_MATCH = 13, /* its controller needs no resource match */
  EFF_RESERVE = 40,      /* value added to the controller's reserve */
  EFF_EE_ICON = 42,      /* + I_COUNT: an edge-enabled combat icon bonus */
  EFF_DISCOUNT = 46,     /* the card (target) being played costs value less */
  EFF_NEXT_CARD = 45,    /* Rebel Sympathizer: value off the next card its
                          * controller plays this phase, no match needed;
                          * target HC_NONE until that card, then the card */
  EFF_REVEALED = 14,     /* a hand card revealed to the effect's player */
  EFF_LOSE_ICON = 47,    /* value: a combat icon type lost this phase; no
                          * combat icon gained meanwhile (rules.c) */
  EFF_MUST_DEFEND = 48,  /* must be declared as a defender this
                          * engagement, if able (conflict.c) */
  EFF_SEEN_IN_HAND = 57, /* lcgF: a card its controller saw in the
                          * opponent's hand (value: that hand's player);
                          * it lasts while he can tell it is still there
                          * (knowledge.c) */
  EFF_STRUGGLE_COUNTS = 49, /* lcgE: an uncommitted unit counts its Force
                             * icons in this phase's struggle, even
                             * exhausted (force.c) */
  EFF_NO_ICONS = 50,        /* lcgE: this strike resolves none of its
                             * combat icons (strike.c) */
  EFF_ENGAGED_TURN = 60,    /* lcgN: its controller declared an
                             * engagement this turn, noted only while an
                             * Opening Moves could ask (conflict.c) */
  EFF_DISCARD_AT_END = 66,  /* lcgS: discarded if still in play as the
                             * phase ends (discard-at-phase-end.c) */
  EFF_SHELTER = 51,         /* lcgE: enemy card effects cannot target it
                             * and it cannot be damaged (selections.c,
                             * statics.c) */
  EFF_FORCE = 91,           /* lcgT: value Force icons gained, this phase
                             * (lcg_force_icons) */
  EFF_DECLINED_STRIKE = 63, /* lcgR: a unit that may strike from outside
                             * the engagement and whose player declined
                             * to, for the rest of it (strike.c) */
  EFF_STRUGGLE_CARD = 120,  /* lcgZ: a revealed card, set aside, whose
                             * Force icons count for the effect's
                             * controller in this turn's Force struggle
                             * (Along the Gamor Run; force.c) */
  EFF_FORCE_CAPTURED = 126, /* lcgAA: a Force card of player `value`
                             * captured at the target objective, while it
                             * is in play; lcgAI: no longer used, the
                             * objective's C_FORCE_CAPTURED counts them */
  EFF_EFFECT_DREW = 125,    /* lcgAA: a card effect being resolved (value:
                             * its ST_PLAY frame) drew cards; noted only
                             * while a card could answer (rules.c,
                             * play.c) */
  EFF_RETURN_AT_END = 115,  /* lcgY: returned to its owner's hand if still
                             * in play as the phase ends
                             * (discard-at-phase-end.c) */
  EFF_RETARGETED = 150,     /* lcgAF: the target (target) of the card
                             * effect being resolved in the ST_PLAY frame
                             * `value` was chosen as if its controller
                             * executed it (Narrow Escape; retarget.c) */
};

/* option ids: built from kind and payload so they stay stable */
#define LCG_OPT_ID(kind, a, b)                                                 \
  (((guint32)(kind) << 24) | (((guint32)(a)&0xfffu) << 12)                     \
   | ((guint32)(b)&0xfffu))

/* the zones of cards in play */
#define LCG_PLAY_ZONES                                                         \
  ((1u << Z_PLAY) | (1u << Z_OBJECTIVES) | (1u << Z_AFFILIATION))

/* how a card is played from hand (ST_DEPLOY) */
enum
{
  DEPLOY_PLAIN,
  DEPLOY_JOINS, /* a unit, participating in the engagement */
  DEPLOY_PILOT, /* a unit, as an enhancement on a unit (pilot_on) */
  DEPLOY_PUT,   /* put into play by an effect, not played (Jabba the Hutt) */
};

/* how a card leaves play (lcg_push_leave, leave.c) */
enum
{
  LV_DISCARD,
  LV_HAND,
  LV_CAPTURE,   /* face down under the host */
  LV_BOTTOM,    /* to the bottom of its owner's deck */
  LV_SACRIFICE, /* lcgF: sacrificed: to the discard pile, then "after a
                 * card is sacrificed" */
  LV_TOP,       /* lcgU: to the top of its owner's deck (Winter) */
};

G_END_DECLS
