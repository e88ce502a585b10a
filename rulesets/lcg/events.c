/* Triggering conditions (FAQ, Advanced Timing Rules).  Each one is a
 * frame: interrupts to it come in one priority window before it resolves,
 * reactions in another after it, each opened with the active player and
 * closed by two passes in a row.  A play in such a window pushes its own
 * effect on top, whose own triggering conditions open their own windows
 * above it: nested sequences resolve last in, first out because they are
 * frames on one stack.
 *
 * An interrupt may cancel the condition or change its amount (damage):
 * the frame reports back through g->ret, -1 when cancelled, else the
 * amount. */
#include "lcg-internal.h"

/* Is there any card at all with an ability of this kind for this
 * condition?  Most conditions have none, and then no window is opened. */
static gboolean
anyone_listens (const HcGame *g, gint ev, gint mode)
{
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      if (c->zone != Z_HAND && !lcg_in_play (g, i))
        continue;
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        {
          const LcgClause *cl = &info->clause[k];
          gboolean interrupt = cl->kind == CK_INTERRUPT
                               || cl->kind == CK_FORCED_INTERRUPT;
          gboolean reaction = cl->kind == CK_REACTION
                              || cl->kind == CK_FORCED_REACTION;
          if (cl->when == ev
              && ((mode == W_INTERRUPT && interrupt)
                  || (mode == W_REACTION && reaction)))
            return TRUE;
        }
    }
  return FALSE;
}

static void
push_event (HcGame *g, gint mode, gint ev, gint subject, gint player,
            gint amount)
{
  HcFrame *f = hc_game_push (g, ST_EVENT);
  f->arg[EVA_KIND] = ev;
  f->arg[EVA_SUBJECT] = subject;
  f->arg[EVA_PLAYER] = player;
  f->arg[EVA_AMOUNT] = amount;
  f->arg[EVA_MODE] = mode;
}

void
lcg_push_interrupts (HcGame *g, gint ev, gint subject, gint player,
                     gint amount)
{
  push_event (g, W_INTERRUPT, ev, subject, player, amount);
}

void
lcg_push_reactions (HcGame *g, gint ev, gint subject, gint player)
{
  push_event (g, W_REACTION, ev, subject, player, 0);
}

HcStepResult
lcg_step_event (HcGame *g, HcFrame *f)
{
  switch (f->pc)
    {
    case 0:
      f->arg[EVA_SEQ] = ++g->global[G_EVENT_SEQ];
      f->pc = 1;
      if (!g->over && anyone_listens (g, f->arg[EVA_KIND], f->arg[EVA_MODE]))
        hc_window_push (g, f->arg[EVA_MODE], g->global[HC_G_ACTIVE], 0);
      return HC_STEP_CONTINUE;
    case 1:
      g->ret = f->arg[EVA_CANCELLED] ? -1 : f->arg[EVA_AMOUNT];
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
