/* Play-or-pass chances.  What may be played depends on the chance: in a
 * damage-prevention chance only prevention (Evade so far); reroll chances
 * take only rerolls; the others take Battle cards and activated abilities
 * (none implemented yet, so those chances pass by themselves). */
#include "wotc-internal.h"

static HcFrame *
attack_of (HcGame *g, const HcFrame *w)
{
  gint i = w->arg[HC_WIN_ARG];
  if (i < 0 || i >= g->n_frames || g->frame[i].kind != ST_ATTACK)
    return NULL;
  return &g->frame[i];
}

void
wotc_window_offer (HcGame *g, const HcFrame *w, gint player)
{
  if (w->arg[HC_WIN_KIND] != W_PREVENT)
    return;
  HcFrame *atk = attack_of (g, w);
  if (!atk || atk->arg[5] <= 0)
    return;
  gint d = atk->arg[1];
  const HcCard *dc = &g->card[d];
  if (dc->controller != player || !Z_IS_ARENA (dc->zone)
      || (dc->flags & HC_CARD_USED))
    return;
  const WotcAbilities *ab = wotc_abilities (g, d);
  if (ab->evade > 0 && g->res[player][R_FORCE] >= ab->evade_force)
    hc_game_offer (g, WOTC_OPT_ID (O_EVADE, d, 0), O_EVADE, d, ab->evade,
                   ab->evade_force);
}

void
wotc_window_play (HcGame *g, HcFrame *w, gint player, const HcOption *o)
{
  if (o->kind != O_EVADE)
    return;
  HcFrame *atk = attack_of (g, w);
  if (!atk)
    return;
  gint d = o->a;
  g->res[player][R_FORCE] -= o->c;
  g->card[d].flags |= HC_CARD_USED;
  /* Evade prevents up to X: never more than is pending */
  gint prevented = MIN (o->b, atk->arg[5]);
  atk->arg[5] -= prevented;
  wotc_log (g, player, M_EVADE, RR_EVADE, d, prevented, o->c, atk->arg[5]);
}
