/* Resolving one effect of an ability: its verb on its cards, or the
 * choice or frame it needs first. */
#include "lcg-verb.h"

/* Resolve one effect; TRUE when it asks a choice first. */
gboolean
lcg_resolve_op (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  HcFrame *trigger = (HcFrame *)lcg_trigger_of (g, f->arg[P_TRIGGER]);
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  gint16 choice[HC_MAX_CARDS];
  if (op->verb >= V_MULTI_FIRST)
    {
      lcg_push_verb (g, source, f->arg[P_CLAUSE], f->arg[P_OP] - 1, player,
                     op->sel.mode == SEL_TARGET ? f->arg[P_TARGET] : subject);
      return FALSE;
    }
  const LcgVerb *v = lcg_verb (op->verb);
  if (v && v->resolve)
    return v->resolve (g, f, op);
  switch (op->verb)
    {
    case V_MOVE_DAMAGE:
      {
        gint from = f->arg[P_TARGET], to = f->arg[P_TARGET2];
        if (from >= 0 && to >= 0
            && lcg_op_candidate (g, op, source, player, subject, from)
            && lcg_op_candidate (g, op + 1, source, player, subject, to))
          lcg_move_damage (g, from, to, op->n, player, source);
        else
          lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                   0);
        return FALSE;
      }
    case V_MOVE_TO:
      return FALSE;
    case V_CAPTURE:
      {
        /* the captured card, then the objective it goes under */
        gint16 list[HC_MAX_CARDS];
        gint n = lcg_op_list (g, op, source, player, subject, list);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                     0);
            return FALSE;
          }
        f->arg[P_TARGET]
            = op->sel.mode == SEL_TARGET ? f->arg[P_TARGET] : list[0];
        gint k = lcg_friendly_objectives (g, player, choice);
        return lcg_ask_choice (g, f, player, choice, k, FALSE);
      }
    case V_MOVE_FOCUS:
      {
        gint from = f->arg[P_TARGET], to = f->arg[P_TARGET2];
        if (from < 0 || to < 0 || from == to
            || !lcg_op_candidate (g, op, source, player, subject, from)
            || (op->to.mode == SEL_SELF
                    ? to != source || !lcg_in_play (g, source)
                    : !lcg_sel_matches (g, &op->to, source, player, to))
            || !lcg_second_fits (g, op, from, to))
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0, 0,
                     0);
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
    case V_NAME_CAPTURE:
      if (f->arg[P_NAMED] < 0)
        {
          /* name a unit: any unit title of the opponent's side, as the
           * namer does not know the hand */
          hc_game_ask (g, player, D_CHOICE, D_CHOICE);
          g->decision.prompt_arg[0] = source;
          guint n = hc_card_db_size (g->db);
          for (guint d = 0; d < n; d++)
            {
              const HcCardDef *def = hc_card_db_get (g->db, (gint)d);
              const LcgCard *info = lcg_def_info (def);
              if (def->type == T_UNIT && def->side == 1 - player
                  && info->title_id == (gint)d
                  && g->decision.n_options < HC_MAX_OPTIONS)
                hc_game_offer (g, LCG_OPT_ID (O_NAME, d, 0), O_NAME, (gint)d, 0,
                               0);
            }
          f->pc = PC_CHOICE_ANSWER;
          return TRUE;
        }
      else
        {
          /* named and revealed: where the copies are captured */
          gint16 copies[HC_MAX_CARDS];
          if (lcg_named_copies (g, f, copies) == 0)
            {
              lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, source, 0,
                       0, 0);
              lcg_end_reveal (g, f);
              return FALSE;
            }
          gint k = lcg_friendly_objectives (g, player, choice);
          if (k == 0)
            {
              lcg_end_reveal (g, f);
              return FALSE;
            }
          return lcg_ask_choice (g, f, player, choice, k, FALSE);
        }
    default:
      break;
    }
  if (op->sel.mode == SEL_TARGET && op->sel.up_to)
    {
      /* "up to N targets": each chosen one still a candidate */
      gint16 list[HC_MAX_CARDS];
      gint n = lcg_chosen_targets (g, source, list), done = 0;
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
      if (t >= 0 && lcg_op_candidate (g, op, source, player, subject, t))
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
