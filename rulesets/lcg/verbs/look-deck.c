/* "look-deck-top N WHOSE DECKS [may-bottom|may-discard]" (lcgX): the
 * player looks at the top N cards of a deck.
 *   WHOSE  any: a deck of either player, his choice (ISB Liaison, Slicing
 *          In); opponent: one of the opponent's (Behind Enemy Lines);
 *          each: the top of every such deck, no choice (Observation
 *          Point)
 *   DECKS  objective, command (the draw deck), objective-or-command
 *   then   may-bottom: he may move 1 of them to the bottom of its deck,
 *          the others go back on top in the order he chooses (Slicing In);
 *          may-discard: he may discard 1 of them (Observation Point)
 * A deck is hidden from everyone (view.c), so what he sees is told to him
 * alone by the question that follows the look, whose options name the
 * cards (as look-top.c does): asked even when there is nothing to decide.
 * The log names no card a player could not see.  Which deck he looks at
 * is chosen among the non-empty ones (an option per deck, its top card as
 * the option's card, labelled by the deck, never by the card); with none,
 * the ability cannot be initiated (FAQ 3.6).
 * The frame's c is the deck looked at (its player * Z_COUNT + its zone),
 * a and b count the cards put back (lcg_put_back_on_top).
 *   pc 0 which deck, 1 the look, 2 what he does with them, 3 and 4 put
 *   back */
#include "lcg-verb.h"
#include "verb-frame.h"

#include <string.h>

enum
{
  LD_ANY,
  LD_OPPONENT,
  LD_EACH,
};

enum
{
  LD_COMMAND = 1,
  LD_OBJECTIVE = 2,
};

enum
{
  LD_THEN_NONE,
  LD_THEN_BOTTOM,
  LD_THEN_DISCARD,
};

enum
{
  LD_PICK,
  LD_LOOK,
  LD_ANSWER,
  LD_PUT_BACK,
  LD_PUT_BACK_ANSWER,
};

/* the op's fields: n the cards looked at; icon[0] whose (LD_), icon[1]
 * which decks (LD_COMMAND | LD_OBJECTIVE), icon[2] what may follow */
static gboolean
look_deck_parse (char **w, LcgOp *op, char **why)
{
  static const char *const whose[] = { "any", "opponent", "each" };
  static const char *const decks[]
      = { "", "command", "objective", "objective-or-command" };
  static const char *const then[] = { "", "may-bottom", "may-discard" };
  gint n = 0;
  op->icon[0] = op->icon[1] = -1;
  if (w[1] && lcg_small_int (w[1], 1, 5, &n) && w[2] && w[3])
    {
      op->n = (gint8)n;
      for (gint i = 0; i < 3; i++)
        if (strcmp (w[2], whose[i]) == 0)
          op->icon[0] = (gint8)i;
      for (gint i = 1; i < 4; i++)
        if (strcmp (w[3], decks[i]) == 0)
          op->icon[1] = (gint8)i;
    }
  if (op->icon[0] < 0 || op->icon[1] < 0)
    {
      *why = g_strdup ("expected \"look-deck-top N any|opponent|each "
                       "objective|command|objective-or-command "
                       "[may-bottom|may-discard]\"");
      return FALSE;
    }
  gint i = 4;
  for (gint k = 1; w[i] && k < 3; k++)
    if (strcmp (w[i], then[k]) == 0)
      {
        op->icon[2] = (gint8)k;
        i++;
        break;
      }
  return lcg_parse_end (w, i, why);
}

static gboolean
look_deck_text (const LcgOp *op, GString *out)
{
  /* the command deck is "deck" alone on the printed cards that name no
   * other (Observation Point) */
  static const char *const decks[]
      = { "", "", "objective ", "objective or command " };
  gboolean each = op->icon[0] == LD_EACH;
  g_string_append (out, "look at the top ");
  if (op->n == 1)
    g_string_append (out, "card");
  else
    g_string_append_printf (out, "%d cards", op->n);
  g_string_append (out, each                         ? " of each player's "
                        : op->icon[0] == LD_OPPONENT ? " of an opponent's "
                        : op->icon[1] == LD_COMMAND  ? " of a "
                                                     : " of an ");
  g_string_append (out, decks[op->icon[1]]);
  g_string_append (out, "deck");
  if (op->icon[2] == LD_THEN_DISCARD)
    g_string_append (out, op->n == 1 && each
                              ? "; then you may discard 1 of those cards"
                              : "; then you may discard 1 of them");
  else if (op->icon[2] == LD_THEN_BOTTOM && op->n == 1)
    g_string_append (out, "; you may move it to the bottom of its deck");
  else if (op->icon[2] == LD_THEN_BOTTOM)
    g_string_append (out, "; you may move 1 of them to the bottom of its "
                          "deck and return the others to the top in any "
                          "order");
  else if (op->n > 1)
    g_string_append (out, "; return them to the top in any order");
  return TRUE;
}

/* the decks the player may look at, each by its top card (empty decks
 * have none) */
static gint
look_decks (const HcGame *g, const LcgOp *op, gint player, gint16 *out)
{
  gint n = 0;
  for (gint k = 0; k < HC_MAX_PLAYERS; k++)
    {
      gint p = (player + k) % HC_MAX_PLAYERS;
      if (op->icon[0] == LD_OPPONENT && p == player)
        continue;
      static const gint zones[] = { Z_OBJ_DECK, Z_DECK };
      static const gint bits[] = { LD_OBJECTIVE, LD_COMMAND };
      for (gint z = 0; z < 2; z++)
        {
          gint top = (op->icon[1] & bits[z]) ? hc_zone_top (g, p, zones[z])
                                             : HC_NONE;
          if (top >= 0)
            out[n++] = (gint16)top;
        }
    }
  return n;
}

static gboolean
look_deck_possible (const HcGame *g, const LcgOp *op, gint source, gint player,
                    const HcFrame *trigger)
{
  (void)source;
  (void)trigger;
  gint16 decks[4];
  return look_decks (g, op, player, decks) > 0;
}

/* the look at one deck, told in the log, then the question that shows
 * the cards to the looker */
static HcStepResult
look_at (HcGame *g, HcFrame *f, const LcgOp *op, gint deck_top)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint owner = g->card[deck_top].zone_player, zone = g->card[deck_top].zone;
  gint16 top[HC_MAX_CARDS];
  gint n = lcg_zone_top (g, owner, zone, op->n, top);
  v->c = owner * Z_COUNT + zone;
  v->a = n;
  lcg_log (g, v->player, zone == Z_OBJ_DECK ? M_LOOK_OBJ_TOP : M_LOOK_TOP,
           RR_CARD, v->player, n, owner, 0);
  hc_game_ask (g, v->player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  for (gint i = 0; op->icon[2] == LD_THEN_BOTTOM && i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, top[i], CH_ON_BOTTOM), O_CHOICE,
                   top[i], CH_ON_BOTTOM, 0);
  if (op->icon[2] == LD_THEN_BOTTOM && n > 1)
    hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0, 0);
  else
    /* "put it on top": nothing moves; with no choice to make, the option
     * is what shows him the card */
    for (gint i = 0; i < n; i++)
      hc_game_offer (g, LCG_OPT_ID (O_CHOICE, top[i], CH_ON_TOP), O_CHOICE,
                     top[i], CH_ON_TOP, 0);
  f->pc = LD_ANSWER;
  return HC_STEP_ASK;
}

/* Observation Point: the top card of each deck, then 1 of them may be
 * discarded (the option to decline shows them all); lcgAI: each option
 * says whose deck, as both tops may share a name */
static HcStepResult
look_each (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  gint16 tops[4];
  gint n = look_decks (g, op, v->player, tops);
  if (n == 0)
    {
      lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0, 0,
               0);
      return HC_STEP_DONE;
    }
  for (gint i = 0; i < n; i++)
    lcg_log (g, v->player,
             g->card[tops[i]].zone == Z_OBJ_DECK ? M_LOOK_OBJ_TOP : M_LOOK_TOP,
             RR_CARD, v->player, 1, g->card[tops[i]].zone_player, 0);
  hc_game_ask (g, v->player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = v->src;
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, tops[i], CH_DISCARD_TOP), O_CHOICE,
                   tops[i], CH_DISCARD_TOP, 0);
  hc_game_offer (g, LCG_OPT_ID (O_DECLINE, 0, 0), O_DECLINE, HC_NONE, 0, 0);
  f->pc = LD_ANSWER;
  return HC_STEP_ASK;
}

static HcStepResult
look_deck_step (HcGame *g, HcFrame *f, const LcgOp *op)
{
  LcgVerbFrame *v = LCG_VERB_FRAME (f);
  switch (f->pc)
    {
    case LD_PICK:
      {
        if (op->icon[0] == LD_EACH)
          return look_each (g, f, op);
        gint16 decks[4];
        gint n = look_decks (g, op, v->player, decks);
        if (n == 0)
          {
            lcg_log (g, v->player, M_NO_EFFECT, RR_EFFECT_RESOLUTION, v->src, 0,
                     0, 0);
            return HC_STEP_DONE;
          }
        return lcg_verb_ask (g, f, v->player, decks, n, CH_LOOK_DECK, -1,
                             LD_LOOK);
      }
    case LD_LOOK:
      {
        gint c = lcg_verb_answer (g);
        return c >= 0 ? look_at (g, f, op, c) : HC_STEP_DONE;
      }
    case LD_ANSWER:
      {
        const HcOption *o = hc_game_take_answer (g);
        gint owner = v->c / Z_COUNT, zone = v->c % Z_COUNT;
        if (o && o->kind == O_CHOICE && o->b == CH_DISCARD_TOP)
          {
            hc_card_move (g, o->a, g->card[o->a].owner, Z_DISCARD, TRUE);
            lcg_log (g, v->player, M_DISCARD_TOP, RR_CARD, v->player, o->a, 0,
                     0);
          }
        if (o && o->kind == O_CHOICE && o->b == CH_ON_BOTTOM)
          {
            hc_card_move (g, o->a, owner, zone, FALSE);
            lcg_log (g, v->player, M_DECK_TOP_TO_BOTTOM, RR_CARD, v->player,
                     o->a, owner, 0);
            v->a--;
          }
        if (op->icon[2] == LD_THEN_DISCARD || v->a <= 1)
          return HC_STEP_DONE;
        lcg_log (g, v->player, M_RETURN_TOP, RR_CARD, v->player, v->a, owner,
                 0);
        f->pc = LD_PUT_BACK;
        return HC_STEP_CONTINUE;
      }
    case LD_PUT_BACK:
    case LD_PUT_BACK_ANSWER:
      return lcg_put_back_on_top (g, f, v->c / Z_COUNT, v->c % Z_COUNT,
                                  LD_PUT_BACK_ANSWER);
    }
  return HC_STEP_DONE;
}

const LcgVerb lcg_verb_look_deck_top = {
  .word = "look-deck-top",
  .args = "N any|opponent|each objective|command|objective-or-command "
          "[may-bottom|may-discard]",
  .example = "look-deck-top 2 any objective may-bottom",
  .parse = look_deck_parse,
  .text = look_deck_text,
  .possible = look_deck_possible,
  .step = look_deck_step,
};
