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

gint lcg_captured_at (const HcGame *g, gint host, gint16 *out);
gint lcg_verb_icon_type (HcGame *g, HcFrame *f, gint first, HcStepResult *step);
HcStepResult lcg_verb_lose_icon_choice (HcGame *g, HcFrame *f);
HcStepResult lcg_verb_discount_discard (HcGame *g, HcFrame *f);
