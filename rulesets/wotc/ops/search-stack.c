/* search-stack SEL: search your deck; you may take a card the selector
 * matches and stack it under a unit of yours with its title in the
 * Character arena, following the stacking rules (a unique unit, not the
 * same version, a stack not yet full), then shuffle (Obi-Wan Kenobi (H):
 * "take a Luke Skywalker card from your deck and stack it under a Luke
 * Skywalker in the Character arena").  It costs no build point: the
 * ability does the stacking.  Only cards that can join such a stack are
 * offered, beside "none". */
#include "hc-words.h"
#include "wotc-steps.h"

#include <string.h>

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_selector (lx, &o->sel);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append (out, "search your deck: you may take ");
  g_autoptr (GString) w = g_string_new (NULL);
  wotc_card_sel_text (&o->sel, FALSE, w);
  hc_a_text (w->str, out);
  g_string_append (out, " and stack it under a unit of yours with its "
                        "name in the Character arena (the stacking rules "
                        "apply), then shuffle");
}

/* the unit of player's in the Character arena that card may be stacked
 * under, or HC_NONE */
static gint
host_for (const HcGame *g, gint player, gint card)
{
  const HcCardDef *d = hc_card_def (g, card);
  if (!d->unique)
    return HC_NONE;
  HC_FOR_EACH_BIT (g->zone_all[player][Z_CHARACTER], i)
    {
      const HcCard *h = &g->card[i];
      if (h->under == HC_NONE && h->attached_to == HC_NONE
          && h->controller == player && hc_card_def (g, i)->unique
          && h->def != g->card[card].def
          && strcmp (hc_card_def (g, i)->title, d->title) == 0
          && wotc_stack_size (g, i) < WOTC_MAX_STACK)
        return i;
    }
  return HC_NONE;
}

static gboolean
has_host (HcGame *g, WotcEffectFrame *e, gint card)
{
  return host_for (g, e->player, card) != HC_NONE;
}

static WotcOpNext
ask (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  return wotc_offer_picks_or_none (g, o, e, e->player, Z_DECK, has_host);
}

static WotcOpNext
answer (HcGame *g, const WotcOp *o, WotcEffectFrame *e)
{
  (void)o;
  const HcOption *a = hc_game_take_answer (g);
  gint p = e->player;
  gint host = a && a->a != HC_NONE ? host_for (g, p, a->a) : HC_NONE;
  if (host != HC_NONE)
    {
      hc_card_attach (g, a->a, host, TRUE);
      /* shown as it is taken: named to both players */
      wotc_log (g, p, M_SEARCH_STACK, RR_ABILITY, p, g->card[a->a].def, host,
                0);
    }
  hc_zone_shuffle (g, p, Z_DECK);
  return WOTC_OP_DONE;
}

const WotcOpDef wotc_op_search_stack = {
  .used = M_USE_SEARCH,
  .word = "search-stack",
  .parse = parse,
  .text = text,
  .ask = ask,
  .answer = answer,
};
