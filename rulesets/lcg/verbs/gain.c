/* Combat icons for a while: "gain ICON... SELECTOR" (until the end of
 * the engagement) and "gain-phase ICON... SELECTOR" (of the phase). */
#include "lcg-verb.h"

static gboolean
gain_parse (char **w, LcgOp *op, char **why)
{
  gint i;
  op->n = 1;
  for (i = 1; w[i] && lcg_icon_word (w[i]) >= 0; i++)
    op->icon[lcg_icon_word (w[i])]++;
  if (i == 1)
    {
      *why = g_strdup ("expected \"gain ICON... SELECTOR\" with ud, bd or "
                       "tactics");
      return FALSE;
    }
  if (!lcg_parse_sel (w, &i, &op->sel, why))
    return FALSE;
  return lcg_parse_end (w, i, why);
}

static gboolean
gain_text (const LcgOp *op, GString *out)
{
  static const char *const one[3]
      = { "unit damage icon", "blast damage icon", "tactics icon" };
  static const char *const many[3]
      = { "unit damage icons", "blast damage icons", "tactics icons" };
  g_string_append (out, op->verb == V_GAIN
                            ? "until the engagement ends, give"
                            : "until the end of the phase, give");
  gint n = 0;
  for (gint i = 0; i < 3; i++)
    n += op->icon[i] != 0;
  /* "1 unit damage icon and 1 blast damage icon" */
  for (gint i = 0, said = 0; i < 3; i++)
    if (op->icon[i])
      {
        g_string_append (out, !said ? " " : said == n - 1 ? " and " : ", ");
        said++;
        lcg_count_text (op->icon[i], one[i], many[i], out);
      }
  g_string_append (out, " to ");
  return FALSE;
}

static void
gain_apply (HcGame *g, const LcgOp *op, gint player, gint source, gint card)
{
  gboolean phase = op->verb == V_GAIN_PHASE;
  for (gint i = 0; i < I_COUNT; i++)
    if (op->icon[i])
      hc_effect_add (g, (guint16)(EFF_ICON + i),
                     phase ? HC_DUR_PHASE : HC_DUR_BATTLE, player, source, card,
                     op->icon[i]);
  lcg_log (g, player, phase ? M_GAIN_PHASE : M_GAIN, RR_CARD, card,
           op->icon[I_UD], op->icon[I_BD], op->icon[I_TACTICS]);
}

const LcgVerb lcg_verb_gain = {
  .word = "gain",
  .args = "ICON... SELECTOR",
  .example = "gain ud bd target friendly-unit",
  .parse = gain_parse,
  .text = gain_text,
  .apply = gain_apply,
};

const LcgVerb lcg_verb_gain_phase = {
  .word = "gain-phase",
  .args = "ICON... SELECTOR",
  .example = "gain-phase tactics self",
  .parse = gain_parse,
  .text = gain_text,
  .apply = gain_apply,
};
