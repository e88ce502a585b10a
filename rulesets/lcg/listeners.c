/* Card data: which triggering conditions a card's clauses answer, noted
 * once as its text is read so that the rules can skip a condition nobody
 * answers without scanning every clause.  Part of the data layer: it
 * reads the card and calls no rule step. */
#include "lcg-cards.h"

/* a bit per condition in a guint64 */
G_STATIC_ASSERT (EV_COUNT <= 64);

/* The conditions a card's clauses answer, once, as its text is read. */
void
lcg_note_listeners (LcgCard *info)
{
  info->interrupts_on = info->reactions_on = 0;
  info->forced_on[0] = info->forced_on[1] = 0;
  info->has_action = FALSE;
  for (gint k = 0; k < info->n_clauses; k++)
    {
      const LcgClause *cl = &info->clause[k];
      info->has_action |= cl->kind == CK_ACTION;
      guint64 bit = LCG_EV_BIT (cl->when);
      if (cl->kind == CK_INTERRUPT || cl->kind == CK_FORCED_INTERRUPT)
        info->interrupts_on |= bit;
      if (cl->kind == CK_REACTION || cl->kind == CK_FORCED_REACTION)
        info->reactions_on |= bit;
      if (cl->kind == CK_FORCED_INTERRUPT)
        info->forced_on[0] |= bit;
      if (cl->kind == CK_FORCED_REACTION)
        info->forced_on[1] |= bit;
    }
}
