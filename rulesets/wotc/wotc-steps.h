/* The wotc ruleset's layer 5, rule steps: the procedures that ask the
 * players (one HcFrame each, its arguments read through a typed view),
 * the pushes that start them, triggers and the chances to play. */
#pragma once

#include "wotc-op.h"
#include "wotc-ops.h"

G_BEGIN_DECLS

/* Typed rule steps: each frame kind's arguments are read and written
 * through a struct view of gint32 fields laid over HcFrame.arg, declared
 * beside its step.  Safe without -fno-strict-aliasing: the fields have the
 * type of the slots they overlay (gint32), so every access is an access to
 * a gint32 object, and a frame kind's slots are only touched through its
 * view (the core's own reads of arg[], to hash, save and clone, are gint32
 * or byte copies too). */

/* flow.c */
HcStepResult wotc_step_game (HcGame *g, HcFrame *f);
HcStepResult wotc_step_turn (HcGame *g, HcFrame *f);
gboolean wotc_start_at (HcGame *g, const char *phase, const char *step,
                        GError **error);

/* setup.c */
HcStepResult wotc_step_setup (HcGame *g, HcFrame *f);

/* command.c */
HcStepResult wotc_step_build (HcGame *g, HcFrame *f);
HcStepResult wotc_step_retreat (HcGame *g, HcFrame *f);
void wotc_push_build (HcGame *g, gint player);
void wotc_push_retreat (HcGame *g, gint player);

/* dice.c: a reroll of the dice the player picks, one at a time */
HcStepResult wotc_step_reroll_pick (HcGame *g, HcFrame *f);
void wotc_push_reroll_pick (HcGame *g, gint player, gint source,
                            gboolean of_opponent);
/* dice.c: the same, for exactly `limit` dice (a secret roll's promise) */
void wotc_push_reroll_pick_n (HcGame *g, gint player, gint source,
                              gboolean of_opponent, gint limit);

/* secret.c: a secret roll's promises (Darth Sidious (C)) */
gboolean wotc_secret_waiting (HcGame *g, gint unit);
gint wotc_prevent_pending (HcGame *g, gint source, gint unit, gint limit);
gboolean wotc_secret_deflect (HcGame *g, gint unit, gint to);
gboolean wotc_secret_reroll (HcGame *g, gint player, gint way, gint n,
                             gint aux);
gboolean wotc_secret_next_reroll (HcGame *g);
void wotc_secret_prevent_all (HcGame *g, gint unit);

/* ops/predict-hits.c: the hits of unit's attack are counted */
void wotc_check_predictions (HcGame *g, gint unit, gint hits);

/* upkeep.c */
HcStepResult wotc_step_upkeep (HcGame *g, HcFrame *f);
void wotc_push_upkeep (HcGame *g, gint player);

/* battle.c */
HcStepResult wotc_step_battle (HcGame *g, HcFrame *f);
/* ST_BATTLE's program counter (a scenario may start at an arena) */
typedef enum
{
  BATTLE_PC_BEGIN,
  BATTLE_PC_SPACE, /* the three battle steps, in order */
  BATTLE_PC_GROUND,
  BATTLE_PC_CHARACTER,
  BATTLE_PC_END,
  BATTLE_PC_DONE,
} WotcBattlePc;
HcStepResult wotc_step_arena (HcGame *g, HcFrame *f);

/* attack.c */
HcStepResult wotc_step_attack (HcGame *g, HcFrame *f);
/* ST_ATTACK's frame (attack.c; pushed by battle.c), also read by the files that
 * ask about the attack in progress (wotc_current_attack). */
typedef struct
{
  gint32 attacker;
  gint32 defender;
  gint32 cross;     /* WOTC_CROSS_*: where the defender is, if elsewhere */
  gint32 overkill;  /* the unit Overkill's excess hits went to, or HC_NONE */
  gint32 retal_src; /* the unit whose Retaliate is being carried out */
  /* a secret roll (Darth Sidious (C)): WOTC_SECRET_NONE, _WAITING (the
   * dice not rolled yet), _SHOWN; hidden: the most damage the unrolled
   * dice could do, pending on the defender until they are shown; extra:
   * how many dice while they wait, then the damage pending beside theirs
   * when they are shown */
  gint32 secret;
  gint32 hidden;
  gint32 extra;
} WotcAttackFrame;
HC_FRAME_VIEW_FITS (WotcAttackFrame);
enum
{
  WOTC_CROSS_NONE,  /* in the attacker's arena */
  WOTC_CROSS_ARENA, /* an Ion Cannon / Bombard attack into another arena */
  WOTC_CROSS_BUILD, /* in the opponent's build zone (Plo Koon (B)) */
};
enum
{
  WOTC_SECRET_NONE,
  WOTC_SECRET_WAITING,
  WOTC_SECRET_SHOWN,
};
#define WOTC_ATTACK(f) ((WotcAttackFrame *)(f)->arg)

/* contested.c */
HcStepResult wotc_step_contest (HcGame *g, HcFrame *f);
gboolean wotc_push_contests (HcGame *g);

/* select.c: the attack in progress, or NULL */
WotcAttackFrame *wotc_current_attack (HcGame *g);
/* select.c: the unit the damage pending on a unit comes from, or HC_NONE */
gint wotc_damage_origin (HcGame *g, gint unit);

/* triggers.c */
HcStepResult wotc_step_release (HcGame *g, HcFrame *f);
void wotc_fire (HcGame *g, gint event, gint arena, gint card);
void wotc_fire_player (HcGame *g, gint event, gint player);
void wotc_fire_subject (HcGame *g, gint event, gint subject);
/* an event of one card's about another (its damage discards it) */
void wotc_fire_about (HcGame *g, gint event, gint card, gint subject);
/* the same event heard by the Pilots on that unit (their gifts) */
void wotc_fire_pilots (HcGame *g, gint event, gint arena, gint unit,
                       gint subject);
void wotc_fire_pending (HcGame *g);
gboolean wotc_push_release (HcGame *g, gint mode);
gboolean wotc_window_begin (HcGame *g, HcFrame *w);
void wotc_lapse_special_triggers (HcGame *g);

/* effect.c */
/* What one effect keeps between its decisions, a struct per operation
 * (or cost) that needs one: only the operation carried out now reads or
 * writes its own member, and effect.c clears them all before each effect
 * (and before the costs), so no effect reads what another left. */
typedef union
{
  /* the cost "discard N cards from hand": cards discarded so far */
  struct
  {
    gint32 discarded;
  } cost_hand;
  /* discard-hand, opponent-discards: cards discarded so far */
  struct
  {
    gint32 discarded;
  } discard_hand;
  /* bottom-hand: cards put on the bottom of the deck so far, up to n */
  struct
  {
    gint32 put;
  } bottom_hand;
  /* prophecy: the player chosen, plus 1 (0: not chosen yet) */
  struct
  {
    gint32 player;
  } prophecy;
  /* raise: cards put into the arenas so far, up to n */
  struct
  {
    gint32 raised;
  } raise;
  /* recover: cards returned to hand so far, up to n */
  struct
  {
    gint32 recovered;
  } recover;
  /* disrupt: the frame of the Battle card it is about, until the answer */
  struct
  {
    gint32 card_frame;
  } disrupt;
  /* damage-divided: the choose-targets step was pushed */
  struct
  {
    gint32 pushed;
  } divided;
  /* cull: the next (player, arena) pair to look at, player * 3 + arena */
  struct
  {
    gint32 next;
  } cull;
  /* look-top: the looked-at cards still to put back or discard, and
   * those put back (-1 while the player may still discard) */
  struct
  {
    gint16 left;
    gint16 placed;
  } look_top;
  /* an "up to N" effect (ops/up-to.c): the card whose amount is asked
   * (deflect's, which may then redirect what it prevented) */
  struct
  {
    gint32 card;
  } up_to;
} WotcEffectProgress;

/* ST_EFFECT's frame (the type is named in wotc-op.h), also what the
 * operations that ask a player keep between decisions */
struct WotcEffectFrame
{
  gint32 src; /* the card whose ability or Battle card this is */
  /* which of its clauses, and the effect of it being carried out */
  gint16 clause;
  gint16 op;
  gint16 player; /* who carries it out */
  /* 0, or the card played for this Battle card's effects + 1 (Dark Dreams:
   * src is the opponent's card whose clause is borrowed, this one waits
   * aside and is discarded when done); two halves of one slot, so a frame
   * without it keeps its hash */
  gint16 dreamer;
  /* the card chosen by the last "choose" (or the cost's tapped unit, or
   * the unit a triggered ability is about): "it" for the effects after */
  gint32 it;
  gint32 flags; /* F_* */
  /* the ability's X for the effects after it (amount "paid"): the Force
   * paid for X, or the damage a prevention stopped */
  gint32 x;
  gint32 arena; /* the arena chosen by choose-arena (Z_SPACE..), 0 none */
  WotcEffectProgress now; /* the effect carried out now */
};
HC_FRAME_VIEW_FITS (WotcEffectFrame);
#define WOTC_EFFECT(f) ((WotcEffectFrame *)(f)->arg)

/* "up to N" (ops/up-to.c) in a row's apply_in: with "up to" the card is kept
 * for `then`, without it the effect is carried out with `amount` (inline: the
 * common case, no "up to", calls `carry` directly) */
static inline void
wotc_up_to_apply (HcGame *g, const WotcOp *o, WotcEffectFrame *e, gint card,
                  gint amount, WotcUpToFn carry)
{
  if (o->up_to)
    e->now.up_to.card = card;
  else
    carry (g, e, card, amount);
}

/* ... and in a row's `then` that takes counters off the card: N, never more
 * than the card's counter holds */
static inline WotcOpNext
wotc_up_to_counter (HcGame *g, const WotcOp *o, WotcEffectFrame *e,
                    gint counter, gint what, WotcUpToFn carry)
{
  gint there = MAX (g->card[e->now.up_to.card].counter[counter], 0);
  return wotc_up_to_then (g, e, MIN (o->n, there), what, carry);
}
/* the ability's context for its selectors (the chosen arena is 0 until
 * one is chosen); inline: every step of an ability reads it */
static inline WotcCtx
wotc_effect_ctx (const WotcEffectFrame *e)
{
  return (WotcCtx){ .source = e->src,
                    .player = e->player,
                    .it = e->it,
                    .arena = e->arena ? e->arena : -1 };
}
HcStepResult wotc_step_effect (HcGame *g, HcFrame *f);
void wotc_push_effect (HcGame *g, gint source, gint clause, gint player,
                       gboolean battle_card);
void wotc_effect_set_it (HcGame *g, gint card);
void wotc_push_borrowed (HcGame *g, gint card, gint source, gint clause,
                         gint player);
/* the Battle card waits aside this turn (delay) */
void wotc_effect_delay (WotcEffectFrame *e);
gint wotc_disrupt_target (HcGame *g);
void wotc_cancel_card (HcGame *g, gint frame);

/* ops/pick-in-zone.c: `e`'s player is asked (D_PICK_CARD) for a card of
 * `owner`'s `zone` that the op's selector matches and `also` allows (NULL:
 * every such card); copies are one option, as a hidden order must not
 * show.  Returns how many cards were offered; the caller adds "none" or,
 * with none offered, takes the question back (decision.player = HC_NONE). */
typedef gboolean (*WotcPickAlso) (HcGame *g, WotcEffectFrame *e, gint card);
gint wotc_offer_picks (HcGame *g, const WotcOp *o, WotcEffectFrame *e,
                       gint owner, gint zone, WotcPickAlso also);
/* the same with "none" after them ("you may take"): always asks */
WotcOpNext wotc_offer_picks_or_none (HcGame *g, const WotcOp *o,
                                     WotcEffectFrame *e, gint owner, gint zone,
                                     WotcPickAlso also);

/* pop.c: the chances to play */
void wotc_window_offer (HcGame *g, const HcFrame *w, gint player);
void wotc_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o);
void wotc_offer_plays (HcGame *g, gint player, gint window);
void wotc_play (HcGame *g, gint player, const HcOption *o);
/* ops/borrow-battle.c: Dark Dreams, played for the effects of a Battle card
 * the opponent played this turn (its record, its offer and its play) */
void wotc_note_battle_played (HcGame *g, gint player, gint card, gint clause);
void wotc_offer_borrowed (HcGame *g, gint player, gint window, gint card);
void wotc_play_borrowed (HcGame *g, gint player, const HcOption *o);
void wotc_offer_hidden_cost (HcGame *g, gint player, gint window);
void wotc_play_hidden_cost (HcGame *g, gint player, const HcOption *o);

/* wotc.c */
extern const HcStepFn wotc_steps[ST_COUNT];
extern const char *const wotc_step_names[ST_COUNT];

G_END_DECLS
