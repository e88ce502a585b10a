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
    wotc_op_shelter;

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
};
