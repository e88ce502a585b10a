/* The lcg ability encoding: how data/lcg/cards.csv writes keywords and
 * abilities, compiled into LcgCard, and the card text rendered back from
 * it (so what players read cannot drift from what the engine does).
 *
 * `keywords` column, tokens joined with " | ":
 *   elite | shielding | targeted-strike | limited | no-enhancements |
 *   edge N | protect TRAIT | protect unit:AFFILIATION |
 *   limit-1-per-objective-deck | affiliation-only
 *
 * `abilities` column, clauses joined with " | ":
 *   todo KIND                       a printed ability not yet encoded
 *   enhance WHERE [aff:AFFILIATION] play-area, dial, objective,
 *                                   friendly-objective, enemy-objective,
 *                                   unit[:T1/T2], enemy-unit[:T1/T2]
 *   grant ICON... | grant capacity N | grant edge N | grant shielding |
 *   grant targeted-strike | grant divide-ud |
 *   grant if:TITLE targeted-strike | grant if:TITLE edge N
 *                                   what the enhanced card gets
 *   static reserve N | static force-struggle N |
 *   static ignore-resource-match | static enemy-objective-capacity -N |
 *   static lose-if-destroyed | static cannot-attack |
 *   static attackers-only:TRAIT | static max-attackers N |
 *   static captured-on-leave | static gains-per-enhancement ICON... |
 *   static opponent-first-edge-faceup | static fate-twice |
 *   static pilot-on:TRAIT (with grant ...: what it gives as a pilot) |
 *   static first-unit-focused | static free-if-enemy-objectives-exhausted |
 *   static immune-with-edge (FAQ 4.11) |
 *   static play-from-discard | static resources-match-all |
 *   static undamaged-first-unit-tax N |
 *   static dial-engageable N | static reduce-first TYPE[:AFFILIATION] N |
 *   static limit-1-per-unit | static double-icons-while-fewer-units |
 *   static friendly-units-gain ICON...
 *   KIND [WHEN] [cost focus-self|sacrifice-self|spend:N|discard-hand:N|
 *                     sacrifice:TRAIT|sacrifice-unit|damage-self:N|
 *                     shuffle-self|discard-self (used from the hand)|
 *                     focus:TRAIT|reserve:N]
 *        [limit once-per-turn|1-per-turn|3-per-phase] [from-hand]
 *        [subject-cost<=N (the triggering card's printed cost)]
 *        [only your-turn|attacker|engagement|defender|your-deployment|
 *              force-phase]:
 *        EFFECT [; EFFECT]
 *     (from-hand: a unit's ability used while it is in its player's hand)
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
 *           other-friendly-objective-engaged, damaged-self,
 *           destroyed-enhanced, unit-destroyed[:TRAIT],
 *           your-objective-destroyed, you-play-event[:AFFILIATION],
 *           your-draw-phase-begins, enemy-attacker-struck[:T1/T2],
 *           unopposed-attacker-self, survived-attacker-self,
 *           edge-stacks-placed, you-win-force-struggle,
 *           you-lose-force-struggle,
 *           enhanced-controller-loses-force-struggle-own-turn,
 *           objective-damage[:AFFILIATION] (damage to such an objective),
 *           you-capture-enemy-unit, edge-won, enhanced-generates,
 *           you-play-unit-now[:TRAIT] (when, before its cost is paid)
 *     EFFECT  damage N SEL | focus N SEL | unfocus N SEL |
 *             unfocus-all SEL | heal N SEL | heal-all SEL | shield SEL |
 *             shield-extra SEL | destroy SEL | sacrifice SEL (by its
 *             controller) | draw N | cancel |
 *             prevent N | cancel-edge-battle | return-to-hand SEL |
 *             discard-card SEL | gain ICON... SEL | stasis SEL | dial N |
 *             recall N | capture-random N | discard-random N |
 *             capture SEL | search-objective | engage-instead |
 *             opponent-sacrifices TRAIT | discard-chosen N |
 *             damage-twice-dealt SEL | opponent-damages N SEL |
 *             opponent-focuses N SEL | opponent-discards N |
 *             discard-from-opponent-hand N | to-hand-instead | dial-down N |
 *             no-defend SEL | hand-to-bottom N | ignore-match-this-phase |
 *             destroy-cheapest-except TRAIT | put-into-play SEL |
 *             engage-again | take-control SEL | each-player-sacrifices |
 *             remove-from-engagement SEL |
 *             switch-edge-stacks | prevent-any (the player says how
 *             much) |
 *             move-damage N SEL; to SEL (the only
 *             effects, each SEL a target: damage moves, it is not dealt)
 *           and, resolved over several decisions (verbs.c):
 *             capture-top N | rescue | unfocus-up-to N SEL |
 *             gain-choice SEL | discard-top-gain SEL |
 *             to-deck-bottom-random SEL | keep-return N SEL | shed SEL |
 *             reveal-take N AFFILIATION MIN-COST | play-participating |
 *             enter-participating
 *           (N may be followed by light:M, the amount while the Balance
 *           of the Force is with the light side)
 *     SEL   target WHAT [FILTER...] | each WHAT [FILTER...] |
 *           up-to N WHAT [FILTER...] (N targets at most) | self |
 *           enhanced | engaged-objective | subject | that (the target an
 *           earlier effect of the ability chose)
 *     WHAT  unit, enemy-unit, friendly-unit, participating-enemy-unit,
 *           objective, enemy-objective, friendly-objective,
 *           unit-or-objective, enemy-unit-or-objective,
 *           friendly-unit-or-objective, friendly-objective-or-enhancement,
 *           enhancement, friendly-enhancement, enemy-enhancement,
 *           discard-unit (a unit card in your discard pile),
 *           discard-event[:AFFILIATION] (an event card there),
 *           hand-unit (a unit card in your hand),
 *           friendly-card (unit, objective or enhancement),
 *           friendly-non-unit (objective, enhancement or affiliation),
 *           each optionally followed by ":T1/T2" (traits, "_" for space)
 *     FILTER exhausted, committed, participating, attacking, unengaged,
 *           non-limited,
 *           other (not the card the triggering condition is about),
 *           non-unique,
 *           non-vehicle,
 *           cost<=N (printed cost)
 * ICON is ud, bd or tactics. */
#include "lcg-internal.h"

#include <string.h>

static gboolean
small_int (const char *s, gint min, gint max, gint *out)
{
  char *end = NULL;
  if (!s || !*s)
    return FALSE;
  gint64 v = g_ascii_strtoll (s, &end, 10);
  if (*end || v < min || v > max)
    return FALSE;
  *out = (gint)v;
  return TRUE;
}

static GQuark
trait_quark (const char *word)
{
  g_autofree char *t = g_strdup (word);
  g_strdelimit (t, "_", ' ');
  return g_quark_from_string (t);
}

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
    out[i] = trait_quark (parts[i]);
  return TRUE;
}

gboolean
lcg_parse_keywords (const char *text, LcgCard *c, char **why)
{
  if (!*text)
    return TRUE;
  g_auto (GStrv) toks = g_strsplit (text, "|", -1);
  for (gint i = 0; toks[i]; i++)
    {
      g_auto (GStrv) w = g_strsplit (g_strstrip (toks[i]), " ", 2);
      const char *k = w[0];
      const char *arg = w[0] ? w[1] : NULL;
      gint v = 0;
      if (!k || !*k)
        {
          *why = g_strdup ("expected a keyword, found nothing");
          return FALSE;
        }
      if (strcmp (k, "elite") == 0 && !arg)
        c->kw |= KW_ELITE;
      else if (strcmp (k, "shielding") == 0 && !arg)
        c->kw |= KW_SHIELDING;
      else if (strcmp (k, "targeted-strike") == 0 && !arg)
        c->kw |= KW_TARGETED_STRIKE;
      else if (strcmp (k, "limited") == 0 && !arg)
        c->kw |= KW_LIMITED;
      else if (strcmp (k, "no-enhancements") == 0 && !arg)
        c->kw |= KW_NO_ENHANCEMENTS;
      else if (strcmp (k, "limit-1-per-objective-deck") == 0 && !arg)
        c->deck |= DK_LIMIT_1;
      else if (strcmp (k, "affiliation-only") == 0 && !arg)
        c->deck |= DK_AFFILIATION_ONLY;
      else if (strcmp (k, "edge") == 0 && small_int (arg, 1, 9, &v))
        c->edge = (gint8)MIN (99, c->edge + v); /* FAQ 2.12: edge adds up */
      else if (strcmp (k, "protect") == 0 && arg && *arg && !strchr (arg, ' '))
        {
          /* "unit:AFFILIATION": a card type of one affiliation (FAQ 2.14) */
          g_autofree char *what = g_strdup (arg);
          char *colon = strchr (what, ':');
          if (colon)
            {
              *colon = '\0';
              for (c->protect_aff = AF_COUNT - 1; c->protect_aff > AF_NEUTRAL;
                   c->protect_aff--)
                if (strcmp (colon + 1, lcg_affiliation_names[c->protect_aff])
                    == 0)
                  break;
              if (c->protect_aff == AF_NEUTRAL)
                {
                  *why = g_strdup_printf ("expected an affiliation after "
                                          "\"protect %s:\", found \"%s\"",
                                          what, colon + 1);
                  return FALSE;
                }
            }
          c->protect = trait_quark (what);
        }
      else
        {
          *why = g_strdup_printf (
              "unknown keyword \"%s\"; expected elite, shielding, "
              "targeted-strike, limited, no-enhancements, edge N, protect "
              "TRAIT, limit-1-per-objective-deck or affiliation-only",
              toks[i]);
          return FALSE;
        }
    }
  return TRUE;
}

static gint
icon_word (const char *w)
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
  guint8 filter;
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
  { "friendly-card", WH_UNIT | WH_OBJECTIVE | WH_ENHANCEMENT, SIDE_FRIENDLY,
    0 },
  { "friendly-non-unit", WH_OBJECTIVE | WH_ENHANCEMENT | WH_AFFILIATION,
    SIDE_FRIENDLY, 0 },
};

/* SEL words from w[*i]; advances *i past them */
static gboolean
parse_sel (char **w, gint *i, LcgSel *s, char **why)
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
  else if (strcmp (m, "that") == 0)
    s->mode = SEL_THAT;
  else if (strcmp (m, "target") == 0 || strcmp (m, "each") == 0
           || strcmp (m, "up-to") == 0)
    {
      s->mode = m[0] == 'e' ? SEL_EACH : SEL_TARGET;
      if (m[0] == 'u')
        {
          /* up-to N WHAT: "target up to N ..." (Death from Above) */
          gint n = 0;
          if (!small_int (w[*i], 2, 9, &n))
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
          else if (g_str_has_prefix (w[*i], "cost<="))
            {
              gint v = 0;
              if (!small_int (w[*i] + 6, 0, 20, &v))
                {
                  *why = g_strdup_printf ("expected cost<=N, found \"%s\"",
                                          w[*i]);
                  return FALSE;
                }
              s->max_cost = (gint8)v;
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

static const struct
{
  const char *word;
  guint8 verb;
  guint8 has_n;
  guint8 has_sel;
} verb_words[] = {
  { "damage", V_DAMAGE, 1, 1 },
  { "focus", V_FOCUS, 1, 1 },
  { "unfocus", V_UNFOCUS, 1, 1 },
  { "unfocus-all", V_UNFOCUS_ALL, 0, 1 },
  { "heal", V_HEAL, 1, 1 },
  { "heal-all", V_HEAL_ALL, 0, 1 },
  { "shield", V_SHIELD, 0, 1 },
  { "shield-extra", V_SHIELD_EXTRA, 0, 1 },
  { "destroy", V_DESTROY, 0, 1 },
  { "sacrifice", V_SACRIFICE, 0, 1 },
  { "draw", V_DRAW, 1, 0 },
  { "cancel", V_CANCEL, 0, 0 },
  { "prevent", V_PREVENT, 1, 0 },
  { "cancel-edge-battle", V_CANCEL_EDGE, 0, 0 },
  { "return-to-hand", V_RETURN, 0, 1 },
  { "discard-card", V_DISCARD_CARD, 0, 1 },
  { "stasis", V_STASIS, 0, 1 },
  { "dial", V_DIAL, 1, 0 },
  { "recall", V_RECALL, 1, 0 },
  { "capture-random", V_CAPTURE_RANDOM, 1, 0 },
  { "discard-random", V_DISCARD_RANDOM, 1, 0 },
  { "capture", V_CAPTURE, 0, 1 },
  { "search-objective", V_SEARCH_OBJECTIVE, 0, 0 },
  { "engage-instead", V_ENGAGE_INSTEAD, 0, 0 },
  { "discard-chosen", V_DISCARD_CHOSEN, 1, 0 },
  { "damage-twice-dealt", V_DAMAGE_TWICE, 0, 1 },
  { "opponent-damages", V_OPP_DAMAGE, 1, 1 },
  { "opponent-focuses", V_OPP_FOCUS, 1, 1 },
  { "opponent-discards", V_OPP_DISCARD, 1, 0 },
  { "discard-from-opponent-hand", V_DISCARD_OPP_HAND, 1, 0 },
  { "to-hand-instead", V_TO_HAND_INSTEAD, 0, 0 },
  { "dial-down", V_DIAL_DOWN, 1, 0 },
  { "no-defend", V_NO_DEFEND, 0, 1 },
  { "hand-to-bottom", V_HAND_TO_BOTTOM, 1, 0 },
  { "put-into-play", V_PUT_INTO_PLAY, 0, 1 },
  { "engage-again", V_ENGAGE_AGAIN, 0, 0 },
  { "ignore-match-this-phase", V_IGNORE_MATCH, 0, 0 },
  { "take-control", V_TAKE_CONTROL, 0, 1 },
  { "each-player-sacrifices", V_EACH_SACRIFICE, 0, 0 },
  { "move-damage", V_MOVE_DAMAGE, 1, 1 },
  { "to", V_MOVE_TO, 0, 1 },
  { "remove-from-engagement", V_REMOVE_FROM_ENGAGEMENT, 0, 1 },
  { "switch-edge-stacks", V_SWITCH_EDGE, 0, 0 },
  { "prevent-any", V_PREVENT_ANY, 0, 0 },
  { "capture-top", V_CAPTURE_TOP, 1, 0 },
  { "rescue", V_RESCUE, 0, 0 },
  { "unfocus-up-to", V_UNFOCUS_UP_TO, 1, 1 },
  { "gain-choice", V_GAIN_CHOICE, 0, 1 },
  { "discard-top-gain", V_DISCARD_TOP_GAIN, 0, 1 },
  { "to-deck-bottom-random", V_TO_BOTTOM_RANDOM, 0, 1 },
  { "keep-return", V_KEEP_RETURN, 1, 1 },
  { "shed", V_SHED, 0, 1 },
  { "play-participating", V_PLAY_PARTICIPATING, 0, 0 },
  { "enter-participating", V_ENTER_PARTICIPATING, 0, 0 },
  { "next-card-cheaper", V_NEXT_CARD, 1, 0 },
  { "discard-to-discount", V_DISCOUNT_DISCARD, 0, 0 },
  { "edge-from-deck-instead", V_EDGE_FROM_DECK, 0, 0 },
  { "damage-instead", V_DAMAGE_INSTEAD, 0, 0 },
  { "name-unit-capture", V_NAME_CAPTURE, 0, 0 },
};

static gboolean
parse_op (const char *text, LcgOp *op, char **why)
{
  g_auto (GStrv) w = g_strsplit (text, " ", -1);
  gint i = 0;
  if (!w[0] || !*w[0])
    {
      *why = g_strdup ("expected an effect, found nothing");
      return FALSE;
    }
  if (strcmp (w[0], "gain") == 0)
    {
      /* gain ICON... SEL */
      op->verb = V_GAIN;
      op->n = 1;
      for (i = 1; w[i] && icon_word (w[i]) >= 0; i++)
        op->icon[icon_word (w[i])]++;
      if (i == 1)
        {
          *why = g_strdup ("expected \"gain ICON... SELECTOR\" with ud, bd or "
                           "tactics");
          return FALSE;
        }
      if (!parse_sel (w, &i, &op->sel, why))
        return FALSE;
      if (w[i])
        {
          *why = g_strdup_printf ("unexpected \"%s\" after the effect", w[i]);
          return FALSE;
        }
      return TRUE;
    }
  if (strcmp (w[0], "move-focus") == 0)
    {
      /* move-focus SEL to SEL2: one focus token from the first target to
       * a second, other card; SEL2 is kept in the op's second selector */
      op->verb = V_MOVE_FOCUS;
      op->n = 1;
      i = 1;
      if (!parse_sel (w, &i, &op->sel, why))
        return FALSE;
      if (!w[i] || strcmp (w[i], "to") != 0)
        {
          *why = g_strdup ("expected \"move-focus SELECTOR to SELECTOR\"");
          return FALSE;
        }
      i++;
      if (!parse_sel (w, &i, &op->to, why))
        return FALSE;
      if (w[i] || op->sel.mode != SEL_TARGET || op->to.mode != SEL_TARGET)
        {
          *why = g_strdup ("expected \"move-focus target WHAT to target "
                           "WHAT\"");
          return FALSE;
        }
      return TRUE;
    }
  if (strcmp (w[0], "destroy-cheapest-except") == 0)
    {
      /* destroy-cheapest-except TRAIT: the unit in play of lowest printed
       * cost without the trait; the active player breaks ties */
      op->verb = V_DESTROY_CHEAPEST;
      op->n = 1;
      op->sel.mode = SEL_EACH;
      op->sel.what = WH_UNIT;
      op->sel.max_cost = -1;
      if (!w[1] || w[2] || strchr (w[1], '/'))
        {
          *why = g_strdup ("expected \"destroy-cheapest-except TRAIT\"");
          return FALSE;
        }
      op->sel.trait[0] = trait_quark (w[1]);
      return TRUE;
    }
  if (strcmp (w[0], "reveal-take") == 0)
    {
      /* reveal-take N AFFILIATION MIN: the events and enhancements of the
       * affiliation with printed cost MIN or more go to hand */
      gint n = 0, min = 0;
      op->verb = V_REVEAL_TAKE;
      op->sel.max_cost = -1;
      if (w[1] && w[2] && w[3] && !w[4] && small_int (w[1], 1, 9, &n)
          && small_int (w[3], 0, 20, &min))
        for (gint a = AF_COUNT - 1; a > AF_NEUTRAL; a--)
          if (strcmp (w[2], lcg_affiliation_names[a]) == 0)
            {
              op->n = (gint8)n;
              op->sel.aff = (gint8)a;
              op->sel.min_cost = (gint8)min;
              return TRUE;
            }
      *why = g_strdup ("expected \"reveal-take N AFFILIATION MIN-COST\"");
      return FALSE;
    }
  if (strcmp (w[0], "opponent-sacrifices") == 0)
    {
      /* opponent-sacrifices TRAIT: he chooses one of his units with it */
      op->verb = V_OPP_SACRIFICE;
      op->n = 1;
      op->sel.mode = SEL_EACH;
      op->sel.what = WH_UNIT;
      op->sel.side = SIDE_ENEMY;
      op->sel.max_cost = -1;
      if (!w[1] || w[2] || strchr (w[1], '/'))
        {
          *why = g_strdup ("expected \"opponent-sacrifices TRAIT\"");
          return FALSE;
        }
      op->sel.trait[0] = trait_quark (w[1]);
      return TRUE;
    }
  for (guint k = 0; k < G_N_ELEMENTS (verb_words); k++)
    if (strcmp (w[0], verb_words[k].word) == 0)
      {
        op->verb = verb_words[k].verb;
        i = 1;
        gint n = 1;
        if (verb_words[k].has_n)
          {
            if (!small_int (w[i], 1, 9, &n))
              {
                *why = g_strdup_printf ("expected \"%s N\" with N from 1 to 9",
                                        w[0]);
                return FALSE;
              }
            i++;
            /* "light:M": M instead while the Balance is with the light side */
            gint m = 0;
            if (w[i] && g_str_has_prefix (w[i], "light:"))
              {
                if (!small_int (w[i] + 6, 1, 9, &m))
                  {
                    *why = g_strdup ("expected light:M with M from 1 to 9");
                    return FALSE;
                  }
                op->n_light = (gint8)m;
                i++;
              }
          }
        op->n = (gint8)n;
        if (verb_words[k].has_sel && !parse_sel (w, &i, &op->sel, why))
          return FALSE;
        if (w[i])
          {
            *why = g_strdup_printf ("unexpected \"%s\" after the effect", w[i]);
            return FALSE;
          }
        return TRUE;
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
  { "unit-destroyed", EV_DESTROYED, WHO_ANY_UNIT, 0 },
  { "your-objective-destroyed", EV_DESTROYED, WHO_YOUR_OBJECTIVE, 0 },
  { "you-play-event", EV_EVENT_PLAYED, WHO_YOU, 0 },
  { "your-draw-phase-begins", EV_DRAW_BEGINS, WHO_YOU, 0 },
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
  { "focus-placed-friendly-unit", EV_FOCUS_PLACED, WHO_FRIENDLY_UNIT, 0 },
};

static const char *const kind_words[]
    = { "action",          "reaction",         "interrupt",
        "forced-reaction", "forced-interrupt", "fate" };

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
      if (colon
          && (cl->when == EV_EVENT_PLAYED || cl->when_who == WHO_ANY_OBJECTIVE))
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
      gint v = 0;
      if (g_str_has_prefix (w[i], "subject-cost<=")
          && small_int (w[i] + 14, 0, 30, &v))
        {
          /* General Tagge: "a Trooper unit ... with printed cost 2 or
           * lower" */
          cl->when_cost_cap = (gint8)(v + 1);
          i++;
          continue;
        }
      if (strcmp (w[i], "from-hand") == 0)
        {
          /* a unit's ability used from its player's hand (Admiral
           * Ackbar, Human Replica Droid) */
          cl->from_hand = 1;
          i++;
          continue;
        }
      if (strcmp (w[i], "cost") == 0 && w[i + 1]
          && strcmp (w[i + 1], "focus-self") == 0)
        cl->cost = COST_FOCUS_SELF;
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && strcmp (w[i + 1], "sacrifice-self") == 0)
        cl->cost = COST_SACRIFICE_SELF;
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "spend:")
               && small_int (w[i + 1] + 6, 1, 9, &v))
        {
          cl->cost = COST_SPEND;
          cl->cost_n = (gint8)v;
        }
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "discard-hand:")
               && small_int (w[i + 1] + 13, 1, 9, &v))
        {
          cl->cost = COST_DISCARD_HAND;
          cl->cost_n = (gint8)v;
        }
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "focus:") && w[i + 1][6]
               && !strchr (w[i + 1] + 6, '/'))
        {
          cl->cost = COST_FOCUS_UNIT;
          cl->cost_trait = trait_quark (w[i + 1] + 6);
        }
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && strcmp (w[i + 1], "sacrifice-unit") == 0)
        cl->cost = COST_SACRIFICE;
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && strcmp (w[i + 1], "shuffle-self") == 0)
        cl->cost = COST_SHUFFLE_SELF;
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && strcmp (w[i + 1], "discard-self") == 0)
        cl->cost = COST_DISCARD_SELF;
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "reserve:")
               && small_int (w[i + 1] + 8, 1, 9, &v))
        {
          cl->cost = COST_RESERVE;
          cl->cost_n = (gint8)v;
        }
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "damage-self:")
               && small_int (w[i + 1] + 12, 1, 9, &v))
        {
          cl->cost = COST_DAMAGE_SELF;
          cl->cost_n = (gint8)v;
        }
      else if (strcmp (w[i], "cost") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "sacrifice:") && w[i + 1][10]
               && !strchr (w[i + 1] + 10, '/'))
        {
          cl->cost = COST_SACRIFICE;
          cl->cost_trait = trait_quark (w[i + 1] + 10);
        }
      else if (strcmp (w[i], "limit") == 0 && w[i + 1]
               && strcmp (w[i + 1], "once-per-turn") == 0)
        cl->limit = LIM_ONCE_PER_TURN;
      else if (strcmp (w[i], "limit") == 0 && w[i + 1]
               && strcmp (w[i + 1], "1-per-turn") == 0)
        cl->limit = LIM_ONE_PER_TURN;
      else if (strcmp (w[i], "limit") == 0 && w[i + 1]
               && strcmp (w[i + 1], "once-per-edge-battle") == 0)
        cl->limit = LIM_ONCE_PER_EDGE;
      else if (strcmp (w[i], "limit") == 0 && w[i + 1]
               && strcmp (w[i + 1], "3-per-phase") == 0)
        cl->limit = LIM_3_PER_PHASE;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "undamaged") == 0)
        cl->only = ONLY_UNDAMAGED;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && g_str_has_prefix (w[i + 1], "control:") && w[i + 1][8]
               && !strchr (w[i + 1] + 8, '/'))
        {
          cl->only = ONLY_CONTROL;
          cl->only_trait = trait_quark (w[i + 1] + 8);
        }
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "your-turn") == 0)
        cl->only = ONLY_YOUR_TURN;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "attacker") == 0)
        cl->only = ONLY_ATTACKER;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "engagement") == 0)
        cl->only = ONLY_ENGAGEMENT;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "defender") == 0)
        cl->only = ONLY_DEFENDER;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "your-deployment") == 0)
        cl->only = ONLY_YOUR_DEPLOYMENT;
      else if (strcmp (w[i], "only") == 0 && w[i + 1]
               && strcmp (w[i + 1], "force-phase") == 0)
        cl->only = ONLY_FORCE_PHASE;
      else
        {
          *why = g_strdup_printf ("unexpected \"%s\"; expected cost "
                                  "focus-self, cost sacrifice-self, cost "
                                  "spend:N, cost discard-hand:N, cost "
                                  "sacrifice:TRAIT, cost sacrifice-unit, cost "
                                  "damage-self:N, only engagement, only "
                                  "defender, only your-deployment, only "
                                  "undamaged, only control:TRAIT, limit "
                                  "once-per-turn, limit 1-per-turn, limit "
                                  "once-per-edge-battle, only your-turn or "
                                  "only attacker before \":\"",
                                  w[i]);
          return FALSE;
        }
      i += 2;
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
      if (!parse_op (g_strstrip (ops[k]), &cl->op[cl->n_ops], why))
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
  /* two targets only for a move, from one to the other */
  if (targets > 1 + (moves == 1 && targets == 2 && cl->n_ops == 2))
    {
      *why = g_strdup ("at most one effect of an ability may choose a target "
                       "(two: move-damage from one target to another)");
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
      gint ic = icon_word (w[i]);
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
        if (colon && c->enh != ENH_UNIT && c->enh != ENH_ENEMY_UNIT)
          {
            *why = g_strdup ("only unit placements take traits");
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

static gboolean
parse_static (char **w, LcgCard *c, char **why)
{
  const char *k = w[1];
  gint v = 0;
  if (!k)
    goto bad;
  if (strcmp (k, "reserve") == 0 && w[2] && !w[3]
      && small_int (w[2], -9, 9, &v))
    c->reserve_bonus = (gint8)v;
  else if (strcmp (k, "force-struggle") == 0 && w[2] && !w[3]
           && small_int (w[2], 1, 9, &v))
    c->force_struggle = (gint8)v;
  else if (strcmp (k, "enemy-objective-capacity") == 0 && w[2] && !w[3]
           && small_int (w[2], -9, 9, &v))
    c->enemy_obj_capacity = (gint8)v;
  else if (strcmp (k, "limit-1-per-unit") == 0 && !w[2])
    c->one_per_unit = 1;
  else if (strcmp (k, "double-icons-while-fewer-units") == 0 && !w[2])
    c->double_if_fewer = 1;
  else if (strcmp (k, "friendly-objective-capacity") == 0 && w[2] && !w[3]
           && small_int (w[2], -9, 9, &v))
    c->friendly_obj_capacity = (gint8)v;
  else if (strcmp (k, "reserve-per-captured") == 0 && w[2] && !w[3]
           && small_int (w[2], 1, 9, &v))
    c->reserve_per_captured = (gint8)v;
  else if (strcmp (k, "max-attackers") == 0 && w[2] && !w[3]
           && small_int (w[2], 1, 9, &v))
    c->max_attackers = (gint8)v;
  else if (strcmp (k, "reduce-first") == 0 && w[2] && w[3] && !w[4]
           && small_int (w[3], 1, 9, &v))
    {
      g_autofree char *what = g_strdup (w[2]);
      char *colon = strchr (what, ':');
      gint aff = AF_NEUTRAL;
      if (colon)
        {
          *colon = '\0';
          for (aff = AF_COUNT - 1; aff > AF_NEUTRAL; aff--)
            if (strcmp (colon + 1, lcg_affiliation_names[aff]) == 0)
              break;
          if (aff == AF_NEUTRAL)
            goto bad;
        }
      gint type = strcmp (what, "unit") == 0          ? T_UNIT
                  : strcmp (what, "event") == 0       ? T_EVENT
                  : strcmp (what, "enhancement") == 0 ? T_ENHANCEMENT
                                                      : -1;
      if (type < 0)
        goto bad;
      c->reduce_type = (gint8)type;
      c->reduce_aff = (gint8)aff;
      c->reduce_n = (gint8)v;
    }
  else if (strcmp (k, "dial-engageable") == 0 && w[2] && !w[3]
           && small_int (w[2], 1, 99, &v))
    c->dial_win = (gint8)v;
  else if (strcmp (k, "ignore-resource-match") == 0 && !w[2])
    c->ignore_match = 1;
  else if (strcmp (k, "lose-if-destroyed") == 0 && !w[2])
    c->lose_if_destroyed = 1;
  else if (strcmp (k, "cannot-attack") == 0 && !w[2])
    c->cannot_attack = 1;
  else if (strcmp (k, "fate-placed-bonus") == 0 && !w[2])
    c->fate_bonus = 1;
  else if (strcmp (k, "captured-on-leave") == 0 && !w[2])
    c->captured_on_leave = 1;
  else if (strcmp (k, "opponent-first-edge-faceup") == 0 && !w[2])
    c->edge_first_faceup = 1;
  else if (strcmp (k, "fate-twice") == 0 && !w[2])
    c->fate_twice = 1;
  else if (g_str_has_prefix (k, "pilot-on:") && k[9] && !w[2])
    c->pilot_on = trait_quark (k + strlen ("pilot-on:"));
  else if (strcmp (k, "first-unit-focused") == 0 && !w[2])
    c->first_unit_focused = 1;
  else if (strcmp (k, "play-from-discard") == 0 && !w[2])
    c->play_from_discard = 1;
  else if (strcmp (k, "resources-match-all") == 0 && !w[2])
    c->match_all = 1;
  else if (strcmp (k, "free-if-enemy-objectives-exhausted") == 0 && !w[2])
    c->free_if_exhausted = 1;
  else if (strcmp (k, "immune-with-edge") == 0 && !w[2])
    c->immune_with_edge = 1;
  else if (strcmp (k, "no-enemy-event-targets") == 0 && !w[2])
    c->event_immune = 1;
  else if (strcmp (k, "undamaged-first-unit-tax") == 0 && w[2] && !w[3]
           && small_int (w[2], 1, 9, &v))
    c->first_unit_tax = (gint8)v;
  else if (strcmp (k, "gains-per-enhancement") == 0)
    return parse_icons (w, 2, c->per_enhancement, why);
  else if (g_str_has_prefix (k, "attackers-only:") && !w[2])
    c->attackers_only = trait_quark (k + strlen ("attackers-only:"));
  else if (strcmp (k, "friendly-units-gain") == 0)
    return parse_icons (w, 2, c->units_gain, why);
  else
    goto bad;
  return TRUE;
bad:
  *why = g_strdup ("expected static reserve N, force-struggle N, "
                   "enemy-objective-capacity N, "
                   "friendly-objective-capacity N, reserve-per-captured N, "
                   "max-attackers N, "
                   "dial-engageable N, reduce-first TYPE[:AFFILIATION] N, "
                   "ignore-resource-match, lose-if-destroyed, cannot-attack, "
                   "fate-placed-bonus, captured-on-leave, first-unit-focused, "
                   "opponent-first-edge-faceup, fate-twice, pilot-on:TRAIT, "
                   "play-from-discard, resources-match-all, "
                   "free-if-enemy-objectives-exhausted, "
                   "no-enemy-event-targets, "
                   "undamaged-first-unit-tax N, attackers-only:TRAIT, "
                   "gains-per-enhancement ICON... or friendly-units-gain "
                   "ICON...");
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
      /* enhance unit[:TRAITS] aff:AFFILIATION */
      for (c->enh_aff = AF_COUNT - 1; c->enh_aff > AF_NEUTRAL; c->enh_aff--)
        if (strcmp (w[2] + 4, lcg_affiliation_names[c->enh_aff]) == 0)
          break;
      if (c->enh_aff == AF_NEUTRAL)
        {
          *why = g_strdup_printf ("expected an affiliation after aff:, found "
                                  "\"%s\"",
                                  w[2] + 4);
          return FALSE;
        }
      return parse_enhance (w[1], c, why);
    }
  if (strcmp (w[0], "grant") == 0)
    {
      gint v = 0;
      if (w[1] && strcmp (w[1], "capacity") == 0 && !(w[2] && w[3])
          && small_int (w[2], 1, 9, &v))
        c->grant_capacity = (gint8)v;
      else if (w[1] && strcmp (w[1], "edge") == 0 && !(w[2] && w[3])
               && small_int (w[2], 1, 9, &v))
        c->grant_edge = (gint8)v;
      else if (w[1] && strcmp (w[1], "shielding") == 0 && !w[2])
        c->grant_kw |= KW_SHIELDING;
      else if (w[1] && strcmp (w[1], "targeted-strike") == 0 && !w[2])
        c->grant_kw |= KW_TARGETED_STRIKE;
      else if (w[1] && strcmp (w[1], "divide-ud") == 0 && !w[2])
        c->grant_kw |= KW_DIVIDE_UD;
      else if (w[1] && g_str_has_prefix (w[1], "if:") && w[1][3] && w[2]
               && strcmp (w[2], "targeted-strike") == 0 && !w[3])
        {
          /* grant if:TITLE targeted-strike */
          c->grant_if_title = trait_quark (w[1] + 3);
          c->grant_if_kw = KW_TARGETED_STRIKE;
        }
      else if (w[1] && g_str_has_prefix (w[1], "if:") && w[1][3] && w[2]
               && strcmp (w[2], "edge") == 0 && w[3] && !w[4]
               && small_int (w[3], 1, 9, &v))
        {
          /* grant if:TITLE edge N */
          c->grant_if_title = trait_quark (w[1] + 3);
          c->grant_if_edge = (gint8)v;
        }
      else
        return parse_icons (w, 1, c->grant_icon, why);
      return TRUE;
    }
  if (strcmp (w[0], "static") == 0)
    return parse_static (w, c, why);
  *why = g_strdup_printf ("unknown clause \"%s\"; expected todo, enhance, "
                          "grant, static or a triggered ability",
                          w[0]);
  return FALSE;
}

/* ---- rendering ---- */

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

static void
sel_text (const LcgSel *s, GString *out)
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
      g_string_append (out, "that unit");
      return;
    case SEL_THAT:
      g_string_append (out, "that same card");
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
        g_string_append_printf (out, "%s ", lcg_affiliation_names[s->aff]);
      g_string_append (out, "event card in your discard pile");
      return;
    }
  if (s->what & WH_HAND_UNIT)
    {
      traits_text (s->trait, "or", out);
      g_string_append (out, s->what & WH_HAND_ENHANCEMENT
                                ? "unit or enhancement card in your hand"
                                : "unit card in your hand");
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
  if (s->filter & FL_PARTICIPATING)
    g_string_append (out, "participating ");
  if (s->filter & FL_ATTACKING)
    g_string_append (out, "attacking ");
  if (s->filter & FL_NON_LIMITED)
    g_string_append (out, "non-Limited ");
  if (s->filter & FL_NON_UNIQUE)
    g_string_append (out, "non-unique ");
  if (s->filter & FL_NON_VEHICLE)
    g_string_append (out, "non-Vehicle ");
  g_string_append (out, s->side == SIDE_ENEMY      ? "enemy "
                        : s->side == SIDE_FRIENDLY ? "friendly "
                                                   : "");
  traits_text (s->trait, "or", out);
  const char *what = s->what == WH_UNIT                    ? "unit"
                     : s->what == WH_OBJECTIVE             ? "objective"
                     : s->what == WH_ENHANCEMENT           ? "enhancement"
                     : s->what == (WH_UNIT | WH_OBJECTIVE) ? "unit or objective"
                     : s->what == (WH_OBJECTIVE | WH_ENHANCEMENT)
                         ? "objective or enhancement"
                     : s->what & WH_AFFILIATION ? "non-unit card"
                                                : "card";
  g_string_append (out, what);
  if (s->filter & FL_COMMITTED)
    g_string_append (out, " committed to the Force");
  if (s->filter & FL_UNENGAGED)
    g_string_append (out, " that is not engaged");
  if (s->filter & FL_OTHER)
    g_string_append (out, " other than the one it concerns");
  if (s->max_cost >= 0)
    g_string_append_printf (out, " of printed cost %d or less", s->max_cost);
}

static void
amount_text (const LcgOp *op, const char *unit, GString *out)
{
  g_string_append_printf (out, "%d %s", op->n, unit);
  if (op->n_light)
    g_string_append_printf (out,
                            " (%d while the Balance of the Force is "
                            "with the light side)",
                            op->n_light);
}

static void
op_text (const LcgOp *op, GString *out)
{
  switch (op->verb)
    {
    case V_DAMAGE:
      g_string_append (out, "deal ");
      amount_text (op, "damage", out);
      g_string_append (out, " to ");
      break;
    case V_FOCUS:
      g_string_append (out, "put ");
      amount_text (op, "focus token(s)", out);
      g_string_append (out, " on ");
      break;
    case V_UNFOCUS:
      g_string_append_printf (out, "remove %d focus token(s) from ", op->n);
      break;
    case V_UNFOCUS_ALL:
      g_string_append (out, "remove every focus token from ");
      break;
    case V_HEAL:
      g_string_append_printf (out, "remove %d damage from ", op->n);
      break;
    case V_HEAL_ALL:
      g_string_append (out, "remove all damage from ");
      break;
    case V_SHIELD:
      g_string_append (out, "put a shield on ");
      break;
    case V_SHIELD_EXTRA:
      g_string_append (out, "put a shield, even a second one, on ");
      break;
    case V_DESTROY:
      g_string_append (out, "destroy ");
      break;
    case V_SACRIFICE:
      g_string_append (out, "its controller sacrifices ");
      break;
    case V_RETURN:
      g_string_append (out, op->sel.what & (WH_DISCARD_UNIT | WH_DISCARD_EVENT)
                                ? "return to your hand "
                                : "return to its owner's hand ");
      break;
    case V_DISCARD_CARD:
      g_string_append (out, "discard from play ");
      break;
    case V_STASIS:
      g_string_append (out, "for the rest of the phase, no attacking or "
                            "defending for ");
      break;
    case V_GAIN:
      {
        static const char *const n[3] = { "unit damage", "blast", "tactics" };
        g_string_append (out, "until the engagement ends, give");
        for (gint i = 0, any = 0; i < 3; i++)
          if (op->icon[i])
            {
              g_string_append_printf (out, "%s %d %s", any++ ? "," : "",
                                      op->icon[i], n[i]);
            }
        g_string_append (out, " to ");
        break;
      }
    case V_DRAW:
      g_string_append_printf (out, "draw %d card(s)", op->n);
      return;
    case V_DIAL:
      g_string_append_printf (out, "advance the Death Star dial by %d", op->n);
      return;
    case V_RECALL:
      g_string_append (out, "return the top ");
      amount_text (op, "card(s)", out);
      g_string_append (out, " of your discard pile to your hand");
      return;
    case V_CAPTURE_RANDOM:
      g_string_append_printf (out,
                              "capture %d card(s) at random from each "
                              "opponent's hand at this objective",
                              op->n);
      return;
    case V_DISCARD_RANDOM:
      g_string_append_printf (out,
                              "discard %d card(s) at random from each "
                              "opponent's hand",
                              op->n);
      return;
    case V_CANCEL:
      g_string_append (out, "cancel its effects");
      return;
    case V_DAMAGE_TWICE:
      g_string_append (out, "deal twice the damage it was dealt to ");
      break;
    case V_OPP_DAMAGE:
    case V_OPP_FOCUS:
      {
        const char *what
            = op->sel.what == WH_OBJECTIVE ? "n objective" : " unit";
        const char *which
            = op->sel.filter & FL_PARTICIPATING ? " participating" : "";
        if (op->verb == V_OPP_DAMAGE)
          g_string_append_printf (out,
                                  "have your opponent deal %d damage to a%s%s "
                                  "he controls, of his choice",
                                  op->n, which, what);
        else
          g_string_append_printf (out,
                                  "have your opponent place %d focus "
                                  "token(s) on a%s%s he controls, of his "
                                  "choice",
                                  op->n, which, what);
        return;
      }
    case V_OPP_DISCARD:
      g_string_append_printf (out,
                              "your opponent chooses and discards %d card(s) "
                              "from his hand, if able",
                              op->n);
      return;
    case V_DISCARD_OPP_HAND:
      g_string_append_printf (out,
                              "look at your opponent's hand; choose and "
                              "discard %d card(s) from it",
                              op->n);
      return;
    case V_TO_HAND_INSTEAD:
      g_string_append (out, "return it to its owner's hand instead of the "
                            "discard pile");
      return;
    case V_DIAL_DOWN:
      g_string_append_printf (out,
                              "decrease the Death Star dial by %d (not below "
                              "1)",
                              op->n);
      return;
    case V_NO_DEFEND:
      g_string_append (out, "for this engagement, no defending for ");
      break;
    case V_PUT_INTO_PLAY:
      g_string_append (out, "put into play ");
      break;
    case V_ENGAGE_AGAIN:
      g_string_append (out, "you may engage this same objective an "
                            "additional time this phase");
      return;
    case V_HAND_TO_BOTTOM:
      g_string_append_printf (out,
                              "put %d card(s) of your hand on the bottom of "
                              "your deck",
                              op->n);
      return;
    case V_DESTROY_CHEAPEST:
      g_string_append_printf (out,
                              "destroy the non-%s unit in play with the "
                              "lowest printed cost (the active player chooses "
                              "among equals)",
                              g_quark_to_string (op->sel.trait[0]));
      return;
    case V_IGNORE_MATCH:
      g_string_append (out, "until the end of the phase, cards you play from "
                            "hand need no resource match");
      return;
    case V_DISCARD_CHOSEN:
      g_string_append_printf (out,
                              "choose and discard %d card(s) from your "
                              "hand",
                              op->n);
      return;
    case V_SEARCH_OBJECTIVE:
      g_string_append (out, "search your objective deck for your next "
                            "objective, put it into play now and shuffle "
                            "the objective deck");
      return;
    case V_ENGAGE_INSTEAD:
      g_string_append (out, "your opponent engages this objective instead");
      return;
    case V_TAKE_CONTROL:
      g_string_append (out, "take control of ");
      break;
    case V_EACH_SACRIFICE:
      g_string_append (out, "each player, you first, chooses a unit he "
                            "controls, if he has one; then the chosen units "
                            "are sacrificed");
      return;
    case V_OPP_SACRIFICE:
      g_string_append_printf (out,
                              "your opponent must sacrifice a %s unit he "
                              "controls",
                              g_quark_to_string (op->sel.trait[0]));
      return;
    case V_CAPTURE:
      g_string_append (out, "capture (face down under an objective you "
                            "control) ");
      break;
    case V_MOVE_DAMAGE:
      g_string_append_printf (out, "move %d damage from ", op->n);
      break;
    case V_MOVE_TO:
      g_string_append (out, "to ");
      break;
    case V_REMOVE_FROM_ENGAGEMENT:
      g_string_append (out, "remove from the engagement ");
      break;
    case V_PREVENT_ANY:
      g_string_append (out, "cancel any amount of that damage");
      return;
    case V_SWITCH_EDGE:
      g_string_append (out, "switch edge stacks with your opponent for the "
                            "resolution of this edge battle (only if both "
                            "stacks hold cards)");
      return;
    case V_PREVENT:
      g_string_append_printf (out, "prevent %d of that damage", op->n);
      return;
    case V_EDGE_FROM_DECK:
      g_string_append (out, "instead, look at the top card of your deck and "
                            "place it face down in your edge stack");
      return;
    case V_DAMAGE_INSTEAD:
      g_string_append (out, "deal that unit damage instead, one for each "
                            "focus token it would get");
      return;
    case V_NAME_CAPTURE:
      g_string_append (out, "name a unit, then reveal your opponent's hand "
                            "and capture every copy of the named unit in it "
                            "at an objective you control");
      return;
    case V_MOVE_FOCUS:
      g_string_append (out, "move 1 focus token from ");
      sel_text (&op->sel, out);
      g_string_append (out, " to another: ");
      sel_text (&op->to, out);
      return;
    case V_CANCEL_EDGE:
      g_string_append (out, "void the edge battle and the other fate cards "
                            "just revealed; both edge stacks go to the "
                            "discard piles and a new edge battle starts");
      return;
    default:
      if (lcg_verb_text (op, out))
        return;
      break;
    }
  sel_text (&op->sel, out);
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
  [EV_GENERATED] = "after a card generates resources",
  [EV_PLAYING] = "when you play a unit",
  [EV_UNOPPOSED] = "after this unit survives an unopposed engagement as an "
                   "attacker",
  [EV_EDGE_PLACE] = "when you would place a card into your edge stack",
  [EV_FOCUS_REMOVED] = "after a focus token is removed from an enemy unit",
  [EV_FOCUS_PLACED] = "when a focus token would be placed on a unit you "
                      "control",
};

static void
clause_text (const LcgClause *cl, GString *out)
{
  static const char *const kind_text[]
      = { "Action",           "Reaction",
          "Interrupt",        "Forced reaction",
          "Forced interrupt", "When revealed in an edge battle" };
  g_string_append (out, kind_text[cl->kind]);
  if (cl->from_hand)
    g_string_append (out, " from your hand");
  if (cl->when && when_text[cl->when])
    {
      const char *when = when_text[cl->when];
      if (cl->when == EV_EVENT_PLAYED && cl->when_who == WHO_YOU)
        when = "after you play an event card";
      if (cl->when == EV_DESTROYED && cl->when_who == WHO_ENHANCED)
        when = "when the card it enhances would be destroyed";
      if (cl->when == EV_EDGE_WON && cl->only != ONLY_ATTACKER)
        when = "after you win an edge battle";
      if (cl->when == EV_FORCE_WON && cl->when_who == WHO_OPPONENT)
        when = "after you lose a Force struggle";
      if (cl->when == EV_FORCE_WON
          && cl->when_who == WHO_ENHANCED_LOST_OWN_TURN)
        when = "after the controller of the card this one enhances loses "
               "a Force struggle on his own turn";
      if (cl->when == EV_DESTROYED && cl->when_who == WHO_ANY_UNIT)
        when = "when a unit is destroyed";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_FRIENDLY_UNIT)
        when = "when a unit you control would leave play";
      if (cl->when == EV_LEAVES_PLAY && cl->when_who == WHO_YOU)
        when = "after a unit you control leaves play";
      if (cl->when == EV_DESTROYED && cl->when_who == WHO_YOUR_OBJECTIVE)
        when = "when an objective you control leaves play (is destroyed)";
      g_string_append_printf (out, " (%s", when);
      if (cl->when_trait)
        g_string_append_printf (out, ", if it is %s",
                                g_quark_to_string (cl->when_trait));
      if (cl->when_trait2)
        g_string_append_printf (out, " or %s",
                                g_quark_to_string (cl->when_trait2));
      if (cl->when_cost_cap)
        g_string_append_printf (out, ", with printed cost %d or lower",
                                cl->when_cost_cap - 1);
      if (cl->when_who == WHO_ENEMY_ATTACKER)
        g_string_append (out, ": an attacking enemy unit");
      if (cl->when == EV_FOCUSED_TO_STRIKE && cl->when_who == WHO_SELF)
        g_string_append (out, ": this one");
      if (cl->when_aff && cl->when_who != WHO_ANY_OBJECTIVE)
        g_string_append_printf (out, ", a %s one of yours",
                                lcg_affiliation_names[cl->when_aff]);

      if (cl->when == EV_DAMAGED && cl->when_who == WHO_SELF_SOURCE)
        g_string_append (out, " by this unit");
      if (cl->when == EV_DAMAGED && cl->when_who == WHO_SELF)
        g_string_append (out, " to this unit");
      if (cl->when_who == WHO_ENHANCED && cl->when != EV_DESTROYED)
        g_string_append (out, ": the one this card enhances");
      if (cl->when_who == WHO_SELF_ATTACKER)
        g_string_append (out, " as an attacker");
      if (cl->when_who == WHO_FRIENDLY_NON_VEHICLE)
        g_string_append (out, " to a friendly non-Vehicle unit");
      if (cl->when_who == WHO_ANY_OBJECTIVE)
        g_string_append_printf (
            out, " to a%s%s objective", cl->when_aff ? " " : "n",
            cl->when_aff ? lcg_affiliation_names[cl->when_aff] : "");
      g_string_append_c (out, ')');
    }
  if (cl->only == ONLY_YOUR_TURN)
    g_string_append (out, ", on your own turn only");
  if (cl->only == ONLY_ENGAGEMENT)
    g_string_append (out, ", during an engagement only");
  if (cl->only == ONLY_DEFENDER)
    g_string_append (out, ", defending player only");
  if (cl->only == ONLY_YOUR_DEPLOYMENT)
    g_string_append (out, ", in your own deployment phase only");
  if (cl->only == ONLY_FORCE_PHASE)
    g_string_append (out, ", only during a Force phase");
  if (cl->only == ONLY_UNDAMAGED)
    g_string_append (out, ", while this card is undamaged");
  if (cl->only == ONLY_CONTROL)
    g_string_append_printf (out,
                            ", only while you control a %s "
                            "objective",
                            g_quark_to_string (cl->only_trait));
  if (cl->only == ONLY_ATTACKER && cl->when != EV_EDGE_WON)
    g_string_append (out, ", attacking player only");
  g_string_append (out, ": ");
  if (cl->cost == COST_FOCUS_SELF)
    g_string_append (out, "focus this card to ");
  if (cl->cost == COST_SHUFFLE_SELF)
    g_string_append (out, "shuffle this card into its owner's deck to ");
  if (cl->cost == COST_DISCARD_SELF)
    g_string_append (out, "discard this card from your hand to ");
  if (cl->cost == COST_SACRIFICE_SELF)
    g_string_append (out, "sacrifice this card to ");
  if (cl->cost == COST_SPEND)
    g_string_append_printf (out, "spend %d resource(s) to ", cl->cost_n);
  if (cl->cost == COST_RESERVE)
    g_string_append_printf (out,
                            "lower your reserve value by %d until the end "
                            "of the phase to ",
                            cl->cost_n);
  if (cl->cost == COST_DISCARD_HAND)
    g_string_append_printf (out, "discard %d card(s) from your hand to ",
                            cl->cost_n);
  if (cl->cost == COST_SACRIFICE && cl->cost_trait)
    g_string_append_printf (out, "sacrifice a %s unit to ",
                            g_quark_to_string (cl->cost_trait));
  if (cl->cost == COST_SACRIFICE && !cl->cost_trait)
    g_string_append (out, "sacrifice a unit you control to ");
  if (cl->cost == COST_FOCUS_UNIT)
    g_string_append_printf (out, "focus a %s unit you control to ",
                            g_quark_to_string (cl->cost_trait));
  if (cl->cost == COST_DAMAGE_SELF)
    g_string_append_printf (out,
                            "deal %d damage to this card (the effect needs "
                            "all of it dealt) to ",
                            cl->cost_n);
  for (gint i = 0; i < cl->n_ops; i++)
    {
      if (i)
        g_string_append (out, cl->op[i].verb == V_MOVE_TO ? " " : "; then ");
      op_text (&cl->op[i], out);
    }
  if (cl->limit == LIM_ONCE_PER_TURN)
    g_string_append (out, " (this copy: once a turn)");
  if (cl->limit == LIM_ONE_PER_TURN)
    g_string_append (out, " (one card of this title a turn)");
  if (cl->limit == LIM_ONCE_PER_EDGE)
    g_string_append (out, " (this copy: once an edge battle)");
  if (cl->limit == LIM_3_PER_PHASE)
    g_string_append (out, " (this copy: three times a phase)");
  g_string_append_c (out, '.');
}

static void
icons_text (const gint8 ic[I_COUNT], GString *out)
{
  static const char *const names[I_COUNT]
      = { "unit damage", "blast damage", "tactics" };
  gboolean any = FALSE;
  for (gint i = 0; i < I_COUNT; i++)
    if (ic[i])
      {
        g_string_append_printf (out, "%s%d %s", any ? ", " : "", ic[i],
                                names[i]);
        any = TRUE;
      }
}

void
lcg_abilities_text (const HcCardDef *d, const LcgCard *c, GString *out)
{
  (void)d;
  if (c->kw & KW_ELITE)
    g_string_append (out, "\nElite: loses one more focus token as you "
                          "refresh.");
  if (c->edge)
    g_string_append_printf (out,
                            "\nEdge (%d): while in an engagement, adds "
                            "%d Force icon(s) to your edge battles.",
                            c->edge, c->edge);
  if (c->kw & KW_SHIELDING)
    g_string_append (out, "\nShielding: as it enters an engagement, one card "
                          "in that engagement gets a shield.");
  if (c->kw & KW_TARGETED_STRIKE)
    g_string_append (out, "\nTargeted strike: attacking, it may put its unit "
                          "damage on an enemy unit outside the engagement.");
  if (c->protect && c->protect_aff)
    g_string_append_printf (
        out,
        "\nProtect %s %s: damage about to go to another "
        "%s %s you control may come here.",
        lcg_affiliation_names[c->protect_aff], g_quark_to_string (c->protect),
        lcg_affiliation_names[c->protect_aff], g_quark_to_string (c->protect));
  else if (c->protect)
    g_string_append_printf (out,
                            "\nProtect %s: damage about to go to another "
                            "%s card you control may come here.",
                            g_quark_to_string (c->protect),
                            g_quark_to_string (c->protect));
  if (c->kw & KW_LIMITED)
    g_string_append (out, "\nLimited: one Limited card a turn.");
  if (c->kw & KW_NO_ENHANCEMENTS)
    g_string_append (out, "\nNo enhancements can be attached to it.");
  if (c->deck & DK_LIMIT_1)
    g_string_append (out, "\nAn objective deck may hold one copy only.");
  if (c->deck & DK_AFFILIATION_ONLY)
    g_string_append (out, "\nOnly for a deck of its own affiliation.");
  if (c->enh)
    {
      static const char *const where[] = { "",
                                           "your play area",
                                           "a unit",
                                           "an enemy unit",
                                           "an objective",
                                           "an objective you control",
                                           "an enemy objective",
                                           "the Death Star dial" };
      g_string_append (out, "\nGoes on ");
      if ((c->enh == ENH_UNIT || c->enh == ENH_ENEMY_UNIT) && c->enh_trait[0])
        {
          g_string_append (out, c->enh == ENH_ENEMY_UNIT ? "an enemy " : "a ");
          if (c->enh_aff)
            g_string_append_printf (out, "%s ",
                                    lcg_affiliation_names[c->enh_aff]);
          traits_text (c->enh_trait, "or", out);
          g_string_append (out, "unit");
        }
      else
        g_string_append (out, where[c->enh]);
      g_string_append_c (out, '.');
    }
  if (c->pilot_on)
    g_string_append_printf (out,
                            "\nIt may enter play as an enhancement on a %s "
                            "unit you control.",
                            g_quark_to_string (c->pilot_on));
  if (c->grant_icon[I_UD] || c->grant_icon[I_BD] || c->grant_icon[I_TACTICS])
    {
      g_string_append (out, "\nThe card it enhances gets ");
      icons_text (c->grant_icon, out);
      g_string_append_c (out, '.');
    }
  if (c->grant_capacity)
    g_string_append_printf (out,
                            "\nThe card it enhances gets +%d damage "
                            "capacity.",
                            c->grant_capacity);
  if (c->grant_edge)
    g_string_append_printf (out,
                            "\nThe unit it enhances gains edge (%d), added "
                            "to any edge it already has.",
                            c->grant_edge);
  if (c->grant_kw & KW_SHIELDING)
    g_string_append (out, "\nThe unit it enhances has shielding.");
  if (c->grant_kw & KW_TARGETED_STRIKE)
    g_string_append (out, "\nThe unit it enhances has targeted strike.");
  if (c->grant_if_title && c->grant_if_kw)
    g_string_append_printf (out,
                            "\nIf the enhanced unit is %s, it also has "
                            "targeted strike.",
                            g_quark_to_string (c->grant_if_title));
  if (c->grant_if_title && c->grant_if_edge)
    g_string_append_printf (out,
                            "\nIf the enhanced unit is %s, it also gains "
                            "edge (%d).",
                            g_quark_to_string (c->grant_if_title),
                            c->grant_if_edge);
  if (c->one_per_unit)
    g_string_append (out, "\nA unit may have only one copy of it.");
  if (c->double_if_fewer)
    g_string_append (out, "\nWhile you control fewer units than your "
                          "opponent, the enhanced unit's combat icons are "
                          "doubled, after every addition (FAQ 2.11).");
  if (c->grant_kw & KW_DIVIDE_UD)
    g_string_append (out, "\nThe enhanced unit's unit damage may be divided "
                          "among any number of participating enemy "
                          "units.");
  if (c->reserve_bonus)
    g_string_append_printf (out, "\nYour reserve value is %+d.",
                            c->reserve_bonus);
  if (c->force_struggle)
    g_string_append_printf (out,
                            "\nAdds %d Force icon(s) to your side of the "
                            "Force struggle.",
                            c->force_struggle);
  if (c->friendly_obj_capacity)
    g_string_append_printf (out,
                            "\nEach objective you control has %+d damage "
                            "capacity.",
                            c->friendly_obj_capacity);
  if (c->reserve_per_captured)
    g_string_append_printf (out,
                            "\nYour reserve value is %+d for each card "
                            "captured at this objective.",
                            c->reserve_per_captured);
  if (c->enemy_obj_capacity)
    g_string_append_printf (out,
                            "\nEnemy objectives have %+d damage "
                            "capacity.",
                            c->enemy_obj_capacity);
  if (c->ignore_match)
    g_string_append (out, "\nCards you play from hand need no resource "
                          "match.");
  if (c->lose_if_destroyed)
    g_string_append (out, "\nYou lose the game if it is destroyed.");
  if (c->cannot_attack)
    g_string_append (out, "\nIt cannot be declared as an attacker.");
  if (c->fate_bonus)
    g_string_append (out, "\nDuring an engagement in which you have placed a "
                          "fate card in your edge stack, it gains 1 unit "
                          "damage icon and targeted strike.");
  if (c->play_from_discard)
    g_string_append (out, "\nYou may play it from your discard pile as if "
                          "it were in your hand.");
  if (c->match_all)
    g_string_append (out, "\nResources of the enhanced objective match "
                          "every affiliation.");
  if (c->first_unit_focused)
    g_string_append (out, "\nThe first unit you play each turn enters play "
                          "with 1 focus token on it (one, however many such "
                          "cards you have).");
  if (c->free_if_exhausted)
    g_string_append (out, "\nIt costs 0 to play while each enemy objective "
                          "is exhausted.");
  if (c->immune_with_edge)
    g_string_append (out, "\nDuring an engagement in which you have the "
                          "edge, enemy card effects and combat icons cannot "
                          "damage it or place focus tokens on it.");
  if (c->event_immune)
    g_string_append (out, "\nIt cannot be targeted by enemy events.");
  if (c->first_unit_tax)
    g_string_append_printf (out,
                            "\nWhile this objective is undamaged, the first "
                            "unit card each opponent plays on his turn costs "
                            "%d more.",
                            c->first_unit_tax);
  if (c->edge_first_faceup)
    g_string_append (out, "\nWhile it participates in an engagement, your "
                          "opponent places the first card of his edge stack "
                          "face up.");
  if (c->fate_twice)
    g_string_append (out, "\nWhile it participates in an engagement, you may "
                          "resolve each fate card in your edge stack an "
                          "additional time.");
  if (c->captured_on_leave)
    g_string_append (out, "\nIf it leaves play, your opponent captures it "
                          "at a dark side objective of his choice.");
  if (c->per_enhancement[I_UD] || c->per_enhancement[I_BD]
      || c->per_enhancement[I_TACTICS])
    {
      g_string_append (out, "\nFor each enhancement on it, it gains ");
      icons_text (c->per_enhancement, out);
      g_string_append_c (out, '.');
    }
  if (c->attackers_only)
    g_string_append_printf (out, "\nOnly %s units may attack it.",
                            g_quark_to_string (c->attackers_only));
  if (c->reduce_n)
    g_string_append_printf (
        out,
        "\nThe first %s%s%s card you play each turn "
        "costs %d less.",
        c->reduce_aff ? lcg_affiliation_names[c->reduce_aff] : "",
        c->reduce_aff ? " " : "", lcg_type_names[c->reduce_type], c->reduce_n);
  if (c->dial_win)
    g_string_append_printf (out,
                            "\nIt cannot be targeted.  The light side may "
                            "engage the Death Star dial as if it were a "
                            "dark side objective (it is not one): only "
                            "blast and unopposed damage reach it, and "
                            "with %d damage on it the light side wins.",
                            c->dial_win);
  if (c->max_attackers)
    g_string_append_printf (out,
                            "\nAt most %d attackers may be declared "
                            "against it.",
                            c->max_attackers);
  if (c->units_gain[I_UD] || c->units_gain[I_BD] || c->units_gain[I_TACTICS])
    {
      g_string_append (out, "\nEach unit you control gets ");
      icons_text (c->units_gain, out);
      g_string_append_c (out, '.');
    }
  for (gint i = 0; i < c->n_clauses; i++)
    {
      g_string_append_c (out, '\n');
      clause_text (&c->clause[i], out);
    }
}
