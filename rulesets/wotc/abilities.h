/* The wotc ability language, compiled.
 * A card's `abilities` cell holds clauses separated by " | ".  A clause is
 * a keyword (critical-hit 2), a lasting rule (static ...), a triggered
 * ability (on EVENT ...), an activated ability of a unit (act COSTS -> ...),
 * a Battle card's effect (play COSTS -> ...) or `todo KIND` for printed text
 * we do not run yet.  doc/rules/wotc-abilities.md is the full grammar. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define WOTC_MAX_CLAUSES 6
#define WOTC_MAX_OPS 5
#define WOTC_N_PAID (-2)  /* an amount: the Force paid for X */
#define WOTC_N_POWER (-3) /* dice: its own unit's power (Zam Wesell (C)) */

typedef enum
{
  CL_STATIC,
  CL_TRIGGER,
  CL_ACT,
  CL_PLAY,
  CL_ENHANCE, /* a Battle card's enhanced effect, paid on top, instead */
} WotcClauseKind;

/* trigger events */
typedef enum
{
  EV_NONE,
  EV_BATTLE_START,
  EV_BATTLE_END,
  EV_STEP_START, /* a battle step starts: arena in event_arena */
  EV_DISCARDED,  /* this unit is discarded from an arena */
  EV_DEPLOYED,   /* this unit is deployed */
  EV_ATTACK_END, /* this unit's attack ends */
  EV_ATTACKS,    /* this unit attacks */
  EV_ATTACKED,   /* this unit is attacked */
  EV_TURN_END,
  EV_BUILD_ROLL,       /* the roll for build points is made */
  EV_BUILD_START,      /* your build step starts */
  EV_ROLLED_AT,        /* attack dice were rolled against this unit */
  EV_COMPLETED,        /* you finish building this card */
  EV_STEP_END,         /* a battle step ends: arena in event_arena */
  EV_WOULD_BE_DAMAGED, /* damage is pending on a unit (the subject) */
  EV_PREVENTED,        /* damage to a unit (the subject) was prevented */
  EV_DAMAGED,          /* damage was placed on this unit */
  EV_DRAWN,            /* you drew a card (once per card) */
  EV_BUILT,   /* a card (the subject) was finished building: all watch */
  EV_DEFEATS, /* this unit's damage discarded a unit (the subject) */
  EV_DAMAGES, /* this unit's attack damaged a unit (the subject) */
  /* an effect of the opponent's discarded it from the hand */
  EV_HAND_DISCARDED,
  /* one of its player's Space units with a Pilot on it was discarded: the
   * subject (Escape Pod) */
  EV_PILOTS_ADRIFT,
  EV_COUNT
} WotcEvent;

/* when an activated ability or Battle card may be played */
typedef enum
{
  TM_BATTLE,    /* any play-or-pass chance of the battle phase */
  TM_BUILD,     /* "play only during your build step" */
  TM_ATTACK,    /* during an attack (the attack chance) */
  TM_ATTACKING, /* during an attack by this unit / by your unit */
  TM_PREVENT,   /* damage-prevention chances */
  TM_REROLL,    /* reroll chances */
  TM_ANY,
  TM_WOULD_ATTACK, /* instead of attacking, when this unit would attack */
  TM_INTERCEPT,    /* another of your units in its arena is attacked */
  TM_RETALIATE,    /* it is attacked from its own arena */
  TM_DEFENDING,    /* one of your units is being attacked */
  TM_DISRUPT,      /* a Battle card was just played (the disrupt chance) */
  /* an attack chance or a damage-prevention chance: a choose-one Battle
   * card whose parts fit one each (Rescue) */
  TM_ATTACK_OR_PREVENT,
} WotcTiming;

/* who a selector looks at */
typedef enum
{
  WHO_SELF,
  WHO_OWN,
  WHO_ENEMY,
  WHO_ANY,
  WHO_ATTACKER,
  WHO_DEFENDER,
  WHO_IT, /* the card chosen by an earlier "choose" in the same ability */
} WotcWho;

typedef struct
{
  guint8 who;
  guint8 choose;      /* 0: each matching card, 1: one chosen card */
  guint8 types;       /* bit per unit type (space/ground/character), 0 = all */
  guint8 arenas;      /* bit per arena (0 space .. 2 character), 0 = any */
  guint8 tapped;      /* 0 any, 1 tapped only, 2 untapped only */
  guint8 other;       /* not the source itself */
  guint8 pending;     /* only units with damage pending */
  guint16 flags;      /* SEL_* */
  gint16 subtype;     /* index into the word table: "Clone", "Bounty Hunter",
                         "Droid/Speeder" (any of them); -1 = any */
  gint16 name;        /* index into the word table: a title; -1 = any */
  gint8 power_max;    /* only units with at most this power; -1 = any */
  guint8 cardtypes;   /* for cards in hand, deck, discard: bit per card type */
  gint16 not_subtype; /* not with this subtype phrase; -1 = no such filter */
  /* the unit attacking the ability's own unit now (Jango Fett (E)) */
  guint8 attacking_this;
  /* with SEL_ANY_NUMBER: at most this many ("up to two"); 0 = no limit */
  guint8 up_to;
  /* in the arena of the card chosen earlier ("in that arena") */
  guint8 it_arena;
  /* total health at most health_le - 1 (Darth Vader (F)); 0 = any */
  guint8 health_le;
  /* a card of one side: 1 the Dark Side, 2 the Light Side; 0 = any */
  guint8 side_of;
  /* the unit attacking now using Bombard (Suppressing Fire) */
  guint8 bombarding;
  /* also completed units face up in a build zone (Tyranus's Return) */
  guint8 or_build_zone;
  /* a card titled as the unit chosen earlier (Jedi Training Exercise) */
  guint8 title_of_it;
  /* power at least power_ge - 1 (Demonstration of Power); 0 = any */
  guint8 power_ge;
  /* has keyword has_kw - 1, not in a lasting ability's selector; 0 any */
  guint8 has_kw;
  /* marked this turn by the ability's own card (mark SEL) */
  guint8 marked;
  /* with a card stacked under it (Hero's Potential) */
  guint8 stacked;
} WotcSel;

enum
{
  SEL_CHOSEN_ARENA = 1 << 0, /* in the arena chosen earlier in the ability */
  SEL_NOT_IT = 1 << 1,       /* not the card chosen earlier */
  SEL_ATTACKER_ARENA = 1 << 2,
  SEL_BY_OPPONENT = 1 << 3, /* the opponent makes the choice */
  SEL_DAMAGED = 1 << 4,     /* with damage counters on it */
  SEL_BUILD_ZONE = 1 << 5,  /* completed cards in a build zone, not units */
  SEL_ANY_NUMBER = 1 << 6,  /* choose any number, one at a time */
  SEL_SAME_TITLE = 1 << 7,  /* same name as one of your units in an arena */
  SEL_LAST_MISSED = 1 << 8, /* the unit that just attacked and rolled no hits */
  SEL_IN_HAND = 1 << 9,     /* cards in your hand */
  SEL_PILOTED = 1 << 10,    /* with a Pilot on it */
  SEL_PARTIAL = 1 << 11,    /* partially built cards in your build zone */
  SEL_UNIQUE = 1 << 12,     /* unique cards (a version letter in the name) */
  SEL_NEUTRAL = 1 << 13,    /* neutral cards, of neither side */
  SEL_ATTACKING = 1 << 14,  /* the unit attacking now, if the filters fit */
  SEL_DEFENDING = 1 << 15,  /* the unit attacked now, if the filters fit */
};

/* play conditions ("play only if ...") */
enum
{
  ONLY_NONE,
  ONLY_BEFORE_ATTACKS, /* no unit in only_arena has attacked this turn */
  ONLY_LOST_CHARACTER, /* one of your Characters left the arena this turn */
  ONLY_NO_ATTACK,      /* no unit is attacking */
  ONLY_HAVE,           /* you have a unit that cond_sel matches */
  ONLY_LACK,           /* no unit matches cond_sel (Death Star (C)) */
  ONLY_MORE, /* you have more units in only_arena than your opponent */
  /* none of your units in only_arena has attacked this turn */
  ONLY_BEFORE_OWN_ATTACKS,
  ONLY_ONE, /* exactly one card matches cond_sel (Our Only Hope) */
  /* no unit is attacking and a unit matches cond_sel (Wedge Antilles (A):
   * "only if no unit is attacking and only if the Starfighter has 1 or
   * more damage counters on it") */
  ONLY_NO_ATTACK_HAVE,
};

/* conditions of lasting abilities, beside "self-in ARENA" */
typedef enum
{
  COND_NONE,
  COND_ATTACKING, /* it is attacking a unit that cond_sel matches */
  COND_COUNT,     /* at least cond_n units match cond_sel */
  COND_NO,        /* no unit matches cond_sel */
  COND_SUBJECT,   /* the event's subject matches cond_sel */
  /* its controller has more units in cond_arena than the opponent */
  COND_MORE,
  /* the event's subject is this unit, and the damage pending on it comes
   * from a unit cond_sel matches ("when one of your opponent's Characters
   * would damage Leia") */
  COND_DAMAGE_FROM,
  /* that player (cond_sel.who: own or enemy) has no unit in at least one
   * arena (Colonel Wullf Yularen (A)) */
  COND_GAP,
  /* the unit is in form cond_n (mode SEL N; form 1 until it takes one:
   * Zam Wesell (D)) */
  COND_MODE,
} WotcCond;

#include "wotc-op-kinds.h"

typedef struct
{
  guint8 op;
  gint8 stat; /* OP_STAT: S_*; OP_KEYWORD: K_* */
  gint8 dur;  /* HcDuration */
  gint8 n;
  gint16 word; /* a word-table index some effects use; -1 none */
  /* "up to N" (written up-to N): the player picks how much, 0 to N */
  guint8 up_to;
  /* the amount is the ability's X, not n (stat SEL STAT paid DUR: a
   * stat's n may be any signed number, so no n can mean X) */
  guint8 amount_x;
  WotcSel sel;
} WotcOp;

typedef struct
{
  guint8 kind;
  guint8 event;
  gint8 event_arena; /* EV_STEP_START: arena index 0..2, -1 any */
  guint8 timing;
  /* condition: the source is in one of these arenas (bits), 0 = none */
  guint8 cond_self_in;
  guint8 cost_tap;
  gint8 cost_force;
  guint8 cost_discard_self;
  guint8 cost_retreat_self;
  gint8 cost_hand;        /* cards to discard from hand */
  gint8 cost_damage_self; /* damage counters put on it */
  gint8 cost_bp;          /* build points */
  guint8 reserves;        /* works only in the build zone (2: its pile) */
  guint8 repeatable;      /* CL_ACT: any number of times in each attack */
  guint8 per_damage;      /* CL_STATIC: the amount for each damage counter on
                             the unit it reaches (Shaak) */
  guint8 piloting;        /* a Pilot's gift: works only while it pilots a unit,
                             and "self" is that unit */
  guint8 n_ops;
  guint8 optional; /* "you may" */
  guint8 one_of;   /* the player carries out one of the effects, chosen */
  guint8 only_if;  /* ONLY_* play condition */
  gint8 only_arena;
  guint8 cond_kind;
  gint8 cond_n;
  gint8 cond_arena; /* COND_MORE: the arena, 0 space .. 2 character */
  WotcSel cond_sel;
  WotcSel static_sel; /* CL_STATIC: who gets it */
  /* cost "tap-unit SEL": tap one of your untapped units the selector
   * matches, which becomes "it" for the effects ("Tap one of your
   * untapped Jedi -> ... in that arena") */
  guint8 cost_tap_unit; /* 1 tap it, WOTC_COST_UNIT_DISCARD discard it */
  WotcSel cost_sel;
  /* CL_STATIC: the amount for each unit per_sel matches ("+1 power for
   * each other Tusken in any arena": Tusken Raider) */
  guint8 per_count;
  WotcSel per_sel;
  WotcOp op[WOTC_MAX_OPS];
} WotcClause;

/* abilities.c: the word table for subtype filters, shared by the whole
 * card db */
const char *wotc_subtype_word (gint16 index);
void wotc_sel_init (WotcSel *s);

G_END_DECLS
