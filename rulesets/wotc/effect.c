/* Carrying out an ability or Battle card, one effect after another (seed
 * 001, "Abilities and Battle Cards with Multiple Parts": in order, with
 * the prevention chance in the middle when an effect does damage). */
#include "hc-coverage.h"
#include "wotc-op.h"
#include "wotc-steps.h"

#include <string.h>

enum
{
  F_CARD = 1 << 0,      /* a Battle card or Mission, discarded when done */
  F_ASKED = 1 << 1,     /* "you may" was answered yes */
  F_COST_HAND = 1 << 2, /* cards still to discard from hand as the cost */
  F_DELAY = 1 << 3,     /* the card stays aside this turn (delay) */
  /* "choose one": the effect was picked (op is it), then carried out */
  F_ONE_PICKED = 1 << 4,
  F_ONE_DONE = 1 << 5,
  F_COST_UNIT = 1 << 6, /* a unit of yours still to tap as the cost */
};

/* The values are those the steps had before the asking operations moved
 * to their rows (the gaps were theirs): a game saved while one of these
 * steps waits still replays to the same state hash. */
typedef enum
{
  PC_OP = 0,
  PC_TARGET = 1,
  PC_PLACE = 2,
  PC_DONE = 3,
  PC_MAY = 4,
  PC_THEN = 5, /* after the effect on its card: its row's `then` */
  PC_ONE_OF = 8,
  PC_COST_DISCARD = 11,
  PC_ANSWER = 17,    /* an asking operation's answer (its row's `answer`) */
  PC_CHOSEN = 18,    /* "any number" was chosen in the core's step */
  PC_COST_UNIT = 19, /* the unit tapped as the cost was chosen */
} WotcEffectPc;

/* A triggered ability about a unit ("that unit") starts with it chosen. */
void
wotc_effect_set_it (HcGame *g, gint card)
{
  HcFrame *f = hc_game_top (g);
  if (f && f->kind == ST_EFFECT)
    WOTC_EFFECT (f)->it = card;
}

/* On to the next effect; with "choose one", the picked one was the last. */
static void
next_op (WotcEffectFrame *e)
{
  e->op++;
  memset (&e->now, 0, sizeof e->now);
  if (e->flags & F_ONE_PICKED)
    e->flags |= F_ONE_DONE;
}

void
wotc_push_effect (HcGame *g, gint source, gint clause, gint player,
                  gboolean battle_card)
{
  WotcEffectFrame *e = WOTC_EFFECT (hc_game_push (g, ST_EFFECT));
  e->src = source;
  e->clause = clause;
  e->player = player;
  e->it = HC_NONE;
  e->flags = battle_card ? F_CARD : 0;
  if (wotc_clause_of (g, source, clause)->cost_hand > 0)
    e->flags |= F_COST_HAND;
  if (wotc_clause_of (g, source, clause)->cost_tap_unit)
    e->flags |= F_COST_UNIT;
}

/* Dark Dreams: card is played for the effects of source's clause (an
 * opponent's Battle card of this turn), which are carried out as if played
 * from the hand; card waits aside meanwhile and is the one discarded. */
void
wotc_push_borrowed (HcGame *g, gint card, gint source, gint clause, gint player)
{
  wotc_push_effect (g, source, clause, player, TRUE);
  WOTC_EFFECT (hc_game_top (g))->dreamer = (gint16)(card + 1);
}

/* The card waiting aside while a Battle card takes effect: the card itself,
 * or the one played for its effects. */
static gint
card_aside (const WotcEffectFrame *e)
{
  return e->dreamer ? e->dreamer - 1 : e->src;
}

const WotcClause *
wotc_clause_of (const HcGame *g, gint source, gint clause)
{
  return &wotc_abilities (g, source)->clause[clause];
}

static void
apply_to (HcGame *g, WotcEffectFrame *e, const WotcOp *o, gint c)
{
  const WotcOpDef *d = wotc_op_def (o->op);
  if (d->apply_in)
    d->apply_in (g, o, e, c);
  else
    d->apply (g, o, e->player, e->src, c);
}

void
wotc_effect_delay (WotcEffectFrame *e)
{
  e->flags |= F_DELAY;
}

/* "choose any number": the chooser picks them all in the core's
 * choose-targets step, then the effect happens to each one picked that
 * the selector still matches */
static void
push_choose_any (HcGame *g, WotcEffectFrame *e, const WotcOp *o,
                 const WotcCtx *ctx)
{
  gint16 cands[HC_MAX_CARDS];
  gint n = 0;
  for (gint i = 0; i < g->n_cards; i++)
    if (wotc_sel_matches (g, &o->sel, ctx, i))
      cands[n++] = (gint16)i;
  HcTargetsFrame t = {
    .player = (o->sel.flags & SEL_BY_OPPONENT) ? 1 - e->player : e->player,
    .min = 0,
    .max = MAX (o->sel.up_to ? MIN (n, o->sel.up_to) : n, 1),
    .kind = D_TARGET,
    .option = O_TARGET,
    .done = O_DONE,
    .prompt_arg = e->src,
  };
  hc_targets_push (g, &t, cands, n);
}

/* Ask chooser for one card the selector matches; FALSE, asking nothing,
 * when there is none. */
static gboolean
ask_target (HcGame *g, gint chooser, gint src, const WotcSel *sel,
            const WotcCtx *ctx)
{
  hc_game_ask (g, chooser, D_TARGET, D_TARGET);
  g->decision.prompt_arg[0] = src;
  for (gint i = 0; i < g->n_cards; i++)
    if (wotc_sel_matches (g, sel, ctx, i))
      hc_game_offer (g, WOTC_OPT_ID (O_TARGET, i, 0), O_TARGET, i, 0, 0);
  if (g->decision.n_options > 0)
    return TRUE;
  g->decision.player = HC_NONE;
  return FALSE;
}

static gboolean
is_damage_op (gint op)
{
  const WotcOpDef *d = wotc_op_def (op);
  return d && d->damage;
}

/* Damage effects in a row share one prevention chance (seed 001 Q&A on
 * Asteroid Field: all dice first, then one chance). */
static gboolean
has_damage_op (const WotcClause *c, gint from)
{
  return from < c->n_ops && is_damage_op (c->op[from].op);
}

/* On to the next effect once this one was carried out; after the last
 * damage effect in a row comes the prevention chance, in the middle of
 * the ability. */
static HcStepResult
op_done (HcGame *g, HcFrame *f, WotcEffectFrame *e, const WotcClause *c,
         const WotcOp *o)
{
  f->pc = PC_OP;
  next_op (e);
  /* of a choose-one, the part chosen is the whole row (Homing Missile's
   * two damage parts are one or the other) */
  if (is_damage_op (o->op)
      && ((e->flags & F_ONE_DONE) || !has_damage_op (c, e->op)))
    {
      f->pc = PC_PLACE;
      hc_window_push (g, W_PREVENT, WOTC_DARK, HC_NONE);
      wotc_fire_pending (g);
    }
  return HC_STEP_CONTINUE;
}

/* Where the ability goes after an operation's ask, answer or then. */
static HcStepResult
op_next (HcGame *g, HcFrame *f, WotcEffectFrame *e, const WotcClause *c,
         const WotcOp *o, WotcOpNext next)
{
  f->pc = PC_OP;
  switch (next)
    {
    case WOTC_OP_ASKED:
      f->pc = PC_ANSWER;
      return HC_STEP_ASK;
    case WOTC_OP_AGAIN:
    case WOTC_OP_TARGETS:
      return HC_STEP_CONTINUE;
    case WOTC_OP_STOP:
      f->pc = PC_DONE;
      return HC_STEP_CONTINUE;
    case WOTC_OP_DONE:
      break;
    }
  return op_done (g, f, e, c, o);
}

/* The effect was carried out on its chosen or first card. */
static HcStepResult
applied (HcGame *g, HcFrame *f, WotcEffectFrame *e, const WotcClause *c,
         const WotcOp *o)
{
  const WotcOpDef *d = wotc_op_def (o->op);
  if (d->then && (o->up_to || !d->up_to))
    {
      f->pc = PC_THEN;
      return HC_STEP_CONTINUE;
    }
  return op_done (g, f, e, c, o);
}

HcStepResult
wotc_step_effect (HcGame *g, HcFrame *f)
{
  WotcEffectFrame *e = WOTC_EFFECT (f);
  const WotcClause *c = wotc_clause_of (g, e->src, e->clause);
  gint p = e->player;
  WotcCtx ctx = wotc_effect_ctx (e);
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_OP:
      {
        if (e->flags & F_COST_UNIT)
          {
            /* a cost: tap one of your units; it is "it" for the effects;
             * with none left to tap the cost cannot be paid */
            if (!ask_target (g, p, e->src, &c->cost_sel, &ctx))
              {
                f->pc = PC_DONE;
                return HC_STEP_CONTINUE;
              }
            f->pc = PC_COST_UNIT;
            return HC_STEP_ASK;
          }
        if (e->flags & F_COST_HAND)
          {
            /* a cost: discard cards from hand before the effects */
            if (e->now.cost_hand.discarded >= c->cost_hand
                || hc_zone_count (g, p, Z_HAND) == 0)
              {
                e->flags &= ~F_COST_HAND;
                memset (&e->now, 0, sizeof e->now);
                return HC_STEP_CONTINUE;
              }
            hc_game_ask (g, p, D_DISCARD_PICK, D_DISCARD_PICK);
            gint16 hand[HC_MAX_CARDS];
            gint n = hc_zone_list (g, p, Z_HAND, hand, HC_MAX_CARDS);
            for (gint i = 0; i < n; i++)
              hc_game_offer (g,
                             WOTC_OPT_ID (O_DISCARD, g->card[hand[i]].def, 0),
                             O_DISCARD, hand[i], 0, 0);
            f->pc = PC_COST_DISCARD;
            return HC_STEP_ASK;
          }
        if (c->optional && !(e->flags & F_ASKED)
            && !wotc_op_has_targets (g, e->src, &c->op[e->op], p))
          {
            /* "you may discard one of your units. If you do, ...": with
             * nothing for its first effect to work on the player can't,
             * so none of it happens (Departure Time, Price of Failure) */
            f->pc = PC_DONE;
            return HC_STEP_CONTINUE;
          }
        if (c->optional && !(e->flags & F_ASKED))
          {
            /* "you may": the player decides as it takes effect */
            hc_game_ask (g, p, D_CHOOSE_ONE, D_CHOOSE_ONE);
            g->decision.prompt_arg[0] = e->src;
            hc_game_offer (g, WOTC_OPT_ID (O_MODE, 1, 0), O_MODE, 1, 0, 0);
            hc_game_offer (g, WOTC_OPT_ID (O_MODE, 0, 0), O_MODE, 0, 0, 0);
            f->pc = PC_MAY;
            return HC_STEP_ASK;
          }
        if (c->one_of && !(e->flags & F_ONE_PICKED))
          {
            /* "choose one": the player picks which effect happens */
            hc_game_ask (g, p, D_ONE_OF, D_ONE_OF);
            g->decision.prompt_arg[0] = e->src;
            /* only the parts that have something to work on: a
             * prevention with damage pending, a unit to choose */
            for (gint i = 0; i < c->n_ops; i++)
              if (c->kind != CL_PLAY
                  || wotc_op_has_targets (g, e->src, &c->op[i], p))
                hc_game_offer (g, WOTC_OPT_ID (O_ONE_OF, e->src, i), O_ONE_OF,
                               e->src, (gint16)e->clause, i);
            if (g->decision.n_options == 0)
              {
                /* nothing any part could do: it does nothing */
                g->decision.player = HC_NONE;
                f->pc = PC_DONE;
                return HC_STEP_CONTINUE;
              }
            f->pc = PC_ONE_OF;
            return HC_STEP_ASK;
          }
        if (e->op >= c->n_ops || (c->one_of && (e->flags & F_ONE_DONE)))
          {
            f->pc = PC_DONE;
            return HC_STEP_CONTINUE;
          }
        /* its costs paid and its choices made, the ability takes effect */
        hc_coverage_note (g, e->src, e->clause);
        if (e->dreamer)
          hc_coverage_note (g, e->dreamer - 1, 0);
        const WotcOp *o = &c->op[e->op];
        const WotcOpDef *d = wotc_op_def (o->op);
        if (d->ask)
          {
            WotcOpNext next = d->ask (g, o, e);
            if (next != WOTC_OP_TARGETS)
              return op_next (g, f, e, c, o, next);
          }
        if (d->apply_player)
          {
            d->apply_player (g, o, e->player, e->src, e->x);
            next_op (e);
            return HC_STEP_CONTINUE;
          }
        if (o->sel.flags & SEL_ANY_NUMBER)
          {
            push_choose_any (g, e, o, &ctx);
            f->pc = PC_CHOSEN;
            return HC_STEP_CONTINUE;
          }
        if (o->sel.choose)
          {
            gint chooser = (o->sel.flags & SEL_BY_OPPONENT) ? 1 - p : p;
            if (!ask_target (g, chooser, e->src, &o->sel, &ctx))
              {
                /* nothing to choose: this part does nothing */
                next_op (e);
                return HC_STEP_CONTINUE;
              }
            f->pc = PC_TARGET;
            return HC_STEP_ASK;
          }
        for (gint i = 0; i < g->n_cards; i++)
          if (wotc_sel_matches (g, &o->sel, &ctx, i))
            {
              apply_to (g, e, o, i);
              if (d->then && (o->up_to || !d->up_to))
                return applied (g, f, e, c, o); /* one unit deflects */
            }
        return op_done (g, f, e, c, o);
      }
    case PC_TARGET:
      {
        const HcOption *o = hc_game_take_answer (g);
        const WotcOp *op = &c->op[e->op];
        f->pc = PC_OP;
        if (!o)
          return HC_STEP_CONTINUE;
        if (!wotc_op_def (op->op)->keeps_it)
          e->it = o->a;
        apply_to (g, e, op, o->a);
        return applied (g, f, e, c, op);
      }
    case PC_CHOSEN:
      {
        const WotcOp *op = &c->op[e->op];
        gint16 chosen[HC_MAX_PICKS];
        gint n = hc_targets_chosen (g, f, chosen, NULL);
        hc_targets_truncate (g, f, 0);
        for (gint i = 0; i < n; i++)
          if (wotc_sel_matches (g, &op->sel, &ctx, chosen[i]))
            {
              if (!wotc_op_def (op->op)->keeps_it)
                e->it = chosen[i];
              apply_to (g, e, op, chosen[i]);
            }
        f->pc = PC_OP;
        next_op (e);
        return HC_STEP_CONTINUE;
      }
    case PC_ANSWER:
      {
        const WotcOp *o = &c->op[e->op];
        return op_next (g, f, e, c, o, wotc_op_def (o->op)->answer (g, o, e));
      }
    case PC_THEN:
      {
        const WotcOp *o = &c->op[e->op];
        return op_next (g, f, e, c, o, wotc_op_def (o->op)->then (g, o, e));
      }
    case PC_COST_UNIT:
      {
        const HcOption *o = hc_game_take_answer (g);
        e->flags &= ~F_COST_UNIT;
        f->pc = PC_OP;
        if (o && c->cost_tap_unit == WOTC_COST_UNIT_DISCARD)
          {
            /* "Discard one of your Jedi from the Character arena ->" */
            wotc_log (g, p, M_DISCARD_UNIT, RR_ABILITY, o->a, 0, 0, 0);
            wotc_discard (g, o->a);
          }
        else if (o)
          {
            g->card[o->a].flags |= HC_CARD_TAPPED;
            wotc_log (g, p, M_EFFECT_TAP, RR_ABILITY, o->a, 0, 0, 0);
            e->it = o->a;
          }
        return HC_STEP_CONTINUE;
      }
    case PC_COST_DISCARD:
      {
        const HcOption *o = hc_game_take_answer (g);
        if (o)
          {
            hc_card_move (g, o->a, p, Z_DISCARD, TRUE);
            wotc_log (g, p, M_DISCARD_FROM_HAND, RR_ABILITY, p, o->a, 0, 0);
          }
        e->now.cost_hand.discarded++;
        f->pc = PC_OP;
        return HC_STEP_CONTINUE;
      }
    case PC_ONE_OF:
      {
        const HcOption *o = hc_game_take_answer (g);
        gint pick = o ? o->c : 0;
        e->flags = (e->flags | F_ONE_PICKED) & ~F_ONE_DONE;
        e->op = (gint16)pick;
        memset (&e->now, 0, sizeof e->now);
        f->pc = PC_OP;
        return HC_STEP_CONTINUE;
      }
    case PC_MAY:
      {
        const HcOption *o = hc_game_take_answer (g);
        e->flags |= F_ASKED;
        f->pc = o && o->a ? PC_OP : PC_DONE;
        return HC_STEP_CONTINUE;
      }
    case PC_PLACE:
      for (gint i = 0; i < g->n_cards; i++)
        g->card[i].flags &= (guint8) ~(FLAG_EFFECT_DAMAGE | FLAG_NO_EVADE);
      /* damage done by an ability is not done by its unit's attack: no Stun
       * unless the unit itself deals it */
      {
        /* a secret roll's unrolled damage is the attack's, placed after
         * its dice are shown (secret.c); it stays pending */
        gint held = wotc_secret_waiting (g, HC_NONE)
                        ? wotc_current_attack (g)->defender
                        : HC_NONE;
        gint16 n = held != HC_NONE ? g->card[held].counter[C_PENDING] : 0;
        if (held != HC_NONE)
          g->card[held].counter[C_PENDING] = 0;
        wotc_place_all_pending (g, p, HC_NONE);
        if (held != HC_NONE && Z_IS_ARENA (g->card[held].zone))
          g->card[held].counter[C_PENDING] = n;
      }
      f->pc = PC_OP;
      return HC_STEP_CONTINUE;
    case PC_DONE:
      if ((e->flags & F_DELAY) && g->card[e->src].zone == Z_SETASIDE)
        {
          /* it waits aside until the end of the turn for its triggers */
          g->card[e->src].flags |= FLAG_DELAYED;
          return HC_STEP_DONE;
        }
      if ((e->flags & F_CARD) && g->card[card_aside (e)].zone == Z_SETASIDE)
        {
          HcCard *src = &g->card[card_aside (e)];
          src->counter[C_BUILD] = 0;
          src->flags = 0;
          hc_card_move (g, card_aside (e), src->owner, Z_DISCARD, TRUE);
        }
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

/* The Battle card a disrupt chance is about: the window below names its
 * effect frame. */
gint
wotc_disrupt_target (HcGame *g)
{
  for (gint i = g->n_frames - 1; i >= 0; i--)
    {
      const HcFrame *w = &g->frame[i];
      if (w->kind == HC_STEP_WINDOW && w->arg[HC_WIN_KIND] == W_DISRUPT)
        {
          gint t = w->arg[HC_WIN_ARG];
          if (t >= 0 && t < g->n_frames && g->frame[t].kind == ST_EFFECT
              && g->frame[t].pc != PC_DONE)
            return t;
          return -1;
        }
    }
  return -1;
}

/* A disrupted card does nothing; its cost stays paid and it is discarded. */
void
wotc_cancel_card (HcGame *g, gint frame)
{
  HcFrame *t = &g->frame[frame];
  wotc_log (g, WOTC_EFFECT (t)->player, M_DISRUPTED, RR_ABILITY,
            card_aside (WOTC_EFFECT (t)), 0, 0, 0);
  t->pc = PC_DONE;
}
