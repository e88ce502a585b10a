/* holocron sim merge: add up the JSON reports of `sim --shard I/N` runs,
 * plain ones or those of `--compare A,B` with two agents.  The shards must
 * come from one run (ruleset, edition, seed, --games, N, build, decks and,
 * for a compare, both agents) and cover every slice once; the games' exact
 * sums, and for a compare every thinking time, make the merged report the
 * one a single run of all the games prints.  A shard file is input like any
 * other: its size is bounded and every figure is checked against the
 * others before it is added. */
#include "sim.h"

#include <string.h>

#define CMD "sim merge"

/* no game comes near: the rulesets' turn limits are a few hundred */
#define TURNS_MAX 100000
/* nor near this many decisions a game (a wotc game makes a few hundred) */
#define DECISIONS_PER_GAME_MAX 10000000
/* an hour a decision, in microseconds */
#define THINK_US_MAX G_GINT64_CONSTANT (3600000000)

/* what every slice of one run has the same */
enum
{
  ID_RULESET,
  ID_EDITION,
  ID_SEED,
  ID_HOLOCRON,
  ID_COMMIT,
  ID_DECKS,
  ID_A,
  ID_B,
  N_IDS
};
static const char *const id_names[N_IDS] = {
  "ruleset", "edition", "seed", "holocron", "commit", "decks", "a", "b",
};

typedef struct
{
  const char *path;
  char *id[N_IDS]; /* a and b NULL in a plain run's slice */
  gboolean agents; /* a slice of --compare A,B of two agents */
  guint64 shard_i, shard_n, first, run_games;
  SimTally tally[2]; /* a plain slice's in [0]; a compare's by seating */
  GArray *think[2];  /* A's and B's thinking times (gint64 us), or NULL */
} Shard;

static void
shard_clear (Shard *s)
{
  for (gint k = 0; k < N_IDS; k++)
    g_free (s->id[k]);
  for (gint k = 0; k < 2; k++)
    if (s->think[k])
      g_array_free (s->think[k], TRUE);
}

static gboolean
member_int (const char *path, JsonObject *o, const char *name, guint64 max,
            guint64 *out)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n || !JSON_NODE_HOLDS_VALUE (n)
      || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < 0 || (guint64)json_node_get_int (n) > max)
    {
      cli_error (CMD,
                 "%s: expected a whole number \"%s\" member from 0 to "
                 "%" G_GUINT64_FORMAT,
                 path, name, max);
      return FALSE;
    }
  *out = (guint64)json_node_get_int (n);
  return TRUE;
}

/* a text member of one line, without control characters: it is printed */
static char *
member_string (const char *path, JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  if (n && JSON_NODE_HOLDS_VALUE (n)
      && json_node_get_value_type (n) == G_TYPE_STRING)
    {
      const char *v = json_node_get_string (n);
      gboolean plain = *v != '\0';
      for (const char *c = v; *c; c++)
        plain = plain && (guchar)*c >= 0x20 && *c != 0x7f;
      if (plain)
        return g_strdup (v);
    }
  cli_error (CMD, "%s: expected a text \"%s\" member", path, name);
  return NULL;
}

static JsonObject *
member_object (const char *path, JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n || !JSON_NODE_HOLDS_OBJECT (n))
    {
      cli_error (CMD, "%s: expected an object \"%s\" member", path, name);
      return NULL;
    }
  return json_node_get_object (n);
}

/* A tally as sim_json_tally writes it, each figure in range and all of them
 * consistent: wins, draws and unfinished games add up to the games, and
 * the turn sums lie between what the fewest and the most turns allow. */
static gboolean
read_tally (const char *path, JsonObject *o, const HcRuleset *rules,
            SimTally *t)
{
  guint64 v, games, draws, unfinished, min, max;
  JsonObject *wins = member_object (path, o, "wins");
  JsonObject *turns = member_object (path, o, "turns");
  if (!wins || !turns || !member_int (path, o, "games", SIM_MAX_GAMES, &games)
      || !member_int (path, o, "draws", games, &draws)
      || !member_int (path, o, "unfinished", games, &unfinished)
      || !member_int (path, o, "decisions", games * DECISIONS_PER_GAME_MAX,
                      &t->decisions)
      || !member_int (path, turns, "max", TURNS_MAX, &max)
      || !member_int (path, turns, "min", max, &min)
      || !member_int (path, turns, "sum", games * max, &t->turn_sum)
      || !member_int (path, turns, "sum_squares", games * max * max,
                      &t->turn_sq_sum))
    return FALSE;
  guint64 counted = draws + unfinished;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (!member_int (path, wins, rules->player_names[p], games, &v))
        return FALSE;
      t->wins[p] = (guint)v;
      counted += v;
    }
  t->games = (guint)games;
  t->draws = (guint)draws;
  t->unfinished = (guint)unfinished;
  t->turn_min = (gint)min;
  t->turn_max = (gint)max;
  if (counted != games)
    {
      cli_error (CMD,
                 "%s: wins, draws and unfinished add up to %" G_GUINT64_FORMAT
                 ", not to its %u games",
                 path, counted, t->games);
      return FALSE;
    }
  if (t->turn_sum < games * min)
    {
      cli_error (CMD,
                 "%s: \"turns\": a sum of %" G_GUINT64_FORMAT
                 " is less than %u games of at least %u turns",
                 path, t->turn_sum, t->games, (guint)min);
      return FALSE;
    }
  return TRUE;
}

/* every thinking time of a slice, in whole microseconds; no more of them
 * than the slice's decisions */
static GArray *
read_think (const char *path, JsonObject *o, const char *name, guint64 most)
{
  JsonNode *n = json_object_get_member (o, name);
  JsonArray *a
      = n && JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
  if (!a || json_array_get_length (a) > most)
    {
      cli_error (CMD,
                 "%s: expected an array \"%s\" of at most %" G_GUINT64_FORMAT
                 " times (the slice's decisions)",
                 path, name, most);
      return NULL;
    }
  guint len = json_array_get_length (a);
  GArray *us = g_array_sized_new (FALSE, FALSE, sizeof (gint64), len);
  for (guint k = 0; k < len; k++)
    {
      JsonNode *e = json_array_get_element (a, k);
      if (!JSON_NODE_HOLDS_VALUE (e)
          || json_node_get_value_type (e) != G_TYPE_INT64
          || json_node_get_int (e) < 0 || json_node_get_int (e) > THINK_US_MAX)
        {
          cli_error (CMD,
                     "%s: \"%s\" item %u: expected microseconds from 0 to "
                     "%" G_GINT64_FORMAT,
                     path, name, k, THINK_US_MAX);
          g_array_free (us, TRUE);
          return NULL;
        }
      gint64 v = json_node_get_int (e);
      g_array_append_val (us, v);
    }
  return us;
}

static gboolean
read_shard (const char *path, Shard *s, const HcRuleset **rules)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  s->path = path;
  if (!hc_read_file_limited (path, SIM_SHARD_MAX_BYTES, &text, NULL, &err)
      || !hc_json_check_limits (path, text, 8, SIM_SHARD_MAX_BYTES, &err))
    {
      cli_error (CMD, "%s", err->message);
      return FALSE;
    }
  if (!json_parser_load_from_data (parser, text, -1, &err))
    {
      g_autofree char *what = hc_json_error (path, err->message);
      cli_error (CMD, "%s", what);
      return FALSE;
    }
  JsonNode *root = json_parser_get_root (parser);
  if (!root || !JSON_NODE_HOLDS_OBJECT (root))
    {
      cli_error (CMD,
                 "%s: expected the JSON object `holocron sim --shard` "
                 "prints",
                 path);
      return FALSE;
    }
  JsonObject *o = json_node_get_object (root);
  s->agents = json_object_has_member (o, "a");
  g_autofree char *tag = NULL;
  for (gint k = 0; k < N_IDS; k++)
    if ((s->agents || (k != ID_A && k != ID_B))
        && !(s->id[k] = member_string (path, o, id_names[k])))
      return FALSE;
  if (!(tag = member_string (path, o, "shard"))
      || !member_int (path, o, "run_games", SIM_MAX_GAMES, &s->run_games)
      || !member_int (path, o, "first", s->run_games, &s->first))
    return FALSE;
  if (!g_ascii_string_to_unsigned (s->id[ID_SEED], 10, 0, G_MAXUINT64, NULL,
                                   NULL))
    {
      cli_error (CMD, "%s: \"seed\": expected a whole number, got \"%s\"", path,
                 s->id[ID_SEED]);
      return FALSE;
    }
  g_auto (GStrv) in = g_strsplit (tag, "/", -1);
  if (g_strv_length (in) != 2
      || !g_ascii_string_to_unsigned (in[0], 10, 1, G_MAXUINT, &s->shard_i,
                                      NULL)
      || !g_ascii_string_to_unsigned (in[1], 10, 1, G_MAXUINT, &s->shard_n,
                                      NULL)
      || s->shard_i > s->shard_n || s->shard_n > s->run_games)
    {
      cli_error (CMD,
                 "%s: \"shard\": expected I/N with 1 <= I <= N <= "
                 "run_games, got \"%s\"",
                 path, tag);
      return FALSE;
    }
  *rules = cli_ruleset (CMD, s->id[ID_RULESET]);
  if (!*rules)
    return FALSE;
  if (!s->agents)
    return read_tally (path, o, *rules, &s->tally[0]);
  JsonNode *seatings = json_object_get_member (o, "seatings");
  JsonArray *seat = seatings && JSON_NODE_HOLDS_ARRAY (seatings)
                        ? json_node_get_array (seatings)
                        : NULL;
  if (!seat || json_array_get_length (seat) != 2)
    {
      cli_error (CMD, "%s: expected an array \"seatings\" of two tallies",
                 path);
      return FALSE;
    }
  for (guint k = 0; k < 2; k++)
    {
      JsonNode *e = json_array_get_element (seat, k);
      if (!JSON_NODE_HOLDS_OBJECT (e))
        {
          cli_error (CMD, "%s: \"seatings\" item %u: expected an object", path,
                     k);
          return FALSE;
        }
      if (!read_tally (path, json_node_get_object (e), *rules, &s->tally[k]))
        return FALSE;
    }
  /* the thinking times come with a level, in every slice or in none */
  if (!json_object_has_member (o, "a_think_us")
      && !json_object_has_member (o, "b_think_us"))
    return TRUE;
  guint64 decisions = s->tally[0].decisions + s->tally[1].decisions;
  if (!(s->think[0] = read_think (path, o, "a_think_us", decisions))
      || !(s->think[1]
           = read_think (path, o, "b_think_us", decisions - s->think[0]->len)))
    return FALSE;
  return TRUE;
}

static gint
by_slice (gconstpointer a, gconstpointer b)
{
  const Shard *x = a, *y = b;
  return x->shard_i < y->shard_i ? -1 : x->shard_i > y->shard_i;
}

/* s is of the same run as first, or says how it is not */
static gboolean
same_run (const Shard *s, const Shard *first)
{
  if (s->agents != first->agents)
    {
      cli_error (CMD, "%s: a slice of %s, and %s of %s", s->path,
                 s->agents ? "a compare of two agents" : "a plain run",
                 first->path,
                 first->agents ? "a compare of two agents" : "a plain run");
      return FALSE;
    }
  for (gint k = 0; k < N_IDS; k++)
    if (g_strcmp0 (s->id[k], first->id[k]) != 0)
      {
        cli_error (CMD,
                   "%s: from another run than %s (its \"%s\" is \"%s\", not "
                   "\"%s\")",
                   s->path, first->path, id_names[k], s->id[k], first->id[k]);
        return FALSE;
      }
  if (s->shard_n != first->shard_n || s->run_games != first->run_games)
    {
      cli_error (CMD,
                 "%s: from another run than %s (slice %" G_GUINT64_FORMAT
                 "/%" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
                 " games, not of N = %" G_GUINT64_FORMAT
                 " and %" G_GUINT64_FORMAT " games)",
                 s->path, first->path, s->shard_i, s->shard_n, s->run_games,
                 first->shard_n, first->run_games);
      return FALSE;
    }
  if ((s->think[0] != NULL) != (first->think[0] != NULL))
    {
      cli_error (CMD, "%s: %s thinking times, and %s %s", s->path,
                 s->think[0] ? "has" : "has no", first->path,
                 first->think[0] ? "has" : "has none");
      return FALSE;
    }
  return TRUE;
}

/* the slices sorted: slice k + 1 of N, each with the games of that
 * slice of the run, every one of the N there */
static gboolean
cover_run (const Shard *shards, gint n)
{
  guint64 games = shards[0].run_games, of = shards[0].shard_n;
  for (gint k = 0; k < n; k++)
    {
      const Shard *s = &shards[k];
      guint64 first = games * (guint64)k / of;
      guint64 count = games * ((guint64)k + 1) / of - first;
      if (s->shard_i != (guint64)k + 1 || s->first != first)
        {
          cli_error (
              CMD,
              "the shards do not cover the run: expected slice "
              "%d/%" G_GUINT64_FORMAT " starting at game %" G_GUINT64_FORMAT
              ", got %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT
              " starting at %" G_GUINT64_FORMAT " (%s)",
              k + 1, of, first, s->shard_i, s->shard_n, s->first, s->path);
          return FALSE;
        }
      for (gint seat = 0; seat < (s->agents ? 2 : 1); seat++)
        if (s->tally[seat].games != count)
          {
            cli_error (CMD,
                       "%s: slice %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT
                       " of %" G_GUINT64_FORMAT " games has %u games, not "
                       "%" G_GUINT64_FORMAT,
                       s->path, s->shard_i, of, games, s->tally[seat].games,
                       count);
            return FALSE;
          }
    }
  if ((guint64)n != of)
    {
      cli_error (CMD, "%d of %" G_GUINT64_FORMAT " shards given", n, of);
      return FALSE;
    }
  return TRUE;
}

static void
print_merged (const Shard *shards, gint n, const HcRuleset *rules,
              gboolean json)
{
  const Shard *s0 = &shards[0];
  guint64 seed = 0;
  g_ascii_string_to_unsigned (s0->id[ID_SEED], 10, 0, G_MAXUINT64, &seed, NULL);
  SimTally all[2] = { { 0 }, { 0 } };
  for (gint k = 0; k < n; k++)
    for (gint seat = 0; seat < 2; seat++)
      sim_tally_add (&all[seat], &shards[k].tally[seat]);
  if (!s0->agents)
    {
      if (json)
        sim_print_json (rules, s0->id[ID_EDITION], seed, &all[0], NULL);
      else
        sim_print_text (rules, s0->id[ID_EDITION], seed, &all[0]);
      return;
    }
  g_autoptr (HcAgentClock) think_a = NULL, think_b = NULL;
  if (s0->think[0])
    {
      think_a = hc_agent_clock_new ();
      think_b = hc_agent_clock_new ();
      for (gint k = 0; k < n; k++)
        for (gint who = 0; who < 2; who++)
          for (guint i = 0; i < shards[k].think[who]->len; i++)
            hc_agent_clock_add (
                who ? think_b : think_a,
                g_array_index (shards[k].think[who], gint64, i));
    }
  sim_agents_report (rules, s0->id[ID_EDITION], seed, (guint)s0->run_games,
                     s0->id[ID_A], s0->id[ID_B], all, think_a, think_b, json);
}

int
sim_merge (int argc, char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "print the merged report as one JSON object", NULL },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };
  g_autoptr (GOptionContext) ctx = cli_options (
      CMD, "FILE...",
      "Adds up the JSON reports of `holocron sim --shard I/N` runs (one per\n"
      "slice, from the same ruleset, edition, seed, --games, decks and build,\n"
      "and with --compare A,B the same two agents) into the report one run\n"
      "of all the games prints.",
      entries);
  if (!cli_parse (ctx, CMD, &argc, &argv)
      || !cli_check_args (CMD, argc, argv, 1, G_MAXINT, "shard files"))
    return CLI_USAGE;
  if (!cli_rulesets_ready (CMD))
    return CLI_FAILED;
  gint n = argc - 1;
  Shard *shards = g_new0 (Shard, n);
  const HcRuleset *rules = NULL;
  int rc = CLI_OK;
  for (gint k = 0; k < n && rc == CLI_OK; k++)
    if (!read_shard (argv[k + 1], &shards[k], &rules)
        || (k > 0 && !same_run (&shards[k], &shards[0])))
      rc = CLI_USAGE;
  if (rc == CLI_OK)
    {
      qsort (shards, (gsize)n, sizeof *shards, by_slice);
      if (!cover_run (shards, n))
        rc = CLI_USAGE;
    }
  if (rc == CLI_OK)
    print_merged (shards, n, rules, json);
  for (gint k = 0; k < n; k++)
    shard_clear (&shards[k]);
  g_free (shards);
  return rc;
}
