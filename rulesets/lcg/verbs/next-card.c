/* "next-card-cheaper N [keep-match] [KIND[:TRAIT]] [aff:AFFILIATION]":
 * the next card the player plays this phase costs N less and (Rebel
 * Sympathizer) needs no resource match; with keep-match (Vast Resources)
 * it still needs one.  With a kind, a trait or an affiliation, only the
 * next such card (Admiral's Orders: a Capital Ship unit; Sith Holocron: a
 * Sith card); the cards played before it leave the reduction waiting.
 * The effect's arg says which (lcg-ops.h, pay.c). */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

static gboolean
next_parse (char **w, LcgOp *op, char **why)
{
  gint v = 0;
  if (!lcg_small_int (w[1], 1, 9, &v))
    {
      *why = g_strdup ("next-card-cheaper: expected N from 1 to 9");
      return FALSE;
    }
  op->n = (gint8)v;
  gint i = 2;
  op->n_light = 0;
  if (w[i] && strcmp (w[i], "keep-match") == 0)
    {
      op->n_light = 1; /* the match still needed (lcg-ops.h) */
      i++;
    }
  /* the kind of card: "unit" or "unit:Capital_Ship", "card" for any */
  if (w[i] && (strcmp (w[i], "card") == 0 || g_str_has_prefix (w[i], "unit")))
    {
      if (g_str_has_prefix (w[i], "unit"))
        {
          op->sel.what = WH_UNIT;
          if (w[i][4] == ':' && w[i][5])
            op->sel.trait[0] = lcg_trait_quark (w[i] + 5);
          else if (w[i][4])
            {
              *why = g_strdup_printf ("next-card-cheaper: expected unit, "
                                      "unit:TRAIT or card, found \"%s\"",
                                      w[i]);
              return FALSE;
            }
        }
      i++;
    }
  if (w[i] && g_str_has_prefix (w[i], "aff:"))
    {
      for (gint a = AF_COUNT - 1; a > AF_NEUTRAL; a--)
        if (strcmp (w[i] + 4, lcg_affiliation_names[a]) == 0)
          op->sel.aff = (gint8)a;
      if (!op->sel.aff)
        {
          *why = g_strdup_printf ("next-card-cheaper: unknown affiliation "
                                  "\"%s\"",
                                  w[i] + 4);
          return FALSE;
        }
      i++;
    }
  return lcg_parse_end (w, i, why);
}

static gboolean
next_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "reduce the cost of the next ");
  if (op->sel.aff)
    {
      lcg_affiliation_text (op->sel.aff, out);
      g_string_append_c (out, ' ');
    }
  if (op->sel.trait[0])
    g_string_append_printf (out, "%s ", g_quark_to_string (op->sel.trait[0]));
  g_string_append (out, op->sel.what == WH_UNIT ? "unit" : "card");
  g_string_append_printf (out, " you play this phase by %d", op->n);
  if (!op->n_light)
    g_string_append (out, " and ignore its resource match requirement");
  return TRUE;
}

/* no source: it outlasts the card, sacrificed to pay for it; a kind is
 * kept as the card that names it (lcg_next_card_fits) */
static HcStepResult
next_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = LCG_VERB_FRAME (f)->player, src = LCG_VERB_FRAME (f)->src;
  gboolean kind = op->sel.what || op->sel.trait[0] || op->sel.aff;
  HcEffect *e = hc_effect_add (g, EFF_NEXT_CARD, HC_DUR_PHASE, player, HC_NONE,
                               HC_NONE, op->n);
  if (e)
    e->arg = op->n_light | (kind ? (src + 1) << 1 : 0);
  if (kind)
    lcg_log (g, player, M_NEXT_CARD_KIND, RR_CARD, player, op->n, src, 0);
  else
    lcg_log (g, player, op->n_light ? M_NEXT_CARD_MATCH : M_NEXT_CARD, RR_CARD,
             player, op->n, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_next_card = {
  .word = "next-card-cheaper",
  .args = "N [keep-match] [unit[:TRAIT]|card] [aff:AFFILIATION]",
  .example = "next-card-cheaper 1",
  .parse = next_parse,
  .text = next_text,
  .possible = lcg_op_some_card,
  .step = next_step,
};
