/* The lcg ruleset's effect verbs: what one op of an ability does.  Apart
 * from lcg-ops.h only because each new card's verb lands here. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* effect verbs */
enum
{
  V_DAMAGE,
  V_FOCUS,
  V_UNFOCUS,
  V_UNFOCUS_ALL,
  V_HEAL,
  V_HEAL_ALL,
  V_SHIELD,
  V_SHIELD_EXTRA,
  V_DESTROY,
  V_DRAW,
  V_CANCEL,
  V_PREVENT,
  V_CANCEL_EDGE,
  V_RETURN,         /* to its owner's hand */
  V_DISCARD_CARD,   /* from play to its owner's discard pile */
  V_GAIN,           /* combat icons until the end of the engagement */
  V_STASIS,         /* cannot be declared as attacker or defender this phase */
  V_DIAL,           /* the Death Star dial goes up */
  V_RECALL,         /* the top cards of your discard pile to your hand */
  V_CAPTURE_RANDOM, /* random cards of the opponent's hand, captured here */
  V_DISCARD_RANDOM, /* random cards of the opponent's hand, discarded */
  V_CAPTURE,        /* at an objective its player controls (chosen) */
  V_SEARCH_OBJECTIVE, /* the next objective from the objective deck */
  V_OPP_SACRIFICE,    /* the opponent sacrifices a matching unit of his */
  V_ENGAGE_INSTEAD,   /* this objective becomes the engaged one */
  V_DISCARD_CHOSEN,   /* cards of your hand you choose, discarded */
  V_DAMAGE_TWICE,     /* twice the damage dealt by the triggering condition */
  V_OPP_DAMAGE,       /* the opponent damages one of his cards he chooses */
  V_OPP_FOCUS,        /* the opponent focuses one of his cards he chooses */
  V_OPP_DISCARD,      /* the opponent discards cards of his choice */
  V_DISCARD_OPP_HAND, /* look at the opponent's hand, discard from it */
  V_TO_HAND_INSTEAD,  /* a destroyed unit goes to its owner's hand */
  V_DIAL_DOWN,        /* the Death Star dial goes down, not below 1 */
  V_NO_DEFEND,        /* cannot be declared as a defender this engagement */
  V_HAND_TO_BOTTOM,   /* cards of your hand you choose, to the deck bottom */
  V_DESTROY_CHEAPEST, /* the lowest printed cost unit without sel.trait */
  V_IGNORE_MATCH,     /* no resource match needed for the rest of the phase */
  V_PUT_INTO_PLAY,    /* a unit card, from hand or discard pile */
  V_ENGAGE_AGAIN,     /* the engaged objective may be engaged once more */
  V_TAKE_CONTROL,     /* the player takes control of it (control.c) */
  V_EACH_SACRIFICE,   /* each player sacrifices a unit he chooses */
  V_MOVE_DAMAGE,      /* damage from its target to the next effect's */
  V_MOVE_TO,          /* where V_MOVE_DAMAGE puts it (always right after) */
  V_REMOVE_FROM_ENGAGEMENT, /* no longer participating (FAQ 3.3) */
  V_SWITCH_EDGE,            /* the two edge stacks change sides (FAQ 4.9) */
  V_PREVENT_ANY,            /* cancel as much of the damage as chosen */
  V_EDGE_FROM_DECK,     /* instead, the deck's top card into the edge stack */
  V_MOVE_FOCUS,         /* a focus token from the target to a second target */
  V_DAMAGE_INSTEAD,     /* the focus tokens to be placed become damage */
  V_NAME_CAPTURE,       /* name a unit, reveal the opponent's hand, capture */
  V_SACRIFICE,          /* its controller sacrifices it (Anger) */
  V_GAIN_PHASE,         /* combat icons until the end of the phase */
  V_RECALL_ENHANCEMENT, /* the discard pile's topmost enhancement to hand */
  V_REMOVE_FROM_FORCE,  /* no longer committed to the Force (force-commit.c) */
  V_SEARCH_DECK,        /* a card of the player's deck, to hand or into play;
                           the deck shuffled (search-deck.c) */
  V_COMMIT,             /* committed to the Force, if able (force-commit.c) */
  V_UNSHIELD,           /* a shield removed from it (unshield.c) */
  V_UNSHIELD_ALL,       /* every shield removed from it (unshield.c) */
  V_EACH_DRAWS,         /* each player draws N (each-draws.c) */
  V_TAKE_ENHANCEMENT,   /* lcgB: control of an enemy enhancement attached
                           to no card (take-enhancement.c) */
  V_GAIN_PHASE_PER_ENH, /* lcgB: an icon per enhancement on it, counted as
                           it resolves, this phase (gain-per-enhancement.c) */
  V_MUST_DEFEND,        /* lcgB: it must defend this engagement, if able
                           (must-defend.c) */
  V_SACRIFICE_OR_FOCUS, /* lcgB: sacrifice a unit, or focus this card
                           (sacrifice-or-focus.c) */
  V_STRUGGLE_COUNTS,    /* lcgE: it counts its Force icons in this phase's
                           struggle (struggle-counts.c) */
  V_FRAME_VERBS_END,    /* (not a verb: the verbs above must stay below
                           V_MULTI_FIRST; new ones go before this) */
  /* effects resolved over several decisions, each by its own step
   * (verbs.c) */
  V_MULTI_FIRST = 64,
  V_CAPTURE_TOP = V_MULTI_FIRST, /* look at the opponent's top N, capture 1 */
  V_RESCUE,             /* rescue a captured card; a unit may enter play */
  V_UNFOCUS_UP_TO,      /* 1 focus token off each of up to N chosen cards */
  V_GAIN_CHOICE,        /* a combat icon of the player's choice, this strike */
  V_DISCARD_TOP_GAIN,   /* discard your top card; a unit's icons, this strike */
  V_TO_BOTTOM_RANDOM,   /* to the bottoms of their owners' decks, at random */
  V_KEEP_RETURN,        /* each player keeps up to N, the rest to hand */
  V_SHED,               /* tokens and enhancements off it, as many as chosen */
  V_REVEAL_TAKE,        /* reveal the top N; some to hand, the rest below */
  V_PLAY_PARTICIPATING, /* this unit, played from hand into the engagement */
  V_ENTER_PARTICIPATING, /* ... put into play from hand, not played */
  V_NEXT_CARD,           /* the next card you play this phase: cheaper by N,
                            no resource match */
  V_DISCOUNT_DISCARD,    /* discard X cards: the unit being played costs X
                            less, not below 1 */
  V_LOSE_ICON_CHOICE,    /* a combat icon type of the player's choice, lost
                            this phase; no gains meanwhile (rules.c) */
  V_RESCUE_ENGAGED,      /* rescue a card captured at the engaged
                            objective, to its owner's hand */
  V_COMMIT_OR_REMOVE,    /* committed to the Force if it is not, else
                            removed from it (force-commit.c) */
  V_DAMAGE_OR_HEAL,      /* 1 damage dealt or removed, as the player
                            chooses (either-way.c) */
  V_FOCUS_OR_UNFOCUS,    /* 1 focus token placed or removed, as the player
                            chooses (either-way.c) */
  V_REMOVE_TOKEN,        /* 1 token of the type the player chooses, off the
                            card (remove-token.c) */
  V_GAIN_PHASE_EITHER,   /* one of two combat icons, the player's choice,
                            until the end of the phase (gain-either.c) */
  V_RETURN_ANY,          /* any number of them, chosen, to their owners'
                            hands (return-any.c) */
  V_MOVE_CAPTURED,       /* lcgB: a captured card from one objective of the
                            player's to another (move-captured.c) */
  V_LOOK_HAND,           /* lcgF: look at the opponent's hand, and know
                            what was there while it stays (look-hand.c) */
  V_STRIKE_AGAIN,        /* lcgF: one more strike at once, with another
                            ready participating unit (strike-again.c) */
  V_GAIN_PER_CAPTURED,   /* lcgF: a combat icon of the player's choice per
                            card captured on it, this strike
                            (gain-per-captured.c) */
  V_SKIP_ICONS,          /* lcgE: its combat icons not resolved this strike
                            (skip-icons.c) */
  V_MOVE_SHIELD,         /* lcgE: a shield from the target to a second
                            target (move-shield.c) */
  V_LOOK_TOP_DRAW,       /* lcgE: look at your top card; draw it if the
                            Balance is dark, as you choose (look-top.c) */
  V_SHELTER,             /* lcgE: a shield; this phase untargetable by the
                            enemy and undamageable (shelter.c) */
  V_MAY_FOCUS,           /* lcgO: 1 focus token on it, if its player
                            wants (either-way.c) */
  V_ENTER_PLAY,          /* lcgO: this unit, from hand into play
                            (enter-play.c) */
  V_DISCARD_CAPTURED,    /* lcgQ: the captured card the condition is about,
                            to its owner's discard pile
                            (discard-captured.c) */
  V_DRAW_TO_RESERVE,     /* lcgQ: draw until the hand holds the reserve
                            value (draw.c) */
  V_REVEAL_CAPTURE,      /* lcgQ: a random card of the opponent's hand
                            revealed, captured if a unit (random-hand.c) */
  V_DIAL_IF_SUBJECT,     /* lcgQ: the dial up if the condition's card has a
                            title (dial.c) */
  V_TEAM,                /* lcgS: an effect on another friendly player,
                            none in a two-player game (team.c) */
  V_HAND_TO_EDGE,        /* lcgS: a non-fate card from hand into the edge
                            stack, face up (hand-to-edge.c) */
  V_LOOK_TOP_TAKE,       /* lcgS: 1 of your top N to hand, the others to
                            the bottom (look-top-take.c) */
  V_DISCARD_LATER,       /* lcgS: discarded if still in play as the phase
                            ends (discard-at-phase-end.c) */
  /* lcgT: stepped only because the frame's verbs are full (one decision
   * at most each) */
  V_RESCUE_RANDOM_HERE, /* lcgT: a random card captured here, rescued
                           (rescue-random.c) */
  V_GAIN_FORCE_PHASE,   /* lcgT: N Force icons until the end of the phase
                           (gain-force.c) */
  V_RECALL_FATE,        /* lcgU: the discard pile's topmost fate card to
                           hand (recall.c) */
  V_BALANCE_DARK,       /* lcgU: the Balance of the Force set to the dark
                           side (balance.c) */
  V_SHUFFLE_INTO_DECK,  /* lcgU: a discard pile's card shuffled into its
                           owner's deck (shuffle-into-deck.c) */
  V_TO_DECK_TOP,        /* lcgU: a card in play to the top of its owner's
                           deck (deck-top.c) */
  V_DRAW_IF_THAT,       /* lcgR: draw N if the earlier target had a trait
                           (draw-if-that.c; a step only because the frame
                           verbs' values are all taken) */
  V_OPP_DIVIDES_DAMAGE, /* lcgR: the opponent deals N damage divided among
                           his objectives (divide-damage.c) */
  V_CAPTURE_TOP_CHOOSE, /* lcgX: capture-top by a unit, at an objective
                           chosen (captured.c) */
  V_LOOK_DECK_TOP,      /* lcgX: look at the top of an objective or command
                           deck (look-deck.c) */
  V_SEARCH_TOP_RETURN,  /* lcgX: search the top N for a unit, the others
                           back on top (search-top.c) */
  V_CAPTURE_COPY,       /* lcgX: reveal a captured card, capture a copy from
                           the opponent's deck (capture-copy.c) */
  V_DISCARD_EDGE,       /* lcgZ: the edge card the condition is about, to
                           its owner's discard pile (discard-captured.c) */
  V_LOSE_FORCE_PHASE,   /* lcgZ: N Force icons lost until the end of the
                           phase, destroyed with none left (gain-force.c) */
  V_FATE_AGAIN,         /* lcgZ: the fate card the condition is about
                           resolves again for this player (edge-battle.c) */
  V_STRUGGLE_CARD,      /* lcgZ: the deck's top card revealed, counted in
                           the struggle, then to hand or discarded
                           (struggle-counts.c) */
  V_SPEND_OR_FOCUS,     /* lcgAA: the opponent spends N resources or puts 1
                           focus token on the unit he played
                           (spend-or-focus.c) */
  V_SWAP_ICON,          /* lcgAA: a combat icon of the first target's, the
                           player's choice, goes to the second this phase
                           (swap-icon.c) */
  V_CAPTURE_FORCE_CARD, /* lcgAA: one of the opponent's Force cards
                           captured at an objective (capture-force.c) */
  /* lcgV: this card to hand if it has N damage or more
   * (return-if-damaged.c) */
  V_RETURN_IF_DAMAGED,
  /* lcgV: damage shields cannot prevent (damage.c) */
  V_DAMAGE_PAST_SHIELDS,
  V_RETURN_LATER,            /* lcgY: returned to hand if still in play as the
                                phase ends (discard-at-phase-end.c) */
  V_PUT_PARTICIPATING,       /* lcgY: a hand unit put into play participating
                                (participating.c) */
  V_UNFOCUS_MORE_IF,         /* lcgY: more focus off the earlier target if it
                                has a title (focus.c) */
  V_ENTER_TOPMOST_COMMITTED, /* lcgY: the discard pile's topmost unit of an
                                affiliation into play, committed
                                (force-commit.c) */
  V_MOVE_ENHANCEMENT,        /* lcgAB: an enhancement from its unit to another
                                of the same player's (move-enhancement.c) */
  /* lcgW: X damage, X the objectives of a trait its player controls
   * (damage-per-objective.c) */
  V_DAMAGE_PER_OBJECTIVE,
  /* lcgW: 1 damage each to objectives of the player's choice, the unit
   * being played 1 cheaper for each dealt (discount.c) */
  V_DISCOUNT_DAMAGE,
  /* lcgW: the damage being dealt is not, and the opponent deals as much
   * divided among his units and objectives (divide-damage.c) */
  V_OPP_DIVIDES_INSTEAD,
  V_PUT_REVEALED, /* lcgAC: the card a reveal cost showed (put-into-play.c) */
  /* lcgAG: the Reaction ability the condition is about resolves again for
   * this player, no cost, new targets (resolve-again.c) */
  V_RESOLVE_AGAIN,
  /* lcgAE: the discarded fate card attached to this unit
   * (attach-to-self.c) */
  V_ATTACH_TO_SELF,
  V_RETARGET, /* lcgAF: a new target for the effect whose single target
                 the opponent just chose (retarget.c) */
};
/* lcgW: an O_AMOUNT option's b: 0 for damage cancelled (prevent-any),
 * this for damage moved (move-damage any) */
#define LCG_AMOUNT_MOVED 1

/* a verb resolved in the ability's frame must not share a value with the
 * stepped ones */
G_STATIC_ASSERT (V_FRAME_VERBS_END <= V_MULTI_FIRST);

G_END_DECLS
