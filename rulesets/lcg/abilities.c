/* The lcg ability encoding: how data/lcg/cards.csv writes keywords and
 * abilities, compiled into LcgCard (render.c writes the card text back
 * from it, so what players read cannot drift from what the engine does).
 *
 * `keywords` column, tokens joined with " | ": the rows of keywords.c
 *   (elite, edge N, protect TRAIT, ...; the grammar page lists them)
 *
 * `abilities` column, clauses joined with " | ":
 *   todo KIND                       a printed ability not yet encoded
 *   enhance WHERE [aff:AFFILIATION] play-area, dial, objective[:T1/T2],
 *                                   friendly-objective[:T1/T2],
 *                                   enemy-objective[:T1/T2],
 *                                   unit[:T1/T2], enemy-unit[:T1/T2];
 *                                   aff: is the row enhances-only below
 *   grant WORD ...                  what the enhanced card gets (icons,
 *                                   capacity, edge, keywords): a row of
 *                                   static_words[] below
 *   static WORD ...                 a constant ability, or a card's own
 *                                   rule: a row of static_words[] below
 *                                   (LcgStatic, summed by statics.c)
 *   KIND [WHEN] [cost COST] [limit LIMIT] [only CONDITION] [from-hand]
 *        [subject-cost<=N (the triggering card's printed cost)]:
 *        EFFECT [; EFFECT]
 *     COST, LIMIT, CONDITION and the lone words: the rows of
 *           head-words.c (the grammar page lists them)
 *     KIND  action, reaction, interrupt, forced-reaction,
 *           forced-interrupt, fate
 *     WHEN  after-refresh, opponent-turn-begins, enters-play-self,
 *           you-play-unit[:TRAIT], event-played, declared-self,
 *           edge-won-attacker, focused-to-strike-self,
 *           enemy-objective-destroyed,
 *           focused-to-strike[:TRAIT], damage,
 *           damage-friendly-non-vehicle, objective-destroyed,
 *           committed-self, declared-attacker-self,
 *           focused-to-strike-enhanced, interrupt-executed,
 *           damages-self[:TRAIT] (this unit damaged a TRAIT unit),
 *           destroyed-self, leaves-play-self,
 *           friendly-unit-leaves-play[:TRAIT] (when it would),
 *           friendly-unit-left-play[:TRAIT] (after it did),
 *           friendly-unique-unit-left-play[:TRAIT] (a unique one),
 *           you-commit-unit[:AFFILIATION],
 *           other-friendly-objective-engaged, damaged-self,
 *           destroyed-enhanced, leaves-play-enhanced,
 *           unit-destroyed[:TRAIT],
 *           your-objective-destroyed, you-play-event[:AFFILIATION],
 *           your-draw-phase-begins, your-conflict-phase-begins,
 * enemy-attacker-struck[:T1/T2], unopposed-attacker-self,
 * survived-attacker-self, edge-stacks-placed, you-win-force-struggle,
 *           you-lose-force-struggle,
 *           enhanced-controller-loses-force-struggle-own-turn,
 *           objective-damage[:AFFILIATION] (damage to such an objective),
 *           objective-damaged[:AFFILIATION] (after it is dealt),
 *           you-capture-enemy-unit, edge-won, enhanced-generates,
 *           unit-enters-play (any unit), edge-lost,
 *           unit-ability-executed (a unit's action or reaction),
 *           friendly-attacker-left-play (after a unit of yours that was
 *           attacking left play),
 *           objective-leaves-play[:TRAIT] (when one would),
 *           you-declare-attacker[:AFFILIATION[:TRAIT]] (after you declare
 *           such a unit as an attacker),
 *           you-play-unit-now[:TRAIT] (when, before its cost is paid),
 *           force-struggle-begins (before the struggle is counted),
 *           card-captured (any card, from anywhere), opponent-refreshed
 *           fate-revealed (a fate card revealed in an edge stack),
 *           enemy-fate-resolved (after an enemy fate card's effect)
 *           opponent-conflict-phase-ends, unit-leaves-play[:TRAIT],
 *           friendly-unit-destroyed, you-unshield-unit (after you remove
 *           or discard a shield from a unit),
 *           focus-placed-enhanced (after the enhanced unit got focus tokens),
 *           destroys-enemy-unit-self (its damage destroyed an enemy unit),
 *           played-self (after you play this unit),
 *           opponent-places-edge-card (after an opponent placed a card
 *           into an edge stack), phase-begins (after any phase begins),
 *           fate-resolved (after any fate card's effect resolves)
 *           playing-self (when you play this unit, before its cost),
 *           damage-friendly (damage being dealt to a friendly unit or
 *           objective),
 *           opponent-chooses-single-target (an opponent chose the single
 *           target of a non-capturing card effect)
 *     EFFECT  a verb of the table in verbs/table.c, each in its file
 *           under verbs/ with its own grammar; doc/rules/lcg-abilities.md
 *           (generated from the table) lists them with an example each
 *     SEL   target WHAT [FILTER...] | each WHAT [FILTER...] |
 *           up-to N WHAT [FILTER...] (N targets at most) | self |
 *           enhanced | engaged-objective | subject | that (the target an
 *           earlier effect of the ability chose) | that:TRAIT (the same,
 *           only if it has the trait)
 *           enhanced | engaged-objective | subject | subject-objective
 *           (the same, said "that objective") | that (the target an
 *           earlier effect of the ability chose)
 *     WHAT  unit, enemy-unit, friendly-unit, participating-enemy-unit,
 *           objective, enemy-objective, friendly-objective,
 *           unit-or-objective, enemy-unit-or-objective,
 *           friendly-unit-or-objective, friendly-objective-or-enhancement,
 *           enhancement, friendly-enhancement, enemy-enhancement,
 *           discard-unit (a unit card in your discard pile),
 *           discard-event[:AFFILIATION] (an event card there),
 *           hand-unit (a unit card in your hand),
 *           enhancement-or-objective[:T1/T2] (the traits: of the
 *           objective),
 *           hand-or-discard-unit-or-enhancement (a unit or enhancement
 *           card in your hand or discard pile),
 *           friendly-card (unit, objective or enhancement),
 *           friendly-non-unit (objective, enhancement or affiliation),
 *           unit-or-trait-objective (the traits: of the objective),
 *           enemy-unit-or-trait-objective[:T1/T2] (the traits: of the
 *           objective),
 *           each optionally followed by ":T1/T2" (traits, "_" for space)
 *     FILTER exhausted, committed, participating, attacking, unengaged,
 *           non-limited,
 *           other (not the card the triggering condition is about),
 *           non-unique,
 *           non-vehicle, shielded, enhancements>=N (on it),
 *           or-self (or the card with the ability itself),
 *           cheaper-than-first (move-focus's second target: of lower
 *           printed cost than the first),
 *           cheaper-than-cost (lcgAC: of lower printed cost than the
 *           card a return-aff cost returned),
 *           same-title-as-cost (lcgAC: of the title of the card a
 *           focus-self-reveal-unique cost revealed),
 *           cost<=N (printed cost), cost>=N, uncommitted (not committed to
 *           the Force), defending (participating on the defending side),
 *           ready (no focus token on it),
 *           cost<=your-enhancements (printed cost at most the number of
 *           enhancements you control),
 *           cost-sum<=N (after up-to 2 WHAT: their printed costs add up
 *           to N at most),
 *           enhancement-title:TITLE (an enhancement card must have this
 *           title; the WHAT's traits are then for units only)
 * ICON is ud, bd or tactics. */
#include "lcg-verb.h"

#include <string.h>

/* "T1/T2" -> up to two traits */
static gboolean
parse_traits (const char *s, GQuark out[2], char **why)
{
  g_auto (GStrv) parts = g_strsplit (s, "/", -1);
  guint n = g_strv_length (parts);
  if (n == 0 || n > 2 || !*parts[0] || (n == 2 && !*parts[1]))
    {
      *why = g_strdup_printf ("expected one or two traits as T1/T2, found "
                              "\"%s\"",
                              s);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    out[i] = lcg_trait_quark (parts[i]);
  return TRUE;
}

gint
lcg_icon_word (const char *w)
{
  return strcmp (w, "ud") == 0        ? I_UD
         : strcmp (w, "bd") == 0      ? I_BD
         : strcmp (w, "tactics") == 0 ? I_TACTICS
                                      : -1;
}

static const struct
{
  const char *word;
  guint8 what;
  guint8 side;
  guint16 filter;
} what_words[] = {
  { "unit", WH_UNIT, SIDE_ANY, 0 },
  { "enemy-unit", WH_UNIT, SIDE_ENEMY, 0 },
  { "friendly-unit", WH_UNIT, SIDE_FRIENDLY, 0 },
  { "participating-enemy-unit", WH_UNIT, SIDE_ENEMY, FL_PARTICIPATING },
  { "objective", WH_OBJECTIVE, SIDE_ANY, 0 },
  { "enemy-objective", WH_OBJECTIVE, SIDE_ENEMY, 0 },
  { "friendly-objective", WH_OBJECTIVE, SIDE_FRIENDLY, 0 },
  { "unit-or-objective", WH_UNIT | WH_OBJECTIVE, SIDE_ANY, 0 },
  { "enemy-unit-or-objective", WH_UNIT | WH_OBJECTIVE, SIDE_ENEMY, 0 },
  { "friendly-unit-or-objective", WH_UNIT | WH_OBJECTIVE, SIDE_FRIENDLY, 0 },
  { "friendly-objective-or-enhancement", WH_OBJECTIVE | WH_ENHANCEMENT,
    SIDE_FRIENDLY, 0 },
  { "enhancement", WH_ENHANCEMENT, SIDE_ANY, 0 },
  { "friendly-enhancement", WH_ENHANCEMENT, SIDE_FRIENDLY, 0 },
  { "enemy-enhancement", WH_ENHANCEMENT, SIDE_ENEMY, 0 },
  { "discard-unit", WH_DISCARD_UNIT, SIDE_FRIENDLY, 0 },
  { "discard-event", WH_DISCARD_EVENT, SIDE_FRIENDLY, 0 },
  { "hand-unit", WH_HAND_UNIT, SIDE_FRIENDLY, 0 },
  { "hand-unit-or-enhancement", WH_HAND_UNIT | WH_HAND_ENHANCEMENT,
    SIDE_FRIENDLY, 0 },
  /* lcgB: the traits name objectives only (Evacuation Procedure) */
  { "enhancement-or-objective", WH_OBJECTIVE | WH_ENHANCEMENT, SIDE_ANY,
    FL_TRAIT_OBJECTIVES },
  /* lcgB: either zone (Escort Carrier) */
  { "hand-or-discard-unit-or-enhancement",
    WH_HAND_UNIT | WH_HAND_ENHANCEMENT | WH_DISCARD_UNIT, SIDE_FRIENDLY, 0 },
  { "friendly-card", WH_UNIT | WH_OBJECTIVE | WH_ENHANCEMENT, SIDE_FRIENDLY,
    0 },
  { "friendly-non-unit", WH_OBJECTIVE | WH_ENHANCEMENT | WH_AFFILIATION,
    SIDE_FRIENDLY, 0 },
  /* lcgE: Sabotage in the Snow */
  { "enemy-card", WH_UNIT | WH_OBJECTIVE | WH_ENHANCEMENT, SIDE_ENEMY, 0 },
  /* lcgO: a unit card in either zone (Hyperspace Marauder) */
  { "hand-or-discard-unit", WH_HAND_UNIT | WH_DISCARD_UNIT, SIDE_FRIENDLY, 0 },
  /* lcgE: the traits name units only (FX-7 Medical Assistant) */
  { "enhancement-or-unit", WH_UNIT | WH_ENHANCEMENT, SIDE_ANY, FL_TRAIT_UNITS },
  /* lcgV: the traits name objectives only (Echo Base Shield Generator: "a
   * unit or Hoth objective") */
  { "unit-or-trait-objective", WH_UNIT | WH_OBJECTIVE, SIDE_ANY,
    FL_TRAIT_OBJECTIVES },
  /* lcgW: the traits name objectives only (The Desolation of Hoth: "a
   * target enemy unit or Hoth objective") */
  { "enemy-unit-or-trait-objective", WH_UNIT | WH_OBJECTIVE, SIDE_ENEMY,
    FL_TRAIT_OBJECTIVES },
};

/* SEL words from w[*i]; advances *i past them */
gboolean
lcg_parse_sel (char **w, gint *i, LcgSel *s, char **why)
{
  const char *m = w[*i];
  if (!m)
    {
      *why = g_strdup ("expected a selector (target WHAT, each WHAT, self, "
                       "enhanced, engaged-objective or subject)");
      return FALSE;
    }
  (*i)++;
  s->max_cost = -1;
  if (strcmp (m, "self") == 0)
    s->mode = SEL_SELF;
  else if (strcmp (m, "enhanced") == 0)
    s->mode = SEL_ENHANCED;
  else if (strcmp (m, "engaged-objective") == 0)
    s->mode = SEL_ENGAGED;
  else if (strcmp (m, "subject") == 0)
    s->mode = SEL_SUBJECT;
  else if (strcmp (m, "subject-objective") == 0)
    {
      /* lcgU: the same card, said "that objective" (Facility Repair) */
      s->mode = SEL_SUBJECT;
      s->what = WH_OBJECTIVE;
    }
  else if (strcmp (m, "that") == 0)
    s->mode = SEL_THAT;
  else if (g_str_has_prefix (m, "that:") && m[5])
    {
      /* lcgQ: "if the target is a Walker unit, also ..." (Snowspeeder
       * Launch Bay): the earlier target, only if it has the trait */
      s->mode = SEL_THAT;
      s->trait[0] = lcg_trait_quark (m + 5);
    }
  else if (strcmp (m, "target") == 0 || strcmp (m, "each") == 0
           || strcmp (m, "up-to") == 0)
    {
      s->mode = m[0] == 'e' ? SEL_EACH : SEL_TARGET;
      if (m[0] == 'u')
        {
          /* up-to N WHAT: "target up to N ..." (Death from Above) */
          gint n = 0;
          if (!lcg_small_int (w[*i], 2, 9, &n))
            {
              *why = g_strdup ("expected up-to N WHAT with N from 2 to 9");
              return FALSE;
            }
          s->up_to = (gint8)n;
          (*i)++;
        }
      const char *what = w[*i];
      if (!what)
        {
          *why = g_strdup_printf ("expected what \"%s\" picks, e.g. "
                                  "enemy-unit",
                                  m);
          return FALSE;
        }
      (*i)++;
      g_autofree char *base = g_strdup (what);
      char *colon = strchr (base, ':');
      if (colon && g_str_has_prefix (base, "discard-event:"))
        {
          /* an event card's affiliation, not a trait */
          *colon = '\0';
          for (s->aff = AF_COUNT - 1; s->aff > AF_NEUTRAL; s->aff--)
            if (strcmp (colon + 1, lcg_affiliation_names[s->aff]) == 0)
              break;
          if (s->aff == AF_NEUTRAL)
            {
              *why = g_strdup_printf ("expected an affiliation after "
                                      "discard-event:, found \"%s\"",
                                      colon + 1);
              return FALSE;
            }
        }
      else if (colon)
        {
          *colon = '\0';
          if (!parse_traits (colon + 1, s->trait, why))
            return FALSE;
        }
      gboolean found = FALSE;
      for (guint k = 0; k < G_N_ELEMENTS (what_words); k++)
        if (strcmp (base, what_words[k].word) == 0)
          {
            s->what = what_words[k].what;
            s->side = what_words[k].side;
            s->filter = what_words[k].filter;
            found = TRUE;
          }
      if (!found)
        {
          *why = g_strdup_printf ("unknown target kind \"%s\"; expected unit, "
                                  "enemy-unit, friendly-unit, objective, ...",
                                  base);
          return FALSE;
        }
      for (; w[*i]; (*i)++)
        {
          if (strcmp (w[*i], "exhausted") == 0)
            s->filter |= FL_EXHAUSTED;
          else if (strcmp (w[*i], "ready") == 0)
            s->filter |= FL_READY;
          else if (strcmp (w[*i], "committed") == 0)
            s->filter |= FL_COMMITTED;
          else if (strcmp (w[*i], "participating") == 0)
            s->filter |= FL_PARTICIPATING;
          else if (strcmp (w[*i], "unengaged") == 0)
            s->filter |= FL_UNENGAGED;
          else if (strcmp (w[*i], "non-limited") == 0)
            s->filter |= FL_NON_LIMITED;
          else if (strcmp (w[*i], "other") == 0)
            s->filter |= FL_OTHER;
          else if (strcmp (w[*i], "non-unique") == 0)
            s->filter |= FL_NON_UNIQUE;
          else if (strcmp (w[*i], "non-vehicle") == 0)
            s->filter |= FL_NON_VEHICLE;
          else if (strcmp (w[*i], "attacking") == 0)
            s->filter |= FL_ATTACKING;
          else if (strcmp (w[*i], "shielded") == 0)
            s->filter |= FL_SHIELDED;
          else if (strcmp (w[*i], "cheaper-than-first") == 0)
            s->filter |= FL_CHEAPER;
          else if (strcmp (w[*i], "cheaper-than-cost") == 0)
            s->filter |= FL_CHEAPER_THAN_COST;
          else if (strcmp (w[*i], "same-title-as-cost") == 0)
            s->filter |= FL_SAME_TITLE_AS_COST;
          else if (strcmp (w[*i], "uncommitted") == 0)
            s->filter |= FL_UNCOMMITTED;
          else if (strcmp (w[*i], "defending") == 0)
            s->filter |= FL_DEFENDING;
          else if (strcmp (w[*i], "resource-generating") == 0)
            s->filter |= FL_RESOURCES;
          else if (strcmp (w[*i], "or-self") == 0)
            s->filter |= FL_OR_SELF;
          else if (g_str_has_prefix (w[*i], "affiliation:"))
            {
              const char *a = w[*i] + strlen ("affiliation:");
              for (s->aff = AF_COUNT - 1; s->aff > AF_NEUTRAL; s->aff--)
                if (strcmp (a, lcg_affiliation_names[s->aff]) == 0)
                  break;
              if (s->aff == AF_NEUTRAL)
                {
                  *why = g_strdup_printf ("expected affiliation:AFFILIATION, "
                                          "found \"%s\"",
                                          w[*i]);
                  return FALSE;
                }
            }
          else if (strcmp (w[*i], "cost<=your-enhancements") == 0)
            s->filter |= FL_COST_LE_OWN_ENH;
          else if (g_str_has_prefix (w[*i], "enhancement-title:")
                   && w[*i][strlen ("enhancement-title:")])
            s->enh_title
                = lcg_trait_quark (w[*i] + strlen ("enhancement-title:"));
          else if (g_str_has_prefix (w[*i], "enhancements>="))
            {
              gint v = 0;
              if (!lcg_small_int (w[*i] + strlen ("enhancements>="), 1, 9, &v))
                {
                  *why = g_strdup_printf ("expected enhancements>=N, found "
                                          "\"%s\"",
                                          w[*i]);
                  return FALSE;
                }
              s->min_enh = (gint8)v;
            }
          else if (g_str_has_prefix (w[*i], "cost-sum<="))
            {
              /* lcgW: "up to 2 target ... with a combined printed cost of
               * 3 or lower" (Carbonite Chamber Activation): each alone
               * costs that much at most, and targets.c asks for the
               * second within what the first leaves */
              gint v = 0;
              if (s->up_to != 2
                  || !lcg_small_int (w[*i] + strlen ("cost-sum<="), 1, 20, &v))
                {
                  *why = g_strdup_printf ("expected cost-sum<=N after up-to 2 "
                                          "WHAT, found \"%s\"",
                                          w[*i]);
                  return FALSE;
                }
              s->max_sum = (gint8)v;
              if (s->max_cost < 0 || s->max_cost > v)
                s->max_cost = (gint8)v;
            }
          else if (g_str_has_prefix (w[*i], "cost<=")
                   || g_str_has_prefix (w[*i], "cost>="))
            {
              /* printed cost at most N, or (lcgU: Liberty) at least N */
              gboolean at_most = w[*i][4] == '<';
              gint v = 0;
              if (!lcg_small_int (w[*i] + 6, at_most ? 0 : 1, 20, &v))
                {
                  *why = g_strdup_printf ("expected %.6sN, found \"%s\"", w[*i],
                                          w[*i]);
                  return FALSE;
                }
              if (at_most)
                s->max_cost = (gint8)v;
              else
                s->min_cost = (gint8)v;
            }
          else
            break;
        }
    }
  else
    {
      *why = g_strdup_printf ("unknown selector \"%s\"", m);
      return FALSE;
    }
  return TRUE;
}

gboolean
lcg_parse_end (char **w, gint i, char **why)
{
  if (w[i])
    {
      *why = g_strdup_printf ("unexpected \"%s\" after the effect", w[i]);
      return FALSE;
    }
  return TRUE;
}

gboolean
lcg_parse_trait_units (char **w, gint side, LcgOp *op, char **why)
{
  op->n = 1;
  op->sel.mode = SEL_EACH;
  op->sel.what = WH_UNIT;
  op->sel.side = (guint8)side;
  op->sel.max_cost = -1;
  if (!w[1] || w[2] || strchr (w[1], '/'))
    {
      *why = g_strdup_printf ("expected \"%s TRAIT\"", w[0]);
      return FALSE;
    }
  op->sel.trait[0] = lcg_trait_quark (w[1]);
  return TRUE;
}

/* WORD [N [light:M]] [SELECTOR], as the verb's row says */
static gboolean
parse_generic (char **w, const LcgVerb *v, LcgOp *op, char **why)
{
  gint i = 1;
  gint n = 1;
  if (v->has_n)
    {
      if (!lcg_small_int (w[i], 1, 9, &n))
        {
          *why = g_strdup_printf ("expected \"%s N\" with N from 1 to 9", w[0]);
          return FALSE;
        }
      i++;
      /* "light:M": M instead while the Balance is with the light side */
      gint m = 0;
      if (w[i] && g_str_has_prefix (w[i], "light:"))
        {
          if (!lcg_small_int (w[i] + 6, 1, 9, &m))
            {
              *why = g_strdup ("expected light:M with M from 1 to 9");
              return FALSE;
            }
          op->n_light = (gint8)m;
          i++;
        }
    }
  op->n = (gint8)n;
  if (v->has_sel && !lcg_parse_sel (w, &i, &op->sel, why))
    return FALSE;
  return lcg_parse_end (w, i, why);
}

gboolean
lcg_parse_op (const char *text, LcgOp *op, char **why)
{
  g_auto (GStrv) w = g_strsplit (text, " ", -1);
  if (!w[0] || !*w[0])
    {
      *why = g_strdup ("expected an effect, found nothing");
      return FALSE;
    }
  for (guint k = 0; k < LCG_VERB_SLOTS; k++)
    {
      const LcgVerb *v = lcg_verbs[k];
      if (!v || strcmp (w[0], v->word) != 0)
        continue;
      op->verb = (guint8)k;
      return v->parse ? v->parse (w, op, why) : parse_generic (w, v, op, why);
    }
  *why = g_strdup_printf ("unknown effect \"%s\"", w[0]);
  return FALSE;
}

static const struct
{
  const char *word;
  guint8 ev;
  guint8 who;
  guint8 only;
} when_words[] = {
  { "after-refresh", EV_AFTER_REFRESH, WHO_YOU, 0 },
  { "opponent-turn-begins", EV_TURN_BEGINS, WHO_OPPONENT, 0 },
  { "enters-play-self", EV_ENTERS_PLAY, WHO_SELF, 0 },
  { "you-play-unit", EV_PLAY_UNIT, WHO_YOU, 0 },
  { "event-played", EV_EVENT_PLAYED, WHO_ANY, 0 },
  { "declared-self", EV_DECLARED, WHO_SELF, 0 },
  { "edge-won-attacker", EV_EDGE_WON, WHO_YOU, ONLY_ATTACKER },
  { "focused-to-strike-self", EV_FOCUSED_TO_STRIKE, WHO_SELF, 0 },
  { "focused-to-strike", EV_FOCUSED_TO_STRIKE, WHO_ANY, 0 },
  { "damage", EV_DAMAGE, WHO_ANY, 0 },
  { "damage-friendly-non-vehicle", EV_DAMAGE, WHO_FRIENDLY_NON_VEHICLE, 0 },
  { "objective-destroyed", EV_OBJ_DESTROYED, WHO_ANY, 0 },
  { "enemy-objective-destroyed", EV_OBJ_DESTROYED, WHO_OPPONENT, 0 },
  { "committed-self", EV_COMMITTED, WHO_SELF, 0 },
  { "declared-attacker-self", EV_DECLARED, WHO_SELF_ATTACKER, 0 },
  { "focused-to-strike-enhanced", EV_FOCUSED_TO_STRIKE, WHO_ENHANCED, 0 },
  { "interrupt-executed", EV_INTERRUPT_EXECUTED, WHO_ANY, 0 },
  { "damages-self", EV_DAMAGED, WHO_SELF_SOURCE, 0 },
  { "damaged-self", EV_DAMAGED, WHO_SELF, 0 },
  { "destroyed-enhanced", EV_DESTROYED, WHO_ENHANCED, 0 },
  { "leaves-play-enhanced", EV_LEAVES_PLAY, WHO_ENHANCED, 0 },
  { "unit-destroyed", EV_DESTROYED, WHO_ANY_UNIT, 0 },
  { "your-objective-destroyed", EV_DESTROYED, WHO_YOUR_OBJECTIVE, 0 },
  { "you-play-event", EV_EVENT_PLAYED, WHO_YOU, 0 },
  { "your-draw-phase-begins", EV_DRAW_BEGINS, WHO_YOU, 0 },
  { "your-conflict-phase-begins", EV_CONFLICT_BEGINS, WHO_YOU, 0 },
  { "enemy-attacker-struck", EV_STRUCK, WHO_ENEMY_ATTACKER, 0 },
  { "unopposed-attacker-self", EV_UNOPPOSED, WHO_SELF, 0 },
  { "survived-attacker-self", EV_SURVIVED, WHO_SELF, 0 },
  { "destroyed-self", EV_DESTROYED, WHO_SELF, 0 },
  { "leaves-play-self", EV_LEAVES_PLAY, WHO_SELF, 0 },
  { "friendly-unit-leaves-play", EV_LEAVES_PLAY, WHO_FRIENDLY_UNIT, 0 },
  { "friendly-unit-left-play", EV_LEAVES_PLAY, WHO_YOU, 0 },
  { "other-friendly-objective-engaged", EV_ENGAGED, WHO_OTHER_FRIENDLY, 0 },
  { "edge-stacks-placed", EV_EDGE_PLACED, WHO_ANY, 0 },
  { "you-win-force-struggle", EV_FORCE_WON, WHO_YOU, 0 },
  /* the struggle has one winner (FAQ 4.7): the other player lost it */
  { "you-lose-force-struggle", EV_FORCE_WON, WHO_OPPONENT, 0 },
  { "enhanced-controller-loses-force-struggle-own-turn", EV_FORCE_WON,
    WHO_ENHANCED_LOST_OWN_TURN, 0 },
  { "objective-damage", EV_DAMAGE, WHO_ANY_OBJECTIVE, 0 },
  { "you-capture-enemy-unit", EV_CAPTURED, WHO_YOU, 0 },
  { "edge-won", EV_EDGE_WON, WHO_YOU, 0 },
  { "enhanced-generates", EV_GENERATED, WHO_ENHANCED, 0 },
  { "you-play-unit-now", EV_PLAYING, WHO_YOU, 0 },
  { "you-place-edge", EV_EDGE_PLACE, WHO_YOU, 0 },
  { "focus-removed-enemy-unit", EV_FOCUS_REMOVED, WHO_ENEMY_UNIT, 0 },
  { "enemy-removed-from-force", EV_LEFT_FORCE, WHO_ENEMY_UNIT, 0 },
  /* lcgE: as a Force struggle begins, before it is counted (Unwavering
   * Resolve) */
  { "force-struggle-begins", EV_STRUGGLE_BEGINS, WHO_ANY, 0 },
  { "focus-placed-friendly-unit", EV_FOCUS_PLACED, WHO_FRIENDLY_UNIT, 0 },
  /* lcgB: any unit, either player's (Security Control Center) */
  { "unit-enters-play", EV_ENTERS_PLAY, WHO_ANY_UNIT, 0 },
  /* an edge battle has one winner: the other player lost it (Jawa
   * Scavenger) */
  { "edge-lost", EV_EDGE_WON, WHO_OPPONENT, 0 },
  { "unit-ability-executed", EV_UNIT_ABILITY_EXECUTED, WHO_ANY, 0 },
  /* lcgB: after a unit of yours that was attacking left play (Forward
   * Reconnaissance) */
  { "friendly-attacker-left-play", EV_LEAVES_PLAY, WHO_FRIENDLY_ATTACKER_LEFT,
    0 },
  /* lcgB: when an objective (of a trait) leaves play (Prepare for
   * Evacuation) */
  { "objective-leaves-play", EV_LEAVES_PLAY, WHO_OBJECTIVE, 0 },
  /* lcgB: after you declare a unit (of an affiliation, a trait) as an
   * attacker (A Stinging Insult) */
  { "you-declare-attacker", EV_DECLARED, WHO_YOUR_ATTACKER, 0 },
  /* lcgF: after a unit you control resolves a strike (Coordinated
   * Strike) */
  { "you-struck", EV_STRUCK, WHO_FRIENDLY_UNIT, 0 },
  /* lcgF: after any card is sacrificed, either player's (Executor) */
  { "card-sacrificed", EV_SACRIFICED, WHO_ANY, 0 },
  /* lcgN: after this unit resolves a strike (Tusken Raider) */
  { "struck-self", EV_STRUCK, WHO_SELF, 0 },
  /* lcgN: after an enemy unit leaves play (Renegade Squadron
   * Mobilization): the player it left is the opponent */
  { "enemy-unit-left-play", EV_LEAVES_PLAY, WHO_OPPONENT, 0 },
  /* lcgN: after an engagement is declared against the objective this card
   * enhances (Yoda's Protection) */
  { "engaged-enhanced", EV_ENGAGED, WHO_ENHANCED, 0 },
  /* lcgN: after the objective of this title is destroyed (Bail Organa,
   * Alderaanian Artist) */
  { "titled-objective-destroyed", EV_OBJ_DESTROYED, WHO_TITLED, 0 },
  /* lcgN: after the unit this card enhances is declared in an engagement
   * (Smuggling Compartment, with "only alone-attacker") */
  { "declared-enhanced", EV_DECLARED, WHO_ENHANCED, 0 },
  /* lcgN: after you play an enhancement (of a trait: Sullustan Weapon
   * Tech) */
  { "you-play-enhancement", EV_PLAY_ENHANCEMENT, WHO_YOU, 0 },
  /* lcgO: after you commit a unit (of an affiliation) to the Force, in
   * the Force phase or by a card effect (Agent of the Emperor) */
  { "you-commit-unit", EV_COMMITTED, WHO_YOU, 0 },
  /* lcgO: after a unique unit you control left play (Loyal Wookiee) */
  { "friendly-unique-unit-left-play", EV_LEAVES_PLAY, WHO_FRIENDLY_UNIQUE_LEFT,
    0 },
  /* lcgQ: after any card is captured, from play, hand or deck, by either
   * player (Ugnaught, Cloud City Incinerator) */
  { "card-captured", EV_CARD_CAPTURED, WHO_ANY, 0 },
  /* lcgQ: after you capture a unit card at this objective (The Hunt for
   * Han Solo) */
  { "you-capture-unit-here", EV_CARD_CAPTURED, WHO_CAPTURED_UNIT_HERE, 0 },
  /* lcgQ: after the opponent's refresh (Undercover Dealings) */
  { "opponent-refreshed", EV_AFTER_REFRESH, WHO_OPPONENT, 0 },
  /* lcgS: after your own turn begins (Repair and Refurbish) */
  { "your-turn-begins", EV_TURN_BEGINS, WHO_YOU, 0 },
  /* lcgS: after your own turn ends (Mara Jade) */
  { "your-turn-ends", EV_TURN_ENDS, WHO_YOU, 0 },
  /* lcgS: after your deployment phase begins (Punishing One) */
  { "your-deployment-phase-begins", EV_DEPLOY_BEGINS, WHO_YOU, 0 },
  /* lcgS: after you take control of a unit (Agent of the Hand) */
  { "you-take-control", EV_CONTROL_TAKEN, WHO_YOU, 0 },
  /* lcgS: after the Death Star dial increases, by any cause (Force
   * Cleansing) */
  { "dial-increases", EV_DIAL_UP, WHO_ANY, 0 },
  /* lcgS: after an opponent declares only 1 unit as a defender, that unit
   * the subject (Rendar's Wrath) */
  { "opponent-declares-lone-defender", EV_LONE_DEFENDER, WHO_OPPONENT, 0 },
  /* lcgT: fate cards in the edge battle (edge.c) */
  { "fate-revealed", EV_FATE_REVEALED, WHO_ANY, 0 },
  { "enemy-fate-resolved", EV_FATE_RESOLVED, WHO_OPPONENT, 0 },
  /* lcgU: after damage is dealt to an objective (of an affiliation:
   * Facility Repair) */
  { "objective-damaged", EV_DAMAGED, WHO_ANY_OBJECTIVE, 0 },
  /* lcgU: after an opponent's conflict phase ends (Leia Organa) */
  { "opponent-conflict-phase-ends", EV_CONFLICT_ENDS, WHO_OPPONENT, 0 },
  /* lcgU: when a unit (of a trait), either player's, would leave play
   * (Evasive Maneuvers) */
  { "unit-leaves-play", EV_LEAVES_PLAY, WHO_ANY_UNIT, 0 },
  /* lcgU: after a unit you control was destroyed (Jawa Scrap Dealers) */
  { "friendly-unit-destroyed", EV_UNIT_DESTROYED, WHO_YOU, 0 },
  /* lcgR: after the unit this card enhances had focus tokens placed on it,
   * for any reason (Dark Memories); a reaction, after they are placed */
  { "focus-placed-enhanced", EV_FOCUS_PLACED, WHO_ENHANCED, 0 },
  /* lcgR: after this unit destroys an enemy unit with damage it dealt
   * (Assassin Droid) */
  { "destroys-enemy-unit-self", EV_DAMAGED, WHO_SELF_SOURCE_KILLED, 0 },
  /* lcgR: after its player plays this unit (from his hand: Bossk) */
  { "played-self", EV_PLAY_UNIT, WHO_SELF, 0 },
  /* lcgX: after any objective enters play, either player's, this one
   * included (Behind Enemy Lines) */
  { "objective-enters-play", EV_ENTERS_PLAY, WHO_OBJECTIVE, 0 },
  /* lcgZ: after an opponent placed a card into an edge stack (Ewok
   * Lookout) */
  { "opponent-places-edge-card", EV_EDGE_CARD_PLACED, WHO_OPPONENT, 0 },
  /* lcgZ: after any phase begins, either player's (Deadly Sight) */
  { "phase-begins", EV_PHASE_BEGINS, WHO_ANY, 0 },
  /* lcgZ: after any fate card's effect resolves, either player's
   * (Adaptive Strategy) */
  { "fate-resolved", EV_FATE_RESOLVED, WHO_ANY, 0 },
  /* lcgAA: after an opponent plays a unit (Rash Action) */
  { "opponent-plays-unit", EV_PLAY_UNIT, WHO_OPPONENT, 0 },
  /* lcgAA: after an opponent resolves a card effect that drew cards
   * (Clearing House) */
  { "opponent-effect-drew", EV_EFFECT_DREW, WHO_OPPONENT, 0 },
  /* lcgV: after you remove or discard a shield from a unit, yours or an
   * enemy's (ET-74 Communications Droid; damage.c lcg_remove_shield) */
  { "you-unshield-unit", EV_SHIELD_REMOVED, WHO_YOU_FROM_UNIT, 0 },
  /* lcgY: after a captured card, either player's, is rescued (4-LOM) */
  { "card-rescued", EV_RESCUED, WHO_ANY, 0 },
  /* lcgY: after a fate card of this title, either player's, resolves
   * (Hoth Reinforcements) */
  { "titled-fate-resolved", EV_FATE_RESOLVED, WHO_TITLED, 0 },
  /* lcgY: when a unit you control is destroyed during an engagement
   * (Knowledge and Defense) */
  { "friendly-unit-destroyed-engaged", EV_DESTROYED, WHO_FRIENDLY_UNIT_ENGAGED,
    0 },
  /* lcgW: when its player plays this unit from his hand, before its cost
   * is paid (Dark Trooper Legion); used from where the card waits as it is
   * played (usable.c) */
  { "playing-self", EV_PLAYING, WHO_SELF, 0 },
  /* lcgW: when damage is being dealt to a unit or objective its player
   * controls (Confronting the Terror) */
  { "damage-friendly", EV_DAMAGE, WHO_OTHER_FRIENDLY, 0 },
  /* lcgAG: after any card's Reaction ability resolves, either player's
   * (Chain Reaction; play.c) */
  { "reaction-resolved", EV_REACTION_RESOLVED, WHO_ANY, 0 },
  /* lcgAE: after its player discards a fate card not of the :TITLE from
   * his own edge stack (Admiral Piett; edge.c lcg_discard_edge_stacks) */
  { "you-discard-edge-fate-not-titled", EV_EDGE_FATE_DISCARDED,
    WHO_YOUR_FATE_UNTITLED, 0 },
  /* lcgAF: when an opponent chooses the single target of a non-capturing
   * card effect (Narrow Escape; play.c, verbs/retarget.c) */
  { "opponent-chooses-single-target", EV_TARGET_CHOSEN, WHO_OPPONENT, 0 },
};

static const char *const kind_words[]
    = { "action",          "reaction",         "interrupt",
        "forced-reaction", "forced-interrupt", "fate" };

const char *
lcg_when_word (guint i)
{
  return i < G_N_ELEMENTS (when_words) ? when_words[i].word : NULL;
}

const char *
lcg_kind_word (guint i)
{
  return i < G_N_ELEMENTS (kind_words) ? kind_words[i] : NULL;
}

const char *
lcg_what_word (guint i)
{
  return i < G_N_ELEMENTS (what_words) ? what_words[i].word : NULL;
}

static gboolean
parse_triggered (gint kind, const char *head, const char *body, LcgCard *c,
                 char **why)
{
  if (c->n_clauses >= LCG_MAX_CLAUSES)
    {
      *why = g_strdup_printf ("a card has at most %d encoded abilities",
                              LCG_MAX_CLAUSES);
      return FALSE;
    }
  LcgClause *cl = &c->clause[c->n_clauses];
  memset (cl, 0, sizeof *cl);
  cl->kind = (guint8)kind;
  g_auto (GStrv) w = g_strsplit (head, " ", -1);
  gint i = 1;
  gboolean triggered = kind == CK_REACTION || kind == CK_INTERRUPT
                       || kind == CK_FORCED_REACTION
                       || kind == CK_FORCED_INTERRUPT;
  if (triggered)
    {
      if (!w[i])
        {
          *why = g_strdup_printf ("expected the triggering condition after "
                                  "\"%s\", e.g. after-refresh",
                                  w[0]);
          return FALSE;
        }
      g_autofree char *base = g_strdup (w[i]);
      char *colon = strchr (base, ':');
      if (colon)
        *colon = '\0';
      gboolean found = FALSE;
      for (guint k = 0; k < G_N_ELEMENTS (when_words); k++)
        if (strcmp (base, when_words[k].word) == 0)
          {
            cl->when = when_words[k].ev;
            cl->when_who = when_words[k].who;
            cl->only = when_words[k].only;
            found = TRUE;
          }
      if (!found)
        {
          *why = g_strdup_printf ("unknown triggering condition \"%s\"", base);
          return FALSE;
        }
      char *trait_part = NULL;
      if (colon && cl->when_who == WHO_YOUR_ATTACKER)
        {
          /* :AFFILIATION[:TRAIT] */
          trait_part = strchr (colon + 1, ':');
          if (trait_part)
            *trait_part++ = '\0';
        }
      if (colon
          && (cl->when == EV_EVENT_PLAYED || cl->when_who == WHO_ANY_OBJECTIVE
              || cl->when_who == WHO_YOUR_ATTACKER || cl->when == EV_COMMITTED))
        {
          /* you-play-event:AFFILIATION, objective-damage:AFFILIATION */
          for (cl->when_aff = AF_COUNT - 1; cl->when_aff > AF_NEUTRAL;
               cl->when_aff--)
            if (strcmp (colon + 1, lcg_affiliation_names[cl->when_aff]) == 0)
              break;
          if (cl->when_aff == AF_NEUTRAL)
            {
              *why = g_strdup_printf ("expected an affiliation after \"%s:\", "
                                      "found \"%s\"",
                                      base, colon + 1);
              return FALSE;
            }
          if (trait_part)
            {
              GQuark t[2] = { 0, 0 };
              if (!parse_traits (trait_part, t, why))
                return FALSE;
              cl->when_trait = t[0];
              cl->when_trait2 = t[1];
            }
        }
      else if (colon)
        {
          GQuark t[2] = { 0, 0 };
          if (!parse_traits (colon + 1, t, why))
            return FALSE;
          cl->when_trait = t[0];
          cl->when_trait2 = t[1];
        }
      i++;
    }
  while (w[i])
    {
      /* cost, limit, only and the lone words: the rows of head-words.c */
      gint used = lcg_parse_head_word (w[i], w[i + 1], cl, why);
      if (!used)
        return FALSE;
      i += used;
    }
  g_auto (GStrv) ops = g_strsplit (body, ";", -1);
  for (gint k = 0; ops[k]; k++)
    {
      if (cl->n_ops >= LCG_MAX_OPS)
        {
          *why = g_strdup_printf ("at most %d effects in one ability",
                                  LCG_MAX_OPS);
          return FALSE;
        }
      if (!lcg_parse_op (g_strstrip (ops[k]), &cl->op[cl->n_ops], why))
        return FALSE;
      cl->n_ops++;
    }
  gint targets = 0, moves = 0;
  for (gint k = 0; k < cl->n_ops; k++)
    {
      targets += cl->op[k].sel.mode == SEL_TARGET;
      gboolean move = cl->op[k].verb == V_MOVE_DAMAGE;
      gboolean to = cl->op[k].verb == V_MOVE_TO;
      moves += move;
      if ((move
           && (k + 1 >= cl->n_ops || cl->op[k + 1].verb != V_MOVE_TO
               || cl->op[k].sel.mode != SEL_TARGET
               || cl->op[k + 1].sel.mode != SEL_TARGET))
          || (to && (k == 0 || cl->op[k - 1].verb != V_MOVE_DAMAGE)))
        {
          *why = g_strdup ("\"move-damage N target WHAT\" must be followed by "
                           "\"to target WHAT\", and \"to\" must follow it");
          return FALSE;
        }
    }
  /* two targets: a move, from one to the other, or (lcgB) two effects
   * of the generic shape each with its own target (Let the Wookiee Win:
   * "... a target friendly unit.  Then, ... a target non-Vehicle unit"),
   * the second resolved on the second target (resolve-op.c) */
  gboolean two_plain = targets == 2 && moves == 0;
  for (gint k = 0; two_plain && k < cl->n_ops; k++)
    if (cl->op[k].sel.mode == SEL_TARGET
        && (cl->op[k].sel.up_to || cl->op[k].verb >= V_MULTI_FIRST
            || cl->op[k].verb == V_MOVE_FOCUS
            || (lcg_verb (cl->op[k].verb)
                && lcg_verb (cl->op[k].verb)->resolve)))
      two_plain = FALSE;
  if (targets > 1 + (moves == 1 && targets == 2 && cl->n_ops == 2)
      && !two_plain)
    {
      *why = g_strdup ("at most one effect of an ability may choose a target "
                       "(two: move-damage from one target to another, or "
                       "two effects of the common grammar)");
      return FALSE;
    }
  c->n_clauses++;
  return TRUE;
}

static gboolean
parse_icons (char **w, gint from, gint8 *out, char **why)
{
  if (!w[from])
    {
      *why = g_strdup ("expected at least one of ud, bd, tactics");
      return FALSE;
    }
  for (gint i = from; w[i]; i++)
    {
      gint ic = lcg_icon_word (w[i]);
      if (ic < 0)
        {
          *why = g_strdup_printf ("expected ud, bd or tactics, found \"%s\"",
                                  w[i]);
          return FALSE;
        }
      out[ic]++;
    }
  return TRUE;
}

static gboolean
parse_enhance (const char *where, LcgCard *c, char **why)
{
  static const struct
  {
    const char *word;
    guint8 enh;
  } words[] = {
    { "play-area", ENH_PLAY_AREA },
    { "dial", ENH_DIAL },
    { "objective", ENH_OBJECTIVE },
    { "friendly-objective", ENH_FRIENDLY_OBJ },
    { "enemy-objective", ENH_ENEMY_OBJ },
    { "unit", ENH_UNIT },
    { "enemy-unit", ENH_ENEMY_UNIT },
  };
  g_autofree char *base = g_strdup (where ? where : "");
  char *colon = strchr (base, ':');
  if (colon)
    *colon = '\0';
  for (guint k = 0; k < G_N_ELEMENTS (words); k++)
    if (strcmp (base, words[k].word) == 0)
      {
        if (c->enh)
          {
            *why = g_strdup ("a card has one enhance clause");
            return FALSE;
          }
        c->enh = words[k].enh;
        if (colon && (c->enh == ENH_PLAY_AREA || c->enh == ENH_DIAL))
          {
            *why = g_strdup ("only unit and objective placements take "
                             "traits");
            return FALSE;
          }
        return !colon || parse_traits (colon + 1, c->enh_trait, why);
      }
  *why = g_strdup_printf ("expected enhance play-area, dial, objective, "
                          "friendly-objective, enemy-objective, unit[:TRAITS] "
                          "or enemy-unit[:TRAITS], found \"%s\"",
                          where ? where : "");
  return FALSE;
}

/* The constant abilities that are data (LcgStatic): one row each, read
 * by the parser below and by the card text (render.c). */
static const LcgStaticWord static_words[] = {
  /* combat icons */
  { .word = "gains-per-enhancement",
    .example = "static gains-per-enhancement ud bd",
    .args = LSA_ICONS,
    .per = LP_ENHANCEMENTS,
    .text = "For each enhancement on it, it gains {icons}." },
  { .word = "friendly-units-gain",
    .example = "static friendly-units-gain bd",
    .args = LSA_ICONS,
    .who = LW_FRIENDLY,
    .text = "Each unit you control gets {icons}." },
  { .word = "gains-while-damaged",
    .example = "static gains-while-damaged ud bd",
    .args = LSA_ICONS,
    .cond = LC_DAMAGED,
    .text = "While it is damaged, it gains {icons}." },
  { .word = "gains-while-captured",
    .example = "static gains-while-captured bd",
    .args = LSA_ICONS,
    .cond = LC_ANY_CAPTURED,
    .text = "While an objective has at least 1 captured card, it gains "
            "{icons}." },
  { .word = "gains-per-captured-objective",
    .example = "static gains-per-captured-objective bd",
    .args = LSA_ICONS,
    .per = LP_CAPTURING_OBJECTIVE,
    .text = "For each objective with at least 1 captured card, it gains "
            "{icons}." },
  { .word = "alone-attackers-gain:",
    .example = "static alone-attackers-gain:smugglers-and-spies bd",
    .args = LSA_AFF_ICONS,
    .who = LW_FRIENDLY,
    .cond = LC_ATTACKING_ALONE,
    .text = "Each {aff} unit you control gains {icons} while it is attacking "
            "alone." },
  /* costs */
  { .word = "reduce-first",
    .example = "static reduce-first event:sith 1",
    .args = LSA_TYPE_N,
    .quantity = LQ_COST,
    .who = LW_YOUR_FIRST,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "The first {aff }{type} card you play each turn costs {n} "
            "less." },
  { .word = "reduce-first-trait:",
    .example = "static reduce-first-trait:Capital_Ship unit 2",
    .args = LSA_TRAIT_TYPE_N,
    .quantity = LQ_COST,
    .who = LW_YOUR_FIRST,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "The first {trait} {type} you play each turn costs {n} "
            "less." },
  { .word = "cheaper-per-objective:",
    .example = "static cheaper-per-objective:Hoth 2",
    .args = LSA_TRAIT_N,
    .quantity = LQ_COST,
    .per = LP_TRAIT_OBJECTIVE,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "It costs {n} less to play for each {trait} objective in "
            "play." },
  { .word = "cheaper-if-captured",
    .example = "static cheaper-if-captured 2",
    .args = LSA_N,
    .quantity = LQ_COST,
    .cond = LC_CAPTURED_AT_YOURS,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "It costs {n} less to play while a card is captured at one of "
            "your objectives." },
  { .word = "undamaged-first-unit-tax",
    .example = "static undamaged-first-unit-tax 1",
    .args = LSA_N,
    .quantity = LQ_COST,
    .who = LW_ENEMY_FIRST_OWN_TURN,
    .type = T_UNIT,
    .cond = LC_UNDAMAGED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "While this objective is undamaged, the first unit card each "
            "opponent plays on his turn costs {n} more." },
  { .word = "free-if-enemy-objectives-exhausted",
    .example = "static free-if-enemy-objectives-exhausted",
    .args = LSA_NONE,
    .quantity = LQ_FREE,
    .cond = LC_ENEMY_OBJECTIVES_EXHAUSTED,
    .sign = 1,
    .text = "It costs 0 to play while each enemy objective is exhausted." },
  /* capacity, reserve, resources, the Force struggle, engagements */
  { .word = "reserve",
    .example = "static reserve 1",
    .args = LSA_N,
    .quantity = LQ_RESERVE,
    .who = LW_YOU,
    .lo = -9,
    .hi = 9,
    .sign = 1,
    .text = "Your reserve value is {+n}." },
  { .word = "force-struggle",
    .example = "static force-struggle 1",
    .args = LSA_N,
    .quantity = LQ_FORCE,
    .who = LW_YOU,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Adds {force} to your side of the Force struggle." },
  { .word = "friendly-objective-capacity",
    .example = "static friendly-objective-capacity 1",
    .args = LSA_N,
    .quantity = LQ_CAPACITY,
    .who = LW_FRIENDLY_OBJECTIVES,
    .lo = -9,
    .hi = 9,
    .sign = 1,
    .text = "Each objective you control has {+n} damage capacity." },
  { .word = "reserve-per-captured",
    .example = "static reserve-per-captured 1",
    .args = LSA_N,
    .quantity = LQ_RESERVE,
    .who = LW_YOU,
    .per = LP_CAPTURED_HERE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Your reserve value is {+n} for each card captured at this "
            "objective." },
  { .word = "enemy-objective-capacity",
    .example = "static enemy-objective-capacity -1",
    .args = LSA_N,
    .quantity = LQ_CAPACITY,
    .who = LW_ENEMY_OBJECTIVES,
    .lo = -9,
    .hi = 9,
    .sign = 1,
    .text = "Enemy objectives have {+n} damage capacity." },
  { .word = "max-attackers",
    .example = "static max-attackers 2",
    .args = LSA_N,
    .quantity = LQ_MAX_ATTACKERS,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "At most {n} attackers may be declared against it." },
  { .word = "resources-per-captured",
    .example = "static resources-per-captured 1",
    .args = LSA_N,
    .quantity = LQ_RESOURCES,
    .per = LP_CAPTURED_HERE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Its resource value is {+n} for each card captured at it." },
  { .word = "undamaged-unopposed-bonus",
    .example = "static undamaged-unopposed-bonus 2",
    .args = LSA_N,
    .quantity = LQ_UNOPPOSED,
    .who = LW_YOU,
    .cond = LC_UNDAMAGED,
    .lo = 2,
    .hi = 9,
    .sign = 1,
    .text = "While it is undamaged, your unopposed bonus is {n} damage." },
  /* what an enhancement gives the card it enhances */
  { .clause = "grant",
    .word = "",
    .example = "grant ud bd",
    .args = LSA_ICONS,
    .who = LW_ENHANCED,
    .text = "The card it enhances gets {icons}." },
  { .clause = "grant",
    .word = "capacity",
    .example = "grant capacity 3",
    .args = LSA_N,
    .quantity = LQ_CAPACITY,
    .who = LW_ENHANCED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "The card it enhances gets +{n} damage capacity." },
  { .clause = "grant",
    .word = "edge",
    .example = "grant edge 2",
    .args = LSA_N,
    .quantity = LQ_EDGE,
    .who = LW_ENHANCED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "The unit it enhances gains edge ({n}), added to any edge it "
            "already has." },
  { .clause = "grant",
    .word = "if:",
    .then = "edge",
    .example = "grant if:Han_Solo edge 1",
    .args = LSA_TITLE_THEN_N,
    .quantity = LQ_EDGE,
    .who = LW_ENHANCED,
    .cond = LC_ENHANCED_TITLE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "If the enhanced unit is {trait}, it also gains edge ({n})." },
  { .clause = "grant",
    .word = "shielding",
    .example = "grant shielding",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .who = LW_ENHANCED,
    .sign = KW_SHIELDING,
    .text = "The unit it enhances has shielding." },
  { .clause = "grant",
    .word = "targeted-strike",
    .example = "grant targeted-strike",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .who = LW_ENHANCED,
    .sign = KW_TARGETED_STRIKE,
    .text = "The unit it enhances has targeted strike." },
  { .clause = "grant",
    .word = "if:",
    .then = "targeted-strike",
    .example = "grant if:Darth_Vader targeted-strike",
    .args = LSA_TITLE_THEN,
    .quantity = LQ_KEYWORDS,
    .who = LW_ENHANCED,
    .cond = LC_ENHANCED_TITLE,
    .sign = KW_TARGETED_STRIKE,
    .text = "If the enhanced unit is {trait}, it also has targeted strike." },
  { .clause = "grant",
    .word = "no-force-icons",
    .example = "grant no-force-icons",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .who = LW_ENHANCED,
    .sign = KW_NO_FORCE_ICONS,
    .text = "The unit it enhances loses all its Force icons." },
  { .clause = "grant",
    .word = "divide-ud",
    .example = "grant divide-ud",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .who = LW_ENHANCED,
    .sign = KW_DIVIDE_UD,
    .text = "The enhanced unit's unit damage may be divided among any "
            "number of participating enemy units." },
  { .word = "double-icons-while-fewer-units",
    .example = "static double-icons-while-fewer-units",
    .args = LSA_NONE,
    .quantity = LQ_DOUBLE_ICONS,
    .who = LW_ENHANCED,
    .cond = LC_FEWER_UNITS,
    .sign = 1,
    .text = "While you control fewer units than your opponent, the enhanced "
            "unit's combat icons are doubled, after every addition (FAQ "
            "2.11)." },
  { .word = "resources-match-all",
    .example = "static resources-match-all",
    .args = LSA_NONE,
    .quantity = LQ_MATCH_ALL,
    .who = LW_ENHANCED,
    .sign = 1,
    .text = "Resources of the enhanced objective match every "
            "affiliation." },
  /* restrictions */
  { .word = "ignore-resource-match",
    .example = "static ignore-resource-match",
    .args = LSA_NONE,
    .quantity = LQ_IGNORE_MATCH,
    .who = LW_YOU,
    .sign = 1,
    .text = "Cards you play from hand need no resource match." },
  { .word = "cannot-attack",
    .example = "static cannot-attack",
    .args = LSA_NONE,
    .quantity = LQ_CANNOT_ATTACK,
    .sign = 1,
    .text = "It cannot be declared as an attacker." },
  { .word = "immune-with-edge",
    .example = "static immune-with-edge",
    .args = LSA_NONE,
    .quantity = LQ_ENEMY_IMMUNE,
    .cond = LC_HAVE_EDGE,
    .sign = 1,
    .text = "During an engagement in which you have the edge, enemy card "
            "effects and combat icons cannot damage it or place focus "
            "tokens on it." },
  { .word = "no-enemy-event-targets",
    .example = "static no-enemy-event-targets",
    .args = LSA_NONE,
    .quantity = LQ_EVENT_IMMUNE,
    .sign = 1,
    .text = "It cannot be targeted by enemy events." },
  { .word = "untargetable",
    .example = "static untargetable",
    .args = LSA_NONE,
    .quantity = LQ_UNTARGETABLE,
    .sign = 1,
    .text = "It cannot be targeted." },
  /* lcgB: a keyword given to other cards (Wookiee Life Debt) */
  { .word = "friendly-units-protect:",
    .example = "static friendly-units-protect:Wookiee Character",
    .args = LSA_TRAIT_WHAT,
    .quantity = LQ_PROTECT,
    .who = LW_FRIENDLY,
    .sign = 1,
    .text = "Each {trait} unit you control gains Protect {what}." },
  { .word = "attackers-only:",
    .example = "static attackers-only:Vehicle",
    .args = LSA_TRAIT,
    .quantity = LQ_CANNOT_ATTACK,
    .who = LW_ATTACKERS_WITHOUT_TRAIT,
    .sign = 1,
    .text = "Only {trait} units may attack it." },
  { .word = "alone-bars-defenders-cost",
    .example = "static alone-bars-defenders-cost 3",
    .args = LSA_MIN_N,
    .quantity = LQ_CANNOT_DEFEND,
    .who = LW_ENEMY_UNITS_COSTING,
    .cond = LC_SOURCE_ALONE,
    .lo = 1,
    .hi = 20,
    .sign = 1,
    .text = "While it is attacking alone, enemy units of printed cost {min} "
            "or more cannot be declared as defenders." },
  { .word = "sacrifice-at-focus",
    .example = "static sacrifice-at-focus 4",
    .args = LSA_N,
    .quantity = LQ_SACRIFICE_AT_FOCUS,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "If it has {n} or more focus tokens on it, it is sacrificed." },
  /* a card's own rules, read by the step they change */
  { .word = "dial-engageable",
    .example = "static dial-engageable 3",
    .args = LSA_N,
    .quantity = LQ_DIAL_WIN,
    .lo = 1,
    .hi = 99,
    .sign = 1,
    .text = "The light side may engage the Death Star dial as if it were a "
            "dark side objective (it is not one): only blast and unopposed "
            "damage reach it, and with {n} damage on it the light side "
            "wins." },
  { .word = "lose-if-destroyed",
    .example = "static lose-if-destroyed",
    .args = LSA_NONE,
    .quantity = LQ_LOSE_IF_DESTROYED,
    .sign = 1,
    .text = "You lose the game if it is destroyed." },
  { .word = "fate-placed-bonus",
    .example = "static fate-placed-bonus",
    .args = LSA_NONE,
    .quantity = LQ_FATE_BONUS,
    .sign = 1,
    .text = "During an engagement in which you have placed a fate card in "
            "your edge stack, it gains 1 unit damage icon and targeted "
            "strike." },
  { .word = "play-from-discard",
    .example = "static play-from-discard",
    .args = LSA_NONE,
    .quantity = LQ_PLAY_FROM_DISCARD,
    .sign = 1,
    .text = "You may play it from your discard pile as if it were in your "
            "hand." },
  { .word = "first-unit-focused",
    .example = "static first-unit-focused",
    .args = LSA_NONE,
    .quantity = LQ_FIRST_UNIT_FOCUSED,
    .sign = 1,
    .text = "The first unit you play each turn enters play with 1 focus "
            "token on it (one, however many such cards you have)." },
  { .word = "opponent-first-edge-faceup",
    .example = "static opponent-first-edge-faceup",
    .args = LSA_NONE,
    .quantity = LQ_EDGE_FIRST_FACEUP,
    .sign = 1,
    .text = "While it participates in an engagement, your opponent places "
            "the first card of his edge stack face up." },
  { .word = "fate-twice",
    .example = "static fate-twice",
    .args = LSA_NONE,
    .quantity = LQ_FATE_TWICE,
    .sign = 1,
    .text = "While it participates in an engagement, you may resolve each "
            "fate card in your edge stack an additional time." },
  { .word = "limit-1-per-unit",
    .example = "static limit-1-per-unit",
    .args = LSA_NONE,
    .quantity = LQ_ONE_PER_UNIT,
    .sign = 1,
    .text = "A unit may have only one copy of it." },
  { .word = "pilot-on:",
    .example = "static pilot-on:Speeder/Fighter",
    .args = LSA_TRAITS,
    .quantity = LQ_PILOT_ON,
    .sign = 1,
    .text = "It may enter play as an enhancement on {a trait} unit you "
            "control." },
  { .word = "enhances-only:",
    .example = "static enhances-only:smugglers-and-spies",
    .args = LSA_AFF,
    .quantity = LQ_ENHANCES_ONLY,
    .text = "It may enhance only {aff} units." },
  { .word = "captured-on-leave",
    .example = "static captured-on-leave",
    .args = LSA_NONE,
    .quantity = LQ_CAPTURED_ON_LEAVE,
    .sign = 1,
    .text = "If it leaves play, your opponent captures it at a dark side "
            "objective of his choice." },
  /* lcgF: Dengar */
  { .word = "captures-here",
    .example = "static captures-here",
    .args = LSA_NONE,
    .quantity = LQ_CAPTURES_HERE,
    .sign = 1,
    .text = "You may attach units you capture from play to it, face down, "
            "instead of to an objective." },
  /* lcgF: Executor */
  { .word = "enemy-untargetable-while-undamaged",
    .example = "static enemy-untargetable-while-undamaged",
    .args = LSA_NONE,
    .quantity = LQ_ENEMY_UNTARGETABLE_UNDAMAGED,
    .sign = 1,
    .text = "While it has no damage on it, enemy card effects cannot "
            "target it." },
  /* lcgE: the Hoth cycle */
  { .word = "gains-attacking-damaged",
    .example = "static gains-attacking-damaged ud bd",
    .args = LSA_ICONS,
    .cond = LC_ATTACKING_DAMAGED,
    .text = "While it is attacking a damaged objective, it gains {icons}." },
  { .word = "unopposed-bonus",
    .example = "static unopposed-bonus 2",
    .args = LSA_N,
    .quantity = LQ_UNOPPOSED,
    .who = LW_YOU,
    .lo = 2,
    .hi = 9,
    .sign = 1,
    .text = "Your unopposed bonus is raised to {n} damage." },
  { .word = "undamaged-opponent-reserve",
    .example = "static undamaged-opponent-reserve -1",
    .args = LSA_N,
    .quantity = LQ_RESERVE,
    .who = LW_OPPONENT,
    .cond = LC_UNDAMAGED,
    .lo = -9,
    .hi = 9,
    .sign = 1,
    .text = "While this objective is undamaged, each opponent's reserve "
            "value is {+n}." },
  { .word = "gains-attacking:",
    .example = "static gains-attacking:Hoth bd",
    .args = LSA_OBJ_ICONS,
    .cond = LC_ATTACKING_TRAIT,
    .text = "While it is attacking {a obj} objective, it gains {icons}." },
  { .word = "undamaged-reserve",
    .example = "static undamaged-reserve 1",
    .args = LSA_N,
    .quantity = LQ_RESERVE,
    .who = LW_YOU,
    .cond = LC_UNDAMAGED,
    .lo = -9,
    .hi = 9,
    .sign = 1,
    .text = "While this objective is undamaged, your reserve value is "
            "{+n}." },
  { .word = "friendly-traits-gain:",
    .example = "static friendly-traits-gain:Walker/Trooper ud",
    .args = LSA_TRAITS_ICONS,
    .who = LW_FRIENDLY,
    .text = "Each {traits} unit you control gains {icons}." },
  { .word = "undamaged-enemy-tax",
    .example = "static undamaged-enemy-tax event 1",
    .args = LSA_TYPE_N,
    .quantity = LQ_COST,
    .who = LW_ENEMY_TYPE,
    .cond = LC_UNDAMAGED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "While this objective is undamaged, each {type} card an "
            "opponent plays costs {n} more." },
  { .word = "while-attacking-attackers-gain",
    .example = "static while-attacking-attackers-gain bd",
    .args = LSA_ICONS,
    .who = LW_FRIENDLY_ATTACKERS,
    .cond = LC_SOURCE_ATTACKING,
    .text = "While it is attacking, each attacking unit you control gains "
            "{icons}." },
  { .word = "gains-while-light",
    .example = "static gains-while-light bd bd",
    .args = LSA_ICONS,
    .cond = LC_LIGHT_BALANCE,
    .text = "While the Balance of the Force is with the light side, it "
            "gains {icons}." },
  { .word = "gains-per-your-objective:",
    .example = "static gains-per-your-objective:Hoth ud",
    .args = LSA_OBJ_ICONS,
    .per = LP_YOUR_OBJECTIVE,
    .text = "For each {obj} objective you control, it gains {icons}." },
  { .clause = "grant",
    .word = "capacity-per-objective:",
    .example = "grant capacity-per-objective:Hoth 1",
    .args = LSA_OBJ_N,
    .quantity = LQ_CAPACITY,
    .who = LW_ENHANCED,
    .per = LP_YOUR_OBJECTIVE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "The card it enhances gets +{n} damage capacity for each {obj} "
            "objective you control." },
  { .word = "more-objectives-edge:",
    .example = "static more-objectives-edge:Speeder:Hoth 1",
    .args = LSA_TRAIT_OBJ_N,
    .quantity = LQ_EDGE,
    .who = LW_FRIENDLY,
    .cond = LC_MORE_OBJECTIVES,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "While you control more {obj} objectives than your opponent, "
            "each {trait} unit you control gains edge ({n})." },
  { .word = "more-objectives-no-unopposed:",
    .example = "static more-objectives-no-unopposed:Hoth",
    .args = LSA_OBJ_BOTH,
    .quantity = LQ_NO_UNOPPOSED,
    .who = LW_FRIENDLY_OBJECTIVES,
    .cond = LC_MORE_OBJECTIVES,
    .sign = 1,
    .text = "While you control more {obj} objectives than your opponent, "
            "your {obj} objectives cannot suffer unopposed damage." },
  { .word = "friendly-units-struggle-force",
    .example = "static friendly-units-struggle-force 1",
    .args = LSA_N,
    .quantity = LQ_STRUGGLE_FORCE,
    .who = LW_FRIENDLY,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each unit you control gains {force} during the Force "
            "struggle." },
  { .word = "reduce-costing:",
    .example = "static reduce-costing:imperial-navy:Vehicle unit 4 1",
    .args = LSA_AFF_TRAIT_TYPE_MIN_N,
    .quantity = LQ_COST,
    .who = LW_YOUR_COSTING,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "Each {aff} {trait} {type} card you play with a printed cost of "
            "{min} or higher costs {n} less." },
  { .word = "friendly-shielded-units-gain",
    .example = "static friendly-shielded-units-gain bd",
    .args = LSA_ICONS,
    .who = LW_FRIENDLY,
    .cond = LC_SHIELDED,
    .text = "Each shielded unit you control gains {icons}." },
  { .word = "no-enemy-event-targets-other-enhancements",
    .example = "static no-enemy-event-targets-other-enhancements",
    .args = LSA_NONE,
    .quantity = LQ_EVENT_IMMUNE,
    .who = LW_OTHER_FRIENDLY_TYPE,
    .type = T_ENHANCEMENT,
    .sign = 1,
    .text = "Enemy events cannot target the other enhancements you "
            "control." },
  { .word = "shielded-undamageable-dial-at-most",
    .example = "static shielded-undamageable-dial-at-most 4",
    .args = LSA_MIN_N,
    .quantity = LQ_CANNOT_BE_DAMAGED,
    .who = LW_FRIENDLY,
    .cond = LC_SHIELDED_DIAL_AT_MOST,
    .lo = 1,
    .hi = 20,
    .sign = 1,
    .text = "Your shielded units cannot be damaged while the Death Star "
            "dial is {min} or lower." },
  { .word = "shielded-gain-dial-at-least",
    .example = "static shielded-gain-dial-at-least 8 bd",
    .args = LSA_MIN_ICONS,
    .who = LW_FRIENDLY,
    .cond = LC_SHIELDED_DIAL_AT_LEAST,
    .lo = 1,
    .hi = 20,
    .text = "Your shielded units gain {icons} while the Death Star dial is "
            "{min} or higher." },
  { .word = "undamaged-edge-force",
    .example = "static undamaged-edge-force event 1",
    .args = LSA_TYPE_N,
    .quantity = LQ_EDGE_CARD_FORCE,
    .who = LW_YOUR_EDGE_STACK,
    .cond = LC_UNDAMAGED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "While this objective is undamaged, each {type} card in your "
            "edge stack gains {force} when resolving an edge battle." },
  { .word = "undamaged-edge-force-all",
    .example = "static undamaged-edge-force-all 1",
    .args = LSA_N,
    .quantity = LQ_EDGE_CARD_FORCE,
    .who = LW_YOUR_EDGE_STACK,
    .cond = LC_UNDAMAGED,
    .type = -1,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "While this objective is undamaged, each card in your edge "
            "stack gains {force} when resolving an edge battle." },
  /* lcgN: Opening Moves (conflict.c) */
  { .word = "first-engagement-against:",
    .example = "static first-engagement-against:Yavin_4",
    .args = LSA_TRAITS,
    .quantity = LQ_FIRST_ENGAGE_TRAIT,
    .sign = 1,
    .text = "The first engagement your opponent declares in his conflict "
            "phase must be against {a trait} objective, if able." },
  /* lcgN: Force Precognition, on the unit it enhances (edge.c) */
  { .word = "enhanced-opponent-first-edge-faceup",
    .example = "static enhanced-opponent-first-edge-faceup",
    .args = LSA_NONE,
    .quantity = LQ_EDGE_FIRST_FACEUP,
    .sign = 1,
    .text = "While the unit it enhances participates in an engagement, "
            "your opponent places the first card of his edge stack face "
            "up." },
  /* lcgN: Gaffi Stick */
  { .clause = "grant",
    .word = "edge-per-other-participating",
    .example = "grant edge-per-other-participating",
    .args = LSA_NONE,
    .quantity = LQ_EDGE,
    .who = LW_ENHANCED,
    .per = LP_OTHER_PARTICIPATING,
    .sign = 1,
    .text = "The unit it enhances gains edge (X), X being the number of "
            "other units its player controls participating in the "
            "engagement." },
  /* lcgN: Hive of Scum and Villainy; the icons named are lost */
  { .word = "attackers-here-lose",
    .example = "static attackers-here-lose ud",
    .args = LSA_ICONS,
    .who = LW_ATTACKING_SOURCE,
    .sign = -1,
    .text = "Each unit loses {lost icons} while it is attacking this "
            "objective." },
  /* lcgN: Diplomatic Presence */
  { .word = "engaged-last",
    .example = "static engaged-last",
    .args = LSA_NONE,
    .quantity = LQ_ENGAGED_LAST,
    .sign = 1,
    .text = "The enhanced objective cannot be engaged unless each other "
            "objective its controller controls has been engaged this "
            "phase." },
  /* lcgN: the suffix is a title (Rogue Leader: "While you control Rogue
   * Two") */
  { .word = "gains-while-control:",
    .example = "static gains-while-control:Rogue_Two tactics",
    .args = LSA_OBJ_ICONS,
    .cond = LC_CONTROL_TITLE,
    .text = "While you control {obj}, it gains {icons}." },
  { .word = "gains-while-objective-in-play:",
    .example = "static gains-while-objective-in-play:Alderaan tactics",
    .args = LSA_OBJ_ICONS,
    .cond = LC_OBJECTIVE_IN_PLAY,
    .text = "While {a obj} objective is in play, it gains {icons}." },
  /* lcgO: the Echoes of the Force cycle, commitment to the Force */
  { .word = "considered-committed",
    .example = "static considered-committed",
    .args = LSA_NONE,
    .quantity = LQ_CONSIDERED_COMMITTED,
    .sign = 1,
    .text = "It is considered committed to the Force (this commitment does "
            "not cost a Force card)." },
  { .word = "friendly-committed-units-gain",
    .example = "static friendly-committed-units-gain bd",
    .args = LSA_ICONS,
    .who = LW_FRIENDLY,
    .cond = LC_COMMITTED,
    .text = "Each friendly unit committed to the Force gains {icons}." },
  { .word = "friendly-committed-units-elite",
    .example = "static friendly-committed-units-elite",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .who = LW_FRIENDLY,
    .cond = LC_COMMITTED,
    .sign = KW_ELITE,
    .text = "Each friendly unit committed to the Force gains elite." },
  { .word = "gains-while-dark",
    .example = "static gains-while-dark bd bd",
    .args = LSA_ICONS,
    .cond = LC_DARK_BALANCE,
    .text = "While the Balance of the Force is with the dark side, it "
            "gains {icons}." },
  { .word = "undamaged-no-force-phase-commit-without:",
    .example = "static undamaged-no-force-phase-commit-without:Vehicle",
    .args = LSA_TRAIT,
    .quantity = LQ_NO_FORCE_PHASE_COMMIT,
    .who = LW_UNITS_WITHOUT_TRAIT,
    .cond = LC_UNDAMAGED,
    .sign = 1,
    .text = "While this objective is undamaged, players cannot commit "
            "non-{trait} units to the Force during the Force phase." },
  { .clause = "grant",
    .word = "if:",
    .then = "considered-committed",
    .example = "grant if:Mara_Jade considered-committed",
    .args = LSA_TITLE_THEN,
    .quantity = LQ_CONSIDERED_COMMITTED,
    .who = LW_ENHANCED,
    .cond = LC_ENHANCED_TITLE,
    .sign = 1,
    .text = "If the enhanced unit is {trait}, it is considered committed to "
            "the Force." },
  { .word = "enemy-committed-fewer-gain",
    .example = "static enemy-committed-fewer-gain 3 ud tactics",
    .args = LSA_MIN_ICONS,
    .cond = LC_ENEMY_COMMITTED_FEWER,
    .lo = 1,
    .hi = 9,
    .text = "While fewer than {min} enemy units are committed to the Force, "
            "it gains {icons}." },
  { .word = "targeted-strike-while-no-enemy-committed",
    .example = "static targeted-strike-while-no-enemy-committed",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .cond = LC_NO_ENEMY_COMMITTED,
    .sign = KW_TARGETED_STRIKE,
    .text = "While no enemy unit is committed to the Force, it has targeted "
            "strike." },
  { .word = "cannot-attack-uncommitted",
    .example = "static cannot-attack-uncommitted",
    .args = LSA_NONE,
    .quantity = LQ_CANNOT_ATTACK,
    .cond = LC_UNCOMMITTED,
    .sign = 1,
    .text = "It cannot be declared as an attacker unless it is committed to "
            "the Force." },
  { .word = "cannot-defend-uncommitted",
    .example = "static cannot-defend-uncommitted",
    .args = LSA_NONE,
    .quantity = LQ_CANNOT_DEFEND,
    .cond = LC_UNCOMMITTED,
    .sign = 1,
    .text = "It cannot be declared as a defender unless it is committed to "
            "the Force." },
  { .word = "friendly-committed-units-edge",
    .example = "static friendly-committed-units-edge 1",
    .args = LSA_N,
    .quantity = LQ_EDGE,
    .who = LW_FRIENDLY,
    .cond = LC_COMMITTED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each unit you control that is committed to the Force gains "
            "edge ({n})." },
  { .word = "committed-targeted-strike",
    .example = "static committed-targeted-strike",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .cond = LC_COMMITTED,
    .sign = KW_TARGETED_STRIKE,
    .text = "While it is committed to the Force, it has targeted strike." },
  { .word = "committed-shielding",
    .example = "static committed-shielding",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .cond = LC_COMMITTED,
    .sign = KW_SHIELDING,
    .text = "While it is committed to the Force, it has shielding." },
  { .word = "committed-elite",
    .example = "static committed-elite",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .cond = LC_COMMITTED,
    .sign = KW_ELITE,
    .text = "While it is committed to the Force, it is elite." },
  { .word = "enemy-committed-units-lose-force",
    .example = "static enemy-committed-units-lose-force 1",
    .args = LSA_N,
    .quantity = LQ_UNIT_FORCE,
    .who = LW_ENEMY_UNITS_COSTING,
    .cond = LC_COMMITTED,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "Each enemy unit committed to the Force loses {force}." },
  { .word = "attacking-bars-defenders-fewer-force",
    .example = "static attacking-bars-defenders-fewer-force",
    .args = LSA_NONE,
    .quantity = LQ_CANNOT_DEFEND,
    .who = LW_ENEMY_FEWER_FORCE,
    .cond = LC_SOURCE_ATTACKING,
    .sign = 1,
    .text = "While it is attacking, enemy units with fewer Force icons than "
            "it cannot be declared as defenders." },
  { .word = "committed-trait-force:",
    .example = "static committed-trait-force:Wookiee 1",
    .args = LSA_TRAIT_N,
    .quantity = LQ_UNIT_FORCE,
    .who = LW_UNITS_WITH_TRAIT,
    .cond = LC_COMMITTED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each {trait} unit committed to the Force, either player's, "
            "gains {force}." },
  /* lcgQ: the Hoth cycle.  An icon row whose quantity is LQ_EE_UD
   * gives edge-enabled icons, counted only with the edge */
  { .word = "gains-ee-per-your-objective:",
    .example = "static gains-ee-per-your-objective:Hoth ud",
    .args = LSA_OBJ_ICONS,
    .quantity = LQ_EE_UD,
    .per = LP_YOUR_OBJECTIVE,
    .text = "For each {obj} objective you control, it gains {icons} "
            "(edge-enabled)." },
  { .word = "gains-ee-per-attacking:",
    .example = "static gains-ee-per-attacking:Speeder bd",
    .args = LSA_OBJ_ICONS,
    .quantity = LQ_EE_UD,
    .per = LP_ATTACKING_TRAIT,
    .text = "It gains {icons} (edge-enabled) for each attacking {obj} unit "
            "you control." },
  { .word = "friendly-objectives-capacity:",
    .example = "static friendly-objectives-capacity:Hoth 1",
    .args = LSA_TRAIT_N,
    .quantity = LQ_CAPACITY,
    .who = LW_FRIENDLY_OBJECTIVES,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each {trait} objective you control has {+n} damage capacity." },
  { .word = "extra-objective:",
    .example = "static extra-objective:Hoth 1",
    .args = LSA_TRAIT_N,
    .quantity = LQ_EXTRA_OBJECTIVES,
    .who = LW_YOU,
    .lo = 1,
    .hi = 1,
    .sign = 1,
    .text = "You are considered to control {n} additional {trait} "
            "objective." },
  { .word = "more-objectives-opponent-first-edge-faceup:",
    .example = "static more-objectives-opponent-first-edge-faceup:Hoth",
    .args = LSA_OBJ_BOTH,
    .quantity = LQ_OPPONENT_EDGE_FACEUP,
    .who = LW_OPPONENT,
    .cond = LC_MORE_OBJECTIVES,
    .sign = 1,
    .text = "While you control more {obj} objectives than your opponent, "
            "he places the first card of his edge stack face up in each "
            "edge battle." },
  { .word = "pilot-cheaper",
    .example = "static pilot-cheaper 2",
    .args = LSA_N,
    .quantity = LQ_COST,
    .cond = LC_AS_ENHANCEMENT,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "It costs {n} less to play as an enhancement." },
  { .word = "pilot-to-unit",
    .example = "static pilot-to-unit",
    .args = LSA_NONE,
    .quantity = LQ_PILOT_TO_UNIT,
    .sign = 1,
    .text = "If the unit it enhances leaves play, it is put into play as a "
            "unit." },
  { .word = "alone-min-defenders",
    .example = "static alone-min-defenders 2",
    .args = LSA_N,
    .quantity = LQ_MIN_DEFENDERS,
    .who = LW_SELF,
    .lo = 2,
    .hi = 9,
    .sign = 1,
    .text = "While it is attacking alone, in order to declare any "
            "defenders, an opponent must declare at least {n} defenders." },
  { .word = "light-reserve-force",
    .example = "static light-reserve-force 1",
    .args = LSA_N,
    .quantity = LQ_FORCE,
    .who = LW_YOU,
    .per = LP_COMMON_RESERVE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each card in a light side common reserve adds {force} to your "
            "side of the Force struggle (a two-player game has no common "
            "reserve)." },
  { .word = "dark-reserve-force",
    .example = "static dark-reserve-force 1",
    .args = LSA_N,
    .quantity = LQ_FORCE,
    .who = LW_YOU,
    .per = LP_COMMON_RESERVE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each card in a dark side common reserve adds {force} to your "
            "side of the Force struggle (a two-player game has no common "
            "reserve)." },
  { .word = "team-play-under-control",
    .example = "static team-play-under-control",
    .args = LSA_NONE,
    .quantity = LQ_TEAM_ONLY,
    .who = LW_SELF,
    .sign = 1,
    .text = "During your deployment phase, you may play this unit under "
            "the control of another friendly player; if you do, remove 1 "
            "damage from a target friendly objective, if able (a "
            "two-player game has no other friendly player)." },
  { .word = "team-draw-if-not-controlled",
    .example = "static team-draw-if-not-controlled",
    .args = LSA_NONE,
    .quantity = LQ_TEAM_ONLY,
    .who = LW_SELF,
    .sign = 1,
    .text = "As it is played, if you do not control the unit it enhances, "
            "draw 1 card (a friendly unit is always yours in a two-player "
            "game)." },
  { .word = "strikes-outside-vs-dark",
    .example = "static strikes-outside-vs-dark",
    .args = LSA_NONE,
    .quantity = LQ_STRIKE_OUTSIDE,
    .who = LW_SELF,
    .sign = 1,
    .text = "During an engagement against a dark side objective, it may "
            "strike in combat even if it is not participating in the "
            "engagement." },
  /* lcgT: the Force struggle counted per card (The Findsman's Intuition,
   * The Hoth Gambit) */
  { .word = "force-struggle-per-captured",
    .example = "static force-struggle-per-captured 1",
    .args = LSA_N,
    .quantity = LQ_FORCE,
    .who = LW_YOU,
    .per = LP_CAPTURED_HERE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Adds {force} to your side of the Force struggle for each card "
            "captured at this objective." },
  { .word = "force-struggle-per-undamaged-objective:",
    .example = "static force-struggle-per-undamaged-objective:Hoth 1",
    .args = LSA_OBJ_N,
    .quantity = LQ_FORCE,
    .who = LW_YOU,
    .per = LP_UNDAMAGED_OBJECTIVE,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each undamaged {obj} objective you control adds {force} to "
            "your side of the Force struggle." },
  /* lcgT: cards in hand, as lcg_hand_count counts them (objective set 103,
   * Aquaris Freeholders) */
  { .word = "opponent-hand-extra-while-ready",
    .example = "static opponent-hand-extra-while-ready 1",
    .args = LSA_N,
    .quantity = LQ_HAND_EXTRA,
    .who = LW_OPPONENT,
    .cond = LC_SOURCE_READY,
    .lo = 1,
    .hi = 1, /* the one amount printed; the text says "card" */
    .sign = 1,
    .text = "While it is ready, each opponent is considered to have {n} "
            "additional card in his hand." },
  { .word = "alone-gains-per-defender-hand",
    .example = "static alone-gains-per-defender-hand bd",
    .args = LSA_ICONS,
    .cond = LC_ATTACKING_ALONE,
    .per = LP_DEFENDER_HAND,
    .text = "While it is attacking alone, it gains {icons} for each card in "
            "the defending player's hand." },
  { .word = "attackers-gain-if-opponent-more-hand",
    .example = "static attackers-gain-if-opponent-more-hand bd",
    .args = LSA_ICONS,
    .who = LW_FRIENDLY_ATTACKERS,
    .cond = LC_OPPONENT_MORE_HAND,
    .text = "Each unit you control gains {icons} while it is attacking an "
            "opponent who has more cards in hand than you." },
  { .word = "cheaper-per-opponent-hand",
    .example = "static cheaper-per-opponent-hand 1",
    .args = LSA_N,
    .quantity = LQ_COST,
    .per = LP_OPPONENT_HAND,
    .lo = 1,
    .hi = 9,
    .sign = -1,
    .text = "It costs {n} less to play for each card in your opponent's "
            "hand." },
  /* lcgT: The Flight of the Crow */
  { .word = "unique-attackers-edge",
    .example = "static unique-attackers-edge unit:jedi 1",
    .args = LSA_TYPE_N,
    .quantity = LQ_EDGE,
    .who = LW_UNIQUE_ATTACKERS,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each unique {aff }{type} gains edge ({n}) while it is "
            "attacking." },
  /* lcgT: Moldy Crow (damage.c protects, conflict.c shielding) */
  { .word = "enemy-units-lose-protect-shielding",
    .example = "static enemy-units-lose-protect-shielding",
    .args = LSA_NONE,
    .quantity = LQ_LOSE_PROTECT_SHIELDING,
    .who = LW_ENEMY_UNITS_COSTING, /* printed cost 0 or more: every one */
    .sign = 1,
    .text = "Each enemy unit loses all instances of protect and "
            "shielding." },
  /* lcgT: Ruusan Colonist (edge.c edge_total) */
  { .word = "committed-edge-force",
    .example = "static committed-edge-force",
    .args = LSA_NONE,
    .quantity = LQ_EDGE_COMMITTED_FORCE,
    .sign = 1,
    .text = "While it is committed to the Force, it adds its Force icons to "
            "your side of each edge battle." },
  /* lcgT: Commando Operations (edge.c resolve_fate) */
  { .word = "undamaged-enemy-fate-blocked",
    .example = "static undamaged-enemy-fate-blocked",
    .args = LSA_NONE,
    .quantity = LQ_FATE_BLOCKED,
    .who = LW_OPPONENT,
    .cond = LC_UNDAMAGED,
    .sign = 1,
    .text = "While this objective is undamaged, enemy fate card effects do "
            "not resolve (their Force icons still count in the edge "
            "battle)." },
  /* lcgU: Yoda (Join Us or Die 568); the dial as it is at each count */
  { .word = "gains-per-dial",
    .example = "static gains-per-dial ud",
    .args = LSA_ICONS,
    .per = LP_DIAL,
    .text = "For each point on the Death Star dial, it gains {icons}." },
  /* lcgU: "Enhance a [Sith] objective" (Force Shield; deploy.c) */
  { .word = "enhances-only-objective:",
    .example = "static enhances-only-objective:sith",
    .args = LSA_AFF,
    .quantity = LQ_ENHANCES_ONLY,
    .text = "It may enhance only {aff} objectives." },
  /* lcgU: A Deep Commitment (Darkness and Light 611) */
  { .word = "friendly-shielded-units-struggle-force",
    .example = "static friendly-shielded-units-struggle-force 1",
    .args = LSA_N,
    .quantity = LQ_STRUGGLE_FORCE,
    .who = LW_FRIENDLY,
    .cond = LC_SHIELDED,
    .lo = 1,
    .hi = 9,
    .sign = 1,
    .text = "Each shielded unit you control gains {force} during the Force "
            "struggle." },
  /* lcgU: Wittin (Join Us or Die 586), one sentence, two rules */
  { .word = "committed-undamageable",
    .example = "static committed-undamageable",
    .args = LSA_NONE,
    .quantity = LQ_CANNOT_BE_DAMAGED,
    .cond = LC_COMMITTED,
    .sign = 1,
    .text = "While it is committed to the Force, it cannot be damaged." },
  { .word = "committed-indestructible",
    .example = "static committed-indestructible",
    .args = LSA_NONE,
    .quantity = LQ_CANNOT_BE_DESTROYED,
    .cond = LC_COMMITTED,
    .sign = 1,
    .text = "While it is committed to the Force, it cannot be destroyed." },
  /* lcgU: Green Squadron Deployment (It Binds All Things 594): the
   * printed icons added once more */
  { .word = "friendly-committed-force-doubled:",
    .example = "static friendly-committed-force-doubled:Vehicle",
    .args = LSA_TRAIT,
    .quantity = LQ_UNIT_FORCE,
    .who = LW_FRIENDLY,
    .cond = LC_COMMITTED,
    .per = LP_PRINTED_FORCE,
    .sign = 1,
    .text = "The Force icons of each friendly {trait} unit committed to the "
            "Force are doubled." },
  /* lcgR: Force Wraith (force.c) */
  { .word = "struggle-even-exhausted",
    .example = "static struggle-even-exhausted",
    .args = LSA_NONE,
    .quantity = LQ_STRUGGLE_EXHAUSTED,
    .sign = 1,
    .text = "While it is committed to the Force, its Force icons count "
            "toward the Force struggle even if it is exhausted." },
  /* lcgR: Embers of Hope (lcg_effect_draw_barred; the draw verbs) */
  { .word = "undamaged-bars-enemy-effect-draw",
    .example = "static undamaged-bars-enemy-effect-draw",
    .args = LSA_NONE,
    .quantity = LQ_BARS_ENEMY_DRAW,
    .sign = 1,
    .text = "While this objective is undamaged, your opponent cannot draw "
            "cards through card effects." },
  /* lcgR: Massassi Temple Lookout (statics.c, LC_FIRST_ENGAGEMENT) */
  { .word = "first-engagement-shielding",
    .example = "static first-engagement-shielding",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .cond = LC_FIRST_ENGAGEMENT,
    .sign = KW_SHIELDING,
    .text = "During the first engagement declared each phase, it gains "
            "shielding." },
  /* lcgR: Lobot (strike.c) */
  { .word = "participating-icons-edge-enabled",
    .example = "static participating-icons-edge-enabled",
    .args = LSA_NONE,
    .quantity = LQ_PARTICIPANTS_EE,
    .sign = 1,
    .text = "While it is participating in an engagement, treat all combat "
            "icons on all participating units as if they are "
            "edge-enabled." },
  /* lcgR: Cloud City Wing Guard, Chewbacca's Bowcaster (strike.c) */
  { .word = "strikes-unparticipating",
    .example = "static strikes-unparticipating",
    .args = LSA_NONE,
    .quantity = LQ_STRIKES_OUT,
    .sign = 1,
    .text = "It may strike during combat even if it is not participating "
            "in the engagement." },
  { .word = "enhanced-strikes-unparticipating:",
    .example = "static enhanced-strikes-unparticipating:Chewbacca",
    .args = LSA_TRAIT,
    .quantity = LQ_ENH_STRIKES_OUT,
    .sign = 1,
    .text = "If the enhanced unit is {trait}, it also may strike during "
            "combat even if it is not participating in the engagement." },
  /* lcgZ: Fear; the LQ_ bits are all taken, so the bar in every phase is
   * the Force-phase bar's quantity with an amount of its own
   * (lcg_may_commit) */
  { .clause = "grant",
    .word = "cannot-commit",
    .example = "grant cannot-commit",
    .args = LSA_NONE,
    .quantity = LQ_NO_FORCE_PHASE_COMMIT,
    .who = LW_ENHANCED,
    .sign = LCG_NO_COMMIT_ANY_PHASE,
    .text = "The unit it enhances cannot commit to the Force." },
  /* lcgAA: Jawa Trading Crawler, Rebel Fighter Bay (pay.c) */
  { .word = "resources-only-for:",
    .example = "static resources-only-for:Vehicle/Droid",
    .args = LSA_TRAITS,
    .quantity = LQ_RESOURCES_ONLY_FOR,
    .sign = 1,
    .text = "Resources generated by it can only be used to play {a trait} "
            "unit." },
  /* lcgAB: Hate (lcg_blanked) */
  { .clause = "grant",
    .word = "blank-text",
    .example = "grant blank-text",
    .args = LSA_NONE,
    .quantity = LQ_KEYWORDS,
    .who = LW_ENHANCED,
    .sign = KW_BLANK,
    .text = "Treat the unit it enhances as if its printed text were blank "
            "(except for Traits)." },
  /* lcgAB: Trandoshan Hunter (strike.c) */
  { .word = "strike-damages-outside:",
    .example = "static strike-damages-outside:Wookiee",
    .args = LSA_TRAIT,
    .quantity = LQ_KEYWORDS,
    .sign = KW_HUNTS_TRAIT,
    .text = "When it strikes during an engagement, it may instead damage a "
            "target {trait} unit not participating in the engagement." },
  /* lcgW: First Marker (statics.c lcg_undamageable_by, read by damage.c
   * and the damage verb).  The quantities' bits were all taken then
   * (LQ_COUNT was 64, before the mask had two words): it is the enhancement's
   * own rule, LQ_CANNOT_BE_DAMAGED with a trait (that of the units), which no
   * sum reaches (only units are asked whether they cannot be damaged, and none
   * has a trait on that row) */
  { .word = "enhanced-undamageable-by:",
    .example = "static enhanced-undamageable-by:Vehicle",
    .args = LSA_TRAIT,
    .quantity = LQ_CANNOT_BE_DAMAGED,
    .sign = 1,
    .text = "The card it enhances cannot be damaged by {trait} units." },
  /* lcgAE: Admiral Piett (edge.c: the fate cards attached to him) */
  { .word = "attached-fate-in-edge",
    .example = "static attached-fate-in-edge",
    .args = LSA_NONE,
    .quantity = LQ_ATTACHED_FATE_EDGE,
    .sign = 1,
    .text = "While this unit is attacking, during the edge battle, resolve "
            "the effects and count the Force icons of each attached fate "
            "card as if it were in your edge stack." },
};

const LcgStaticWord *
lcg_static_word (guint i)
{
  return i < G_N_ELEMENTS (static_words) ? &static_words[i] : NULL;
}

static gint
affiliation_word (const char *w)
{
  for (gint aff = AF_COUNT - 1; aff > AF_NEUTRAL; aff--)
    if (strcmp (w, lcg_affiliation_names[aff]) == 0)
      return aff;
  return AF_NEUTRAL;
}

static gboolean
add_static (LcgCard *c, const LcgStatic *st, char **why)
{
  if (c->n_statics >= LCG_MAX_STATICS)
    {
      *why = g_strdup_printf ("a card has at most %d constant-ability "
                              "modifiers (an icon type counts as one)",
                              LCG_MAX_STATICS);
      return FALSE;
    }
  c->statics[c->n_statics++] = *st;
  if (st->who == LW_SELF)
    LCG_Q_SET (c->static_self, st->quantity);
  else
    LCG_Q_SET (c->static_others, st->quantity);
  return TRUE;
}

/* what follows a row's word, for the messages */
static const char *const static_grammar[] = {
  [LSA_ICONS] = "ICON...",
  [LSA_AFF_ICONS] = "AFFILIATION ICON...",
  [LSA_NONE] = "",
  [LSA_N] = "N",
  [LSA_TRAIT_N] = "TRAIT N",
  [LSA_TYPE_N] = "TYPE[:AFFILIATION] N",
  [LSA_TRAIT] = "TRAIT",
  [LSA_MIN_N] = "N",
  [LSA_TITLE_THEN_N] = "TITLE",
  [LSA_TITLE_THEN] = "TITLE",
  [LSA_AFF] = "AFFILIATION",
  [LSA_TRAIT_WHAT] = "TRAIT WHAT",
  [LSA_TRAIT_TYPE_N] = "TRAIT TYPE N",
  [LSA_OBJ_ICONS] = "OBJECTIVE-TRAIT ICON...",
  [LSA_TRAITS_ICONS] = "T1/T2 ICON...",
  [LSA_OBJ_N] = "OBJECTIVE-TRAIT N",
  [LSA_TRAIT_OBJ_N] = "TRAIT:OBJECTIVE-TRAIT N",
  [LSA_OBJ_BOTH] = "TRAIT",
  [LSA_TRAITS] = "T1[/T2]",
  [LSA_AFF_TRAIT_TYPE_MIN_N] = "AFFILIATION:TRAIT TYPE MIN N",
  [LSA_MIN_ICONS] = "N ICON...",
};

/* "WORD ARGS" of a row, as the grammar writes it */
static void
static_row_grammar (const LcgStaticWord *row, GString *out)
{
  const char *args = static_grammar[row->args];
  gsize len = strlen (row->word);
  g_string_append (out, row->word);
  if (*args && len && row->word[len - 1] != ':')
    g_string_append_c (out, ' ');
  g_string_append (out, args);
  if (row->then)
    g_string_append_printf (out, " %s%s", row->then,
                            row->args == LSA_TITLE_THEN_N ? " N" : "");
}

static gint
type_word (const char *w)
{
  return strcmp (w, "unit") == 0          ? T_UNIT
         : strcmp (w, "event") == 0       ? T_EVENT
         : strcmp (w, "enhancement") == 0 ? T_ENHANCEMENT
                                          : -1;
}

/* the arguments of a row: what follows its word (`suffix`: after a
 * word ending in ':'; w: the clause's words, w[2] on after the word) */
static gboolean
static_args (const LcgStaticWord *row, const char *suffix, char **w,
             LcgStatic *st, char **why)
{
  gint at = 2; /* where N is */
  gint v = 1;
  switch (row->args)
    {
    case LSA_AFF_ICONS:
      st->aff = (gint8)affiliation_word (suffix);
      if (st->aff == AF_NEUTRAL)
        goto bad;
      return TRUE;
    case LSA_ICONS:
      return TRUE;
    case LSA_MIN_ICONS:
      if (!w[2] || !lcg_small_int (w[2], row->lo, row->hi, &v))
        goto bad;
      st->n = (gint8)v;
      return TRUE;
    case LSA_OBJ_ICONS:
      if (!*suffix)
        goto bad;
      st->obj_trait = lcg_trait_quark (suffix);
      return TRUE;
    case LSA_TRAITS_ICONS:
      {
        GQuark two[2] = { 0, 0 };
        g_autofree char *ignored = NULL;
        if (!*suffix || !parse_traits (suffix, two, &ignored))
          goto bad;
        st->trait = two[0];
        st->trait2 = two[1];
        return TRUE;
      }
    case LSA_AFF_TRAIT_TYPE_MIN_N:
      {
        const char *colon = strchr (suffix, ':');
        gint type = w[2] ? type_word (w[2]) : -1;
        gint min = 0;
        if (!colon || colon == suffix || !colon[1] || type < 0 || !w[3]
            || !lcg_small_int (w[3], 0, 20, &min))
          goto bad;
        g_autofree char *aff = g_strndup (suffix, (gsize)(colon - suffix));
        st->aff = (gint8)affiliation_word (aff);
        if (st->aff == AF_NEUTRAL)
          goto bad;
        st->trait = lcg_trait_quark (colon + 1);
        st->type = (gint8)type;
        st->n = (gint8)min;
        at = 4;
        break;
      }
    case LSA_TRAITS:
      {
        GQuark two[2] = { 0, 0 };
        g_autofree char *ignored = NULL;
        if (!*suffix || w[2] || !parse_traits (suffix, two, &ignored))
          goto bad;
        st->trait = two[0];
        st->trait2 = two[1];
        st->amount = row->sign;
        return TRUE;
      }
    case LSA_OBJ_BOTH:
      if (!*suffix || w[2])
        goto bad;
      st->trait = st->obj_trait = lcg_trait_quark (suffix);
      st->amount = row->sign;
      return TRUE;
    case LSA_OBJ_N:
      if (!*suffix)
        goto bad;
      st->obj_trait = lcg_trait_quark (suffix);
      break;
    case LSA_TRAIT_OBJ_N:
      {
        const char *colon = strchr (suffix, ':');
        if (!*suffix || !colon || colon == suffix || !colon[1])
          goto bad;
        g_autofree char *trait = g_strndup (suffix, (gsize)(colon - suffix));
        st->trait = lcg_trait_quark (trait);
        st->obj_trait = lcg_trait_quark (colon + 1);
        break;
      }
    case LSA_AFF:
      st->aff = (gint8)affiliation_word (suffix);
      if (st->aff == AF_NEUTRAL || w[2])
        goto bad;
      st->amount = st->aff;
      return TRUE;
    case LSA_TITLE_THEN:
      if (!*suffix || w[3])
        goto bad;
      st->trait = lcg_trait_quark (suffix);
      st->amount = row->sign;
      return TRUE;
    case LSA_NONE:
      if (w[2])
        goto bad;
      st->amount = row->sign;
      return TRUE;
    case LSA_N:
      break;
    case LSA_TRAIT:
      if (!*suffix || w[2])
        goto bad;
      st->trait = lcg_trait_quark (suffix);
      st->amount = row->sign;
      return TRUE;
    case LSA_TRAIT_WHAT:
      if (!*suffix || !w[2] || w[3])
        goto bad;
      st->trait = lcg_trait_quark (suffix);
      st->what = lcg_trait_quark (w[2]);
      st->amount = row->sign;
      return TRUE;
    case LSA_TITLE_THEN_N:
      if (!*suffix)
        goto bad;
      st->trait = lcg_trait_quark (suffix);
      at = 3;
      break;
    case LSA_MIN_N:
      if (!w[2] || w[3] || !lcg_small_int (w[2], row->lo, row->hi, &v))
        goto bad;
      st->n = (gint8)v;
      st->amount = row->sign;
      return TRUE;
    case LSA_TRAIT_N:
      if (!*suffix)
        goto bad;
      st->trait = lcg_trait_quark (suffix);
      break;
    case LSA_TRAIT_TYPE_N:
      {
        gint type = w[2] ? type_word (w[2]) : -1;
        if (!*suffix || type < 0)
          goto bad;
        st->trait = lcg_trait_quark (suffix);
        st->type = (gint8)type;
        at = 3;
        break;
      }
    case LSA_TYPE_N:
      {
        if (!w[2])
          goto bad;
        g_autofree char *what = g_strdup (w[2]);
        char *colon = strchr (what, ':');
        if (colon)
          {
            *colon = '\0';
            st->aff = (gint8)affiliation_word (colon + 1);
            if (st->aff == AF_NEUTRAL)
              goto bad;
          }
        gint type = type_word (what);
        if (type < 0)
          goto bad;
        st->type = (gint8)type;
        at = 3;
        break;
      }
    }
  if (!w[at] || w[at + 1] || !lcg_small_int (w[at], row->lo, row->hi, &v))
    goto bad;
  st->amount = (gint8)(row->sign * v);
  return TRUE;
bad:
  {
    g_autoptr (GString) msg = g_string_new (NULL);
    g_string_append_printf (msg, "static %s: expected \"static ", row->word);
    static_row_grammar (row, msg);
    g_string_append_c (msg, '"');
    if (row->hi)
      g_string_append_printf (msg, " (N from %d to %d)", row->lo, row->hi);
    if (row->args == LSA_AFF_ICONS || row->args == LSA_AFF)
      g_string_append (msg, ", an affiliation such as smugglers-and-spies");
    *why = g_string_free (g_steal_pointer (&msg), FALSE);
    return FALSE;
  }
}

/* does the row spell w (w[0] "static" or "grant", the row's word from
 * w[1])? */
static gboolean
row_spells (const LcgStaticWord *row, char **w)
{
  const char *k = w[1];
  gsize len = strlen (row->word);
  if (strcmp (w[0], row->clause ? row->clause : "static") != 0 || !k)
    return FALSE;
  if (!len)
    return lcg_icon_word (k) >= 0;
  if (row->then && !(w[2] && strcmp (w[2], row->then) == 0))
    return FALSE;
  return row->word[len - 1] == ':' ? strncmp (k, row->word, len) == 0
                                   : strcmp (k, row->word) == 0;
}

/* "static WORD ARGS" or "grant WORD ARGS" by the table; *found is FALSE
 * when no row spells it */
static gboolean
parse_static_row (char **w, LcgCard *c, gboolean *found, char **why)
{
  const char *k = w[1];
  *found = FALSE;
  for (guint r = 0; r < G_N_ELEMENTS (static_words); r++)
    {
      const LcgStaticWord *row = &static_words[r];
      gsize len = strlen (row->word);
      if (!row_spells (row, w))
        continue;
      *found = TRUE;
      LcgStatic st = { .word = (guint8)r,
                       .quantity = row->quantity,
                       .who = row->who,
                       .cond = row->cond,
                       .per = row->per,
                       .type = row->type };
      if (!static_args (row, k + len, w, &st, why))
        return FALSE;
      if (!lcg_static_row_icons (row))
        return add_static (c, &st, why);
      gint8 icons[I_COUNT] = { 0 };
      if (!parse_icons (w,
                        row->args == LSA_MIN_ICONS ? 3
                        : len                      ? 2
                                                   : 1,
                        icons, why))
        return FALSE;
      for (gint i = 0; i < I_COUNT; i++)
        if (icons[i])
          {
            /* LQ_UD, or LQ_EE_UD for edge-enabled icons */
            st.quantity = (guint8)(row->quantity + i);
            /* a row of lost icons (Hive of Scum and Villainy) */
            st.amount = (gint8)(row->sign < 0 ? -icons[i] : icons[i]);
            if (!add_static (c, &st, why))
              return FALSE;
          }
      return TRUE;
    }
  return TRUE;
}

/* "expected CLAUSE ROW, ROW..., found WORD": every row of the clause */
static char *
rows_expected (const char *clause, const char *found)
{
  gboolean grant = strcmp (clause, "grant") == 0;
  g_autoptr (GString) words = g_string_new ("expected ");
  g_string_append_printf (words, "%s ", clause);
  gboolean first = TRUE;
  for (guint r = 0; r < G_N_ELEMENTS (static_words); r++)
    if ((static_words[r].clause != NULL) == grant)
      {
        if (!first)
          g_string_append (words, ", ");
        static_row_grammar (&static_words[r], words);
        first = FALSE;
      }
  g_string_append_printf (words, "; found \"%s\"", found ? found : "");
  return g_string_free (g_steal_pointer (&words), FALSE);
}

static gboolean
parse_static (char **w, LcgCard *c, char **why)
{
  const char *k = w[1];
  if (!k)
    goto bad;
  gboolean found = FALSE;
  if (!parse_static_row (w, c, &found, why))
    return FALSE;
  if (found)
    return TRUE;
bad:
  {
    *why = rows_expected ("static", w[1]);
  }
  return FALSE;
}

gboolean
lcg_parse_clause (const char *text, LcgCard *c, GString *todo, char **why)
{
  const char *colon = strchr (text, ':');
  g_autofree char *head = NULL;
  /* a triggered ability's head ends at the first ": " */
  const char *sep = strstr (text, ": ");
  if (!sep && colon && colon[1] == '\0')
    sep = colon;
  head = sep ? g_strndup (text, (gsize)(sep - text)) : g_strdup (text);
  g_auto (GStrv) w = g_strsplit (head, " ", -1);
  if (!w[0] || !*w[0])
    {
      *why = g_strdup ("expected a clause, found nothing");
      return FALSE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (kind_words); k++)
    if (strcmp (w[0], kind_words[k]) == 0)
      {
        if (!sep)
          {
            *why = g_strdup_printf ("expected \"%s ...: EFFECT\"", w[0]);
            return FALSE;
          }
        return parse_triggered ((gint)k, head, sep + 1 + (sep[1] == ' '), c,
                                why);
      }
  if (sep)
    {
      *why = g_strdup_printf ("unknown ability kind \"%s\"; expected action, "
                              "reaction, interrupt, forced-reaction, "
                              "forced-interrupt or fate",
                              w[0]);
      return FALSE;
    }
  if (strcmp (w[0], "todo") == 0)
    {
      c->n_todo++;
      if (todo->len)
        g_string_append (todo, ", ");
      g_string_append (todo, w[1] ? w[1] : "clause");
      return TRUE;
    }
  if (strcmp (w[0], "enhance") == 0 && !(w[1] && w[2]))
    return parse_enhance (w[1], c, why);
  if (strcmp (w[0], "enhance") == 0 && w[1] && w[2]
      && g_str_has_prefix (w[2], "aff:") && !w[3])
    {
      /* enhance unit[:TRAITS] aff:AFFILIATION: the affiliation is the
       * row "static enhances-only:AFFILIATION", said with the placement */
      g_autofree char *only = g_strconcat ("enhances-only:", w[2] + 4, NULL);
      char *sw[] = { (char *)"static", only, NULL };
      gboolean found = FALSE;
      if (!parse_static_row (sw, c, &found, why))
        return FALSE;
      return parse_enhance (w[1], c, why);
    }
  if (strcmp (w[0], "grant") == 0)
    {
      gboolean found = FALSE;
      if (!parse_static_row (w, c, &found, why))
        return FALSE;
      if (!found)
        {
          *why = rows_expected ("grant", w[1]);
          return FALSE;
        }
      return TRUE;
    }
  if (strcmp (w[0], "static") == 0)
    return parse_static (w, c, why);
  *why = g_strdup_printf ("unknown clause \"%s\"; expected todo, enhance, "
                          "grant, static or a triggered ability",
                          w[0]);
  return FALSE;
}
