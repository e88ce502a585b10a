/* How a wotc position looks to the stronger agents (the levels).  The game
 * is won by controlling two of the three arenas at the end of a turn, so
 * the heart of the score is each arena's balance of strength, with the
 * second-best arena, the one that decides "two of three", weighing most.
 * An arena one side holds alone counts in full; a shared one goes by the
 * square law of the battle to come (arena_balance).
 * Beside the arenas: the whole army, the Force (abilities and the Force
 * pool's uses), the cards in hand and the build counters on cards being
 * built (units to come).  A unit that may still attack this turn (untapped,
 * its arena's battle step not over) counts some of its power again.  Stats are
 * the printed ones, for speed.  Everything read is public: units in the arenas,
 * counts, resources, counters and tapped cards, never a hidden card's
 * identity. */
#include "wotc-queries.h"

#include <math.h>

/* strength per point of power of a unit whose attack is still to come this
 * turn: an attack spent (or a unit tapped for its ability in the build
 * step) is worth less than one in hand.  Without it, hard tapped its
 * units to draw cards and left arenas to the opponent; with it (and the
 * search settling attacks, search.c) it won 83.5% of 200 games against
 * greedy at 200 playouts instead of 79.5% (0.5: 83.0%).  Against
 * search:200 at hard:1000 (seed 7001, 200 games) 0.5 won 74.0% instead of
 * 67.5%, mostly as the Dark Side (63 of 100 instead of 55; 0.8: 74.0%, 66):
 * the stronger the search, the more an attack held back should count */
#define ATTACK_TO_COME 0.5

/* What a side brings to one arena's battle: the power it attacks with
 * (more while its attacks are still to come) and the health it soaks
 * damage with, one more a unit (a unit at 0 health left still takes a
 * hit to remove). */
typedef struct
{
  gint units; /* units that count for control */
  double power, health;
} ArenaForce;

/* -1..1: how much of an arena is mine.  Held alone: all of it.  Shared:
 * the battle goes as Lanchester's square law has it, each side's strength
 * its power times its health: damage dealt also takes away the power
 * that would have answered it, so a side ahead in both wins by more than
 * the sum of its units says.  With plain sums (the balance of
 * 1 + power + 0.7 x health a unit before) hard put
 * ships into a space arena the opponent's bigger ships held and lost them
 * there; the square law won 82.5% of seed 7001's 200 games against
 * search:200 at hard:1000 instead of 75.5% (half of each: 78.5%). */
static double
arena_balance (const ArenaForce *mine, const ArenaForce *theirs)
{
  if (mine->units && !theirs->units)
    return 1.0;
  if (theirs->units && !mine->units)
    return -1.0;
  if (!mine->units)
    return 0.0;
  double qm = (mine->power + 0.5) * mine->health;
  double qt = (theirs->power + 0.5) * theirs->health;
  return 0.9 * (qm - qt) / (qm + qt);
}

static void
sort3 (double *v)
{
  for (gint i = 0; i < 2; i++)
    for (gint j = 0; j < 2 - i; j++)
      if (v[j] < v[j + 1])
        {
          double t = v[j];
          v[j] = v[j + 1];
          v[j + 1] = t;
        }
}

double
wotc_agent_evaluate (const HcGame *g, gint player)
{
  ArenaForce f[HC_MAX_PLAYERS][3] = { { { 0 } } };
  /* the whole army's worth, beside the arenas */
  double s[HC_MAX_PLAYERS][3] = { { 0 } };
  double built[HC_MAX_PLAYERS] = { 0, 0 };
  gint phase = g->global[HC_G_PHASE];
  /* the arena whose battle step is on; -1 before the first (and after
   * the last, for the few decisions left in the phase: a slight overcount) */
  gint battle_arena = phase == PH_BATTLE ? g->global[G_ARENA] : -1;
  for (gint i = 0; i < g->n_cards; i++)
    {
      const HcCard *c = &g->card[i];
      gint p = c->controller;
      if (p < 0 || p >= HC_MAX_PLAYERS)
        continue;
      if (c->zone == Z_BUILD)
        {
          built[p] += c->counter[C_BUILD];
          continue;
        }
      if (!Z_IS_ARENA (c->zone) || c->under != HC_NONE)
        continue;
      gint a = c->zone - Z_SPACE;
      /* printed figures and abilities: the lasting changes would cost a
       * scan of every card per unit, and the search asks this at every
       * leaf and rollout step (it made hard 30 times slower a playout) */
      const HcCardDef *d = hc_card_def (g, i);
      double power = MAX (0, d->stat[S_POWER]);
      double left = MAX (0, d->stat[S_HEALTH] - c->counter[C_DAMAGE]
                                - c->counter[C_PENDING]);
      f[p][a].units += wotc_abilities (g, i)->kw[K_NO_CONTROL] == 0;
      f[p][a].power += power;
      f[p][a].health += 1.0 + left;
      s[p][a] += 1.0 + power + 0.7 * left;
      gboolean to_come = phase == PH_COMMAND
                         || (phase == PH_BATTLE
                             && (battle_arena < 0 || c->zone >= battle_arena));
      if (to_come && !(c->flags & HC_CARD_TAPPED))
        {
          s[p][a] += ATTACK_TO_COME * power;
          f[p][a].power += ATTACK_TO_COME * power;
        }
    }
  gint me = player, op = 1 - player;
  double arena[3], army[HC_MAX_PLAYERS] = { 0, 0 };
  for (gint a = 0; a < 3; a++)
    {
      arena[a] = arena_balance (&f[me][a], &f[op][a]);
      army[me] += s[me][a];
      army[op] += s[op][a];
    }
  sort3 (arena);
  double v = 0.25 * arena[0] + 0.55 * arena[1] + 0.2 * arena[2];
  v += 0.3 * (army[me] - army[op]) / (army[me] + army[op] + 8.0);
  v += 0.01 * (g->res[me][R_FORCE] - g->res[op][R_FORCE]);
  v += 0.015
       * CLAMP (hc_zone_count (g, me, Z_HAND) - hc_zone_count (g, op, Z_HAND),
                -6, 6);
  v += 0.01 * CLAMP (built[me] - built[op], -10.0, 10.0);
  return CLAMP (v, -1.0, 1.0);
}

/* How the levels search wotc (src/agents/levels.c):
 * - no rollout: the evaluation reads a position at once; 4 heuristic
 *   decisions won no more games against greedy (23 of 30 with them and
 *   without, at 200 playouts) and made a playout about 5 times dearer;
 * - settling: a playout first passes through up to 8 play-or-pass chances,
 *   so an attack chosen in the tree is scored after its dice and damage,
 *   not before: 75.5% -> 79.5% of 200 games against greedy at 200 playouts
 *   (alone), 83.5% with the evaluation's attacks to come;
 * - exploration 0.3, not the plain search's 0.7: the evaluation's scores of
 *   one decision's options differ by far less than the 0 to 1 of a win, so
 *   0.7 spread the playouts nearly evenly; measured, 0.3 won 68 of 100 games
 *   against search:200 at hard:1000 instead of 61 (0.15: 68 too);
 * - two trees for hard (one won no more: 69.0% of 100 games against
 *   search:200 at hard:1000);
 * - hard answers with the best mean among the options visited at least
 *   half as often as the most visited, not the most visited: at hard:1000
 *   against search:200 (seed 7001, 200 games) 71.5% instead of 67.5%, and
 *   with ATTACK_TO_COME 0.5 75.5% instead of 74.0%.  Both changes over
 *   seeds 7001 to 7003 (600 games): 72.7% instead of 69.7%, the gain the
 *   Dark Side's (187 wins of 300 instead of 169); 3,000 playouts instead
 *   of 1,000 won no more with them (74.5% on seed 7001). */
const HcLevelTuning wotc_level_tuning = {
  .rollout = 0,
  .greedy_pct = 70,
  .settle = 8,
  .exploration = 0.3,
  .hard_trees = 2,
  .hard_final_share = 0.5,
};
