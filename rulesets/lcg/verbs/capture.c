/* Capturing at an objective you control: "capture SELECTOR" (a unit in
 * play; you choose the objective) and "name-unit-capture" (name a unit,
 * reveal the opponent's hand, capture every copy of it there). */
#include "lcg-verb.h"

static gboolean
capture_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "capture (face down under an objective you "
                        "control) ");
  return FALSE;
}

/* Where a player may put a unit he captures from play: under an
 * objective he controls, or under a unit of his that takes captured
 * units (Dengar: "captures-here"). */
gint
lcg_capture_hosts (const HcGame *g, gint player, gint16 *out)
{
  gint n = lcg_friendly_objectives (g, player, out);
  for (gint i = 0; i < g->n_cards; i++)
    if (lcg_is_unit (g, i) && lcg_in_play (g, i)
        && g->card[i].controller == player
        && lcg_own_static (g, LQ_CAPTURES_HERE, i))
      {
        lcg_own_static_ran (g, LQ_CAPTURES_HERE, i);
        if (out)
          out[n] = (gint16)i;
        n++;
      }
  return n;
}

static gboolean
capture_fits (const HcGame *g, const LcgOp *op, gint source, gint player,
              gint card)
{
  (void)op;
  (void)source;
  /* a unit, or an enhancement where the selector names one (Utinni!) */
  return (lcg_is_unit (g, card) || lcg_type (g, card) == T_ENHANCEMENT)
         && lcg_capture_hosts (g, player, NULL) > 0;
}

/* the captured card, then the objective it goes under */
static gboolean
capture_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  gint player = f->arg[P_PLAYER];
  gint16 list[HC_MAX_CARDS], choice[HC_MAX_CARDS];
  gint n
      = lcg_op_list (g, op, f->arg[P_SRC], player, lcg_op_subject (g, f), list);
  if (n == 0)
    {
      lcg_op_no_effect (g, f);
      return FALSE;
    }
  f->arg[P_TARGET] = op->sel.mode == SEL_TARGET ? f->arg[P_TARGET] : list[0];
  gint k = lcg_capture_hosts (g, player, choice);
  return lcg_ask_choice (g, f, player, choice, k, FALSE);
}

static void
capture_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  if (chosen >= 0 && lcg_in_play (g, f->arg[P_TARGET]))
    lcg_push_leave (g, f->arg[P_TARGET], LV_CAPTURE, chosen);
}

const LcgVerb lcg_verb_capture = {
  .word = "capture",
  .args = "SELECTOR",
  .example = "capture target enemy-unit",
  .has_sel = TRUE,
  .text = capture_text,
  .fits = capture_fits,
  .resolve = capture_resolve,
  .chosen = capture_chosen,
};

static gboolean
name_text (const LcgOp *op, GString *out)
{
  (void)op;
  g_string_append (out, "name a unit, then reveal your opponent's hand "
                        "and capture every copy of the named unit in it "
                        "at an objective you control");
  return TRUE;
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

/* The character a unit's name is filed under when it is named: its first
 * letter or digit, upper case ("Howlrunner" in quotes under H); '#' for a
 * name with neither. */
static gint
name_initial (const HcCardDef *def)
{
  for (const char *p = def->name; *p; p++)
    if (g_ascii_isalnum (*p))
      return g_ascii_toupper (*p);
  return '#';
}

/* The unit titles the player may name: every unit title of the opponent's
 * side, as the namer does not know the hand (one definition per title). */
static gboolean
nameable (const HcGame *g, gint player, guint d)
{
  const HcCardDef *def = hc_card_db_get (g->db, (gint)d);
  return def->type == T_UNIT && def->side == 1 - player
         && lcg_def_info (def)->title_id == (gint)d;
}

/* Naming a unit is two questions, its initial and then the title, so that
 * each fits a decision: one side has about 275 unit titles, at most 32 of
 * them under one initial. */
static void
name_offer_initials (HcGame *g, HcFrame *f)
{
  gint player = f->arg[P_PLAYER];
  gboolean seen[128] = { FALSE };
  guint n = hc_card_db_size (g->db);
  for (guint d = 0; d < n; d++)
    if (nameable (g, player, d))
      seen[name_initial (hc_card_db_get (g->db, (gint)d))] = TRUE;
  hc_game_ask (g, player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  for (gint c = 0; c < 128; c++)
    if (seen[c])
      hc_game_offer (g, LCG_OPT_ID (O_NAME_LETTER, c, 0), O_NAME_LETTER, c, 0,
                     0);
}

void
lcg_name_offer_titles (HcGame *g, HcFrame *f, gint initial)
{
  gint player = f->arg[P_PLAYER];
  hc_game_ask (g, player, D_CHOICE, D_CHOICE);
  g->decision.prompt_arg[0] = f->arg[P_SRC];
  guint n = hc_card_db_size (g->db);
  for (guint d = 0; d < n; d++)
    if (nameable (g, player, d)
        && name_initial (hc_card_db_get (g->db, (gint)d)) == initial)
      hc_game_offer (g, LCG_OPT_ID (O_NAME, d, 0), O_NAME, (gint)d, 0, 0);
}

static gboolean
name_resolve (HcGame *g, HcFrame *f, const LcgOp *op)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  gint16 choice[HC_MAX_CARDS];
  if (f->arg[P_NAMED] < 0)
    {
      name_offer_initials (g, f);
      f->pc = PC_CHOICE_ANSWER;
      return TRUE;
    }
  /* named and revealed: where the copies are captured */
  gint16 copies[HC_MAX_CARDS];
  if (lcg_named_copies (g, f, copies) == 0)
    {
      lcg_op_no_effect (g, f);
      lcg_end_reveal (g, f);
      return FALSE;
    }
  gint k = lcg_friendly_objectives (g, player, choice);
  if (k == 0)
    {
      lcg_end_reveal (g, f);
      return FALSE;
    }
  return lcg_ask_choice (g, f, player, choice, k, FALSE);
}

static void
name_chosen (HcGame *g, HcFrame *f, const LcgOp *op, gint chosen)
{
  (void)op;
  gint player = f->arg[P_PLAYER];
  gint16 copies[HC_MAX_CARDS];
  gint n = lcg_named_copies (g, f, copies);
  lcg_end_reveal (g, f);
  if (chosen < 0 || !lcg_is_objective (g, chosen))
    return;
  for (gint i = 0; i < n; i++)
    {
      lcg_capture (g, copies[i], chosen);
      lcg_log (g, player, M_CAPTURE, RR_CAPTURE, player, copies[i], chosen, 0);
      lcg_push_card_captured (g, copies[i], player);
    }
}

const LcgVerb lcg_verb_name_capture = {
  .word = "name-unit-capture",
  .args = "",
  .example = "name-unit-capture",
  .text = name_text,
  .possible = lcg_op_always, /* naming needs no card in the opponent's hand */
  .resolve = name_resolve,
  .chosen = name_chosen,
};
