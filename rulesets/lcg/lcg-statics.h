/* The lcg ruleset's card data layer: constant abilities as data (LcgStatic)
 * and the table row that spells one.  Nothing here calls a rule step. */
#pragma once

#include "lcg-ops.h"
#include "lcg-static-ids.h"

G_BEGIN_DECLS

/* A constant ability as data: while `cond` holds, every card (or player)
 * `who` reaches has `quantity` changed by `amount`, once for each thing
 * `per` counts.  statics.c sums them (lcg_static_sum); the table of
 * abilities.c spells and words them. */
#define LCG_MAX_STATICS 5

/* whom it reaches, seen from the card that has it (the source) */
enum
{
  LW_SELF,       /* the card itself, wherever it is */
  LW_FRIENDLY,   /* each card its controller controls; with aff: of that
                  * affiliation */
  LW_YOUR_FIRST, /* the first card of `type` (with aff: of that affiliation)
                  * its controller plays each turn */
  LW_ENEMY_FIRST_OWN_TURN,    /* the first card of `type` an opponent plays on
                               * his own turn */
  LW_YOU,                     /* its controller (a player's value) */
  LW_FRIENDLY_OBJECTIVES,     /* each objective its controller controls
                               * (with `trait`, if set) */
  LW_ENEMY_OBJECTIVES,        /* each objective an opponent controls (with
                               * `trait`, if set) */
  LW_ATTACKERS_WITHOUT_TRAIT, /* a unit without `trait` that would attack
                               * the source */
  LW_ENEMY_UNITS_COSTING,     /* each enemy unit of printed cost `n` or
                               * more */
  LW_ENHANCED,                /* the card it is attached to (a grant) */
  LW_OPPONENT,                /* each opponent of its controller (a
                               * player's value) */
  LW_ENEMY_TYPE,              /* each card of `type` an opponent plays */
  LW_FRIENDLY_ATTACKERS,      /* each attacking unit its controller
                               * controls */
  LW_YOUR_EDGE_STACK,         /* each card in its controller's edge stack
                               * (of `type`; -1: any) */
  LW_YOUR_COSTING,            /* each card of `type` its controller plays,
                               * of `aff` and with `trait`, of printed
                               * cost `n` or more */
  LW_OTHER_FRIENDLY_TYPE,     /* each other card in play of `type` its
                               * controller controls */
  LW_ATTACKING_SOURCE,        /* lcgN: each unit attacking the source, an
                               * objective (Hive of Scum and Villainy) */
  LW_UNITS_WITHOUT_TRAIT,     /* lcgO: each unit without `trait`, either
                               * player's */
  LW_UNITS_WITH_TRAIT,        /* lcgO: each unit with `trait`, either
                               * player's */
  LW_ENEMY_FEWER_FORCE,       /* lcgO: each enemy unit with fewer Force
                               * icons than the source */
  LW_UNIQUE_ATTACKERS,        /* lcgT: each attacking unique card of `type`
                               * (and `aff`, if set), either player's (The
                               * Flight of the Crow) */
};

/* while what holds */
enum
{
  LC_ALWAYS,
  LC_DAMAGED,           /* the source has damage on it */
  LC_ANY_CAPTURED,      /* an objective in play has a captured card */
  LC_ATTACKING_ALONE,   /* the card it reaches is the only attacker */
  LC_UNDAMAGED,         /* the source has no damage on it */
  LC_CAPTURED_AT_YOURS, /* a card is captured at an objective of the player
                         * asked about */
  LC_ENEMY_OBJECTIVES_EXHAUSTED, /* each objective of that player's
                                  * opponent is */
  LC_HAVE_EDGE,         /* in an engagement, the source's controller has the
                         * edge */
  LC_SOURCE_ALONE,      /* the source is the only attacker */
  LC_ENHANCED_TITLE,    /* the card it reaches has the title `trait` */
  LC_FEWER_UNITS,       /* the source's controller controls fewer units than
                         * his opponent */
  LC_ATTACKING_DAMAGED, /* the card it reaches is attacking an objective
                         * with damage on it */
  LC_ATTACKING_TRAIT,   /* the card it reaches is attacking an objective
                         * with `obj_trait` */
  LC_SOURCE_ATTACKING,  /* the source is attacking */
  LC_LIGHT_BALANCE,     /* the Balance of the Force is with the light side */
  LC_MORE_OBJECTIVES,   /* the source's controller controls more
                         * objectives with `obj_trait` than his opponent */
  LC_SHIELDED,          /* the card it reaches has a shield on it */
  LC_SHIELDED_DIAL_AT_MOST,  /* ... and the Death Star dial is `n` or
                              * lower */
  LC_SHIELDED_DIAL_AT_LEAST, /* ... and the dial is `n` or higher */
  LC_CONTROL_TITLE,          /* lcgN: the source's controller controls a
                              * card in play titled `obj_trait` (Rogue
                              * Leader) */
  LC_OBJECTIVE_IN_PLAY,      /* lcgN: an objective with `obj_trait` is in
                              * play, either player's (Bail Organa) */
  LC_COMMITTED,    /* lcgO: the card it reaches is committed to the Force
                    * (lcg_is_committed) */
  LC_DARK_BALANCE, /* lcgO: the Balance of the Force is with the dark
                    * side */
  LC_UNCOMMITTED,  /* lcgO: the card it reaches is not committed to the
                    * Force */
  LC_ENEMY_COMMITTED_FEWER, /* lcgO: fewer than `n` units of the source's
                             * opponent are committed to the Force */
  LC_NO_ENEMY_COMMITTED,    /* lcgO: no unit of the source's opponent is */
  LC_AS_ENHANCEMENT,        /* lcgQ: the card asked about is played as an
                             * enhancement (a pilot) */
  LC_SOURCE_READY,          /* lcgT: the source has no focus token on it */
  LC_OPPONENT_MORE_HAND,    /* lcgT: the source's opponent has more cards in
                             * hand than its controller (lcg_hand_count) */
  LC_FIRST_ENGAGEMENT,      /* lcgR: an engagement is under way and it is
                             * the first declared this phase (Massassi
                             * Temple Lookout) */
};

/* once for each of these (LP_ONE: once) */
enum
{
  LP_ONE,
  LP_ENHANCEMENTS,        /* card attached to the card it reaches */
  LP_CAPTURING_OBJECTIVE, /* objective in play with a captured card */
  LP_TRAIT_OBJECTIVE,     /* objective in play with `trait` */
  LP_CAPTURED_HERE,       /* card captured at the source */
  LP_YOUR_OBJECTIVE,      /* objective with `obj_trait` the source's
                           * controller controls */
  LP_OTHER_PARTICIPATING, /* lcgN: unit participating in the engagement,
                           * other than the card it reaches, under that
                           * card's controller (Gaffi Stick) */
  LP_ATTACKING_TRAIT,     /* lcgQ: attacking unit with `obj_trait` the
                           * source's controller controls (Rogue Two) */
  LP_COMMON_RESERVE,      /* lcgS: card in a side's common reserve: none,
                           * a two-player game has no common reserve
                           * (Watchers in the Wasteland) */
  LP_UNDAMAGED_OBJECTIVE, /* lcgT: undamaged objective with `obj_trait` the
                           * source's controller controls (The Hoth
                           * Gambit) */
  LP_OPPONENT_HAND,       /* lcgT: card in the hand of the opponent of the
                           * player asked about (lcg_hand_count; Aquaris
                           * Freeholders) */
  LP_DEFENDER_HAND,       /* lcgT: card in the defending player's hand
                           * (lcg_hand_count; Dash Rendar) */
  LP_DIAL,                /* lcgU: point on the Death Star dial (Yoda,
                           * Join Us or Die 568) */
  LP_PRINTED_FORCE,       /* lcgU: printed Force icon of the card it
                           * reaches (Green Squadron Deployment: doubled) */
};

typedef struct
{
  guint8 word;     /* its row in abilities.c's table: spelling and text */
  guint8 quantity; /* LQ_ */
  guint8 who;      /* LW_ */
  guint8 cond;     /* LC_ */
  guint8 per;      /* LP_ */
  gint16 amount;   /* gint16: keyword bits from KW_HUNTS_TRAIT (1 << 7) on
                    * do not fit 8 bits */
  gint8 aff;       /* LW_FRIENDLY, LW_YOUR_FIRST: only cards of this
                    * affiliation (0: any) */
  gint8 type;      /* LW_YOUR_FIRST, LW_ENEMY_FIRST_OWN_TURN, LW_ENEMY_TYPE,
                    * LW_YOUR_EDGE_STACK (-1: any type) */
  gint8 n;         /* LW_ENEMY_UNITS_COSTING: the printed cost */
  guint8 slot;     /* LW_YOUR_FIRST with a trait: its bit in R_FIRST_TRAIT
                    * (first-traits.c) */
  GQuark trait;  /* LP_TRAIT_OBJECTIVE, LW_ATTACKERS_WITHOUT_TRAIT; LW_FRIENDLY,
                  * LW_YOUR_FIRST: only cards with it (0: any) */
  GQuark what;   /* LQ_PROTECT: what it protects (a trait, or "unit",
                  * "objective" as the keyword writes them) */
  GQuark trait2; /* LW_FRIENDLY: a second trait; a card with either
                  * is reached (General Veers) */
  GQuark obj_trait; /* LC_ATTACKING_TRAIT, LC_MORE_OBJECTIVES,
                     * LP_YOUR_OBJECTIVE: the objectives' trait */
} LcgStatic;

/* abilities.c: a row of the constant abilities' table, how one is
 * spelled ("static WORD ARGS") and what it compiles to */
enum
{
  LSA_ICONS,        /* ICON...: one LcgStatic per icon type named */
  LSA_AFF_ICONS,    /* WORD:AFFILIATION ICON... */
  LSA_NONE,         /* WORD */
  LSA_N,            /* WORD N */
  LSA_TRAIT_N,      /* WORD:TRAIT N */
  LSA_TYPE_N,       /* WORD TYPE[:AFFILIATION] N */
  LSA_TRAIT,        /* WORD:TRAIT */
  LSA_MIN_N,        /* WORD N: N is the selector's number, the amount 1 */
  LSA_TITLE_THEN_N, /* WORD:TITLE THEN N (THEN: the row's `then`) */
  LSA_TITLE_THEN,   /* WORD:TITLE THEN: the amount is the row's sign */
  LSA_AFF,          /* WORD:AFFILIATION: the amount is the affiliation */
  LSA_TRAIT_WHAT,   /* WORD:TRAIT WHAT (`what`: a trait, unit or
                     * objective) */
  LSA_TRAIT_TYPE_N, /* WORD:TRAIT TYPE N */
  LSA_OBJ_ICONS,    /* WORD:OBJECTIVE-TRAIT ICON... */
  LSA_TRAITS_ICONS, /* WORD:T1/T2 ICON...: trait and trait2 */
  LSA_OBJ_N,        /* WORD:OBJECTIVE-TRAIT N */
  LSA_TRAIT_OBJ_N,  /* WORD:TRAIT:OBJECTIVE-TRAIT N */
  LSA_OBJ_BOTH,     /* WORD:TRAIT: the trait of the objectives it reaches
                     * and of those its condition counts */
  LSA_TRAITS,       /* WORD:T1[/T2]: trait and trait2, either will do;
                     * the amount is the row's sign */
  LSA_AFF_TRAIT_TYPE_MIN_N, /* WORD:AFFILIATION:TRAIT TYPE MIN N */
  LSA_MIN_ICONS,            /* WORD N ICON...: N is the condition's
                             * number */
};

typedef struct
{
  const char *clause;  /* the clause's first word: "static" (NULL) or
                        * "grant" (what an enhancement gives) */
  const char *word;    /* "" for a grant of icons: "grant ICON..." */
  const char *then;    /* LSA_TITLE_THEN_N: the word before N */
  const char *example; /* a clause that must parse as this row */
  guint8 args;         /* LSA_ */
  guint8 quantity, who, cond, per;
  gint8 lo, hi; /* N's range */
  gint16 sign;  /* the amount is N times this (an icon: how often named;
                 * a keyword bit) */
  gint8 type;   /* LW_ENEMY_FIRST_OWN_TURN: the card type */
  /* card text: {n} N, {+n} the amount with its sign, {icons} the icons,
   * {aff} the affiliation ({aff }: and a space, if it has one), {type} the
   * card type, {trait} the trait, {force} N Force icons, {min} the
   * selector's number, {what} what a granted Protect protects */
  const char *text;
} LcgStaticWord;

/* a row of icons: one LcgStatic per icon type named */
static inline gboolean
lcg_static_row_icons (const LcgStaticWord *row)
{
  return row->args == LSA_ICONS || row->args == LSA_AFF_ICONS
         || row->args == LSA_OBJ_ICONS || row->args == LSA_TRAITS_ICONS
         || row->args == LSA_MIN_ICONS;
}

/* the row of LcgStatic.word (abilities.c) */
const LcgStaticWord *lcg_static_word (guint i);

G_END_DECLS
