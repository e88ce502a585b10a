/* Card text rendered from the compiled ability encoding (abilities.c),
 * so what players read cannot drift from what the engine does. */
#include "lcg-verb.h"

#include <string.h>

static void
traits_text (const GQuark t[2], const char *joiner, GString *out)
{
  if (!t[0])
    return;
  g_string_append (out, g_quark_to_string (t[0]));
  if (t[1])
    g_string_append_printf (out, " %s %s", joiner, g_quark_to_string (t[1]));
  g_string_append_c (out, ' ');
}

void
lcg_sel_text (const LcgSel *s, GString *out)
{
  switch (s->mode)
    {
    case SEL_SELF:
      g_string_append (out, "this card");
      return;
    case SEL_ENHANCED:
      g_string_append (out, "the card it enhances");
      return;
    case SEL_ENGAGED:
      g_string_append (out, "the engaged objective");
      return;
    case SEL_SUBJECT:
      g_string_append (out, s->what == WH_OBJECTIVE ? "that objective"
                                                    : "that unit");
      return;
    case SEL_THAT:
      g_string_append (out, "that same card");
      if (s->trait[0])
        g_string_append_printf (out, " if it is a %s unit",
                                g_quark_to_string (s->trait[0]));
      return;
    default:
      break;
    }
  if (s->up_to)
    g_string_append_printf (out, "up to %d chosen ", s->up_to);
  else
    g_string_append (out, s->mode == SEL_EACH ? "each " : "a chosen ");
  if (s->what == WH_DISCARD_EVENT)
    {
      if (s->aff)
        {
          lcg_affiliation_text (s->aff, out);
          g_string_append_c (out, ' ');
        }
      g_string_append (out, "event card in your discard pile");
      return;
    }
  if (s->what & WH_HAND_UNIT)
    {
      if (s->aff)
        {
          lcg_affiliation_text (s->aff, out);
          g_string_append_c (out, ' ');
        }
      traits_text (s->trait, "or", out);
      if (s->enh_title)
        g_string_append_printf (out, "unit card or %s enhancement card",
                                g_quark_to_string (s->enh_title));
      else
        g_string_append (out, s->what & WH_HAND_ENHANCEMENT
                                  ? "unit or enhancement card"
                                  : "unit card");
      g_string_append (out, s->what & WH_DISCARD_UNIT
                                ? " in your hand or discard pile"
                                : " in your hand");
      if (s->max_cost >= 0)
        g_string_append_printf (out, " of printed cost %d or less",
                                s->max_cost);
      return;
    }
  if (s->what == WH_DISCARD_UNIT)
    {
      traits_text (s->trait, "or", out);
      g_string_append (out, "unit in your discard pile");
      return;
    }
  if (s->filter & FL_EXHAUSTED)
    g_string_append (out, "exhausted ");
  if (s->filter & FL_READY)
    g_string_append (out, "ready ");
  if (s->filter & FL_PARTICIPATING)
    g_string_append (out, "participating ");
  if (s->filter & FL_ATTACKING)
    g_string_append (out, "attacking ");
  if (s->filter & FL_DEFENDING)
    g_string_append (out, "defending ");
  if (s->filter & FL_CHEAPER)
    g_string_append (out, "lower-cost (printed, than the first) ");
  if (s->filter & FL_SHIELDED)
    g_string_append (out, "shielded ");
  if (s->filter & FL_NON_LIMITED)
    g_string_append (out, "non-Limited ");
  if (s->filter & FL_NON_UNIQUE)
    g_string_append (out, "non-unique ");
  if (s->filter & FL_NON_VEHICLE)
    g_string_append (out, "non-Vehicle ");
  g_string_append (out, s->side == SIDE_ENEMY      ? "enemy "
                        : s->side == SIDE_FRIENDLY ? "friendly "
                                                   : "");
  if (s->filter & FL_RESOURCES)
    g_string_append (out, "resource-generating ");
  if (s->filter & FL_TRAIT_UNITS)
    {
      /* "an enhancement or Character unit" */
      g_string_append (out, "enhancement or ");
      traits_text (s->trait, "or", out);
      g_string_append (out, "unit");
      return;
    }
  if (s->filter & FL_TRAIT_OBJECTIVES)
    {
      /* "an enhancement or Hoth objective", "an enemy unit or Hoth
       * objective" */
      g_string_append (out, s->what & WH_ENHANCEMENT ? "enhancement or "
                                                     : "unit or ");
      traits_text (s->trait, "or", out);
      g_string_append (out, "objective");
      return;
    }
  if (s->aff)
    {
      lcg_affiliation_text (s->aff, out);
      g_string_append_c (out, ' ');
    }
  traits_text (s->trait, "or", out);
  /* "a chosen unit", "up to 2 chosen units" */
  gboolean many = s->up_to > 1;
  const char *what
      = s->what == WH_UNIT          ? (many ? "units" : "unit")
        : s->what == WH_OBJECTIVE   ? (many ? "objectives" : "objective")
        : s->what == WH_ENHANCEMENT ? (many ? "enhancements" : "enhancement")
        : s->what == (WH_UNIT | WH_OBJECTIVE)
            ? (many ? "units or objectives" : "unit or objective")
        : s->what == (WH_OBJECTIVE | WH_ENHANCEMENT)
            ? (many ? "objectives or enhancements" : "objective or enhancement")
        : s->what & WH_AFFILIATION ? (many ? "non-unit cards" : "non-unit card")
                                   : (many ? "cards" : "card");
  g_string_append (out, what);
  if (s->filter & FL_COMMITTED)
    g_string_append (out, " committed to the Force");
  if (s->filter & FL_UNCOMMITTED)
    g_string_append (out, " not committed to the Force");
  if (s->min_enh)
    g_string_append_printf (out, " with %d or more enhancements on it",
                            s->min_enh);
  if (s->filter & FL_COST_LE_OWN_ENH)
    g_string_append (out, " of printed cost equal to or lower than the "
                          "number of enhancements you control");
  if (s->filter & FL_UNENGAGED)
    g_string_append (out, " that is not engaged");
  if (s->filter & FL_OTHER)
    g_string_append (out, " other than the one it concerns");
  if (s->max_sum)
    g_string_append_printf (out,
                            " with a combined printed cost of %d or "
                            "lower",
                            s->max_sum);
  else if (s->max_cost >= 0)
    g_string_append_printf (out, " of printed cost %d or less", s->max_cost);
  if (s->min_cost > 0)
    g_string_append_printf (out, " of printed cost %d or higher", s->min_cost);
  if (s->filter & FL_OR_SELF)
    g_string_append (out, " or this card");
  if (s->filter & FL_CHEAPER_THAN_COST)
    g_string_append (out, " with lower printed cost");
  if (s->filter & FL_SAME_TITLE_AS_COST)
    g_string_append (out, " with the same name");
}

/* "imperial-navy" -> "Imperial Navy", "scum-and-villainy" -> "Scum and
 * Villainy": the affiliation as players read it */
void
lcg_affiliation_text (gint aff, GString *out)
{
  g_auto (GStrv) w = g_strsplit (lcg_affiliation_names[aff], "-", -1);
  for (gint i = 0; w[i]; i++)
    {
      if (i)
        g_string_append_c (out, ' ');
      if (strcmp (w[i], "and") != 0)
        w[i][0] = g_ascii_toupper (w[i][0]);
      g_string_append (out, w[i]);
    }
}

void
lcg_count_text (gint n, const char *one, const char *many, GString *out)
{
  g_string_append_printf (out, "%d %s", n, n == 1 ? one : many);
}

void
lcg_amount_text (const LcgOp *op, const char *one, const char *many,
                 GString *out)
{
  lcg_count_text (op->n, one, many, out);
  if (op->n_light)
    g_string_append_printf (out,
                            " (%d while the Balance of the Force is "
                            "with the light side)",
                            op->n_light);
}

void
lcg_op_text (const LcgOp *op, GString *out)
{
  const LcgVerb *v = lcg_verb (op->verb);
  if (v && !v->text (op, out))
    lcg_sel_text (&op->sel, out);
}

static const char *const when_text[EV_COUNT] = {
  /* the errata wording (FAQ Most Recent Printing, Core 0056, 0057), which
   * is also when every "after you refresh" effect now comes */
  [EV_AFTER_REFRESH] = "after your refresh phase ends",
  [EV_TURN_BEGINS] = "after the opponent's turn begins",
  [EV_ENTERS_PLAY] = "after this card enters play",
  [EV_PLAY_UNIT] = "after you play a unit",
  [EV_EVENT_PLAYED] = "when an event card is played",
  [EV_DECLARED] = "after this unit is declared in an engagement",
  [EV_EDGE_WON] = "after you win an edge battle as the attacker",
  [EV_FOCUSED_TO_STRIKE] = "after a unit is focused to strike",
  [EV_DAMAGE] = "when damage is being dealt",
  [EV_OBJ_DESTROYED] = "after an objective is destroyed",
  [EV_COMMITTED] = "after you commit this unit to the Force",
  [EV_INTERRUPT_EXECUTED] = "when another interrupt effect is executed",
  [EV_DAMAGED] = "after damage is dealt",
  [EV_DESTROYED] = "when this card is destroyed",
  [EV_LEAVES_PLAY] = "when this card leaves play",
  [EV_ENGAGED] = "when another objective of yours is engaged",
  [EV_DRAW_BEGINS] = "after your draw phase begins",
  [EV_STRUCK] = "after a unit resolves a strike",
  [EV_SURVIVED] = "after this unit survives an engagement as an attacker",
  [EV_FORCE_WON] = "after you win a Force struggle (the Balance moves to or "
                   "stays on your side)",
  [EV_EDGE_PLACED] = "when both players are done placing edge cards, before "
                     "the edge stacks are revealed",
  [EV_CAPTURED] = "after you capture an enemy unit from play",
  [EV_CARD_CAPTURED] = "after a card is captured",
  [EV_GENERATED] = "after a card generates resources",
  [EV_PLAYING] = "when you play a unit",
  [EV_UNOPPOSED] = "after this unit survives an unopposed engagement as an "
                   "attacker",
  [EV_EDGE_PLACE] = "when you would place a card into your edge stack",
  [EV_FOCUS_REMOVED] = "after a focus token is removed from an enemy unit",
  [EV_LEFT_FORCE] = "after an enemy unit is removed from the Force by a card "
                    "effect",
  [EV_CONFLICT_BEGINS] = "after your conflict phase begins",
  [EV_CONFLICT_ENDS] = "after an opponent's conflict phase ends",
  [EV_UNIT_DESTROYED] = "after a unit you control is destroyed",
  [EV_SHIELD_REMOVED] = "after you remove or discard a shield from a unit",
  [EV_STRUGGLE_BEGINS] = "when a Force struggle begins",
  [EV_UNIT_ABILITY_EXECUTED] = "when a unit in play executes an action or "
                               "reaction ability",
  [EV_FOCUS_PLACED] = "when a focus token would be placed on a unit you "
                      "control",
  [EV_SACRIFICED] = "after a card is sacrificed",
  [EV_PLAY_ENHANCEMENT] = "after you play an enhancement",
  [EV_TURN_ENDS] = "after your turn ends",
  [EV_DEPLOY_BEGINS] = "after your deployment phase begins",
  [EV_CONTROL_TAKEN] = "after you take control of a unit",
  [EV_DIAL_UP] = "after the Death Star dial increases",
  [EV_LONE_DEFENDER] = "after an opponent declares only 1 unit as a "
                       "defender",
  [EV_FATE_REVEALED] = "after a fate card is revealed in an edge stack",
  /* the one word for it reads "enemy-fate-resolved" (WHO_OPPONENT) */
  [EV_FATE_RESOLVED] = "after an enemy fate card resolves",
  /* the one word for it reads "opponent-places-edge-card" (WHO_OPPONENT) */
  [EV_EDGE_CARD_PLACED] = "after an opponent places a card into an edge "
                          "stack",
  [EV_PHASE_BEGINS] = "after a phase begins",
  [EV_EFFECT_DREW] = "after an opponent resolves a card effect that draws 1 "
                     "or more cards",
  [EV_RESCUED] = "after a captured card is rescued",
  [EV_REACTION_RESOLVED] = "after a Reaction ability resolves",
  [EV_EDGE_FATE_DISCARDED] = "after you discard a fate card from your edge "
                             "stack",
  /* the one word for it reads "opponent-chooses-single-target" */
  [EV_TARGET_CHOSEN] = "when your opponent chooses a single target for a "
                       "non-capturing card effect",
};

/* An effect after "COST to ": one that opens with how long it lasts
 * ("until the end of the phase, give ...") says it at its end instead,
 * as "focus this card to give ... until the end of the phase". */
static void
cost_first_op_text (const LcgOp *op, GString *out)
{
  g_autoptr (GString) text = g_string_new (NULL);
  lcg_op_text (op, text);
  const char *comma = strstr (text->str, ", ");
  if (!g_str_has_prefix (text->str, "until ") || !comma)
    {
      g_string_append (out, text->str);
      return;
    }
  g_string_append_printf (out, "%s %.*s", comma + 2, (gint)(comma - text->str),
                          text->str);
}

static void clause_effect_text (const LcgClause *cl, GString *out);

/* The triggering condition with the card it is about narrowed where the
 * sentence names it: "after a unit is focused to strike" with the trait
 * Character reads "after a Character unit is focused to strike", "after
 * you play an event card" with the affiliation Sith "after you play a
 * Sith event card" (the affiliation conditions are all on your own
 * plays, so the card is yours already). */
static void
when_subject_text (const LcgClause *cl, const char *when, GString *out)
{
  g_autoptr (GString) adj = g_string_new (NULL);
  if (cl->when_aff && cl->when_who != WHO_ANY_OBJECTIVE)
    {
      lcg_affiliation_text (cl->when_aff, adj);
      g_string_append_c (adj, ' ');
    }
  if (cl->when_who == WHO_ENEMY_ATTACKER)
    g_string_append (adj, "attacking enemy ");
  if (cl->when_who == WHO_FRIENDLY_UNIQUE_LEFT)
    g_string_append (adj, "unique ");
  if (cl->when_trait)
    g_string_append_printf (adj, "%s ", g_quark_to_string (cl->when_trait));
  if (cl->when_trait2)
    g_string_append_printf (adj, "or %s ", g_quark_to_string (cl->when_trait2));
  static const char *const nouns[]
      = { "a unit", "an objective", "an event card", "an enhancement" };
  const char *at = NULL;
  guint noun = 0;
  for (guint i = 0; adj->len && i < G_N_ELEMENTS (nouns); i++)
    {
      const char *hit = strstr (when, nouns[i]);
      if (hit && (hit == when || hit[-1] == ' ') && (!at || hit < at))
        {
          at = hit;
          noun = i;
        }
    }
  if (!at)
    {
      g_string_append (out, when);
      if (adj->len)
        {
          /* no noun to narrow: say it after the condition */
          g_string_truncate (adj, adj->len - 1);
          g_string_append (out, ", if it is ");
          hc_a_text (adj->str, out);
        }
      return;
    }
  g_string_append_len (out, when, at - when);
  /* "a unit" -> "unit", "an objective" -> "objective" */
  g_string_append (adj, strchr (nouns[noun], ' ') + 1);
  hc_a_text (adj->str, out);
  g_string_append (out, at + strlen (nouns[noun]));
}

static void constant_clause_text (const LcgClause *cl, GString *out);

static void
clause_text (const LcgClause *cl, GString *out)
{
  static const char *const kind_text[]
      = { "Action",           "Reaction",
          "Interrupt",        "Forced reaction",
          "Forced interrupt", "When revealed in an edge battle" };
  /* lcgAI: a constant ability its player may apply each time reads as
   * printed, "While ..., each time ..., you may ..." */
  if (cl->constant)
    {
      constant_clause_text (cl, out);
      return;
    }
  g_string_append (out, kind_text[cl->kind]);
  if (cl->from_hand)
    lcg_head_text ("", LHW_FROM_HAND, 0, 0, out);
  if (cl->from_discard)
    lcg_head_text ("", LHW_FROM_DISCARD, 0, 0, out);
  if (cl->when && when_text[cl->when])
    {
      const char *when = when_text[cl->when];
      if (cl->when == EV_EVENT_PLAYED && cl->when_who == WHO_YOU)
        when = "after you play an event card";
      if (cl->when == EV_COMMITTED && cl->when_who == WHO_YOU)
        when = "after you commit a unit to the Force";
      if (cl->when == EV_DESTROYED && cl->when_who == WHO_ENHANCED)
        when = "when the card it enhances would be destroyed";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_ENHANCED)
        when = "when the card it enhances leaves play";
      if (cl->when == EV_EDGE_WON && cl->only != ONLY_ATTACKER)
        when = "after you win an edge battle";
      if (cl->when == EV_FORCE_WON && cl->when_who == WHO_OPPONENT)
        when = "after you lose a Force struggle";
      if (cl->when == EV_CARD_CAPTURED
          && cl->when_who == WHO_CAPTURED_UNIT_HERE)
        when = "after you capture a unit card at this objective";
      if (cl->when == EV_AFTER_REFRESH && cl->when_who == WHO_OPPONENT)
        when = "after your opponent's refresh phase ends";
      if (cl->when == EV_FORCE_WON
          && cl->when_who == WHO_ENHANCED_LOST_OWN_TURN)
        when = "after the controller of the card this one enhances loses "
               "a Force struggle on his own turn";
      if (cl->when == EV_DESTROYED && cl->when_who == WHO_ANY_UNIT)
        when = "when a unit is destroyed";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_FRIENDLY_UNIT)
        when = "when a unit you control would leave play";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_ANY_UNIT)
        when = "when a unit would leave play";
      if (cl->when == EV_LEAVES_PLAY
          && (cl->when_who == WHO_YOU
              || cl->when_who == WHO_FRIENDLY_UNIQUE_LEFT))
        when = "after a unit you control leaves play";
      if (cl->when == EV_LEAVES_PLAY
          && cl->when_who == WHO_FRIENDLY_ATTACKER_LEFT)
        when = "after an attacking unit you control leaves play";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_OBJECTIVE)
        when = "when an objective leaves play";
      if (cl->when == EV_DECLARED && cl->when_who == WHO_YOUR_ATTACKER)
        when = "after you declare a unit as an attacker";
      if (cl->when == EV_DESTROYED && cl->when_who == WHO_YOUR_OBJECTIVE)
        when = "when an objective you control leaves play (is destroyed)";
      if (cl->when == EV_ENTERS_PLAY && cl->when_who == WHO_ANY_UNIT)
        when = "after a unit enters play";
      if (cl->when == EV_ENTERS_PLAY && cl->when_who == WHO_OBJECTIVE)
        when = "after an objective enters play";
      if (cl->when == EV_EDGE_WON && cl->when_who == WHO_OPPONENT)
        when = "after you lose an edge battle";
      if (cl->when == EV_OBJ_DESTROYED && cl->when_who == WHO_OPPONENT)
        when = "after an enemy objective is destroyed";
      if (cl->when == EV_DAMAGED && cl->when_who == WHO_SELF_SOURCE)
        when = "after this unit deals damage to a unit";
      if (cl->when == EV_STRUCK && cl->when_who == WHO_FRIENDLY_UNIT)
        when = "after you resolve a strike";
      if (cl->when == EV_STRUCK && cl->when_who == WHO_SELF)
        when = "after this unit resolves a strike";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_OPPONENT)
        when = "after an enemy unit leaves play";
      if (cl->when == EV_DECLARED && cl->when_who == WHO_ENHANCED)
        when = "after the unit it enhances is declared in an engagement";
      if (cl->when == EV_ENGAGED && cl->when_who == WHO_ENHANCED)
        when = "after an engagement is declared against the objective it "
               "enhances";
      if (cl->when == EV_PLAY_UNIT && cl->when_who == WHO_SELF)
        when = "after you play this unit from your hand";
      if (cl->when == EV_PLAY_UNIT && cl->when_who == WHO_OPPONENT)
        when = "after an opponent plays a unit";
      if (cl->when == EV_PLAYING && cl->when_who == WHO_SELF)
        when = "when you play this unit from your hand";
      if (cl->when_who == WHO_SELF_SOURCE_KILLED)
        when = "after this unit destroys an enemy unit";
      if (cl->when_who == WHO_FRIENDLY_UNIT_ENGAGED)
        when = "when a unit you control is destroyed during an engagement";
      if (cl->when == EV_FOCUS_PLACED && cl->when_who == WHO_ENHANCED)
        when = "after the unit it enhances has 1 or more focus tokens placed "
               "on it";
      /* lcgE: an interrupt to the focusing (AT-AT Assault Formation) */
      if (cl->when == EV_FOCUSED_TO_STRIKE
          && (cl->kind == CK_INTERRUPT || cl->kind == CK_FORCED_INTERRUPT))
        when = "when a unit is focused to strike";
      if (cl->when == EV_TURN_BEGINS && cl->when_who == WHO_YOU)
        when = "after your turn begins";
      /* lcgZ: Adaptive Strategy, either player's fate card */
      if (cl->when == EV_FATE_RESOLVED && cl->when_who == WHO_ANY)
        when = "after a fate card's effect resolves";
      g_string_append (out, " (");
      if (cl->when_who == WHO_TITLED && cl->when == EV_FATE_RESOLVED)
        g_string_append_printf (out, "after a %s fate card resolves",
                                g_quark_to_string (cl->when_trait));
      else if (cl->when_who == WHO_YOUR_FATE_UNTITLED)
        g_string_append_printf (out,
                                "after you discard a fate card not named %s "
                                "from your edge stack",
                                g_quark_to_string (cl->when_trait));
      else if (cl->when_who == WHO_TITLED)
        g_string_append_printf (out, "after the %s objective is destroyed",
                                g_quark_to_string (cl->when_trait));
      else
        when_subject_text (cl, when, out);
      if (cl->when_cost_cap)
        lcg_head_text ("", LHW_SUBJECT_COST, cl->when_cost_cap - 1, 0, out);
      if (cl->when == EV_FOCUSED_TO_STRIKE && cl->when_who == WHO_SELF)
        g_string_append (out, ": this one");
      if (cl->when == EV_DAMAGED && cl->when_who == WHO_SELF)
        g_string_append (out, " to this unit");
      if (cl->when_who == WHO_ENHANCED && cl->when != EV_DESTROYED
          && cl->when != EV_LEAVES_PLAY && cl->when != EV_ENGAGED
          && cl->when != EV_DECLARED && cl->when != EV_FOCUS_PLACED)
        g_string_append (out, ": the one this card enhances");
      if (cl->when_who == WHO_SELF_ATTACKER)
        g_string_append (out, " as an attacker");
      if (cl->when_who == WHO_FRIENDLY_NON_VEHICLE)
        g_string_append (out, " to a friendly non-Vehicle unit");
      if (cl->when == EV_DAMAGE && cl->when_who == WHO_OTHER_FRIENDLY)
        g_string_append (out, " to a friendly unit or objective");
      if (cl->when_who == WHO_ANY_OBJECTIVE)
        {
          g_string_append (out, cl->when_aff ? " to a " : " to an");
          if (cl->when_aff)
            lcg_affiliation_text (cl->when_aff, out);
          g_string_append (out, " objective");
        }
      g_string_append_c (out, ')');
    }
  /* "only attacker" is said by "after you win an edge battle" already */
  if (!(cl->only == ONLY_ATTACKER && cl->when == EV_EDGE_WON))
    lcg_head_text ("only", cl->only, cl->only_n, cl->only_trait, out);
  g_string_append (out, ": ");
  clause_effect_text (cl, out);
  g_string_append_c (out, '.');
}

/* lcgAI: Knowledge and Defense: "While this card is undamaged, each time a
 * unit you control is destroyed during an engagement, you may return it
 * ...": the interrupt's text with its parts in the printed order */
static void
constant_clause_text (const LcgClause *cl, GString *out)
{
  g_autoptr (GString) s = g_string_new (NULL);
  lcg_head_text ("only", cl->only, cl->only_n, cl->only_trait, s);
  if (g_str_has_prefix (s->str, ", "))
    {
      g_string_erase (s, 0, 2);
      g_string_append (s, ", ");
    }
  lcg_head_text ("", LHW_CONSTANT, 0, 0, s);
  const char *when = cl->when ? when_text[cl->when] : NULL;
  if (cl->when_who == WHO_FRIENDLY_UNIT_ENGAGED)
    when = "when a unit you control is destroyed during an engagement";
  if (when && g_str_has_prefix (when, "when "))
    when += 5;
  if (when)
    when_subject_text (cl, when, s);
  /* a forced one is no choice */
  g_string_append (s, cl->kind == CK_FORCED_INTERRUPT
                              || cl->kind == CK_FORCED_REACTION
                          ? ", "
                          : ", you may ");
  clause_effect_text (cl, s);
  s->str[0] = g_ascii_toupper (s->str[0]);
  g_string_append_printf (out, "%s.", s->str);
}

void
lcg_clause_effect_text (const HcCardDef *d, gint clause, GString *out)
{
  const LcgCard *c = lcg_def_info (d);
  if (clause >= 0 && clause < c->n_clauses)
    clause_effect_text (&c->clause[clause], out);
}

/* the cost, the effects and the limit of an ability */
static void
clause_effect_text (const LcgClause *cl, GString *out)
{
  gsize before_cost = out->len;
  GQuark cost_trait = cl->cost_trait;
  if (cl->cost_aff)
    {
      /* "an Imperial Navy Officer unit": the affiliation reads as part of
       * the trait (head-words.c, LHA_AFF_TRAIT) */
      g_autoptr (GString) t = g_string_new (NULL);
      lcg_affiliation_text (cl->cost_aff, t);
      if (cost_trait) /* lcgAC: 0 after an affiliation alone (LHA_AFF) */
        g_string_append_printf (t, " %s", g_quark_to_string (cost_trait));
      cost_trait = g_quark_from_string (t->str);
    }
  lcg_head_text ("cost", cl->cost, cl->cost_n, cost_trait, out);
  for (gint i = 0; i < cl->n_ops; i++)
    {
      if (i)
        g_string_append (out, cl->op[i].verb == V_MOVE_TO ? " " : "; then ");
      if (i == 0 && out->len > before_cost)
        cost_first_op_text (&cl->op[0], out);
      else
        lcg_op_text (&cl->op[i], out);
    }
  lcg_head_text ("limit", cl->limit, 0, 0, out);
}

static void
icons_text (const gint8 ic[I_COUNT], GString *out)
{
  static const char *const names[I_COUNT]
      = { "unit damage", "blast damage", "tactics" };
  gint n = 0;
  for (gint i = 0; i < I_COUNT; i++)
    n += ic[i] != 0;
  /* "1 unit damage and 1 blast damage" */
  for (gint i = 0, said = 0; i < I_COUNT; i++)
    if (ic[i])
      {
        g_string_append_printf (out, "%s%d %s",
                                !said           ? ""
                                : said == n - 1 ? " and "
                                                : ", ",
                                ic[i], names[i]);
        said++;
      }
}

/* The text of c->statics[i] and of those after it that the same words
 * encoded (one per icon type): the row's sentence with its blanks filled.
 * Returns the index of the next one. */
static gint
static_text (const LcgCard *c, gint i, GString *out)
{
  const LcgStatic *st = &c->statics[i];
  const LcgStaticWord *row = lcg_static_word (st->word);
  gint8 icons[I_COUNT] = { 0 };
  gint next = i;
  for (; next < c->n_statics && c->statics[next].word == st->word; next++)
    {
      /* printed-like or edge-enabled: the row's text says which */
      gint q = c->statics[next].quantity;
      if (q <= LQ_TACTICS)
        icons[q - LQ_UD] += c->statics[next].amount;
      else if (q >= LQ_EE_UD && q <= LQ_EE_TACTICS)
        icons[q - LQ_EE_UD] += c->statics[next].amount;
    }
  g_string_append_c (out, '\n');
  for (const char *t = row->text; *t; t++)
    {
      const char *end = *t == '{' ? strchr (t, '}') : NULL;
      if (!end)
        {
          g_string_append_c (out, *t);
          continue;
        }
      g_autofree char *blank = g_strndup (t + 1, (gsize)(end - t - 1));
      t = end;
      if (strcmp (blank, "icons") == 0)
        icons_text (icons, out);
      else if (strcmp (blank, "lost icons") == 0)
        {
          gint8 lost[I_COUNT];
          for (gint k = 0; k < I_COUNT; k++)
            lost[k] = (gint8)-icons[k];
          icons_text (lost, out);
        }
      else if (strcmp (blank, "n") == 0)
        g_string_append_printf (out, "%d", ABS (st->amount));
      else if (strcmp (blank, "+n") == 0)
        g_string_append_printf (out, "%+d", st->amount);
      else if (strcmp (blank, "min") == 0)
        g_string_append_printf (out, "%d", st->n);
      else if (strcmp (blank, "force") == 0)
        lcg_count_text (ABS (st->amount), "Force icon", "Force icons", out);
      else if (strcmp (blank, "type") == 0)
        g_string_append (out, lcg_type_names[st->type]);
      else if (strcmp (blank, "trait") == 0)
        g_string_append (out, g_quark_to_string (st->trait));
      else if (strcmp (blank, "a trait") == 0)
        {
          /* "a Speeder or Fighter" (Wedge Antilles) */
          g_autofree char *either
              = st->trait2 ? g_strdup_printf ("%s or %s",
                                              g_quark_to_string (st->trait),
                                              g_quark_to_string (st->trait2))
                           : g_strdup (g_quark_to_string (st->trait));
          hc_a_text (either, out);
        }
      else if (strcmp (blank, "what") == 0)
        g_string_append (out, g_quark_to_string (st->what));
      else if (strcmp (blank, "obj") == 0)
        g_string_append (out, g_quark_to_string (st->obj_trait));
      else if (strcmp (blank, "a obj") == 0)
        hc_a_text (g_quark_to_string (st->obj_trait), out);
      else if (strcmp (blank, "traits") == 0)
        {
          /* "Walker and each Trooper" (General Veers) */
          g_string_append (out, g_quark_to_string (st->trait));
          if (st->trait2)
            g_string_append_printf (out, " and each %s",
                                    g_quark_to_string (st->trait2));
        }
      else if (st->aff)
        {
          /* {aff}, or {aff } with a space after it */
          lcg_affiliation_text (st->aff, out);
          if (blank[0] && blank[strlen (blank) - 1] == ' ')
            g_string_append_c (out, ' ');
        }
    }
  return next;
}

/* whether the card has the keyword of a row of keywords.c */
static gboolean
has (const LcgKeyword *row, const LcgCard *c)
{
  switch (row->field)
    {
    case LKF_KW:
      return (c->kw & row->bit) != 0;
    case LKF_DECK:
      return (c->deck & row->bit) != 0;
    case LKF_EDGE:
      return c->edge != 0;
    default:
      /* "Protect unit" of an affiliation, of committed units, or
       * "Protect Character" */
      return c->protect && (row->args == LKA_TRAIT_AFF) == (c->protect_aff != 0)
             && (row->args == LKA_COMMITTED) == c->protect_committed;
    }
}

/* the row's sentence, its blanks filled from the card */
static void
sentence (const LcgKeyword *row, const LcgCard *c, GString *out)
{
  for (const char *t = row->text; *t;)
    if (g_str_has_prefix (t, "{n}"))
      {
        g_string_append_printf (out, "%d", c->edge);
        t += 3;
      }
    else if (g_str_has_prefix (t, "{force}"))
      {
        lcg_count_text (c->edge, "Force icon", "Force icons", out);
        t += 7;
      }
    else if (g_str_has_prefix (t, "{trait}"))
      {
        g_string_append (out, g_quark_to_string (c->protect));
        t += 7;
      }
    else if (g_str_has_prefix (t, "{aff}"))
      {
        lcg_affiliation_text (c->protect_aff, out);
        t += 5;
      }
    else
      g_string_append_c (out, *t++);
}

void
lcg_keywords_text (const LcgCard *c, GString *out)
{
  for (guint i = 0; lcg_keyword (i); i++)
    if (has (lcg_keyword (i), c))
      {
        g_string_append_c (out, '\n');
        sentence (lcg_keyword (i), c, out);
      }
}

/* the constant abilities of a card: its grants (`grants`) or the others */
static void
statics_text (const LcgCard *c, gboolean grants, GString *out)
{
  for (gint i = 0; i < c->n_statics;)
    if ((c->statics[i].who == LW_ENHANCED) == grants)
      i = static_text (c, i, out);
    else
      i++;
}

void
lcg_abilities_text (const HcCardDef *d, const LcgCard *c, GString *out)
{
  (void)d;
  lcg_keywords_text (c, out);
  if (c->enh)
    {
      static const char *const where[] = { "",
                                           "in your play area",
                                           "on a unit",
                                           "on an enemy unit",
                                           "on an objective",
                                           "on an objective you control",
                                           "on an enemy objective",
                                           "on the Death Star dial" };
      g_string_append (out, "\nGoes ");
      if (c->enh_trait[0])
        g_string_append (out, "on ");
      if ((c->enh == ENH_UNIT || c->enh == ENH_ENEMY_UNIT) && c->enh_trait[0])
        {
          g_autoptr (GString) what
              = g_string_new (c->enh == ENH_ENEMY_UNIT ? "enemy " : "");
          traits_text (c->enh_trait, "or", what);
          g_string_append (what, "unit");
          hc_a_text (what->str, out);
        }
      else if (c->enh_trait[0])
        {
          /* an objective with a trait */
          g_autoptr (GString) what
              = g_string_new (c->enh == ENH_ENEMY_OBJ ? "enemy " : "");
          traits_text (c->enh_trait, "or", what);
          g_string_append (what, c->enh == ENH_FRIENDLY_OBJ
                                     ? "objective you control"
                                     : "objective");
          hc_a_text (what->str, out);
        }
      else
        g_string_append (out, where[c->enh]);
      g_string_append_c (out, '.');
    }
  statics_text (c, TRUE, out);
  statics_text (c, FALSE, out);
  for (gint i = 0; i < c->n_clauses; i++)
    {
      g_string_append_c (out, '\n');
      clause_text (&c->clause[i], out);
    }
}

guint64
lcg_encoded_parts (const HcCardDef *d)
{
  const LcgCard *c = lcg_def_info (d);
  if (!c)
    return 0;
  guint64 clauses = (G_GUINT64_CONSTANT (1) << c->n_clauses) - 1;
  guint64 statics = (G_GUINT64_CONSTANT (1) << c->n_statics) - 1;
  guint64 parts = clauses | statics << LCG_PART_STATIC;
  parts |= (guint64)(c->kw & LCG_PART_KEYWORDS) << LCG_PART_KEYWORD;
  if (c->edge)
    parts |= G_GUINT64_CONSTANT (1) << LCG_PART_EDGE;
  if (c->protect)
    parts |= G_GUINT64_CONSTANT (1) << LCG_PART_PROTECT;
  return parts;
}

void
lcg_part_text (const HcCardDef *d, guint part, GString *out)
{
  const LcgCard *c = lcg_def_info (d);
  if (!c)
    return;
  if (part < (guint)c->n_clauses)
    clause_text (&c->clause[part], out);
  else if (part >= LCG_PART_KEYWORD)
    {
      /* the keyword's sentence of the card text */
      LcgCard one = { .kw = c->kw,
                      .edge = c->edge,
                      .protect = c->protect,
                      .protect_aff = c->protect_aff,
                      .protect_committed = c->protect_committed };
      if (part == LCG_PART_EDGE)
        one.kw = 0, one.protect = 0;
      else if (part == LCG_PART_PROTECT)
        one.kw = 0, one.edge = 0;
      else
        {
          one.kw = c->kw & (1u << (part - LCG_PART_KEYWORD));
          one.edge = 0;
          one.protect = 0;
        }
      g_autoptr (GString) t = g_string_new (NULL);
      lcg_keywords_text (&one, t);
      g_string_append (out, t->str[0] == '\n' ? t->str + 1 : t->str);
    }
  else if (part >= LCG_PART_STATIC
           && part - LCG_PART_STATIC < (guint)c->n_statics)
    {
      g_autoptr (GString) one = g_string_new (NULL);
      static_text (c, (gint)(part - LCG_PART_STATIC), one);
      /* static_text starts a line of the card's text */
      g_string_append (out, one->str[0] == '\n' ? one->str + 1 : one->str);
    }
}
