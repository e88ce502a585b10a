/* The effect operations by OP_ value: adding one is its file under ops/
 * and its line here (doc/architecture.md, "Adding a mechanic"). */
#include "wotc-op.h"

extern const WotcOpDef wotc_op_draw, wotc_op_gain_force, wotc_op_lose_force,
    wotc_op_heal, wotc_op_tap, wotc_op_untap, wotc_op_search, wotc_op_recover,
    wotc_op_strip_hand;

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
};
