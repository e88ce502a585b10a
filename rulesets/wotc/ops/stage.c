/* stage SEL per sub:WORD: the player takes a card the selector matches
 * from their hand, shows it and puts it face down in their build zone,
 * being built, with 1 build counter for each of their units in the arenas
 * of that subtype (Jawa Supply Trip: a Droid unit card, a counter for each
 * Jawa).  With enough counters it may be finished as any card being
 * built. */
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel) && wotc_lex_expect (lx, "per")
         && wotc_lex_subtype (lx, "per", &o->word);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_autoptr (GString) w = g_string_new (NULL);
  g_autoptr (GString) k = g_string_new (NULL);
  wotc_card_sel_text (&o->sel, FALSE, k);
  wotc_subtype_text (o->word, w);
  g_string_append (out, "take ");
  hc_a_text (k->str, out);
  g_string_append_printf (out,
                          " from your hand, show it and put it in your build "
                          "zone with 1 build counter for each %s you have in "
                          "the arenas",
                          w->str);
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  if (wotc_offer_picks (g, o, e, e->player, Z_HAND, NULL) > 0)
    return WOTC_OP_ASKED;
  g->decision.player = HC_NONE; /* no such card: nothing happens */
  return WOTC_OP_DONE;
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  const HcOption *a = hc_game_take_answer (g);
  gint p = e->player;
  if (!a || a->a == HC_NONE)
    return WOTC_OP_DONE;
  gint counters = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (Z_IS_ARENA (g->card[i].zone) && g->card[i].controller == p
        && g->card[i].under == HC_NONE && g->card[i].attached_to == HC_NONE
        && wotc_card_has_subtype (g, i, o->word))
      counters++;
  gint card = a->a;
  hc_card_move (g, card, p, Z_BUILD, TRUE);
  g->card[card].flags = HC_CARD_PARTIAL | HC_CARD_FACE_DOWN;
  g->card[card].counter[C_BUILD] = (gint16)counters;
  wotc_log (g, p, M_STAGE, RR_ABILITY, p, g->card[card].def, counters, 0);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_stage = {
  .word = "stage",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
