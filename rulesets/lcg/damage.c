/* Dealing damage (FAQ 4.12: "dealing" is the process, "dealt" the damage
 * that reaches the card): interrupts to the damage being dealt, then
 * Protect may move part of it to a protecting unit, a shield prevents one
 * damage from an enemy effect and is discarded, the rest is placed up to
 * the card's damage capacity (the excess is ignored, rulebook p. 21), and
 * a card whose damage reaches its capacity is destroyed.  Destroyed
 * objectives go to the opponent's victory pile and each light side one
 * advances the Death Star dial by the number destroyed so far. */
#include "lcg-steps.h"

enum
{
  A_TARGET,
  A_AMOUNT,
  A_BY,     /* the player dealing it */
  A_SOURCE, /* the card dealing it, or -1 for a framework effect */
  A_NO_PROTECT,
  A_MOVED, /* moved, not dealt (FAQ 4.3): no interrupts or reactions to
            * damage being dealt, but Protect still applies */
};

void
lcg_push_damage (HcGame *g, gint target, gint amount, gint by_player,
                 gint source)
{
  if (amount <= 0)
    return;
  HcFrame *f = hc_game_push (g, ST_DAMAGE);
  f->arg[A_TARGET] = target;
  f->arg[A_AMOUNT] = amount;
  f->arg[A_BY] = by_player;
  f->arg[A_SOURCE] = source;
}

void
lcg_push_moved_damage (HcGame *g, gint target, gint amount, gint by_player,
                       gint source)
{
  if (amount <= 0)
    return;
  lcg_push_damage (g, target, amount, by_player, source);
  g->frame[g->n_frames - 1].arg[A_MOVED] = 1;
}

void
lcg_place_shield (HcGame *g, gint card, gboolean extra)
{
  HcCard *c = &g->card[card];
  /* one shield a card, unless the effect says otherwise (forum 85224) */
  if (c->counter[C_SHIELD] > 0 && !extra)
    return;
  c->counter[C_SHIELD]++;
  lcg_log (g, c->controller, M_SHIELD, RR_SHIELD, card, 0, 0, 0);
}

static gint
room (const HcGame *g, gint card)
{
  return MAX (0, lcg_capacity (g, card) - g->card[card].counter[C_DAMAGE]);
}

/* What a protector can still take: its room less the damage the same
 * dealing is about to deal it (frames of one dealing not yet begun; FAQ
 * Q&A on protect when the protector and another unit take damage from one
 * source: terminal damage leaves it no room). */
static gint
protect_room (const HcGame *g, gint protector, const HcFrame *f)
{
  gint n = room (g, protector);
  for (gint i = 0; i < g->n_frames; i++)
    {
      const HcFrame *o = &g->frame[i];
      if (o != f && o->kind == ST_DAMAGE && o->pc == 0
          && o->arg[A_TARGET] == protector
          && o->arg[A_SOURCE] == f->arg[A_SOURCE])
        n -= o->arg[A_AMOUNT];
    }
  return MAX (0, n);
}

/* units that may take this card's damage instead (keyword Protect, FAQ
 * 2.14 for descriptors that are card types) */
static gboolean
protects (const HcGame *g, gint protector, gint card, const HcFrame *f)
{
  if (protector == card || !lcg_is_unit (g, protector)
      || g->card[protector].controller != g->card[card].controller
      || protect_room (g, protector, f) == 0
      || lcg_cannot_be_damaged (g, protector, f->arg[A_BY]))
    return FALSE;
  GQuark what = lcg_info (g, protector)->protect;
  if (!what)
    return FALSE;
  gint aff = lcg_info (g, protector)->protect_aff;
  if (aff && lcg_info (g, card)->affiliation != aff)
    return FALSE;
  const char *w = g_quark_to_string (what);
  if (g_ascii_strcasecmp (w, "objective") == 0)
    return lcg_is_objective (g, card);
  if (g_ascii_strcasecmp (w, "unit") == 0)
    return lcg_is_unit (g, card);
  return lcg_has_trait (g, card, what);
}

HcStepResult
lcg_step_damage (HcGame *g, HcFrame *f)
{
  gint t = f->arg[A_TARGET];
  HcCard *c = &g->card[t];
  switch (f->pc)
    {
    case 0:
      if (g->over || !lcg_in_play (g, t))
        return HC_STEP_DONE;
      if (lcg_cannot_be_damaged (g, t, f->arg[A_BY]))
        {
          lcg_log (g, -1, M_CANNOT_BE_DAMAGED, RR_CANNOT_DAMAGE, t, 0, 0, 0);
          return HC_STEP_DONE;
        }
      f->pc = 1;
      if (f->arg[A_MOVED])
        {
          g->ret = f->arg[A_AMOUNT];
          return HC_STEP_CONTINUE;
        }
      lcg_push_interrupts (g, EV_DAMAGE, t, f->arg[A_BY], f->arg[A_AMOUNT]);
      return HC_STEP_CONTINUE;
    case 1:
      if (g->ret <= 0 || !lcg_in_play (g, t))
        return HC_STEP_DONE;
      f->arg[A_AMOUNT] = g->ret;
      f->pc = 3;
      if (f->arg[A_NO_PROTECT])
        return HC_STEP_CONTINUE;
      hc_game_ask (g, c->controller, D_PROTECT, D_PROTECT);
      g->decision.prompt_arg[0] = t;
      g->decision.prompt_arg[1] = f->arg[A_AMOUNT];
      for (gint i = 0; i < g->n_cards; i++)
        if (protects (g, i, t, f))
          for (gint k = 1; k <= MIN (f->arg[A_AMOUNT], protect_room (g, i, f));
               k++)
            hc_game_offer (g, LCG_OPT_ID (O_PROTECT, i, k), O_PROTECT, i, k, 0);
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          return HC_STEP_CONTINUE;
        }
      hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, 0, 0, 0);
      f->pc = 2;
      return HC_STEP_ASK;
    case 2:
      {
        const HcOption *o = hc_game_answer (g);
        f->pc = 3;
        if (o && o->kind == O_PROTECT)
          {
            f->arg[A_AMOUNT] -= o->b;
            lcg_log (g, c->controller, M_PROTECT, RR_PROTECT, o->a, t, o->b, 0);
            /* damage Protect reassigns is still dealt, so a shield on
             * the protector prevents it (FAQ Q&A); moved damage stays
             * moved */
            HcFrame *p = hc_game_push (g, ST_DAMAGE);
            p->arg[A_TARGET] = o->a;
            p->arg[A_AMOUNT] = o->b;
            p->arg[A_BY] = f->arg[A_BY];
            p->arg[A_SOURCE] = f->arg[A_SOURCE];
            p->arg[A_NO_PROTECT] = 1;
            p->arg[A_MOVED] = f->arg[A_MOVED];
            p->pc = 1;
            g->ret = o->b;
          }
        return HC_STEP_CONTINUE;
      }
    case 3:
      {
        gint n = f->arg[A_AMOUNT];
        if (n <= 0 || !lcg_in_play (g, t))
          return HC_STEP_DONE;
        /* a shield prevents 1 damage an enemy deals; damage moved to
         * the card is not dealt (FAQ 4.3, 4.12), and whether a shield
         * stops it the sources leave open (doc/rules/lcg.md) */
        if (c->counter[C_SHIELD] > 0 && f->arg[A_BY] != c->controller
            && (!f->arg[A_MOVED] || g->sw[SW_SHIELD_MOVED]))
          {
            c->counter[C_SHIELD]--;
            n--;
            lcg_log (g, c->controller, M_SHIELD_PREVENT, RR_SHIELD, t, 0, 0, 0);
          }
        gint k = MIN (n, room (g, t));
        c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] + k);
        if (k > 0)
          lcg_log (g, f->arg[A_BY], M_DAMAGE, RR_DAMAGE, t, k,
                   c->counter[C_DAMAGE], lcg_capacity (g, t));
        if (n > k)
          lcg_log (g, -1, M_EXCESS, RR_DAMAGE, t, n - k, 0, 0);
        /* reactions to damage dealt come after a card it destroys is gone
         * (FAQ, Boba Fett): pushed first, resolved after the destruction */
        if (k > 0 && !f->arg[A_MOVED])
          lcg_push_reactions_from (g, EV_DAMAGED, t, f->arg[A_BY],
                                   f->arg[A_SOURCE], k);
        if (c->counter[C_DAMAGE] >= lcg_capacity (g, t))
          lcg_push_destroy (g, t, f->arg[A_BY]);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

void
lcg_push_destroy (HcGame *g, gint card, gint by_player)
{
  HcFrame *f = hc_game_push (g, ST_DESTROY);
  f->arg[0] = card;
  f->arg[1] = by_player;
}

static void
destroy_objective (HcGame *g, gint card)
{
  gint owner = g->card[card].controller;
  gint lose = lcg_info (g, card)->lose_if_destroyed;
  lcg_leave_play (g, card, 1 - owner, Z_VICTORY);
  lcg_log (g, 1 - owner, M_OBJ_DESTROYED, RR_DESTROY, card, 1 - owner,
           lcg_objectives_destroyed (g, 1 - owner), 0);
  if (owner == LCG_LIGHT)
    {
      gint n = lcg_objectives_destroyed (g, LCG_DARK);
      g->global[G_DIAL] += n;
      lcg_log (g, LCG_DARK, M_DIAL_DESTROYED, RR_DIAL_DESTROYED, LCG_DARK, n,
               g->global[G_DIAL], 0);
    }
  if (lose)
    {
      lcg_log (g, 1 - owner, M_WIN_LOSE_CARD, RR_CARD, 1 - owner, card, 0, 0);
      hc_game_end (g, 1 - owner, 1);
      return;
    }
  lcg_check_victory (g);
}

/* ST_DESTROY: interrupts "when destroyed", then the card leaves play,
 * then reactions. */
HcStepResult
lcg_step_destroy (HcGame *g, HcFrame *f)
{
  gint card = f->arg[0];
  switch (f->pc)
    {
    case 0:
      if (g->over || !lcg_in_play (g, card))
        return HC_STEP_DONE;
      f->pc = 1;
      lcg_push_interrupts (g, EV_DESTROYED, card, g->card[card].controller, 0);
      return HC_STEP_CONTINUE;
    case 1:
      if (g->ret < 0 || !lcg_in_play (g, card))
        return HC_STEP_DONE;
      if (lcg_type (g, card) == T_OBJECTIVE)
        {
          gint owner = g->card[card].controller;
          destroy_objective (g, card);
          if (!g->over)
            lcg_push_reactions (g, EV_OBJ_DESTROYED, card, owner);
          return HC_STEP_DONE;
        }
      lcg_log (g, -1, M_DESTROYED, RR_DESTROY, card, 0, 0, 0);
      /* an interrupt may send it to the hand instead (Redemption): the
       * condition's amount says so */
      if (g->ret == 1)
        lcg_log (g, -1, M_TO_HAND_INSTEAD, RR_CARD, card, 0, 0, 0);
      lcg_push_leave (g, card, g->ret == 1 ? LV_HAND : LV_DISCARD, HC_NONE);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
