/* The ST_VERB frame (verbs.c) and what the effects resolved over several
 * decisions share; only those files include it. */
#pragma once

#include "lcg-internal.h"

/* the frame's arguments */
enum
{
  X_SRC,
  X_CLAUSE,
  X_OP,
  X_PLAYER,
  X_CARD, /* the target or subject the effect works on, or -1 */
  X_A,    /* verb-specific */
  X_B,
};

HcStepResult lcg_verb_ask (HcGame *g, HcFrame *f, gint who, const gint16 *list,
                           gint n, gint b, gint extra, gint next_pc);
gint lcg_deck_top (const HcGame *g, gint player, gint n, gint16 *out);
gint lcg_captured_cards (const HcGame *g, gint16 *out);

HcStepResult lcg_verb_capture_top (HcGame *g, HcFrame *f, const LcgOp *op);
HcStepResult lcg_verb_rescue (HcGame *g, HcFrame *f, const LcgOp *op);
gint lcg_captured_at (const HcGame *g, gint host, gint16 *out);
HcStepResult lcg_verb_unfocus_up_to (HcGame *g, HcFrame *f, const LcgOp *op);
gint lcg_verb_icon_type (HcGame *g, HcFrame *f, gint first, HcStepResult *step);
HcStepResult lcg_verb_gain_choice (HcGame *g, HcFrame *f);
HcStepResult lcg_verb_lose_icon_choice (HcGame *g, HcFrame *f);
HcStepResult lcg_verb_discard_top_gain (HcGame *g, HcFrame *f);
HcStepResult lcg_verb_to_bottom_random (HcGame *g, HcFrame *f, const LcgOp *op);
HcStepResult lcg_verb_keep_return (HcGame *g, HcFrame *f, const LcgOp *op);
HcStepResult lcg_verb_shed (HcGame *g, HcFrame *f);
HcStepResult lcg_verb_reveal_take (HcGame *g, HcFrame *f, const LcgOp *op);
HcStepResult lcg_verb_discount_discard (HcGame *g, HcFrame *f);
