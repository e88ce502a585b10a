/* The effect operations by OP_ value: adding one is its file under ops/
 * and its line here (doc/architecture.md, "Adding a mechanic"). */
#include "wotc-op.h"

extern const WotcOpDef wotc_op_draw, wotc_op_gain_force, wotc_op_lose_force,
    wotc_op_heal, wotc_op_tap, wotc_op_untap, wotc_op_search, wotc_op_recover,
    wotc_op_strip_hand, wotc_op_store, wotc_op_choose_arena,
    wotc_op_reveal_until, wotc_op_cull, wotc_op_pay_x, wotc_op_pay_cost_of,
    wotc_op_unless_pays, wotc_op_disrupt, wotc_op_opp_gain_force,
    wotc_op_opp_lose_force, wotc_op_build_points, wotc_op_opp_build_points,
    wotc_op_reroll_build, wotc_op_protect, wotc_op_guard, wotc_op_pacify,
    wotc_op_shelter, wotc_op_doom, wotc_op_backlash, wotc_op_retreat_at_end,
    wotc_op_doom_turn, wotc_op_hijack, wotc_op_grant_retaliate, wotc_op_win,
    wotc_op_cant_lose, wotc_op_ward, wotc_op_flaw, wotc_op_add_subtype,
    wotc_op_gift, wotc_op_no_retreat_for, wotc_op_battle_cost,
    wotc_op_build_counters, wotc_op_look_hand, wotc_op_release_stored,
    wotc_op_reroll, wotc_op_reroll_hits, wotc_op_deploy, wotc_op_put_damage,
    wotc_op_discard, wotc_op_retreat, wotc_op_refit, wotc_op_stat,
    wotc_op_keyword, wotc_op_intercept, wotc_op_retaliate, wotc_op_ceasefire,
    wotc_op_discard_hand, wotc_op_opp_discard, wotc_op_gain_force_per,
    wotc_op_damage, wotc_op_dice_damage, wotc_op_prevent, wotc_op_deflect,
    wotc_op_target, wotc_op_delay;
extern const WotcOpDef wotc_op_remove_build_counters;
extern const WotcOpDef wotc_op_retaliate_for;
extern const WotcOpDef wotc_op_unless_you_pay;
extern const WotcOpDef wotc_op_look_builds;
extern const WotcOpDef wotc_op_unpilot;
extern const WotcOpDef wotc_op_damage_counters;
extern const WotcOpDef wotc_op_no_evade;
extern const WotcOpDef wotc_op_if_have;
extern const WotcOpDef wotc_op_tame;
extern const WotcOpDef wotc_op_prevent_for;
extern const WotcOpDef wotc_op_opponent_rerolls;
extern const WotcOpDef wotc_op_pause_build;
extern const WotcOpDef wotc_op_mode;
extern const WotcOpDef wotc_op_lose_keyword;
extern const WotcOpDef wotc_op_roll_tap;
extern const WotcOpDef wotc_op_if_opponent_pays;
extern const WotcOpDef wotc_op_if_you_pay;
extern const WotcOpDef wotc_op_cost_x;
extern const WotcOpDef wotc_op_return_to_hand;
extern const WotcOpDef wotc_op_put_in_arena;
extern const WotcOpDef wotc_op_search_to_build;
extern const WotcOpDef wotc_op_redraw_hand;
extern const WotcOpDef wotc_op_bottom_hand;
extern const WotcOpDef wotc_op_reveal_to_build;
extern const WotcOpDef wotc_op_prophecy;
extern const WotcOpDef wotc_op_power_x;
extern const WotcOpDef wotc_op_predict_hits;
extern const WotcOpDef wotc_op_forbid;
extern const WotcOpDef wotc_op_to_deck_top;
extern const WotcOpDef wotc_op_build_points_per;
extern const WotcOpDef wotc_op_cross_power;
extern const WotcOpDef wotc_op_build_points_from_counters;
extern const WotcOpDef wotc_op_duel;
extern const WotcOpDef wotc_op_pay_build_points_x;
extern const WotcOpDef wotc_op_intercept_for;
extern const WotcOpDef wotc_op_damage_divided;
extern const WotcOpDef wotc_op_move_counter, wotc_op_speed_damage;
extern const WotcOpDef wotc_op_stage;
extern const WotcOpDef wotc_op_heal_divided;
extern const WotcOpDef wotc_op_spread;
extern const WotcOpDef wotc_op_ward_arena;
extern const WotcOpDef wotc_op_mark;
extern const WotcOpDef wotc_op_pilot_to_build;
extern const WotcOpDef wotc_op_raise;
extern const WotcOpDef wotc_op_search_many;
extern const WotcOpDef wotc_op_raid;
extern const WotcOpDef wotc_op_look_top;
extern const WotcOpDef wotc_op_redirect;
extern const WotcOpDef wotc_op_pile_to_arena;
extern const WotcOpDef wotc_op_even_speed;
extern const WotcOpDef wotc_op_one_die, wotc_op_recoil, wotc_op_doom_on_hit;
extern const WotcOpDef wotc_op_extra_step;
extern const WotcOpDef wotc_op_divide_hits;
extern const WotcOpDef wotc_op_put_on_top;
extern const WotcOpDef wotc_op_fury;
extern const WotcOpDef wotc_op_recover_stack;
extern const WotcOpDef wotc_op_rescue_pilot;
extern const WotcOpDef wotc_op_search_stack;
extern const WotcOpDef wotc_op_borrow_battle;

const WotcOpDef *const wotc_ops[OP_COUNT] = {
  [OP_DRAW] = &wotc_op_draw,
  [OP_GAIN_FORCE] = &wotc_op_gain_force,
  [OP_LOSE_FORCE] = &wotc_op_lose_force,
  [OP_HEAL] = &wotc_op_heal,
  [OP_TAP] = &wotc_op_tap,
  [OP_UNTAP] = &wotc_op_untap,
  [OP_SEARCH] = &wotc_op_search,
  [OP_RECOVER] = &wotc_op_recover,
  [OP_STRIP_HAND] = &wotc_op_strip_hand,
  [OP_STORE] = &wotc_op_store,
  [OP_CHOOSE_ARENA] = &wotc_op_choose_arena,
  [OP_REVEAL_UNTIL] = &wotc_op_reveal_until,
  [OP_CULL] = &wotc_op_cull,
  [OP_PAY_X] = &wotc_op_pay_x,
  [OP_PAY_COST_OF] = &wotc_op_pay_cost_of,
  [OP_UNLESS_PAYS] = &wotc_op_unless_pays,
  [OP_DISRUPT] = &wotc_op_disrupt,
  [OP_OPP_GAIN_FORCE] = &wotc_op_opp_gain_force,
  [OP_OPP_LOSE_FORCE] = &wotc_op_opp_lose_force,
  [OP_BUILD_POINTS] = &wotc_op_build_points,
  [OP_OPP_BUILD_POINTS] = &wotc_op_opp_build_points,
  [OP_REROLL_BUILD] = &wotc_op_reroll_build,
  [OP_PROTECT] = &wotc_op_protect,
  [OP_GUARD] = &wotc_op_guard,
  [OP_PACIFY] = &wotc_op_pacify,
  [OP_SHELTER] = &wotc_op_shelter,
  [OP_DOOM] = &wotc_op_doom,
  [OP_BACKLASH] = &wotc_op_backlash,
  [OP_RETREAT_AT_END] = &wotc_op_retreat_at_end,
  [OP_DOOM_TURN] = &wotc_op_doom_turn,
  [OP_HIJACK] = &wotc_op_hijack,
  [OP_GRANT_RETALIATE] = &wotc_op_grant_retaliate,
  [OP_WIN] = &wotc_op_win,
  [OP_CANT_LOSE] = &wotc_op_cant_lose,
  [OP_WARD] = &wotc_op_ward,
  [OP_FLAW] = &wotc_op_flaw,
  [OP_ADD_SUBTYPE] = &wotc_op_add_subtype,
  [OP_GIFT] = &wotc_op_gift,
  [OP_NO_RETREAT_FOR] = &wotc_op_no_retreat_for,
  [OP_BATTLE_COST] = &wotc_op_battle_cost,
  [OP_BUILD_COUNTERS] = &wotc_op_build_counters,
  [OP_REMOVE_BUILD_COUNTERS] = &wotc_op_remove_build_counters,
  [OP_RETALIATE_FOR] = &wotc_op_retaliate_for,
  [OP_UNLESS_YOU_PAY] = &wotc_op_unless_you_pay,
  [OP_LOOK_HAND] = &wotc_op_look_hand,
  [OP_RELEASE_STORED] = &wotc_op_release_stored,
  [OP_REROLL] = &wotc_op_reroll,
  [OP_REROLL_HITS] = &wotc_op_reroll_hits,
  [OP_DEPLOY] = &wotc_op_deploy,
  [OP_COUNTERS] = &wotc_op_put_damage,
  [OP_DISCARD] = &wotc_op_discard,
  [OP_RETREAT] = &wotc_op_retreat,
  [OP_REFIT] = &wotc_op_refit,
  [OP_STAT] = &wotc_op_stat,
  [OP_KEYWORD] = &wotc_op_keyword,
  [OP_INTERCEPT] = &wotc_op_intercept,
  [OP_RETALIATE] = &wotc_op_retaliate,
  [OP_CEASEFIRE] = &wotc_op_ceasefire,
  [OP_DISCARD_HAND] = &wotc_op_discard_hand,
  [OP_OPP_DISCARD] = &wotc_op_opp_discard,
  [OP_GAIN_FORCE_PER] = &wotc_op_gain_force_per,
  [OP_DAMAGE] = &wotc_op_damage,
  [OP_DICE_DAMAGE] = &wotc_op_dice_damage,
  [OP_PREVENT] = &wotc_op_prevent,
  [OP_DEFLECT] = &wotc_op_deflect,
  [OP_TARGET] = &wotc_op_target,
  [OP_DELAY] = &wotc_op_delay,
  [OP_LOOK_BUILDS] = &wotc_op_look_builds,
  [OP_UNPILOT] = &wotc_op_unpilot,
  [OP_DAMAGE_COUNTERS] = &wotc_op_damage_counters,
  [OP_NO_EVADE] = &wotc_op_no_evade,
  [OP_IF_HAVE] = &wotc_op_if_have,
  [OP_LOSE_KEYWORD] = &wotc_op_lose_keyword,
  [OP_ROLL_TAP] = &wotc_op_roll_tap,
  [OP_IF_OPPONENT_PAYS] = &wotc_op_if_opponent_pays,
  [OP_IF_YOU_PAY] = &wotc_op_if_you_pay,
  [OP_COST_X] = &wotc_op_cost_x,
  [OP_RETURN_TO_HAND] = &wotc_op_return_to_hand,
  [OP_PUT_IN_ARENA] = &wotc_op_put_in_arena,
  [OP_SEARCH_TO_BUILD] = &wotc_op_search_to_build,
  [OP_REDRAW_HAND] = &wotc_op_redraw_hand,
  [OP_BOTTOM_HAND] = &wotc_op_bottom_hand,
  [OP_REVEAL_TO_BUILD] = &wotc_op_reveal_to_build,
  [OP_PROPHECY] = &wotc_op_prophecy,
  [OP_POWER_X] = &wotc_op_power_x,
  [OP_PREDICT_HITS] = &wotc_op_predict_hits,
  [OP_FORBID] = &wotc_op_forbid,
  [OP_TO_DECK_TOP] = &wotc_op_to_deck_top,
  [OP_BUILD_POINTS_PER] = &wotc_op_build_points_per,
  [OP_CROSS_POWER] = &wotc_op_cross_power,
  [OP_BP_FROM_COUNTERS] = &wotc_op_build_points_from_counters,
  [OP_DUEL] = &wotc_op_duel,
  [OP_PAY_BP_X] = &wotc_op_pay_build_points_x,
  [OP_INTERCEPT_FOR] = &wotc_op_intercept_for,
  [OP_DAMAGE_DIVIDED] = &wotc_op_damage_divided,
  [OP_MOVE_COUNTER] = &wotc_op_move_counter,
  [OP_SPEED_DAMAGE] = &wotc_op_speed_damage,
  [OP_STAGE] = &wotc_op_stage,
  [OP_HEAL_DIVIDED] = &wotc_op_heal_divided,
  [OP_SPREAD] = &wotc_op_spread,
  [OP_WARD_ARENA] = &wotc_op_ward_arena,
  [OP_MARK] = &wotc_op_mark,
  [OP_PILOT_TO_BUILD] = &wotc_op_pilot_to_build,
  [OP_RAISE] = &wotc_op_raise,
  [OP_SEARCH_MANY] = &wotc_op_search_many,
  [OP_RAID] = &wotc_op_raid,
  [OP_LOOK_TOP] = &wotc_op_look_top,
  [OP_REDIRECT] = &wotc_op_redirect,
  [OP_PILE_TO_ARENA] = &wotc_op_pile_to_arena,
  [OP_EVEN_SPEED] = &wotc_op_even_speed,
  [OP_ONE_DIE] = &wotc_op_one_die,
  [OP_RECOIL] = &wotc_op_recoil,
  [OP_DOOM_ON_HIT] = &wotc_op_doom_on_hit,
  [OP_EXTRA_STEP] = &wotc_op_extra_step,
  [OP_DIVIDE_HITS] = &wotc_op_divide_hits,
  [OP_PUT_ON_TOP] = &wotc_op_put_on_top,
  [OP_FURY] = &wotc_op_fury,
  [OP_TAME] = &wotc_op_tame,
  [OP_PREVENT_FOR] = &wotc_op_prevent_for,
  [OP_OPPONENT_REROLLS] = &wotc_op_opponent_rerolls,
  [OP_PAUSE_BUILD] = &wotc_op_pause_build,
  [OP_MODE] = &wotc_op_mode,
  [OP_RECOVER_STACK] = &wotc_op_recover_stack,
  [OP_RESCUE_PILOT] = &wotc_op_rescue_pilot,
  [OP_SEARCH_STACK] = &wotc_op_search_stack,
  [OP_BORROW_BATTLE] = &wotc_op_borrow_battle,
};
