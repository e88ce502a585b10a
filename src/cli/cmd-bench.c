/* holocron bench: engine speed with random players.  The measuring code
 * is in bench/; this file is options and printing. */
#include "cli.h"
#include "hc-bench.h"

#include <json-glib/json-glib.h>

static void
print_text (const HcMatchSetup *s, guint64 seed, const HcBenchResult *b)
{
  printf (
      "holocron bench: %s, edition %s, %u games from seed %" G_GUINT64_FORMAT
      " (random players, one thread)\n",
      s->rules->id, s->edition, b->games, seed);
  printf ("  %-20s %.1f\n", "games/second", b->games / b->seconds);
  printf ("  %-20s %.0f\n", "decisions/second", b->decisions / b->seconds);
  printf ("  %-20s %.1f\n", "decisions/game", (double)b->decisions / b->games);
  printf ("  %-20s %u\n", "unfinished games", b->unfinished);
  printf ("  %-20s %.1f ns  (mid-game: turn %d, after %" G_GUINT64_FORMAT
          " choices; state %" G_GSIZE_FORMAT " bytes)\n",
          "hc_game_clone", b->clone_ns, b->mid_turn, b->mid_decision,
          b->state_bytes);
  printf ("  %-20s %.1f ns\n", "hc_game_copy_into", b->copy_ns);
  printf ("  %-20s %.1f ns\n", "hc_game_hash", b->hash_ns);
  printf ("  %-20s %" G_GSIZE_FORMAT " bytes state + %.1f KiB log (the "
          "longest log of the run)\n",
          "one game's memory", b->state_bytes, b->log_bytes_max / 1024.0);
  printf ("  %-20s %.1f MiB (whole process)\n", "peak RSS",
          b->peak_rss_kib / 1024.0);
  if (b->counted)
    printf ("  %-20s %" G_GUINT64_FORMAT " while playing (%.4f per "
            "decision); %.1f per game to start one\n",
            "heap allocations", b->play_allocs,
            (double)b->play_allocs / b->decisions,
            (double)b->setup_allocs / b->games);
  else
    printf ("  %-20s not counted in this build (a sanitizer owns malloc)\n",
            "heap allocations");
}

static void
print_json (const HcMatchSetup *s, guint64 seed, const HcBenchResult *b)
{
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  json_builder_begin_object (jb);
  json_builder_set_member_name (jb, "ruleset");
  json_builder_add_string_value (jb, s->rules->id);
  json_builder_set_member_name (jb, "edition");
  json_builder_add_string_value (jb, s->edition);
  json_builder_set_member_name (jb, "seed");
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  json_builder_add_string_value (jb, seed_text);
  struct
  {
    const char *key;
    double value;
  } fields[] = {
    { "games", b->games },
    { "seconds", b->seconds },
    { "games_per_second", b->games / b->seconds },
    { "decisions", (double)b->decisions },
    { "decisions_per_second", b->decisions / b->seconds },
    { "decisions_per_game", (double)b->decisions / b->games },
    { "unfinished", b->unfinished },
    { "clone_ns", b->clone_ns },
    { "copy_into_ns", b->copy_ns },
    { "hash_ns", b->hash_ns },
    { "mid_game_turn", b->mid_turn },
    { "mid_game_choices", (double)b->mid_decision },
    { "state_bytes", (double)b->state_bytes },
    { "peak_rss_kib", (double)b->peak_rss_kib },
    { "log_bytes_max", (double)b->log_bytes_max },
    { "allocations_per_decision",
      b->counted ? (double)b->play_allocs / b->decisions : -1 },
    { "allocations_per_game_start",
      b->counted ? (double)b->setup_allocs / b->games : -1 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      json_builder_set_member_name (jb, fields[i].key);
      json_builder_add_double_value (jb, fields[i].value);
    }
  json_builder_end_object (jb);
  cli_print_json (jb);
}

static int
bench_ruleset (const HcRuleset *r, const char *edition, guint games,
               guint64 seed, gboolean json)
{
  int rc = CLI_OK;
  g_autoptr (HcMatchSetup) setup = cli_match_setup ("bench", r, edition, &rc);
  if (!setup)
    return rc;
  g_autoptr (GError) err = NULL;
  HcBenchResult b = { 0 };
  if (!hc_bench_games (setup, games, seed, CLI_MAX_DECISIONS, &b, &err)
      || !hc_bench_state_ops (setup, b.longest_seed, CLI_MAX_DECISIONS, &b,
                              &err))
    {
      cli_error ("bench", "%s: %s", r->id, err->message);
      return CLI_FAILED;
    }
  if (json)
    print_json (setup, seed, &b);
  else
    print_text (setup, seed, &b);
  fflush (stdout);
  return CLI_OK;
}

int
cmd_bench (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *edition = NULL, *seed_text = NULL;
  gint games = 200;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "measure this ruleset only (default: every registered one)", "ID" },
    { "edition", 'e', 0, G_OPTION_ARG_STRING, &edition,
      "the rules edition (default: the newest), optionally with "
      "+SWITCH=VALUE changes",
      "EDITION" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      "how many whole games to time (default 200)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "the master seed (default 1)", "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "print one JSON object a line, one per ruleset", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "bench", NULL,
      "Times whole games between random players (no record, one thread) and\n"
      "reports games and decisions per second and decisions per game, then\n"
      "the cost of hc_game_clone, hc_game_copy_into and hc_game_hash on the\n"
      "state halfway through the longest game.  Timings vary with the machine\n"
      "and its load; bench/callgrind.sh gives a stable instruction count.",
      entries);
  if (!cli_parse (ctx, "bench", &argc, &argv)
      || !cli_check_args ("bench", argc, argv, 0, 0, NULL))
    return CLI_USAGE;
  /* one thread times every game: past a million the run takes hours, a
   * count typed by mistake (issue 16: every count has its range) */
  if (games < 1 || games > 1000000)
    {
      cli_error ("bench", "--games: expected 1 to 1000000, got %d", games);
      return CLI_USAGE;
    }
  guint64 seed = 1;
  if (seed_text && !cli_seed ("bench", seed_text, &seed))
    return CLI_USAGE;
  if (ruleset)
    {
      const HcRuleset *r = cli_ruleset ("bench", ruleset);
      return r ? bench_ruleset (r, edition, (guint)games, seed, json)
               : CLI_USAGE;
    }
  if (!cli_rulesets_ready ("bench"))
    return CLI_FAILED;
  GPtrArray *all = hc_ruleset_all ();
  int rc = CLI_OK;
  for (guint i = 0; i < all->len && rc == CLI_OK; i++)
    rc = bench_ruleset (all->pdata[i], edition, (guint)games, seed, json);
  return rc;
}
