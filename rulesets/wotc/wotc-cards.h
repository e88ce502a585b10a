/* The wotc ruleset's layer 2, card data: the compiled abilities of a card
 * (the language is abilities.h), parsed and rendered by abilities.c, and
 * the card database built from the CSV by cards.c.  This layer calls no
 * other layer of the ruleset. */
#pragma once

#include "abilities.h"
#include "wotc-types.h"

G_BEGIN_DECLS

/* the card types' names as the card data writes them, by T_ */
extern const char *const wotc_type_names[WOTC_N_TYPES];

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
  gint16 attach_sub[3]; /* Pilot: subtype words a host may have; -1 none */
  gint8 equip_bp, equip_force;
  gint8 grant_stat[S_COUNT];
  gint8 grant_kw[K_COUNT];
  /* a Pilot's "Pay F Force -> Evade X" for the unit it pilots (0: none) */
  gint8 grant_evade, grant_evade_force;
  gint8 n_todo; /* clauses not yet implemented */
  gint8 n_clauses;
  /* which lasting-ability operations its clauses have (wotc_static_bit),
   * so the scans for lasting abilities pass over most cards at once */
  guint8 static_mask;
  /* room for Pilots beyond the one a unit takes (EXTRA_PILOT_*) */
  guint8 extra_pilot;
  /* unit types (bits of T_*) it may attack in the opponent's build zone
   * (Plo Koon (B): "Plo can attack Characters in your opponent's build
   * zone") */
  guint8 attack_build;
  /* it has an ability used from its owner's discard pile (Princess Leia
   * (E): "Play only ... if Leia is in your discard pile") */
  guint8 from_pile;
  /* a subtype it has beside its printed line ("Treat Aurra as a Dark
   * Jedi"), as a subtype line (interned); NULL none */
  const char *also_subtype;
  /* its attack dice are rolled secretly, after the defender's reroll,
   * pending-damage and prevention chances (Darth Sidious (C), attack.c) */
  guint8 secret_roll;
  WotcClause clause[WOTC_MAX_CLAUSES];
} WotcAbilities;

/* WotcClause.reserves of an ability used from the discard pile */
#define WOTC_FROM_PILE 2

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
  /* "this unit can have an extra Pilot" (Millennium Falcon (A)-(C)) */
  EXTRA_PILOT_SELF = 1 << 0,
  /* "a Starfighter with this Pilot on it can have an extra Pilot if that
   * Pilot isn't an Astromech Droid" (R2-X2 (A), R2-D2 (D)) */
  EXTRA_PILOT_HOST = 1 << 1,
};

enum
{
  ATTACH_NONE,
  ATTACH_PILOT,
  ATTACH_EQUIP,
};

/* abilities.c: each keyword (K_*) as the card data writes it
 * ("critical-hit") and as card text names it ("Critical Hit"): the one
 * table the parser and every rendering read */
typedef struct
{
  const char *word;
  const char *text;
} WotcKeywordName;
extern const WotcKeywordName wotc_keyword_names[K_COUNT];

/* abilities.c */
gboolean wotc_parse_clause (const char *text, WotcAbilities *ab, char **why);
gboolean wotc_parse_attach (const char *text, WotcAbilities *ab, char **why);
void wotc_attach_text (const WotcAbilities *ab, GString *out);
void wotc_op_text (const WotcOp *o, const char *self_name, GString *out);
void wotc_clause_text (const WotcClause *c, const char *self_name,
                       GString *out);
/* what the clause does, without its costs and timing or a full stop */
void wotc_clause_effects_text (const WotcClause *c, const char *self_name,
                               GString *out);

/* cards.c */
HcCardDb *wotc_load_cards (const char *data_dir, GError **error);
HcCardDb *wotc_cards_from_csv (const HcCsv *csv, GError **error);
void wotc_card_text (const HcCardDef *def, GString *out);
/* the parts of a card's encoding `cards coverage` counts (hc_coverage_note):
 * clause i is part i */
enum
{
  WOTC_PART_KEYWORD = 8, /* + K_ */
  WOTC_PART_EVADE = WOTC_PART_KEYWORD + K_COUNT,
  WOTC_PART_UPKEEP,
  WOTC_PART_BOUNTY,
  WOTC_PART_DOUBLE_DAMAGE,
  WOTC_PART_SECRET_ROLL,
};
guint64 wotc_encoded_parts (const HcCardDef *def);
/* cards.c: one of its clauses has the operation op (OP_*) */
gboolean wotc_has_op (const WotcAbilities *ab, gint op);
void wotc_part_text (const HcCardDef *def, guint part, GString *out);

/* inline: the rules ask it of every card they scan */
static inline const WotcAbilities *
wotc_abilities (const HcGame *g, gint card)
{
  return hc_card_def (g, card)->compiled;
}

/* The bit of WotcAbilities.static_mask for a lasting-ability operation.
 * Inline: every lasting-ability sum asks it. */
static inline guint8
wotc_static_bit (gint op)
{
  switch (op)
    {
    case OP_STAT:
      return 1u << 0;
    case OP_KEYWORD:
      return 1u << 1;
    case OP_ACT_COST:
      return 1u << 2;
    case OP_NO_RETREAT:
      return 1u << 3;
    case OP_REVEAL_BUILDS:
      return 1u << 4;
    case OP_EXTRA_DRAW:
      return 1u << 5;
    case OP_FORBID:
      return 1u << 6;
    default:
      return 1u << 7;
    }
}

static inline gboolean
wotc_is_unit_type (gint type)
{
  return type == T_SPACE || type == T_GROUND || type == T_CHARACTER;
}

/* the arena a unit type goes to, or -1 */
static inline gint
wotc_arena_of_type (gint type)
{
  switch (type)
    {
    case T_SPACE:
      return Z_SPACE;
    case T_GROUND:
      return Z_GROUND;
    case T_CHARACTER:
      return Z_CHARACTER;
    default:
      return -1;
    }
}

G_END_DECLS
