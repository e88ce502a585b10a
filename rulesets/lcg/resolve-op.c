/* Resolving one effect of an ability: its verb's own resolution (its row
 * in verbs/), or the verb carried out on its target or on each card it
 * selects, or the frame of a verb of several decisions. */
#include "lcg-verb.h"

/* Resolve one effect; TRUE when it asks a choice first. */
gboolean
lcg_resolve_op (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  gint subject = lcg_op_subject (g, f);
  if (op->verb >= V_MULTI_FIRST)
    {
      /* lcgS: "that" is the target an earlier effect chose (Mercenary
       * Support) */
      lcg_push_verb (g, source, f->arg[P_CLAUSE], f->arg[P_OP] - 1, player,
                     op->sel.mode == SEL_TARGET || op->sel.mode == SEL_THAT
                         ? f->arg[P_TARGET]
                     /* lcgAC: the card a reveal cost showed (targets.c) */
                     : op->verb == V_PUT_REVEALED ? f->arg[P_TARGET2]
                                                  : subject);
      return FALSE;
    }
  const LcgVerb *v = lcg_verb (op->verb);
  if (v && v->resolve)
    return v->resolve (g, f, op);
  if (op->sel.mode == SEL_TARGET && op->sel.up_to)
    {
      /* "up to N targets": each chosen one still a candidate */
      gint16 list[HC_MAX_CARDS];
      gint n = hc_targets_chosen (g, f, list, NULL), done = 0;
      for (gint i = 0; i < n; i++)
        if (lcg_op_candidate (g, op, source, player, subject, list[i]))
          {
            lcg_apply_op_to (g, op, player, source, list[i]);
            done++;
          }
      if (done == 0)
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    }
  if (op->sel.mode == SEL_TARGET || op->sel.mode == SEL_THAT)
    {
      gint t = f->arg[P_TARGET];
      /* the second of two effects with targets of their own: the second
       * target (abilities.c allows that pair only for generic verbs) */
      const LcgClause *cl = lcg_clause (g, source, f->arg[P_CLAUSE]);
      for (gint k = 0; op->sel.mode == SEL_TARGET && cl && k < f->arg[P_OP] - 1;
           k++)
        if (cl->op[k].sel.mode == SEL_TARGET)
          t = f->arg[P_TARGET2];
      /* lcgAF: a target chosen anew as if another player executed the
       * effect (Narrow Escape) is checked as he would */
      if (t >= 0
          && lcg_op_candidate (g, op, source, lcg_target_chooser (g, f, t),
                               subject, t))
        lcg_apply_op_to (g, op, player, source, t);
      else
        lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
      return FALSE;
    }
  gint16 list[HC_MAX_CARDS];
  gint n = lcg_op_list (g, op, source, player, subject, list);
  for (gint i = 0; i < n; i++)
    lcg_apply_op_to (g, op, player, source, list[i]);
  if (n == 0)
    lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0, 0);
  return FALSE;
}
