/* "search-objective": the next objective from the objective deck, put
 * into play now; the deck is shuffled. */
#include "lcg-verb.h"

static gboolean
search_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "search your objective deck for your next "
                        "objective, put it into play now and shuffle "
                        "the objective deck");
  return TRUE;
}

static gboolean
search_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                 const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)trigger;
  return hc_zone_count (g, player, Z_OBJ_DECK) > 0;
}

static gboolean
search_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  gint16 choice[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_OBJ_DECK, choice, HC_MAX_CARDS);
  return lcg_ask_choice (g, f, player, choice, n, TRUE);
}

static void
search_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  /* a search need not find anything (FAQ 1.4); the searched deck is
   * shuffled either way (FAQ 1.2) */
  if (chosen >= 0)
    {
      hc_card_move (g, chosen, player, Z_OBJECTIVES, TRUE);
      g->card[chosen].flags &= (guint8)~HC_CARD_FACE_DOWN;
      lcg_log (g, player, M_SEARCH, RR_CARD, player, chosen, 0, 0);
    }
  else
    lcg_log (g, player, M_SEARCH_NONE, RR_CARD, player, 0, 0, 0);
  hc_zone_shuffle (g, player, Z_OBJ_DECK);
  if (chosen >= 0)
    lcg_push_reactions (g, EV_ENTERS_PLAY, chosen, player);
}

const LcgVerb lcg_verb_search_objective = {
  .word = "search-objective",
  .args = "",
  .example = "search-objective",
  .text = search_text,
  .possible = search_possible,
  .resolve = search_resolve,
  .chosen = search_chosen,
};
