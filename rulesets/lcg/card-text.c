/* A card as `cards show` prints it: its printed facts, then its abilities
 * rendered from the encoding (render.c).  Apart from cards.c so that the
 * card data layer calls nothing of the text layer. */
#include "lcg-cards.h"
#include "lcg-types.h"

/* The card's facts and abilities in our words. */
void
lcg_card_text (const HcCardDef *d, GString *out)
{
  const LcgCard *c = d->compiled;
  g_string_append_printf (out, "%s %s %s", d->side ? "Light side" : "Dark side",
                          lcg_affiliation_names[c->affiliation],
                          lcg_type_names[d->type]);
  if (d->type == T_UNIT || d->type == T_EVENT || d->type == T_ENHANCEMENT)
    g_string_append_printf (out, ", cost %d", d->stat[S_COST]);
  if (d->stat[S_DAMAGE])
    g_string_append_printf (out, ", damage capacity %d", d->stat[S_DAMAGE]);
  if (d->type != T_OBJECTIVE && d->type != T_AFFILIATION)
    g_string_append_printf (out, ", %d Force icon%s", d->stat[S_FORCE],
                            d->stat[S_FORCE] == 1 ? "" : "s");
  if (d->stat[S_RESOURCES])
    g_string_append_printf (out, ", resources %d", d->stat[S_RESOURCES]);
  if (c->reserve)
    g_string_append_printf (out, ", starting reserve %d", c->reserve);
  if (d->type == T_FATE)
    g_string_append_printf (out, ", edge priority %d", d->stat[S_PRIORITY]);
  if (d->type == T_UNIT)
    g_string_append_printf (out,
                            ".\nCombat icons: %d unit damage, %d blast, %d "
                            "tactics; edge-enabled: %d unit damage, %d "
                            "blast, %d tactics",
                            d->stat[S_UD], d->stat[S_BD], d->stat[S_TACTICS],
                            c->ee[I_UD], c->ee[I_BD], c->ee[I_TACTICS]);
  g_string_append (out, ".");
  for (gint k = 0; k < c->n_sets; k++)
    g_string_append_printf (out, "%sobjective set %d, card %d of 6",
                            k ? "; " : "\nIn ", c->set_no[k], c->set_pos[k]);
  if (c->n_sets)
    g_string_append_c (out, '.');
  lcg_abilities_text (d, c, out);
  if (d->missing)
    g_string_append_printf (out, "\n(not yet implemented: %s)", d->missing);
}
