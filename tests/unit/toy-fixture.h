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

#include <string.h>

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

/* Warnings counted instead of printed or fatal (the tests run with
 * G_DEBUG=fatal-warnings), for the tests that overflow on purpose:
 * toy_warnings_begin (), the calls, then toy_warnings_end () gives how
 * many were raised. */
static guint toy_warnings_seen;
static GLogLevelFlags toy_warnings_fatal;
static GLogFunc toy_warnings_old;

static void
toy_warnings_count (const gchar *domain, GLogLevelFlags level, const gchar *msg,
                    gpointer data)
{
  (void)domain;
  (void)msg;
  (void)data;
  if (level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL))
    toy_warnings_seen++;
}

static inline void
toy_warnings_begin (void)
{
  toy_warnings_seen = 0;
  toy_warnings_fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  toy_warnings_old = g_log_set_default_handler (toy_warnings_count, NULL);
}

static inline guint
toy_warnings_end (void)
{
  g_log_set_default_handler (toy_warnings_old, NULL);
  g_log_set_always_fatal (toy_warnings_fatal);
  return toy_warnings_seen;
}

/* The game was stopped by an overflow of `what`: over, no winner, the
 * reason, and its last log entry says so. */
static inline void
toy_assert_overflowed (const HcGame *g, HcCapacity what)
{
  assert_true (g->over);
  assert_int_equal (g->winner, HC_NONE);
  assert_int_equal (g->win_reason, HC_END_OVERFLOW);
  assert_true (g->log_len > 0);
  const HcLogEntry *e = &hc_log_entries (g->log)[g->log_len - 1];
  assert_int_equal (e->msg, HC_MSG_OVERFLOW);
  assert_int_equal (e->arg[0], what);
  assert_int_equal (e->arg[1], hc_capacity_size (what));
  assert_string_equal (hc_log_kind_name (g, e), "overflow");
  g_autoptr (GString) text = g_string_new (NULL);
  hc_log_render_text (g, e, text);
  assert_non_null (strstr (text->str, hc_capacity_name (what)));
  toy_assert_valid (g);
  /* still a value: its clone hashes the same */
  g_autoptr (HcGame) c = hc_game_clone (g);
  assert_int_equal (hc_game_hash (c), hc_game_hash (g));
  assert_int_equal (hc_game_hash_portable (c), hc_game_hash (g));
}
