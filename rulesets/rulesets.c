#include "hc-rulesets.h"
#include "lcg/lcg.h"
#include "wotc/wotc.h"

static GHashTable *card_dbs; /* ruleset -> HcCardDb* */

gboolean
hc_rulesets_init (GError **error)
{
  static gboolean done;
  if (done)
    return TRUE;
  HcRuleset *all[] = { wotc_ruleset (), lcg_ruleset () };
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *dir
          = g_build_filename (hc_rulesets_dir (), all[i]->id, "editions", NULL);
      if (!hc_ruleset_load_editions (all[i], dir, error))
        return FALSE;
      hc_ruleset_register (all[i]);
    }
  done = TRUE;
  return TRUE;
}

const HcCardDb *
hc_rulesets_cards (const HcRuleset *r, GError **error)
{
  if (!card_dbs)
    card_dbs = g_hash_table_new (NULL, NULL);
  HcCardDb *db = g_hash_table_lookup (card_dbs, r);
  if (db)
    return db;
  db = r->load_cards (hc_data_dir (), error);
  if (db)
    g_hash_table_insert (card_dbs, (gpointer)r, db);
  return db;
}
