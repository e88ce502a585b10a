/* "search-top-return N AFFILIATION" (lcgX, Rahn's Guidance): the player
 * searches the top N cards of his deck for a unit of that affiliation,
 * reveals it and adds it to his hand, and returns the others to the top
 * of his deck in the order he chooses.  Nothing is shuffled.  A search
 * need not find anything (FAQ 1.4): "find nothing" is always offered (and
 * chosen for him when nothing fits).  What he sees is named to him by
 * the questions (look-deck.c).  An empty deck: no effect (FAQ 3.6,
 * lcg_op_own_deck).
 *   pc 0 the search, 1 found, 2 and 3 put back */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

enum
{
  STR_SEARCH,
  STR_FOUND,
  STR_PUT_BACK,
  STR_PUT_BACK_ANSWER,
};

static gboolean
search_top_parse (char **w, LcgOp *op, char **why)
{
  gint n = 0;
  if (w[1] && w[2] && lcg_small_int (w[1], 1, 9, &n))
    for (gint a = AF_COUNT - 1; a > AF_NEUTRAL; a--)
      if (strcmp (w[2], lcg_affiliation_names[a]) == 0)
        {
          op->n = (gint8)n;
          op->sel.aff = (gint8)a;
          return lcg_parse_end (w, 3, why);
        }
  *why = g_strdup ("expected \"search-top-return N AFFILIATION\"");
  return FALSE;
}

static gboolean
search_top_text (const LcgOp *op, GString *out)
{
  g_string_append_printf (out, "search the top %d cards of your deck for a ",
                          op->n);
  lcg_affiliation_text (op->sel.aff, out);
  g_string_append (out, " unit, reveal it and add it to your hand; return "
                        "the others to the top of your deck in any order");
  return TRUE;
}

static HcStepResult
search_top_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint player = v->player;
  switch (f->pc)
    {
    case STR_SEARCH:
      {
        gint16 top[HC_MAX_CARDS];
        gint n = lcg_deck_top (g, player, op->n, top);
        if (n == 0)
          {
            lcg_log (g, player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
                     0);
            return HC_STEP_DONE;
          }
        v->a = n;
        lcg_log (g, player, M_LOOK_TOP, RR_CARD, player, n, player, 0);
        gint k = 0;
        for (gint i = 0; i < n; i++)
          if (lcg_type (g, top[i]) == T_UNIT
              && lcg_info (g, top[i])->affiliation == op->sel.aff)
            top[k++] = top[i];
        return lcg_verb_ask (g, f, player, top, k, CH_CHOOSE, O_FIND_NOTHING,
                             STR_FOUND);
      }
    case STR_FOUND:
      {
        gint c = lcg_verb_answer (g);
        if (c >= 0)
          {
            hc_card_move (g, c, player, Z_HAND, TRUE);
            lcg_log (g, player, M_REVEAL_TO_HAND, RR_CARD, player, c, 0, 0);
            v->a--;
          }
        if (v->a <= 1)
          return HC_STEP_DONE;
        lcg_log (g, player, M_RETURN_TOP, RR_CARD, player, v->a, player, 0);
        f->pc = STR_PUT_BACK;
        return HC_STEP_CONTINUE;
      }
    case STR_PUT_BACK:
    case STR_PUT_BACK_ANSWER:
      return lcg_put_back_on_top (g, f, player, Z_DECK, STR_PUT_BACK_ANSWER);
    }
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_search_top_return = {
  .word = "search-top-return",
  .args = "N AFFILIATION",
  .example = "search-top-return 5 jedi",
  .parse = search_top_parse,
  .text = search_top_text,
  .possible = lcg_op_own_deck,
  .step = search_top_step,
};
