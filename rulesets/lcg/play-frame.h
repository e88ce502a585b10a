/* The ST_PLAY frame (play.c) and what the files of effect resolution
 * share; only those files include it. */
#pragma once

#include "lcg-internal.h"

/* The ST_PLAY frame: one ability or event card being resolved. */
typedef struct
{
  gint32 src;     /* the card whose ability it is, or the event card */
  gint32 clause;  /* which of its abilities */
  gint32 player;  /* who plays it */
  gint32 target;  /* the chosen target, or -1 */
  gint32 trigger; /* index of the triggering condition's frame, or -1 */
  gint32 op;      /* the next effect to resolve */
  union
  {
    /* while its costs are paid: cost cards still to choose, or the
     * damage on the card before a damage cost */
    gint32 left;
    /* once they are: the unit Get Me Solo! names (its title) */
    gint32 named;
  };
  gint32 target2; /* the second target (moving damage: where it goes) */
} LcgPlayFrame;
HC_FRAME_VIEW_FITS (LcgPlayFrame);
#define LCG_PLAY(f) ((LcgPlayFrame *)(f)->arg)
#define LCG_PLAY_CONST(f) ((const LcgPlayFrame *)(f)->arg)

/* The same fields as raw slots, for the files not yet reading the view
 * (resolve-op.c, effect-choice.c, selections.c, usable.c, apply-verb.c);
 * checked to match it. */
enum
{
  P_SRC,
  P_CLAUSE,
  P_PLAYER,
  P_TARGET,
  P_TRIGGER,
  P_OP,
  P_LEFT,
  P_TARGET2,
};
#define P_NAMED P_LEFT
G_STATIC_ASSERT (G_STRUCT_OFFSET (LcgPlayFrame, op) == P_OP * sizeof (gint32));
G_STATIC_ASSERT (G_STRUCT_OFFSET (LcgPlayFrame, named)
                 == P_NAMED * sizeof (gint32));
G_STATIC_ASSERT (G_STRUCT_OFFSET (LcgPlayFrame, target2)
                 == P_TARGET2 * sizeof (gint32));

/* the step's program counter: effect resolution in order */
enum
{
  PC_DECLARE,
  PC_TARGETS,
  PC_TARGET_ANSWER,
  PC_PLAYED,
  PC_INTERRUPTED,
  PC_EXECUTED,
  PC_RESOLVE,
  PC_FINISH,
  PC_CHOICE_ANSWER, /* an effect's choice made as it resolves */
  PC_COSTS,         /* resources paid: the other costs */
  PC_COST_ANSWER,
  PC_COST_CHECK, /* was a damage cost dealt in full? */
  PC_TARGET2,    /* step 5 again: the second target request (targets.c) */
  PC_TARGET2_ANSWER,
};

/* play.c */
const HcFrame *lcg_trigger_of (const HcGame *g, gint index);
/* lcgAG: the effect of the ability resolved in ST_PLAY frame `kept`
 * resolves again for `player`, from step 5 (Chain Reaction) */
void lcg_push_play_again (HcGame *g, gint kept, gint player);

/* targets.c: step 5's requests, the nth of an ability (0 or 1): where
 * its pick goes, and its choose-targets step pushed over f (FALSE: no
 * such request, or a second target with no first) */
enum
{
  LCG_INTO_NONE,   /* no such request */
  LCG_INTO_PICKS,  /* "up to N": the frame keeps the picks */
  LCG_INTO_FIRST,  /* the frame's target */
  LCG_INTO_SECOND, /* the frame's target2 */
};
gint lcg_target_request_into (const LcgClause *cl, gint nth);
gboolean lcg_push_target_request (HcGame *g, HcFrame *f, gint nth);

/* selections.c */
gint lcg_friendly_objectives (const HcGame *g, gint player, gint16 *out);
gboolean lcg_op_candidate (const HcGame *g, const LcgOp *op, gint source,
                           gint player, gint subject, gint card);
gint lcg_op_list (const HcGame *g, const LcgOp *op, gint source, gint player,
                  gint subject, gint16 *out);

/* usable.c */
gboolean lcg_op_possible (const HcGame *g, const LcgOp *op, gint source,
                          gint player, const HcFrame *trigger);
gboolean lcg_is_event_card (const HcGame *g, gint card);
gint lcg_cost_cards (const HcGame *g, gint source, const LcgClause *cl,
                     gint player, gint16 *out);
/* lcgAC: may `card` be the target of a selector that reads the cost's
 * card (cheaper-than-cost, same-title-as-cost)? */
gboolean lcg_fits_cost_card (const HcGame *g, const LcgSel *s, gint cost_card,
                             gint card);

/* apply-verb.c */
void lcg_mark (HcGame *g, guint16 kind, HcDuration dur, gint player,
               gint source, gint target, gint32 value, gint32 arg);
gint lcg_amount (const HcGame *g, const LcgOp *op);
void lcg_apply_op_to (HcGame *g, const LcgOp *op, gint player, gint source,
                      gint card);

/* effect-choice.c */
gboolean lcg_choice_asked (HcGame *g, HcFrame *f);
gboolean lcg_ask_choice (HcGame *g, HcFrame *f, gint who, const gint16 *list,
                         gint n, gboolean may_find_nothing);
void lcg_apply_choice (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen);

/* verbs/destroy.c */
gint lcg_cheapest_units (const HcGame *g, const LcgOp *op, gint16 *out);

/* verbs/capture.c */
gint lcg_named_copies (const HcGame *g, const HcFrame *f, gint16 *out);
void lcg_end_reveal (HcGame *g, HcFrame *f);
void lcg_name_chosen (HcGame *g, HcFrame *f, gint def);
void lcg_name_offer_titles (HcGame *g, HcFrame *f, gint initial);

/* verbs/retarget.c (lcgAF, Narrow Escape): the effect of an ability whose
 * step 5 asks one single target, not a capturing one (its index, or -1);
 * the interrupts to that target just chosen in the ST_PLAY frame f; who
 * the frame's target `card` is chosen for (its player, or the one who
 * chose it anew as if he executed the effect; the note goes as the frame
 * ends, play.c) */
gint lcg_single_target_op (const LcgClause *cl);
void lcg_push_target_chosen (HcGame *g, const HcFrame *f);
gint lcg_target_chooser (const HcGame *g, const HcFrame *f, gint card);

/* resolve-op.c */
gboolean lcg_resolve_op (HcGame *g, HcFrame *f, const LcgOp *op);
