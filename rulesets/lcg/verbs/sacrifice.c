/* Sacrifices: "sacrifice SELECTOR" (its controller sacrifices it) and
 * "each-player-sacrifices", with its step. */
#include "lcg-verb.h"

static gboolean
sacrifice_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "its controller sacrifices ");
  return FALSE;
}

static void
sacrifice_apply (HcGame *g, const LcgOp *op, gint player, gint source,
                 gint card)
{
  (void)op;
  (void)player;
  (void)source;
  gint controller = g->card[card].controller;
  lcg_push_sacrifice (g, card, controller);
}

const LcgVerb lcg_verb_sacrifice = {
  .word = "sacrifice",
  .args = "SELECTOR",
  .example = "sacrifice self",
  .has_sel = TRUE,
  .text = sacrifice_text,
  .apply = sacrifice_apply,
};

/* "Each player must sacrifice a unit, if able" (Aggression): one effect,
 * a choice for each player.  The player who played the effect chooses
 * first, then his opponent (FAQ 2.2; clockwise in a two-player game is
 * simply the other player); then the chosen units are sacrificed, the
 * first chooser's first.  A player without a unit chooses nothing. */

/* the ST_SACRIFICE_EACH frame */
typedef struct
{
  gint32 player; /* who played the effect */
  gint32 source;
  gint32 chosen[2]; /* the unit the first, the second player chose, or -1 */
} LcgSacrificeEachFrame;
HC_FRAME_VIEW_FITS (LcgSacrificeEachFrame);
#define LCG_SACRIFICE_EACH(f) ((LcgSacrificeEachFrame *)(f)->arg)

enum
{
  PC_ASK_FIRST,
  PC_FIRST_ANSWER,
  PC_ASK_SECOND,
  PC_SECOND_ANSWER,
  PC_SACRIFICE,
};

void
lcg_push_sacrifice_each (HcGame *g, gint player, gint source)
{
  LcgSacrificeEachFrame *s
      = LCG_SACRIFICE_EACH (hc_game_push (g, ST_SACRIFICE_EACH));
  s->player = player;
  s->source = source;
  s->chosen[0] = s->chosen[1] = HC_NONE;
}

/* Ask a player which of his units he sacrifices; FALSE when he has none
 * or only one (then it is chosen for him, in *chosen). */
static gboolean
ask (HcGame *g, gint source, gint who, gint *chosen)
{
  *chosen = HC_NONE;
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = source;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i) && g->card[i].controller == who)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, i, 0), O_CHOICE, i, 0, 0);
  if (g->decision.n_options > 1)
    return TRUE;
  if (g->decision.n_options == 1)
    *chosen = g->decision.option[0].a;
  g->decision.player = HC_NONE;
  g->decision.n_options = 0;
  return FALSE;
}

/* the choice of the nth chooser (0 first): asked (on to answer_pc) or
 * made for him (on to next_pc) */
static HcStepResult
choose (HcGame *g, HcFrame *f, gint nth, gint answer_pc, gint next_pc)
{
  LcgSacrificeEachFrame *s = LCG_SACRIFICE_EACH (f);
  gint who = nth == 0 ? s->player : 1 - s->player;
  gint chosen;
  if (ask (g, s->source, who, &chosen))
    {
      f->pc = (guint16)answer_pc;
      return HC_STEP_ASK;
    }
  s->chosen[nth] = chosen;
  f->pc = (guint16)next_pc;
  return HC_STEP_CONTINUE;
}

HcStepResult
lcg_step_sacrifice_each (HcGame *g, HcFrame *f)
{
  LcgSacrificeEachFrame *s = LCG_SACRIFICE_EACH (f);
  gint first = s->player, second = 1 - first;
  if (g->over)
    return HC_STEP_DONE;
  switch (f->pc)
    {
    case PC_ASK_FIRST:
      return choose (g, f, 0, PC_FIRST_ANSWER, PC_ASK_SECOND);
    case PC_FIRST_ANSWER:
      s->chosen[0] = lcg_answered_choice (g);
      f->pc = PC_ASK_SECOND;
      return HC_STEP_CONTINUE;
    case PC_ASK_SECOND:
      if (s->chosen[0] >= 0)
        lcg_log (g, first, M_SACRIFICE_CHOSEN, RR_SIMULTANEOUS, first,
                 s->chosen[0], 0, 0);
      return choose (g, f, 1, PC_SECOND_ANSWER, PC_SACRIFICE);
    case PC_SECOND_ANSWER:
      s->chosen[1] = lcg_answered_choice (g);
      f->pc = PC_SACRIFICE;
      return HC_STEP_CONTINUE;
    case PC_SACRIFICE:
      if (s->chosen[1] >= 0)
        lcg_log (g, second, M_SACRIFICE_CHOSEN, RR_SIMULTANEOUS, second,
                 s->chosen[1], 0, 0);
      for (gint k = 0; k < 2; k++)
        if (s->chosen[k] >= 0 && lcg_is_unit (g, s->chosen[k]))
          lcg_log (g, k == 0 ? first : second, M_SACRIFICE, RR_CARD,
                   k == 0 ? first : second, s->chosen[k], 0, 0);
      /* pushed second first, so the first chooser's resolves first */
      for (gint k = 1; k >= 0; k--)
        if (s->chosen[k] >= 0 && lcg_is_unit (g, s->chosen[k]))
          lcg_push_leave (g, s->chosen[k], LV_SACRIFICE, HC_NONE);
      return HC_STEP_DONE;
    }
  return HC_STEP_DONE;
}

static gboolean
each_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "each player, you first, chooses a unit he "
                        "controls, if he has one; then the chosen units "
                        "are sacrificed");
  return TRUE;
}

static gboolean
each_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
               const HcFrame *trigger)
{
  (void)op;
  (void)source;
  (void)player;
  (void)trigger;
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i))
      return TRUE;
  return FALSE;
}

static gboolean
each_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  lcg_push_sacrifice_each (g, f->arg[P_PLAYER], f->arg[P_SRC]);
  return FALSE;
}

const LcgVerb lcg_verb_each_sacrifice = {
  .word = "each-player-sacrifices",
  .args = "",
  .example = "each-player-sacrifices",
  .text = each_text,
  .possible = each_possible,
  .resolve = each_resolve,
};
