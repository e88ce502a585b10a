/* "move-enhancement target WHAT to target WHAT" (Cularin Cultist): an
 * enhancement attached to a unit moves to another unit that the same
 * player controls and that it may enhance (deploy.c's rule for where an
 * enhancement may go), chosen with it as the ability is initiated.  It
 * stays in play: no "leaves play" or "enters play".  A stepped verb: its
 * second target is the ability's, in the ST_PLAY frame right below its
 * own. */
#include "lcg-verb.h"
#include "verb-frame.h"

static gboolean
move_enhancement_parse (char **w, LcgOp *op, char **why)
{
  return lcg_parse_move_targets (
      w, op, "move-enhancement target WHAT to target WHAT", why);
}

static gboolean
move_enhancement_text (const LcgOp *op, GString *out)
{
  g_string_append (out, "move ");
  lcg_sel_text (&op->sel, out);
  /* the second target's selector says only "a unit": the rule says the
   * rest */
  g_string_append (out, " from one unit to another eligible unit "
                        "controlled by the same player");
  return TRUE;
}

/* the unit an enhancement in play is attached to, or -1 */
static gint
host_unit (const HcGame *g, gint enh)
{
  gint host = g->card[enh].attached_to;
  return lcg_in_play (g, enh) && lcg_type (g, enh) == T_ENHANCEMENT && host >= 0
                 && lcg_is_unit (g, host)
             ? host
             : HC_NONE;
}

static gboolean
may_take (const HcGame *g, const LcgOp *op, gint source, gint player,
          gint first, gint to)
{
  gint host = host_unit (g, first);
  return host >= 0 && to != host && lcg_is_unit (g, to)
         && g->card[to].controller == g->card[host].controller
         && lcg_enhance_host_ok (g, g->card[first].controller, first, to)
         && lcg_sel_matches (g, &op->to, source, player, to);
}

/* the units the enhancement may go to */
static gint
second_targets (const HcGame *g, const LcgOp *op, gint source, gint player,
                gint first, gint16 *out)
{
  return lcg_move_second_targets (g, op, source, player, first, may_take, out);
}

static gboolean
move_enhancement_fits (const HcGame *g, const LcgOp *op, gint source,
                       gint player, gint card)
{
  return host_unit (g, card) >= 0
         && second_targets (g, op, source, player, card, NULL) > 0;
}

static HcStepResult
move_enhancement_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint from = v->card;
  gint to = lcg_move_second_chosen (f);
  if (from < 0 || to < 0
      || !lcg_sel_matches (g, &op->sel, v->src, v->player, from)
      || !may_take (g, op, v->src, v->player, from, to))
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  lcg_log (g, v->player, M_MOVE_ENHANCEMENT, RR_CARD, from,
           g->card[from].attached_to, to, 0);
  hc_card_set_host (g, from, to, FALSE);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_move_enhancement = {
  .word = "move-enhancement",
  .args = "target WHAT to target WHAT",
  .example = "move-enhancement target enhancement to target unit",
  .parse = move_enhancement_parse,
  .text = move_enhancement_text,
  .fits = move_enhancement_fits,
  .step = move_enhancement_step,
  .second_targets = second_targets,
};
