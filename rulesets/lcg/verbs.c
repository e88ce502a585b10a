/* Effects that ask their player as they resolve, more than once or in
 * ways the one-choice resolution of play.c does not cover: each is an
 * ST_VERB frame above the ability resolving it, so the game stays a
 * value between the questions.  The frame finds its effect again through
 * the source card's clause and effect index (the card's definition does
 * not change while it resolves). */
#include "lcg-verb.h"
#include "verb-frame.h"

static const LcgOp *
op_of (const HcGame *g, const HcFrame *f)
{
  return &lcg_clause (g, LCG_VERB_FRAME (f)->src, LCG_VERB_FRAME (f)->clause)
              ->op[LCG_VERB_FRAME (f)->op];
}

void
lcg_push_verb (HcGame *g, gint source, gint clause, gint op, gint player,
               gint card)
{
  HcFrame *f = hc_game_push (g, ST_VERB);
  LCG_VERB_FRAME (f)->src = source;
  LCG_VERB_FRAME (f)->clause = clause;
  LCG_VERB_FRAME (f)->op = op;
  LCG_VERB_FRAME (f)->player = player;
  LCG_VERB_FRAME (f)->card = card;
  LCG_VERB_FRAME (f)->a = 0;
  LCG_VERB_FRAME (f)->b = 0;
}

gint
lcg_verb_answer (HcGame *g)
{
  const HcOption *o = hc_game_take_answer (g);
  return o && o->kind == O_CHOICE ? o->a : HC_NONE;
}

/* Ask `who` to choose among `list`; one option is chosen for him.
 * `extra` adds a last option of that kind (O_DONE, O_DECLINE) or none
 * (-1). */
HcStepResult
lcg_verb_ask (HcGame *g, HcFrame *f, gint who, const gint16 *list, gint n,
              gint b, gint extra, gint next_pc)
{
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = LCG_VERB_FRAME (f)->src;
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], b), O_CHOICE, list[i], b,
                   0);
  if (extra >= 0)
    hc_game_offer (g, LCG_OPT_ID (extra, 0, 0), extra, HC_NONE, 0, 0);
  f->pc = next_pc;
  return lcg_answer_only_option (g) ? HC_STEP_CONTINUE : HC_STEP_ASK;
}

void
lcg_push_choose_up_to (HcGame *g, gint who, gint src, gint max,
                       const gint16 *list, gint n)
{
  HcTargetsFrame t = {
    .player = who,
    .min = 0,
    .max = max,
    .kind = D_CHOICE,
    .option = O_CHOICE,
    .done = O_DONE,
    .prompt_arg = src,
  };
  hc_targets_push (g, &t, list, n);
}

/* The top `n` cards of a deck, top first. */
gint
lcg_zone_top (const HcGame *g, gint player, gint zone, gint n, gint16 *out)
{
  gint16 all[HC_MAX_CARDS];
  gint k = hc_zone_list (g, player, zone, all, HC_MAX_CARDS);
  gint m = MIN (n, k);
  for (gint i = 0; i < m; i++)
    out[i] = all[k - 1 - i];
  return m;
}

gint
lcg_deck_top (const HcGame *g, gint player, gint n, gint16 *out)
{
  return lcg_zone_top (g, player, Z_DECK, n, out);
}

/* Take Them Prisoner, Slicing In: "return the other cards to the top in
 * any order".  The cards stay on top while the player decides, so nothing
 * else can lose track of them; each card put back goes above the ones
 * still waiting, so the first one put back ends deepest of them */
HcStepResult
lcg_put_back_on_top (HcGame *g, HcFrame *f, gint owner, gint zone,
                     gint answer_pc)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  if (f->pc == answer_pc)
    {
      gint c = lcg_verb_answer (g);
      if (c >= 0)
        hc_card_move (g, c, owner, zone, TRUE);
      v->a--;
      v->b++;
    }
  if (v->a <= 1)
    return HC_STEP_DONE;
  gint16 top[HC_MAX_CARDS];
  gint placed = v->b;
  gint n = lcg_zone_top (g, owner, zone, placed + v->a, top);
  return lcg_verb_ask (g, f, v->player, top + placed, n - placed, CH_ON_TOP, -1,
                       answer_pc);
}

HcStepResult
lcg_step_verb (HcGame *g, HcFrame *f)
{
  if (g->over)
    return HC_STEP_DONE;
  const LcgOp *op = op_of (g, f);
  const LcgVerb *v = lcg_verb (op->verb);
  return v && v->step ? v->step (g, f, op) : HC_STEP_DONE;
}
