/* Constant abilities by which a unit gains combat icons of its own while a
 * condition of the board holds: while it is damaged (Wookiee Warrior),
 * while an objective has a captured card (Traitorous Wing Guard,
 * Lictor-class Dungeon Ship), or once for each such objective (Slave I);
 * and what a card gives each friendly unit of an affiliation while it
 * attacks alone (Across the Anoat Sector).
 * Like every gain they are read again on each count (FAQ 2.10). */
#include "lcg-queries.h"

/* objectives in play, either player's, with at least 1 captured card */
static gint
objectives_holding_captured (const HcGame *g)
{
  gint n = 0;
  for (gint o = 0; o < g->n_cards; o++)
    {
      if (!lcg_is_objective (g, o) || !lcg_in_play (g, o))
        continue;
      for (gint k = 0; k < g->n_cards; k++)
        if (g->card[k].under == o)
          {
            n++;
            break;
          }
    }
  return n;
}

gint
lcg_icons_while (const HcGame *g, gint card, gint icon)
{
  const LcgCard *c = lcg_info (g, card);
  gint n = 0;
  if (c->while_damaged[icon] && g->card[card].counter[C_DAMAGE] > 0)
    n += c->while_damaged[icon];
  if (c->while_captured[icon] || c->per_captured_objective[icon])
    {
      gint holding = objectives_holding_captured (g);
      if (holding > 0)
        n += c->while_captured[icon];
      n += holding * c->per_captured_objective[icon];
    }
  if (lcg_lone_attacker (g) == card)
    for (gint i = 0; i < g->n_cards; i++)
      {
        const LcgCard *o = lcg_info (g, i);
        if (o->alone_gain[icon] && lcg_in_play (g, i)
            && g->card[i].controller == g->card[card].controller
            && !(g->card[i].flags & HC_CARD_FACE_DOWN)
            && c->affiliation == o->alone_gain_aff)
          n += o->alone_gain[icon];
      }
  return n;
}
