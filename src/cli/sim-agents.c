/* holocron sim --compare A,B with two agents: every game seed is played
 * twice, A as the Dark Side against B, then B as the Dark Side against A,
 * so neither agent gains from a side's edge or from a lucky deal. */
#include "agent-flags.h"
#include "sim.h"

typedef struct
{
  double value, low, high;
} Share;

static Share
share_of (guint k, guint n)
{
  Share s;
  sim_wilson (k, n, &s.value, &s.low, &s.high);
  return s;
}

static void
json_share (JsonBuilder *j, const char *name, Share s)
{
  json_builder_set_member_name (j, name);
  json_builder_begin_object (j);
  cli_json_double (j, "value", s.value);
  cli_json_double (j, "low", s.low);
  cli_json_double (j, "high", s.high);
  json_builder_end_object (j);
}

static void
json_think (JsonBuilder *j, const char *name, HcAgentClock *c)
{
  json_builder_set_member_name (j, name);
  json_builder_begin_object (j);
  cli_json_int (j, "decisions", hc_agent_clock_count (c));
  cli_json_double (j, "median", hc_agent_clock_quantile (c, 0.5));
  cli_json_double (j, "p99", hc_agent_clock_quantile (c, 0.99));
  json_builder_end_object (j);
}

static void
print_think (const char *who, HcAgentClock *c)
{
  printf ("  %s: median %.1f, 99th percentile %.1f, over %u decisions\n", who,
          hc_agent_clock_quantile (c, 0.5), hc_agent_clock_quantile (c, 0.99),
          hc_agent_clock_count (c));
}

/* a JSON report's first members: which run (games_per_seating in a whole
 * run's report, not in a slice's) and which agents */
static JsonBuilder *
begin_run (const HcRuleset *r, const char *edition, guint64 seed, guint games,
           const char *name_a, const char *name_b)
{
  JsonBuilder *j = json_builder_new ();
  json_builder_begin_object (j);
  cli_json_string (j, "ruleset", r->id);
  cli_json_string (j, "edition", edition);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  cli_json_string (j, "seed", seed_text);
  if (games)
    cli_json_int (j, "games_per_seating", games);
  cli_json_string (j, "a", name_a);
  cli_json_string (j, "b", name_b);
  return j;
}

/* the thinking times of a slice, every one in whole microseconds (sorted,
 * so a merge needs no order): exact quantiles over all the slices, which
 * a histogram's buckets would only approach */
static void
json_think_us (JsonBuilder *j, const char *name, HcAgentClock *c)
{
  g_autoptr (GArray) us = hc_agent_clock_sorted (c);
  json_builder_set_member_name (j, name);
  json_builder_begin_array (j);
  for (guint k = 0; k < us->len; k++)
    json_builder_add_int_value (j, g_array_index (us, gint64, k));
  json_builder_end_array (j);
}

static void
print_shard (const HcMatchSetup *s, guint64 seed, const SimSlice *slice,
             const char *name_a, const char *name_b, const SimTally t[2],
             HcAgentClock *clock_a, HcAgentClock *clock_b)
{
  g_autoptr (JsonBuilder) j
      = begin_run (s->rules, s->edition, seed, 0, name_a, name_b);
  sim_json_slice (j, slice);
  /* each seating's whole tally: its exact sums add up in the merge */
  json_builder_set_member_name (j, "seatings");
  json_builder_begin_array (j);
  for (gint k = 0; k < 2; k++)
    {
      json_builder_begin_object (j);
      sim_json_tally (j, s->rules, &t[k]);
      json_builder_end_object (j);
    }
  json_builder_end_array (j);
  if (clock_a)
    {
      json_think_us (j, "a_think_us", clock_a);
      json_think_us (j, "b_think_us", clock_b);
    }
  json_builder_end_object (j);
  gsize len = cli_print_json (j);
  /* printed all the same: hours of games are not thrown away */
  if (len > SIM_SHARD_MAX_BYTES)
    fprintf (stderr,
             "holocron sim: warning: this slice's report is %" G_GSIZE_FORMAT
             " bytes, more than `sim merge` reads (%u): cut the run into more "
             "slices\n",
             len, SIM_SHARD_MAX_BYTES);
}

int
sim_compare_agents (const HcMatchSetup *s, const HcAgent *a, const HcAgent *b,
                    guint64 seed, const SimSlice *slice, guint games,
                    guint threads, gboolean json)
{
  /* the levels' thinking time is reported (the older agents' reports stay
   * as they were: a time is never the same twice) */
  gboolean timed
      = hc_agent_kind_is_level (a->kind) || hc_agent_kind_is_level (b->kind);
  g_autoptr (HcAgentClock) clock_a = timed ? hc_agent_clock_new () : NULL;
  g_autoptr (HcAgentClock) clock_b = timed ? hc_agent_clock_new () : NULL;
  HcAgent ta = *a, tb = *b;
  ta.clock = clock_a;
  tb.clock = clock_b;
  /* seating 0: A dark, B light; seating 1: B dark, A light */
  HcAgent seat[2][HC_MAX_PLAYERS] = { { ta, tb }, { tb, ta } };
  SimTally t[2] = { { 0 }, { 0 } };
  guint first = slice ? slice->first : 0, count = slice ? slice->count : games;
  g_autoptr (GError) err = NULL;
  for (gint k = 0; k < 2; k++)
    if (!sim_play_games (s, seat[k], seed, first, count, threads, &t[k], &err))
      {
        cli_error ("sim", "%s", err->message);
        return CLI_FAILED;
      }
  g_autofree char *name_a = cli_agent_describe (a);
  g_autofree char *name_b = cli_agent_describe (b);
  if (slice)
    print_shard (s, seed, slice, name_a, name_b, t, clock_a, clock_b);
  else
    sim_agents_report (s->rules, s->edition, seed, games, name_a, name_b, t,
                       clock_a, clock_b, json);
  return CLI_OK;
}

void
sim_agents_report (const HcRuleset *r, const char *edition, guint64 seed,
                   guint games, const char *name_a, const char *name_b,
                   const SimTally t[2], HcAgentClock *clock_a,
                   HcAgentClock *clock_b, gboolean json)
{
  gboolean timed = clock_a && clock_b;
  /* A is player 0 in seating 0 and player 1 in seating 1 */
  guint a_wins[2] = { t[0].wins[0], t[1].wins[1] };
  guint b_wins[2] = { t[0].wins[1], t[1].wins[0] };
  guint total = 2 * games;
  Share a_all = share_of (a_wins[0] + a_wins[1], total);
  Share b_all = share_of (b_wins[0] + b_wins[1], total);
  const char *const *side = r->player_names;
  if (json)
    {
      g_autoptr (JsonBuilder) j
          = begin_run (r, edition, seed, games, name_a, name_b);
      json_builder_set_member_name (j, "seatings");
      json_builder_begin_array (j);
      for (gint k = 0; k < 2; k++)
        {
          json_builder_begin_object (j);
          cli_json_string (j, "a_plays", side[k]);
          cli_json_int (j, "a_wins", a_wins[k]);
          cli_json_int (j, "b_wins", b_wins[k]);
          cli_json_int (j, "draws", t[k].draws);
          cli_json_int (j, "unfinished", t[k].unfinished);
          cli_json_double (j, "turns_mean", sim_turn_mean (&t[k]));
          json_builder_end_object (j);
        }
      json_builder_end_array (j);
      json_share (j, "a_share", a_all);
      json_share (j, "b_share", b_all);
      if (timed)
        {
          json_think (j, "a_think_ms", clock_a);
          json_think (j, "b_think_ms", clock_b);
        }
      json_builder_end_object (j);
      cli_print_json (j);
      return;
    }
  printf ("holocron sim: %s, edition %s, seed %" G_GUINT64_FORMAT
          ", %u game seeds played in both seatings\n",
          r->id, edition, seed, games);
  printf ("  A = %s\n  B = %s\n\n", name_a, name_b);
  printf ("  %-22s %8s %8s %8s %10s %7s\n", "A plays", "A wins", "B wins",
          "draws", "unfinished", "turns");
  for (gint k = 0; k < 2; k++)
    printf ("  %-22s %8u %8u %8u %10u %7.2f\n", side[k], a_wins[k], b_wins[k],
            t[k].draws, t[k].unfinished, sim_turn_mean (&t[k]));
  printf ("\n  A won %.1f%% of %u games [95%% interval %.1f, %.1f]\n",
          a_all.value, total, a_all.low, a_all.high);
  printf ("  B won %.1f%% of %u games [95%% interval %.1f, %.1f]\n",
          b_all.value, total, b_all.low, b_all.high);
  if (timed)
    {
      printf ("\n  thinking time per decision with a choice (ms):\n");
      print_think ("A", clock_a);
      print_think ("B", clock_b);
    }
}
