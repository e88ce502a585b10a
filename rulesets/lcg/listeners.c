/* Card data: which triggering conditions a card's clauses answer, noted
 * once as its text is read so that the rules can skip a condition nobody
 * answers without scanning every clause.  Part of the data layer: it
 * reads the card and calls no rule step. */
#include "lcg-cards.h"

#include <string.h>

/* a bit per condition in a guint64 */
G_STATIC_ASSERT (EV_COUNT <= 64);

G_STATIC_ASSERT (LCG_MARK_END <= HC_DEF_MARK_WORDS);

/* The conditions a card's clauses answer, once, as its text is read (its
 * constant abilities are read by then). */
void
lcg_note_listeners (HcCardDef *d, LcgCard *info)
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
  /* a game's cards OR-ed (HcGame.def_marks) say which conditions some
   * card of the game may answer at all, and which quantities it may
   * change in each of the ways statics.c looks for them */
  memset (d->marks, 0, sizeof d->marks);
  d->marks[LCG_MARK_INTERRUPTS] = info->interrupts_on;
  d->marks[LCG_MARK_REACTIONS] = info->reactions_on;
  for (gint i = 0; i < info->n_statics; i++)
    {
      const LcgStatic *st = &info->statics[i];
      guint64 *m = d->marks;
      if (st->who == LW_SELF)
        continue;
      if (st->who == LW_ENHANCED)
        LCG_Q_SET (m + LCG_MARK_ENHANCED, st->quantity);
      else
        {
          LCG_Q_SET (m + LCG_MARK_PLAY, st->quantity);
          if (st->who != LW_FRIENDLY_OBJECTIVES
              && st->who != LW_ENEMY_OBJECTIVES)
            LCG_Q_SET (m + LCG_MARK_PLAY_NOT_OBJECTIVES, st->quantity);
        }
    }
}
