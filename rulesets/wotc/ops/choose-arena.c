/* choose-arena [unattacked] [ARENAS]: the player names an arena (one where
 * no unit has attacked this turn, with unattacked; one of ARENAS, such as
 * ground/character for Stormtrooper Assault) for the effects after it that
 * look at "the chosen arena"; reveal-until, the one effect that needs
 * nothing else, reveals the deck until a unit card of that arena. */
#include "wotc-steps.h"

static gboolean
parse_choose (WotcLex *lx, WotcOp *o)
{
  if (g_strcmp0 (wotc_lex_peek (lx), "unattacked") == 0)
    {
      wotc_lex_next (lx);
      o->n = 1;
    }
  const char *t = wotc_lex_peek (lx);
  if (t
      && (g_str_has_prefix (t, "space") || g_str_has_prefix (t, "ground")
          || g_str_has_prefix (t, "character")))
    return wotc_lex_arenas (lx, "choose-arena", &o->stat);
  return TRUE;
}

static void
text_choose (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (!o->stat)
    {
      g_string_append (out, "choose an arena");
      return;
    }
  g_string_append (out, "choose the ");
  wotc_arenas_text ((guint8)o->stat, out);
  g_string_append (out, " arena");
}

static WotcOpNext
ask_choose (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  hc_game_ask (g, e->player, D_ARENA, D_ARENA);
  g->decision.prompt_arg[0] = e->src;
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    if ((!o->n || !(g->global[G_ATTACKED_ARENAS] & (1 << (a - Z_SPACE))))
        && (!o->stat || (o->stat & (1 << (a - Z_SPACE)))))
      hc_game_offer (g, WOTC_OPT_ID (O_ARENA, a, 0), O_ARENA, a, 0, 0);
  if (g->decision.n_options == 0)
    {
      /* no arena qualifies: the rest has nothing to work on */
      g->decision.player = HC_NONE;
      return WOTC_OP_STOP;
    }
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer_choose (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  e->arena = a ? a->a : Z_SPACE;
  wotc_log (g, e->player, M_CHOSE_ARENA, RR_ABILITY, e->player, e->arena, 0, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_choose_arena = {
  .word = "choose-arena",
  .parse = parse_choose,
  .text = text_choose,
  .ask = ask_choose,
  .answer = answer_choose,
};

static void
text_reveal (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "reveal cards from the top of your deck until you "
                        "reveal a unit card for the chosen arena; put that "
                        "card into your hand and shuffle your deck");
}

/* The unit card found goes to the hand and the others are shuffled back;
 * nothing is asked, but the chosen arena is the ability's. */
static WotcOpNext
reveal_until (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  gint p = e->player;
  gint arena = wotc_effect_ctx (e).arena;
  gint16 deck[HC_MAX_CARDS];
  gint n = hc_zone_list (g, p, Z_DECK, deck, HC_MAX_CARDS);
  gint shown = 0;
  for (gint i = n - 1; i >= 0; i--)
    {
      shown++;
      wotc_log (g, p, M_REVEAL, RR_ABILITY, p, g->card[deck[i]].def, 0, 0);
      if (wotc_arena_of_type (wotc_card_type (g, deck[i])) == arena)
        {
          hc_card_move (g, deck[i], p, Z_HAND, TRUE);
          break;
        }
    }
  if (shown)
    hc_zone_shuffle (g, p, Z_DECK);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_reveal_until = {
  .word = "reveal-until",
  .text = text_reveal,
  .ask = reveal_until,
};
