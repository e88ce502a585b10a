/* The lcg ruleset's quantities a constant ability changes (LQ_).  Apart
 * from lcg-statics.h only because each new card's quantity lands here. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* what it changes (a bit each in LcgCard.static_self/static_others, a
 * mask of LCG_Q_WORDS 64-bit words: a set bit says that the card has a
 * row of that quantity, so a reader skips a card with one word's test;
 * with a constant quantity the word and the bit are constants too) */
#define LCG_Q_WORDS 2
#define LCG_Q_WORD(q) ((guint)(q) >> 6)
#define LCG_Q_BIT(q) (G_GUINT64_CONSTANT (1) << ((guint)(q)&63))
#define LCG_Q_HAS(mask, q) (((mask)[LCG_Q_WORD (q)] & LCG_Q_BIT (q)) != 0)
#define LCG_Q_SET(mask, q) ((mask)[LCG_Q_WORD (q)] |= LCG_Q_BIT (q))
enum
{
  LQ_UD, /* combat icons: the order of I_UD, I_BD, I_TACTICS */
  LQ_BD,
  LQ_TACTICS,
  LQ_COST,          /* the cost to play it */
  LQ_FREE,          /* above 0: it costs 0 to play, whatever else changes it */
  LQ_CAPACITY,      /* an objective's damage capacity */
  LQ_RESERVE,       /* a player's reserve value */
  LQ_RESOURCES,     /* a card's resource value */
  LQ_FORCE,         /* Force icons on a player's side of the struggle */
  LQ_UNOPPOSED,     /* a player's unopposed bonus, raised to the highest */
  LQ_MAX_ATTACKERS, /* attackers that may be declared against it (0: any) */
  /* restrictions: in force when above 0 */
  LQ_ENEMY_IMMUNE,       /* enemy effects and icons cannot damage or focus it
                          * (FAQ 4.11) */
  LQ_EVENT_IMMUNE,       /* enemy events cannot target it */
  LQ_CANNOT_ATTACK,      /* it cannot be declared as an attacker (against the
                          * objective asked about) */
  LQ_CANNOT_DEFEND,      /* it cannot be declared as a defender */
  LQ_IGNORE_MATCH,       /* a player's cards need no resource match */
  LQ_SACRIFICE_AT_FOCUS, /* sacrificed as it reaches this many focus tokens */
  LQ_EDGE,               /* edge (N): adds up from every source (FAQ 2.12) */
  LQ_MATCH_ALL,          /* its resources match every affiliation */
  LQ_UNTARGETABLE,       /* no effect may choose it as a target; effects
                          * that name no target still reach it */
  LQ_KEYWORDS,        /* keywords it has: the amounts are KW_ bits, joined, not
                       * added (lcg_keywords) */
  LQ_DOUBLE_ICONS,    /* its combat icons are doubled, after every addition
                       * (FAQ 2.11) */
  LQ_PROTECT,         /* it has Protect (the row's `what`), granted by another
                       * card (lcg_granted_protect) */
  LQ_NO_UNOPPOSED,    /* lcgE: an objective that suffers no unopposed damage
                       * (Echo Base Defense) */
  LQ_STRUGGLE_FORCE,  /* lcgE: Force icons a unit adds while counted in a
                       * Force struggle (Self Preservation) */
  LQ_EDGE_CARD_FORCE, /* lcgE: Force icons a card in an edge stack adds as
                       * the edge battle is resolved (Endless Reserves) */
  LQ_CANNOT_BE_DAMAGED,     /* lcgE: a unit that cannot be damaged, whoever
                             * deals it (Preparation for Battle; FAQ 4.11) */
  LQ_CONSIDERED_COMMITTED,  /* lcgO: a unit committed to the Force without a
                             * Force card (Phase I Dark Trooper;
                             * lcg_is_committed) */
  LQ_NO_FORCE_PHASE_COMMIT, /* lcgO: a unit no one may commit during the
                             * Force phase (Victory or Death; lcg_may_commit) */
  LQ_UNIT_FORCE,            /* lcgO: a unit's Force icons (Faithful Companion;
                             * lcg_force_icons) */
  LQ_EE_UD,                 /* lcgQ: edge-enabled combat icons, in the order
                             * of I_UD, I_BD, I_TACTICS (Echo Defender) */
  LQ_EE_BD,
  LQ_EE_TACTICS,
  LQ_EXTRA_OBJECTIVES,       /* lcgQ: objectives with the row's trait a
                              * player is considered to control beyond his
                              * own (Echo Base; lcg_objectives_controlled) */
  LQ_OPPONENT_EDGE_FACEUP,   /* lcgQ: a player whose first edge card goes
                              * face up, in every edge battle (Sensors Are
                              * Placed; edge.c) */
  LQ_HAND_EXTRA,             /* lcgT: cards a player is considered to have in
                              * hand beyond those there (Shifty Lookout;
                              * lcg_hand_count) */
  LQ_FATE_BLOCKED,           /* lcgT: above 0, the fate card effects of
                              * the player asked about do not resolve
                              * (Commando Operations; edge.c) */
  LQ_LOSE_PROTECT_SHIELDING, /* lcgT: above 0, the unit has neither Protect
                              * nor Shielding, whatever gives them (Moldy
                              * Crow; lcg_loses_protect_shielding) */
  LQ_CANNOT_BE_DESTROYED,    /* lcgU: a unit nothing destroys (Wittin;
                              * damage.c, lcg_step_destroy) */
  /* a card's own rules, read by the step they change (lcg_own_static) */
  LQ_OWN_FIRST,
  LQ_DIAL_WIN = LQ_OWN_FIRST, /* the light side may engage the dial; this much
                               * damage on it wins (Trench Run) */
  LQ_LOSE_IF_DESTROYED,       /* its controller loses if it is destroyed */
  LQ_FATE_BONUS, /* + ud and targeted strike once a fate card is placed */
  LQ_CAPTURED_ON_LEAVE,  /* leaving play, the opponent captures it */
  LQ_FIRST_UNIT_FOCUSED, /* your first unit a turn: 1 focus token */
  LQ_PLAY_FROM_DISCARD,  /* may be played from the discard pile */
  LQ_EDGE_FIRST_FACEUP,  /* participating: the opponent's first edge card
                          * is placed face up (Obi-Wan) */
  LQ_FATE_TWICE,         /* participating: its player's fate cards may
                          * resolve once more (Secret Informant) */
  LQ_ONE_PER_UNIT,       /* a unit may have one copy of it ("Limit 1 per
                          * unit") */
  LQ_PILOT_ON,           /* a unit that may enter play as an enhancement on
                          * a friendly unit with the row's trait (FAQ
                          * errata, Black Squadron Pilot); then its grants
                          * reach that unit */
  LQ_ENHANCES_ONLY,      /* the amount is the affiliation the unit it
                          * enhances must have */
  LQ_CAPTURES_HERE,      /* lcgF: units its controller captures from play
                          * may be captured under it (Dengar) */
  LQ_ENEMY_UNTARGETABLE_UNDAMAGED, /* lcgF: while it has no damage, enemy
                                    * card effects cannot target it
                                    * (Executor; selections.c) */
  LQ_ENGAGED_LAST,         /* lcgN: an enhancement whose objective cannot be
                            * engaged until every other objective its controller
                            * controls has been (Diplomatic Presence; conflict.c) */
  LQ_FIRST_ENGAGE_TRAIT,   /* lcgN: an objective whose player's opponent
                            * must declare his first engagement of the turn
                            * against an objective with its trait, if able
                            * (Opening Moves; conflict.c) */
  LQ_PILOT_TO_UNIT,        /* lcgQ: a pilot that enters play as a unit when
                            * the unit it enhances leaves play (Luke
                            * Skywalker, Escape from Hoth 301; rules.c) */
  LQ_MIN_DEFENDERS,        /* lcgS: its own rule: while it attacks alone,
                            * its opponent declares no defender unless he
                            * declares at least this many (Arcona Rumor
                            * Monger; conflict.c) */
  LQ_TEAM_ONLY,            /* lcgS: a rule for another friendly player,
                            * none in a two-player game: never asked
                            * (Logistics Officer, Weapons Upgrade) */
  LQ_STRIKE_OUTSIDE,       /* lcgS: its own rule: during an engagement
                            * against a dark side objective it may strike
                            * without participating (Trandoshan Security
                            * Team; strike.c) */
  LQ_EDGE_COMMITTED_FORCE, /* lcgT: while committed to the Force, the unit
                            * adds its Force icons to its player's edge
                            * battles (Ruusan Colonist; edge.c) */
  LQ_STRUGGLE_EXHAUSTED,   /* lcgR: committed, its Force icons count in the
                            * struggle even exhausted (Force Wraith; force.c) */
  LQ_BARS_ENEMY_DRAW,      /* lcgR: an objective that, undamaged, bars its
                            * controller's opponent from drawing through card
                            * effects (Embers of Hope; lcg_effect_draw_barred) */
  LQ_PARTICIPANTS_EE,      /* lcgR: while it participates, every participating
                            * unit's combat icons are edge-enabled (Lobot;
                            * strike.c) */
  LQ_STRIKES_OUT,          /* lcgR: it may strike while not participating
                            * (Cloud City Wing Guard; strike.c) */
  LQ_ENH_STRIKES_OUT,      /* lcgR: the unit it enhances, if of the row's
                            * title, may strike while not participating
                            * (Chewbacca's Bowcaster; strike.c) */
  LQ_RESOURCES_ONLY_FOR,   /* lcgAA: its resources may pay only for playing
                            * a unit with the row's trait (or trait2: Jawa
                            * Trading Crawler, Rebel Fighter Bay; pay.c) */
  LQ_ATTACHED_FATE_EDGE,   /* lcgAE: while it attacks, the fate cards
                            * attached to it resolve and count in the edge
                            * battle as if in its player's edge stack
                            * (Admiral Piett; edge.c) */
  LQ_COUNT
};

/* LQ_NO_FORCE_PHASE_COMMIT at this amount or more: the unit may not be
 * committed in any phase (lcgZ: Fear; rules.c lcg_may_commit) */
#define LCG_NO_COMMIT_ANY_PHASE 64

G_END_DECLS
