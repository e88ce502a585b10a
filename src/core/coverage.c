#include "hc-coverage.h"

struct _HcCoverage
{
  /* card name -> the parts that ran, a bit each (a guint64 in the
   * pointer: names of one card data set, never freed while it records) */
  GHashTable *ran;
};

HcCoverage *hc_coverage_recorder;

HcCoverage *
hc_coverage_new (void)
{
  HcCoverage *c = g_new0 (HcCoverage, 1);
  c->ran = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return c;
}

void
hc_coverage_free (HcCoverage *c)
{
  if (!c)
    return;
  if (hc_coverage_recorder == c)
    hc_coverage_recorder = NULL;
  g_hash_table_unref (c->ran);
  g_free (c);
}

void
hc_coverage_record (HcCoverage *c)
{
  hc_coverage_recorder = c;
}

void
hc_coverage_note_def (const HcCardDef *def, guint part)
{
  HcCoverage *c = hc_coverage_recorder;
  if (!c || !def || !def->name || part >= 64)
    return;
  guint64 *bits = g_hash_table_lookup (c->ran, def->name);
  if (!bits)
    {
      bits = g_new0 (guint64, 1);
      g_hash_table_insert (c->ran, g_strdup (def->name), bits);
    }
  *bits |= G_GUINT64_CONSTANT (1) << part;
}

guint64
hc_coverage_ran (const HcCoverage *c, const char *name)
{
  const guint64 *bits = c ? g_hash_table_lookup (c->ran, name) : NULL;
  return bits ? *bits : 0;
}
