/* The lcg ruleset's rule steps: the procedures of the rules (turn,
 * phases, engagement, damage, triggering conditions) and the calls that
 * push them.  The typed views of the frames more than one file reads are
 * declared here, next to their step. */
#pragma once

#include "lcg-changes.h"

G_BEGIN_DECLS

/* flow.c */
HcStepResult lcg_step_game (HcGame *g, HcFrame *f);
HcStepResult lcg_step_turn (HcGame *g, HcFrame *f);
HcStepResult lcg_step_balance (HcGame *g, HcFrame *f);
HcStepResult lcg_step_refresh (HcGame *g, HcFrame *f);
HcStepResult lcg_step_draw (HcGame *g, HcFrame *f);
gboolean lcg_start_at (HcGame *g, const char *phase, const char *step,
                       GError **error);
/* setup.c */
HcStepResult lcg_step_setup (HcGame *g, HcFrame *f);
/* conflict.c */
HcStepResult lcg_step_conflict (HcGame *g, HcFrame *f);
HcStepResult lcg_step_engage (HcGame *g, HcFrame *f);
HcStepResult lcg_step_declare (HcGame *g, HcFrame *f);
HcStepResult lcg_step_shielding (HcGame *g, HcFrame *f);
/* strike.c */
void lcg_push_strikes (HcGame *g, gint first);
/* lcgF: one more strike, by `player` with a ready participating unit
 * other than `except` (Coordinated Strike), and how many he has */
void lcg_push_strike_again (HcGame *g, gint player, gint except);
gint lcg_strike_again_units (const HcGame *g, gint player, gint except);
HcStepResult lcg_step_strike (HcGame *g, HcFrame *f);
/* force.c */
HcStepResult lcg_step_force (HcGame *g, HcFrame *f);

/* pay.c */
void lcg_push_pay (HcGame *g, gint player, gint card, gint cost, gint aff);
void lcg_push_pay_for (HcGame *g, gint player, gint card, gint cost, gint aff,
                       gint unit);
HcStepResult lcg_step_pay (HcGame *g, HcFrame *f);

/* deploy.c */
void lcg_offer_deploys (HcGame *g, gint player);
void lcg_put_into_play (HcGame *g, gint player, gint card);
void lcg_push_deploy (HcGame *g, gint player, gint card, gint mode);
HcStepResult lcg_step_deploy (HcGame *g, HcFrame *f);

/* damage.c */
/* damage.c: the divided damage the picks of f give (hc_targets_chosen),
 * dealt at once, one dealing per card, the lowest-numbered card's first;
 * the picks go */
void lcg_push_divided_damage (HcGame *g, const HcFrame *f, gint by_player,
                              gint source);
void lcg_push_damage (HcGame *g, gint target, gint amount, gint by_player,
                      gint source);
void lcg_push_moved_damage (HcGame *g, gint target, gint amount, gint by_player,
                            gint source);
/* lcgV: damage shields cannot prevent (Leia's Command) */
void lcg_push_damage_past_shields (HcGame *g, gint target, gint amount,
                                   gint by_player, gint source);
void lcg_push_destroy (HcGame *g, gint card, gint by_player);
/* lcgV: one shield off a card, removed or discarded by a player */
void lcg_remove_shield (HcGame *g, gint card, gint player);
HcStepResult lcg_step_damage (HcGame *g, HcFrame *f);
HcStepResult lcg_step_destroy (HcGame *g, HcFrame *f);

/* events.c: interrupts and reactions to triggering conditions.  An
 * ST_EVENT frame is a triggering condition; the ability steps read it as
 * their trigger.  It returns (hc_step_return) -1 when cancelled, else its
 * amount. */
typedef struct
{
  gint32 kind;      /* EV_* */
  gint32 subject;   /* the card it happens to, or -1 */
  gint32 player;    /* whose condition it is */
  gint32 amount;    /* damage, focus tokens...: interrupts may change it */
  gint32 seq;       /* numbers it for "once per triggering condition" */
  gint32 cancelled; /* an interrupt cancelled it */
  gint32 mode;      /* W_INTERRUPT or W_REACTION */
  gint32 source;    /* the card causing it (the damage's source), or -1 */
} LcgEventFrame;
HC_FRAME_VIEW_FITS (LcgEventFrame);
#define LCG_EVENT(f) ((LcgEventFrame *)(f)->arg)
#define LCG_EVENT_CONST(f) ((const LcgEventFrame *)(f)->arg)

/* The same fields as raw slots, for the files not yet reading the view
 * (usable.c, resolve-op.c, effect-choice.c); checked to match it. */
enum
{
  EVA_KIND,
  EVA_SUBJECT,
  EVA_PLAYER,
  EVA_AMOUNT,
  EVA_SEQ,
  EVA_CANCELLED,
  EVA_MODE,
  EVA_SOURCE,
};
G_STATIC_ASSERT (G_STRUCT_OFFSET (LcgEventFrame, source)
                 == EVA_SOURCE * sizeof (gint32));
G_STATIC_ASSERT (G_STRUCT_OFFSET (LcgEventFrame, mode)
                 == EVA_MODE * sizeof (gint32));

void lcg_push_interrupts (HcGame *g, gint ev, gint subject, gint player,
                          gint amount);
void lcg_push_reactions (HcGame *g, gint ev, gint subject, gint player);
void lcg_push_reactions_from (HcGame *g, gint ev, gint subject, gint player,
                              gint source, gint amount);
HcStepResult lcg_step_event (HcGame *g, HcFrame *f);
/* "after a card is captured" (lcgQ): the reactions to a capture just made,
 * wherever the card came from, asked only when some card can answer */
void lcg_push_card_captured (HcGame *g, gint card, gint captor);
/* events.c (lcgS): the reactions to a dial increase and to a change of
 * control, each only when a card can answer */
void lcg_dial_increased (HcGame *g);
void lcg_control_taken (HcGame *g, gint card, gint player);
/* lcgZ: the reactions to "after a phase begins", if some card answers:
 * TRUE when they were pushed */
gboolean lcg_phase_began (HcGame *g);
/* events.c (lcgY): the reactions to a rescue */
void lcg_card_rescued (HcGame *g, gint card);
gint lcg_held_for_rescue (const HcGame *g, gint card, gint16 *held);
void lcg_held_rescued (HcGame *g, const gint16 *held, gint n);
/* verbs/discard-at-phase-end.c (lcgS): as a phase ends, the cards marked
 * to be discarded then */
void lcg_phase_end_discards (HcGame *g);

/* leave.c: a unit or enhancement leaving play, with its interrupts */
void lcg_push_leave (HcGame *g, gint card, gint how, gint host);
/* lcgF: `player` sacrifices the card: said, then it leaves play to the
 * discard pile, and "after a card is sacrificed" follows */
void lcg_push_sacrifice (HcGame *g, gint card, gint player);
HcStepResult lcg_step_leave (HcGame *g, HcFrame *f);

/* verbs/sacrifice.c: each player sacrifices a unit (FAQ 2.2) */
void lcg_push_sacrifice_each (HcGame *g, gint player, gint source);
HcStepResult lcg_step_sacrifice_each (HcGame *g, HcFrame *f);

/* edge.c: the edge battle's placements, offered in its window */
void lcg_edge_offer (HcGame *g, const HcFrame *w, gint player);
void lcg_edge_place (HcGame *g, gint player, gint card);
/* lcgZ: the reactions to a card placed into an edge stack */
void lcg_edge_card_placed (HcGame *g, gint player, gint card);
/* a fate card's effect resolved by a player, as if in his edge stack */
void lcg_resolve_fate_for (HcGame *g, gint c, gint p);
void lcg_edge_choose (HcGame *g, gint player, gint card);
HcStepResult lcg_step_edge (HcGame *g, HcFrame *f);
/* both edge stacks to their owners' discard piles, then (lcgAE) the
 * reactions to each fate card discarded, the first discarded answered
 * first (pushed: they run once the caller's step returns) */
void lcg_discard_edge_stacks (HcGame *g);
HcStepResult lcg_step_edge_place (HcGame *g, HcFrame *f);

/* focus.c: placing and removing focus tokens as triggering conditions */
void lcg_push_focus (HcGame *g, gint card, gint n, gint by_player, gint rule);
void lcg_focus_removed (HcGame *g, gint card, gint n);
HcStepResult lcg_step_focus (HcGame *g, HcFrame *f);

/* windows.c: the core window's hooks.  A play may need this many frames
 * on top of its window (the play, its payment, its damage, that damage's
 * windows, their plays ...): a window or a forced ability deeper than
 * that ends the game as an overflow (events.c) before the stack does. */
#define LCG_PLAY_HEADROOM 14
void lcg_push_action_window (HcGame *g, gint kind);
void lcg_window_offer (HcGame *g, const HcFrame *w, gint player);
void lcg_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o);
gboolean lcg_window_begin (HcGame *g, HcFrame *w);

/* lcg.c */
extern const HcStepFn lcg_steps[ST_COUNT];

G_END_DECLS
