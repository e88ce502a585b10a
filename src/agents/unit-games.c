/* Whole games with a deck built around one deck unit (the lcg's objective
 * sets: HcRuleset.unit_deck), against the other side's default deck, for
 * `cards coverage --play` and the test that every objective set of the
 * wave plays (issue 21).  Random players, every choice checked as the
 * playout tests check it: the state's invariants, no card gained or lost,
 * the log numbered without gaps.  It also tells which of the unit's cards
 * came out: came into play, or had a clause run (an event played, a fate
 * card's edge), which the coverage recorder sees. */
#include "hc-agents.h"
#include "hc-coverage.h"

/* a random lcg game takes some 1,500 decisions; ten times that is a game
 * that does not end */
#define MAX_DECISIONS 20000

/* Mark, in seen, the unit's cards (definitions in unit_defs) that are in
 * play now. */
static void
note_in_play (const HcGame *g, const GArray *unit_defs, guint64 *seen)
{
  for (gint i = 0; i < g->n_cards; i++)
    for (guint k = 0; k < unit_defs->len && k < 64; k++)
      if (g->card[i].def == g_array_index (unit_defs, gint16, k)
          && hc_card_in_play (g, i))
        *seen |= G_GUINT64_CONSTANT (1) << k;
}

/* One game; FALSE with the error when it did not end with a winner or the
 * engine broke a promise on the way. */
static gboolean
play_one (const HcMatchSetup *s, guint64 seed, const GArray *unit_defs,
          HcUnitGames *out, GError **error)
{
  g_autoptr (HcGame) g = hc_match_start (s, seed, NULL, error);
  if (!g)
    return FALSE;
  HcRng rngs[HC_MAX_PLAYERS];
  hc_match_agents_seed (rngs, seed);
  gint owned[HC_MAX_PLAYERS];
  hc_count_owned (g, owned);
  guint log_from = 0;
  guint64 n = 0;
  GError *local = NULL;
  for (;;)
    {
      if (!hc_check_step (g, owned, log_from, &local))
        break;
      log_from = g->log_len;
      note_in_play (g, unit_defs, &out->seen);
      if (n >= MAX_DECISIONS || !hc_match_step (g, NULL, rngs, &local))
        break;
      n++;
    }
  out->decisions += n;
  if (local)
    {
      g_propagate_prefixed_error (error, local,
                                  "decision %" G_GUINT64_FORMAT ": ", n);
      return FALSE;
    }
  if (!g->over)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "no end after %d decisions", MAX_DECISIONS);
      return FALSE;
    }
  if (g->winner < 0 || g->winner >= HC_MAX_PLAYERS)
    {
      g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                   "the game ended with no winner (reason %u%s)", g->win_reason,
                   g->win_reason == HC_END_STALLED    ? ": the rules stalled"
                   : g->win_reason == HC_END_OVERFLOW ? ": a table overflowed"
                                                      : "");
      return FALSE;
    }
  out->wins[g->winner]++;
  out->games++;
  return TRUE;
}

GArray *
hc_unit_cards (const HcRuleset *r, const HcCardDb *db, gint unit)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (gint16));
  gint16 u = (gint16)unit;
  if (r->deck_cards)
    r->deck_cards (db, &u, 1, all);
  else
    g_array_append_val (all, u);
  return all;
}

gboolean
hc_match_unit_games (const HcRuleset *r, const HcCardDb *db, gint unit,
                     gint side, const GArray *deck, guint games, guint64 seed,
                     HcUnitGames *out, GError **error)
{
  *out = (HcUnitGames){ 0 };
  g_autoptr (HcMatchSetup) s = hc_match_setup_new (r, db, NULL, error);
  if (!s)
    return FALSE;
  g_array_set_size (s->deck_ids[side], 0);
  g_array_append_vals (s->deck_ids[side], deck->data, deck->len);
  g_ptr_array_set_size (s->deck[side], 0);
  for (guint i = 0; i < deck->len; i++)
    g_ptr_array_add (
        s->deck[side],
        g_strdup (hc_card_db_get (db, g_array_index (deck, gint16, i))->name));
  /* the unit's own cards: those whose coming out is counted */
  g_autoptr (GArray) unit_defs = hc_unit_cards (r, db, unit);
  out->unit_cards = MIN (unit_defs->len, 64);
  /* the clauses that ran, on a recorder of our own (the caller's, if it
   * had one on, is put back after) */
  g_autoptr (HcCoverage) ran = hc_coverage_new ();
  HcCoverage *before = hc_coverage_recorder;
  hc_coverage_record (ran);
  gboolean ok = TRUE;
  for (guint i = 0; i < games && ok; i++)
    {
      guint64 game_seed = hc_match_game_seed (seed, i);
      g_autoptr (GError) local = NULL;
      if (!play_one (s, game_seed, unit_defs, out, &local))
        {
          g_set_error (error, HC_ERROR, HC_ERROR_INVALID,
                       "game %u (seed %" G_GUINT64_FORMAT "): %s", i + 1,
                       game_seed, local->message);
          ok = FALSE;
        }
    }
  hc_coverage_record (before);
  for (guint k = 0; k < out->unit_cards; k++)
    {
      const HcCardDef *d
          = hc_card_db_get (db, g_array_index (unit_defs, gint16, k));
      if (hc_coverage_ran (ran, d->name))
        out->seen |= G_GUINT64_CONSTANT (1) << k;
    }
  return ok;
}
