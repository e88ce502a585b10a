/* How long the agents think: every real decision's time, kept whole so a
 * report can give exact percentiles (a sim of 1,000 games makes a few
 * hundred thousand of them, a few megabytes). */
#include "hc-agents.h"

#include <math.h>

struct _HcAgentClock
{
  GMutex lock;
  GArray *us; /* gint64 microseconds, in the order added */
};

HcAgentClock *
hc_agent_clock_new (void)
{
  HcAgentClock *c = g_new0 (HcAgentClock, 1);
  g_mutex_init (&c->lock);
  c->us = g_array_new (FALSE, FALSE, sizeof (gint64));
  return c;
}

void
hc_agent_clock_free (HcAgentClock *c)
{
  if (!c)
    return;
  g_mutex_clear (&c->lock);
  g_array_free (c->us, TRUE);
  g_free (c);
}

void
hc_agent_clock_add (HcAgentClock *c, gint64 microseconds)
{
  g_mutex_lock (&c->lock);
  g_array_append_val (c->us, microseconds);
  g_mutex_unlock (&c->lock);
}

guint
hc_agent_clock_count (HcAgentClock *c)
{
  g_mutex_lock (&c->lock);
  guint n = c->us->len;
  g_mutex_unlock (&c->lock);
  return n;
}

static gint
compare_us (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;
  return (x > y) - (x < y);
}

double
hc_agent_clock_quantile (HcAgentClock *c, double q)
{
  g_mutex_lock (&c->lock);
  double ms = 0.0;
  if (c->us->len)
    {
      g_array_sort (c->us, compare_us);
      /* the nearest rank: the smallest time at or above share q */
      gsize rank = (gsize)ceil (CLAMP (q, 0.0, 1.0) * c->us->len);
      ms = g_array_index (c->us, gint64, MAX (rank, 1) - 1) / 1000.0;
    }
  g_mutex_unlock (&c->lock);
  return ms;
}

GArray *
hc_agent_clock_sorted (HcAgentClock *c)
{
  g_mutex_lock (&c->lock);
  g_array_sort (c->us, compare_us);
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (gint64), c->us->len);
  g_array_append_vals (out, c->us->data, c->us->len);
  g_mutex_unlock (&c->lock);
  return out;
}
