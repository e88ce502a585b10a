/* forbid opponent|you battle-cards|activated DUR: a player can't play
 * Battle cards, or can't use activated abilities (Evade and the abilities
 * effects give included), for a while (Surprise Attack, Disturbance in the
 * Force), or can't use Bombard or Ion Cannon (bombard/ion-cannon: Disrupt the
 * Power System), or can't spend build points (build-points: Imperial
 * Blockade: those the player has are lost, more can't come); a lasting effect
 * on the player that the chances to play ask (wotc_forbidden).  As a lasting
 * ability, `static ... : self gets forbid battle-cards`, it holds for the
 * unit's own player (General Tagge (A)). */
#include "wotc-op.h"
#include "wotc-ops.h"

static gboolean
lex_forbidden (WotcLex *lx, gint8 *what, gint16 *word)
{
  const char *w = wotc_lex_next (lx);
  if (g_strcmp0 (w, "character-arena") == 0)
    {
      /* "can't put Jedi into the Character arena" (Jedi Extinction) */
      *what = WOTC_FORBID_ARENA;
      return wotc_lex_subtype (lx, "character-arena", word);
    }
  if (g_strcmp0 (w, "battle-cards") == 0)
    *what = WOTC_FORBID_BATTLE;
  else if (g_strcmp0 (w, "activated") == 0)
    *what = WOTC_FORBID_ACTIVATED;
  else if (g_strcmp0 (w, "bombard/ion-cannon") == 0)
    *what = WOTC_FORBID_CROSS;
  else if (g_strcmp0 (w, "build-points") == 0)
    *what = WOTC_FORBID_BUILD;
  else
    return wotc_lex_fail (
        lx,
        "expected battle-cards, activated, bombard/ion-cannon, "
        "build-points or character-arena WORD, "
        "found \"%s\"",
        w);
  return TRUE;
}

static gboolean
parse (WotcLex *lx, WotcOp *o)
{
  const char *who = wotc_lex_next (lx);
  if (g_strcmp0 (who, "opponent") == 0)
    o->n = 1;
  else if (g_strcmp0 (who, "you") == 0)
    o->n = 0;
  else
    return wotc_lex_fail (lx, "expected opponent or you, found \"%s\"", who);
  return lex_forbidden (lx, &o->stat, &o->word)
         && wotc_lex_duration (lx, &o->dur);
}

static void
text (const WotcOp *o, const char *self_name, GString *out)
{
  (void)self_name;
  if (o->stat == WOTC_FORBID_ARENA)
    {
      g_string_append_printf (out,
                              "%s can't put %s units into the Character arena "
                              "%s: one deployed stays in the build zone",
                              o->n ? "your opponent" : "you",
                              wotc_subtype_word (o->word),
                              wotc_dur_text (o->dur));
      return;
    }
  g_string_append_printf (
      out, "%s can't %s %s", o->n ? "your opponent" : "you",
      o->stat == WOTC_FORBID_BATTLE  ? "play Battle cards"
      : o->stat == WOTC_FORBID_CROSS ? "use Bombard or Ion Cannon"
      : o->stat == WOTC_FORBID_BUILD ? "spend build points"
                                     : "use activated abilities",
      wotc_dur_text (o->dur));
}

static void
apply (HcGame *g, const WotcOp *o, gint player, gint source, gint amount)
{
  (void)amount;
  gint who = o->n ? 1 - player : player;
  HcEffect *e = hc_effect_add (g, EFF_FORBID, (HcDuration)o->dur, who, source,
                               HC_NONE, o->stat);
  if (e && o->stat == WOTC_FORBID_ARENA)
    {
      e->arg = o->word; /* the subtype kept out */
      wotc_log (g, player, M_FORBID_ARENA, RR_ABILITY, who, 0, 0, 0);
      return;
    }
  if (o->stat == WOTC_FORBID_BUILD)
    {
      /* the build points the player has now can't be spent: lost (IDC
       * usage note on Imperial Blockade) */
      wotc_log (g, player, M_FORBID_BP, RR_ABILITY, who,
                g->res[who][R_BUILD_POINTS], 0, 0);
      g->res[who][R_BUILD_POINTS] = 0;
      return;
    }
  wotc_log (g, player,
            o->stat == WOTC_FORBID_BATTLE  ? M_FORBID_BATTLE
            : o->stat == WOTC_FORBID_CROSS ? M_FORBID_CROSS
                                           : M_FORBID_ACT,
            RR_ABILITY, who, 0, 0, 0);
}

const WotcOpDef wotc_op_forbid = {
  .word = "forbid",
  .parse = parse,
  .text = text,
  .apply_player = apply,
};
