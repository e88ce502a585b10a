/* holocron sim --compare: the same seeds played under two editions.  Win
 * shares get Wilson score intervals (they stay inside 0-100% for small
 * runs); a difference of shares or of mean turns gets a normal-approximation
 * interval with the two runs' variances added. */
#include "sim.h"

#include <math.h>

#define Z95 1.959963984540054

typedef struct
{
  double value, low, high;
} Estimate;

static Estimate
wilson (guint k, guint n)
{
  Estimate e = { 0 };
  if (n == 0)
    return e;
  double p = (double)k / n, z2 = Z95 * Z95;
  double denom = 1.0 + z2 / n;
  double centre = (p + z2 / (2.0 * n)) / denom;
  double half = Z95 * sqrt (p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
  e.value = 100.0 * p;
  /* exact at the ends, where rounding would leave a trace of 1e-16 */
  e.low = k == 0 ? 0.0 : 100.0 * MAX (0.0, centre - half);
  e.high = k == n ? 100.0 : 100.0 * MIN (1.0, centre + half);
  return e;
}

void
sim_wilson (guint k, guint n, double *value, double *low, double *high)
{
  Estimate e = wilson (k, n);
  *value = e.value;
  *low = e.low;
  *high = e.high;
}

static Estimate
share_difference (guint ka, guint kb, guint n)
{
  double pa = n ? (double)ka / n : 0, pb = n ? (double)kb / n : 0;
  double se = n ? sqrt (pa * (1 - pa) / n + pb * (1 - pb) / n) : 0;
  Estimate e = { 100.0 * (pb - pa), 100.0 * (pb - pa - Z95 * se),
                 100.0 * (pb - pa + Z95 * se) };
  return e;
}

static Estimate
mean_turns (const SimTally *t)
{
  double half = t->games ? Z95 * sim_turn_sd (t) / sqrt (t->games) : 0;
  double mean = sim_turn_mean (t);
  Estimate e = { mean, mean - half, mean + half };
  return e;
}

static Estimate
turns_difference (const SimTally *a, const SimTally *b)
{
  double sa = sim_turn_sd (a), sb = sim_turn_sd (b);
  double se = sqrt ((a->games ? sa * sa / a->games : 0)
                    + (b->games ? sb * sb / b->games : 0));
  double d = sim_turn_mean (b) - sim_turn_mean (a);
  Estimate e = { d, d - Z95 * se, d + Z95 * se };
  return e;
}

typedef struct
{
  char *name;
  Estimate a, b, diff;
  gboolean percent;
} Row;

static void
print_row_text (const Row *r)
{
  const char *u = r->percent ? "%" : "";
  g_autofree char *a = g_strdup_printf ("%.1f%s [%.1f, %.1f]", r->a.value, u,
                                        r->a.low, r->a.high);
  g_autofree char *b = g_strdup_printf ("%.1f%s [%.1f, %.1f]", r->b.value, u,
                                        r->b.low, r->b.high);
  /* an interval that leaves out 0 is a difference the run can tell */
  gboolean clear = r->diff.low > 0 || r->diff.high < 0;
  g_autofree char *d
      = g_strdup_printf ("%+.1f [%+.1f, %+.1f]%s", r->diff.value, r->diff.low,
                         r->diff.high, clear ? " *" : "");
  printf ("  %-18s %-24s %-24s %s\n", r->name, a, b, d);
}

static void
add_estimate (JsonBuilder *j, const char *name, const Estimate *e)
{
  json_builder_set_member_name (j, name);
  json_builder_begin_object (j);
  cli_json_double (j, "value", e->value);
  cli_json_double (j, "low", e->low);
  cli_json_double (j, "high", e->high);
  json_builder_end_object (j);
}

void
sim_compare_report (const HcRuleset *r, const char *edition_a,
                    const char *edition_b, guint64 seed, const SimTally *ta,
                    const SimTally *tb, gboolean json)
{
  guint n = ta->games;
  Row rows[HC_MAX_PLAYERS + 3];
  gint nrows = 0;
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    rows[nrows++]
        = (Row){ g_strdup_printf ("%s wins", r->player_names[p]),
                 wilson (ta->wins[p], n), wilson (tb->wins[p], n),
                 share_difference (ta->wins[p], tb->wins[p], n), TRUE };
  rows[nrows++]
      = (Row){ g_strdup ("draws"), wilson (ta->draws, n), wilson (tb->draws, n),
               share_difference (ta->draws, tb->draws, n), TRUE };
  rows[nrows++]
      = (Row){ g_strdup ("unfinished"), wilson (ta->unfinished, n),
               wilson (tb->unfinished, n),
               share_difference (ta->unfinished, tb->unfinished, n), TRUE };
  rows[nrows++] = (Row){ g_strdup ("turns (mean)"), mean_turns (ta),
                         mean_turns (tb), turns_difference (ta, tb), FALSE };

  if (json)
    {
      g_autoptr (JsonBuilder) j = json_builder_new ();
      json_builder_begin_object (j);
      cli_json_string (j, "ruleset", r->id);
      json_builder_set_member_name (j, "seed");
      g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
      json_builder_add_string_value (j, seed_text);
      cli_json_int (j, "games", n);
      json_builder_set_member_name (j, "editions");
      json_builder_begin_array (j);
      json_builder_add_string_value (j, edition_a);
      json_builder_add_string_value (j, edition_b);
      json_builder_end_array (j);
      json_builder_set_member_name (j, "rows");
      json_builder_begin_array (j);
      for (gint i = 0; i < nrows; i++)
        {
          json_builder_begin_object (j);
          cli_json_string (j, "name", rows[i].name);
          json_builder_set_member_name (j, "unit");
          json_builder_add_string_value (j,
                                         rows[i].percent ? "percent" : "turns");
          add_estimate (j, "a", &rows[i].a);
          add_estimate (j, "b", &rows[i].b);
          add_estimate (j, "difference", &rows[i].diff);
          json_builder_end_object (j);
        }
      json_builder_end_array (j);
      json_builder_end_object (j);
      cli_print_json (j);
    }
  else
    {
      printf ("holocron sim: %u games of %s under two editions, seed "
              "%" G_GUINT64_FORMAT " (the same game seeds under both)\n",
              n, r->id, seed);
      printf ("  A = %s, B = %s; 95%% intervals in brackets\n\n", edition_a,
              edition_b);
      printf ("  %-18s %-24s %-24s %s\n", "", "A", "B", "B - A");
      for (gint i = 0; i < nrows; i++)
        print_row_text (&rows[i]);
      printf ("\n  * the interval of the difference leaves out 0\n");
    }
  for (gint i = 0; i < nrows; i++)
    g_free (rows[i].name);
}
