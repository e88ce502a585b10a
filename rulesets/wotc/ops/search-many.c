/* search-many SEL: the player searches their deck and takes any number of
 * cards matching the selector, each with a name none taken before has, one
 * decision a card ("none" ends it); each is shown and goes to their hand,
 * then the deck is shuffled.  How many were taken is the ability's X for
 * what follows (Gather the Council: "You gain Force equal to the number of
 * cards you took"). */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append (out, "search your deck for any number of differently "
                        "named ");
  wotc_card_sel_text (&o->sel, TRUE, out);
  g_string_append (out, ", show them and put them into your hand, then "
                        "shuffle (that many is X)");
}

/* a card of that title was taken by this effect already */
static gboolean
taken (const HcGame *g, gint player, gint c, gint n_taken)
{
  if (n_taken == 0)
    return FALSE;
  /* the cards taken are the last n_taken put into the hand */
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, player, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = MAX (0, n - n_taken); i < n; i++)
    if (strcmp (hc_card_def (g, hand[i])->title, hc_card_def (g, c)->title)
        == 0)
      return TRUE;
  return FALSE;
}

static gboolean
not_taken (HcGame *g, WotcEffectFrame *e, gint c)
{
  return !taken (g, e->player, c, e->x);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return wotc_offer_picks_or_none (g, o, e, e->player, Z_DECK, not_taken);
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint p = e->player;
  if (!a || a->a == HC_NONE)
    {
      hc_zone_shuffle (g, p, Z_DECK);
      return WOTC_OP_DONE;
    }
  hc_card_move (g, a->a, p, Z_HAND, TRUE);
  wotc_log (g, p, M_SEARCH, RR_ABILITY, p, g->card[a->a].def, 0, 0);
  wotc_show_in_hand (g, a->a);
  e->x++;
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_search_many = {
  .used = M_USE_SEARCH,
  .word = "search-many",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
