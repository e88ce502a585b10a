/* raise SEL N: the player picks up to N unit cards matching the selector
 * from their discard pile, each with a name none picked before has, one
 * decision a card, and each goes into its arena untapped (Second Wave:
 * "Put up to 3 Starfighter cards into the Space arena from your discard
 * pile").  Put, not deployed: no "when deployed" ability triggers, and a
 * card a unit of that name already in play would contest is not offered
 * (IDC usage notes: three different Starfighters, no stacking). */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_number (lx, 1, 9, &o->n);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "put up to %d differently named ", o->n);
  wotc_card_sel_text (&o->sel, o->n != 1, out);
  g_string_append (out, " from your discard pile into their arena");
}

/* a unit of player's in an arena has the title of card c */
static gboolean
title_in_arena (const HcGame *g, gint player, gint c)
{
  const char *title = hc_card_def (g, c)->title;
  for (gint a = Z_SPACE; a <= Z_CHARACTER; a++)
    {
      gint16 list[HC_MAX_CARDS];
      gint n = hc_zone_list (g, player, a, list, HC_MAX_CARDS);
      for (gint i = 0; i < n; i++)
        if (strcmp (hc_card_def (g, list[i])->title, title) == 0)
          return TRUE;
    }
  return FALSE;
}

/* a unit card whose name is not in play yet (one raised before included):
 * no second unit of its own */
static gboolean
raisable (HcGame *g, WotcEffectFrame *e, gint c)
{
  return wotc_is_unit_type (wotc_card_type (g, c))
         && !wotc_unique_conflict (g, e->player, g->card[c].def)
         && !title_in_arena (g, e->player, c);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  gint p = e->player;
  if (e->now.raise.raised >= o->n)
    return WOTC_OP_DONE;
  if (wotc_offer_picks (g, o, e, p, Z_DISCARD, raisable) == 0)
    {
      g->decision.player = HC_NONE;
      return WOTC_OP_DONE;
    }
  hc_game_offer (g, WOTC_OPT_ID (O_PICK, 0xfff, 0), O_PICK, HC_NONE, 0, 0);
  return WOTC_OP_ASKED;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  if (!a || a->a == HC_NONE)
    return WOTC_OP_DONE;
  gint card = a->a, p = e->player;
  HcCard *c = &g->card[card];
  gint arena = wotc_arena_of_type (wotc_card_type (g, card));
  c->flags = 0;
  c->counter[C_DAMAGE] = 0;
  c->counter[C_BUILD] = 0;
  hc_card_move (g, card, p, arena, TRUE);
  wotc_log (g, p, M_RAISE, RR_ABILITY, card, arena, 0, 0);
  e->now.raise.raised++;
  return WOTC_OP_AGAIN;
}

const WotcOpDef wotc_op_raise = {
  .word = "raise",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
