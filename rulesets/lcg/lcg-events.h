/* The lcg ruleset's types layer, continued: the kinds of priority window
 * and the triggering conditions (framework and card events) that open
 * them.  Apart from lcg-types.h only because each new card's event makes
 * these lists grow. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* window kinds: action windows of the timing chart, then the other
 * priority windows built on the core window */
enum
{
  W_REFRESH,
  W_DRAW,
  W_DEPLOY,
  W_CONFLICT_BEGIN,
  W_ATTACKERS,
  W_DEFENDERS,
  W_EDGE_DONE,
  W_STRIKE,
  W_ENGAGEMENT,
  W_CONFLICT_END,
  W_FORCE,
  W_ACTION_LAST = W_FORCE,
  W_EDGE_STACK, /* placing cards face down in the edge battle */
  W_INTERRUPT,  /* interrupts to a triggering condition */
  W_REACTION,   /* reactions to a triggering condition */
  W_COUNT
};

/* triggering conditions (framework and card events) */
enum
{
  EV_NONE,
  EV_TURN_BEGINS,
  EV_AFTER_REFRESH,
  EV_ENTERS_PLAY,
  EV_PLAY_UNIT,
  EV_EVENT_PLAYED,
  EV_DECLARED,
  EV_EDGE_WON,
  EV_FOCUSED_TO_STRIKE,
  EV_DAMAGE,
  EV_DESTROYED,
  EV_OBJ_DESTROYED,
  EV_COMMITTED,
  EV_INTERRUPT_EXECUTED,
  EV_DAMAGED,         /* damage was dealt (placed) on a card */
  EV_LEAVES_PLAY,     /* a unit or enhancement is leaving play */
  EV_ENGAGED,         /* an objective was engaged (FAQ 2.3) */
  EV_DRAW_BEGINS,     /* the active player's draw phase began */
  EV_STRUCK,          /* a unit resolved a strike */
  EV_UNOPPOSED,       /* an attacker survived an unopposed engagement */
  EV_SURVIVED,        /* an attacker survived an engagement */
  EV_EDGE_PLACED,     /* both done placing edge cards, stacks not revealed */
  EV_FORCE_WON,       /* a player won the Force struggle (FAQ 4.7) */
  EV_CAPTURED,        /* a player captured an enemy unit from play */
  EV_GENERATED,       /* a card generated resources (focused to pay) */
  EV_PLAYING,         /* a unit is being played, before its cost is paid */
  EV_EDGE_PLACE,      /* a player would place a card into his edge stack */
  EV_FOCUS_REMOVED,   /* a focus token was removed from a card (or moved) */
  EV_FOCUS_PLACED,    /* focus tokens would be placed on a card */
  EV_CONFLICT_BEGINS, /* the active player's conflict phase began */
  /* lcgB: a unit's action or reaction ability is about to take effect
   * (Over My Dead Body) */
  EV_UNIT_ABILITY_EXECUTED,
  EV_LEFT_FORCE,       /* a card effect removed a unit from the Force */
  EV_SACRIFICED,       /* lcgF: a card was sacrificed (it has left play) */
  EV_STRUGGLE_BEGINS,  /* lcgE: a Force struggle is about to be counted */
  EV_PLAY_ENHANCEMENT, /* lcgN: a player played an enhancement from hand */
  EV_CARD_CAPTURED,    /* lcgQ: a card was captured, from anywhere (the
                        * player: its captor) */
  EV_TURN_ENDS,        /* lcgS: the active player's turn ended */
  EV_DEPLOY_BEGINS,    /* lcgS: the active player's deployment phase began */
  EV_CONTROL_TAKEN,    /* lcgS: a player took control of a unit */
  EV_DIAL_UP,          /* lcgS: the Death Star dial increased */
  EV_LONE_DEFENDER,    /* lcgS: a player declared exactly 1 defender */
  EV_FATE_REVEALED,    /* lcgT: a fate card was revealed in an edge stack
                        * (subject; player: the stack's) */
  EV_FATE_RESOLVED,    /* lcgT: a fate card's effect resolved (subject;
                        * player: the stack's) */
  EV_CONFLICT_ENDS,    /* lcgU: the active player's conflict phase ended */
  EV_UNIT_DESTROYED,   /* lcgU: a unit was destroyed (it has left play) */
  EV_EDGE_CARD_PLACED, /* lcgZ: a card was placed into an edge stack
                        * (subject; player: the placer) */
  EV_PHASE_BEGINS,     /* lcgZ: a phase began (any of the six) */
  EV_EFFECT_DREW,      /* lcgAA: a card effect that drew 1 or more cards
                        * has resolved (subject: its card; player: who
                        * resolved it) */
  EV_SHIELD_REMOVED,   /* lcgV: a player removed or discarded a shield */
  EV_RESCUED,          /* lcgY: a captured card was rescued (subject; its
                        * owner) */
  /* lcgAG: a card's Reaction ability resolved (subject: its card; player:
   * who resolved it; source: the index of its ST_PLAY frame, kept below
   * the condition until the reactions to it are done: Chain Reaction) */
  EV_REACTION_RESOLVED,
  /* lcgAE: a fate card was discarded from an edge stack (subject; player:
   * the stack's) */
  EV_EDGE_FATE_DISCARDED,
  EV_TARGET_CHOSEN, /* lcgAF: a player chose the single target of a
                     * non-capturing card effect (subject: the target;
                     * source: the effect's card; the ST_PLAY frame is
                     * the one right below) */
  EV_COUNT
};

G_END_DECLS
