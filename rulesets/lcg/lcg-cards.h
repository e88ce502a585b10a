/* The lcg ruleset's card data layer, part two: abilities and the compiled
 * card (LcgCard), and the files that read card text into them.  Nothing
 * here calls a rule step. */
#pragma once

#include "lcg-ops.h"

G_BEGIN_DECLS

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
  COST_RETURN_SELF,  /* lcgB: return this card to its owner's hand */
  /* lcgB: discard a card captured at this objective (Feeding the Pit) */
  COST_DISCARD_CAPTURED,
  /* lcgB: deal cost_n damage to the card this one enhances, paid only in
   * full (The Almighty Sarlacc) */
  COST_DAMAGE_ENHANCED,
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
  ONLY_DARK_BALANCE,  /* lcgB: while the Balance of the Force is with the
                       * dark side */
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
  /* lcgB: a unit its controller controlled, attacking as it left play
   * (the condition's amount is 1: leave.c) */
  WHO_FRIENDLY_ATTACKER_LEFT,
  /* lcgB: an objective, either player's (a :TRAIT suffix is a trait) */
  WHO_OBJECTIVE,
  /* lcgB: a unit its controller declared as an attacker (suffix
   * :AFFILIATION[:TRAIT]) */
  WHO_YOUR_ATTACKER,
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
  gint8 cost_aff;      /* COST_SACRIFICE: ... and its affiliation (0: any) */
  gint8 when_aff;      /* you-play-event: the event's affiliation (0: any) */
  guint8 from_hand;    /* a unit's ability used while it is in hand */
  GQuark only_trait;   /* ONLY_CONTROL: the objective trait needed */
  gint8 only_n;        /* ONLY_EDGE_MARGIN: the margin needed */
  LcgOp op[LCG_MAX_OPS];
} LcgClause;

/* a triggering condition's bit in LcgCard.interrupts_on and the others:
 * 0 for none (EV_NONE) or a kind out of range */
#define LCG_EV_BIT(ev)                                                         \
  ((ev) > 0 && (ev) < EV_COUNT ? G_GUINT64_CONSTANT (1) << (ev) : 0)

/* A constant ability as data: while `cond` holds, every card (or player)
 * `who` reaches has `quantity` changed by `amount`, once for each thing
 * `per` counts.  statics.c sums them (lcg_static_sum); the table of
 * abilities.c spells and words them. */
#define LCG_MAX_STATICS 4

/* what it changes (a bit each in LcgCard.static_self/static_others) */
#define LCG_Q_BIT(q) (G_GUINT64_CONSTANT (1) << (q))
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
  LQ_KEYWORDS,     /* keywords it has: the amounts are KW_ bits, joined, not
                    * added (lcg_keywords) */
  LQ_DOUBLE_ICONS, /* its combat icons are doubled, after every addition
                    * (FAQ 2.11) */
  LQ_PROTECT,      /* it has Protect (the row's `what`), granted by another
                    * card (lcg_granted_protect) */
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
  LQ_COUNT
};

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
  LW_FRIENDLY_OBJECTIVES,     /* each objective its controller controls */
  LW_ENEMY_OBJECTIVES,        /* each objective an opponent controls */
  LW_ATTACKERS_WITHOUT_TRAIT, /* a unit without `trait` that would attack
                               * the source */
  LW_ENEMY_UNITS_COSTING,     /* each enemy unit of printed cost `n` or
                               * more */
  LW_ENHANCED,                /* the card it is attached to (a grant) */
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
  LC_HAVE_EDGE,      /* in an engagement, the source's controller has the
                      * edge */
  LC_SOURCE_ALONE,   /* the source is the only attacker */
  LC_ENHANCED_TITLE, /* the card it reaches has the title `trait` */
  LC_FEWER_UNITS,    /* the source's controller controls fewer units than
                      * his opponent */
};

/* once for each of these (LP_ONE: once) */
enum
{
  LP_ONE,
  LP_ENHANCEMENTS,        /* card attached to the card it reaches */
  LP_CAPTURING_OBJECTIVE, /* objective in play with a captured card */
  LP_TRAIT_OBJECTIVE,     /* objective in play with `trait` */
  LP_CAPTURED_HERE,       /* card captured at the source */
};

typedef struct
{
  guint8 word;     /* its row in abilities.c's table: spelling and text */
  guint8 quantity; /* LQ_ */
  guint8 who;      /* LW_ */
  guint8 cond;     /* LC_ */
  guint8 per;      /* LP_ */
  gint8 amount;
  gint8 aff;    /* LW_FRIENDLY, LW_YOUR_FIRST: only cards of this
                 * affiliation (0: any) */
  gint8 type;   /* LW_YOUR_FIRST, LW_ENEMY_FIRST_OWN_TURN */
  gint8 n;      /* LW_ENEMY_UNITS_COSTING: the printed cost */
  guint8 slot;  /* LW_YOUR_FIRST with a trait: its bit in R_FIRST_TRAIT
                 * (first-traits.c) */
  GQuark trait; /* LP_TRAIT_OBJECTIVE, LW_ATTACKERS_WITHOUT_TRAIT; LW_FRIENDLY,
                 * LW_YOUR_FIRST: only cards with it (0: any) */
  GQuark what;  /* LQ_PROTECT: what it protects (a trait, or "unit",
                 * "objective" as the keyword writes them) */
} LcgStatic;

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
  /* constant abilities: data summed by statics.c, and a bit per
   * quantity (1 << LQ_) they change, so a sum skips a card at a glance */
  gint8 n_statics;
  guint64 static_self;   /* of those that reach the card itself */
  guint64 static_others; /* of those that reach other cards or players */
  LcgStatic statics[LCG_MAX_STATICS];
  gint8 n_clauses;
  gint8 n_todo;
  LcgClause clause[LCG_MAX_CLAUSES];
  /* a bit per triggering condition (LCG_EV_BIT of an EV_ kind) its
   * clauses answer, so that a condition nobody answers opens no window at
   * a glance */
  guint64 interrupts_on; /* interrupts, forced or not */
  guint64 reactions_on;  /* reactions, forced or not */
  guint64 forced_on[2];  /* [0] forced interrupts, [1] forced reactions */
  gboolean has_action;
  /* per type it may be played as (unit, event, enhancement): the slots
   * of the first-play trait table it fills (first-traits.c) */
  guint32 first_slots[3];
} LcgCard;

/* cards.c */
HcCardDb *lcg_load_cards (const char *data_dir, GError **error);
HcCardDb *lcg_cards_from_csv (const HcCsv *csv, GError **error);

/* first-traits.c: number the (trait, type) pairs that "the first TRAIT
 * TYPE you play each turn" names across the whole pool */
gboolean lcg_link_first_traits (HcCardDb *db, GError **error);
const LcgCard *lcg_def_info (const HcCardDef *d);
gint lcg_objective_of_set (const HcCardDb *db, gint set_no);
extern const char *const lcg_type_names[T_COUNT];
extern const char *const lcg_affiliation_names[AF_COUNT];

/* abilities.c: the ability encoding */
gboolean lcg_parse_keywords (const char *text, LcgCard *c, char **why);
gboolean lcg_parse_clause (const char *text, LcgCard *c, GString *todo,
                           char **why);

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
  gint8 sign;   /* the amount is N times this (an icon: how often named) */
  gint8 type;   /* LW_ENEMY_FIRST_OWN_TURN: the card type */
  /* card text: {n} N, {+n} the amount with its sign, {icons} the icons,
   * {aff} the affiliation ({aff }: and a space, if it has one), {type} the
   * card type, {trait} the trait, {force} N Force icons, {min} the
   * selector's number, {what} what a granted Protect protects */
  const char *text;
} LcgStaticWord;

/* A card's first constant ability changing `quantity`, or NULL: for
 * the own rules that carry more than an amount (LQ_PILOT_ON's trait) */
static inline const LcgStatic *
lcg_card_static (const LcgCard *c, gint quantity)
{
  if (!((c->static_self | c->static_others) & LCG_Q_BIT (quantity)))
    return NULL;
  for (gint i = 0; i < c->n_statics; i++)
    if (c->statics[i].quantity == quantity)
      return &c->statics[i];
  return NULL;
}

/* the row of LcgStatic.word (abilities.c) */
const LcgStaticWord *lcg_static_word (guint i);

/* head-words.c: a row of the table of an ability head's words after its
 * triggering condition ("cost spend:N", "limit once-per-turn", "only
 * your-turn"): how it is spelled, what it sets, its card text */
enum
{
  LHA_NONE,      /* HEAD WORD */
  LHA_N,         /* HEAD WORD:N */
  LHA_TRAIT,     /* HEAD WORD:TRAIT (one trait, '_' for a space) */
  LHA_AFF_TRAIT, /* HEAD WORD:AFFILIATION:TRAIT (cost_aff; the card text
                  * is the LHA_TRAIT row's of the same value, given the
                  * affiliation and trait as one "trait") */
};

typedef struct
{
  const char *head;       /* "cost", "limit" or "only" */
  const char *word;       /* ends in ':' where an argument follows */
  guint8 args;            /* LHA_ */
  guint8 value;           /* COST_, LIM_ or ONLY_ */
  gint8 lo, hi;           /* N's range */
  const char *one, *many; /* {count}: N of these nouns */
  /* card text: {n} N, {count} N and its noun, {trait} the trait */
  const char *text;
} LcgHeadWord;

const LcgHeadWord *lcg_head_word (guint i);
/* "HEAD WORD[N|TRAIT]" */
void lcg_head_word_grammar (const LcgHeadWord *row, GString *out);
/* the clause's cost, limit or condition from "HEAD WORD" */
gboolean lcg_parse_head_word (const char *head, const char *word, LcgClause *cl,
                              char **why);
/* its card text, from the fields it set */
void lcg_head_text (const char *head, gint value, gint n, GQuark trait,
                    GString *out);

/* ... and a flag of the keywords column ("elite"): FALSE if no row
 * spells it; the rows' words, each followed by ", " */
gboolean lcg_keyword_flag (const char *word, LcgCard *c);
void lcg_keyword_flags_text (GString *out);

/* card-text.c: a card's facts and abilities as text */
void lcg_card_text (const HcCardDef *def, GString *out);

/* render.c: the encoding as card text */
void lcg_abilities_text (const HcCardDef *d, const LcgCard *c, GString *out);

/* listeners.c */
void lcg_note_listeners (LcgCard *info);

/* deck.c */
gboolean lcg_check_deck (const HcCardDb *db, gint side, const gint16 *cards,
                         gint n, GString *problems);
gboolean lcg_build_decks (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
                          const gint n_deck[HC_MAX_PLAYERS], GError **error);

G_END_DECLS
