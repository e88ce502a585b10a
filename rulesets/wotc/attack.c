/* One attack, in the order of the Revenge of the Sith rulebook's attack
 * sequence: tap and choose a defender, attack chance, roll, reroll chance,
 * assign hits, pending damage, prevention chance, place damage, discard,
 * attack ends. */
#include "wotc-internal.h"

enum
{
  A_ATTACKER,
  A_DEFENDER,
  A_DICE,
  A_HITS,
  A_SIXES,
  A_PENDING,
  A_CROSS, /* Ion Cannon / Bombard attack into another arena */
};

enum
{
  PC_DECLARE,
  PC_ROLL,
  PC_ASSIGN,
  PC_PLACE,
  PC_END,
  PC_CLEANUP,
};

static gboolean
still_there (const HcGame *g, const HcFrame *f)
{
  return Z_IS_ARENA (g->card[f->arg[A_ATTACKER]].zone)
         && Z_IS_ARENA (g->card[f->arg[A_DEFENDER]].zone);
}

static gint
attack_power (const HcGame *g, const HcFrame *f)
{
  gint a = f->arg[A_ATTACKER];
  if (!f->arg[A_CROSS])
    return wotc_card_stat (g, a, S_POWER);
  /* Ion Cannon X / Bombard X replace the power, plus other changes to it */
  gint kw = g->card[a].zone == Z_GROUND ? K_ION_CANNON : K_BOMBARD;
  gint base = hc_card_def (g, a)->stat[S_POWER];
  return MAX (0, wotc_keyword (g, a, kw) + wotc_card_stat (g, a, S_POWER)
                     - base);
}

static void
roll_attack (HcGame *g, HcFrame *f)
{
  gint a = f->arg[A_ATTACKER], d = f->arg[A_DEFENDER];
  gint p = g->card[a].controller;
  gint power = attack_power (g, f);
  gint shields = wotc_keyword (g, d, K_SHIELDS);
  if (shields)
    {
      wotc_log (g, 1 - p, M_SHIELDS, RR_SHIELDS, d, shields, 0, 0);
      power = MAX (0, power - shields);
    }
  gint need = wotc_keyword (g, d, K_ARMOR) ? 5 : 4;
  gint acc = wotc_keyword (g, a, K_ACCURACY);
  gint hits = 0, sixes = 0;
  for (gint i = 0; i < power; i++)
    {
      gint die = hc_game_roll_die (g, p);
      gboolean hit = die + acc >= need;
      hits += hit;
      sixes += die == 6;
      wotc_log (g, p, M_DIE, RR_DICE, die, hit, i + 1, power);
    }
  f->arg[A_DICE] = power;
  f->arg[A_HITS] = hits;
  f->arg[A_SIXES] = sixes;
  wotc_log (g, p, M_HITS, RR_DICE, a, hits, power, 0);
}

HcStepResult
wotc_step_attack (HcGame *g, HcFrame *f)
{
  gint a = f->arg[A_ATTACKER], d = f->arg[A_DEFENDER];
  gint p = g->card[a].controller;
  gint self = (gint) (f - g->frame);
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_DECLARE:
      /* the attack starts when the defender is chosen */
      g->card[a].flags |= HC_CARD_TAPPED | HC_CARD_ATTACKED;
      wotc_log (g, p, M_ATTACK, RR_ATTACK, a, d, 0, 0);
      wotc_fire (g, EV_ATTACKS, g->card[a].zone, a);
      wotc_fire (g, EV_ATTACKED, g->card[d].zone, d);
      f->pc = PC_ROLL;
      hc_window_push (g, W_ATTACK, WOTC_DARK, self);
      return HC_STEP_CONTINUE;
    case PC_ROLL:
      if (!still_there (g, f))
        {
          f->pc = PC_END;
          return HC_STEP_CONTINUE;
        }
      roll_attack (g, f);
      f->pc = PC_ASSIGN;
      hc_window_push (g, W_REROLL, WOTC_DARK, self);
      return HC_STEP_CONTINUE;
    case PC_ASSIGN:
      {
        gint pending = f->arg[A_HITS];
        gint crit = wotc_keyword (g, a, K_CRITICAL_HIT);
        /* one natural six is enough, however many were rolled */
        if (crit && f->arg[A_SIXES] > 0)
          {
            pending += crit;
            wotc_log (g, p, M_CRITICAL, RR_CRITICAL, a, crit, 0, 0);
          }
        f->arg[A_PENDING] = pending;
        g->card[d].counter[C_PENDING] = (gint16) pending;
        wotc_log (g, p, M_PENDING, RR_DAMAGE, d, pending, 0, 0);
        f->pc = PC_PLACE;
        hc_window_push (g, W_PREVENT, WOTC_DARK, self);
        return HC_STEP_CONTINUE;
      }
    case PC_PLACE:
      wotc_place_damage (g, d, p);
      f->pc = PC_END;
      return HC_STEP_CONTINUE;
    case PC_END:
      wotc_log (g, p, M_ATTACK_END, RR_ATTACK, a, 0, 0, 0);
      g->card[d].counter[C_PENDING] = 0;
      wotc_lapse_special_triggers (g);
      /* "when the attack ends" abilities take effect before anything else */
      if (Z_IS_ARENA (g->card[a].zone))
        wotc_fire (g, EV_ATTACK_END, g->card[a].zone, a);
      f->pc = PC_CLEANUP;
      wotc_push_release (g, 0);
      return HC_STEP_CONTINUE;
    case PC_CLEANUP:
      hc_effects_expire (g, HC_DUR_ATTACK);
      for (gint i = 0; i < g->n_cards; i++)
        g->card[i].flags &= (guint8) ~HC_CARD_USED;
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}
