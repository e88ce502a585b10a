/* A secret roll (Darth Sidious (C), JG 8: "Roll Sidious's attack dice
 * secretly ... Show them to your opponent after damage prevention").  The
 * card's ruling advises rolling the dice only once the opponent has used
 * their reroll, pending-damage and prevention chances, and that is what
 * attack.c does: nothing about the dice exists in the game value before
 * then, so no view, log line or random draw can tell them early.  Until
 * the roll, the defender has the most damage the dice could do pending
 * (attack.c); what is played against it is a promise kept in a lasting
 * effect of the attack and carried out, in the order made, on the dice
 * once shown: a prevention of "up to N" prevents up to N of the real
 * damage, a reroll rerolls the dice it names (for picked dice, how many
 * is chosen now, which ones after the roll: the ruling). */
#include "wotc-steps.h"

/* the attack in progress while its dice are still unrolled and, unless
 * unit is HC_NONE, unit is its defender; else NULL */
static WotcAttackFrame *
waiting (HcGame *g, gint unit)
{
  WotcAttackFrame *at = wotc_current_attack (g);
  if (!at || at->secret != WOTC_SECRET_WAITING)
    return NULL;
  return unit == HC_NONE || at->defender == unit ? at : NULL;
}

gboolean
wotc_secret_waiting (HcGame *g, gint unit)
{
  return waiting (g, unit) != NULL;
}

/* Prevent up to limit (all, when negative) of the damage pending on unit,
 * from source's effect: what was prevented.  Against unrolled dice the
 * amount is a promise, recorded for the roll (wotc_secret_prevent_all). */
gint
wotc_prevent_pending (HcGame *g, gint source, gint unit, gint limit)
{
  HcCard *c = &g->card[unit];
  gint pending = c->counter[C_PENDING];
  gint prevented = limit < 0 ? pending : MIN (limit, pending);
  c->counter[C_PENDING] = (gint16)(pending - prevented);
  if (prevented > 0 && waiting (g, unit))
    {
      HcEffect *e = hc_effect_add (g, EFF_SECRET_PREVENT, HC_DUR_ATTACK,
                                   c->controller, unit, unit, prevented);
      if (e)
        e->arg = source;
      wotc_log (g, c->controller, M_SECRET_PROMISE, RR_ABILITY, source,
                prevented, unit, 0);
    }
  return prevented;
}

/* Deflect's prevented damage sent to unit `to`: against unrolled dice,
 * it goes with the last promise on `unit`, as much as that prevents;
 * FALSE when the dice are known (the caller sends it now). */
gboolean
wotc_secret_deflect (HcGame *g, gint unit, gint to)
{
  if (!waiting (g, unit))
    return FALSE;
  for (gint i = g->n_effects - 1; i >= 0; i--)
    if (g->effect[i].kind == EFF_SECRET_PREVENT && g->effect[i].target == unit)
      {
        g->effect[i].value = (g->effect[i].value & 0xffff) | (to + 1) << 16;
        break;
      }
  return TRUE;
}

/* A reroll by player of the attack dice, the WOTC_SECRET_* way: while the
 * dice are unrolled it is recorded (n: how many dice, or the unit whose
 * hits; aux: the picking player, or Lucky's side) and TRUE returned. */
gboolean
wotc_secret_reroll (HcGame *g, gint player, gint way, gint n, gint aux)
{
  WotcAttackFrame *at = waiting (g, HC_NONE);
  if (!at)
    return FALSE;
  HcEffect *e = hc_effect_add (g, EFF_SECRET_REROLL, HC_DUR_ATTACK, player,
                               at->attacker, at->attacker, n);
  if (e)
    e->arg = way | aux << 8;
  /* picked dice: the player who picks them says it */
  gint who = way == WOTC_SECRET_PICK ? aux : player;
  wotc_log (g, who, M_SECRET_REROLL, RR_REROLL, who, at->attacker, 0, 0);
  return TRUE;
}

#define DONE_BIT 0x10000

/* The next promised reroll, carried out on the shown dice (a pick of dice
 * pushes its step); FALSE when none is left. */
gboolean
wotc_secret_next_reroll (HcGame *g)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      HcEffect *e = &g->effect[i];
      if (e->kind != EFF_SECRET_REROLL || (e->arg & DONE_BIT))
        continue;
      e->arg |= DONE_BIT;
      gint way = e->arg & 0xff, aux = (e->arg >> 8) & 0xff;
      gint player = e->controller, n = e->value;
      if (way == WOTC_SECRET_ALL || way == WOTC_SECRET_MISSES)
        wotc_reroll (g, player, way == WOTC_SECRET_ALL);
      else if (way == WOTC_SECRET_HITS)
        wotc_reroll_against (g, player, n);
      else if (way == WOTC_SECRET_LUCKY)
        wotc_lucky_reroll (g, player, n, aux);
      else
        wotc_push_reroll_pick_n (g, aux, e->source, aux != player, n);
      return TRUE;
    }
  return FALSE;
}

/* The promises of prevention on unit, in the order made, on the damage
 * the shown dice do: each prevents up to its amount of what is left. */
void
wotc_secret_prevent_all (HcGame *g, gint unit)
{
  for (gint i = 0; i < g->n_effects; i++)
    {
      if (g->effect[i].kind != EFF_SECRET_PREVENT
          || g->effect[i].target != unit)
        continue;
      gint up_to = g->effect[i].value & 0xffff;
      gint to = (g->effect[i].value >> 16) - 1, source = g->effect[i].arg;
      HcCard *c = &g->card[unit];
      gint n = MIN (up_to, c->counter[C_PENDING]);
      c->counter[C_PENDING] = (gint16)(c->counter[C_PENDING] - n);
      wotc_log (g, c->controller, M_SECRET_PREVENT, RR_ABILITY, source, n, unit,
                c->counter[C_PENDING]);
      if (n <= 0)
        continue;
      wotc_fire_subject (g, EV_PREVENTED, unit);
      /* Deflect: what it prevented, done to the unit chosen then */
      if (to >= 0 && Z_IS_ARENA (g->card[to].zone))
        {
          HcCard *t = &g->card[to];
          t->counter[C_PENDING] = (gint16)(t->counter[C_PENDING] + n);
          wotc_log (g, c->controller, M_PENDING, RR_DEFLECT, to,
                    t->counter[C_PENDING], 0, 0);
        }
    }
}
