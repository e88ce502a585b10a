/* The cmocka fixture most core unit tests share: the toy card database and
 * one toy game (empty or started, with or without a record), plus the
 * assertions they all make.  Header-only because the toy ruleset library
 * itself must build without cmocka. */
#pragma once

/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "toy-ruleset.h"

typedef struct
{
  HcCardDb *db;
  HcGame *g;
  HcRecord *rec; /* NULL unless asked for */
} ToyFixture;

/* An unstarted game with no cards (toy_game_empty). */
static inline ToyFixture *
toy_fixture_empty (guint64 seed)
{
  ToyFixture *f = g_new0 (ToyFixture, 1);
  f->db = toy_cards ();
  f->g = toy_game_empty (f->db, seed);
  return f;
}

/* A started game (toy_game_new), keeping its record when with_record. */
static inline ToyFixture *
toy_fixture_started (guint64 seed, gboolean with_record)
{
  ToyFixture *f = g_new0 (ToyFixture, 1);
  f->db = toy_cards ();
  f->g = toy_game_new (f->db, seed, with_record ? &f->rec : NULL);
  return f;
}

/* cmocka teardown for a ToyFixture in *state. */
static inline int
toy_fixture_teardown (void **state)
{
  ToyFixture *f = *state;
  hc_game_free (f->g);
  if (f->rec)
    hc_record_free (f->rec);
  hc_card_db_free (f->db);
  g_free (f);
  return 0;
}

static inline void
toy_choose (HcGame *g, guint32 id)
{
  g_autoptr (GError) error = NULL;
  if (!hc_game_choose (g, id, &error))
    fail_msg ("choosing %u: %s", id, error->message);
}

static inline void
toy_assert_valid (const HcGame *g)
{
  g_autoptr (GError) error = NULL;
  if (!hc_check_invariants (g, &error))
    fail_msg ("%s", error->message);
}
