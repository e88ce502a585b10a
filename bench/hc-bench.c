#include "hc-bench.h"

#include <sys/resource.h>
#include <time.h>

/* long enough that timer resolution and one-off costs vanish */
#define MIN_OP_NS 200000000.0
#define OP_BATCH 4096

static double
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static glong
peak_rss_kib (void)
{
  struct rusage ru;
  return getrusage (RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : 0;
}

gboolean
hc_bench_games (const HcMatchSetup *s, guint games, guint64 seed,
                guint64 max_decisions, HcBenchResult *res, GError **error)
{
  guint64 longest = 0;
  double t0 = now_ns ();
  for (guint i = 0; i < games; i++)
    {
      guint64 game_seed = hc_match_game_seed (seed, i);
      guint64 a0 = 0, a1 = 0, a2 = 0;
      res->counted = hc_bench_allocations (&a0);
      g_autoptr (HcGame) g = hc_match_start (s, game_seed, NULL, error);
      if (!g)
        return FALSE;
      HcRng agents[HC_MAX_PLAYERS];
      hc_match_agents_seed (agents, game_seed);
      hc_bench_allocations (&a1);
      guint64 n = 0;
      if (!hc_match_playout (g, NULL, agents, max_decisions, &n, error))
        return FALSE;
      hc_bench_allocations (&a2);
      res->setup_allocs += a1 - a0;
      res->play_allocs += a2 - a1;
      guint64 log_bytes = (guint64)g->log_len * sizeof (HcLogEntry);
      res->log_bytes_max = MAX (res->log_bytes_max, log_bytes);
      res->decisions += n;
      if (n > longest)
        {
          longest = n;
          res->longest_seed = game_seed;
        }
      res->unfinished += !g->over || g->winner == HC_NONE;
    }
  res->seconds = (now_ns () - t0) / 1e9;
  res->games = games;
  res->peak_rss_kib = peak_rss_kib ();
  return TRUE;
}

static HcGame *
mid_game (const HcMatchSetup *s, guint64 seed, guint64 max_decisions,
          GError **error)
{
  HcRng agents[HC_MAX_PLAYERS];
  g_autoptr (HcGame) whole = hc_match_start (s, seed, NULL, error);
  if (!whole)
    return NULL;
  hc_match_agents_seed (agents, seed);
  guint64 total = 0;
  if (!hc_match_playout (whole, NULL, agents, max_decisions, &total, error))
    return NULL;
  /* the same seed replays the same game; stop it halfway */
  HcGame *g = hc_match_start (s, seed, NULL, error);
  if (!g)
    return NULL;
  hc_match_agents_seed (agents, seed);
  if (!hc_match_playout (g, NULL, agents, total / 2, NULL, error))
    {
      hc_game_free (g);
      return NULL;
    }
  hc_game_advance (g);
  return g;
}

gboolean
hc_bench_state_ops (const HcMatchSetup *s, guint64 seed, guint64 max_decisions,
                    HcBenchResult *res, GError **error)
{
  g_autoptr (HcGame) g = mid_game (s, seed, max_decisions, error);
  if (!g)
    return FALSE;
  res->mid_turn = g->global[HC_G_TURN];
  res->mid_decision = g->n_choices;
  res->state_bytes = sizeof (HcGame);

  guint64 n = 0;
  double t0 = now_ns (), t = 0;
  do
    {
      for (guint i = 0; i < OP_BATCH; i++)
        hc_game_free (hc_game_clone (g));
      n += OP_BATCH;
    }
  while ((t = now_ns () - t0) < MIN_OP_NS);
  res->clone_ns = t / (double)n;

  g_autoptr (HcGame) dst = hc_game_clone (g);
  n = 0;
  t0 = now_ns ();
  do
    {
      for (guint i = 0; i < OP_BATCH; i++)
        hc_game_copy_into (dst, g);
      n += OP_BATCH;
    }
  while ((t = now_ns () - t0) < MIN_OP_NS);
  res->copy_ns = t / (double)n;

  /* the sink keeps the compiler from dropping the calls */
  volatile guint64 sink = 0;
  n = 0;
  t0 = now_ns ();
  do
    {
      for (guint i = 0; i < OP_BATCH; i++)
        sink ^= hc_game_hash (g);
      n += OP_BATCH;
    }
  while ((t = now_ns () - t0) < MIN_OP_NS);
  res->hash_ns = t / (double)n;
  (void)sink;
  return TRUE;
}
