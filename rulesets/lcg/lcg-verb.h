/* The LCG's effect verbs as a table: one row per verb, each row in its
 * own file under verbs/ with everything about that verb (its encoding,
 * its card text, when it can resolve and how it resolves), so that a new
 * mechanic is one file and one line of verbs/table.c.  The walkers
 * (abilities.c, render.c, usable.c, selections.c, resolve-op.c,
 * apply-verb.c, effect-choice.c, verbs.c) only call through the row. */
#pragma once

#include "hc-words.h"
#include "play-frame.h"

/* one slot per value of LcgOp.verb (a guint8), so that a lookup needs
 * no bounds check; the slots after V_RESCUE_ENGAGED stay empty */
#define LCG_VERB_SLOTS 256

typedef struct LcgVerb
{
  const char *word;    /* in the encoding: "damage" */
  const char *args;    /* what follows the word, for the grammar page */
  const char *example; /* an encoding, parsed and rendered on that page */
  gboolean has_n;      /* the generic grammar: WORD N [light:M] */
  gboolean has_sel;    /* ... then a selector */
  /* its own grammar (w[0] is the word); NULL: the generic one */
  gboolean (*parse) (char **w, LcgOp *op, char **why);
  /* the card text; TRUE when complete, FALSE when the selector's text
   * follows */
  gboolean (*text) (const LcgOp *op, GString *out);
  /* can it resolve at all (FAQ 3.6)?  NULL: some card fits it */
  gboolean (*possible) (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger);
  /* would it change this selected card?  NULL: any selected card */
  gboolean (*fits) (const HcGame *g, const LcgOp *op, gint source, gint player,
                    gint card);
  /* its resolution in the ability's frame; TRUE when it asked a choice.
   * NULL: `apply` on its target or on each card it selects */
  gboolean (*resolve) (HcGame *g, HcFrame *f, const LcgOp *op);
  void (*apply) (HcGame *g, const LcgOp *op, gint player, gint source,
                 gint card);
  /* a second target the effect chooses as the ability is initiated,
   * after its first (move-focus: where the token goes): the cards it may
   * be (targets.c asks for it); NULL: none */
  gint (*second_targets) (const HcGame *g, const LcgOp *op, gint source,
                          gint player, gint first, gint16 *out);
  /* the choice `resolve` asked, made */
  void (*chosen) (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen);
  /* a verb of several decisions (V_MULTI_FIRST and after): its own
   * ST_VERB step */
  HcStepResult (*step) (HcGame *g, HcFrame *f, const LcgOp *op);
} LcgVerb;

extern const LcgVerb *const lcg_verbs[LCG_VERB_SLOTS];

/* a `possible` for the verbs that can always resolve (usable.c) */
gboolean lcg_op_always (const HcGame *g, const LcgOp *op, gint source,
                        gint player, const HcFrame *trigger);
gboolean lcg_op_never (const HcGame *g, const LcgOp *op, gint source,
                       gint player, const HcFrame *trigger);

static inline const LcgVerb *
lcg_verb (guint verb)
{
  return lcg_verbs[(guint8)verb];
}

/* a verb of several decisions: with a selector, some card fits it
 * (usable.c) */
gboolean lcg_op_some_card (const HcGame *g, const LcgOp *op, gint source,
                           gint player, const HcFrame *trigger);

/* ... and the player's deck holds a card */
gboolean lcg_op_own_deck (const HcGame *g, const LcgOp *op, gint source,
                          gint player, const HcFrame *trigger);

/* what a resolution reads in the ability's frame (play-frame.h) */
static inline HcFrame *
lcg_op_trigger (const HcGame *g, const HcFrame *f)
{
  /* the condition's frame is below, and the effect may write its answer
   * there (an amount cancelled, a destination replaced) */
  return (HcFrame *)lcg_trigger_of (g, f->arg[P_TRIGGER]);
}

static inline gint
lcg_op_subject (const HcGame *g, const HcFrame *f)
{
  const HcFrame *t = lcg_trigger_of (g, f->arg[P_TRIGGER]);
  return t ? t->arg[EVA_SUBJECT] : HC_NONE;
}

/* the log line of an effect that found nothing to work on */
static inline void
lcg_op_no_effect (HcGame *g, const HcFrame *f)
{
  lcg_log (g, f->arg[P_PLAYER], M_NO_EFFECT, RR_EFFECT_RESOLUTION,
           f->arg[P_SRC], 0, 0, 0);
}

/* the grammar pieces a verb's own parser uses (abilities.c) */
gboolean lcg_parse_sel (char **w, gint *i, LcgSel *s, char **why);
gint lcg_icon_word (const char *w);
/* head-words.c: a number from lo to hi; a trait word, '_' for a space */
gboolean lcg_small_int (const char *s, gint lo, gint hi, gint *out);
GQuark lcg_trait_quark (const char *word);
/* abilities.c: "unexpected WORD after the effect", or TRUE at the end */
gboolean lcg_parse_end (char **w, gint i, char **why);
/* "WORD TRAIT": the units of one trait (one word, no '/'), of a side */
gboolean lcg_parse_trait_units (char **w, gint side, LcgOp *op, char **why);

/* verbs/move-token.c: a move of a token from one target to a second
 * ("WORD SELECTOR to SELECTOR", op->sel then op->to; usage is the
 * grammar an error names), and the cards of op->to (or the source, for
 * "to self") that may_take lets be the second once `first` is chosen */
typedef gboolean (*LcgMayTake) (const HcGame *g, const LcgOp *op, gint source,
                                gint player, gint first, gint to);
gboolean lcg_parse_move (char **w, LcgOp *op, const char *usage, char **why);
gint lcg_move_second_targets (const HcGame *g, const LcgOp *op, gint source,
                              gint player, gint first, LcgMayTake may_take,
                              gint16 *out);
/* verbs/move-token.c: "WORD target WHAT to target WHAT", both chosen as
 * the ability is initiated (move-shield, swap-icon, move-enhancement); and,
 * in the
 * stepped verb's frame f, the second one chosen (the ST_PLAY frame's,
 * right below), or -1 */
gboolean lcg_parse_move_targets (char **w, LcgOp *op, const char *usage,
                                 char **why);
gint lcg_move_second_chosen (const HcFrame *f);

/* the text pieces a verb's text uses (render.c) */
void lcg_sel_text (const LcgSel *s, GString *out);
void lcg_amount_text (const LcgOp *op, const char *one, const char *many,
                      GString *out);
/* the affiliation's name as players read it: "Imperial Navy" */
void lcg_affiliation_text (gint aff, GString *out);
/* "1 card", "2 cards" */
void lcg_count_text (gint n, const char *one, const char *many, GString *out);

/* one effect of the encoding, compiled (abilities.c), and its card text
 * (render.c) */
gboolean lcg_parse_op (const char *text, LcgOp *op, char **why);
void lcg_op_text (const LcgOp *op, GString *out);
/* the words of the grammar's tables, for the grammar page; NULL past the
 * last (abilities.c) */
const char *lcg_when_word (guint i);
const char *lcg_kind_word (guint i);
const char *lcg_what_word (guint i);

/* the page doc/rules/lcg-abilities.md, from the tables (grammar-page.c) */
gboolean lcg_grammar_page (GString *out, GError **error);
