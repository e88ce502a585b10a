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
} WotcCond;

typedef enum
{
  OP_STAT,    /* sel gets +n to stat for duration */
  OP_KEYWORD, /* sel gets keyword n for duration */
  OP_DRAW,    /* you draw n */
  OP_GAIN_FORCE,
  OP_LOSE_FORCE,
  OP_DAMAGE,  /* sel takes n damage (with a prevention chance) */
  OP_PREVENT, /* prevent up to n pending damage to sel (n < 0: all) */
  OP_TAP,
  OP_UNTAP,
  OP_RETREAT,
  OP_HEAL,         /* remove n damage counters from sel (n < 0: all) */
  OP_DISCARD_HAND, /* you discard n cards of your choice from hand */
  OP_INTERCEPT,    /* sel now takes the attack */
  OP_RETALIATE,    /* sel does n dice of damage to the attacker when the attack
                      ends */
  OP_DEFLECT,      /* prevent up to n to sel and redirect it in the arena */
  OP_REROLL,       /* reroll your attack dice: which ones is n, WOTC_REROLL_* */
  OP_OPP_LOSE_FORCE,
  OP_OPP_DISCARD,  /* your opponent chooses and discards n cards from hand */
  OP_BUILD_POINTS, /* you get n more build points this turn */
  OP_PAY_X,        /* pay up to X Force, X = build counters on the card */
  OP_DICE_DAMAGE, /* n dice of damage to each selected unit, then one prevention
                     chance */
  OP_REROLL_BUILD, /* reroll the roll for build points */
  OP_TARGET,       /* choose a unit for the effects after it ("it") */
  OP_UNLESS_PAYS,  /* the rest happens unless the opponent pays n Force */
  OP_DISCARD,      /* sel is discarded from its arena */
  OP_CHOOSE_ARENA, /* choose an arena for "chosen-arena" filters */
  OP_OPP_BUILD_POINTS,
  OP_ACT_COST,  /* static: activated abilities of sel cost n more */
  OP_PROTECT,   /* sel can't be attacked (n 1: while you have others there) */
  OP_GUARD,     /* your other units in sel's arena can't be attacked */
  OP_PACIFY,    /* sel can't attack */
  OP_SHELTER,   /* all damage to sel is prevented */
  OP_CEASEFIRE, /* damage done by units in the arenas (stat: bits) prevented */
  OP_BATTLE_COST, /* Battle cards cost n more Force */
  OP_NO_RETREAT,  /* static: sel can't retreat */
  OP_DOOM,        /* discard sel when the attack ends */
  OP_REROLL_HITS, /* reroll the attack dice that hit this unit */
  OP_SEARCH,      /* take a card matching sel from your deck, then shuffle */
  OP_RECOVER,     /* return up to n cards matching sel from discard to hand */
  OP_LOOK_HAND,   /* look at your opponent's hand */
  OP_STRIP_HAND, /* choose a card matching sel in the opponent's hand; discarded
                  */
  OP_REVEAL_UNTIL, /* reveal until a unit of the chosen arena's type; to hand */
  OP_DEPLOY,       /* put sel (in a build zone) into its arena, untapped */
  OP_DELAY,        /* the card waits aside this turn for its triggers */
  OP_FLAW, /* your Characters attacking sel get Critical Hit n this turn */
  OP_NO_RETREAT_FOR, /* units sel matches can't retreat this turn */
  OP_CULL, /* each player discards a unit from each arena where they have n+ */
  OP_HIJACK, /* sel's next attack this turn: you pick its defender, its side */
  OP_REVEAL_BUILDS,  /* static: the opponent builds face up */
  OP_PAY_COST_OF,    /* pay Force equal to sel's total build cost, or stop */
  OP_RETREAT_AT_END, /* sel retreats when the attack ends */
  OP_DISRUPT, /* cancel the Battle card being played unless its player pays n */
  OP_ADD_SUBTYPE, /* sel becomes a WORD (stat: word) for the duration */
  OP_STORE, /* put a card from your hand matching sel face down under this unit
             */
  OP_RELEASE_STORED, /* the stored card goes face down to your build zone with n
                        counters */
  OP_REFIT, /* heal sel, put it face down in your build zone with n counters,
               discard its stack */
  OP_GRANT_RETALIATE, /* sel gets "Pay 0 Force -> Retaliate X" (X its build
                         cost) this turn */
  OP_DOOM_TURN,       /* discard sel when the turn ends */
  OP_GIFT, /* your units with subtype (word) get "Pay 2 Force -> +n power for
              this attack" this turn */
  OP_GAIN_FORCE_PER, /* gain 1 Force per unit sel matches */
  OP_OPP_GAIN_FORCE, /* your opponent gains n Force */
  OP_BACKLASH,       /* sel does n damage to itself when the attack ends */
  OP_COUNTERS,  /* n damage counters on sel (not damage: nothing prevents it) */
  OP_WIN,       /* you win the game (unless your opponent can't lose) */
  OP_CANT_LOSE, /* you can't lose the game for the duration */
  OP_WARD,      /* whenever sel would be damaged this turn, prevent up to n */
  OP_BUILD_COUNTERS, /* put n build counters on sel (a partially built card) */
  OP_REMOVE_BUILD_COUNTERS, /* take up to n build counters off sel */
  OP_RETALIATE_FOR, /* sel gets "Pay F (stat) Force -> Retaliate n" this turn */
  OP_UNLESS_YOU_PAY, /* the rest happens unless you pay n Force */
  OP_EXTRA_DRAW,     /* static: its player draws n more cards for the turn */
  OP_LOOK_BUILDS,    /* look at the opponent's face-down build zone cards */
  OP_UNPILOT,        /* a Pilot of yours moves off its unit (Gondola Speeder) */
  OP_DAMAGE_COUNTERS,  /* damage equal to the damage counters on it */
  OP_NO_EVADE,         /* sel can't use Evade for a while */
  OP_IF_HAVE,          /* the rest happens only if a unit matches sel */
  OP_LOSE_KEYWORD,     /* sel loses keyword (stat: K_*) for a while */
  OP_ROLL_TAP,         /* a die for each of sel: tapped on n or more */
  OP_IF_OPPONENT_PAYS, /* the rest happens only if the opponent pays n */
  OP_IF_YOU_PAY,       /* the rest happens only if you pay n */
  OP_COST_X,           /* X becomes the total build cost of sel */
  OP_RETURN_TO_HAND,   /* sel goes back to its owner's hand */
  OP_PUT_IN_ARENA,     /* sel (in a build zone) into its arena as it is */
  OP_SEARCH_TO_BUILD,  /* a card from your deck face down to your build zone */
  OP_REDRAW_HAND,      /* a chosen player discards their hand, draws as many */
  OP_BOTTOM_HAND,      /* you put n cards from hand on the deck's bottom */
  OP_REVEAL_TO_BUILD,  /* top n revealed: one of sel to build, rest discarded */
  OP_PROPHECY, /* a chosen player's top n: a chosen type to hand, rest away */
  OP_POWER_X,  /* X becomes the power of sel */
  OP_PREDICT_HITS, /* guess the hits of this unit's attack: n Force if right */
  OP_FORBID,       /* a player can't do something (stat: WOTC_FORBID_*) */
  OP_TO_DECK_TOP,  /* sel goes on top of its owner's deck */
  OP_BUILD_POINTS_PER, /* 1 more build point per unit sel matches */
  OP_CROSS_POWER, /* +n power to Bombard / Ion Cannon (stat: from arenas) */
  OP_BP_FROM_COUNTERS, /* partial cards' build counters to build points */
  OP_DUEL,     /* it and the chosen unit: each player rolls; the lower taps */
  OP_PAY_BP_X, /* pay any number of build points: the X of what follows */
  OP_INTERCEPT_FOR,  /* sel gets "Pay F (stat) Force -> Intercept" this turn */
  OP_DAMAGE_DIVIDED, /* n damage divided among up to stat units */
  OP_MOVE_COUNTER,   /* a damage counter moves from it to sel */
  OP_SPEED_DAMAGE,   /* it does 1 damage to sel per 10 speed */
  OP_STAGE,          /* a card from hand to the build zone, counters per unit */
  OP_HEAL_DIVIDED,   /* n damage counters off, divided among sel */
  OP_SPREAD,         /* the rest only if you have n units in each arena */
  OP_WARD_ARENA,     /* your units in the chosen arena: ward n this turn */
  OP_EVADE_STATIC,   /* static: self gets "Pay stat Force -> Evade n" */
  OP_MARK,           /* sel is marked by this card this turn (filter marked) */
  OP_PILOT_TO_BUILD, /* its discarded unit's Pilot to the build zone, asked */
  OP_RAISE, /* up to n differently named sel from discard pile into arenas */
  OP_SEARCH_MANY, /* any number of differently named sel from deck to hand */
  OP_RAID, /* sel may attack units of types stat in the opponent's build zone */
  OP_UNPREVENTABLE, /* static: damage from its attacks can't be prevented */
  OP_LOOK_TOP,      /* look at a deck's top n, discard some, put back */
  OP_REDIRECT,      /* the source's attack now goes to sel instead */
  OP_MUST_ATTACK,   /* static: units sel matches must attack it if they can */
  OP_PILE_TO_ARENA, /* this card, from your discard pile, into its arena */
  OP_COUNT
} WotcOpKind;

/* cost "discard-unit SEL": discard one of your units the selector matches
 * from its arena (Strike Me Down), a cost_tap_unit of its own */
#define WOTC_COST_UNIT_DISCARD 2

/* OP_FORBID's stat: what the player can't do */
enum
{
  WOTC_FORBID_BATTLE = 1,    /* play Battle cards */
  WOTC_FORBID_ACTIVATED = 2, /* use activated abilities, Evade included */
  WOTC_FORBID_CROSS = 4,     /* use Bombard or Ion Cannon */
  WOTC_FORBID_BUILD = 8,     /* spend build points (Imperial Blockade) */
  WOTC_FORBID_ARENA = 16, /* put a (word) into the Character arena: it waits */
};

/* OP_REROLL's n: which of your attack dice are rerolled */
enum
{
  WOTC_REROLL_ALL = -1,
  WOTC_REROLL_MISSES = 0,
  WOTC_REROLL_CHOSEN = 1, /* one or more dice the player picks, hits too */
  /* one or more of the opponent's attack dice the player picks, which the
   * opponent rerolls (Shoot Her or Something) */
  WOTC_REROLL_OPPONENT_CHOSEN = 2,
};

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
