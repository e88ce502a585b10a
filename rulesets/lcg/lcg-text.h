/* The lcg ruleset's words: its log messages, rule references and the
 * labels of its options. */
#pragma once

#include "lcg-types.h"

G_BEGIN_DECLS

/* log messages: index into lcg_messages */
enum
{
  M_SETUP_BEGIN,
  M_AFFILIATION,
  M_OBJ_DRAW,
  M_OBJ_BOTTOM,
  M_DRAW,
  M_DRAW_EMPTY,
  M_MULLIGAN,
  M_KEEP,
  M_REVEAL,
  M_TURN,
  M_PHASE,
  M_DIAL,
  M_BALANCE_DAMAGE,
  M_BALANCE_DECLINE,
  M_UNFOCUS,
  M_SHIELDS_GONE,
  M_REFILL,
  M_SKIP_CONFLICT,
  M_SKIP_REFRESH,
  M_DISCARD,
  M_DEPLOY,
  M_PAY,
  M_ATTACH,
  M_ENGAGE,
  M_ATTACKER,
  M_DEFENDER,
  M_NO_DEFENDERS,
  M_EDGE_PLACE,
  M_EDGE_REVEAL,
  M_EDGE_TOTAL,
  M_EDGE_WIN,
  M_FATE,
  M_EDGE_CANCELLED,
  M_STRIKE,
  M_ICONS,
  M_FOCUS,
  M_DAMAGE,
  M_SHIELD_PREVENT,
  M_PROTECT,
  M_EXCESS,
  M_DESTROYED,
  M_OBJ_DESTROYED,
  M_DIAL_DESTROYED,
  M_UNOPPOSED,
  M_ENGAGEMENT_END,
  M_COMMIT,
  M_STRUGGLE,
  M_BALANCE_FLIP,
  M_BALANCE_STAYS,
  M_SHIELD,
  M_WIN_DIAL,
  M_WIN_OBJECTIVES,
  M_WIN_DECKOUT,
  M_WIN_LOSE_CARD,
  M_TURN_LIMIT,
  M_PLAY_CAP,
  M_PLAY_EVENT,
  M_ABILITY,
  M_CANCELLED,
  M_HEAL,
  M_PREVENT,
  M_DRAW_CARDS,
  M_RESCUE,
  M_EVENT,
  M_NO_EFFECT,
  M_TARGETED,
  M_SACRIFICE,
  M_RETURN,
  M_GAIN,
  M_STASIS,
  M_CAPTURE,
  M_RECALL,
  M_FORCED,
  M_FORCED_ORDER,
  M_ELITE,
  M_AFTER_REFRESH,
  M_SHIELDING,
  M_EDGE_KW,
  M_LIMIT_COPY_TURN,
  M_LIMIT_TITLE_TURN,
  M_LIMIT_EDGE,
  M_LIMITED_PLAYED,
  M_UNIQUE_BLOCKED,
  M_UNFOCUS_CARD,
  M_DISCARD_PLAY,
  M_ENGAGE_DIAL,
  M_DIAL_DAMAGE,
  M_WIN_DIAL_DAMAGE,
  M_DISCARD_COST,
  M_SEARCH,
  M_SEARCH_NONE,
  M_REDIRECT,
  M_DIVIDE,
  M_COST_UNPAID,
  M_TO_HAND_INSTEAD,
  M_TO_BOTTOM,
  M_PUT_INTO_PLAY,
  M_ENGAGE_AGAIN,
  M_IGNORE_MATCH,
  M_DIAL_DOWN,
  M_NO_DEFEND,
  M_CONTROL,          /* control change (control.c) */
  M_FORCE_CARD_BACK,  /* ... and the Force card on the unit (FAQ 2.6) */
  M_ENH_ILLEGAL,      /* ... and an enhancement now illegal (FAQ 2.7) */
  M_SACRIFICE_CHOSEN, /* each player chooses a unit to sacrifice (2.2) */
  M_MOVE_DAMAGE,
  M_REMOVED,
  M_SWITCH_EDGE,
  M_CANNOT_BE_DAMAGED,
  M_SHUFFLE_COST,
  M_LOOK_TOP,
  M_RETURN_TOP,
  M_RESERVE_DOWN,
  M_DISCARD_TOP,
  M_GAIN_STRIKE,
  M_TO_DECK_BOTTOM,
  M_REVEAL_TO_HAND,
  M_SHED,
  M_JOINS,
  M_NEXT_CARD,
  M_EDGE_FACEUP,
  M_EDGE_FROM_DECK,
  M_EDGE_NOTHING,
  M_MOVE_FOCUS,
  M_FOCUS_TO_DAMAGE,
  M_NAME_UNIT,
  M_REVEAL_HAND,
  M_DISCOUNT_NEEDED,
  M_GAIN_PHASE,
  M_LOSE_ICONS, /* + I_COUNT: all of that type lost this phase (Jubba Bird) */
  M_LOSE_ICONS_LAST = M_LOSE_ICONS + I_COUNT - 1,
  M_DECK_SEARCHED,    /* the deck searched and shuffled (search-deck.c) */
  M_DECK_SEARCH_NONE, /* ... and nothing found */
  M_W_FIRST,          /* one per action window kind, W_REFRESH..W_FORCE */
  M_W_LAST = M_W_FIRST + W_ACTION_LAST,
  M_MOVE_CAPTURED,   /* lcgB: a captured card to another objective, unnamed */
  M_MUST_DEFEND,     /* lcgB: a unit must defend this engagement, if able */
  M_LOOK_HAND,       /* lcgF: a player looks at the opponent's hand */
  M_SEEN_IN_HAND,    /* lcgF: ... one card of it, named to the looker */
  M_TO_DECK_TOP,     /* lcgE: a cancelled event on top of its owner's deck */
  M_NO_UNOPPOSED,    /* lcgE: an objective suffers no unopposed damage */
  M_STRUGGLE_COUNTS, /* lcgE: an uncommitted unit counts in the struggle */
  M_NEXT_CARD_MATCH, /* lcgE: next card cheaper, match still needed */
  M_NO_ICONS,        /* lcgE: a strike resolves no combat icons */
  M_MOVE_SHIELD,     /* lcgE: a shield from one card to another */
  M_SHELTER,         /* lcgE: untargetable by the enemy, undamageable */
  M_NEXT_CARD_KIND,  /* lcgN: next card of a kind cheaper (Admiral's Orders) */
  /* lcgQ: a copy's ability used up for the phase */
  M_LIMIT_COPY_PHASE,
  M_LOOK_TAKE,    /* lcgS: 1 of the cards looked at to hand, the rest to
                     the bottom (Blue Squadron Support) */
  M_GAIN_FORCE,   /* lcgT: Force icons gained until the end of the phase */
  M_FATE_BLOCKED, /* lcgT: a fate card's effect does not resolve */
  /* lcgU: a unit that cannot be destroyed stays (Wittin) */
  M_NOT_DESTROYED,
  /* lcgU: a card of a discard pile shuffled into the deck */
  M_SHUFFLE_INTO_DECK,
  M_DRAW_BARRED,  /* lcgR: no drawing through card effects (Embers of Hope) */
  M_LOOK_OBJ_TOP, /* lcgX: a look at the top of an objective deck */
  M_DECK_TOP_TO_BOTTOM, /* lcgX: a card looked at, to the deck's bottom */
  M_LIMIT_ENGAGEMENT,   /* lcgX: a copy's ability used up for the
                           engagement */
  M_REVEAL_CAPTURED,    /* lcgX: a captured card revealed (Relentless
                           Pursuit) */
  M_REVEAL_COPY,        /* lcgX: a copy found in the opponent's deck */
  M_LOSE_FORCE,         /* lcgZ: Force icons lost until the end of the phase */
  M_STRUGGLE_CARD_TO_HAND, /* lcgZ: a revealed card, the struggle won */
  /* lcgAA: + the icon kind (normal icons, then edge-enabled): one unit's
   * combat icon goes to another this phase (Echo Caverns) */
  M_SWAP_ICON,
  M_SWAP_ICON_LAST = M_SWAP_ICON + 2 * I_COUNT - 1,
  M_CAPTURE_FORCE_CARD, /* lcgAA: a Force card captured (Sonic Detonation) */
  /* lcgV: damage placed on a card as a cost, not dealt */
  M_PLACE_DAMAGE,
  M_STRIKE_OUTSIDE_AT, /* lcgAB: unit damage outside (Trandoshan Hunter) */
  M_MOVE_ENHANCEMENT,  /* lcgAB: an enhancement to another unit (Cularin
                        * Cultist) */
  /* lcgW: a unit only its own damage-for-discount makes affordable (Dark
   * Trooper Legion) */
  M_DAMAGE_DISCOUNT_NEEDED,
  /* lcgAG: a resolved Reaction ability's effect resolves again for a
   * player (Chain Reaction) */
  M_RESOLVE_AGAIN,
  M_FATE_ATTACHED, /* lcgAE: a fate card attached to a unit (Admiral Piett) */
  M_RESCUE_FORCE_CARD, /* lcgAI: a captured Force card back in the supply */
  M_RETARGET,          /* lcgAF: a new target for an effect (Narrow Escape) */
  M_COUNT
};

/* rule references: index into lcg_rules */
enum
{
  RR_SETUP,
  RR_OBJ_SETUP,
  RR_MULLIGAN,
  RR_TURN,
  RR_BALANCE,
  RR_REFRESH,
  RR_FIRST_TURN,
  RR_AFTER_REFRESH,
  RR_DRAW,
  RR_DRAW_DISCARD,
  RR_DEPLOY,
  RR_RESOURCES,
  RR_ENHANCE,
  RR_UNIQUE,
  RR_LIMITED,
  RR_CONFLICT,
  RR_ENGAGE,
  RR_DECLARE,
  RR_EDGE,
  RR_FATE,
  RR_STRIKE,
  RR_ICONS,
  RR_TACTICS,
  RR_DAMAGE,
  RR_SHIELD,
  RR_PROTECT,
  RR_DESTROY,
  RR_DIAL_DESTROYED,
  RR_UNOPPOSED,
  RR_FORCE,
  RR_VICTORY,
  RR_DECKOUT,
  RR_TURN_LIMIT,
  RR_ACTION_WINDOW,
  RR_LOOP_GUARD,
  RR_INTERRUPT,
  RR_REACTION,
  RR_EFFECT_RESOLUTION,
  RR_CANCEL,
  RR_LIMITS,
  RR_ELITE,
  RR_EDGE_KW,
  RR_SHIELDING,
  RR_TARGETED_STRIKE,
  RR_CAPTURE,
  RR_CARD,
  RR_CONTROL,              /* FAQ 2.6, 2.7, 2.15 */
  RR_SIMULTANEOUS,         /* FAQ 2.2 */
  RR_SIMULTANEOUS_EFFECTS, /* FAQ 2.9 */
  RR_MOVE_DAMAGE,
  RR_REMOVED,
  RR_SWITCH,
  RR_CANNOT_DAMAGE,
  RR_COUNT
};

/* lcg.c: the message and rule tables, the step names */
extern const HcMessage lcg_messages[M_COUNT];
extern const HcRuleRef lcg_rules[RR_COUNT];
extern const char *const lcg_step_names[ST_COUNT];

/* rules.c */
void lcg_log (HcGame *g, gint actor, gint msg, gint rule, gint32 a0, gint32 a1,
              gint32 a2, gint32 a3);

/* render.c: what a card's ability (its clause-th) does, its cost and
 * limit included, without its kind and trigger ("focus this card to deal
 * 1 damage to ...") */
void lcg_clause_effect_text (const HcCardDef *d, gint clause, GString *out);

/* labels.c */
void lcg_option_label (const HcGame *g, const HcDecision *d, const HcOption *o,
                       GString *out);
void lcg_prompt (const HcGame *g, const HcDecision *d, GString *out);

G_END_DECLS
