/* "team WHAT": an effect on the other players of one's own side, printed
 * on the two-player cards of Balance of the Force for its team game: Mara
 * Jade's "you may give control of this unit to another friendly player",
 * B-Wing's "each other friendly player draws 1 card".  A game of holocron
 * has two players, so no other friendly player (doc/rules/lcg.md, Balance
 * of the Force): alone, the effect cannot change the game and its ability
 * is not initiated (FAQ 3.6); beside another effect it resolves with no
 * effect.  The word after `team` picks the sentence. */
#include "lcg-verb.h"
#include "verb-frame.h"

static const struct
{
  const char *word;
  const char *text;
} team_words[] = {
  { "give-control",
    "you may give control of this unit to another friendly player" },
  { "others-draw", "each other friendly player draws 1 card" },
};

static gboolean
team_parse (char **w, LcgOp *op, char **why)
{
  for (guint k = 0; w[1] && k < G_N_ELEMENTS (team_words); k++)
    if (strcmp (w[1], team_words[k].word) == 0)
      {
        op->n = (gint8)k;
        return lcg_parse_end (w, 2, why);
      }
  *why = g_strdup ("expected team give-control or team others-draw");
  return FALSE;
}

static gboolean
team_text (const LcgOp *op, GString *out)
{
  guint k = (guint)op->n < G_N_ELEMENTS (team_words) ? (guint)op->n : 0;
  g_string_append (out, team_words[k].text);
  return TRUE;
}

static HcStepResult
team_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  const LcgVerbFrame *v = LCG_VERB_FRAME (f);
  lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0, 0);
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_team = {
  .word = "team",
  .args = "give-control|others-draw",
  .example = "team give-control",
  .parse = team_parse,
  .text = team_text,
  /* no other friendly player in a two-player game */
  .possible = lcg_op_never,
  .step = team_step,
};
