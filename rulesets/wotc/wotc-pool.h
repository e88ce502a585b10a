/* The held pool's order (seed 001, Triggered Abilities in General) as
 * functions of the core's trigger pool alone: the ruleset's release step
 * and the timing lab's wotc model (src/lab) order waiting abilities with
 * the same calls, so the lab cannot drift from the game it models. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

/* Which waiting abilities a chance releases (HcTrigger.flags): prevention
 * and reroll abilities wait for chances of their own kind. */
typedef enum
{
  WOTC_POOL_NORMAL,
  WOTC_POOL_REROLL,
  WOTC_POOL_PREVENT,
} WotcPool;

/* triggers.c; G_GNUC_INTERNAL (not exported from a shared object) lets
 * the compiler inline them into the release step as before, so ordering
 * the pool through them costs no instructions (bench/callgrind.sh) */
/* The abilities of `pool` that may take effect next, as indices of
 * g->trigger in cand[] (at most HC_MAX_TRIGGERS): every Dark Side one
 * before any Light Side one, in the order they triggered, whoever is
 * active.  *chooser is the side whose they are, which picks the order of
 * its own.  Returns how many; 0 when none of `pool` waits. */
G_GNUC_INTERNAL gint wotc_pool_next (const HcGame *g, WotcPool pool,
                                     gint *chooser, gint16 *cand);
/* Offers waiting ability g->trigger[index] in the decision being asked;
 * wotc_pool_chosen finds it again from the answer, or returns -1. */
G_GNUC_INTERNAL void wotc_pool_offer (HcGame *g, gint index);
G_GNUC_INTERNAL gint wotc_pool_chosen (const HcGame *g, const HcOption *o);

G_END_DECLS
