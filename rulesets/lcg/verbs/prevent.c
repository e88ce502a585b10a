/* Damage being dealt, prevented: "prevent N" and "prevent-any" (as much
 * as the player chooses). */
#include "lcg-verb.h"

static gboolean
prevent_text (const LcgOp *op, GString *out)
{
  if (op->verb == V_PREVENT_ANY)
    g_string_append (out, "cancel any amount of that damage");
  else
    g_string_append_printf (out, "prevent %d of that damage", op->n);
  return TRUE;
}

static gboolean
prevent_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)g;
  (void)op;
  (void)source;
  (void)player;
  return trigger && trigger->arg[EVA_AMOUNT] > 0;
}

/* take up to n off the damage being dealt */
static void
prevent_up_to (HcGame *g, HcFrame *f, gint n)
{
  HcFrame *trigger = lcg_op_trigger (g, f);
  if (!trigger)
    return;
  n = MIN (n, trigger->arg[EVA_AMOUNT]);
  trigger->arg[EVA_AMOUNT] -= n;
  lcg_log (g, f->arg[P_PLAYER], M_PREVENT, RR_CARD, trigger->arg[EVA_SUBJECT],
           n, 0, 0);
}

static gboolean
prevent_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  prevent_up_to (g, f, op->n);
  return FALSE;
}

const LcgVerb lcg_verb_prevent = {
  .word = "prevent",
  .args = "N",
  .example = "prevent 1",
  .has_n = TRUE,
  .text = prevent_text,
  .possible = prevent_possible,
  .resolve = prevent_resolve,
};

/* how much: the player says */
static gboolean
any_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const HcFrame *trigger = lcg_op_trigger (g, f);
  if (!trigger || trigger->arg[EVA_AMOUNT] <= 0)
    return FALSE;
  hc_game_ask (g, f->arg[P_PLAYER], D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  for (gint k = trigger->arg[EVA_AMOUNT]; k >= 1; k--)
    hc_game_offer (g, LCG_OPT_ID (O_AMOUNT, k, 0), O_AMOUNT, k, 0, 0);
  return lcg_choice_asked (g, f);
}

static void
any_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  if (chosen > 0)
    prevent_up_to (g, f, chosen);
}

const LcgVerb lcg_verb_prevent_any = {
  .word = "prevent-any",
  .args = "",
  .example = "prevent-any",
  .text = prevent_text,
  .possible = prevent_possible,
  .resolve = any_resolve,
  .chosen = any_chosen,
};
