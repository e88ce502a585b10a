/* win-game and cant-lose DUR: the game ends with the player winning,
 * unless their opponent can't lose for the while a cant-lose gave them. */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
parse_cant_lose (WotcLex *lx, WotcOp *o)
{
  return wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->op == OP_WIN)
    g_string_append (out, "you win the game");
  else
    g_string_append_printf (out, "you can't lose the game %s",
                            wotc_dur_text (o->dur));
}

static void
win (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)o;
  (void)amount;
  gint other = 1 - player;
  if (wotc_cant_lose (g, other))
    wotc_log (g, other, M_CANT_LOSE, RR_ABILITY, other, 0, 0, 0);
  else
    {
      wotc_log (g, player, M_WIN_CARD, RR_ABILITY, source, player, 0, 0);
      hc_game_end (g, player, 4);
    }
}

static void
cant_lose (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)amount;
  hc_effect_add (g, EFF_CANT_LOSE, (HcDuration)o->dur, player, HC_NONE, HC_NONE,
                 1);
  wotc_log (g, player, M_RESTRICT_CANT_LOSE, RR_ABILITY, source, o->op, 0, 0);
}

const WotcOpDef wotc_op_win = {
  .word = "win-game",
  .text = text,
  .apply_player = win,
};

const WotcOpDef wotc_op_cant_lose = {
  .word = "cant-lose",
  .parse = parse_cant_lose,
  .text = text,
  .apply_player = cant_lose,
};
