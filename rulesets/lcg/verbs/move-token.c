/* What the moves of a token from one target to a second share
 * (move-focus, move-shield): the grammar "WORD SELECTOR to SELECTOR" and
 * the cards the second target may be once the first is chosen. */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

gboolean
lcg_parse_move (char **w, LcgOp *op, const char *usage, char **why)
{
  gint i = 1;
  op->n = 1;
  if (!lcg_parse_sel (w, &i, &op->sel, why))
    return FALSE;
  if (!w[i] || strcmp (w[i], "to") != 0)
    {
      *why = g_strdup_printf ("expected \"%s\"", usage);
      return FALSE;
    }
  i++;
  if (!lcg_parse_sel (w, &i, &op->to, why))
    return FALSE;
  if (w[i])
    {
      *why = g_strdup_printf ("expected \"%s\"", usage);
      return FALSE;
    }
  return TRUE;
}

/* ... both of them targets chosen as the ability is initiated
 * (move-shield, swap-icon, move-enhancement) */
gboolean
lcg_parse_move_targets (char **w, LcgOp *op, const char *usage, char **why)
{
  if (!lcg_parse_move (w, op, usage, why))
    return FALSE;
  if (op->sel.mode != SEL_TARGET || op->to.mode != SEL_TARGET)
    {
      *why = g_strdup_printf ("expected \"%s\"", usage);
      return FALSE;
    }
  return TRUE;
}

gint
lcg_move_second_targets (const HcGame *g, const LcgOp *op, gint source,
                         gint player, gint first, LcgMayTake may_take,
                         gint16 *out)
{
  gint16 list[HC_MAX_CARDS];
  gint n = 1, k = 0;
  if (op->to.mode == SEL_SELF)
    list[0] = (gint16)source; /* "... to this unit" (Jabba's Pleasure Barge) */
  else
    n = lcg_sel_list (g, &op->to, source, player, list);
  for (gint i = 0; i < n; i++)
    if (may_take (g, op, source, player, first, list[i]))
      {
        if (out)
          out[k] = list[i];
        k++;
      }
  return k;
}

gint
lcg_move_second_chosen (const HcFrame *f)
{
  const HcFrame *play = f - 1;
  return play->kind == ST_PLAY ? play->arg[P_TARGET2] : HC_NONE;
}
