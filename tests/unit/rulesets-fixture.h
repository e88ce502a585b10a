/* The cmocka fixture of the unit tests that play the real rulesets (not
 * the toy one of toy-fixture.h): every ruleset registered and its cards
 * loaded once, before the group's tests. */
#pragma once

/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "hc-rulesets.h"
#include "hc-save.h"

/* The rulesets registered and their data loaded, or the test fails with
 * the loader's message. */
static inline void
rulesets_fixture_init (void)
{
  g_autoptr (GError) error = NULL;
  if (!hc_rulesets_init (&error))
    fail_msg ("%s", error->message);
}

/* cmocka group setup doing only that. */
static inline int
rulesets_fixture_setup (void **state)
{
  (void)state;
  rulesets_fixture_init ();
  return 0;
}

/* A game of ruleset r's latest edition with its default decks, from seed,
 * and its record in *rec_out unless rec_out is NULL; the test fails with
 * the loader's message if it cannot start. */
static inline HcGame *
rulesets_fixture_game_record (const HcRuleset *r, guint64 seed,
                              HcRecord **rec_out)
{
  const HcCardDb *db = hc_rulesets_cards (r, NULL);
  g_autoptr (HcRecord) rec = hc_record_new (
      r->id, hc_ruleset_edition (r, (gint)r->editions->len - 1)->id, seed);
  g_autoptr (GError) error = NULL;
  if (!hc_record_add_default_decks (rec, r, db, &error))
    fail_msg ("%s", error->message);
  HcGame *g = hc_record_start (rec, db, &error);
  if (!g)
    fail_msg ("%s", error->message);
  if (rec_out)
    *rec_out = g_steal_pointer (&rec);
  return g;
}

static inline HcGame *
rulesets_fixture_game (const HcRuleset *r, guint64 seed)
{
  return rulesets_fixture_game_record (r, seed, NULL);
}
