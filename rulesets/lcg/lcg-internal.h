/* Shared declarations of the lcg ruleset's files. */
#pragma once

#include "hc-ruleset.h"
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
  C_ASSIGNED, /* unit damage divided onto it in the strike resolving */
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
  R_LIMITED,  /* Limited cards played this turn */
  R_EDGE,     /* Force icons in the current edge battle */
  R_DECLARED, /* units declared in the current engagement */
  R_FIRST,    /* bit 8 * type + affiliation (0 any): played one this turn */
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
  ST_TARGETS,    /* verbs.c: choosing "up to N" targets */
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
};

/* window kinds: action windows of the timing chart, then the other
 * priority windows built on the core window */
enum
{
  W_REFRESH,
  W_DRAW,
  W_DEPLOY,
  W_CONFLICT_BEGIN,
  W_ATTACKERS,
  W_DEFENDERS,
  W_EDGE_DONE,
  W_STRIKE,
  W_ENGAGEMENT,
  W_CONFLICT_END,
  W_FORCE,
  W_ACTION_LAST = W_FORCE,
  W_EDGE_STACK, /* placing cards face down in the edge battle */
  W_INTERRUPT,  /* interrupts to a triggering condition */
  W_REACTION,   /* reactions to a triggering condition */
  W_COUNT
};

/* triggering conditions (framework and card events) */
enum
{
  EV_NONE,
  EV_TURN_BEGINS,
  EV_AFTER_REFRESH,
  EV_ENTERS_PLAY,
  EV_PLAY_UNIT,
  EV_EVENT_PLAYED,
  EV_DECLARED,
  EV_EDGE_WON,
  EV_FOCUSED_TO_STRIKE,
  EV_DAMAGE,
  EV_DESTROYED,
  EV_OBJ_DESTROYED,
  EV_COMMITTED,
  EV_INTERRUPT_EXECUTED,
  EV_DAMAGED,         /* damage was dealt (placed) on a card */
  EV_LEAVES_PLAY,     /* a unit or enhancement is leaving play */
  EV_ENGAGED,         /* an objective was engaged (FAQ 2.3) */
  EV_DRAW_BEGINS,     /* the active player's draw phase began */
  EV_STRUCK,          /* a unit resolved a strike */
  EV_UNOPPOSED,       /* an attacker survived an unopposed engagement */
  EV_SURVIVED,        /* an attacker survived an engagement */
  EV_EDGE_PLACED,     /* both done placing edge cards, stacks not revealed */
  EV_FORCE_WON,       /* a player won the Force struggle (FAQ 4.7) */
  EV_CAPTURED,        /* a player captured an enemy unit from play */
  EV_GENERATED,       /* a card generated resources (focused to pay) */
  EV_PLAYING,         /* a unit is being played, before its cost is paid */
  EV_EDGE_PLACE,      /* a player would place a card into his edge stack */
  EV_FOCUS_REMOVED,   /* a focus token was removed from a card (or moved) */
  EV_FOCUS_PLACED,    /* focus tokens would be placed on a card */
  EV_CONFLICT_BEGINS, /* the active player's conflict phase began */
  EV_COUNT
};

/* log messages: index into lcg_messages */
enum
{
  M_SETUP_BEGIN,
  M_AFFILIATION,
  M_OBJ_DRAW,
  M_OBJ_BOTTOM,
  M_DRAW,
  M_DRAW_EMPTY,
  M_MULLIGAN,
  M_KEEP,
  M_REVEAL,
  M_TURN,
  M_PHASE,
  M_DIAL,
  M_BALANCE_DAMAGE,
  M_BALANCE_DECLINE,
  M_UNFOCUS,
  M_SHIELDS_GONE,
  M_REFILL,
  M_SKIP,
  M_DISCARD,
  M_DEPLOY,
  M_PAY,
  M_ATTACH,
  M_ENGAGE,
  M_ATTACKER,
  M_DEFENDER,
  M_NO_DEFENDERS,
  M_EDGE_PLACE,
  M_EDGE_REVEAL,
  M_EDGE_TOTAL,
  M_EDGE_WIN,
  M_FATE,
  M_EDGE_CANCELLED,
  M_STRIKE,
  M_ICONS,
  M_FOCUS,
  M_DAMAGE,
  M_SHIELD_PREVENT,
  M_PROTECT,
  M_EXCESS,
  M_DESTROYED,
  M_OBJ_DESTROYED,
  M_DIAL_DESTROYED,
  M_UNOPPOSED,
  M_ENGAGEMENT_END,
  M_COMMIT,
  M_STRUGGLE,
  M_BALANCE_FLIP,
  M_BALANCE_STAYS,
  M_SHIELD,
  M_WIN_DIAL,
  M_WIN_OBJECTIVES,
  M_WIN_DECKOUT,
  M_WIN_LOSE_CARD,
  M_TURN_LIMIT,
  M_PLAY_CAP,
  M_PLAY_EVENT,
  M_ABILITY,
  M_CANCELLED,
  M_HEAL,
  M_PREVENT,
  M_DRAW_CARDS,
  M_RESCUE,
  M_EVENT,
  M_NO_EFFECT,
  M_TARGETED,
  M_SACRIFICE,
  M_RETURN,
  M_GAIN,
  M_STASIS,
  M_CAPTURE,
  M_RECALL,
  M_FORCED,
  M_FORCED_ORDER,
  M_ELITE,
  M_AFTER_REFRESH,
  M_SHIELDING,
  M_EDGE_KW,
  M_LIMIT_COPY_TURN,
  M_LIMIT_TITLE_TURN,
  M_LIMIT_EDGE,
  M_LIMITED_PLAYED,
  M_UNIQUE_BLOCKED,
  M_UNFOCUS_CARD,
  M_DISCARD_PLAY,
  M_ENGAGE_DIAL,
  M_DIAL_DAMAGE,
  M_WIN_DIAL_DAMAGE,
  M_DISCARD_COST,
  M_SEARCH,
  M_SEARCH_NONE,
  M_REDIRECT,
  M_DIVIDE,
  M_COST_UNPAID,
  M_TO_HAND_INSTEAD,
  M_TO_BOTTOM,
  M_PUT_INTO_PLAY,
  M_ENGAGE_AGAIN,
  M_IGNORE_MATCH,
  M_DIAL_DOWN,
  M_NO_DEFEND,
  M_CONTROL,          /* control change (control.c) */
  M_FORCE_CARD_BACK,  /* ... and the Force card on the unit (FAQ 2.6) */
  M_ENH_ILLEGAL,      /* ... and an enhancement now illegal (FAQ 2.7) */
  M_SACRIFICE_CHOSEN, /* each player chooses a unit to sacrifice (2.2) */
  M_MOVE_DAMAGE,
  M_REMOVED,
  M_SWITCH_EDGE,
  M_CANNOT_BE_DAMAGED,
  M_SHUFFLE_COST,
  M_LOOK_TOP,
  M_RETURN_TOP,
  M_RESERVE_DOWN,
  M_DISCARD_TOP,
  M_GAIN_STRIKE,
  M_TO_DECK_BOTTOM,
  M_REVEAL_TO_HAND,
  M_SHED,
  M_JOINS,
  M_NEXT_CARD,
  M_EDGE_FACEUP,
  M_EDGE_FROM_DECK,
  M_EDGE_NOTHING,
  M_MOVE_FOCUS,
  M_FOCUS_TO_DAMAGE,
  M_NAME_UNIT,
  M_REVEAL_HAND,
  M_DISCOUNT_NEEDED,
  M_GAIN_PHASE,
  M_LOSE_ICONS, /* + I_COUNT: all of that type lost this phase (Jubba Bird) */
  M_LOSE_ICONS_LAST = M_LOSE_ICONS + I_COUNT - 1,
  M_W_FIRST, /* one per action window kind, W_REFRESH..W_FORCE */
  M_W_LAST = M_W_FIRST + W_ACTION_LAST,
  M_COUNT
};

/* rule references: index into lcg_rules */
enum
{
  RR_SETUP,
  RR_OBJ_SETUP,
  RR_MULLIGAN,
  RR_TURN,
  RR_BALANCE,
  RR_REFRESH,
  RR_FIRST_TURN,
  RR_AFTER_REFRESH,
  RR_DRAW,
  RR_DRAW_DISCARD,
  RR_DEPLOY,
  RR_RESOURCES,
  RR_ENHANCE,
  RR_UNIQUE,
  RR_LIMITED,
  RR_CONFLICT,
  RR_ENGAGE,
  RR_DECLARE,
  RR_EDGE,
  RR_FATE,
  RR_STRIKE,
  RR_ICONS,
  RR_TACTICS,
  RR_DAMAGE,
  RR_SHIELD,
  RR_PROTECT,
  RR_DESTROY,
  RR_DIAL_DESTROYED,
  RR_UNOPPOSED,
  RR_FORCE,
  RR_VICTORY,
  RR_DECKOUT,
  RR_TURN_LIMIT,
  RR_ACTION_WINDOW,
  RR_LOOP_GUARD,
  RR_INTERRUPT,
  RR_REACTION,
  RR_EFFECT_RESOLUTION,
  RR_CANCEL,
  RR_LIMITS,
  RR_ELITE,
  RR_EDGE_KW,
  RR_SHIELDING,
  RR_TARGETED_STRIKE,
  RR_CAPTURE,
  RR_CARD,
  RR_CONTROL,              /* FAQ 2.6, 2.7, 2.15 */
  RR_SIMULTANEOUS,         /* FAQ 2.2 */
  RR_SIMULTANEOUS_EFFECTS, /* FAQ 2.9 */
  RR_MOVE_DAMAGE,
  RR_REMOVED,
  RR_SWITCH,
  RR_CANNOT_DAMAGE,
  RR_COUNT
};

/* ---- compiled card data (cards.c, abilities.c) ---- */

#define LCG_MAX_TRAITS 6
#define LCG_MAX_CLAUSES 4
#define LCG_MAX_OPS 3
#define LCG_MAX_SETS 6

/* keyword bits */
enum
{
  KW_ELITE = 1 << 0,
  KW_SHIELDING = 1 << 1,
  KW_TARGETED_STRIKE = 1 << 2,
  KW_LIMITED = 1 << 3,
  KW_NO_ENHANCEMENTS = 1 << 4,
  KW_DIVIDE_UD = 1 << 5,      /* its unit damage may be divided (Shii-Cho) */
  KW_NO_FORCE_ICONS = 1 << 6, /* it loses all Force icons (icon-loss.c) */
};

/* deck-building restrictions printed on objectives */
enum
{
  DK_LIMIT_1 = 1 << 0,
  DK_AFFILIATION_ONLY = 1 << 1,
};

/* what a selector picks */
enum
{
  SEL_NONE,
  SEL_TARGET,   /* one card chosen as the effect is initiated */
  SEL_EACH,     /* every matching card */
  SEL_SELF,     /* the card with the ability */
  SEL_ENHANCED, /* the card this enhancement is attached to */
  SEL_ENGAGED,  /* the engaged objective */
  SEL_SUBJECT,  /* the card of the triggering condition */
  SEL_THAT,     /* the target an earlier effect of the ability chose */
};

enum
{
  WH_UNIT = 1 << 0,
  WH_OBJECTIVE = 1 << 1,
  WH_ENHANCEMENT = 1 << 2,
  WH_DISCARD_UNIT = 1 << 3,     /* a unit card in its player's discard pile */
  WH_DISCARD_EVENT = 1 << 4,    /* an event card in its player's discard pile */
  WH_HAND_UNIT = 1 << 5,        /* a unit card in its player's hand */
  WH_AFFILIATION = 1 << 6,      /* the affiliation card */
  WH_HAND_ENHANCEMENT = 1 << 7, /* an enhancement card in its player's hand */
};

enum
{
  SIDE_ANY,
  SIDE_FRIENDLY,
  SIDE_ENEMY,
};

enum
{
  FL_PARTICIPATING = 1 << 0,
  FL_EXHAUSTED = 1 << 1,
  FL_COMMITTED = 1 << 2,
  FL_UNENGAGED = 1 << 3,   /* not the engaged objective */
  FL_NON_LIMITED = 1 << 4, /* without the Limited keyword */
  FL_OTHER = 1 << 5,       /* not the subject of the triggering condition */
  FL_NON_UNIQUE = 1 << 6,  /* not a unique card */
  FL_NON_VEHICLE = 1 << 7, /* without the Vehicle trait */
  FL_ATTACKING = 1 << 8,   /* participating on the attacking side */
  FL_SHIELDED = 1 << 9,    /* with at least one shield */
  FL_CHEAPER = 1 << 10,    /* move-focus: of lower printed cost than the
                            * card the token comes from */
};

typedef struct
{
  guint8 mode;
  guint8 what;
  guint8 side;
  guint16 filter;
  gint8 max_cost;  /* printed cost at most this; -1 for any */
  gint8 min_enh;   /* at least this many enhancements on it (0: any) */
  GQuark trait[2]; /* 0: any; else one of them */
  gint8 aff;       /* discard-event: its affiliation (AF_NEUTRAL: any) */
  gint8 up_to;     /* SEL_TARGET: up to this many targets (0: one) */
  gint8 min_cost;  /* reveal-take: printed cost at least this */
} LcgSel;

/* effect verbs */
enum
{
  V_DAMAGE,
  V_FOCUS,
  V_UNFOCUS,
  V_UNFOCUS_ALL,
  V_HEAL,
  V_HEAL_ALL,
  V_SHIELD,
  V_SHIELD_EXTRA,
  V_DESTROY,
  V_DRAW,
  V_CANCEL,
  V_PREVENT,
  V_CANCEL_EDGE,
  V_RETURN,         /* to its owner's hand */
  V_DISCARD_CARD,   /* from play to its owner's discard pile */
  V_GAIN,           /* combat icons until the end of the engagement */
  V_STASIS,         /* cannot be declared as attacker or defender this phase */
  V_DIAL,           /* the Death Star dial goes up */
  V_RECALL,         /* the top cards of your discard pile to your hand */
  V_CAPTURE_RANDOM, /* random cards of the opponent's hand, captured here */
  V_DISCARD_RANDOM, /* random cards of the opponent's hand, discarded */
  V_CAPTURE,        /* at an objective its player controls (chosen) */
  V_SEARCH_OBJECTIVE, /* the next objective from the objective deck */
  V_OPP_SACRIFICE,    /* the opponent sacrifices a matching unit of his */
  V_ENGAGE_INSTEAD,   /* this objective becomes the engaged one */
  V_DISCARD_CHOSEN,   /* cards of your hand you choose, discarded */
  V_DAMAGE_TWICE,     /* twice the damage dealt by the triggering condition */
  V_OPP_DAMAGE,       /* the opponent damages one of his cards he chooses */
  V_OPP_FOCUS,        /* the opponent focuses one of his cards he chooses */
  V_OPP_DISCARD,      /* the opponent discards cards of his choice */
  V_DISCARD_OPP_HAND, /* look at the opponent's hand, discard from it */
  V_TO_HAND_INSTEAD,  /* a destroyed unit goes to its owner's hand */
  V_DIAL_DOWN,        /* the Death Star dial goes down, not below 1 */
  V_NO_DEFEND,        /* cannot be declared as a defender this engagement */
  V_HAND_TO_BOTTOM,   /* cards of your hand you choose, to the deck bottom */
  V_DESTROY_CHEAPEST, /* the lowest printed cost unit without sel.trait */
  V_IGNORE_MATCH,     /* no resource match needed for the rest of the phase */
  V_PUT_INTO_PLAY,    /* a unit card, from hand or discard pile */
  V_ENGAGE_AGAIN,     /* the engaged objective may be engaged once more */
  V_TAKE_CONTROL,     /* the player takes control of it (control.c) */
  V_EACH_SACRIFICE,   /* each player sacrifices a unit he chooses */
  V_MOVE_DAMAGE,      /* damage from its target to the next effect's */
  V_MOVE_TO,          /* where V_MOVE_DAMAGE puts it (always right after) */
  V_REMOVE_FROM_ENGAGEMENT, /* no longer participating (FAQ 3.3) */
  V_SWITCH_EDGE,            /* the two edge stacks change sides (FAQ 4.9) */
  V_PREVENT_ANY,            /* cancel as much of the damage as chosen */
  V_EDGE_FROM_DECK,     /* instead, the deck's top card into the edge stack */
  V_MOVE_FOCUS,         /* a focus token from the target to a second target */
  V_DAMAGE_INSTEAD,     /* the focus tokens to be placed become damage */
  V_NAME_CAPTURE,       /* name a unit, reveal the opponent's hand, capture */
  V_SACRIFICE,          /* its controller sacrifices it (Anger) */
  V_GAIN_PHASE,         /* combat icons until the end of the phase */
  V_RECALL_ENHANCEMENT, /* the discard pile's topmost enhancement to hand */
  /* effects resolved over several decisions, each by its own step
   * (verbs.c) */
  V_MULTI_FIRST = 64,
  V_CAPTURE_TOP = V_MULTI_FIRST, /* look at the opponent's top N, capture 1 */
  V_RESCUE,             /* rescue a captured card; a unit may enter play */
  V_UNFOCUS_UP_TO,      /* 1 focus token off each of up to N chosen cards */
  V_GAIN_CHOICE,        /* a combat icon of the player's choice, this strike */
  V_DISCARD_TOP_GAIN,   /* discard your top card; a unit's icons, this strike */
  V_TO_BOTTOM_RANDOM,   /* to the bottoms of their owners' decks, at random */
  V_KEEP_RETURN,        /* each player keeps up to N, the rest to hand */
  V_SHED,               /* tokens and enhancements off it, as many as chosen */
  V_REVEAL_TAKE,        /* reveal the top N; some to hand, the rest below */
  V_PLAY_PARTICIPATING, /* this unit, played from hand into the engagement */
  V_ENTER_PARTICIPATING, /* ... put into play from hand, not played */
  V_NEXT_CARD,           /* the next card you play this phase: cheaper by N,
                            no resource match */
  V_DISCOUNT_DISCARD,    /* discard X cards: the unit being played costs X
                            less, not below 1 */
  V_LOSE_ICON_CHOICE,    /* a combat icon type of the player's choice, lost
                            this phase; no gains meanwhile (icon-loss.c) */
  V_RESCUE_ENGAGED,      /* rescue a card captured at the engaged
                            objective, to its owner's hand */
};

/* what choosing an O_CHOICE option does (its b), for its label */
enum
{
  CH_CHOOSE,
  CH_INTO_PLAY,
  CH_ON_TOP,
  CH_ICON, /* + I_COUNT: gains that combat icon */
  CH_ON_BOTTOM = CH_ICON + I_COUNT,
  CH_FOCUS_OFF,
  CH_DAMAGE_OFF,
  CH_SHIELD_OFF,
  CH_DISCARD,
  CH_AGAIN,     /* resolve a fate card an additional time */
  CH_LOSE_ICON, /* + I_COUNT: loses that combat icon type this phase */
};

typedef struct
{
  guint8 verb;
  gint8 n;
  gint8 n_light; /* the amount instead while the Balance is light; 0: n */
  gint8 icon[3]; /* what V_GAIN and V_GAIN_PHASE give */
  LcgSel sel;
  LcgSel to; /* V_MOVE_FOCUS: where the token goes */
} LcgOp;

/* ability kinds */
enum
{
  CK_ACTION,
  CK_REACTION,
  CK_INTERRUPT,
  CK_FORCED_REACTION,
  CK_FORCED_INTERRUPT,
  CK_FATE,
};

enum
{
  COST_NONE,
  COST_FOCUS_SELF,
  COST_SACRIFICE_SELF,
  COST_SPEND,        /* spend cost_n resources */
  COST_DISCARD_HAND, /* discard cost_n cards from hand, chosen */
  COST_SACRIFICE,    /* sacrifice a friendly unit with cost_trait (0: any) */
  COST_DAMAGE_SELF,  /* deal cost_n damage to this card: paid only in full */
  COST_FOCUS_UNIT,   /* focus a ready friendly unit with cost_trait */
  COST_SHUFFLE_SELF, /* shuffle this card into its owner's deck */
  COST_DISCARD_SELF, /* discard this card from your hand: used from there */
  COST_RESERVE,      /* your reserve value is cost_n less this phase */
};

enum
{
  LIM_NONE,
  LIM_ONCE_PER_TURN, /* per copy (FAQ 4.8) */
  LIM_ONE_PER_TURN,  /* per title and player (FAQ 4.8) */
  LIM_ONCE_PER_EDGE, /* per copy and edge battle */
  LIM_3_PER_PHASE,   /* three times per copy and phase */
};

enum
{
  ONLY_NONE,
  ONLY_YOUR_TURN,
  ONLY_ATTACKER,
  ONLY_ENGAGEMENT,      /* during an engagement */
  ONLY_DEFENDER,        /* during an engagement, as the defending player */
  ONLY_YOUR_DEPLOYMENT, /* during its player's own deployment phase */
  ONLY_FORCE_PHASE,     /* during any player's Force phase */
  ONLY_UNDAMAGED,       /* while the card itself has no damage */
  ONLY_CONTROL,   /* while its player controls an objective with only_trait */
  ONLY_HAVE_EDGE, /* while its player has the edge */
  ONLY_OPPONENT_TURN, /* during an opponent's turn */
  ONLY_EDGE_MARGIN,   /* its player won the edge battle by only_n or more
                       * Force icons */
};

/* whose triggering condition */
enum
{
  WHO_ANY,
  WHO_SELF,                   /* the card itself */
  WHO_YOU,                    /* its controller */
  WHO_OPPONENT,               /* its controller's opponent */
  WHO_ENHANCED,               /* the card this one enhances */
  WHO_SELF_ATTACKER,          /* the card itself, as an attacker */
  WHO_FRIENDLY_NON_VEHICLE,   /* a non-Vehicle unit its controller controls */
  WHO_SELF_SOURCE,            /* the card itself is the source (damages) */
  WHO_OTHER_FRIENDLY,         /* another card its controller controls */
  WHO_YOUR_OBJECTIVE,         /* an objective its controller controls */
  WHO_ANY_UNIT,               /* any unit */
  WHO_ENEMY_ATTACKER,         /* an enemy unit attacking */
  WHO_ANY_OBJECTIVE,          /* any objective */
  WHO_ENEMY_UNIT,             /* a unit its controller's opponent controls */
  WHO_FRIENDLY_UNIT,          /* a unit its controller controls */
  WHO_ENHANCED_LOST_OWN_TURN, /* the enhanced card's controller lost (a
                               * Force struggle) on his own turn */
};

typedef struct
{
  guint8 kind;
  guint8 when; /* EV_* for reactions and interrupts */
  guint8 when_who;
  guint8 cost;
  guint8 limit;
  guint8 only;
  guint8 n_ops;
  gint8 cost_n;
  GQuark when_trait;   /* the subject must have it (0: any) */
  GQuark when_trait2;  /* ... or this one */
  gint8 when_cost_cap; /* 1 + the subject's highest printed cost (0: any) */
  GQuark cost_trait;   /* COST_SACRIFICE: what may be sacrificed */
  gint8 when_aff;      /* you-play-event: the event's affiliation (0: any) */
  guint8 from_hand;    /* a unit's ability used while it is in hand */
  GQuark only_trait;   /* ONLY_CONTROL: the objective trait needed */
  gint8 only_n;        /* ONLY_EDGE_MARGIN: the margin needed */
  LcgOp op[LCG_MAX_OPS];
} LcgClause;

/* where an enhancement goes */
enum
{
  ENH_NONE,
  ENH_PLAY_AREA,
  ENH_UNIT,
  ENH_ENEMY_UNIT,
  ENH_OBJECTIVE,
  ENH_FRIENDLY_OBJ,
  ENH_ENEMY_OBJ,
  ENH_DIAL,
};

typedef struct
{
  gint8 affiliation;
  gint8 ee[I_COUNT]; /* edge-enabled combat icons */
  gint8 reserve;     /* an affiliation card's starting reserve */
  gint16 title_id;   /* first definition with this title */
  gint8 n_sets;
  gint16 set_no[LCG_MAX_SETS];
  gint8 set_pos[LCG_MAX_SETS];
  gint16 set_cards[5]; /* an objective: its set's cards 2..6 (definitions) */
  GQuark trait[LCG_MAX_TRAITS];
  /* keywords */
  guint8 kw;
  gint8 edge;
  GQuark protect;
  gint8 protect_aff; /* "Protect [Affiliation] unit": of that affiliation */
  guint8 deck;
  /* enhancement placement and what it gives the enhanced card */
  guint8 enh;
  GQuark enh_trait[2];
  gint8 grant_icon[I_COUNT];
  gint8 grant_capacity;
  gint8 grant_edge;    /* edge (N) for the enhanced unit; adds up (FAQ 2.12) */
  gint8 grant_if_edge; /* ... and this much more if it has grant_if_title */
  gint8 enh_aff;       /* the enhanced unit's affiliation (0: any) */
  guint8 one_per_unit : 1;    /* "Limit 1 per unit" */
  guint8 double_if_fewer : 1; /* doubles the enhanced unit's combat icons
                               * while its controller has fewer units */
  guint8 grant_kw;
  GQuark grant_if_title; /* ... and more if the enhanced card has this title */
  guint8 grant_if_kw;
  /* constant abilities */
  gint8 reserve_bonus;
  gint8 force_struggle;
  gint8 enemy_obj_capacity;
  gint8 friendly_obj_capacity; /* Jabba's Palace */
  gint8 reserve_per_captured;  /* Jabba's Reach: for each card captured here */
  gint8 reduce_type; /* "the first TYPE you play each turn costs less" */
  gint8 reduce_aff;  /* ... of this affiliation (AF_NEUTRAL: any) */
  gint8 reduce_n;
  gint8 dial_win; /* the light side may engage the dial; this much damage
                   * on it wins (Trench Run) */
  guint8 ignore_match : 1;
  guint8 lose_if_destroyed : 1;
  guint8 cannot_attack : 1;
  guint8 fate_bonus : 1;        /* TIE Attack Squadron: + ud, targeted strike */
  guint8 captured_on_leave : 1; /* leaving play, the opponent captures it */
  gint8 per_enhancement[I_COUNT]; /* icons for each enhancement on it */
  gint8 max_attackers;
  guint8 first_unit_focused : 1; /* your first unit a turn: 1 focus token */
  guint8 play_from_discard : 1;  /* may be played from the discard pile */
  guint8 match_all : 1; /* the enhanced objective's resources match all */
  guint8 free_if_exhausted : 1; /* costs 0 if each enemy objective is */
  guint8 immune_with_edge : 1;  /* Col Serra: with the edge, no enemy
                                 * damage or focus tokens (FAQ 4.11) */
  guint8 event_immune : 1;      /* cannot be targeted by enemy events */
  guint8 edge_first_faceup : 1; /* participating: the opponent's first edge
                                 * card is placed face up (Obi-Wan) */
  guint8 fate_twice : 1;        /* participating: its player's fate cards may
                                 * resolve once more (Secret Informant) */
  GQuark pilot_on;      /* a unit that may enter play as an enhancement on a
                         * friendly unit with this trait (FAQ errata, Black
                         * Squadron Pilot); then it grants grant_icon */
  gint8 first_unit_tax; /* while undamaged: the opponent's first
                         * unit on his turn costs more */
  GQuark attackers_only;
  gint8 units_gain[I_COUNT];
  /* icons-while.c: it gains these while it is damaged, while an objective
   * has a captured card, and for each objective that has one */
  gint8 while_damaged[I_COUNT];
  gint8 while_captured[I_COUNT];
  gint8 per_captured_objective[I_COUNT];
  gint8 resources_per_captured; /* Hunt Them Down: for each card here */
  gint8 unopposed_if_undamaged; /* unopposed.c: the bonus raised to this */
  gint8 alone_bars_cost;     /* attack-alone.c: attacking alone, no enemy unit
                              * of this printed cost or more may defend */
  gint8 alone_gain[I_COUNT]; /* each friendly unit of alone_gain_aff gains
                              * these while it attacks alone */
  gint8 alone_gain_aff;
  /* self-discount.c: it costs this much less to play for each objective
   * in play with cheaper_obj_trait, and this much less while a card is
   * captured at one of its player's objectives */
  gint8 cheaper_per_obj;
  GQuark cheaper_obj_trait;
  gint8 cheaper_if_captured;
  gint8 sacrifice_at_focus; /* focus.c: with this many focus tokens on it,
                             * it is sacrificed (Bib Fortuna) */
  gint8 n_clauses;
  gint8 n_todo;
  LcgClause clause[LCG_MAX_CLAUSES];
  /* a bit per triggering condition (EV_ kind) its clauses answer, so
   * that a condition nobody answers opens no window at a glance */
  guint32 interrupts_on; /* interrupts, forced or not */
  guint32 reactions_on;  /* reactions, forced or not */
  guint32 forced_on[2];  /* [0] forced interrupts, [1] forced reactions */
  gboolean has_action;
} LcgCard;

/* cards.c */
HcCardDb *lcg_load_cards (const char *data_dir, GError **error);
HcCardDb *lcg_cards_from_csv (const HcCsv *csv, GError **error);
/* inline: the rules ask it of every card they scan */
static inline const LcgCard *
lcg_info (const HcGame *g, gint card)
{
  return hc_card_def (g, card)->compiled;
}
const LcgCard *lcg_def_info (const HcCardDef *d);
gint lcg_objective_of_set (const HcCardDb *db, gint set_no);
void lcg_card_text (const HcCardDef *def, GString *out);
extern const char *const lcg_type_names[T_COUNT];
extern const char *const lcg_affiliation_names[AF_COUNT];

/* abilities.c: the ability encoding */
gboolean lcg_parse_keywords (const char *text, LcgCard *c, char **why);
gboolean lcg_parse_clause (const char *text, LcgCard *c, GString *todo,
                           char **why);
void lcg_abilities_text (const HcCardDef *d, const LcgCard *c, GString *out);

/* deck.c */
gboolean lcg_check_deck (const HcCardDb *db, gint side, const gint16 *cards,
                         gint n, GString *problems);
gboolean lcg_build_decks (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
                          const gint n_deck[HC_MAX_PLAYERS], GError **error);

/* rules.c: small rules shared by the steps */
void lcg_log (HcGame *g, gint actor, gint msg, gint rule, gint32 a0, gint32 a1,
              gint32 a2, gint32 a3);
gboolean lcg_has_trait (const HcGame *g, gint card, GQuark trait);
gboolean lcg_is_objective (const HcGame *g, gint card);
/* The `a` of the answered O_CHOICE option, or HC_NONE. */
gint lcg_answered_choice (HcGame *g);
/* With one option offered: answered for the player (TRUE). */
gboolean lcg_answer_only_option (HcGame *g);

/* The zones of cards in play, and the three tests every scan of the
 * rules asks (inline: they are asked for every card, many times a
 * decision). */
#define LCG_PLAY_ZONES                                                         \
  ((1u << Z_PLAY) | (1u << Z_OBJECTIVES) | (1u << Z_AFFILIATION))

/* The printed type, except that a unit attached to another card is a
 * pilot, which is an enhancement for as long as it is attached (FAQ
 * clarification to Black Squadron Pilot's errata). */
static inline gint
lcg_type (const HcGame *g, gint card)
{
  gint type = hc_card_def (g, card)->type;
  return type == T_UNIT && g->card[card].attached_to != HC_NONE ? T_ENHANCEMENT
                                                                : type;
}

/* In play and face up on the table: not captured, not in an edge stack. */
static inline gboolean
lcg_in_play (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  return c->under == HC_NONE && ((LCG_PLAY_ZONES >> c->zone) & 1u);
}

static inline gboolean
lcg_is_unit (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  return c->under == HC_NONE && c->attached_to == HC_NONE && c->zone == Z_PLAY
         && lcg_type (g, card) == T_UNIT;
}
gboolean lcg_ready (const HcGame *g, gint card);
gint32 lcg_card_stat (const HcGame *g, gint card, gint stat);
gint lcg_icons (const HcGame *g, gint card, gint icon, gboolean edge);
/* icon-loss.c */
gint lcg_force_icons (const HcGame *g, gint card);
guint lcg_icons_lost (const HcGame *g, gint card);
gint lcg_icons_without_gains (const HcGame *g, gint card, gint icon,
                              gboolean edge, guint lost);
/* icons-while.c */
gint lcg_icons_while (const HcGame *g, gint card, gint icon);
/* self-discount.c */
gint lcg_self_discount (const HcGame *g, gint player, gint card);
/* discard-top.c */
gint lcg_discard_top_of_type (const HcGame *g, gint player, gint type);
/* unopposed.c */
gint lcg_unopposed_bonus (const HcGame *g, gint attacker);
/* attack-alone.c */
gint lcg_lone_attacker (const HcGame *g); /* the only attacker, or HC_NONE */
gboolean lcg_defender_barred (const HcGame *g, gint unit);
gint lcg_capacity (const HcGame *g, gint card);
guint lcg_keywords (const HcGame *g, gint card);
gint lcg_edge_value (const HcGame *g, gint card);
gint lcg_reserve (const HcGame *g, gint player);
void lcg_add_focus (HcGame *g, gint card, gint n);
gint lcg_remove_focus (HcGame *g, gint card, gint n);
gboolean lcg_draw (HcGame *g, gint player, gint n);
void lcg_discard (HcGame *g, gint card);
void lcg_capture (HcGame *g, gint card, gint host);
gboolean lcg_has_effect (const HcGame *g, guint16 kind, gint card);
void lcg_leave_play (HcGame *g, gint card, gint zone_player, gint zone);
gboolean lcg_unique_blocked (const HcGame *g, gint player, gint card);
gint lcg_count (const HcGame *g, gint player, gint zone);
gint lcg_committed (const HcGame *g, gint player);
gint lcg_objectives_destroyed (const HcGame *g, gint destroyer);
/* eval.c: the agents' view of a position, and which hidden cards they may
 * swap when they imagine the ones they cannot see */
double lcg_evaluate (const HcGame *g, gint player);
gint lcg_redeal_pool (const HcGame *g, gint card);
gboolean lcg_check_victory (HcGame *g);
gboolean lcg_is_side_turn (const HcGame *g, gint side, gint nth);
gint lcg_enhancements_on (const HcGame *g, gint card);
gboolean lcg_is_dial_proxy (const HcGame *g, gint card);
void lcg_damage_dial (HcGame *g, gint amount, gint by_player);

/* steps */
HcStepResult lcg_step_game (HcGame *g, HcFrame *f);
HcStepResult lcg_step_setup (HcGame *g, HcFrame *f);
HcStepResult lcg_step_turn (HcGame *g, HcFrame *f);
HcStepResult lcg_step_balance (HcGame *g, HcFrame *f);
HcStepResult lcg_step_refresh (HcGame *g, HcFrame *f);
HcStepResult lcg_step_draw (HcGame *g, HcFrame *f);
HcStepResult lcg_step_conflict (HcGame *g, HcFrame *f);
HcStepResult lcg_step_engage (HcGame *g, HcFrame *f);
HcStepResult lcg_step_declare (HcGame *g, HcFrame *f);
HcStepResult lcg_step_edge (HcGame *g, HcFrame *f);
HcStepResult lcg_step_strike (HcGame *g, HcFrame *f);
HcStepResult lcg_step_force (HcGame *g, HcFrame *f);
HcStepResult lcg_step_pay (HcGame *g, HcFrame *f);
HcStepResult lcg_step_deploy (HcGame *g, HcFrame *f);
HcStepResult lcg_step_play (HcGame *g, HcFrame *f);
HcStepResult lcg_step_damage (HcGame *g, HcFrame *f);
HcStepResult lcg_step_destroy (HcGame *g, HcFrame *f);
HcStepResult lcg_step_event (HcGame *g, HcFrame *f);
HcStepResult lcg_step_shielding (HcGame *g, HcFrame *f);
gboolean lcg_start_at (HcGame *g, const char *phase, const char *step,
                       GError **error);

/* pay.c */
gboolean lcg_can_pay (const HcGame *g, gint player, gint cost, gint aff);
void lcg_push_pay (HcGame *g, gint player, gint card, gint cost, gint aff);
gint lcg_play_cost (const HcGame *g, gint player, gint card);
gint lcg_play_cost_as (const HcGame *g, gint player, gint card, gint type);
void lcg_note_played (HcGame *g, gint player, gint card);
void lcg_note_played_as (HcGame *g, gint player, gint card, gint type);
gboolean lcg_first_of_type (const HcGame *g, gint player, gint type);

/* deploy.c */
gboolean lcg_can_deploy (HcGame *g, gint player, gint card);
void lcg_offer_deploys (HcGame *g, gint player);
void lcg_put_into_play (HcGame *g, gint player, gint card);
/* how a card is played from hand (ST_DEPLOY) */
enum
{
  DEPLOY_PLAIN,
  DEPLOY_JOINS, /* a unit, participating in the engagement */
  DEPLOY_PILOT, /* a unit, as an enhancement on a unit (pilot_on) */
  DEPLOY_PUT,   /* put into play by an effect, not played (Jabba the Hutt) */
};
void lcg_push_deploy (HcGame *g, gint player, gint card, gint mode);
gboolean lcg_put_possible (const HcGame *g, gint player, gint card);
gboolean lcg_enhance_host_ok (const HcGame *g, gint player, gint enh,
                              gint host);

/* damage.c */
void lcg_push_damage (HcGame *g, gint target, gint amount, gint by_player,
                      gint source);
void lcg_push_destroy (HcGame *g, gint card, gint by_player);
void lcg_place_shield (HcGame *g, gint card, gboolean extra);
/* immune.c: cards that cannot be damaged or focused (FAQ 4.11), by the
 * player dealing it */
gboolean lcg_cannot_be_damaged (const HcGame *g, gint card, gint by_player);
gboolean lcg_cannot_be_focused (const HcGame *g, gint card, gint by_player);
/* move.c: moving damage, which is not dealing it (FAQ 4.3) */
void lcg_push_moved_damage (HcGame *g, gint target, gint amount, gint by_player,
                            gint source);
void lcg_move_damage (HcGame *g, gint from, gint to, gint amount,
                      gint by_player, gint source);

/* events.c: interrupts and reactions to triggering conditions; the
 * arguments of an ST_EVENT frame */
enum
{
  EVA_KIND,
  EVA_SUBJECT,
  EVA_PLAYER,
  EVA_AMOUNT,
  EVA_SEQ,
  EVA_CANCELLED,
  EVA_MODE,   /* W_INTERRUPT or W_REACTION */
  EVA_SOURCE, /* the card causing it (the damage's source), or -1 */
};
void lcg_push_interrupts (HcGame *g, gint ev, gint subject, gint player,
                          gint amount);
gboolean lcg_anyone_listens (const HcGame *g, gint ev, gint mode);
void lcg_note_limited (HcGame *g, gint player, gint card);
void lcg_note_listeners (LcgCard *info);
void lcg_push_reactions (HcGame *g, gint ev, gint subject, gint player);
void lcg_push_reactions_from (HcGame *g, gint ev, gint subject, gint player,
                              gint source, gint amount);

/* leave.c: a unit or enhancement leaving play, with its interrupts */
enum
{
  LV_DISCARD,
  LV_HAND,
  LV_CAPTURE, /* face down under the host */
  LV_BOTTOM,  /* to the bottom of its owner's deck */
};
void lcg_push_leave (HcGame *g, gint card, gint how, gint host);
HcStepResult lcg_step_leave (HcGame *g, HcFrame *f);

/* control.c: a unit changing control (FAQ 2.6, 2.7) */
void lcg_take_control (HcGame *g, gint card, gint player);

/* sacrifice-each.c: each player sacrifices a unit (FAQ 2.2) */
void lcg_push_sacrifice_each (HcGame *g, gint player, gint source);
HcStepResult lcg_step_sacrifice_each (HcGame *g, HcFrame *f);

/* edge.c: the edge battle's placements, offered in its window */
void lcg_edge_offer (HcGame *g, const HcFrame *w, gint player);
void lcg_edge_place (HcGame *g, gint player, gint card);
gboolean lcg_edge_can_switch (const HcGame *g);
void lcg_edge_switch (HcGame *g, gint player);
void lcg_edge_choose (HcGame *g, gint player, gint card);
gint lcg_edge_battle_seq (const HcGame *g);
HcStepResult lcg_step_edge_place (HcGame *g, HcFrame *f);

/* focus.c: placing and removing focus tokens as triggering conditions */
void lcg_push_focus (HcGame *g, gint card, gint n, gint by_player, gint rule);
void lcg_focus_removed (HcGame *g, gint card, gint n);
HcStepResult lcg_step_focus (HcGame *g, HcFrame *f);

/* windows.c: the core window's hooks */
void lcg_push_action_window (HcGame *g, gint kind);
void lcg_window_offer (HcGame *g, const HcFrame *w, gint player);
void lcg_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o);
gboolean lcg_window_begin (HcGame *g, HcFrame *w);

/* play.c: effect resolution of card abilities and events */
gboolean lcg_clause_usable (HcGame *g, gint source, gint clause, gint player,
                            const HcFrame *trigger);
gboolean lcg_clause_ready (HcGame *g, gint source, gint clause, gint player);
gboolean lcg_card_revealed (const HcGame *g, gint card, gint viewer);
void lcg_offer_abilities (HcGame *g, gint player, gint window,
                          const HcFrame *trigger);
void lcg_push_play (HcGame *g, gint source, gint clause, gint player,
                    gint trigger_frame);
gboolean lcg_sel_matches (const HcGame *g, const LcgSel *s, gint source,
                          gint player, gint card);
gint lcg_sel_list (const HcGame *g, const LcgSel *s, gint source, gint player,
                   gint16 *out);
const LcgClause *lcg_clause (const HcGame *g, gint card, gint clause);

/* verbs.c: effects that ask as they resolve (V_MULTI_FIRST and after) */
void lcg_push_verb (HcGame *g, gint source, gint clause, gint op, gint player,
                    gint card);
HcStepResult lcg_step_verb (HcGame *g, HcFrame *f);
gboolean lcg_player_listens (const HcGame *g, gint player, gint ev);
gint lcg_possible_discount (const HcGame *g, gint player, gint card);

/* targets.c: "up to N" targets, and cards chosen one at a time */
void lcg_push_targets (HcGame *g, gint source, gint clause, gint op,
                       gint player);
HcStepResult lcg_step_targets (HcGame *g, HcFrame *f);
gint lcg_chosen_targets (const HcGame *g, gint source, gint16 *out);
void lcg_drop_targets (HcGame *g, gint source);
gint lcg_not_chosen (const HcGame *g, const LcgSel *sel, gint src, gint player,
                     gint16 *out, gint *n_chosen);

/* labels.c */
void lcg_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                       GString *out);
void lcg_prompt (const HcGame *g, const HcDecision *d, GString *out);

extern const HcStepFn lcg_steps[ST_COUNT];
extern const char *const lcg_step_names[ST_COUNT];
extern const HcMessage lcg_messages[M_COUNT];
extern const HcRuleRef lcg_rules[RR_COUNT];

/* option ids: built from kind and payload so they stay stable */
#define LCG_OPT_ID(kind, a, b)                                                 \
  (((guint32)(kind) << 24) | (((guint32)(a)&0xfffu) << 12)                     \
   | ((guint32)(b)&0xfffu))

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
  EFF_TARGETED = 41,     /* one of the "up to N" targets of its source */
  EFF_EE_ICON = 42,      /* + I_COUNT: an edge-enabled combat icon bonus */
  EFF_DISCOUNT = 46,     /* the card (target) being played costs value less */
  EFF_NEXT_CARD = 45,    /* Rebel Sympathizer: value off the next card its
                          * controller plays this phase, no match needed;
                          * target HC_NONE until that card, then the card */
  EFF_REVEALED = 14,     /* a hand card revealed to the effect's player */
  EFF_LOSE_ICON = 47,    /* value: a combat icon type lost this phase; no
                          * combat icon gained meanwhile (icon-loss.c) */
};

G_END_DECLS
