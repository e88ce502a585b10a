/* borrow-battle: Dark Dreams (JG 6).  The card is played for the effects
 * of a Battle card the opponent played this turn: that card's play clause
 * (its costs, its timing, its "play only" conditions, its targets) is
 * offered as if that card were in the player's hand, with the Battle-card
 * cost changes of the moment (its first usage note), and carried out with
 * the opponent's card as its source while Dark Dreams waits aside and is
 * the card discarded afterwards (effect.c, the frame's dreamer).
 *
 * The record of the Battle cards played this turn is a lasting effect per
 * card (EFF_BATTLE_PLAYED), kept only while the other side owns a card
 * that reads it: every other game stays as it was, effect table and all. */
#include "wotc-op.h"
#include "wotc-steps.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "pay the costs and meet the conditions (if any) of "
                        "a Battle card your opponent has played this turn, "
                        "and get that card's effects; this card may be "
                        "played at any time that card could be played");
}

/* The clause is never carried out itself: its play is the borrowed one's
 * (wotc_offer_borrowed), so the plain offer never makes it. */
static gboolean
possible (HcGame *g, const WotcOp *o, gint player)
{
  (void)g;
  (void)o;
  (void)player;
  return FALSE;
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)g;
  (void)o;
  (void)player;
  (void)source;
  (void)amount;
}

const WotcOpDef wotc_op_borrow_battle = {
  .word = "borrow-battle",
  .text = text,
  .apply_player = apply_player,
  .possible = possible,
};

static gboolean
borrows (const HcGame *g, gint card)
{
  const WotcAbilities *ab = wotc_abilities (g, card);
  for (gint k = 0; k < ab->n_clauses; k++)
    if (ab->clause[k].n_ops > 0 && ab->clause[k].op[0].op == OP_BORROW_BATTLE)
      return TRUE;
  return FALSE;
}

/* player played Battle card `card` (its play clause `clause`): noted for
 * the turn while the opponent owns a card that borrows one */
void
wotc_note_battle_played (HcGame *g, gint player, gint card, gint clause)
{
  for (gint i = 0; i < g->n_cards; i++)
    if (g->card[i].owner == 1 - player && borrows (g, i))
      {
        hc_effect_add (g, EFF_BATTLE_PLAYED, HC_DUR_TURN, player, card, card,
                       clause);
        return;
      }
}

/* Offer `card` (Dark Dreams, in player's hand) once for each play clause
 * of a Battle card the opponent played this turn that player could play
 * now, in window, had they that card in hand.  A Dark Dreams borrows no
 * Dark Dreams (its effects would be another borrowing, with no card). */
void
wotc_offer_borrowed (HcGame *g, gint player, gint window, gint card)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      const HcEffect *x = &g->effect[i];
      if (x->kind != EFF_BATTLE_PLAYED || x->controller != 1 - player
          || borrows (g, x->target))
        continue;
      if (!wotc_clause_playable (g, x->target, x->value, player, window))
        continue;
      hc_game_offer (g, WOTC_OPT_ID (O_BORROW, x->target, x->value), O_BORROW,
                     card, x->target, x->value);
    }
}

/* The borrowed clause's costs are paid as for that card played from the
 * hand (Force with the Battle-card cost changes, build points; a discard
 * or a unit to tap is asked as it takes effect), then the disrupt chance,
 * as for every Battle card. */
void
wotc_play_borrowed (HcGame *g, gint player, const HcOption *o)
{
  gint card = o->a, source = o->b, clause = o->c;
  gint cost = wotc_clause_force_cost (g, source, clause);
  g->res[player][R_FORCE] -= cost;
  g->res[player][R_BUILD_POINTS] -= wotc_clause_of (g, source, clause)->cost_bp;
  hc_card_move (g, card, player, Z_SETASIDE, TRUE);
  wotc_log (g, player, M_PLAY_BORROWED, RR_ABILITY, card, source, cost, 0);
  wotc_note_battle_played (g, player, card, 0);
  wotc_push_borrowed (g, card, source, clause, player);
  hc_window_push (g, W_DISRUPT, WOTC_DARK, g->n_frames - 1);
}
