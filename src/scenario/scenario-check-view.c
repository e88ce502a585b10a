/* "card CARD known to PLAYER": asked of the player's view
 * (hc_game_player_view), the same value the terminal board, the agents
 * and `replay --as` are built from, so a scenario checks what a player is
 * really shown, not a second opinion of it. */
#include "hc-view.h"
#include "scenario-internal.h"

gboolean
hc_scn_check_known (const HcGame *g, const HcScnCheck *chk, gint card,
                    GString *actual)
{
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  hc_game_player_view (g, chk->player, v);
  gboolean known = FALSE;
  for (gint i = 0; i < v->n_cards && !known; i++)
    known = v->card[i].card == card && v->card[i].def == g->card[card].def;
  if (known != chk->negate)
    return TRUE;
  hc_scn_describe_card (g, card, actual);
  g_string_append_printf (actual, "; %s's view %s it",
                          hc_scn_player_name (g->rules, chk->player),
                          known ? "names" : "does not name");
  return FALSE;
}
