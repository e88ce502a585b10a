/* holocron sim: many whole games between computer players.  Game i is seeded
 * from the master seed and i, and nothing here reads a clock, so the same
 * seed prints the same report. */
#include "agent-flags.h"
#include "cli.h"
#include "deck-flags.h"
#include "hc-agents.h"
#include "hc-deck.h"
#include "sim-commit.h"
#include "sim.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

double
sim_turn_mean (const SimTally *t)
{
  return t->games ? (double)t->turn_sum / t->games : 0.0;
}

double
sim_turn_sd (const SimTally *t)
{
  if (t->games < 2)
    return 0.0;
  double n = t->games, sum = (double)t->turn_sum;
  double var = ((double)t->turn_sq_sum - sum * sum / n) / (n - 1);
  return var > 0 ? sqrt (var) : 0.0;
}

static double
share (guint n, guint of)
{
  return of ? 100.0 * n / of : 0.0;
}

void
sim_print_text (const HcRuleset *r, const char *edition, guint64 seed,
                const SimTally *t)
{
  printf ("holocron sim: %u games of %s, edition %s, seed %" G_GUINT64_FORMAT
          "\n",
          t->games, r->id, edition, seed);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      g_autofree char *label = g_strdup_printf ("%s wins", r->player_names[p]);
      printf ("  %-18s %8u  %5.1f%%\n", label, t->wins[p],
              share (t->wins[p], t->games));
    }
  printf ("  %-18s %8u  %5.1f%%\n", "draws", t->draws,
          share (t->draws, t->games));
  printf ("  %-18s %8u  %5.1f%%\n", "unfinished", t->unfinished,
          share (t->unfinished, t->games));
  printf ("  %-18s mean %.2f, sd %.2f (min %d, max %d)\n", "turns",
          sim_turn_mean (t), sim_turn_sd (t), t->turn_min, t->turn_max);
  printf ("  %-18s mean %.1f per game, %" G_GUINT64_FORMAT " in all\n",
          "decisions", t->games ? (double)t->decisions / t->games : 0.0,
          t->decisions);
}

char *
sim_decks_sha256 (const HcMatchSetup *s)
{
  g_autoptr (GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      /* each name with its NUL, each side closed by a byte no name has */
      for (guint k = 0; s->deck[p] && k < s->deck[p]->len; k++)
        {
          const char *name = g_ptr_array_index (s->deck[p], k);
          g_checksum_update (sum, (const guchar *)name,
                             (gssize)strlen (name) + 1);
        }
      g_checksum_update (sum, (const guchar *)"\x01", 1);
    }
  return g_strdup (g_checksum_get_string (sum));
}

void
sim_json_slice (JsonBuilder *b, const SimSlice *slice)
{
  g_autofree char *tag = g_strdup_printf (
      "%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, slice->i, slice->n);
  cli_json_string (b, "shard", tag);
  cli_json_int (b, "first", slice->first);
  cli_json_int (b, "run_games", slice->games);
  /* slices of another build may play other games */
  cli_json_string (b, "holocron", HC_VERSION);
  cli_json_string (b, "commit", SIM_COMMIT);
  cli_json_string (b, "decks", slice->decks);
  if (slice->edition_b)
    cli_json_string (b, "edition_b", slice->edition_b);
  if (slice->agent[0])
    {
      cli_json_string (b, "dark_agent", slice->agent[0]);
      cli_json_string (b, "light_agent", slice->agent[1]);
    }
}

void
sim_json_tally (JsonBuilder *b, const HcRuleset *r, const SimTally *t)
{
  cli_json_int (b, "games", t->games);
  json_builder_set_member_name (b, "wins");
  json_builder_begin_object (b);
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      cli_json_int (b, r->player_names[p], t->wins[p]);
    }
  json_builder_end_object (b);
  cli_json_int (b, "draws", t->draws);
  cli_json_int (b, "unfinished", t->unfinished);
  json_builder_set_member_name (b, "turns");
  json_builder_begin_object (b);
  cli_json_double (b, "mean", sim_turn_mean (t));
  cli_json_double (b, "sd", sim_turn_sd (t));
  cli_json_int (b, "min", t->turn_min);
  cli_json_int (b, "max", t->turn_max);
  /* the exact sums a merge of shards adds up */
  cli_json_int (b, "sum", (gint64)t->turn_sum);
  cli_json_int (b, "sum_squares", (gint64)t->turn_sq_sum);
  json_builder_end_object (b);
  cli_json_int (b, "decisions", (gint64)t->decisions);
  cli_json_double (b, "decisions_per_game",
                   t->games ? (double)t->decisions / t->games : 0.0);
}

void
sim_print_json (const HcRuleset *r, const char *edition, guint64 seed,
                const SimTally *t, const SimSlice *slice)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  cli_json_string (b, "ruleset", r->id);
  cli_json_string (b, "edition", edition);
  if (slice)
    sim_json_slice (b, slice);
  json_builder_set_member_name (b, "seed");
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  json_builder_add_string_value (b, seed_text);
  if (slice && slice->edition_b)
    {
      /* a slice of two editions' compare: both tallies, A's then B's */
      json_builder_set_member_name (b, "editions");
      json_builder_begin_array (b);
      for (gint k = 0; k < 2; k++)
        {
          json_builder_begin_object (b);
          sim_json_tally (b, r, &t[k]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  else
    sim_json_tally (b, r, t);
  json_builder_end_object (b);
  cli_print_json (b);
}

/* The decks of --dark and --light (and --format), or the built-in decks
 * with a notice naming any card of theirs the engine does not fully
 * implement: never a card silently inert. */
static int
decks_use (HcMatchSetup *s, const CliDeckFlags *decks)
{
  if (cli_deck_flags_given (decks))
    return cli_deck_flags_use ("sim", s, decks);
  g_autofree char *inert
      = hc_deck_default_notice (s->rules, s->db, s->deck_ids);
  if (inert)
    fprintf (stderr, "holocron sim: notice: %s", inert);
  return CLI_OK;
}

static int
sim_compare (const HcRuleset *r, const char *edition, const char *pair_text,
             const HcAgent *agents, const CliAgentFlags *flags,
             const CliDeckFlags *decks, guint64 seed, SimSlice *slice,
             guint games, guint threads, gboolean json)
{
  g_auto (GStrv) kinds = g_strsplit (pair_text, ",", -1);
  HcAgent agent_a, agent_b;
  if (g_strv_length (kinds) == 2 && cli_agent_word (kinds[0], flags, &agent_a)
      && cli_agent_word (kinds[1], flags, &agent_b))
    {
      /* two agents, each with the budget of --iterations / --think-ms or
       * its own KIND:N */
      int rc = CLI_OK;
      g_autoptr (HcMatchSetup) s = cli_match_setup ("sim", r, edition, &rc);
      if (!s || (rc = decks_use (s, decks)) != CLI_OK)
        return rc;
      g_autofree char *fingerprint = slice ? sim_decks_sha256 (s) : NULL;
      if (slice)
        {
          /* A and B are the agents; --agent plays no part */
          slice->decks = fingerprint;
          slice->agent[0] = slice->agent[1] = NULL;
        }
      return sim_compare_agents (s, &agent_a, &agent_b, seed, slice, games,
                                 threads, json);
    }
  if (edition)
    {
      cli_error ("sim", "--compare A,B names the editions; leave out "
                        "--edition");
      return CLI_USAGE;
    }
  g_auto (GStrv) pair = g_strsplit (pair_text, ",", -1);
  if (g_strv_length (pair) != 2 || !*pair[0] || !*pair[1])
    {
      cli_error ("sim",
                 "--compare takes two editions separated by a comma, not "
                 "\"%s\"",
                 pair_text);
      return CLI_USAGE;
    }
  int rc = CLI_OK;
  g_autoptr (HcMatchSetup) a = cli_match_setup ("sim", r, pair[0], &rc);
  if (!a || (rc = decks_use (a, decks)) != CLI_OK)
    return rc;
  g_autoptr (HcMatchSetup) b = cli_match_setup ("sim", r, pair[1], &rc);
  if (!b || (rc = decks_use (b, decks)) != CLI_OK)
    return rc;
  g_autoptr (GError) err = NULL;
  SimTally t[2] = { { 0 }, { 0 } };
  guint first = slice ? slice->first : 0, count = slice ? slice->count : games;
  if (!sim_play_games (a, agents, seed, first, count, threads, &t[0], &err)
      || !sim_play_games (b, agents, seed, first, count, threads, &t[1], &err))
    {
      cli_error ("sim", "%s", err->message);
      return CLI_FAILED;
    }
  if (slice)
    {
      /* the merge adds up each edition's tally; the differences and their
       * intervals come from the sums, as in one run */
      g_autofree char *deck_a = sim_decks_sha256 (a);
      g_autofree char *deck_b = sim_decks_sha256 (b);
      g_autofree char *both = g_strconcat (deck_a, ",", deck_b, NULL);
      slice->decks = strcmp (deck_a, deck_b) == 0 ? deck_a : both;
      slice->edition_b = b->edition;
      sim_print_json (r, a->edition, seed, t, slice);
      return CLI_OK;
    }
  sim_compare_report (r, a->edition, b->edition, seed, &t[0], &t[1], json);
  g_autofree char *who = json ? NULL : cli_agents_line (r, agents);
  if (who)
    fputs (who, stdout);
  return CLI_OK;
}

int
cmd_sim (int argc, char **argv)
{
  g_autofree char *ruleset = NULL, *edition = NULL, *seed_text = NULL;
  gint games = 100;
  gint threads = 1;
  g_autofree char *compare = NULL, *shard = NULL;
  gboolean json = FALSE;
  g_auto (CliAgentFlags) flags = { 0 };
  g_auto (CliDeckFlags) decks = { 0 };
  if (argc > 1 && g_strcmp0 (argv[1], "merge") == 0)
    return sim_merge (argc - 1, argv + 1);
  const GOptionEntry entries[] = {
    { "ruleset", 'r', 0, G_OPTION_ARG_STRING, &ruleset,
      "the game: wotc (default) or another registered ruleset", "ID" },
    { "edition", 'e', 0, G_OPTION_ARG_STRING, &edition,
      "the rules edition (default: the newest), optionally with "
      "+SWITCH=VALUE changes",
      "EDITION" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games,
      "how many games to play (default 100)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "the master seed; game i is seeded from it and i (default 1)", "S" },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads,
      "play games on T threads; the report is the same for any T (default 1)",
      "T" },
    { "shard", 0, 0, G_OPTION_ARG_STRING, &shard,
      "play only the I-th of N slices of the games; prints JSON for "
      "`holocron sim merge`",
      "I/N" },
    { "compare", 'c', 0, G_OPTION_ARG_STRING, &compare,
      "play the same seeds under two editions and compare them", "A,B" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "print the report as one JSON object", NULL },
    { NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      "sim", NULL,
      "Plays whole games between computer players (random unless --agent\n"
      "says otherwise) with the ruleset's default\n"
      "decks and reports wins per side, draws, unfinished games (stopped at\n"
      "the ruleset's turn limit) and the mean and standard deviation of the\n"
      "number of turns.  The same seed gives the same report.  With\n"
      "--compare A,B the same game seeds are played under both editions and\n"
      "each figure is shown under both with a 95% interval, and the\n"
      "difference B - A with its interval.  With --compare A,B naming two\n"
      "agents (easy, normal, hard, random, greedy, search, each optionally\n"
      "KIND:N for N playouts a decision) every seed is "
      "played twice, A as\n"
      "the Dark Side and then as the Light Side, and each agent's share of\n"
      "wins is shown with its 95% interval.",
      entries);
  cli_agent_options (ctx, &flags);
  cli_deck_options (ctx, &decks);
  if (!cli_parse (ctx, "sim", &argc, &argv)
      || !cli_check_args ("sim", argc, argv, 0, 0, NULL))
    return CLI_USAGE;
  if (threads < 1 || threads > 256)
    {
      cli_error ("sim", "--threads: expected 1 to 256, got %d", threads);
      return CLI_USAGE;
    }
  if (games < 1)
    {
      cli_error ("sim", "--games: expected at least 1, got %d", games);
      return CLI_USAGE;
    }
  /* each game keeps a small result until the report: 2,000,000,000 of
   * them aborted in the allocation */
  if (games > SIM_MAX_GAMES)
    {
      cli_error ("sim",
                 "--games: expected at most %d, got %d (for more, run "
                 "slices with --shard and add them up with 'sim merge')",
                 SIM_MAX_GAMES, games);
      return CLI_USAGE;
    }
  guint64 seed = 1;
  if (seed_text && !cli_seed ("sim", seed_text, &seed))
    return CLI_USAGE;
  const HcRuleset *r = cli_ruleset ("sim", ruleset ? ruleset : "wotc");
  if (!r)
    return CLI_USAGE;
  HcAgent agents[HC_MAX_PLAYERS];
  if (!cli_agents_parse ("sim", &flags, HC_AGENT_RANDOM, agents))
    return CLI_USAGE;
  guint first = 0, count = (guint)games;
  SimSlice slice = { 0 };
  if (shard)
    {
      g_auto (GStrv) in = g_strsplit (shard, "/", -1);
      if (g_strv_length (in) != 2
          || !g_ascii_string_to_unsigned (in[0], 10, 1, G_MAXUINT, &slice.i,
                                          NULL)
          || !g_ascii_string_to_unsigned (in[1], 10, 1, G_MAXUINT, &slice.n,
                                          NULL)
          || slice.i > slice.n || slice.n > (guint64)games)
        {
          cli_error ("sim",
                     "--shard: expected I/N with 1 <= I <= N <= --games, got "
                     "\"%s\"",
                     shard);
          return CLI_USAGE;
        }
      /* slice I of N: games [games(I-1)/N, games I/N) */
      first = (guint)((guint64)games * (slice.i - 1) / slice.n);
      count = (guint)((guint64)games * slice.i / slice.n) - first;
      slice.first = first;
      slice.count = count;
      slice.games = (guint)games;
    }
  g_autofree char *dark = cli_agent_describe (&agents[0]);
  g_autofree char *light = cli_agent_describe (&agents[1]);
  slice.agent[0] = dark;
  slice.agent[1] = light;
  if (compare)
    return sim_compare (r, edition, compare, agents, &flags, &decks, seed,
                        shard ? &slice : NULL, (guint)games, (guint)threads,
                        json);
  int rc = CLI_OK;
  g_autoptr (HcMatchSetup) setup = cli_match_setup ("sim", r, edition, &rc);
  if (!setup || (rc = decks_use (setup, &decks)) != CLI_OK)
    return rc;
  g_autoptr (GError) err = NULL;
  SimTally t = { 0 };
  if (!sim_play_games (setup, agents, seed, first, count, (guint)threads, &t,
                       &err))
    {
      cli_error ("sim", "%s", err->message);
      return CLI_FAILED;
    }
  if (shard)
    {
      g_autofree char *fingerprint = sim_decks_sha256 (setup);
      slice.decks = fingerprint;
      sim_print_json (r, setup->edition, seed, &t, &slice);
    }
  else if (json)
    sim_print_json (r, setup->edition, seed, &t, NULL);
  else
    {
      sim_print_text (r, setup->edition, seed, &t);
      g_autofree char *who = cli_agents_line (r, agents);
      if (who)
        fputs (who, stdout);
    }
  return CLI_OK;
}
