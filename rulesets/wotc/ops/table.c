/* The effect operations by OP_ value: adding one is its file under ops/
 * and its line here (doc/architecture.md, "Adding a mechanic"). */
#include "wotc-op.h"

extern const WotcOpDef wotc_op_draw, wotc_op_gain_force, wotc_op_lose_force,
    wotc_op_heal, wotc_op_tap, wotc_op_untap;

const WotcOpDef *const wotc_ops[OP_COUNT] = {
  [OP_DRAW] = &wotc_op_draw,
  [OP_GAIN_FORCE] = &wotc_op_gain_force,
  [OP_LOSE_FORCE] = &wotc_op_lose_force,
  [OP_HEAL] = &wotc_op_heal,
  [OP_TAP] = &wotc_op_tap,
  [OP_UNTAP] = &wotc_op_untap,
};
