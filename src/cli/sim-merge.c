/* holocron sim merge: add up the JSON reports of `sim --shard I/N` runs.
 * The shards must come from one run (ruleset, edition, seed, N) and cover
 * every slice once; the games' exact sums make the merged report the one a
 * single run of all the games prints. */
#include "sim.h"

#include <string.h>

#define CMD "sim merge"

typedef struct
{
  char *ruleset, *edition, *seed;
  guint64 shard_i, shard_n;
  guint64 first;
  SimTally tally;
} Shard;

static void
shard_clear (Shard *s)
{
  g_free (s->ruleset);
  g_free (s->edition);
  g_free (s->seed);
}

static gboolean
member_int (const char *path, JsonObject *o, const char *name, guint64 *out)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n || !JSON_NODE_HOLDS_VALUE (n)
      || json_node_get_value_type (n) != G_TYPE_INT64
      || json_node_get_int (n) < 0)
    {
      cli_error (CMD, "%s: expected a whole number \"%s\" member", path, name);
      return FALSE;
    }
  *out = (guint64)json_node_get_int (n);
  return TRUE;
}

static char *
member_string (const char *path, JsonObject *o, const char *name)
{
  JsonNode *n = json_object_get_member (o, name);
  if (!n || !JSON_NODE_HOLDS_VALUE (n)
      || json_node_get_value_type (n) != G_TYPE_STRING)
    {
      cli_error (CMD, "%s: expected a text \"%s\" member", path, name);
      return NULL;
    }
  return g_strdup (json_node_get_string (n));
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

static gboolean
read_shard (const char *path, Shard *s, const HcRuleset **rules)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) err = NULL;
  if (!json_parser_load_from_file (parser, path, &err))
    {
      cli_error (CMD, "%s: %s", path, err->message);
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
  g_autofree char *tag = NULL;
  if (!(s->ruleset = member_string (path, o, "ruleset"))
      || !(s->edition = member_string (path, o, "edition"))
      || !(s->seed = member_string (path, o, "seed"))
      || !(tag = member_string (path, o, "shard"))
      || !member_int (path, o, "first", &s->first))
    return FALSE;
  if (!g_ascii_string_to_unsigned (s->seed, 10, 0, G_MAXUINT64, NULL, NULL))
    {
      cli_error (CMD, "%s: \"seed\": expected a whole number, got \"%s\"", path,
                 s->seed);
      return FALSE;
    }
  g_auto (GStrv) in = g_strsplit (tag, "/", -1);
  if (g_strv_length (in) != 2
      || !g_ascii_string_to_unsigned (in[0], 10, 1, G_MAXUINT, &s->shard_i,
                                      NULL)
      || !g_ascii_string_to_unsigned (in[1], 10, 1, G_MAXUINT, &s->shard_n,
                                      NULL)
      || s->shard_i > s->shard_n)
    {
      cli_error (CMD, "%s: \"shard\": expected I/N, got \"%s\"", path, tag);
      return FALSE;
    }
  *rules = cli_ruleset (CMD, s->ruleset);
  if (!*rules)
    return FALSE;
  SimTally *t = &s->tally;
  guint64 v;
  JsonObject *wins = member_object (path, o, "wins");
  if (!wins)
    return FALSE;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      if (!member_int (path, wins, (*rules)->player_names[p], &v))
        return FALSE;
      t->wins[p] = (guint)v;
    }
  JsonObject *turns = member_object (path, o, "turns");
  if (!turns)
    return FALSE;
  guint64 games, draws, unfinished, min, max;
  if (!member_int (path, o, "games", &games)
      || !member_int (path, o, "draws", &draws)
      || !member_int (path, o, "unfinished", &unfinished)
      || !member_int (path, o, "decisions", &t->decisions)
      || !member_int (path, turns, "sum", &t->turn_sum)
      || !member_int (path, turns, "sum_squares", &t->turn_sq_sum)
      || !member_int (path, turns, "min", &min)
      || !member_int (path, turns, "max", &max))
    return FALSE;
  t->games = (guint)games;
  t->draws = (guint)draws;
  t->unfinished = (guint)unfinished;
  t->turn_min = (gint)min;
  t->turn_max = (gint)max;
  guint64 counted = t->draws + t->unfinished;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    counted += t->wins[p];
  if (counted != t->games)
    {
      cli_error (CMD,
                 "%s: wins, draws and unfinished add up to %" G_GUINT64_FORMAT
                 ", not to its %u games",
                 path, counted, t->games);
      return FALSE;
    }
  return TRUE;
}

static gint
by_slice (gconstpointer a, gconstpointer b)
{
  const Shard *x = a, *y = b;
  return x->shard_i < y->shard_i ? -1 : x->shard_i > y->shard_i;
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
      "slice, from the same ruleset, edition, seed and --games) into the\n"
      "report one run of all the games prints.",
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
    {
      if (!read_shard (argv[k + 1], &shards[k], &rules))
        rc = CLI_USAGE;
      else if (k > 0
               && (strcmp (shards[k].ruleset, shards[0].ruleset) != 0
                   || strcmp (shards[k].edition, shards[0].edition) != 0
                   || strcmp (shards[k].seed, shards[0].seed) != 0
                   || shards[k].shard_n != shards[0].shard_n))
        {
          cli_error (CMD,
                     "%s: from another run than %s (ruleset, edition, seed "
                     "and N of I/N must be the same)",
                     argv[k + 1], argv[1]);
          rc = CLI_USAGE;
        }
    }
  if (rc == CLI_OK)
    {
      qsort (shards, (gsize)n, sizeof *shards, by_slice);
      /* every slice once, each starting where the one before ended */
      guint64 next = 0;
      for (gint k = 0; k < n && rc == CLI_OK; k++)
        if (shards[k].shard_i != (guint64)k + 1 || shards[k].first != next)
          {
            cli_error (CMD,
                       "the shards do not cover the run: expected slice "
                       "%d/%" G_GUINT64_FORMAT
                       " starting at game %" G_GUINT64_FORMAT
                       ", got %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT
                       " starting at %" G_GUINT64_FORMAT,
                       k + 1, shards[0].shard_n, next, shards[k].shard_i,
                       shards[k].shard_n, shards[k].first);
            rc = CLI_USAGE;
          }
        else
          next += shards[k].tally.games;
      if (rc == CLI_OK && (guint64)n != shards[0].shard_n)
        {
          cli_error (CMD, "%d of %" G_GUINT64_FORMAT " shards given", n,
                     shards[0].shard_n);
          rc = CLI_USAGE;
        }
    }
  if (rc == CLI_OK)
    {
      SimTally all = { 0 };
      for (gint k = 0; k < n; k++)
        sim_tally_add (&all, &shards[k].tally);
      guint64 seed = 0;
      g_ascii_string_to_unsigned (shards[0].seed, 10, 0, G_MAXUINT64, &seed,
                                  NULL);
      if (json)
        sim_print_json (rules, shards[0].edition, seed, &all, NULL, 0);
      else
        sim_print_text (rules, shards[0].edition, seed, &all);
    }
  for (gint k = 0; k < n; k++)
    shard_clear (&shards[k]);
  g_free (shards);
  return rc;
}
