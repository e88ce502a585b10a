/* draw N: you draw N cards. */
#include "wotc-op.h"
#include "wotc-ops.h"

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append_printf (out, "you draw %d card%s", o->n,
                          o->n == 1 ? "" : "s");
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)source;
  (void)amount;
  wotc_draw (g, player, o->n);
}

const WotcOpDef wotc_op_draw = {
  .used = M_USE_DRAW,
  .word = "draw",
  .amount = TRUE,
  .text = text,
  .apply_player = apply_player,
};
