/* Triggering conditions (FAQ, Advanced Timing Rules).  Each one is a
 * frame: interrupts to it come in one priority window before it resolves,
 * reactions in another after it, each opened with the active player and
 * closed by two passes in a row.  A play in such a window pushes its own
 * effect on top, whose own triggering conditions open their own windows
 * above it: nested sequences resolve last in, first out because they are
 * frames on one stack.
 *
 * An interrupt may cancel the condition or change its amount (damage):
 * the frame returns -1 to its parent when cancelled, else the amount. */
#include "lcg-timing.h"
#include "lcg-verbs.h"

enum
{
  EV_START,
  EV_WINDOW,
  EV_DONE,
  EV_FORCED,        /* resolve the next pending forced ability */
  EV_FORCED_CHOSEN, /* the active player said which one */
};

/* lcgS: has it an ability used from the discard pile? */
static gboolean
from_discard (const LcgCard *info)
{
  for (gint k = 0; k < info->n_clauses; k++)
    if (info->clause[k].from_discard)
      return TRUE;
  return FALSE;
}

/* Is there any card at all with an ability of this kind for this
 * condition?  Most conditions have none, and then no window is opened. */
gboolean
lcg_anyone_listens (const HcGame *g, gint ev, gint mode)
{
  if (ev <= 0 || ev >= EV_COUNT)
    return FALSE;
  guint64 bit = LCG_EV_BIT (ev);
  guint64 cand[HC_CARD_WORDS];
  /* a reaction may come from a discard pile (lcgS: Shistavanen Wolfman) */
  guint zones = LCG_PLAY_ZONES | (1u << Z_HAND)
                | (mode == W_REACTION ? 1u << Z_DISCARD : 0);
  if (mode != W_INTERRUPT && mode != W_REACTION)
    return FALSE;
  /* no card of this game answers it anywhere: most conditions */
  if (!(g->def_marks[mode == W_INTERRUPT ? LCG_MARK_INTERRUPTS
                                         : LCG_MARK_REACTIONS]
        & bit))
    return FALSE;
  hc_zones_union (g, zones, TRUE, cand);
  /* the field read once per call, not per card: this is one of the
   * lcg's most asked questions */
  const gsize at = mode == W_INTERRUPT
                       ? G_STRUCT_OFFSET (LcgCard, interrupts_on)
                       : G_STRUCT_OFFSET (LcgCard, reactions_on);
  HC_FOR_EACH_BIT (cand, i)
    {
      const LcgCard *info = lcg_info (g, i);
      if ((G_STRUCT_MEMBER (guint64, info, at) & bit)
          && (g->card[i].zone == Z_HAND || lcg_in_play (g, i)
              || (g->card[i].zone == Z_DISCARD && from_discard (info))))
        return TRUE;
    }
  return FALSE;
}

/* The forced abilities of this condition that have not resolved for it
 * yet: a forced ability resolves once per condition (its play marks it
 * used for the event, play.c), so the list shrinks as they resolve.
 * Each belongs to the card's controller.  Returns how many, listing
 * card and clause pairs in found[]; more than max says they did not fit. */
static gint
pending_forced (const HcGame *g, const HcFrame *f, gint (*found)[2], gint max)
{
  const LcgEventFrame *e = LCG_EVENT_CONST (f);
  gint want = e->mode == W_INTERRUPT ? CK_FORCED_INTERRUPT : CK_FORCED_REACTION;
  gint ev = e->kind;
  gint n = 0;
  if (ev <= 0 || ev >= EV_COUNT)
    return 0;
  /* a forced ability answers as an interrupt or reaction does: no card of
   * the game with one for it, none to list */
  if (!(g->def_marks[want == CK_FORCED_INTERRUPT ? LCG_MARK_INTERRUPTS
                                                 : LCG_MARK_REACTIONS]
        & LCG_EV_BIT (ev)))
    return 0;
  guint64 cand[HC_CARD_WORDS];
  hc_zones_union (g, LCG_PLAY_ZONES | (1u << Z_HAND), TRUE, cand);
  HC_FOR_EACH_BIT (cand, i)
    {
      const LcgCard *info = lcg_info (g, i);
      if (!(info->forced_on[want == CK_FORCED_REACTION] & LCG_EV_BIT (ev)))
        continue;
      for (gint k = 0; k < info->n_clauses; k++)
        if (info->clause[k].kind == want
            && lcg_clause_usable ((HcGame *)g, i, k, g->card[i].controller, f))
          {
            if (n == max)
              return max + 1;
            found[n][0] = i;
            found[n][1] = k;
            n++;
          }
    }
  return n;
}

static void
resolve_forced (HcGame *g, gint self, gint card, gint clause)
{
  gint p = g->card[card].controller;
  lcg_log (g, p, M_FORCED, RR_CARD, card, 0, 0, 0);
  lcg_push_play (g, card, clause, p, self);
}

/* Forced abilities resolve without being offered, before the optional
 * ones of the same window.  When two or more are pending at once, the
 * active player chooses which resolves next, his own or his opponent's
 * (FAQ 2.9); each is checked again before it resolves, so one that an
 * earlier one made impossible (its card left play) does not. */
static HcStepResult
next_forced (HcGame *g, HcFrame *f)
{
  gint found[HC_MAX_OPTIONS][2];
  gint self = (gint)(f - g->frame);
  gint n = g->over ? 0 : pending_forced (g, f, found, HC_MAX_OPTIONS);
  if (n == 0)
    {
      f->pc = EV_WINDOW;
      return HC_STEP_CONTINUE;
    }
  /* a forced ability must resolve (FAQ 4.13): one that cannot be listed,
   * or has no room for its play, stops the game rather than be skipped */
  if (n > HC_MAX_OPTIONS)
    {
      hc_game_overflow (g, HC_CAP_OPTIONS);
      return HC_STEP_CONTINUE;
    }
  if (g->n_frames > HC_MAX_FRAMES - LCG_PLAY_HEADROOM)
    {
      hc_game_overflow (g, HC_CAP_FRAMES);
      return HC_STEP_CONTINUE;
    }
  if (n == 1)
    {
      resolve_forced (g, self, found[0][0], found[0][1]);
      return HC_STEP_CONTINUE;
    }
  hc_game_ask (g, g->global[HC_G_ACTIVE], D_FORCED_ORDER, D_FORCED_ORDER);
  g->decision.prompt_arg[0] = n;
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_FORCED, found[i][0], found[i][1]), O_FORCED,
                   found[i][0], found[i][1], 0);
  f->pc = EV_FORCED_CHOSEN;
  return HC_STEP_ASK;
}

static LcgEventFrame *
push_event (HcGame *g, gint mode, gint ev, gint subject, gint player,
            gint amount)
{
  LcgEventFrame *e = LCG_EVENT (hc_game_push (g, ST_EVENT));
  e->kind = ev;
  e->subject = subject;
  e->player = player;
  e->amount = amount;
  e->mode = mode;
  e->source = HC_NONE;
  return e;
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

void
lcg_push_card_captured (HcGame *g, gint card, gint captor)
{
  if (lcg_anyone_listens (g, EV_CARD_CAPTURED, W_REACTION))
    lcg_push_reactions (g, EV_CARD_CAPTURED, card, captor);
}

/* a condition with a cause: the card that dealt the damage (Boba Fett)
 * and how much was dealt */
void
lcg_push_reactions_from (HcGame *g, gint ev, gint subject, gint player,
                         gint source, gint amount)
{
  push_event (g, W_REACTION, ev, subject, player, amount)->source = source;
}

/* the active player first, whoever caused the condition or is its
 * subject */
HcFrame *
lcg_push_condition_window (HcGame *g, gint kind, gint arg)
{
  return hc_window_push (g, kind, g->global[HC_G_ACTIVE], arg);
}

/* lcgS: "after the Death Star dial increases" (Force Cleansing), by the
 * balance phase, a card effect or a destroyed objective alike */
void
lcg_dial_increased (HcGame *g)
{
  if (!g->over && lcg_anyone_listens (g, EV_DIAL_UP, W_REACTION))
    lcg_push_reactions (g, EV_DIAL_UP, HC_NONE, LCG_DARK);
}

/* lcgS: "after you take control of a unit" (Agent of the Hand) */
void
lcg_control_taken (HcGame *g, gint card, gint player)
{
  if (lcg_anyone_listens (g, EV_CONTROL_TAKEN, W_REACTION))
    lcg_push_reactions (g, EV_CONTROL_TAKEN, card, player);
}

/* lcgZ: "after a phase begins" (Deadly Sight), any of the six, either
 * player's: a window only when a card can answer, so the phases that push
 * it wait for it only then */
gboolean
lcg_phase_began (HcGame *g)
{
  if (g->over || !lcg_anyone_listens (g, EV_PHASE_BEGINS, W_REACTION))
    return FALSE;
  lcg_push_reactions (g, EV_PHASE_BEGINS, HC_NONE, g->global[HC_G_ACTIVE]);
  return TRUE;
}

/* lcgY: "after a captured card is rescued" (4-LOM), asked only when some
 * card can answer; the player is the card's owner */
void
lcg_card_rescued (HcGame *g, gint card)
{
  gint owner = g->card[card].owner;
  if (!g->over && lcg_anyone_listens (g, EV_RESCUED, W_REACTION))
    lcg_push_reactions (g, EV_RESCUED, card, owner);
}

/* the cards captured at a card about to leave play (they are rescued as
 * it goes, rules.c), listed only when some card can answer a rescue */
gint
lcg_held_for_rescue (const HcGame *g, gint card, gint16 *held)
{
  gint n = 0;
  if (lcg_anyone_listens (g, EV_RESCUED, W_REACTION))
    for (gint i = 0; i < g->n_cards; i++)
      if (g->card[i].under == card)
        held[n++] = (gint16)i;
  return n;
}

/* ... and, once it has gone, the reactions to each one rescued */
void
lcg_held_rescued (HcGame *g, const gint16 *held, gint n)
{
  for (gint i = 0; i < n; i++)
    if (g->card[held[i]].zone == Z_HAND)
      lcg_card_rescued (g, held[i]);
}

HcStepResult
lcg_step_event (HcGame *g, HcFrame *f)
{
  LcgEventFrame *e = LCG_EVENT (f);
  switch (f->pc)
    {
    case EV_START:
      e->seq = ++g->global[G_EVENT_SEQ];
      f->pc = EV_DONE;
      /* lcgW: a unit being played answers its own playing from where it
       * waits (Dark Trooper Legion) */
      if (!g->over
          && (lcg_anyone_listens (g, e->kind, e->mode)
              || (e->kind == EV_PLAYING && e->subject >= 0
                  && lcg_own_playing_clause (g, e->subject) >= 0)))
        f->pc = EV_FORCED;
      return HC_STEP_CONTINUE;
    case EV_FORCED:
      return next_forced (g, f);
    case EV_FORCED_CHOSEN:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = EV_FORCED;
        if (o && o->kind == O_FORCED)
          {
            lcg_log (g, g->global[HC_G_ACTIVE], M_FORCED_ORDER,
                     RR_SIMULTANEOUS_EFFECTS, g->global[HC_G_ACTIVE], o->a, 0,
                     0);
            resolve_forced (g, (gint)(f - g->frame), o->a, o->b);
          }
        return HC_STEP_CONTINUE;
      }
    case EV_WINDOW:
      f->pc = EV_DONE;
      if (!g->over)
        lcg_push_condition_window (g, e->mode, 0);
      return HC_STEP_CONTINUE;
    case EV_DONE:
      hc_step_return (g, e->cancelled ? -1 : e->amount);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
