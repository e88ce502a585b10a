/* Dealing damage (FAQ 4.12: "dealing" is the process, "dealt" the damage
 * that reaches the card): interrupts to the damage being dealt, then
 * Protect may move part of it to a protecting unit, a shield prevents one
 * damage from an enemy effect and is discarded, the rest is placed up to
 * the card's damage capacity (the excess is ignored, rulebook p. 21), and
 * a card whose damage reaches its capacity is destroyed.  Destroyed
 * objectives go to the opponent's victory pile and each light side one
 * advances the Death Star dial by the number destroyed so far. */
#include "lcg-steps.h"

/* the ST_DAMAGE frame: damage being dealt to one card */
typedef struct
{
  gint32 target;
  gint32 amount;
  gint32 by;         /* the player dealing it */
  gint32 source;     /* the card dealing it, or -1 for a framework effect */
  gint32 no_protect; /* reassigned by Protect already */
  gint32 moved;      /* moved, not dealt (FAQ 4.3): no interrupts or
                      * reactions to damage being dealt, but Protect still
                      * applies */
  gint32 no_shield;  /* lcgV: shields cannot prevent it (Leia's Command) */
} LcgDamageFrame;
HC_FRAME_VIEW_FITS (LcgDamageFrame);
#define LCG_DAMAGE(f) ((LcgDamageFrame *)(f)->arg)
#define LCG_DAMAGE_CONST(f) ((const LcgDamageFrame *)(f)->arg)

enum
{
  DAMAGE_BEGIN, /* not begun: interrupts to the damage being dealt */
  DAMAGE_PROTECT,
  DAMAGE_PROTECT_ANSWER,
  DAMAGE_PLACE,
};

/* the ST_DESTROY frame */
typedef struct
{
  gint32 card;
  gint32 by; /* the player destroying it */
} LcgDestroyFrame;
HC_FRAME_VIEW_FITS (LcgDestroyFrame);
#define LCG_DESTROY(f) ((LcgDestroyFrame *)(f)->arg)

enum
{
  DESTROY_BEGIN, /* interrupts "when destroyed" */
  DESTROY_LEAVE,
  DESTROY_OBJECTIVE, /* past "when it leaves play" (False Lead) */
};

static LcgDamageFrame *
push_damage (HcGame *g, gint target, gint amount, gint by_player, gint source)
{
  LcgDamageFrame *d = LCG_DAMAGE (hc_game_push (g, ST_DAMAGE));
  d->target = target;
  d->amount = amount;
  d->by = by_player;
  d->source = source;
  return d;
}

void
lcg_push_damage (HcGame *g, gint target, gint amount, gint by_player,
                 gint source)
{
  if (amount > 0)
    push_damage (g, target, amount, by_player, source);
}

void
lcg_push_moved_damage (HcGame *g, gint target, gint amount, gint by_player,
                       gint source)
{
  if (amount > 0)
    push_damage (g, target, amount, by_player, source)->moved = 1;
}

void
lcg_push_damage_past_shields (HcGame *g, gint target, gint amount,
                              gint by_player, gint source)
{
  if (amount > 0)
    push_damage (g, target, amount, by_player, source)->no_shield = 1;
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

/* lcgV: one shield off a card, removed or discarded by the player (a
 * cost, an effect, a shield used up against damage): "after you remove or
 * discard a shield" (ET-74 Communications Droid) hears it, pushed only when
 * some card answers it, so games without one keep their states */
void
lcg_remove_shield (HcGame *g, gint card, gint player)
{
  HcCard *c = &g->card[card];
  if (c->counter[C_SHIELD] <= 0)
    return;
  c->counter[C_SHIELD]--;
  if (lcg_anyone_listens (g, EV_SHIELD_REMOVED, W_REACTION))
    lcg_push_reactions (g, EV_SHIELD_REMOVED, card, player);
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
      if (o == f || o->kind != ST_DAMAGE || o->pc != DAMAGE_BEGIN)
        continue;
      const LcgDamageFrame *od = LCG_DAMAGE_CONST (o);
      if (od->target == protector && od->source == LCG_DAMAGE_CONST (f)->source)
        n -= od->amount;
    }
  return MAX (0, n);
}

/* does Protect WHAT cover this card?  (FAQ 2.14: a descriptor may be a
 * card type) */
static gboolean
protect_fits (const HcGame *g, GQuark what, gint card)
{
  const char *w = g_quark_to_string (what);
  if (g_ascii_strcasecmp (w, "objective") == 0)
    return lcg_is_objective (g, card);
  if (g_ascii_strcasecmp (w, "unit") == 0)
    return lcg_is_unit (g, card);
  return lcg_has_trait (g, card, what);
}

/* units that may take this card's damage instead (keyword Protect, FAQ
 * 2.14 for descriptors that are card types) */
static gboolean
protects (const HcGame *g, gint protector, gint card, const HcFrame *f)
{
  if (protector == card || !lcg_is_unit (g, protector)
      || g->card[protector].controller != g->card[card].controller
      || protect_room (g, protector, f) == 0
      || lcg_cannot_be_damaged (g, protector, LCG_DAMAGE_CONST (f)->by)
      || lcg_blanked (g, protector))
    return FALSE;
  GQuark what = lcg_info (g, protector)->protect;
  gint aff = lcg_info (g, protector)->protect_aff;
  gboolean committed_only = lcg_info (g, protector)->protect_committed;
  if (what && (!aff || lcg_info (g, card)->affiliation == aff)
      && (!committed_only || lcg_is_committed (g, card))
      && protect_fits (g, what, card))
    {
      /* Moldy Crow: asked only of a unit that would protect */
      if (lcg_loses_protect_shielding (g, protector))
        return FALSE;
      hc_coverage_note (g, protector, LCG_PART_PROTECT);
      return TRUE;
    }
  /* Protect another card gives it (Wookiee Life Debt) */
  GQuark granted[LCG_MAX_STATICS];
  gint n = lcg_granted_protect (g, protector, granted, LCG_MAX_STATICS);
  for (gint i = 0; i < n; i++)
    if (protect_fits (g, granted[i], card))
      return !lcg_loses_protect_shielding (g, protector);
  return FALSE;
}

HcStepResult
lcg_step_damage (HcGame *g, HcFrame *f)
{
  LcgDamageFrame *d = LCG_DAMAGE (f);
  gint t = d->target;
  HcCard *c = &g->card[t];
  switch (f->pc)
    {
    case DAMAGE_BEGIN:
      if (g->over || !lcg_in_play (g, t))
        return HC_STEP_DONE;
      if (lcg_cannot_be_damaged (g, t, d->by)
          || lcg_undamageable_by (g, t, d->source))
        {
          lcg_log (g, -1, M_CANNOT_BE_DAMAGED, RR_CANNOT_DAMAGE, t, 0, 0, 0);
          return HC_STEP_DONE;
        }
      f->pc = DAMAGE_PROTECT;
      if (d->moved)
        {
          /* no interrupts: the amount stands as they would return it */
          hc_step_return (g, d->amount);
          return HC_STEP_CONTINUE;
        }
      lcg_push_interrupts (g, EV_DAMAGE, t, d->by, d->amount);
      return HC_STEP_CONTINUE;
    case DAMAGE_PROTECT:
      {
        gint amount = hc_step_result (g);
        if (amount <= 0 || !lcg_in_play (g, t))
          return HC_STEP_DONE;
        d->amount = amount;
      }
      f->pc = DAMAGE_PLACE;
      if (d->no_protect)
        return HC_STEP_CONTINUE;
      hc_game_ask (g, c->controller, D_PROTECT, D_PROTECT);
      g->decision.prompt_arg[0] = t;
      g->decision.prompt_arg[1] = d->amount;
      /* a protector is a unit */
      guint64 units[HC_CARD_WORDS];
      lcg_unit_places (g, units);
      HC_FOR_EACH_BIT (units, i)
        {
          if (protects (g, i, t, f))
            for (gint k = 1; k <= MIN (d->amount, protect_room (g, i, f)); k++)
              hc_game_offer (g, LCG_OPT_ID (O_PROTECT, i, k), O_PROTECT, i, k,
                             0);
        }
      if (g->decision.n_options == 0)
        {
          g->decision.player = HC_NONE;
          return HC_STEP_CONTINUE;
        }
      hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, 0, 0, 0);
      f->pc = DAMAGE_PROTECT_ANSWER;
      return HC_STEP_ASK;
    case DAMAGE_PROTECT_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        f->pc = DAMAGE_PLACE;
        if (o && o->kind == O_PROTECT)
          {
            d->amount -= o->b;
            lcg_log (g, c->controller, M_PROTECT, RR_PROTECT, o->a, t, o->b, 0);
            /* damage Protect reassigns is still dealt, so a shield on
             * the protector prevents it (FAQ Q&A); moved damage stays
             * moved */
            LcgDamageFrame *p = push_damage (g, o->a, o->b, d->by, d->source);
            p->no_protect = 1;
            p->moved = d->moved;
            p->no_shield = d->no_shield;
            /* past its interrupts: the amount stands as if they returned
             * it */
            g->frame[g->n_frames - 1].pc = DAMAGE_PROTECT;
            hc_step_return (g, o->b);
          }
        return HC_STEP_CONTINUE;
      }
    case DAMAGE_PLACE:
      {
        gint n = d->amount;
        if (n <= 0 || !lcg_in_play (g, t))
          return HC_STEP_DONE;
        /* a shield prevents 1 damage an enemy deals; damage moved to
         * the card is not dealt (FAQ 4.3, 4.12), and whether a shield
         * stops it the sources leave open (doc/rules/lcg.md) */
        if (c->counter[C_SHIELD] > 0 && d->by != c->controller
            && (!d->moved || g->sw[SW_SHIELD_MOVED]) && !d->no_shield)
          {
            lcg_remove_shield (g, t, c->controller);
            n--;
            lcg_log (g, c->controller, M_SHIELD_PREVENT, RR_SHIELD, t, 0, 0, 0);
          }
        gint k = MIN (n, room (g, t));
        c->counter[C_DAMAGE] = (gint16)(c->counter[C_DAMAGE] + k);
        if (k > 0)
          lcg_log (g, d->by, M_DAMAGE, RR_DAMAGE, t, k, c->counter[C_DAMAGE],
                   lcg_capacity (g, t));
        if (n > k)
          lcg_log (g, -1, M_EXCESS, RR_DAMAGE, t, n - k, 0, 0);
        /* reactions to damage dealt come after a card it destroys is gone
         * (FAQ, Boba Fett): pushed first, resolved after the destruction */
        if (k > 0 && !d->moved)
          lcg_push_reactions_from (g, EV_DAMAGED, t, d->by, d->source, k);
        if (c->counter[C_DAMAGE] >= lcg_capacity (g, t))
          lcg_push_destroy (g, t, d->by);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}

void
lcg_push_divided_damage (HcGame *g, const HcFrame *f, gint by_player,
                         gint source)
{
  gint16 cards[HC_MAX_PICKS], amounts[HC_MAX_PICKS];
  gint n = hc_targets_chosen (g, f, cards, amounts);
  hc_targets_truncate (g, f, 0);
  /* pushed last, dealt first */
  for (gint i = g->n_cards - 1; i >= 0; i--)
    for (gint k = 0; k < n; k++)
      if (cards[k] == i)
        lcg_push_damage (g, i, amounts[k], by_player, source);
}

void
lcg_push_destroy (HcGame *g, gint card, gint by_player)
{
  LcgDestroyFrame *d = LCG_DESTROY (hc_game_push (g, ST_DESTROY));
  d->card = card;
  d->by = by_player;
}

static void
destroy_objective (HcGame *g, gint card)
{
  gint owner = g->card[card].controller;
  gint lose = lcg_own_static (g, LQ_LOSE_IF_DESTROYED, card);
  if (lose)
    lcg_own_static_ran (g, LQ_LOSE_IF_DESTROYED, card);
  /* lcgY: the cards captured at it are rescued (4-LOM hears it) */
  gint16 held[HC_MAX_CARDS];
  gint n_held = lcg_held_for_rescue (g, card, held);
  lcg_leave_play (g, card, 1 - owner, Z_VICTORY);
  lcg_log (g, 1 - owner, M_OBJ_DESTROYED, RR_DESTROY, card, 1 - owner,
           lcg_objectives_destroyed (g, 1 - owner), 0);
  lcg_held_rescued (g, held, n_held);
  if (owner == LCG_LIGHT)
    {
      gint n = lcg_objectives_destroyed (g, LCG_DARK);
      g->global[G_DIAL] += n;
      lcg_log (g, LCG_DARK, M_DIAL_DESTROYED, RR_DIAL_DESTROYED, LCG_DARK, n,
               g->global[G_DIAL], 0);
      if (n > 0)
        lcg_dial_increased (g);
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
  gint card = LCG_DESTROY (f)->card;
  switch (f->pc)
    {
    case DESTROY_BEGIN:
      if (g->over || !lcg_in_play (g, card))
        return HC_STEP_DONE;
      /* lcgU: "it cannot be destroyed" (Wittin): nothing happens, no
       * "when destroyed" window either */
      if (lcg_is_unit (g, card)
          && lcg_static_of_card (g, LQ_CANNOT_BE_DESTROYED, card) > 0)
        {
          lcg_log (g, -1, M_NOT_DESTROYED, RR_DESTROY, card, 0, 0, 0);
          return HC_STEP_DONE;
        }
      f->pc = DESTROY_LEAVE;
      lcg_push_interrupts (g, EV_DESTROYED, card, g->card[card].controller, 0);
      return HC_STEP_CONTINUE;
    case DESTROY_LEAVE:
      {
        /* an interrupt may send it to the hand instead (Redemption): the
         * condition's amount says so */
        gint to_hand = hc_step_result (g);
        if (to_hand < 0 || !lcg_in_play (g, card))
          return HC_STEP_DONE;
        /* a destroyed objective leaves play too: its own interrupt
         * window, after "when destroyed" (units get theirs in leave.c) */
        if (lcg_type (g, card) == T_OBJECTIVE)
          {
            f->pc = DESTROY_OBJECTIVE;
            lcg_push_interrupts (g, EV_LEAVES_PLAY, card,
                                 g->card[card].controller, 0);
            return HC_STEP_CONTINUE;
          }
        lcg_log (g, -1, M_DESTROYED, RR_DESTROY, card, 0, 0, 0);
        if (to_hand == 1)
          lcg_log (g, -1, M_TO_HAND_INSTEAD, RR_CARD, card, 0, 0, 0);
        /* lcgU: "after a friendly unit is destroyed" (Jawa Scrap
         * Dealers), once it has gone: pushed under the leaving, and only
         * when some card answers it (an event counts in the game's state,
         * which saved games replay) */
        if (lcg_anyone_listens (g, EV_UNIT_DESTROYED, W_REACTION))
          lcg_push_reactions (g, EV_UNIT_DESTROYED, card,
                              g->card[card].controller);
        lcg_push_leave (g, card, to_hand == 1 ? LV_HAND : LV_DISCARD, HC_NONE);
        return HC_STEP_DONE;
      }
    case DESTROY_OBJECTIVE:
      {
        gint owner = g->card[card].controller;
        /* the game may have ended in the "leaves play" window */
        if (hc_step_result (g) < 0 || g->over || !lcg_in_play (g, card))
          return HC_STEP_DONE;
        destroy_objective (g, card);
        if (!g->over)
          lcg_push_reactions (g, EV_OBJ_DESTROYED, card, owner);
        return HC_STEP_DONE;
      }
    }
  return HC_STEP_DONE;
}
