/* The priority of a triggering condition's windows (FAQ Advanced Timing:
 * Interrupt Ability Timing, Reaction Ability Timing), as a call of its own:
 * the ruleset's condition frames and the timing lab's lcg model (src/lab)
 * open their interrupt and reaction windows with it, so the lab cannot
 * drift from the game it models. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

/* events.c; G_GNUC_INTERNAL lets the compiler inline it into the
 * condition step as before (bench/callgrind.sh) */
/* Opens the window of kind `kind` on top of the condition's frame: the
 * core's priority window, in which the active player has the first
 * opportunity and then the players alternate until both pass in a row;
 * `arg` is the window's own argument (HC_WIN_ARG). */
G_GNUC_INTERNAL HcFrame *lcg_push_condition_window (HcGame *g, gint kind,
                                                    gint arg);

G_END_DECLS
