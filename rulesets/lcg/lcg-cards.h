/* The lcg ruleset's card data layer, part two: abilities and the compiled
 * card (LcgCard), and the files that read card text into them.  Nothing
 * here calls a rule step. */
#pragma once

#include "lcg-ops.h"
#include "lcg-statics.h"

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
  /* lcgT: return a card captured at an objective you control to its
   * owner's hand (Zygerrian Slaver) */
  COST_RETURN_CAPTURED,
  /* lcgX: increase the Death Star dial by N (Yoda, You Seek Yoda) */
  COST_DIAL,
  COST_UNSHIELD_SELF, /* lcgV: remove a shield from this card */
  COST_UNSHIELD_CARD, /* lcgV: ... from a card you control ("that" card) */
  COST_UNSHIELD_UNIT, /* lcgV: ... from a unit you control ("that" unit) */
  COST_PLACE_DAMAGE,  /* lcgV: place cost_n damage on this card, not dealt */
  /* lcgW: deal 1 damage to each objective with cost_trait its player
   * controls (Snowspeeder Counterattack) */
  COST_DAMAGE_EACH_OBJECTIVE,
  /* lcgAC: return a unit you control of cost_aff to its owner's hand: the
   * frame's target until step 5, read by cheaper-than-cost (Outmaneuver) */
  COST_RETURN_UNIT,
  /* lcgAC: focus this card and reveal a unique cost_trait unit from your
   * hand: the frame's target until step 5, then its target2 (Heroes and
   * Legends) */
  COST_FOCUS_REVEAL,
};

enum
{
  LIM_NONE,
  LIM_ONCE_PER_TURN, /* per copy (FAQ 4.8) */
  LIM_ONE_PER_TURN,  /* per title and player (FAQ 4.8) */
  LIM_ONCE_PER_EDGE, /* per copy and edge battle */
  LIM_3_PER_PHASE,   /* three times per copy and phase */
  /* lcgQ: once per copy and phase */
  LIM_ONCE_PER_PHASE,
  /* lcgX: once per copy and engagement (Zuckuss) */
  LIM_ONCE_PER_ENGAGEMENT,
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
  ONLY_OPPONENT_TURN,    /* during an opponent's turn */
  ONLY_EDGE_MARGIN,      /* its player won the edge battle by only_n or more
                          * Force icons */
  ONLY_DARK_BALANCE,     /* lcgB: while the Balance of the Force is with the
                          * dark side */
  ONLY_ENGAGED_FRIENDLY, /* lcgE: while the engaged objective is its
                          * player's, with only_trait */
  ONLY_YOUR_TURN_UNLESS_DARK, /* lcgE: on its player's turn, or any time
                               * while the Balance is with the dark side */
  ONLY_OBJECTIVE_IN_PLAY,     /* lcgE: while an objective with only_trait
                               * is in play, either player's */
  ONLY_PARTICIPATING,         /* lcgN: while the card itself participates
                               * in the engagement (Greedo) */
  ONLY_ALONE_ATTACKER,        /* lcgN: its player attacks with exactly one
                               * unit (Smuggling Compartment) */
  ONLY_EDGE_LOST_MARGIN,      /* lcgN: its player lost the edge battle by
                               * only_n or more Force icons (Bounty) */
  ONLY_COMMITTED,             /* lcgO: while the card itself is committed
                               * to the Force (lcg_is_committed) */
  ONLY_MORE_OBJECTIVES,       /* lcgQ: while its player controls more
                               * objectives with only_trait than his
                               * opponent (lcg_objectives_controlled) */
  ONLY_FEWER_UNITS,           /* lcgQ: while its player controls fewer
                               * units than his opponent */
  ONLY_STRUGGLE_MARGIN,       /* lcgS: its player won the Force struggle
                               * by only_n or more Force icons (the
                               * condition's amount) */
  ONLY_DAMAGED_OBJECTIVE,     /* lcgT: while an objective with only_trait,
                               * either player's, has damage on it (Echo
                               * Base Technician's target) */
  /* lcgU: no objective of its player was engaged this turn (Ties of
   * Blood: the opponent declared no engagement) */
  ONLY_NO_ENGAGEMENT_AGAINST,
  /* lcgU: its player has a Force card left in his supply (Award
   * Ceremony) */
  ONLY_FORCE_CARD_IN_SUPPLY,
  /* lcgZ: while the Balance of the Force is with the light side (Believer
   * Initiate, Ewok Lookout) */
  ONLY_LIGHT_BALANCE,
  /* lcgZ: the unit the card enhances participates in the engagement and
   * its player won the edge battle by only_n or more Force icons (Ataru
   * Training's granted reaction) */
  ONLY_ENHANCED_PARTICIPATING_EDGE_MARGIN,
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
  /* lcgN: the card whose title the :TITLE suffix gives (Bail Organa:
   * "the Alderaan's Promise objective"); when_trait holds the title */
  WHO_TITLED,
  /* lcgO: a unique unit its controller controlled, after it left play
   * (Loyal Wookiee) */
  WHO_FRIENDLY_UNIQUE_LEFT,
  WHO_CAPTURED_UNIT_HERE, /* lcgQ: a unit card its player captured at this
                           * objective */
  /* lcgR: the card itself dealt the damage, and the enemy unit it dealt
   * it to is gone (destroyed by it: the reactions to damage dealt come
   * after the destruction, damage.c) (Assassin Droid) */
  WHO_SELF_SOURCE_KILLED,
  WHO_YOU_FROM_UNIT, /* lcgV: you removed a shield from a unit (ET-74) */
  /* lcgY: a unit its controller controls, during an engagement */
  WHO_FRIENDLY_UNIT_ENGAGED,
  /* lcgAE: a fate card from its controller's own edge stack, not of the
   * title the :TITLE suffix gives (Admiral Piett: "not named Twist of
   * Fate"); when_trait holds the title */
  WHO_YOUR_FATE_UNTITLED,
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
  guint8 from_discard; /* lcgS: ... while it is in its owner's discard
                        * pile (Shistavanen Wolfman) */
  guint8 constant;     /* lcgAI: printed as a constant ability (no ability
                        * initiated: nothing cancels it) */
  GQuark only_trait;   /* ONLY_CONTROL: the objective trait needed */
  gint8 only_n;        /* ONLY_EDGE_MARGIN: the margin needed */
  LcgOp op[LCG_MAX_OPS];
} LcgClause;

/* a triggering condition's bit in LcgCard.interrupts_on and the others:
 * 0 for none (EV_NONE) or a kind out of range */
#define LCG_EV_BIT(ev)                                                         \
  ((ev) > 0 && (ev) < EV_COUNT ? G_GUINT64_CONSTANT (1) << (ev) : 0)

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
  gboolean protect_committed; /* "Protect unit that is committed to the
                               * Force": only of a committed card */
  guint8 deck;
  /* enhancement placement and what it gives the enhanced card */
  guint8 enh;
  GQuark enh_trait[2];
  /* constant abilities: data summed by statics.c, and a bit per
   * quantity (LCG_Q_HAS) they change, so a sum skips a card at a glance */
  gint8 n_statics;
  guint64 static_self[LCG_Q_WORDS];   /* of those that reach the card */
  guint64 static_others[LCG_Q_WORDS]; /* of those that reach other cards
                                       * or players */
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
gboolean lcg_parse_clause (const char *text, LcgCard *c, GString *todo,
                           char **why);

/* A card's first constant ability changing `quantity`, or NULL: for
 * the own rules that carry more than an amount (LQ_PILOT_ON's trait) */
static inline const LcgStatic *
lcg_card_static (const LcgCard *c, gint quantity)
{
  if (!LCG_Q_HAS (c->static_self, quantity)
      && !LCG_Q_HAS (c->static_others, quantity))
    return NULL;
  for (gint i = 0; i < c->n_statics; i++)
    if (c->statics[i].quantity == quantity)
      return &c->statics[i];
  return NULL;
}

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
  LHA_AFF,       /* lcgAC: HEAD WORD:AFFILIATION (cost_aff; the card text
                  * reads the affiliation as its "trait") */
};

/* the value of a lone word's row (head ""): what it sets */
enum
{
  LHW_SUBJECT_COST = 1, /* when_cost_cap */
  LHW_FROM_HAND,        /* from_hand */
  LHW_FROM_DISCARD,     /* lcgS: from_discard */
  LHW_CONSTANT,         /* lcgAI: constant */
};

typedef struct
{
  const char *head;       /* "cost", "limit", "only", or "" alone */
  const char *word;       /* ends in ':' where an argument follows */
  guint8 args;            /* LHA_ */
  guint8 value;           /* COST_, LIM_, ONLY_ or LHW_ */
  gint8 lo, hi;           /* N's range */
  const char *one, *many; /* {count}: N of these nouns */
  /* card text: {n} N, {count} N and its noun, {trait} the trait */
  const char *text;
} LcgHeadWord;

const LcgHeadWord *lcg_head_word (guint i);
/* "HEAD WORD[N|TRAIT]" */
void lcg_head_word_grammar (const LcgHeadWord *row, GString *out);
/* the clause's cost, limit or condition from "HEAD WORD", or a lone
 * word from HEAD: how many words it took (0: an error, in why) */
gint lcg_parse_head_word (const char *head, const char *word, LcgClause *cl,
                          char **why);
/* its card text, from the fields it set */
void lcg_head_text (const char *head, gint value, gint n, GQuark trait,
                    GString *out);

#include "lcg-keywords.h"

/* card-text.c: a card's facts and abilities as text */
void lcg_card_text (const HcCardDef *def, GString *out);

/* render.c: what `cards coverage` asks to see run (hc_coverage_note):
 * clause i is part i, constant ability j part LCG_PART_STATIC + j */
#define LCG_PART_STATIC 32
/* its keywords: LCG_PART_KEYWORD + the bit's number of KW_ELITE,
 * KW_SHIELDING, KW_TARGETED_STRIKE, KW_LIMITED or KW_NO_ENHANCEMENTS, and
 * Edge (X) and Protect */
#define LCG_PART_KEYWORD 40
#define LCG_PART_EDGE 48
#define LCG_PART_PROTECT 49
#define LCG_PART_KEYWORDS                                                      \
  (KW_ELITE | KW_SHIELDING | KW_TARGETED_STRIKE | KW_LIMITED                   \
   | KW_NO_ENHANCEMENTS)
guint64 lcg_encoded_parts (const HcCardDef *d);
void lcg_part_text (const HcCardDef *d, guint part, GString *out);
/* render.c: the encoding as card text */
void lcg_abilities_text (const HcCardDef *d, const LcgCard *c, GString *out);
/* ... its keywords alone, a line each, from the rows of keywords.c */
void lcg_keywords_text (const LcgCard *c, GString *out);

/* listeners.c; also fills d's marks (HcCardDef.marks): its interrupts_on
 * and reactions_on, and the quantities (LCG_Q_WORDS words each) its
 * constant abilities change for cards in play or players, for those but
 * objectives, and for the card it enhances */
void lcg_note_listeners (HcCardDef *d, LcgCard *info);
enum
{
  LCG_MARK_INTERRUPTS,
  LCG_MARK_REACTIONS,
  LCG_MARK_PLAY,
  LCG_MARK_PLAY_NOT_OBJECTIVES = LCG_MARK_PLAY + LCG_Q_WORDS,
  LCG_MARK_ENHANCED = LCG_MARK_PLAY_NOT_OBJECTIVES + LCG_Q_WORDS,
  LCG_MARK_END = LCG_MARK_ENHANCED + LCG_Q_WORDS,
};

/* deck.c */
gboolean lcg_check_deck (const HcCardDb *db, gint side, const gint16 *cards,
                         gint n, GString *problems);
/* every card the deck entries put into a game: an objective and its set's
 * five other cards (HcRuleset.deck_cards) */
void lcg_deck_cards (const HcCardDb *db, const gint16 *cards, gint n,
                     GArray *out);
gboolean lcg_build_decks (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
                          const gint n_deck[HC_MAX_PLAYERS], GError **error);
/* HcRuleset.unit_deck: a legal deck holding objective set `card` (its
 * objective) twice, filled with other implemented sets of its side */
gint lcg_set_deck (const HcCardDb *db, gint card, gint *side, GArray *out,
                   GString *why);

G_END_DECLS
