/* reroll all|misses|chosen|opponent-chosen and reroll-hits SEL: attack
 * dice rolled again.  The attacking player rerolls all their dice, the
 * misses, or the dice they pick (Second Effort: a step of its own,
 * ST_REROLL_PICK in dice.c, one die a decision, carried out before the
 * ability's next effect); the defending player picks dice of the attacker
 * that the attacker rerolls (opponent-chosen: Shoot Her or Something), or
 * rerolls the dice that hit their unit. */
#include "wotc-op.h"
#include "wotc-steps.h"

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  const char *w = wotc_lex_next (lx);
  if (g_strcmp0 (w, "all") == 0)
    o->n = WOTC_REROLL_ALL;
  else if (g_strcmp0 (w, "misses") == 0)
    o->n = WOTC_REROLL_MISSES;
  else if (g_strcmp0 (w, "chosen") == 0)
    o->n = WOTC_REROLL_CHOSEN;
  else if (g_strcmp0 (w, "opponent-chosen") == 0)
    o->n = WOTC_REROLL_OPPONENT_CHOSEN;
  else
    return wotc_lex_fail (lx,
                          "expected \"all\", \"misses\", \"chosen\" or "
                          "\"opponent-chosen\" after reroll, found \"%s\"",
                          w);
  return TRUE;
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  g_string_append (out, o->n == WOTC_REROLL_ALL ? "reroll all your attack dice"
                        : o->n == WOTC_REROLL_OPPONENT_CHOSEN
                            ? "choose one or more of your opponent's attack "
                              "dice; your opponent rerolls them"
                        : o->n == WOTC_REROLL_CHOSEN
                            ? "choose one or more of your attack dice, hits "
                              "included, and reroll them"
                            : "reroll your attack dice that missed");
}

static void
apply_player (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)amount;
  if (o->n == WOTC_REROLL_CHOSEN || o->n == WOTC_REROLL_OPPONENT_CHOSEN)
    wotc_push_reroll_pick (g, player, source,
                           o->n == WOTC_REROLL_OPPONENT_CHOSEN);
  else
    wotc_reroll (g, player, o->n == WOTC_REROLL_ALL);
}

/* Your own attack dice are rerolled only while a unit of yours attacks;
 * the opponent's dice you pick only while one of theirs attacks. */
static gboolean
possible (HcGame *g, const WotcOp *o, gint player)
{
  WotcAttackFrame *atk = wotc_current_attack (g);
  if (!atk)
    return FALSE;
  gboolean mine = g->card[atk->attacker].controller == player;
  return o->n == WOTC_REROLL_OPPONENT_CHOSEN ? !mine : mine;
}

const WotcOpDef wotc_op_reroll = {
  .word = "reroll",
  .parse = parse,
  .text = text,
  .apply_player = apply_player,
  .possible = possible,
};

static void
text_hits (const WotcOp *o, const char *self_name, GString *out)
{
  (void)o;
  (void)self_name;
  g_string_append (out, "reroll the attack dice that hit it");
}

static void
apply_hits (HcGame *g, const WotcOp *o, gint player, gint source, gint card)
{
  (void)o;
  (void)source;
  wotc_reroll_against (g, player, card);
}

const WotcOpDef wotc_op_reroll_hits = {
  .word = "reroll-hits",
  .sel = TRUE,
  .text = text_hits,
  .apply = apply_hits,
};
