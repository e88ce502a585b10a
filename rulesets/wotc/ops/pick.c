/* search SEL, recover SEL N, strip-hand SEL, search-to-build SEL N: the
 * player picks a card matching the selector from a hidden or public pile
 * (their deck, their discard pile, the opponent's hand), one decision a
 * card, and it goes to their hand or, from the opponent's hand, to its
 * discard pile; or, from the deck, shown, face down into their build zone
 * with N build counters (Clone Facility). */
#include "wotc-steps.h"

/* where the cards are looked for: whose pile, which zone */
static gint
pile_owner (const WotcOp *o, gint player)
{
  return o->op == OP_STRIP_HAND ? 1 - player : player;
}

static gint
pile_zone (const WotcOp *o)
{
  return o->op == OP_SEARCH || o->op == OP_SEARCH_TO_BUILD ? Z_DECK
         : o->op == OP_RECOVER                             ? Z_DISCARD
                                                           : Z_HAND;
}

static gboolean
parse_counted (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 1, 99, &o->n);
}

static gboolean
parse_one (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  switch (o->op)
    {
    case OP_SEARCH:
      g_string_append (out, "search your deck for ");
      {
        g_autoptr (GString) w = g_string_new (NULL);
        wotc_card_sel_text (&o->sel, FALSE, w);
        hc_a_text (w->str, out);
      }
      g_string_append (out, ", show it and put it into your hand, then "
                            "shuffle");
      break;
    case OP_SEARCH_TO_BUILD:
      g_string_append (out, "search your deck for ");
      {
        g_autoptr (GString) w = g_string_new (NULL);
        wotc_card_sel_text (&o->sel, FALSE, w);
        hc_a_text (w->str, out);
      }
      g_string_append_printf (out,
                              ", show it and put it face down in your build "
                              "zone with %d build counter%s, then shuffle",
                              o->n, o->n == 1 ? "" : "s");
      break;
    case OP_RECOVER:
      if (o->sel.who == WHO_SELF)
        {
          g_string_append_printf (out,
                                  "return %s from your discard pile to "
                                  "your hand",
                                  self_name);
          break;
        }
      g_string_append_printf (out, "return up to %d ", o->n);
      wotc_card_sel_text (&o->sel, o->n != 1, out);
      g_string_append (out, " from your discard pile to your hand");
      break;
    default:
      g_string_append (out, "your opponent discards ");
      {
        g_autoptr (GString) w = g_string_new (NULL);
        wotc_card_sel_text (&o->sel, FALSE, w);
        hc_a_text (w->str, out);
      }
      g_string_append (out, " you choose from their hand");
      break;
    }
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player;
  gint zone = pile_zone (o);
  if (o->op == OP_RECOVER && e->now.recover.recovered >= o->n)
    return WOTC_OP_DONE;
  if (o->op == OP_RECOVER && o->sel.who == WHO_SELF)
    {
      /* "Return Leia to your hand": the card itself, no choice to make
       * (Princess Leia (E), Sith Infiltrator (A)); nothing once it has
       * left its owner's discard pile */
      gint c = e->src;
      if (g->card[c].zone == Z_DISCARD && g->card[c].zone_player == p)
        {
          hc_card_move (g, c, p, Z_HAND, TRUE);
          wotc_log (g, p, M_RECOVER, RR_ABILITY, p, g->card[c].def, 0, 0);
        }
      return WOTC_OP_DONE;
    }
  return wotc_offer_picks_or_none (g, o, e, pile_owner (o, p), zone, NULL);
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  gint p = e->player;
  if (!a || a->a == HC_NONE)
    {
      if (pile_zone (o) == Z_DECK)
        hc_zone_shuffle (g, p, Z_DECK);
      return WOTC_OP_DONE;
    }
  gint card = a->a;
  if (o->op == OP_SEARCH_TO_BUILD)
    {
      HcCard *c = &g->card[card];
      hc_card_move (g, card, p, Z_BUILD, TRUE);
      c->flags = HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
      c->counter[C_BUILD] = o->n;
      /* shown to the opponent: named to both players */
      wotc_log (g, p, M_SEARCH_TO_BUILD, RR_ABILITY, p, g->card[card].def, o->n,
                0);
      hc_zone_shuffle (g, p, Z_DECK);
      return WOTC_OP_DONE;
    }
  if (o->op == OP_STRIP_HAND)
    {
      gint owner = g->card[card].owner;
      hc_card_move (g, card, owner, Z_DISCARD, TRUE);
      wotc_log (g, owner, M_DISCARD_FROM_HAND, RR_ABILITY, owner, card, 0, 0);
      wotc_fire (g, EV_HAND_DISCARDED, -1, card);
      return WOTC_OP_DONE;
    }
  hc_card_move (g, card, p, Z_HAND, TRUE);
  wotc_log (g, p, o->op == OP_SEARCH ? M_SEARCH : M_RECOVER, RR_ABILITY, p,
            g->card[card].def, 0, 0);
  if (o->op == OP_SEARCH)
    {
      wotc_show_in_hand (g, card);
      hc_zone_shuffle (g, p, Z_DECK);
      return WOTC_OP_DONE;
    }
  e->now.recover.recovered++; /* up to n, one decision each */
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_search = {
  .used = M_USE_SEARCH,
  .word = "search",
  .parse = parse_one,
  .text = text,
  .ask = ask,
  .answer = answer,
};

const WotcOpDef wotc_op_recover = {
  .used = M_USE_RECOVER,
  .word = "recover",
  .parse = parse_counted,
  .text = text,
  .ask = ask,
  .answer = answer,
};

const WotcOpDef wotc_op_strip_hand = {
  .word = "strip-hand",
  .parse = parse_one,
  .text = text,
  .ask = ask,
  .answer = answer,
};

const WotcOpDef wotc_op_search_to_build = {
  .used = M_USE_SEARCH,
  .word = "search-to-build",
  .parse = parse_counted,
  .text = text,
  .ask = ask,
  .answer = answer,
};
