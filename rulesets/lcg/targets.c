/* Step 5 of effect resolution: the targets an ability asks for as it is
 * initiated, each request in the core's choose-targets step (one pick at
 * a time, at least one; one candidate is no choice, none leaves no
 * target).  The requests, in order: each effect with "target" (one card,
 * or "up to N" of them: Death from Above), and after it the second
 * target its verb's row asks for (LcgVerb.second_targets: move-focus,
 * where the token goes).  The parser allows two at most, the ST_PLAY
 * frame's two passes (PC_TARGETS, PC_TARGET2).  A single target's pick
 * goes to the frame's target or target2; "up to N" picks stay the
 * frame's (hc_targets_chosen) and go when it ends. */
#include "lcg-verb.h"

typedef struct
{
  gint op;
  gint into;       /* LCG_INTO_ */
  gboolean second; /* the row's second target of the effect */
  gboolean rest;   /* lcgW: the second of "up to 2" with a combined cost,
                    * within what the first left (none allowed) */
} Request;

/* the nth request of the ability; FALSE if it has fewer */
static gboolean
request (const LcgClause *cl, gint nth, Request *out)
{
  gint seen = 0, singles = 0;
  for (gint k = 0; k < cl->n_ops; k++)
    {
      const LcgOp *op = &cl->op[k];
      if (op->sel.mode != SEL_TARGET)
        continue;
      Request r = { .op = k, .into = LCG_INTO_PICKS };
      if (!op->sel.up_to)
        r.into = singles++ == 0 ? LCG_INTO_FIRST : LCG_INTO_SECOND;
      if (seen++ == nth)
        {
          *out = r;
          return TRUE;
        }
      /* lcgW: "up to 2 ... with a combined printed cost of N or lower":
       * one pick, then the second in a request of its own */
      if (op->sel.max_sum && seen++ == nth)
        {
          *out = r;
          out->rest = TRUE;
          return TRUE;
        }
      const LcgVerb *v = lcg_verb (op->verb);
      if (v && v->second_targets && seen++ == nth)
        {
          *out = (Request){ .op = k, .into = LCG_INTO_SECOND, .second = TRUE };
          return TRUE;
        }
    }
  return FALSE;
}

gint
lcg_target_request_into (const LcgClause *cl, gint nth)
{
  Request r;
  return request (cl, nth, &r) ? r.into : LCG_INTO_NONE;
}

/* lcgW: the cards an "up to 2" target with a combined printed cost may
 * add to the one already chosen: another candidate whose printed cost
 * fits in what the first left */
static gint
combined_rest (HcGame *g, HcFrame *f, const LcgOp *op, gint16 *list)
{
  const LcgPlayFrame *p = LCG_PLAY_CONST (f);
  gint16 picks[HC_MAX_PICKS], all[HC_MAX_CARDS];
  gint k = hc_targets_chosen (g, f, picks, NULL), left = op->sel.max_sum;
  if (k == 0)
    return 0;
  for (gint i = 0; i < k; i++)
    left -= hc_card_def (g, picks[i])->stat[S_COST];
  gint m = lcg_sel_list (g, &op->sel, p->src, p->player, all), n = 0;
  for (gint i = 0; i < m; i++)
    {
      gboolean picked = FALSE;
      for (gint j = 0; j < k; j++)
        picked |= picks[j] == all[i];
      if (!picked && hc_card_def (g, all[i])->stat[S_COST] <= left)
        list[n++] = all[i];
    }
  return n;
}

gboolean
lcg_push_target_request (HcGame *g, HcFrame *f, gint nth)
{
  const LcgPlayFrame *p = LCG_PLAY_CONST (f);
  const LcgClause *cl = lcg_clause (g, p->src, p->clause);
  Request r;
  if (!request (cl, nth, &r))
    return FALSE;
  const LcgOp *op = &cl->op[r.op];
  const HcFrame *trigger = lcg_trigger_of (g, p->trigger);
  gint subject = trigger ? LCG_EVENT_CONST (trigger)->subject : HC_NONE;
  gint16 list[HC_MAX_CARDS];
  gint n;
  if (r.second)
    {
      /* a second target follows a first one */
      if (p->target < 0)
        return FALSE;
      n = lcg_verb (op->verb)->second_targets (g, op, p->src, p->player,
                                               p->target, list);
    }
  else if (r.rest)
    n = combined_rest (g, f, op, list);
  else if (r.into == LCG_INTO_PICKS)
    n = lcg_sel_list (g, &op->sel, p->src, p->player, list);
  else
    n = lcg_op_list (g, op, p->src, p->player, subject, list);
  /* a move goes to another card than the one it comes from
   * (Misdirection: "to another objective you control") */
  if (op->verb == V_MOVE_TO && p->target >= 0)
    {
      gint kept = 0;
      for (gint k = 0; k < n; k++)
        if (list[k] != p->target)
          list[kept++] = list[k];
      n = kept;
    }
  /* lcgAC: of lower printed cost than the card the cost returned, which
   * the frame held as its target until now (play.c) */
  if (op->sel.filter & (FL_CHEAPER_THAN_COST | FL_SAME_TITLE_AS_COST))
    {
      gint kept = 0;
      for (gint k = 0; k < n; k++)
        if (p->target >= 0
            && lcg_fits_cost_card (g, &op->sel, p->target, list[k]))
          list[kept++] = list[k];
      n = kept;
      /* the cost's card stays the frame's, as its second target (Heroes
       * and Legends puts the revealed unit into play) */
      LCG_PLAY (f)->target2 = p->target;
      LCG_PLAY (f)->target = HC_NONE;
    }
  HcTargetsFrame t = {
    .player = p->player,
    .min = r.rest ? 0 : 1,
    .max = r.into == LCG_INTO_PICKS && !op->sel.max_sum ? op->sel.up_to : 1,
    .kind = nth == 1 ? D_TARGET2 : D_TARGET,
    .option = O_TARGET,
    .done = O_DONE,
    .prompt_arg = p->src,
  };
  hc_targets_push (g, &t, list, n);
  return TRUE;
}
