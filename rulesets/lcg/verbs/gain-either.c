/* "gain-phase-either ICON ICON SELECTOR": the card gains one combat icon,
 * either of the two named, as its player chooses, until the end of the
 * phase (Heavy Fire: unit damage or blast damage). */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
either_icon_parse (char **w, LcgOp *op, char **why)
{
  gint a = w[1] ? lcg_icon_word (w[1]) : -1;
  gint b = a >= 0 && w[2] ? lcg_icon_word (w[2]) : -1;
  if (b < 0 || a == b)
    {
      *why = g_strdup ("expected \"gain-phase-either ICON ICON SELECTOR\" "
                       "with two different icons among ud, bd and tactics");
      return FALSE;
    }
  op->icon[a] = op->icon[b] = 1;
  gint i = 3;
  return lcg_parse_sel (w, &i, &op->sel, why) && lcg_parse_end (w, i, why);
}

static gboolean
either_icon_text (const LcgOp *op, GString *out)
{
  static const char *const names[I_COUNT]
      = { "unit damage", "blast damage", "tactics" };
  g_string_append (out, "until the end of the phase, give either");
  for (gint t = 0, any = 0; t < I_COUNT; t++)
    if (op->icon[t])
      g_string_append_printf (out, "%s1 %s icon", any++ ? " or " : " ",
                              names[t]);
  g_string_append (out, " (your choice) to ");
  return FALSE;
}

static HcStepResult
either_icon_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint card = v->card;
  if (f->pc == VPC_ANSWER)
    {
      const HcOption *o = hc_game_take_answer (g);
      gint t = o && o->kind == O_CHOICE ? o->b - CH_ICON : -1;
      if (t < 0 || t >= I_COUNT)
        return HC_STEP_DONE;
      hc_effect_add (g, (guint16)(EFF_ICON + t), HC_DUR_PHASE, v->player,
                     v->src, card, 1);
      lcg_log (g, v->player, M_GAIN_PHASE, RR_CARD, card, t == I_UD, t == I_BD,
               t == I_TACTICS);
      return HC_STEP_DONE;
    }
  if (!lcg_card_choice_ask (g, f, op, card))
    return HC_STEP_DONE;
  for (gint t = 0; t < I_COUNT; t++)
    if (op->icon[t])
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, card, CH_ICON + t), O_CHOICE,
                     card, CH_ICON + t, 0);
  return HC_STEP_ASK;
}

const LcgVerb lcg_verb_gain_phase_either = {
  .word = "gain-phase-either",
  .args = "ICON ICON SELECTOR",
  .example = "gain-phase-either ud bd target friendly-unit",
  .parse = either_icon_parse,
  .text = either_icon_text,
  .step = either_icon_step,
};
