/* The words of an ability's head after its kind and triggering
 * condition, as table rows: what it costs ("cost spend:2"), how often it
 * may be used ("limit once-per-turn") and when ("only your-turn").  The
 * parser (abilities.c), the card text (render.c) and the grammar page
 * read the same rows (the keywords column's are keywords.c's). */
#include "lcg-verb.h"

#include <string.h>

/* the pieces of a word every parser of the encoding uses */
gboolean
lcg_small_int (const char *s, gint min, gint max, gint *out)
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

GQuark
lcg_trait_quark (const char *word)
{
  g_autofree char *t = g_strdup (word);
  g_strdelimit (t, "_", ' ');
  return g_quark_from_string (t);
}

static const LcgHeadWord head_words[] = {
  /* costs */
  { "cost", "focus-self", LHA_NONE, COST_FOCUS_SELF, 0, 0, NULL, NULL,
    "focus this card to " },
  { "cost", "focus-self:", LHA_N, COST_FOCUS_SELF, 2, 9, NULL, NULL,
    "focus this card with {n} focus tokens to " },
  { "cost", "sacrifice-self", LHA_NONE, COST_SACRIFICE_SELF, 0, 0, NULL, NULL,
    "sacrifice this card to " },
  { "cost", "spend:", LHA_N, COST_SPEND, 1, 9, "resource", "resources",
    "spend {count} to " },
  { "cost", "discard-hand:", LHA_N, COST_DISCARD_HAND, 1, 9, "card", "cards",
    "discard {count} from your hand to " },
  { "cost", "focus:", LHA_TRAIT, COST_FOCUS_UNIT, 0, 0, NULL, NULL,
    "focus {a trait} unit you control to " },
  { "cost", "sacrifice-unit", LHA_NONE, COST_SACRIFICE, 0, 0, NULL, NULL,
    "sacrifice a unit you control to " },
  { "cost", "sacrifice:", LHA_TRAIT, COST_SACRIFICE, 0, 0, NULL, NULL,
    "sacrifice {a trait} unit to " },
  { "cost", "sacrifice-aff:", LHA_AFF_TRAIT, COST_SACRIFICE, 0, 0, NULL, NULL,
    "sacrifice {a trait} unit to " },
  { "cost", "shuffle-self", LHA_NONE, COST_SHUFFLE_SELF, 0, 0, NULL, NULL,
    "shuffle this card into its owner's deck to " },
  { "cost", "return-self", LHA_NONE, COST_RETURN_SELF, 0, 0, NULL, NULL,
    "return this card to its owner's hand to " },
  { "cost", "discard-self", LHA_NONE, COST_DISCARD_SELF, 0, 0, NULL, NULL,
    "discard this card from your hand to " },
  { "cost", "reserve:", LHA_N, COST_RESERVE, 1, 9, NULL, NULL,
    "lower your reserve value by {n} until the end of the phase to " },
  { "cost", "damage-self:", LHA_N, COST_DAMAGE_SELF, 1, 9, NULL, NULL,
    "deal {n} damage to this card (the effect needs all of it dealt) to " },
  { "cost", "discard-captured", LHA_NONE, COST_DISCARD_CAPTURED, 0, 0, NULL,
    NULL, "discard a card captured at this objective to " },
  { "cost", "damage-enhanced:", LHA_N, COST_DAMAGE_ENHANCED, 1, 9, NULL, NULL,
    "deal {n} damage to the card it enhances (the effect needs all of it "
    "dealt) to " },
  /* limits */
  { "limit", "once-per-turn", LHA_NONE, LIM_ONCE_PER_TURN, 0, 0, NULL, NULL,
    " (this copy: once a turn)" },
  { "limit", "1-per-turn", LHA_NONE, LIM_ONE_PER_TURN, 0, 0, NULL, NULL,
    " (one card of this title a turn)" },
  { "limit", "once-per-edge-battle", LHA_NONE, LIM_ONCE_PER_EDGE, 0, 0, NULL,
    NULL, " (this copy: once an edge battle)" },
  { "limit", "3-per-phase", LHA_NONE, LIM_3_PER_PHASE, 0, 0, NULL, NULL,
    " (this copy: three times a phase)" },
  /* conditions */
  { "only", "your-turn", LHA_NONE, ONLY_YOUR_TURN, 0, 0, NULL, NULL,
    ", on your own turn only" },
  { "only", "attacker", LHA_NONE, ONLY_ATTACKER, 0, 0, NULL, NULL,
    ", attacking player only" },
  { "only", "engagement", LHA_NONE, ONLY_ENGAGEMENT, 0, 0, NULL, NULL,
    ", during an engagement only" },
  { "only", "defender", LHA_NONE, ONLY_DEFENDER, 0, 0, NULL, NULL,
    ", defending player only" },
  { "only", "your-deployment", LHA_NONE, ONLY_YOUR_DEPLOYMENT, 0, 0, NULL, NULL,
    ", in your own deployment phase only" },
  { "only", "force-phase", LHA_NONE, ONLY_FORCE_PHASE, 0, 0, NULL, NULL,
    ", only during a Force phase" },
  { "only", "opponent-turn", LHA_NONE, ONLY_OPPONENT_TURN, 0, 0, NULL, NULL,
    ", on an opponent's turn only" },
  { "only", "have-edge", LHA_NONE, ONLY_HAVE_EDGE, 0, 0, NULL, NULL,
    ", only while you have the edge" },
  { "only", "dark-balance", LHA_NONE, ONLY_DARK_BALANCE, 0, 0, NULL, NULL,
    ", only while the Balance of the Force is with the dark side" },
  { "only", "edge-margin:", LHA_N, ONLY_EDGE_MARGIN, 1, 99, NULL, NULL,
    ", only if you won it by {n} or more Force icons" },
  { "only", "undamaged", LHA_NONE, ONLY_UNDAMAGED, 0, 0, NULL, NULL,
    ", while this card is undamaged" },
  { "only", "control:", LHA_TRAIT, ONLY_CONTROL, 0, 0, NULL, NULL,
    ", only while you control {a trait} objective" },
  { "only", "your-turn-unless-dark", LHA_NONE, ONLY_YOUR_TURN_UNLESS_DARK, 0, 0,
    NULL, NULL,
    ", on your own turn only, unless the Balance of the Force is with the "
    "dark side" },
  { "only", "objective-in-play:", LHA_TRAIT, ONLY_OBJECTIVE_IN_PLAY, 0, 0, NULL,
    NULL, ", only while {a trait} objective is in play" },
  { "only", "engaged-friendly:", LHA_TRAIT, ONLY_ENGAGED_FRIENDLY, 0, 0, NULL,
    NULL,
    ", only while the engaged objective is {a trait} objective you "
    "control" },
  { "only", "participating", LHA_NONE, ONLY_PARTICIPATING, 0, 0, NULL, NULL,
    ", only if this unit is participating in the engagement" },
  { "only", "alone-attacker", LHA_NONE, ONLY_ALONE_ATTACKER, 0, 0, NULL, NULL,
    ", only if it is your only attacker" },
  { "only", "edge-lost-margin:", LHA_N, ONLY_EDGE_LOST_MARGIN, 1, 99, NULL,
    NULL, ", only if you lost it by {n} or more Force icons" },
  /* lcgO: "while this unit is committed to the Force, it gains: ..."
   * (Hyperspace Marauder) */
  { "only", "committed", LHA_NONE, ONLY_COMMITTED, 0, 0, NULL, NULL,
    ", only while this unit is committed to the Force" },
  /* lcgQ: "Limit once per phase" (Snowspeeder Launch Bay) */
  { "limit", "once-per-phase", LHA_NONE, LIM_ONCE_PER_PHASE, 0, 0, NULL, NULL,
    " (this copy: once a phase)" },
  /* lcgQ: "if you control more Hoth objectives than your opponent"
   * (Attack Pattern Delta) */
  { "only", "more-objectives:", LHA_TRAIT, ONLY_MORE_OBJECTIVES, 0, 0, NULL,
    NULL,
    ", only while you control more {trait} objectives than your "
    "opponent" },
  /* lcgQ: "if you control fewer units than your opponent" (Undercover
   * Dealings) */
  { "only", "fewer-units", LHA_NONE, ONLY_FEWER_UNITS, 0, 0, NULL, NULL,
    ", only while you control fewer units than your opponent" },
  /* lcgS: "after you win a Force struggle by 3 or more Force icons"
   * (Shistavanen Wolfman) */
  { "only", "struggle-margin:", LHA_N, ONLY_STRUGGLE_MARGIN, 1, 99, NULL, NULL,
    ", only if you won it by {n} or more Force icons" },
  /* lcgT: "to target a damaged Hoth objective" (Echo Base Technician): the
   * target the ability needs, as its play restriction */
  { "only", "damaged-objective:", LHA_TRAIT, ONLY_DAMAGED_OBJECTIVE, 0, 0, NULL,
    NULL, ", only while {a trait} objective has damage on it" },
  /* lcgT: Zygerrian Slaver */
  { "cost", "return-captured", LHA_NONE, COST_RETURN_CAPTURED, 0, 0, NULL, NULL,
    "return a card captured at one of your objectives to its owner's hand "
    "to " },
  /* lcgU: "if that opponent has not declared at least 1 engagement this
   * turn" (Ties of Blood): none against its player's objectives */
  { "only", "no-engagement-against-you", LHA_NONE, ONLY_NO_ENGAGEMENT_AGAINST,
    0, 0, NULL, NULL,
    ", only if your opponent has declared no engagement this turn" },
  /* lcgU: "Play only if you have at least 1 Force card in your supply"
   * (Award Ceremony) */
  { "only", "force-card-in-supply", LHA_NONE, ONLY_FORCE_CARD_IN_SUPPLY, 0, 0,
    NULL, NULL, ", only if you have a Force card left in your supply" },
  /* lcgX: "Increase the Death Star dial by 1 to ..." (Yoda, You Seek
   * Yoda): always payable; a dial at 12 ends the game as it is paid */
  { "cost", "dial:", LHA_N, COST_DIAL, 1, 9, NULL, NULL,
    "increase the Death Star dial by {n} to " },
  /* lcgX: "Limit once per engagement" (Zuckuss) */
  { "limit", "once-per-engagement", LHA_NONE, LIM_ONCE_PER_ENGAGEMENT, 0, 0,
    NULL, NULL, " (this copy: once an engagement)" },
  /* lcgZ: Believer Initiate, Ewok Lookout */
  { "only", "light-balance", LHA_NONE, ONLY_LIGHT_BALANCE, 0, 0, NULL, NULL,
    ", only while the Balance of the Force is with the light side" },
  /* lcgZ: what Ataru Training's enhanced unit gains while participating */
  { "only", "enhanced-participating-edge-margin:", LHA_N,
    ONLY_ENHANCED_PARTICIPATING_EDGE_MARGIN, 1, 99, NULL, NULL,
    ", only while the unit it enhances is participating in the engagement "
    "and if you won it by {n} or more Force icons" },
  /* lcgV: a shield removed as a cost (Ferus Olin, Native Support,
   * Asteroid Base); ET-74 Communications Droid hears it */
  { "cost", "unshield-self", LHA_NONE, COST_UNSHIELD_SELF, 0, 0, NULL, NULL,
    "remove a shield from this unit to " },
  { "cost", "unshield-card", LHA_NONE, COST_UNSHIELD_CARD, 0, 0, NULL, NULL,
    "remove a shield from a card you control to " },
  { "cost", "unshield-unit", LHA_NONE, COST_UNSHIELD_UNIT, 0, 0, NULL, NULL,
    "remove a shield from a unit you control to " },
  /* lcgV: "place 1 damage on this enhancement" (Echo Base Shield
   * Generator): placed, not dealt, so no capacity, shield or Protect */
  { "cost", "place-damage-self:", LHA_N, COST_PLACE_DAMAGE, 1, 9, NULL, NULL,
    "place {n} damage on this card to " },
  /* lcgW: "Deal 1 damage to each of your Hoth objectives to ..."
   * (Snowspeeder Counterattack) */
  { "cost", "damage-each-objective:", LHA_TRAIT, COST_DAMAGE_EACH_OBJECTIVE, 0,
    0, NULL, NULL, "deal 1 damage to each of your {trait} objectives to " },
  /* lcgAC: "Return a [Smugglers and Spies] unit you control to its
   * owner's hand to ..." (Outmaneuver) */
  { "cost", "return-aff:", LHA_AFF, COST_RETURN_UNIT, 0, 0, NULL, NULL,
    "return {a trait} unit you control to its owner's hand to " },
  /* lcgAC: "Focus this objective and reveal a unique Character unit from
   * your hand to ..." (Heroes and Legends) */
  { "cost", "focus-self-reveal-unique:", LHA_TRAIT, COST_FOCUS_REVEAL, 0, 0,
    NULL, NULL,
    "focus this card and reveal a unique {trait} unit from your hand to " },
  /* lcgAI: a printed constant ability whose "you may" is asked as an
   * interrupt is (Knowledge and Defense): its player's choice each time,
   * but no interrupt ability initiated, so none cancels it (It's Worse) */
  { "", "constant", LHA_NONE, LHW_CONSTANT, 0, 0, NULL, NULL, "each time " },
  /* lone words (head "" : no head before them; kept last, after every
   * headed row, so an error lists them at its end), said where the card text
   * says them: the triggering card's printed cost at most N (General
   * Tagge: "a Trooper unit ... with printed cost 2 or lower"), and a
   * unit's ability used from its player's hand (Admiral Ackbar, Human
   * Replica Droid) */
  { "", "subject-cost<=", LHA_N, LHW_SUBJECT_COST, 0, 30, NULL, NULL,
    ", with printed cost {n} or lower" },
  /* lcgS: a unit's ability used from its owner's discard pile
   * (Shistavanen Wolfman) */
  { "", "from-discard", LHA_NONE, LHW_FROM_DISCARD, 0, 0, NULL, NULL,
    " from your discard pile" },
  { "", "from-hand", LHA_NONE, LHW_FROM_HAND, 0, 0, NULL, NULL,
    " from your hand" },
};

const LcgHeadWord *
lcg_head_word (guint i)
{
  return i < G_N_ELEMENTS (head_words) ? &head_words[i] : NULL;
}

/* the fields of the clause a row sets */
static void
set_fields (LcgClause *cl, const LcgHeadWord *row, gint n, GQuark trait)
{
  const char *head = row->head;
  gint value = row->value;
  if (!*head && value == LHW_SUBJECT_COST)
    cl->when_cost_cap = (gint8)(n + 1); /* 0: any */
  else if (!*head && value == LHW_FROM_DISCARD)
    cl->from_discard = 1;
  else if (!*head && value == LHW_CONSTANT)
    cl->constant = 1;
  else if (!*head)
    cl->from_hand = 1;
  else if (strcmp (head, "cost") == 0)
    {
      cl->cost = (guint8)value;
      cl->cost_n = (gint8)n;
      cl->cost_trait = trait;
    }
  else if (strcmp (head, "limit") == 0)
    cl->limit = (guint8)value;
  else
    {
      cl->only = (guint8)value;
      cl->only_n = (gint8)n;
      cl->only_trait = trait;
    }
}

void
lcg_head_word_grammar (const LcgHeadWord *row, GString *out)
{
  g_string_append_printf (out, "%s%s%s%s", row->head, *row->head ? " " : "",
                          row->word,
                          row->args == LHA_N           ? "N"
                          : row->args == LHA_TRAIT     ? "TRAIT"
                          : row->args == LHA_AFF_TRAIT ? "AFFILIATION:TRAIT"
                          : row->args == LHA_AFF       ? "AFFILIATION"
                                                       : "");
}

/* "expected cost focus-self, ..., limit ..., only ..., from-hand before
 * ":"" */
static char *
expected (const char *found)
{
  g_autoptr (GString) msg = g_string_new (NULL);
  g_string_append_printf (msg, "unexpected \"%s\"; expected ", found);
  for (guint i = 0; i < G_N_ELEMENTS (head_words); i++)
    {
      g_string_append (msg, i ? ", " : "");
      lcg_head_word_grammar (&head_words[i], msg);
    }
  g_string_append (msg, " before \":\"");
  return g_string_free (g_steal_pointer (&msg), FALSE);
}

gint
lcg_parse_head_word (const char *head, const char *word, LcgClause *cl,
                     char **why)
{
  for (guint i = 0; i < G_N_ELEMENTS (head_words); i++)
    {
      const LcgHeadWord *row = &head_words[i];
      /* a lone word is the first word itself, with no head before it */
      gboolean lone = !*row->head;
      const char *w = lone ? head : word;
      gsize len = strlen (row->word);
      if (!w || (!lone && strcmp (head, row->head) != 0)
          || (row->args == LHA_NONE ? strcmp (w, row->word) != 0
                                    : strncmp (w, row->word, len) != 0))
        continue;
      const char *arg = w + len;
      gint n = 0;
      if (row->args == LHA_N && !lcg_small_int (arg, row->lo, row->hi, &n))
        {
          g_autoptr (GString) msg = g_string_new ("expected \"");
          lcg_head_word_grammar (row, msg);
          g_string_append_printf (msg, "\" (N from %d to %d), found \"%s\"",
                                  row->lo, row->hi, w);
          *why = g_string_free (g_steal_pointer (&msg), FALSE);
          return 0;
        }
      /* a trait of one word or more joined by '_', not two traits */
      if (row->args == LHA_TRAIT && (!*arg || strchr (arg, '/')))
        {
          *why = g_strdup_printf ("expected \"%s %sTRAIT\" with one trait, "
                                  "found \"%s\"",
                                  head, row->word, word);
          return 0;
        }
      if (row->args == LHA_AFF)
        {
          /* lcgAC: "smugglers-and-spies": an affiliation alone */
          gint aff = AF_COUNT - 1;
          while (aff > AF_NEUTRAL && strcmp (arg, lcg_affiliation_names[aff]))
            aff--;
          if (aff == AF_NEUTRAL)
            {
              *why = g_strdup_printf ("expected \"%s %sAFFILIATION\", found "
                                      "\"%s\"",
                                      head, row->word, word);
              return 0;
            }
          set_fields (cl, row, 0, 0);
          cl->cost_aff = (gint8)aff;
          return 2;
        }
      if (row->args == LHA_AFF_TRAIT)
        {
          /* "imperial-navy:Officer": an affiliation, then one trait */
          const char *colon = strchr (arg, ':');
          gint aff = AF_COUNT - 1;
          for (; colon && aff > AF_NEUTRAL; aff--)
            if (strlen (lcg_affiliation_names[aff]) == (gsize)(colon - arg)
                && strncmp (arg, lcg_affiliation_names[aff],
                            (gsize)(colon - arg))
                       == 0)
              break;
          if (!colon || aff == AF_NEUTRAL || !colon[1] || strchr (colon, '/'))
            {
              *why = g_strdup_printf ("expected \"%s %sAFFILIATION:TRAIT\" "
                                      "with one trait, found \"%s\"",
                                      head, row->word, word);
              return 0;
            }
          set_fields (cl, row, 0, lcg_trait_quark (colon + 1));
          cl->cost_aff = (gint8)aff;
          return 2;
        }
      set_fields (cl, row, n,
                  row->args == LHA_TRAIT ? lcg_trait_quark (arg) : 0);
      return lone ? 1 : 2;
    }
  *why = expected (head);
  return 0;
}

/* the row that wrote these fields: the value, with an N or a trait as
 * the row takes them */
static const LcgHeadWord *
row_of (const char *head, gint value, gint n, GQuark trait)
{
  for (guint i = 0; i < G_N_ELEMENTS (head_words); i++)
    {
      const LcgHeadWord *row = &head_words[i];
      /* a row whose N may be 0 is the only row of its value */
      if (strcmp (row->head, head) == 0 && row->value == value
          && (row->args == LHA_N)
                 == (n >= MAX (row->lo, 1)
                     || (row->args == LHA_N && row->lo == 0))
          && (row->args == LHA_TRAIT || row->args == LHA_AFF) == (trait != 0))
        return row;
    }
  return NULL;
}

void
lcg_head_text (const char *head, gint value, gint n, GQuark trait, GString *out)
{
  const LcgHeadWord *row = row_of (head, value, n, trait);
  if (!row)
    return;
  for (const char *t = row->text; *t;)
    if (g_str_has_prefix (t, "{n}"))
      {
        g_string_append_printf (out, "%d", n);
        t += 3;
      }
    else if (g_str_has_prefix (t, "{count}"))
      {
        g_string_append_printf (out, "%d %s", n, n == 1 ? row->one : row->many);
        t += 7;
      }
    else if (g_str_has_prefix (t, "{trait}"))
      {
        g_string_append (out, g_quark_to_string (trait));
        t += 7;
      }
    else if (g_str_has_prefix (t, "{a trait}"))
      {
        hc_a_text (g_quark_to_string (trait), out);
        t += 9;
      }
    else
      g_string_append_c (out, *t++);
}
