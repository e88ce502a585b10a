/* Playing the games of a sim run, on one thread or on a GLib thread pool.
 * Each game depends only on the master seed and its index, and the tally
 * takes the games in index order, so the report (the floating-point mean
 * too) is the same for any number of threads. */
#include "sim.h"

#include <stdio.h>
#include <unistd.h>

typedef struct
{
  gboolean over;
  gint winner;
  gint turn;
  guint64 decisions;
  char *error; /* NULL when the game ran */
} GameResult;

typedef struct
{
  const HcMatchSetup *setup;
  const HcAgent *agent[HC_MAX_PLAYERS]; /* NULL: random */
  guint64 seed;
  guint first;
  GameResult *results; /* results[k] is game first + k */
  gint done;           /* games finished, atomic */
  /* the progress line on a terminal: the clock is read for it only */
  gboolean progress;
  gint64 start_us, shown_us;
} Run;

static void
show_progress (Run *run, guint total, gboolean last)
{
  if (!run->progress)
    return;
  gint64 now = g_get_monotonic_time ();
  if (!last && now - run->shown_us < 200000)
    return;
  run->shown_us = now;
  if (last)
    {
      fputs ("\r\033[K", stderr);
      return;
    }
  guint done = (guint)g_atomic_int_get (&run->done);
  double secs = (now - run->start_us) / 1e6;
  double rate = secs > 0 ? done / secs : 0;
  char bar[31];
  guint filled = total ? 30 * done / total : 30;
  for (guint k = 0; k < 30; k++)
    bar[k] = k < filled ? '#' : '.';
  bar[30] = '\0';
  fprintf (stderr, "\r[%s] %u/%u games, %.0f/s, %.0f s left\033[K", bar, done,
           total, rate, rate > 0 ? (total - done) / rate : 0.0);
}

static void
play_one (Run *run, guint k)
{
  GameResult *r = &run->results[k];
  guint i = run->first + k;
  guint64 game_seed = hc_match_game_seed (run->seed, i);
  g_autoptr (GError) local = NULL;
  g_autoptr (HcGame) g = hc_match_start (run->setup, game_seed, NULL, &local);
  HcRng agents[HC_MAX_PLAYERS];
  hc_match_agents_seed (agents, game_seed);
  if (!g
      || !hc_match_playout_agents (g, NULL, agents, run->agent,
                                   CLI_MAX_DECISIONS, &r->decisions, &local))
    {
      r->error = g_strdup_printf ("game %u (seed %" G_GUINT64_FORMAT "): %s", i,
                                  game_seed, local->message);
      return;
    }
  r->over = g->over;
  r->winner = g->winner;
  r->turn = g->global[HC_G_TURN];
}

static void
pool_job (gpointer data, gpointer user_data)
{
  /* indices are pushed plus one: a pool job cannot be NULL */
  Run *run = user_data;
  play_one (run, GPOINTER_TO_UINT (data) - 1);
  g_atomic_int_inc (&run->done);
}

static void
tally_game (SimTally *t, const GameResult *r)
{
  if (!r->over || r->winner == HC_NONE)
    t->unfinished++;
  else if (r->winner >= 0 && r->winner < HC_MAX_PLAYERS)
    t->wins[r->winner]++;
  else
    t->draws++;
  t->games++;
  guint64 turn = (guint64)MAX (r->turn, 0);
  t->turn_sum += turn;
  t->turn_sq_sum += turn * turn;
  t->turn_min = t->games == 1 ? r->turn : MIN (t->turn_min, r->turn);
  t->turn_max = t->games == 1 ? r->turn : MAX (t->turn_max, r->turn);
  t->decisions += r->decisions;
}

gboolean
sim_play_games (const HcMatchSetup *s, const HcAgent *agents, guint64 seed,
                guint first, guint games, guint threads, SimTally *t,
                GError **error)
{
  Run run
      = { .setup = s,
          .agent = { agents ? &agents[0] : NULL, agents ? &agents[1] : NULL },
          .seed = seed,
          .first = first,
          .results = g_new0 (GameResult, games) };
  run.progress = games > 1 && isatty (STDERR_FILENO);
  run.start_us = run.shown_us = g_get_monotonic_time ();
  if (threads <= 1 || games == 1)
    for (guint i = 0; i < games; i++)
      {
        play_one (&run, i);
        g_atomic_int_inc (&run.done);
        show_progress (&run, games, FALSE);
      }
  else
    {
      GThreadPool *pool
          = g_thread_pool_new (pool_job, &run, (gint)threads, TRUE, NULL);
      for (guint i = 0; i < games; i++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
      while (run.progress && (guint)g_atomic_int_get (&run.done) < games)
        {
          g_usleep (100000);
          show_progress (&run, games, FALSE);
        }
      g_thread_pool_free (pool, FALSE, TRUE);
    }
  show_progress (&run, games, TRUE);
  gboolean ok = TRUE;
  for (guint i = 0; i < games; i++)
    {
      if (ok && run.results[i].error)
        {
          g_set_error_literal (error, HC_ERROR, HC_ERROR_INVALID,
                               run.results[i].error);
          ok = FALSE;
        }
      if (ok)
        tally_game (t, &run.results[i]);
      g_free (run.results[i].error);
    }
  g_free (run.results);
  return ok;
}

void
sim_tally_add (SimTally *t, const SimTally *u)
{
  if (u->games == 0)
    return;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    t->wins[p] += u->wins[p];
  t->draws += u->draws;
  t->unfinished += u->unfinished;
  t->turn_min = t->games ? MIN (t->turn_min, u->turn_min) : u->turn_min;
  t->turn_max = t->games ? MAX (t->turn_max, u->turn_max) : u->turn_max;
  t->games += u->games;
  t->turn_sum += u->turn_sum;
  t->turn_sq_sum += u->turn_sq_sum;
  t->decisions += u->decisions;
}
