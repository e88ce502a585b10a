/* Shared declarations of the wotc ruleset's files. */
#pragma once

#include "abilities.h"
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
  G_ATTACKED_ARENAS, /* bits: arenas where a unit attacked this turn */
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
  ST_COUNT
};

/* Typed rule steps: each frame kind's arguments are read and written
 * through a struct view of gint32 fields laid over HcFrame.arg, declared
 * beside its step.  Safe without -fno-strict-aliasing: the fields have the
 * type of the slots they overlay (gint32), so every access is an access to
 * a gint32 object, and a frame kind's slots are only touched through its
 * view (the core's own reads of arg[], to hash, save and clone, are gint32
 * or byte copies too). */

/* ST_ATTACK's frame (attack.c), also read by the files that ask about the
 * attack in progress (wotc_current_attack). */
typedef struct
{
  gint32 attacker;
  gint32 defender;
  gint32 cross;     /* an Ion Cannon / Bombard attack into another arena */
  gint32 overkill;  /* the unit Overkill's excess hits went to, or HC_NONE */
  gint32 retal_src; /* the unit whose Retaliate is being carried out */
} WotcAttackFrame;
HC_FRAME_VIEW_FITS (WotcAttackFrame);
#define WOTC_ATTACK(f) ((WotcAttackFrame *)(f)->arg)

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
  M_EFFECT_STAT,
  M_EFFECT_KEYWORD,
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
  M_RESTRICT,
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
  M_UPKEEP,
  M_UNIQUE_DISCARD,
  M_WARD,
  M_UPKEEP_IGNORED,
  M_BOUNTY_EARNED,
  M_BOUNTY,
  M_WIN_CARD,
  M_CANT_LOSE,
  M_STORED,
  M_REFIT,
  M_GRANTED,
  M_PILOT_ON,
  M_PILOT_OFF,
  M_EQUIP,
  M_COUNT
};

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

/* compiled abilities */
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
  K_COUNT
};

typedef struct
{
  gint8 kw[K_COUNT]; /* static keyword values (0 = absent) */
  gint8 evade;       /* Evade X, activated */
  gint8 evade_force; /* its Force cost */
  /* Force-activated keywords: value and cost (value 0 = absent) */
  gint8 intercept, intercept_force;
  gint8 retaliate, retaliate_force;
  gint8 deflect, deflect_force;
  guint8 location_arenas; /* a Location: the arenas it may go to (bits) */
  /* Upkeep: the ways it may be paid (bits of UPKEEP_*), with amounts */
  guint8 upkeep;
  gint8 upkeep_bp, upkeep_force, upkeep_discard, upkeep_damage;
  /* Bounty: what its player gains when it discards a unit by damage */
  gint8 bounty_force, bounty_bp, bounty_draw;
  guint8 double_damage; /* arenas whose units' damage it doubles (bits) */
  /* a Pilot or an Equipment card: what it can be attached to and what the
   * unit it is attached to gets */
  guint8 attach;       /* ATTACH_* */
  guint8 attach_types; /* Equipment: unit types (bits space/ground/character) */
  gint16 attach_sub[2]; /* Pilot: subtype words a host may have; -1 none */
  gint8 equip_bp, equip_force;
  gint8 grant_stat[S_COUNT];
  gint8 grant_kw[K_COUNT];
  gint8 n_todo; /* clauses not yet implemented */
  gint8 n_clauses;
  /* which lasting-ability operations its clauses have (wotc_static_bit),
   * so the scans for lasting abilities pass over most cards at once */
  guint8 static_mask;
  WotcClause clause[WOTC_MAX_CLAUSES];
} WotcAbilities;

enum
{
  UPKEEP_BP = 1 << 0,
  UPKEEP_FORCE = 1 << 1,
  UPKEEP_DISCARD = 1 << 2,
  UPKEEP_TAP = 1 << 3,
  UPKEEP_DAMAGE = 1 << 4,
};

enum
{
  ATTACH_NONE,
  ATTACH_PILOT,
  ATTACH_EQUIP,
};

/* abilities.c */
gboolean wotc_parse_clause (const char *text, WotcAbilities *ab, char **why);
gboolean wotc_parse_attach (const char *text, WotcAbilities *ab, char **why);
void wotc_attach_text (const WotcAbilities *ab, GString *out);
void wotc_op_text (const WotcOp *o, const char *self_name, GString *out);
void wotc_clause_text (const WotcClause *c, const char *self_name,
                       GString *out);

extern const HcStepFn wotc_steps[ST_COUNT];
extern const char *const wotc_step_names[ST_COUNT];
extern const HcMessage wotc_messages[M_COUNT];
extern const HcRuleRef wotc_rules[RR_COUNT];

HcCardDb *wotc_load_cards (const char *data_dir, GError **error);
HcCardDb *wotc_cards_from_csv (const HcCsv *csv, GError **error);
void wotc_card_text (const HcCardDef *def, GString *out);
/* inline: the rules ask it of every card they scan */
static inline const WotcAbilities *
wotc_abilities (const HcGame *g, gint card)
{
  return hc_card_def (g, card)->compiled;
}
/* The bit of WotcAbilities.static_mask for a lasting-ability operation. */
guint8 wotc_static_bit (gint op);

/* rules helpers (rules.c) */
gint wotc_card_type (const HcGame *g, gint card);
gint wotc_arena_of_type (gint type);
gboolean wotc_is_unit_type (gint type);
gint32 wotc_card_stat (const HcGame *g, gint card, gint stat);
gint wotc_keyword (const HcGame *g, gint card, gint kw);
gint32 wotc_static_sum (const HcGame *g, gint card, gint op, gint stat,
                        gint *count);
gint wotc_act_cost_change (const HcGame *g, gint card);
gint wotc_clause_force_cost (const HcGame *g, gint source, gint clause);
gint wotc_draw (HcGame *g, gint player, gint n);
void wotc_discard (HcGame *g, gint card);
void wotc_deploy (HcGame *g, gint card);
gboolean wotc_unique_conflict (const HcGame *g, gint player, gint def);
gboolean wotc_unique_conflict_except (const HcGame *g, gint player, gint def,
                                      gint except);
gboolean wotc_check_victory (HcGame *g);
gint wotc_count_units (const HcGame *g, gint player, gint arena);
gint wotc_count_controlling (const HcGame *g, gint player, gint arena);
void wotc_log (HcGame *g, gint actor, gint msg, gint rule, gint32 a0, gint32 a1,
               gint32 a2, gint32 a3);

/* steps */
HcStepResult wotc_step_game (HcGame *g, HcFrame *f);
HcStepResult wotc_step_setup (HcGame *g, HcFrame *f);
HcStepResult wotc_step_turn (HcGame *g, HcFrame *f);
HcStepResult wotc_step_build (HcGame *g, HcFrame *f);
HcStepResult wotc_step_retreat (HcGame *g, HcFrame *f);
HcStepResult wotc_step_battle (HcGame *g, HcFrame *f);
/* ST_BATTLE's program counter (a scenario may start at an arena) */
typedef enum
{
  BATTLE_PC_BEGIN,
  BATTLE_PC_SPACE, /* the three battle steps, in order */
  BATTLE_PC_GROUND,
  BATTLE_PC_CHARACTER,
  BATTLE_PC_END,
  BATTLE_PC_DONE,
} WotcBattlePc;
HcStepResult wotc_step_arena (HcGame *g, HcFrame *f);
HcStepResult wotc_step_attack (HcGame *g, HcFrame *f);
HcStepResult wotc_step_contest (HcGame *g, HcFrame *f);
HcStepResult wotc_step_release (HcGame *g, HcFrame *f);
HcStepResult wotc_step_effect (HcGame *g, HcFrame *f);
HcStepResult wotc_step_upkeep (HcGame *g, HcFrame *f);
gboolean wotc_push_contests (HcGame *g);
void wotc_push_build (HcGame *g, gint player);
void wotc_push_retreat (HcGame *g, gint player);
void wotc_push_upkeep (HcGame *g, gint player);
gint wotc_stack_size (const HcGame *g, gint card);
gint wotc_total_build_cost (const HcGame *g, gint card);

/* triggers.c */
void wotc_fire (HcGame *g, gint event, gint arena, gint card);
void wotc_fire_player (HcGame *g, gint event, gint player);
void wotc_fire_subject (HcGame *g, gint event, gint subject);
void wotc_fire_pending (HcGame *g);
void wotc_effect_set_it (HcGame *g, gint card);
gboolean wotc_push_release (HcGame *g, gint mode);
gboolean wotc_window_begin (HcGame *g, HcFrame *w);
void wotc_lapse_special_triggers (HcGame *g);

/* effect.c */
void wotc_push_effect (HcGame *g, gint source, gint clause, gint player,
                       gboolean battle_card);
gint wotc_disrupt_target (HcGame *g);
void wotc_cancel_card (HcGame *g, gint frame);
void wotc_refit (HcGame *g, gint unit, gint counters);
void wotc_release_stored (HcGame *g, gint player, gint counters);
const WotcClause *wotc_clause_of (const HcGame *g, gint source, gint clause);

/* select.c: what a selector picks, seen from an ability */
typedef struct
{
  gint source; /* the card whose ability it is */
  gint player; /* who controls the ability */
  gint it;     /* the card chosen earlier in it, or HC_NONE */
  gint arena;  /* the arena chosen earlier in it (Z_*), or -1 */
} WotcCtx;

WotcAttackFrame *wotc_current_attack (HcGame *g);
gboolean wotc_subtype_has (const char *subtype, gint16 spec);
gboolean wotc_card_has_subtype (const HcGame *g, gint c, gint16 spec);
gboolean wotc_filter_matches (HcGame *g, const WotcSel *s, const WotcCtx *x,
                              gint c);
gboolean wotc_sel_matches (HcGame *g, const WotcSel *s, const WotcCtx *x,
                           gint c);
gint wotc_sel_count (HcGame *g, const WotcSel *s, const WotcCtx *x);
gboolean wotc_condition_holds (HcGame *g, const WotcClause *c, gint source);
void wotc_place_damage (HcGame *g, gint card, gint by_player, gint source);
void wotc_place_all_pending (HcGame *g, gint by_player, gint source);

void wotc_retaliate_ready (HcGame *g, gint unit, gint attacker, gint dice);
void wotc_intercept (HcGame *g, gint unit);
void wotc_reroll (HcGame *g, gint player, gboolean all);
void wotc_reroll_against (HcGame *g, gint player, gint unit);
gint wotc_hit_need (const HcGame *g, gint target);

/* dice.c */
gint wotc_dice_count (const HcGame *g);
gint wotc_die (const HcGame *g, gint i);
void wotc_set_die (HcGame *g, gint i, gint value);
void wotc_roll_dice (HcGame *g, gint player, gint n);
gint wotc_count_hits (const HcGame *g, gint need, gint accuracy, gint *sixes);
gint wotc_dice_damage (HcGame *g, gint player, gint n, gint target);
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
#define EFF_SPENT 0x7ffe       /* a used-up marker waiting to expire */
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
  102 /* units in arenas arg of player value can't retreat */
#define FLAG_DELAYED                                                           \
  HC_CARD_FLAG7 /* a completed card waiting aside for its triggers */
#define FLAG_NO_EVADE HC_CARD_FLAG6 /* its pending damage can't be Evaded */

/* windows (pop.c) */
void wotc_window_offer (HcGame *g, const HcFrame *w, gint player);
void wotc_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o);

gboolean wotc_clause_playable (HcGame *g, gint source, gint clause, gint player,
                               gint window);
void wotc_offer_plays (HcGame *g, gint player, gint window);
void wotc_play (HcGame *g, gint player, const HcOption *o);
gint wotc_evade_cost (const HcGame *g, gint unit);
void wotc_offer_hidden_cost (HcGame *g, gint player, gint window);
gint wotc_mission_clause (const HcGame *g, gint card);
/* The arena a unit or Location is in (Z_SPACE..Z_CHARACTER), or -1.
 * Inline: the stat and trigger scans ask it of every card. */
static inline gint
wotc_card_arena (const HcGame *g, gint card)
{
  gint z = g->card[card].zone;
  if (Z_IS_ARENA (z))
    return z;
  if (Z_IS_LOCATION (z))
    return Z_SPACE + (z - Z_LOC_SPACE);
  return -1;
}
void wotc_place_location (HcGame *g, gint p, gint card, gint arena);
void wotc_add_build_points (HcGame *g, gint player, gint n);
void wotc_earn_bounty (HcGame *g, gint source);
gboolean wotc_cant_lose (const HcGame *g, gint player);
gboolean wotc_can_be_attacked (const HcGame *g, gint unit);
gboolean wotc_can_attack (const HcGame *g, gint unit);
gboolean wotc_can_retreat (const HcGame *g, gint unit);
gboolean wotc_builds_face_up (const HcGame *g, gint player);
gboolean wotc_damage_stopped (HcGame *g, gint target, gint source);
gint wotc_double_damage (const HcGame *g, gint arena);
gboolean wotc_mission_ready (const HcGame *g, gint card);
void wotc_complete_mission (HcGame *g, gint p, gint card);
void wotc_play_hidden_cost (HcGame *g, gint player, const HcOption *o);

/* labels (labels.c) */
void wotc_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                        GString *out);
void wotc_prompt (const HcGame *g, const HcDecision *d, GString *out);

/* option ids: built from kind and payload so they stay stable */
#define WOTC_OPT_ID(kind, a, b)                                                \
  (((guint32)(kind) << 24) | (((guint32)(a)&0xfffu) << 12)                     \
   | ((guint32)(b)&0xfffu))

G_END_DECLS
