/* Computer players think in a pool of worker threads, each on a copy of
 * the game with a scratch log, so the main loop never waits for them and
 * the shared log is never touched off the loop.  The answer comes back to
 * the loop, which checks that it still answers the pending decision. */
#include "server-internal.h"

typedef struct
{
  Server *srv;
  guint room;
  guint epoch;
  guint decisions;
  HcAgent agent;
  HcRng rng;
  HcGame *copy;
  guint32 option;
} Job;

static gboolean
deliver (gpointer data)
{
  Job *j = data;
  Room *r = j->srv->stopping ? NULL
                             : g_hash_table_lookup (j->srv->rooms,
                                                    GUINT_TO_POINTER (j->room));
  if (r)
    hc_room_apply_computer (r, j->epoch, j->decisions, j->option);
  hc_game_free (j->copy);
  g_free (j);
  return G_SOURCE_REMOVE;
}

static void
think (gpointer data, gpointer unused)
{
  (void)unused;
  Job *j = data;
  j->option = hc_agent_choose (&j->agent, j->copy, &j->rng);
  g_main_context_invoke (NULL, deliver, j);
}

GThreadPool *
hc_think_pool_new (void)
{
  gint threads = CLAMP ((gint)g_get_num_processors () - 1, 1, 8);
  return g_thread_pool_new (think, NULL, threads, FALSE, NULL);
}

void
hc_think_start (Room *r)
{
  gint player = r->g->decision.player;
  Job *j = g_new0 (Job, 1);
  j->srv = r->srv;
  j->room = r->id;
  j->epoch = r->epoch;
  j->decisions = r->decisions;
  j->agent = r->agent;
  j->copy = hc_game_clone (r->g);
  /* the copy's log is its own: the real one is not thread-safe */
  hc_log_unref (j->copy->log);
  j->copy->log = hc_log_new ();
  j->copy->log_len = 0;
  /* the computer's generator moves on the loop, so the same game with the
   * same answers replays the same way */
  guint64 hi = hc_rng_next (&r->rng[player]);
  hc_rng_seed (&j->rng, hi << 32 | hc_rng_next (&r->rng[player]), r->decisions);
  r->thinking = TRUE;
  g_thread_pool_push (r->srv->pool, j, NULL);
}
