/* The ST_PLAY frame (play.c) and what the files of effect resolution
 * share; only those files include it. */
#pragma once

#include "lcg-internal.h"

enum
{
  P_SRC,
  P_CLAUSE,
  P_PLAYER,
  P_TARGET,
  P_TRIGGER, /* index of the triggering condition's frame, or -1 */
  P_OP,      /* the next effect to resolve */
  P_LEFT,    /* cost cards still to choose; once costs are paid: */
};
/* the second target (moving damage: where it goes), chosen once the costs
 * are paid, so it reuses the cost counter's slot */
#define P_TARGET2 P_LEFT
/* the unit Get Me Solo! names (its title), in the same slot: that effect
 * has no targets */
#define P_NAMED P_LEFT

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
  PC_TARGET2,    /* step 5 again: an effect's second target */
  PC_TARGET2_ANSWER,
};

/* play.c */
const HcFrame *lcg_trigger_of (const HcGame *g, gint index);

/* selections.c */
gint lcg_friendly_objectives (const HcGame *g, gint player, gint16 *out);
gint lcg_cheapest_units (const HcGame *g, const LcgOp *op, gint16 *out);
gboolean lcg_second_fits (const HcGame *g, const LcgOp *op, gint first,
                          gint to);
gint lcg_second_targets (const HcGame *g, const LcgOp *op, gint source,
                         gint player, gint first, gint16 *out);
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
gint lcg_named_copies (const HcGame *g, const HcFrame *f, gint16 *out);
void lcg_end_reveal (HcGame *g, HcFrame *f);
void lcg_name_chosen (HcGame *g, HcFrame *f, gint def);
void lcg_apply_choice (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen);

/* resolve-op.c */
gboolean lcg_resolve_op (HcGame *g, HcFrame *f, const LcgOp *op);
