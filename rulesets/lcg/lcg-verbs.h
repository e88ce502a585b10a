/* The lcg ruleset's effect resolution: card abilities and events offered,
 * played and resolved, and the effects that ask as they resolve.  The
 * frames only these files share are in play-frame.h and verb-frame.h. */
#pragma once

#include "lcg-steps.h"

G_BEGIN_DECLS

/* usable.c */
void lcg_offer_abilities (HcGame *g, gint player, gint window,
                          const HcFrame *trigger);

/* play.c */
void lcg_push_play (HcGame *g, gint source, gint clause, gint player,
                    gint trigger_frame);
HcStepResult lcg_step_play (HcGame *g, HcFrame *f);

/* verbs.c: effects that ask as they resolve (V_MULTI_FIRST and after) */
void lcg_push_verb (HcGame *g, gint source, gint clause, gint op, gint player,
                    gint card);
HcStepResult lcg_step_verb (HcGame *g, HcFrame *f);

G_END_DECLS
