/* The lcg ruleset's state queries: what the rules ask of a position
 * (current stats, icons, costs, who may do what).  They read the game and
 * change nothing; every step and verb asks them. */
#pragma once

#include "hc-coverage.h"
#include "lcg-cards.h"

G_BEGIN_DECLS

/* inline: the rules ask it of every card they scan */
static inline const LcgCard *
lcg_info (const HcGame *g, gint card)
{
  return hc_card_def (g, card)->compiled;
}

/* The printed type, except that a unit attached to another card is a
 * pilot, which is an enhancement for as long as it is attached (FAQ
 * clarification to Black Squadron Pilot's errata). */
static inline gint
lcg_type (const HcGame *g, gint card)
{
  gint type = hc_card_def (g, card)->type;
  return type == T_UNIT && g->card[card].attached_to != HC_NONE ? T_ENHANCEMENT
                                                                : type;
}

/* In play and face up on the table: not captured, not in an edge stack. */
static inline gboolean
lcg_in_play (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  return c->under == HC_NONE && ((LCG_PLAY_ZONES >> c->zone) & 1u);
}

/* Every card lcg_is_unit may hold of, either player's: the top level of
 * the play areas.  A scan of units over it, in card order, skips the
 * cards that cannot be one. */
static inline void
lcg_unit_places (const HcGame *g, guint64 out[HC_CARD_WORDS])
{
  hc_zones_union (g, 1u << Z_PLAY, FALSE, out);
}

/* An enhancement on an objective lies in the objectives zone with its
 * host but is no objective (Defense Upgrade is not a target for damage).
 * Inline, the zone first: the evaluations ask it of every card. */
static inline gboolean
lcg_is_objective (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  return c->zone == Z_OBJECTIVES && c->under == HC_NONE
         && c->attached_to == HC_NONE && !(c->flags & HC_CARD_FACE_DOWN)
         && hc_card_def (g, card)->type == T_OBJECTIVE;
}

static inline gboolean
lcg_is_unit (const HcGame *g, gint card)
{
  const HcCard *c = &g->card[card];
  return c->under == HC_NONE && c->attached_to == HC_NONE && c->zone == Z_PLAY
         && lcg_type (g, card) == T_UNIT;
}

/* rules.c: the current values of cards and players */
gboolean lcg_has_trait (const HcGame *g, gint card, GQuark trait);
gboolean lcg_ready (const HcGame *g, gint card);
gint32 lcg_card_stat (const HcGame *g, gint card, gint stat);
gint lcg_icons (const HcGame *g, gint card, gint icon, gboolean edge);
gint lcg_capacity (const HcGame *g, gint card);
guint lcg_keywords (const HcGame *g, gint card);
gint lcg_edge_value (const HcGame *g, gint card);
gint lcg_reserve (const HcGame *g, gint player);
gboolean lcg_has_effect (const HcGame *g, guint16 kind, gint card);
gboolean lcg_unique_blocked (const HcGame *g, gint player, gint card);
gint lcg_count (const HcGame *g, gint player, gint zone);
gint lcg_committed (const HcGame *g, gint player);
gint lcg_force_supply (const HcGame *g, gint player);
gboolean lcg_is_committed (const HcGame *g, gint card);
gboolean lcg_may_commit (const HcGame *g, gint card);
gint lcg_objectives_destroyed (const HcGame *g, gint destroyer);
gboolean lcg_is_side_turn (const HcGame *g, gint side, gint nth);
gint lcg_enhancements_on (const HcGame *g, gint card);
gboolean lcg_is_dial_proxy (const HcGame *g, gint card);

/* rules.c: icons lost (Containment Field, Jubba Bird) */
gint lcg_force_icons (const HcGame *g, gint card);
guint lcg_icons_lost (const HcGame *g, gint card);
gint lcg_icons_without_gains (const HcGame *g, gint card, gint icon,
                              gboolean edge, guint lost);
/* statics.c: the constant abilities in force that change `quantity` (LQ_)
 * of the card or player asked about, summed */
typedef struct
{
  gint card;   /* the card asked about, or HC_NONE */
  gint player; /* the player asked about */
  gint type;   /* what the card counts as */
  gint target; /* LQ_CANNOT_ATTACK: the objective it would attack, or
                * HC_NONE */
} LcgStaticAsk;
gint lcg_static_sum (const HcGame *g, gint quantity, const LcgStaticAsk *ask);
/* ... of a card, for its controller, as what it is */
gint lcg_static_of_card_sum (const HcGame *g, gint quantity, gint card);
/* Inline: asked millions of times a search, nearly always of a quantity
 * neither the card itself nor any card of the game changes (def_marks),
 * which the call is spared. */
static inline gint
lcg_static_of_card (const HcGame *g, gint quantity, gint card)
{
  guint w = LCG_Q_WORD (quantity);
  guint64 bit = LCG_Q_BIT (quantity);
  if (!(lcg_info (g, card)->static_self[w] & bit)
      && !((g->def_marks[LCG_MARK_PLAY + w]
            | g->def_marks[LCG_MARK_ENHANCED + w])
           & bit))
    return 0;
  return lcg_static_of_card_sum (g, quantity, card);
}
/* lcgT: the cards in a player's hand as card abilities count them */
gint lcg_hand_count (const HcGame *g, gint player);
/* lcgT: the unit has lost every Protect and Shielding (Moldy Crow) */
gboolean lcg_loses_protect_shielding (const HcGame *g, gint unit);
/* lcgB: what the Protect other cards give `card` protects (up to `max`
 * of them, in `out`; Wookiee Life Debt) */
gint lcg_granted_protect (const HcGame *g, gint card, GQuark *out, gint max);
/* statics.c: lcgAB: the card's rules include blanking the printed text of
 * the unit it enhances (Hate) */
gboolean lcg_blanks_host (const LcgCard *c);
/* statics.c: a unit in play that an enhancement blanks, looked for */
gboolean lcg_blanked_slow (const HcGame *g, gint card);
/* Is the card treated as if its printed text were blank, but its traits
 * (Hate)?  No keyword, constant, action, reaction or interrupt of its own
 * text works then.  Looked for only once such an enhancement has been
 * attached in the game. */
static inline gboolean
lcg_blanked (const HcGame *g, gint card)
{
  return G_UNLIKELY (g->global[G_BLANKS] != 0) && lcg_blanked_slow (g, card);
}
/* The amount of a card's own rule (a quantity from LQ_OWN_FIRST on),
 * wherever the card is: the rows of those quantities reach only their
 * card and have no condition or count (test-lcg-statics checks it), so
 * the scans that ask it of every card need no call */
static inline gint
lcg_own_static (const HcGame *g, gint quantity, gint card)
{
  const LcgCard *c = lcg_info (g, card);
  if (G_LIKELY (!LCG_Q_HAS (c->static_self, quantity)) || lcg_blanked (g, card))
    return 0;
  gint sum = 0;
  for (gint i = 0; i < c->n_statics; i++)
    if (c->statics[i].quantity == quantity)
      sum += c->statics[i].amount;
  return sum;
}
/* statics.c: the rule of a card's own `quantity` (lcg_own_static)
 * applies now: `cards coverage` counts that part of the card as run */
void lcg_own_static_ran (const HcGame *g, gint quantity, gint card);
/* statics.c: objectives with `trait` the player controls, those he is
 * considered to control included (Echo Base) */
gint lcg_objectives_controlled (const HcGame *g, gint player, GQuark trait);
/* statics.c: the player controls fewer units than his opponent */
gboolean lcg_fewer_units (const HcGame *g, gint player);
/* statics.c: cards that cannot be damaged or focused (FAQ 4.11), by the
 * player dealing it */
gboolean lcg_cannot_be_damaged (const HcGame *g, gint card, gint by_player);
/* lcgW: damage from this source cannot be dealt to it (First Marker) */
gboolean lcg_undamageable_by (const HcGame *g, gint card, gint source);
gboolean lcg_cannot_be_focused (const HcGame *g, gint card, gint by_player);
/* statics.c: an undamaged enemy objective bars the player from drawing
 * cards through card effects (Embers of Hope) */
gboolean lcg_effect_draw_barred (const HcGame *g, gint player);

/* eval.c: the agents' view of a position, and which hidden cards they may
 * swap when they imagine the ones they cannot see */
double lcg_evaluate (const HcGame *g, gint player);
gint lcg_redeal_pool (const HcGame *g, gint card);

/* pay.c */
gboolean lcg_can_pay (const HcGame *g, gint player, gint cost, gint aff);
gboolean lcg_can_pay_for (const HcGame *g, gint player, gint cost, gint aff,
                          gint unit);
gint lcg_play_cost (const HcGame *g, gint player, gint card);
gint lcg_play_cost_as (const HcGame *g, gint player, gint card, gint type);
gboolean lcg_first_of_type (const HcGame *g, gint player, gint type);
gboolean lcg_first_of_kind (const HcGame *g, gint player, gint type, gint aff);
gboolean lcg_first_of_slot (const HcGame *g, gint player, gint slot);

/* deploy.c */
gboolean lcg_can_deploy (HcGame *g, gint player, gint card);
gboolean lcg_put_possible (const HcGame *g, gint player, gint card);
gboolean lcg_enhance_host_ok (const HcGame *g, gint player, gint enh,
                              gint host);

/* events.c: does any card answer this triggering condition at all? */
gboolean lcg_anyone_listens (const HcGame *g, gint ev, gint mode);

/* verbs/discount.c: Kuat Reinforcements */
gboolean lcg_player_listens (const HcGame *g, gint player, gint ev);
gint lcg_possible_discount (const HcGame *g, gint player, gint card);
/* lcgW: the clause with which a unit answers its own playing (Dark
 * Trooper Legion), or -1 */
gint lcg_own_playing_clause (const HcGame *g, gint card);

/* selections.c */
gboolean lcg_sel_matches (const HcGame *g, const LcgSel *s, gint source,
                          gint player, gint card);
gint lcg_sel_list (const HcGame *g, const LcgSel *s, gint source, gint player,
                   gint16 *out);

/* play.c */
const LcgClause *lcg_clause (const HcGame *g, gint card, gint clause);

/* usable.c: may this ability be used now? */
gboolean lcg_clause_usable (HcGame *g, gint source, gint clause, gint player,
                            const HcFrame *trigger);
gboolean lcg_clause_ready (HcGame *g, gint source, gint clause, gint player);

/* effect-choice.c */
gboolean lcg_card_revealed (const HcGame *g, gint card, gint viewer);

/* verbs/capture.c: where a player may put a unit he captures from play
 * (his objectives, and his units that take captured cards) */
gint lcg_capture_hosts (const HcGame *g, gint player, gint16 *out);

/* knowledge.c: what a player saw in the opponent's hand, ended as cards
 * leave it (the ruleset's card_moved hook) */
void lcg_card_moved (HcGame *g, gint card, gint from_player, gint from_zone);

/* edge.c */
gboolean lcg_edge_can_switch (const HcGame *g);
/* lcgAE: the player for whom a fate card attached to an attacking
 * Admiral Piett resolves and counts in this edge battle, or HC_NONE */
gint lcg_attached_fate_player (const HcGame *g, gint card);
gint lcg_edge_battle_seq (const HcGame *g);

G_END_DECLS
