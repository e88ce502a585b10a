/* The wotc ability language's operations: what one effect of a clause
 * does (WotcOp.op), and the small codes some operations keep in their n or
 * stat.  Kept apart from abilities.h, which includes it, so each header
 * stays short enough to read; one new operation is one row here and one
 * file in ops/. */
#pragma once

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
  OP_EVEN_SPEED,    /* sel gets +n power; the slower of it and sel catches up */
  OP_ONE_DIE,       /* sel, attacking, rolls 1 die instead of its power */
  OP_RECOIL,        /* sel's damage to the defender: as much to itself */
  OP_DOOM_ON_HIT,   /* sel damages the defender: the defender is discarded */
  OP_EXTRA_STEP,    /* another battle step in the chosen arena */
  OP_DIVIDE_HITS,   /* sel's hits may be divided with another unit */
  OP_PUT_ON_TOP,    /* a card under sel's stack on top until the turn ends */
  OP_FURY,          /* sel attacks again after each attack this turn */
  OP_TAME,          /* this turn you choose whether sel attacks, and what */
  OP_PREVENT_FOR,   /* sel gets "Pay F: prevent up to N" vs a subtype */
  OP_OPPONENT_REROLLS, /* you may have the opponent reroll, an arena */
  OP_PAUSE_BUILD,      /* the opponent builds now, inside your build step */
  OP_MODE,             /* sel takes form n (static if mode N) */
  OP_RETALIATE_STATIC, /* static: sel gets "Pay stat Force -> Retaliate n" */
  OP_RECOVER_STACK, /* this card and what was stacked with it: pile to hand */
  OP_RESCUE_PILOT,  /* a Pilot of a discarded unit to the build zone */
  OP_SEARCH_STACK,  /* from the deck, stacked under a unit of its title */
  OP_BORROW_BATTLE, /* play an opponent's Battle card of this turn again */
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
