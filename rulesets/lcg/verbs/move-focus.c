/* "move-focus SELECTOR to SELECTOR": one focus token from the first
 * target to a second, other card (kept in the op's second selector). */
#include "lcg-verb.h"

static gboolean
move_focus_parse (char **w, LcgOp *op, char **why)
{
  const char *usage = "move-focus target WHAT to target WHAT, or target "
                      "WHAT to self";
  if (!lcg_parse_move (w, op, usage, why))
    return FALSE;
  if (op->sel.mode != SEL_TARGET
      || (op->to.mode != SEL_TARGET && op->to.mode != SEL_SELF))
    {
      *why = g_strdup_printf ("expected \"%s\"", usage);
      return FALSE;
    }
  return TRUE;
}

static gboolean
move_focus_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "move 1 focus token from ");
  lcg_sel_text (&op->sel, out);
  g_string_append (out, " to another: ");
  lcg_sel_text (&op->to, out);
  return TRUE;
}

/* move-focus: what the second target must be beside its selector, in
 * relation to the first (Tractor Beam: of lower printed cost) */
static gboolean
second_fits (const HcGame *g, const LcgOp *op, gint first, gint to)
{
  return !(op->to.filter & FL_CHEAPER)
         || hc_card_def (g, to)->stat[S_COST]
                < hc_card_def (g, first)->stat[S_COST];
}

/* move-focus: whether the token may go to `to`, other than the first
 * target */
static gboolean
may_take (const HcGame *g, const LcgOp *op, gint source, gint player,
          gint first, gint to)
{
  (void)source;
  return to != first && !lcg_cannot_be_focused (g, to, player)
         && second_fits (g, op, first, to);
}

static gint
second_targets (const HcGame *g, const LcgOp *op, gint source, gint player,
                gint first, gint16 *out)
{
  return lcg_move_second_targets (g, op, source, player, first, may_take, out);
}

static gboolean
move_focus_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
                 gint card)
{
  return g->card[card].counter[C_FOCUS] > 0
         && second_targets (g, op, source, player, card, NULL) > 0;
}

static gboolean
move_focus_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  gint subject = lcg_op_subject (g, f);
  gint from = f->arg[P_TARGET], to = f->arg[P_TARGET2];
  if (from < 0 || to < 0 || from == to
      || !lcg_op_candidate (g, op, source, player, subject, from)
      || (op->to.mode == SEL_SELF
              ? to != source || !lcg_in_play (g, source)
              : !lcg_sel_matches (g, &op->to, source, player, to))
      || !second_fits (g, op, from, to))
    {
      lcg_op_no_effect (g, f);
      return FALSE;
    }
  /* moving removes the token from where it was (FAQ, Cloud City
   * Operative): the removal's reactions follow the move, after the
   * token is placed */
  lcg_remove_focus (g, from, 1);
  lcg_log (g, player, M_MOVE_FOCUS, RR_CARD, from, to, 0, 0);
  lcg_focus_removed (g, from, 1);
  lcg_push_focus (g, to, 1, player, -1);
  return FALSE;
}

const LcgVerb lcg_verb_move_focus = {
  .word = "move-focus",
  .args = "target WHAT to target WHAT, or target WHAT to self",
  .example = "move-focus target friendly-unit to target enemy-unit",
  .parse = move_focus_parse,
  .text = move_focus_text,
  .fits = move_focus_fits,
  .resolve = move_focus_resolve,
  .second_targets = second_targets,
};
