/* Random playouts of one ruleset (the first argument), spread over every
 * edition and two or three pairs of decks: the ruleset's default decks,
 * and pairs that bring in more of its cards (wotc: the mixed decks from
 * every set; lcg: the constructed ten-set decks, and the Scum and
 * Villainy / Smugglers and Spies decks of the FAQ's later-pack cards).
 *
 *   HC_PLAYOUT_GAMES       number of games (default: the first argument,
 *                          else 1000)
 *   HC_PLAYOUT_SEED        seed of the first game (default 1)
 *   HC_PLAYOUT_SAVE_EVERY  check save -> load at every n-th decision
 *                          (default 1: at every decision)
 *
 * A failure names its seed, so HC_PLAYOUT_GAMES=1 HC_PLAYOUT_SEED=<seed>
 * plays it alone (its edition is the seed's game number mod the number
 * of editions, counted from HC_PLAYOUT_SEED). */
#include "playout.h"
#include "rulesets-fixture.h"

static guint64 default_games = 1000;
static const char *ruleset_id = "wotc";

/* the other pairs of decks of each ruleset (a second pair, and a third
 * or NULL) */
static const struct
{
  const char *ruleset;
  const char *deck[2][HC_MAX_PLAYERS];
} more_decks[] = {
  { "wotc",
    { { "wotc/decks/dark-mixed.deck", "wotc/decks/light-mixed.deck" },
      { NULL, NULL } } },
  { "lcg",
    { { "lcg/decks/dark-core.deck", "lcg/decks/light-core.deck" },
      { "lcg/decks/scum-and-villainy.deck",
        "lcg/decks/smugglers-and-spies.deck" } } },
};

static guint64
env_number (const char *name, guint64 fallback)
{
  const char *s = g_getenv (name);
  guint64 v = 0;
  if (!s || !*s)
    return fallback;
  g_autoptr (GError) error = NULL;
  if (!g_ascii_string_to_unsigned (s, 10, 0, G_MAXUINT32, &v, &error))
    fail_msg ("%s: %s", name, error->message);
  return v;
}

static void
random_playouts (void **state)
{
  (void)state;
  g_autoptr (GError) error = NULL;
  rulesets_fixture_init ();
  const HcRuleset *r = hc_ruleset_find (ruleset_id);
  assert_non_null (r);
  const char *const *extra = r->default_decks, *const *third = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (more_decks); i++)
    if (g_strcmp0 (more_decks[i].ruleset, ruleset_id) == 0)
      {
        extra = more_decks[i].deck[0];
        if (more_decks[i].deck[1][0])
          third = more_decks[i].deck[1];
      }
  gint n_pairs = third ? 3 : 2;
  const HcCardDb *db = hc_rulesets_cards (r, &error);
  if (!db)
    fail_msg ("%s", error->message);

  /* all the decks in one array, so one autoptr frees them */
  const char *files[3][HC_MAX_PLAYERS]
      = { { r->default_decks[0], r->default_decks[1] },
          { extra[0], extra[1] },
          { third ? third[0] : NULL, third ? third[1] : NULL } };
  g_autoptr (GArray) decks = g_array_new (FALSE, FALSE, sizeof (gint16));
  gint start[3 * HC_MAX_PLAYERS + 1] = { 0 };
  for (gint k = 0; k < n_pairs * HC_MAX_PLAYERS; k++)
    {
      const char *file = files[k / HC_MAX_PLAYERS][k % HC_MAX_PLAYERS];
      assert_non_null (file);
      g_autofree char *path = g_build_filename (hc_data_dir (), file, NULL);
      if (!hc_deck_read (path, db, decks, &error))
        fail_msg ("%s", error->message);
      start[k + 1] = (gint)decks->len;
    }
  HcPlayout cfg = { .rules = r, .db = db };
  cfg.save_every = (guint)env_number ("HC_PLAYOUT_SAVE_EVERY", 1);

  guint games = (guint)env_number ("HC_PLAYOUT_GAMES", default_games);
  guint64 seed = env_number ("HC_PLAYOUT_SEED", 1);
  guint n_ed = r->editions->len;
  HcPlayoutStats stats = { 0 };
  /* game i plays edition i mod n, so every edition's switches are used */
  for (guint i = 0; i < games; i++)
    {
      const HcEdition *ed = hc_ruleset_edition (r, (gint)(i % n_ed));
      cfg.edition = ed->id;
      /* the default decks, then the others, in turn */
      gint pair = (gint)(i % (guint)n_pairs);
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        {
          gint k = pair * HC_MAX_PLAYERS + p;
          cfg.deck[p] = &g_array_index (decks, gint16, start[k]);
          cfg.n_deck[p] = start[k + 1] - start[k];
        }
      if (!hc_playout_game (&cfg, seed + i, &stats, &error))
        fail_msg ("edition %s: %s", ed->id, error->message);
    }
  assert_int_equal (stats.games, games);
  print_message ("%u games, %" G_GUINT64_FORMAT " decisions (longest game "
                 "%u), %" G_GUINT64_FORMAT " options tried, %" G_GUINT64_FORMAT
                 " log entries; wins %u / %u, draws %u, no winner %u\n",
                 stats.games, stats.decisions, stats.longest_game,
                 stats.options_tried, stats.log_entries, stats.results[0],
                 stats.results[1], stats.results[2], stats.no_winner);
}

int
main (int argc, char **argv)
{
  /* meson passes the ruleset and a count sized for CI; run by hand, wotc
   * and 1000 */
  if (argc > 1)
    ruleset_id = argv[1];
  if (argc > 2
      && !g_ascii_string_to_unsigned (argv[2], 10, 1, G_MAXUINT32,
                                      &default_games, NULL))
    {
      g_printerr ("usage: %s [RULESET [GAMES]]\n", argv[0]);
      return 2;
    }
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (random_playouts),
  };
  return cmocka_run_group_tests (tests, NULL, NULL);
}
