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
gboolean
lcg_anyone_listens (const HcGame *g, gint ev, gint mode)
{
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES | (1u << Z_HAND), TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      const HcCard *c = &g->card[i];
      if (c->zone != Z_HAND && !lcg_in_play (g, i))
        continue;
      const LcgCard *info = lcg_info (g, i);
      for (gint k = 0; k < info->n_clauses; k++)
        {
          const LcgClause *cl = &info->clause[k];
          gboolean interrupt
              = cl->kind == CK_INTERRUPT || cl->kind == CK_FORCED_INTERRUPT;
          gboolean reaction
              = cl->kind == CK_REACTION || cl->kind == CK_FORCED_REACTION;
          if (cl->when == ev
              && ((mode == W_INTERRUPT && interrupt)
                  || (mode == W_REACTION && reaction)))
            return TRUE;
        }
    }
  return FALSE;
}

/* Forced abilities resolve without being offered, before the optional
 * ones of the same window: the active player's first (FAQ 2.9); the
 * FAQ's (3.8) on their priority was not available to us. */
static void
push_forced (HcGame *g, HcFrame *f)
{
  gint self = (gint)(f - g->frame);
  gint want = f->arg[EVA_MODE] == W_INTERRUPT ? CK_FORCED_INTERRUPT
                                              : CK_FORCED_REACTION;
  gint active = g->global[HC_G_ACTIVE];
  /* pushed in reverse so that they resolve in order */
  for (gint pass = 1; pass >= 0; pass--)
    {
      gint p = pass ? 1 - active : active;
      for (gint i = g->n_cards - 1; i >= 0; i--)
        {
          const LcgCard *info = lcg_info (g, i);
          for (gint k = info->n_clauses - 1; k >= 0; k--)
            if (info->clause[k].kind == want && g->n_frames < HC_MAX_FRAMES - 14
                && lcg_clause_usable (g, i, k, p, f))
              {
                lcg_log (g, p, M_FORCED, RR_CARD, i, 0, 0, 0);
                lcg_push_play (g, i, k, p, self);
                f = &g->frame[self];
              }
        }
    }
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
  f->arg[EVA_SOURCE] = HC_NONE;
}

void
lcg_push_interrupts (HcGame *g, gint ev, gint subject, gint player, gint amount)
{
  push_event (g, W_INTERRUPT, ev, subject, player, amount);
}

void
lcg_push_reactions (HcGame *g, gint ev, gint subject, gint player)
{
  push_event (g, W_REACTION, ev, subject, player, 0);
}

/* a condition with a cause: the card that dealt the damage (Boba Fett)
 * and how much was dealt */
void
lcg_push_reactions_from (HcGame *g, gint ev, gint subject, gint player,
                         gint source, gint amount)
{
  push_event (g, W_REACTION, ev, subject, player, amount);
  g->frame[g->n_frames - 1].arg[EVA_SOURCE] = source;
}

HcStepResult
lcg_step_event (HcGame *g, HcFrame *f)
{
  switch (f->pc)
    {
    case 0:
      f->arg[EVA_SEQ] = ++g->global[G_EVENT_SEQ];
      f->pc = 2;
      if (!g->over
          && lcg_anyone_listens (g, f->arg[EVA_KIND], f->arg[EVA_MODE]))
        {
          f->pc = 1;
          push_forced (g, f);
        }
      return HC_STEP_CONTINUE;
    case 1:
      f->pc = 2;
      if (!g->over)
        hc_window_push (g, f->arg[EVA_MODE], g->global[HC_G_ACTIVE], 0);
      return HC_STEP_CONTINUE;
    case 2:
      g->ret = f->arg[EVA_CANCELLED] ? -1 : f->arg[EVA_AMOUNT];
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
