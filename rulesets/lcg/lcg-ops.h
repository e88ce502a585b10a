/* The lcg ruleset's card data, part one: what an effect does to what
 * (selectors, ops; the verbs are in lcg-verb-ids.h).  lcg-cards.h builds the
 * abilities on it. */
#pragma once

#include "lcg-types.h"
#include "lcg-verb-ids.h"

G_BEGIN_DECLS

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
  KW_NO_FORCE_ICONS = 1 << 6, /* it loses all Force icons (rules.c) */
  /* lcgAB: striking, its unit damage may go to a unit of its row's trait
   * not participating (Trandoshan Hunter; strike.c; the quantity bits are
   * full, so a keyword bit of LQ_KEYWORDS) */
  KW_HUNTS_TRAIT = 1 << 7,
  /* lcgAB: the unit it enhances is treated as if its printed text were
   * blank, but its traits (Hate; lcg_blanked) */
  KW_BLANK = 1 << 8,
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
  /* lcgB: not committed to the Force */
  FL_UNCOMMITTED = 1 << 11,
  /* lcgB: participating on the defending side */
  FL_DEFENDING = 1 << 12,
  /* lcgB: printed cost at most the number of enhancements its selecting
   * player controls (Explosive Charge) */
  FL_COST_LE_OWN_ENH = 1 << 13,
  /* lcgB: the traits are for objectives only ("an enhancement or Hoth
   * objective") */
  FL_TRAIT_OBJECTIVES = 1 << 14,
  /* lcgE: the traits are for units only ("an enhancement or Character
   * unit") */
  FL_TRAIT_UNITS = 1 << 15,
  /* lcgO: with no focus token on it (Seeds of Decay) */
  FL_READY = 1 << 16,
  /* lcgS: it generates resources, 1 or more (Smuggling Shipment) */
  FL_RESOURCES = 1 << 17,
  /* lcgV: or the card with the ability itself (Native Support: "this
   * enhancement or a friendly Ewok unit") */
  FL_OR_SELF = 1 << 18,
  /* lcgAC: of lower printed cost than the cost's card (Outmaneuver) */
  FL_CHEAPER_THAN_COST = 1 << 19,
  FL_SAME_TITLE_AS_COST = 1 << 20, /* lcgAC: ... of the cost card's title */
};

typedef struct
{
  guint8 mode;
  guint8 what;
  guint8 side;
  guint32 filter;
  gint8 max_cost;  /* printed cost at most this; -1 for any */
  gint8 min_enh;   /* at least this many enhancements on it (0: any) */
  GQuark trait[2]; /* 0: any; else one of them */
  gint8 aff;       /* discard-event, filter affiliation:AFF: the card's
                    * affiliation (AF_NEUTRAL: any) */
  gint8 up_to;     /* SEL_TARGET: up to this many targets (0: one) */
  gint8 min_cost;  /* reveal-take: printed cost at least this */
  gint8 max_sum;   /* lcgW: up-to 2: their printed costs add up to at most
                    * this (0: no such limit; targets.c) */
  /* lcgB: an enhancement card must have this title, and `trait` is then
   * for the unit cards only ("a Fighter unit or a Precision Flying
   * enhancement"); 0: no such test */
  GQuark enh_title;
} LcgSel;

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
  CH_UNCOMMIT = CH_LOSE_ICON + I_COUNT, /* removed from the Force */
  CH_DAMAGE_ON,                         /* 1 damage dealt to it */
  CH_FOCUS_ON,                          /* 1 focus token placed on it */
  CH_SACRIFICE,                         /* lcgB: sacrificed */
  CH_DRAW,                              /* lcgE: drawn (look-top.c) */
  CH_LOOK_DECK, /* lcgX: the deck whose top card it is is looked at
                   (look-deck.c) */
  CH_SPEND,     /* lcgAA: the option's c resources spent (spend-or-focus.c) */
  CH_SWAP_ICON, /* lcgAA: + the icon kind (I_ values, then edge-enabled):
                 * it goes from the card to the option's c (swap-icon.c) */
  CH_SWAP_ICON_LAST = CH_SWAP_ICON + 2 * I_COUNT - 1,
  CH_CAPTURE_AT, /* lcgAA: the objective a Force card is captured at
                  * (capture-force.c) */
  /* lcgAI: a deck's top card discarded, the label saying whose deck
   * (look-deck.c, Observation Point) */
  CH_DISCARD_TOP,
  /* lcgAI: the Force card captured at this objective is rescued
   * (captured.c, Sonic Detonation) */
  CH_RESCUE_FORCE,
};

typedef struct
{
  guint8 verb;
  gint8 n;
  gint8 n_light; /* the amount instead while the Balance is light; 0: n
                  * (V_NEXT_CARD, which has no light amount: 1 when the
                  * card still needs its resource match) */
  gint8 icon[3]; /* what V_GAIN and V_GAIN_PHASE give */
  LcgSel sel;
  LcgSel to; /* V_MOVE_FOCUS: where the token goes */
} LcgOp;

G_END_DECLS
