/* From your discard pile to your hand: "recall N [light:M]" (the top
 * cards), "recall-enhancement" (the topmost enhancement) and
 * "recall-fate" (the topmost fate card: The Admiral's Assault). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
recall_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "return the top ");
  lcg_amount_text (op, "card", "cards", out);
  g_string_append (out, " of your discard pile to your hand");
  return TRUE;
}

static gboolean
recall_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_DISCARD) > 0;
}

static gboolean
recall_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  for (gint k = lcg_amount (g, op); k > 0; k--)
    {
      gint top = hc_zone_top (g, player, Z_DISCARD);
      if (top < 0)
        break;
      hc_card_move (g, top, player, Z_HAND, TRUE);
      lcg_log (g, player, M_RECALL, RR_CARD, player, top, 0, 0);
    }
  return FALSE;
}

const LcgVerb lcg_verb_recall = {
  .word = "recall",
  .args = "N [light:M]",
  .example = "recall 1 light:2",
  .has_n = TRUE,
  .text = recall_text,
  .possible = recall_possible,
  .resolve = recall_resolve,
};

static gboolean
enhancement_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out,
                          "return the topmost %s of your discard pile to "
                          "your hand",
                          op->verb == V_RECALL_FATE ? "fate card"
                                                    : "enhancement");
  return TRUE;
}

/* the card type a recall-of-a-type verb fetches */
static gint
recall_type (const LcgOp *op)
{
  return op->verb == V_RECALL_FATE ? T_FATE : T_ENHANCEMENT;
}

/* the topmost card of one type in a player's discard pile */
static gint
discard_top_of_type (const HcGame *g, gint player, gint type)
{
  gint16 pile[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_DISCARD, pile, HC_MAX_CARDS);
  for (gint i = n - 1; i >= 0; i--) /* the list is bottom first */
    if (lcg_type (g, pile[i]) == type)
      return pile[i];
  return HC_NONE;
}

/* the topmost card of the type, from the discard pile to the hand */
static void
recall_top (HcGame *g, gint player, gint type)
{
  gint top = discard_top_of_type (g, player, type);
  if (top != HC_NONE)
    {
      hc_card_move (g, top, player, Z_HAND, TRUE);
      lcg_log (g, player, M_RECALL, RR_CARD, player, top, 0, 0);
    }
}

static gboolean
enhancement_possible (const HcGame *g, const LcgOp *op, gint source,
                      gint player, const HcFrame *trigger)
{
  (void)source;
  (void)trigger;
  return discard_top_of_type (g, player, recall_type (op)) != HC_NONE;
}

static gboolean
enhancement_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  recall_top (g, f->arg[P_PLAYER], recall_type (op));
  return FALSE;
}

const LcgVerb lcg_verb_recall_enhancement = {
  .word = "recall-enhancement",
  .args = "",
  .example = "recall-enhancement",
  .text = enhancement_text,
  .possible = enhancement_possible,
  .resolve = enhancement_resolve,
};

/* recall-fate's value is past V_MULTI_FIRST (the frame verbs' values are
 * all taken): it resolves in a frame of its own, in one step */
static HcStepResult
fate_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  recall_top (g, LCG_VERB_FRAME (f)->player, recall_type (op));
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_recall_fate = {
  .word = "recall-fate",
  .args = "",
  .example = "recall-fate",
  .text = enhancement_text,
  .possible = enhancement_possible,
  .step = fate_step,
};
