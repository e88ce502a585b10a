/* The ST_VERB frame (verbs.c) and what the effects resolved over several
 * decisions share; only those files include it. */
#pragma once

#include "lcg-internal.h"

/* the ST_VERB frame's typed view (lcg_push_verb fills it) */
typedef struct
{
  gint32 src;    /* the card whose ability resolves */
  gint32 clause; /* its clause, and the effect in it this frame resolves */
  gint32 op;
  gint32 player;
  gint32 card; /* the target or subject the effect works on, or -1 */
  gint32 a;    /* verb-specific */
  gint32 b;
  gint32 c; /* lcgX: verb-specific (look-deck-top: the deck looked at) */
} LcgVerbFrame;
HC_FRAME_VIEW_FITS (LcgVerbFrame);
#define LCG_VERB_FRAME(f) ((LcgVerbFrame *)(f)->arg)

/* the program counters of the steps that ask one question, answered
 * again and again until done (the others name their own) */
enum
{
  VPC_ASK,
  VPC_ANSWER,
};

/* the answered O_CHOICE's card, taken (hc_game_take_answer), or -1 */
gint lcg_verb_answer (HcGame *g);

/* `who` chooses up to `max` of `list`, one at a time, and may stop at any
 * time (the core's choose-targets step, O_CHOICE and O_DONE options): the
 * chosen cards belong to the frame on top, read by hc_targets_chosen */
void lcg_push_choose_up_to (HcGame *g, gint who, gint src, gint max,
                            const gint16 *list, gint n);
HcStepResult lcg_verb_ask (HcGame *g, HcFrame *f, gint who, const gint16 *list,
                           gint n, gint b, gint extra, gint next_pc);
gint lcg_deck_top (const HcGame *g, gint player, gint n, gint16 *out);
/* lcgX: the top `n` cards of any deck zone (Z_DECK, Z_OBJ_DECK), top first */
gint lcg_zone_top (const HcGame *g, gint player, gint zone, gint n,
                   gint16 *out);
/* lcgX: the frame's `a` cards looked at, still on top of the deck below
 * the `b` already put back, go back one at a time in the order the
 * frame's player chooses (each chosen one on the very top); the last
 * needs no choice.  HC_STEP_DONE once all are back; answer_pc is the pc
 * of the answer. */
HcStepResult lcg_put_back_on_top (HcGame *g, HcFrame *f, gint owner, gint zone,
                                  gint answer_pc);
/* verbs/captured.c: the cards captured anywhere, and at one objective */
gint lcg_captured_cards (const HcGame *g, gint16 *out);
gint lcg_captured_at (const HcGame *g, gint host, gint16 *out);
/* verbs/icons.c: which combat icon an effect's player names */
gint lcg_verb_icon_type (HcGame *g, HcFrame *f, gint first, HcStepResult *step);
/* verbs/icons.c: 1 icon of that type for the card until the end of the
 * strike, said in the log */
void lcg_gain_strike_icon (HcGame *g, gint player, gint src, gint card,
                           gint icon);

/* verbs/either-way.c: the grammar "[may] SELECTOR" of an effect its
 * player may decline; op->n is 1 without "may", 0 with it */
gboolean lcg_parse_may_sel (char **w, LcgOp *op, char **why);
/* ... and a question about what the effect does to `card`: begun
 * (D_CHOICE, its O_CHOICE options, one per CH_ value, to be offered), or
 * FALSE after the "no effect" line when the card no longer fits; for a
 * token, the answer carried out (CH_DAMAGE_ON/OFF, CH_FOCUS_ON/OFF,
 * CH_SHIELD_OFF) */
gboolean lcg_card_choice_ask (HcGame *g, HcFrame *f, const LcgOp *op,
                              gint card);
HcStepResult lcg_token_answer (HcGame *g, HcFrame *f, gint card);

/* verbs/retarget.c (lcgAF): whom the ST_VERB frame f's target `card` is
 * checked for: the player of the effect, or the one who chose it anew as
 * if he executed the effect (Narrow Escape) */
gint lcg_verb_target_chooser (const HcGame *g, const HcFrame *f, gint card);
