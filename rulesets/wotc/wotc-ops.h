/* The wotc ruleset's layer 4, effect operations: the changes to a game
 * that rule steps and effects make (drawing, discarding, deploying,
 * placing damage, rolling dice, logging), none of which asks a player. */
#pragma once

#include "wotc-queries.h"
#include "wotc-text.h"

G_BEGIN_DECLS

/* rules.c */
void wotc_log (HcGame *g, gint actor, gint msg, gint rule, gint32 a0, gint32 a1,
               gint32 a2, gint32 a3);
gint wotc_draw (HcGame *g, gint player, gint n);
void wotc_discard (HcGame *g, gint card);
void wotc_effect_end (HcGame *g, gint i);
void wotc_deploy (HcGame *g, gint card);
gboolean wotc_check_victory (HcGame *g);
void wotc_refit (HcGame *g, gint unit, gint counters);
void wotc_release_stored (HcGame *g, gint player, gint counters);
void wotc_place_damage (HcGame *g, gint card, gint by_player, gint source);
void wotc_place_damage_in_build_zone (HcGame *g, gint card, gint by_player,
                                      gint source);
void wotc_place_all_pending (HcGame *g, gint by_player, gint source);
void wotc_place_all_unpreventable (HcGame *g, gint by_player, gint source);
void wotc_place_location (HcGame *g, gint p, gint card, gint arena);
/* card c (from a hand or from under host) becomes the top card of host's
 * stack, which keeps its damage and tapped state */
void wotc_stack_swap (HcGame *g, gint c, gint host);
void wotc_show_in_hand (HcGame *g, gint card);
/* Pilots waiting aside after their unit was discarded (Zam's Airspeeder
 * (B), Escape Pod) */
gint wotc_waiting_pilots (const HcGame *g, gint player, gint16 *out);
void wotc_card_moved (HcGame *g, gint card, gint from_player, gint from_zone);

/* attack.c */
void wotc_retaliate_ready (HcGame *g, gint unit, gint attacker, gint dice);
void wotc_intercept (HcGame *g, gint unit);

/* dice.c */
void wotc_set_die (HcGame *g, gint i, gint value);
void wotc_roll_dice (HcGame *g, gint player, gint n);
gint wotc_dice_damage (HcGame *g, gint player, gint n, gint target);
void wotc_reroll (HcGame *g, gint player, gboolean all);
void wotc_reroll_against (HcGame *g, gint player, gint unit);
/* Lucky X: up to x of the dice that hurt player rerolled (their misses as
 * attacker, the hits as defender); how many were */
gint wotc_lucky_reroll (HcGame *g, gint player, gint x, gboolean defender);

/* flow.c */
void wotc_add_build_points (HcGame *g, gint player, gint n);

/* upkeep.c */
void wotc_earn_bounty (HcGame *g, gint source);

/* ops/leave-play.c: card leaves play otherwise than by a discard: the
 * cards stacked with it and attached to it go to their owners' stack_to,
 * it to its owner's `to`, each forgetting its damage and flags; its
 * lasting effects end; no "when discarded" ability triggers */
void wotc_leave_play (HcGame *g, gint card, gint stack_to, gint to);

/* command.c */
void wotc_complete_mission (HcGame *g, gint p, gint card);
void wotc_finish_building (HcGame *g, gint p, gint card);

G_END_DECLS
