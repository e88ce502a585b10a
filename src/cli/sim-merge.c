/* holocron sim merge: add up the JSON reports of `sim --shard I/N` runs,
 * plain ones or those of `--compare A,B` of two agents or two editions.
 * The shards must come from one run (ruleset, editions, seed, --games, N,
 * build, decks and agents) and cover every slice once; the games' exact
 * sums, and for two agents every thinking time, make the merged report the
 * one a single run of all the games prints.  A shard file is input like any
 * other: its size is bounded and every figure is checked against the
 * others before it is added. */
#include "agent-flags.h"
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
  ID_EDITION_B,
  ID_DARK,
  ID_LIGHT,
  N_IDS
};
static const char *const id_names[N_IDS] = {
  "ruleset", "edition", "seed",      "holocron",   "commit",      "decks",
  "a",       "b",       "edition_b", "dark_agent", "light_agent",
};

/* a plain run's slice, or one of --compare A,B of two agents or of two
 * editions */
typedef enum
{
  RUN_PLAIN,
  RUN_AGENTS,
  RUN_EDITIONS,
} RunKind;
static const char *const kind_names[] = {
  "a plain run",
  "a compare of two agents",
  "a compare of two editions",
};

typedef struct
{
  const char *path;
  char *id[N_IDS]; /* those of another kind of run NULL */
  RunKind kind;
  guint64 shard_i, shard_n, first, run_games;
  /* a plain slice's in [0]; two agents' by seating; two editions' A, B */
  SimTally tally[2];
  GArray *think[2]; /* A's and B's thinking times (gint64 us), or NULL */
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
  s->kind = json_object_has_member (o, "a")           ? RUN_AGENTS
            : json_object_has_member (o, "edition_b") ? RUN_EDITIONS
                                                      : RUN_PLAIN;
  g_autofree char *tag = NULL;
  for (gint k = 0; k < N_IDS; k++)
    {
      gboolean agents = k == ID_A || k == ID_B;
      gboolean sides = k == ID_DARK || k == ID_LIGHT;
      if ((agents && s->kind != RUN_AGENTS) || (sides && s->kind == RUN_AGENTS)
          || (k == ID_EDITION_B && s->kind != RUN_EDITIONS))
        continue;
      if (!(s->id[k] = member_string (path, o, id_names[k])))
        return FALSE;
    }
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
  if (s->kind == RUN_PLAIN)
    return read_tally (path, o, *rules, &s->tally[0]);
  /* two tallies: by seating, or under edition A and B */
  const char *pair = s->kind == RUN_AGENTS ? "seatings" : "editions";
  JsonNode *two = json_object_get_member (o, pair);
  JsonArray *each
      = two && JSON_NODE_HOLDS_ARRAY (two) ? json_node_get_array (two) : NULL;
  if (!each || json_array_get_length (each) != 2)
    {
      cli_error (CMD, "%s: expected an array \"%s\" of two tallies", path,
                 pair);
      return FALSE;
    }
  for (guint k = 0; k < 2; k++)
    {
      JsonNode *e = json_array_get_element (each, k);
      if (!JSON_NODE_HOLDS_OBJECT (e))
        {
          cli_error (CMD, "%s: \"%s\" item %u: expected an object", path, pair,
                     k);
          return FALSE;
        }
      if (!read_tally (path, json_node_get_object (e), *rules, &s->tally[k]))
        return FALSE;
    }
  if (s->kind == RUN_EDITIONS)
    return TRUE;
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
  if (s->kind != first->kind)
    {
      cli_error (CMD, "%s: a slice of %s, and %s of %s", s->path,
                 kind_names[s->kind], first->path, kind_names[first->kind]);
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
      for (gint seat = 0; seat < (s->kind == RUN_PLAIN ? 1 : 2); seat++)
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
  if (s0->kind != RUN_AGENTS)
    {
      if (s0->kind == RUN_EDITIONS)
        sim_compare_report (rules, s0->id[ID_EDITION], s0->id[ID_EDITION_B],
                            seed, &all[0], &all[1], json);
      else if (json)
        sim_print_json (rules, s0->id[ID_EDITION], seed, &all[0], NULL);
      else
        sim_print_text (rules, s0->id[ID_EDITION], seed, &all[0]);
      /* as `sim` ends its text report */
      g_autofree char *who = json ? NULL
                                  : cli_agents_line_of (rules, s0->id[ID_DARK],
                                                        s0->id[ID_LIGHT]);
      if (who)
        fputs (who, stdout);
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
