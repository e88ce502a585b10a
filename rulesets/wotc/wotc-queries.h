/* The wotc ruleset's layer 3, state queries: what the rules ask of a game
 * without changing it (stats and keywords with their lasting changes,
 * selectors, who may attack or be attacked, the dice rolled). */
#pragma once

#include "wotc-cards.h"

G_BEGIN_DECLS

/* The arena a unit or Location is in (Z_SPACE..Z_CHARACTER), or -1.
 * Inline: the stat and trigger scans ask it of every card. */
static inline gint
wotc_card_arena (const HcGame *g, gint card)
{
  gint z = g->card[card].zone;
  if (Z_IS_ARENA (z))
    return z;
  if (Z_IS_LOCATION (z))
    return Z_SPACE + (z - Z_LOC_SPACE);
  return -1;
}

/* queries.c */
gint wotc_card_type (const HcGame *g, gint card);
gint32 wotc_card_stat (const HcGame *g, gint card, gint stat);
gint wotc_keyword (const HcGame *g, gint card, gint kw);
gint32 wotc_static_sum (const HcGame *g, gint card, gint op, gint stat,
                        gint *count);
gint wotc_act_cost_change (const HcGame *g, gint card);
gboolean wotc_unique_conflict (const HcGame *g, gint player, gint def);
gboolean wotc_unique_conflict_except (const HcGame *g, gint player, gint def,
                                      gint except);
gint wotc_count_units (const HcGame *g, gint player, gint arena);
gint wotc_count_controlling (const HcGame *g, gint player, gint arena);
gint wotc_stack_size (const HcGame *g, gint card);
/* the most cards a stack holds */
#define WOTC_MAX_STACK 4
gint wotc_total_build_cost (const HcGame *g, gint card);
gboolean wotc_cant_lose (const HcGame *g, gint player);
gboolean wotc_can_be_attacked (const HcGame *g, gint unit);
gboolean wotc_can_attack (const HcGame *g, gint unit);
/* queries.c: its attack's damage can't be prevented (Stormtrooper Assault
 * Team) */
gboolean wotc_attack_unpreventable (const HcGame *g, gint unit);
/* queries.c: a lasting effect of that kind lies on target (EFF_ONE_DIE) */
gboolean wotc_has_effect (const HcGame *g, guint16 kind, gint target);
/* queries.c: the clause of a lasting ability OP of its own in force, or -1 */
gint wotc_own_rule (const HcGame *g, gint unit, gint op);
/* queries.c: target's lasting ability makes attacker attack it (Motti) */
gboolean wotc_must_attack (const HcGame *g, gint attacker, gint target);
gboolean wotc_can_retreat (const HcGame *g, gint unit);
gboolean wotc_kept_from_arena (const HcGame *g, gint player, gint card);
gboolean wotc_builds_face_up (const HcGame *g, gint player);
/* queries.c: Labria (A) shows a hand card to viewer */
gboolean wotc_card_revealed (const HcGame *g, gint card, gint viewer);
gboolean wotc_face_down_seen (const HcGame *g, gint card, gint viewer);
/* queries.c: whether a player can't do `what` (WOTC_FORBID_*) now: a
 * lasting effect (Surprise Attack) or a lasting ability of one of the
 * player's units in an arena (General Tagge (A)) */
gboolean wotc_forbidden (const HcGame *g, gint player, gint what);
gint wotc_extra_draws (const HcGame *g, gint player);
gboolean wotc_damage_stopped (HcGame *g, gint target, gint source);
gint wotc_double_damage (const HcGame *g, gint arena);

/* select.c: what a selector picks, seen from an ability */
typedef struct
{
  gint source; /* the card whose ability it is */
  gint player; /* who controls the ability */
  gint it;     /* the card chosen earlier in it, or HC_NONE */
  gint arena;  /* the arena chosen earlier in it (Z_*), or -1 */
} WotcCtx;

gboolean wotc_subtype_has (const char *subtype, gint16 spec);
gboolean wotc_card_has_subtype (const HcGame *g, gint c, gint16 spec);
gboolean wotc_filter_matches (HcGame *g, const WotcSel *s, const WotcCtx *x,
                              gint c);
gboolean wotc_sel_matches (HcGame *g, const WotcSel *s, const WotcCtx *x,
                           gint c);
gint wotc_sel_count (HcGame *g, const WotcSel *s, const WotcCtx *x);
gboolean wotc_condition_holds (HcGame *g, const WotcClause *c, gint source);
/* player has more units in the arena (Z_SPACE..) than the opponent */
gboolean wotc_more_units (const HcGame *g, gint player, gint arena);

/* effect.c */
const WotcClause *wotc_clause_of (const HcGame *g, gint source, gint clause);

/* pop.c */
gint wotc_clause_force_cost (const HcGame *g, gint source, gint clause);
/* pop.c: whether one effect has something to work on now */
gboolean wotc_op_has_targets (HcGame *g, gint source, const WotcOp *o,
                              gint player);
gboolean wotc_clause_playable (HcGame *g, gint source, gint clause, gint player,
                               gint window);
gboolean wotc_only_if_holds (HcGame *g, const WotcClause *c, gint source,
                             gint player);
gint wotc_evade_cost (const HcGame *g, gint unit);

/* attack.c */
gint wotc_hit_need (const HcGame *g, gint target);

/* dice.c: the current attack's dice */
gint wotc_dice_count (const HcGame *g);
gint wotc_die (const HcGame *g, gint i);
gint wotc_count_hits (const HcGame *g, gint need, gint accuracy, gint *sixes);

/* command.c */
gint wotc_mission_clause (const HcGame *g, gint card);
gboolean wotc_mission_ready (const HcGame *g, gint card);

G_END_DECLS
