/* The dice of the attack in progress live in the game value (globals), so
 * reroll chances can change them and clone/save/hash see them.  Ten dice
 * fit in one slot (three bits each); forty in all, far above any power a
 * card reaches. */
#include "wotc-steps.h"

#define DICE_PER_SLOT 10
#define MAX_DICE (4 * DICE_PER_SLOT)

gint
wotc_dice_count (const HcGame *g)
{
  return g->global[G_DICE_N];
}

gint
wotc_die (const HcGame *g, gint i)
{
  gint32 slot = g->global[G_DICE0 + i / DICE_PER_SLOT];
  return (slot >> (3 * (i % DICE_PER_SLOT))) & 7;
}

void
wotc_set_die (HcGame *g, gint i, gint value)
{
  gint32 *slot = &g->global[G_DICE0 + i / DICE_PER_SLOT];
  gint shift = 3 * (i % DICE_PER_SLOT);
  *slot
      = (gint32)(((guint32)*slot & ~(7u << shift)) | ((guint32)value << shift));
}

void
wotc_roll_dice (HcGame *g, gint player, gint n)
{
  n = CLAMP (n, 0, MAX_DICE);
  for (gint k = G_DICE0; k <= G_DICE3; k++)
    g->global[k] = 0;
  g->global[G_DICE_N] = n;
  for (gint i = 0; i < n; i++)
    {
      gint die = hc_game_roll_die (g, player);
      wotc_set_die (g, i, die);
      wotc_log (g, player, M_DIE, RR_DICE, die, 0, i + 1, n);
    }
}

/* A die hits on 4 or more (5 or more against Armor); Accuracy adds to the
 * die but a 6 counts for Critical Hit only when it is natural. */
gint
wotc_count_hits (const HcGame *g, gint need, gint accuracy, gint *sixes)
{
  gint hits = 0, six = 0;
  for (gint i = 0; i < wotc_dice_count (g); i++)
    {
      gint d = wotc_die (g, i);
      hits += d + accuracy >= need;
      six += d == 6;
    }
  if (sixes)
    *sixes = six;
  return hits;
}

/* Dice of damage (Retaliate, Asteroid Field): rolled against the target,
 * not attack dice, so nothing that changes attacks applies; Armor does. */
gint
wotc_dice_damage (HcGame *g, gint player, gint n, gint target)
{
  gint need = wotc_keyword (g, target, K_ARMOR) ? 5 : 4;
  gint hits = 0;
  for (gint i = 0; i < n; i++)
    {
      gint die = hc_game_roll_die (g, player);
      hits += die >= need;
      wotc_log (g, player, M_DAMAGE_DIE, RR_DICE_DAMAGE, die, 0, i + 1, n);
    }
  wotc_log (g, player, M_DICE_DAMAGE, RR_DICE_DAMAGE, target, hits, n, 0);
  return hits;
}

/* A reroll effect for the player whose unit is attacking: all dice, or the
 * ones that missed. */
void
wotc_reroll (HcGame *g, gint player, gboolean all)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk || g->card[atk->attacker].controller != player)
    return;
  gint need = wotc_hit_need (g, atk->defender);
  gint acc = wotc_keyword (g, atk->attacker, K_ACCURACY);
  for (gint i = 0; i < wotc_dice_count (g); i++)
    {
      gint d = wotc_die (g, i);
      if (!all && d + acc >= need)
        continue;
      gint v = hc_game_roll_die (g, player);
      wotc_set_die (g, i, v);
      wotc_log (g, player, M_REROLL, RR_REROLL, i + 1, d, v, 0);
    }
}

/* A reroll for the player whose unit is attacked: the dice that hit it. */
void
wotc_reroll_against (HcGame *g, gint player, gint unit)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk || atk->defender != unit)
    return;
  gint need = wotc_hit_need (g, unit);
  gint acc = wotc_keyword (g, atk->attacker, K_ACCURACY);
  for (gint i = 0; i < wotc_dice_count (g); i++)
    {
      gint d = wotc_die (g, i);
      if (d + acc < need)
        continue;
      gint v = hc_game_roll_die (g, player);
      wotc_set_die (g, i, v);
      wotc_log (g, player, M_REROLL, RR_REROLL, i + 1, d, v, 0);
    }
}
