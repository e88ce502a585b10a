/* The opponent chooses one of his own cards for the effect:
 * "opponent-sacrifices TRAIT", "opponent-damages N SELECTOR",
 * "opponent-focuses N SELECTOR". */
#include "lcg-verb.h"

#include <string.h>

/* the opponent chooses among his matching cards */
static gboolean
opp_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  gint16 choice[HC_MAX_CARDS];
  gint n = lcg_op_list (g, op, f->arg[P_SRC], player, lcg_op_subject (g, f),
                        choice);
  if (n == 0)
    {
      lcg_op_no_effect (g, f);
      return FALSE;
    }
  return lcg_ask_choice (g, f, 1 - player, choice, n, FALSE);
}

static gboolean
opp_parse (char **w, LcgOp *op, char **why)
{
  return lcg_parse_trait_units (w, SIDE_ENEMY, op, why);
}

static gboolean
opp_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "your opponent must sacrifice ");
  hc_a_text (g_quark_to_string (op->sel.trait[0]), out);
  g_string_append (out, " unit he controls");
  return TRUE;
}

static void
opp_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  if (chosen >= 0 && lcg_in_play (g, chosen))
    {
      lcg_push_sacrifice (g, chosen, 1 - player);
    }
}

const LcgVerb lcg_verb_opp_sacrifice = {
  .word = "opponent-sacrifices",
  .args = "TRAIT",
  .example = "opponent-sacrifices Vehicle",
  .parse = opp_parse,
  .text = opp_text,
  .resolve = opp_resolve,
  .chosen = opp_chosen,
};

static gboolean
opp_tokens_text (const LcgOp *op, GString *out)
{
  const char *what = op->sel.what == WH_OBJECTIVE  ? "n objective"
                     : op->sel.what & WH_OBJECTIVE ? " unit or objective"
                                                   : " unit";
  const char *which = op->sel.filter & FL_PARTICIPATING ? " participating" : "";
  if (op->verb == V_OPP_DAMAGE)
    g_string_append_printf (out,
                            "have your opponent deal %d damage to a%s%s "
                            "he controls, of his choice",
                            op->n, which, what);
  else
    {
      g_string_append (out, "have your opponent place ");
      lcg_count_text (op->n, "focus token", "focus tokens", out);
      g_string_append_printf (out, " on a%s%s he controls, of his choice",
                              which, what);
    }
  return TRUE;
}

static void
opp_damage_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  if (chosen >= 0 && lcg_in_play (g, chosen))
    lcg_push_damage (g, chosen, op->n, f->arg[P_PLAYER], f->arg[P_SRC]);
}

const LcgVerb lcg_verb_opp_damage = {
  .word = "opponent-damages",
  .args = "N SELECTOR",
  .example = "opponent-damages 1 each enemy-objective",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = opp_tokens_text,
  .resolve = opp_resolve,
  .chosen = opp_damage_chosen,
};

static void
opp_focus_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  if (chosen >= 0 && lcg_in_play (g, chosen))
    lcg_push_focus (g, chosen, op->n, 1 - f->arg[P_PLAYER], RR_CARD);
}

const LcgVerb lcg_verb_opp_focus = {
  .word = "opponent-focuses",
  .args = "N SELECTOR",
  .example = "opponent-focuses 1 each enemy-unit participating",
  .has_n = TRUE,
  .has_sel = TRUE,
  .text = opp_tokens_text,
  .resolve = opp_resolve,
  .chosen = opp_focus_chosen,
};
