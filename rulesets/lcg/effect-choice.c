/* Choices made as an effect resolves (not targets): asked of the player
 * who makes them, or made for him, and carried out; the revealed hand of
 * Get Me Solo!. */
#include "lcg-verb.h"

/* The choice's options are offered: with one, it is made for the player
 * (FALSE); else it is asked (TRUE). */
gboolean
lcg_choice_asked (HcGame *g, HcFrame *f)
{
  f->pc = PC_CHOICE_ANSWER;
  return !lcg_answer_only_option (g);
}

/* Ask the player who makes an effect's choice as it resolves; with one
 * option the choice is made for him. */
gboolean
lcg_ask_choice (HcGame *g, HcFrame *f, gint who, const gint16 *list, gint n,
                gboolean may_find_nothing)
{
  hc_game_ask (g, who, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  for (gint i = 0; i < n; i++)
    hc_game_offer (g, LCG_OPT_ID (O_CHOICE, list[i], 0), O_CHOICE, list[i], 0,
                   0);
  if (may_find_nothing)
    hc_game_offer (g, LCG_OPT_ID (O_FIND_NOTHING, 0, 0), O_FIND_NOTHING, 0, 0,
                   0);
  return lcg_choice_asked (g, f);
}

/* Get Me Solo!: the cards of the revealed hand with the named title */
gint
lcg_named_copies (const HcGame *g, const HcFrame *f, gint16 *out)
{
  gint player = f->arg[P_PLAYER], n = 0;
  gint16 hand[HC_MAX_CARDS];
  gint k = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
  for (gint i = 0; i < k; i++)
    if (lcg_info (g, hand[i])->title_id == f->arg[P_NAMED])
      out[n++] = hand[i];
  return n;
}

/* the hand stays revealed until the effect is done with it (FAQ 1.3) */
void
lcg_end_reveal (HcGame *g, HcFrame *f)
{
  hc_effects_drop_kind (g, EFF_REVEALED);
  f->arg[P_NAMED] = HC_NONE;
}

gboolean
lcg_card_revealed (const HcGame *g, gint card, gint viewer)
{
  for (gint i = 0; i < g->n_effects; i++)
    if (g->effect[i].kind == EFF_REVEALED && g->effect[i].target == card
        && g->effect[i].controller == viewer)
      return TRUE;
  return FALSE;
}

void
lcg_name_chosen (HcGame *g, HcFrame *f, gint def)
{
  gint player = f->arg[P_PLAYER];
  f->arg[P_NAMED] = lcg_def_info (hc_card_db_get (g->db, def))->title_id;
  lcg_log (g, player, M_NAME_UNIT, RR_CARD, player, def, 0, 0);
  gint16 hand[HC_MAX_CARDS];
  gint n = hc_zone_list (g, 1 - player, Z_HAND, hand, HC_MAX_CARDS);
  lcg_log (g, 1 - player, M_REVEAL_HAND, RR_CARD, 1 - player, n, 0, 0);
  for (gint i = 0; i < n; i++)
    {
      hc_effect_add (g, EFF_REVEALED, HC_DUR_PHASE, player, f->arg[P_SRC],
                     hand[i], 1);
      lcg_log (g, 1 - player, M_REVEAL, RR_CARD, 1 - player, hand[i], 0, 0);
    }
}

/* An effect's choice, made: carry it out. */
void
lcg_apply_choice (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  const LcgVerb *v = lcg_verb (op->verb);
  if (v)
    {
      if (v->chosen)
        v->chosen (g, f, op, chosen);
      return;
    }
  gint player = f->arg[P_PLAYER], source = f->arg[P_SRC];
  switch (op->verb)
    {
    case V_CAPTURE:
      if (chosen >= 0 && lcg_in_play (g, f->arg[P_TARGET]))
        lcg_push_leave (g, f->arg[P_TARGET], LV_CAPTURE, chosen);
      break;
    case V_NAME_CAPTURE:
      {
        gint16 copies[HC_MAX_CARDS];
        gint n = lcg_named_copies (g, f, copies);
        lcg_end_reveal (g, f);
        if (chosen < 0 || !lcg_is_objective (g, chosen))
          break;
        for (gint i = 0; i < n; i++)
          {
            lcg_capture (g, copies[i], chosen);
            lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, copies[i],
                     chosen, 0);
          }
        break;
      }
    default:
      break;
    }
  (void)source;
}
