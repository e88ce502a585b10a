/* Decks: a deck file names one affiliation card and objective sets (each
 * by its objective, "set N").  The deck rules, and the cards each set
 * brings into the game.  Sources: swlcg-rules-research.md 1.2; FAQ
 * Restricted List. */
#include "lcg-cards.h"
#include "lcg-verb.h"

#define MIN_OBJECTIVES 10
#define MAX_COPIES 2

/* Objective sets on the restricted list: the entries known from the 2015
 * FFG announcement (swlcg-rules-gaps.md (g)); the full lists of FAQ
 * v2.01-v4.2 were not retrieved. */
static const gint restricted_sets[] = { 112, 128, 154, 160 };

static gboolean
is_restricted (gint set_no)
{
  for (guint i = 0; i < G_N_ELEMENTS (restricted_sets); i++)
    if (restricted_sets[i] == set_no)
      return TRUE;
  return FALSE;
}

gboolean
lcg_check_deck (const HcCardDb *db, gint side, const gint16 *cards, gint n,
                GString *problems)
{
  static const char *const sides[] = { "dark side", "light side" };
  gboolean ok = TRUE;
  gint affiliation = -1, n_aff = 0, n_obj = 0, restricted = -1;
  g_autoptr (GHashTable) copies = g_hash_table_new (NULL, NULL);
  for (gint i = 0; i < n; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, cards[i]);
      const LcgCard *c = d->compiled;
      if (side >= 0 && d->side != side)
        {
          g_string_append_printf (problems,
                                  "%s belongs to the %s; a deck "
                                  "is for one side\n",
                                  d->name, sides[d->side]);
          ok = FALSE;
        }
      if (d->type == T_AFFILIATION)
        {
          affiliation = c->affiliation;
          n_aff++;
          continue;
        }
      if (d->type != T_OBJECTIVE)
        {
          g_string_append_printf (problems,
                                  "%s is not an objective; a deck file names "
                                  "objective sets (\"set N\") and one "
                                  "affiliation card\n",
                                  d->name);
          ok = FALSE;
          continue;
        }
      n_obj++;
      gint set = c->set_no[0];
      gint k = GPOINTER_TO_INT (g_hash_table_lookup (copies, d)) + 1;
      g_hash_table_insert (copies, (gpointer)d, GINT_TO_POINTER (k));
      if (k == MAX_COPIES + 1)
        {
          g_string_append_printf (problems,
                                  "objective set %d (%s) is there "
                                  "more than %d times\n",
                                  set, d->name, MAX_COPIES);
          ok = FALSE;
        }
      if (k == 2 && (c->deck & DK_LIMIT_1))
        {
          g_string_append_printf (problems,
                                  "objective set %d (%s) is limited to one "
                                  "copy per objective deck\n",
                                  set, d->name);
          ok = FALSE;
        }
      if (is_restricted (set))
        {
          if (restricted >= 0 && restricted != set)
            {
              g_string_append_printf (problems,
                                      "objective sets %d and %d are both on "
                                      "the restricted list; a deck may use "
                                      "one of its sets\n",
                                      restricted, set);
              ok = FALSE;
            }
          restricted = set;
        }
    }
  if (n_aff != 1)
    {
      g_string_append_printf (problems,
                              "the deck names %d affiliation cards; exactly "
                              "one is needed\n",
                              n_aff);
      ok = FALSE;
    }
  if (n_obj < MIN_OBJECTIVES)
    {
      g_string_append_printf (problems,
                              "the deck has %d objective sets; at least %d "
                              "are needed (the Core Set starter decks have 8 "
                              "and are for learning games)\n",
                              n_obj, MIN_OBJECTIVES);
      ok = FALSE;
    }
  if (n_aff == 1)
    for (gint i = 0; i < n; i++)
      {
        const HcCardDef *d = hc_card_db_get (db, cards[i]);
        const LcgCard *c = d->compiled;
        if (d->type == T_OBJECTIVE && (c->deck & DK_AFFILIATION_ONLY)
            && c->affiliation != affiliation)
          {
            /* the affiliations as players read them ("Smugglers and
             * Spies", not the data's "smugglers-and-spies") */
            g_autoptr (GString) its = g_string_new (NULL);
            g_autoptr (GString) deck = g_string_new (NULL);
            lcg_affiliation_text (c->affiliation, its);
            lcg_affiliation_text (affiliation, deck);
            g_string_append_printf (problems,
                                    "objective set %d (%s) is for %s decks "
                                    "only; this deck's affiliation is %s\n",
                                    c->set_no[0], d->name, its->str, deck->str);
            ok = FALSE;
          }
      }
  return ok;
}

/* Put each player's cards in place: the affiliation card in play, the
 * objectives in the objective deck and the other cards of their sets in
 * the command deck.  Deck rules are not enforced here (learning decks
 * play), only what a game cannot start without. */
gboolean
lcg_build_decks (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
                 const gint n_deck[HC_MAX_PLAYERS], GError **error)
{
  static const char *const who[] = { "Dark Side", "Light Side" };
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      gint n_aff = 0, n_obj = 0;
      for (gint i = 0; i < n_deck[p]; i++)
        {
          const HcCardDef *d = hc_card_db_get (g->db, decks[p][i]);
          if (!d)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                           "%s deck: card %d is not in the card data", who[p],
                           decks[p][i]);
              return FALSE;
            }
          if (d->side != p)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                           "%s deck: %s belongs to the other side", who[p],
                           d->name);
              return FALSE;
            }
          if (d->type == T_AFFILIATION)
            {
              if (++n_aff > 1)
                {
                  g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                               "%s deck: more than one affiliation card",
                               who[p]);
                  return FALSE;
                }
              hc_game_add_card (g, decks[p][i], p, Z_AFFILIATION);
              continue;
            }
          if (d->type != T_OBJECTIVE)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                           "%s deck: %s is not an objective; a deck names "
                           "objective sets (\"set N\") and one affiliation "
                           "card",
                           who[p], d->name);
              return FALSE;
            }
          if (g->n_cards + 6 > HC_MAX_CARDS)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                           "too many cards: at most %d in a game",
                           HC_MAX_CARDS);
              return FALSE;
            }
          n_obj++;
          hc_game_add_card (g, decks[p][i], p, Z_OBJ_DECK);
          const LcgCard *c = d->compiled;
          for (gint k = 0; k < 5; k++)
            hc_game_add_card (g, c->set_cards[k], p, Z_DECK);
        }
      if (n_aff != 1 || n_obj < 4)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "%s deck: a game needs one affiliation card and at "
                       "least 4 objective sets (found %d and %d)",
                       who[p], n_aff, n_obj);
          return FALSE;
        }
    }
  return TRUE;
}

void
lcg_deck_cards (const HcCardDb *db, const gint16 *cards, gint n, GArray *out)
{
  for (gint i = 0; i < n; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, cards[i]);
      g_array_append_val (out, cards[i]);
      if (!d || d->type != T_OBJECTIVE || !d->compiled)
        continue;
      const LcgCard *c = d->compiled;
      for (gint k = 0; k < 5; k++)
        if (c->set_cards[k] >= 0)
          g_array_append_val (out, c->set_cards[k]);
    }
}

/* A two-player objective: the head of an objective set (a multiplayer
 * objective stands alone, in no set). */
static gboolean
heads_set (const HcCardDef *d)
{
  return d && d->type == T_OBJECTIVE && d->compiled
         && ((const LcgCard *)d->compiled)->n_sets == 1;
}

/* How many of a set's six cards the engine does not fully implement;
 * their names, comma-separated, appended to names (when not NULL). */
static gint
set_unimplemented (const HcCardDb *db, const HcCardDef *obj, GString *names)
{
  const LcgCard *c = obj->compiled;
  gint n = 0;
  for (gint k = -1; k < 5; k++)
    {
      const HcCardDef *d = k < 0 ? obj : hc_card_db_get (db, c->set_cards[k]);
      if (d && d->implemented)
        continue;
      if (names)
        g_string_append_printf (names, "%s%s", n ? ", " : "",
                                d ? d->name : "?");
      n++;
    }
  return n;
}

/* The affiliation a set's deck takes: the set's own unless it is
 * neutral; for a neutral set, the affiliation most of its non-neutral
 * cards have (the lowest in AF_ order on a tie), else none (AF_NEUTRAL:
 * the side's first affiliation card). */
static gint
set_affiliation (const HcCardDb *db, const HcCardDef *obj)
{
  const LcgCard *c = obj->compiled;
  if (c->affiliation != AF_NEUTRAL)
    return c->affiliation;
  gint votes[AF_COUNT] = { 0 }, best = AF_NEUTRAL;
  for (gint k = 0; k < 5; k++)
    {
      const HcCardDef *d = hc_card_db_get (db, c->set_cards[k]);
      if (d)
        votes[((const LcgCard *)d->compiled)->affiliation]++;
    }
  for (gint a = AF_NEUTRAL + 1; a < AF_COUNT; a++)
    if (votes[a] > votes[best] || (best == AF_NEUTRAL && votes[a]))
      best = a;
  return best;
}

/* How well a filler set suits a deck of affiliation aff: 0 its own
 * affiliation, 1 neutral, 2 another one; -1 not allowed in it at all. */
static gint
filler_rank (const HcCardDb *db, const HcCardDef *d, gint side, gint aff)
{
  if (!heads_set (d) || d->side != side || set_unimplemented (db, d, NULL))
    return -1;
  const LcgCard *c = d->compiled;
  if ((c->deck & DK_AFFILIATION_ONLY) && c->affiliation != aff)
    return -1;
  return c->affiliation == aff ? 0 : c->affiliation == AF_NEUTRAL ? 1 : 2;
}

/* The fillers: other sets of the side the affiliation may use, best
 * suited first, then by set number; each once, then again (a set
 * limited to one copy only once), until the deck has MIN_OBJECTIVES
 * objectives; at most one set on the restricted list. */
static void
add_fillers (const HcCardDb *db, gint obj, gint side, gint aff, GArray *out,
             gint have)
{
  const LcgCard *own = lcg_def_info (hc_card_db_get (db, obj));
  gint restricted = is_restricted (own->set_no[0]) ? obj : -1;
  gint last = 0;
  for (guint i = 0; i < hc_card_db_size (db); i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      if (heads_set (d))
        last = MAX (last, lcg_def_info (d)->set_no[0]);
    }
  for (gint round = 0; round < MAX_COPIES && have < MIN_OBJECTIVES; round++)
    for (gint rank = 0; rank < 3 && have < MIN_OBJECTIVES; rank++)
      for (gint set = 1; set <= last && have < MIN_OBJECTIVES; set++)
        {
          gint id = lcg_objective_of_set (db, set);
          if (id < 0)
            continue;
          const HcCardDef *d = hc_card_db_get (db, id);
          const LcgCard *c = d->compiled;
          if (id == obj || filler_rank (db, d, side, aff) != rank
              || (round > 0 && (c->deck & DK_LIMIT_1)))
            continue;
          if (is_restricted (set))
            {
              if (restricted >= 0 && restricted != id)
                continue;
              restricted = id;
            }
          gint16 v = (gint16)id;
          g_array_append_val (out, v);
          have++;
        }
}

gint
lcg_set_deck (const HcCardDb *db, gint card, gint *side, GArray *out,
              GString *why)
{
  const HcCardDef *obj = hc_card_db_get (db, card);
  if (!heads_set (obj))
    return -1;
  *side = obj->side;
  g_autoptr (GString) names = g_string_new (NULL);
  gint n = set_unimplemented (db, obj, names);
  if (n)
    {
      g_string_append_printf (why, "%d of its cards %s not implemented (%s)", n,
                              n == 1 ? "is" : "are", names->str);
      return 0;
    }
  gint aff = set_affiliation (db, obj), aff_card = -1;
  for (guint i = 0; i < hc_card_db_size (db) && aff_card < 0; i++)
    {
      const HcCardDef *d = hc_card_db_get (db, (gint)i);
      if (d->type == T_AFFILIATION && d->side == obj->side && d->implemented
          && (aff == AF_NEUTRAL
              || ((const LcgCard *)d->compiled)->affiliation == aff))
        aff_card = (gint)i;
    }
  if (aff_card < 0)
    {
      g_autoptr (GString) a = g_string_new (NULL);
      lcg_affiliation_text (aff, a);
      g_string_append_printf (why, "no implemented %s affiliation card",
                              a->str);
      return 0;
    }
  aff = lcg_def_info (hc_card_db_get (db, aff_card))->affiliation;
  g_array_set_size (out, 0);
  gint16 v = (gint16)aff_card;
  g_array_append_val (out, v);
  gint copies = lcg_def_info (obj)->deck & DK_LIMIT_1 ? 1 : MAX_COPIES;
  for (gint k = 0; k < copies; k++)
    {
      v = (gint16)card;
      g_array_append_val (out, v);
    }
  add_fillers (db, card, obj->side, aff, out, copies);
  g_autoptr (GString) problems = g_string_new (NULL);
  if (!lcg_check_deck (db, obj->side, (const gint16 *)(gconstpointer)out->data,
                       (gint)out->len, problems))
    {
      g_strchomp (problems->str);
      g_strdelimit (problems->str, "\n", ';');
      g_string_append_printf (why, "its deck breaks the deck rules: %s",
                              problems->str);
      return 0;
    }
  return 1;
}
