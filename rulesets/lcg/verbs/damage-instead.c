/* "damage-instead": the focus tokens about to be placed on a unit
 * become damage dealt to it, one for each token. */
#include "lcg-verb.h"

static gboolean
instead_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "deal that unit damage instead, one for each "
                        "focus token it would get");
  return TRUE;
}

static gboolean
instead_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                  const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  gint subject = trigger ? trigger->arg[EVA_SUBJECT] : HC_NONE;
  return trigger && trigger->arg[EVA_KIND] == EV_FOCUS_PLACED
         && trigger->arg[EVA_AMOUNT] > 0 && subject >= 0
         && lcg_in_play (g, subject);
}

static gboolean
instead_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  HcFrame *trigger = lcg_op_trigger (g, f);
  if (lcg_op_possible (g, op, source, player, trigger))
    {
      gint subject = trigger->arg[EVA_SUBJECT];
      gint n = trigger->arg[EVA_AMOUNT];
      trigger->arg[EVA_AMOUNT] = 0;
      lcg_log (g, player, M_FOCUS_TO_DAMAGE, RR_CARD, subject, n, 0, 0);
      lcg_push_damage (g, subject, n, player, source);
    }
  else
    lcg_op_no_effect (g, f);
  return FALSE;
}

const LcgVerb lcg_verb_damage_instead = {
  .word = "damage-instead",
  .args = "",
  .example = "damage-instead",
  .text = instead_text,
  .possible = instead_possible,
  .resolve = instead_resolve,
};
