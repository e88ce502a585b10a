/* Saved games: a round trip keeps the value (and so the hash), and a
 * damaged file is refused whole with a message naming the file. */
#include "playout.h"
#include "toy-fixture.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

typedef ToyFixture Fixture;

static void
choose (HcGame *g, HcRecord *rec, guint32 id)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = rec ? hc_record_choose (rec, g, id, &error)
                    : hc_game_choose (g, id, &error);
  if (!ok)
    fail_msg ("choosing %u: %s", id, error->message);
}

/* some decisions in, with a play on the table and pending effects */
static int
setup (void **state)
{
  Fixture *f = toy_fixture_started (21, TRUE);
  for (gint i = 0; i < 6; i++)
    {
      const HcDecision *d = hc_game_advance (f->g);
      choose (f->g, f->rec, d->option[d->n_options - 1].id);
    }
  hc_game_advance (f->g);
  assert_true (f->g->n_effects > 0);
  hc_game_force_dice (f->g, (const guint8[]){ 6, 1, 3 }, 3);
  *state = f;
  return 0;
}

static HcGame *
round_trip (const HcGame *g, const HcRecord *rec, const HcCardDb *db,
            HcRecord **rec_out)
{
  g_autofree char *text = hc_save_to_string (g, rec);
  g_autoptr (GError) error = NULL;
  HcGame *l
      = hc_save_from_string ("round-trip.json", text, db, rec_out, &error);
  if (!l)
    fail_msg ("%s", error->message);
  assert_int_equal (hc_game_hash (l), hc_game_hash (g));
  return l;
}

static void
a_round_trip_keeps_the_value (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) l = round_trip (f->g, f->rec, f->db, &rec);
  assert_int_equal (l->n_cards, f->g->n_cards);
  assert_memory_equal (l->card, f->g->card, sizeof l->card);
  assert_memory_equal (l->frame, f->g->frame,
                       f->g->n_frames * sizeof (HcFrame));
  assert_memory_equal (l->effect, f->g->effect,
                       f->g->n_effects * sizeof (HcEffect));
  assert_int_equal (l->n_forced, 3);
  assert_int_equal (hc_game_roll_die (l, 0), 6);
  assert_int_equal (l->log_len, f->g->log_len);
  assert_memory_equal (hc_log_entries (l->log), hc_log_entries (f->g->log),
                       l->log_len * sizeof (HcLogEntry));
  assert_non_null (rec);
  assert_string_equal (rec->ruleset, "toy");
  assert_string_equal (rec->edition, "toy-2025");
  assert_int_equal (rec->seed, 21);
  assert_int_equal (rec->choices->len, 6);
  assert_memory_equal (rec->choices->data, f->rec->choices->data,
                       6 * sizeof (guint32));
  assert_memory_equal (rec->hashes->data, f->rec->hashes->data,
                       6 * sizeof (guint64));
  assert_int_equal (rec->deck[1]->len, 12);
  assert_string_equal (rec->deck[1]->pdata[0], "Card 5");
}

/* a save with no record loads, and says it has none */
static void
a_save_without_a_record (void **state)
{
  Fixture *f = *state;
  HcRecord *rec = f->rec; /* any value: it is overwritten */
  g_autofree char *text = hc_save_to_string (f->g, NULL);
  g_autoptr (HcGame) l = hc_save_from_string ("x", text, f->db, &rec, NULL);
  assert_non_null (l);
  assert_null (rec);
  assert_int_equal (hc_game_hash (l), hc_game_hash (f->g));
}

/* The loaded game must not only hash the same but play on the same. */
static void
a_loaded_game_plays_on_identically (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) l = round_trip (f->g, f->rec, f->db, NULL);
  for (gint i = 0; i < 200; i++)
    {
      const HcDecision *d = hc_game_advance (f->g);
      const HcDecision *dl = hc_game_advance (l);
      assert_int_equal (hc_game_hash (l), hc_game_hash (f->g));
      if (!d)
        {
          assert_null (dl);
          return;
        }
      guint32 id = d->option[i % d->n_options].id;
      choose (f->g, NULL, id);
      choose (l, NULL, id);
    }
}

/* A save made after a choice, before the rules act on it (an autosave
 * after each click), must keep the chosen option. */
static void
a_save_between_choice_and_advance_keeps_the_choice (void **state)
{
  Fixture *f = *state;
  const HcDecision *d = hc_game_advance (f->g);
  gint tries = 0;
  /* reach a window where a card can be played */
  while (d && (d->kind != TOY_DEC_WINDOW || d->n_options < 2) && tries++ < 50)
    {
      choose (f->g, NULL, d->option[0].id);
      d = hc_game_advance (f->g);
    }
  assert_non_null (d);
  assert_int_equal (d->kind, TOY_DEC_WINDOW);
  assert_true (d->n_options >= 2);
  choose (f->g, NULL, d->option[1].id);
  g_autoptr (HcGame) l = round_trip (f->g, f->rec, f->db, NULL);
  hc_game_advance (f->g);
  hc_game_advance (l);
  assert_int_equal (hc_game_hash (l), hc_game_hash (f->g));
}

static void
saves_at_the_start_and_the_end (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) start = toy_game_new (f->db, 4, &rec);
  g_autoptr (HcGame) l = round_trip (start, rec, f->db, NULL);
  assert_false (l->over);
  assert_int_equal (l->decision.player, HC_NONE);
  while (hc_game_advance (start))
    choose (start, rec, start->decision.option[0].id);
  assert_true (start->over);
  g_autoptr (HcGame) end = round_trip (start, rec, f->db, NULL);
  assert_true (end->over);
  assert_int_equal (end->winner, start->winner);
  assert_null (hc_game_advance (end));
  g_autoptr (GError) error = NULL;
  assert_true (hc_check_invariants (end, &error));
}

static void
files_are_written_and_read (void **state)
{
  Fixture *f = *state;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-save-XXXXXX", &error);
  assert_non_null (dir);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  assert_true (hc_save_write (path, f->g, f->rec, &error));
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) l = hc_save_read (path, f->db, &rec, &error);
  assert_non_null (l);
  assert_int_equal (hc_game_hash (l), hc_game_hash (f->g));
  assert_int_equal (g_remove (path), 0);

  g_autoptr (HcGame) missing = hc_save_read (path, f->db, NULL, &error);
  assert_null (missing);
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_IO));
  assert_non_null (strstr (error->message, path));
  g_clear_error (&error);

  g_autofree char *nodir = g_build_filename (dir, "no", "such", "x.json", NULL);
  assert_false (hc_save_write (nodir, f->g, f->rec, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_IO));
  assert_non_null (strstr (error->message, nodir));
  g_rmdir (dir);
}

/* ---- damaged saves ---- */

typedef void (*Damage) (JsonObject *top);

static char *
damaged (const char *text, Damage damage)
{
  g_autoptr (JsonParser) p = json_parser_new ();
  assert_true (json_parser_load_from_data (p, text, -1, NULL));
  JsonNode *root = json_parser_get_root (p);
  damage (json_node_get_object (root));
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

static JsonArray *
state_array (JsonObject *top, const char *name)
{
  JsonObject *st = json_object_get_object_member (top, "state");
  return json_object_get_array_member (st, name);
}

static void
wrong_format (JsonObject *top)
{
  json_object_set_string_member (top, "format", "some-other-save");
}

static void
future_version (JsonObject *top)
{
  json_object_set_int_member (top, "version", HC_SAVE_VERSION + 1);
}

static void
unknown_ruleset (JsonObject *top)
{
  json_object_set_string_member (top, "ruleset", "chess");
}

static void
unknown_edition (JsonObject *top)
{
  json_object_set_string_member (top, "edition", "toy-1999");
}

/* a legal value that is not the saved one: only the hash can tell */
static void
changed_number (JsonObject *top)
{
  JsonArray *globals = state_array (top, "globals");
  gint64 turn = json_array_get_int_element (globals, HC_G_TURN);
  JsonArray *copy = json_array_new ();
  for (guint i = 0; i < json_array_get_length (globals); i++)
    json_array_add_int_element (
        copy,
        i == HC_G_TURN ? turn + 1 : json_array_get_int_element (globals, i));
  json_object_set_array_member (json_object_get_object_member (top, "state"),
                                "globals", copy);
}

static JsonArray *
copy_card_with (JsonArray *card, guint index, JsonNode *value)
{
  JsonArray *copy = json_array_new ();
  for (guint i = 0; i < json_array_get_length (card); i++)
    json_array_add_element (
        copy, i == index ? json_node_copy (value)
                         : json_node_copy (json_array_get_element (card, i)));
  return copy;
}

static void
replace_card0_field (JsonObject *top, guint index, JsonNode *value)
{
  JsonArray *cards = state_array (top, "cards");
  JsonArray *card0 = json_array_get_array_element (cards, 0);
  JsonArray *copy = copy_card_with (card0, index, value);
  JsonArray *all = json_array_new ();
  json_array_add_array_element (all, copy);
  for (guint i = 1; i < json_array_get_length (cards); i++)
    json_array_add_element (all,
                            json_node_copy (json_array_get_element (cards, i)));
  json_object_set_array_member (json_object_get_object_member (top, "state"),
                                "cards", all);
}

static void
unknown_card (JsonObject *top)
{
  g_autoptr (JsonNode) v
      = json_node_init_string (json_node_alloc (), "Card 99");
  replace_card0_field (top, 0, v);
}

static void
zone_out_of_range (JsonObject *top)
{
  /* card fields: name, owner, controller, zone, ... */
  g_autoptr (JsonNode) v = json_node_init_int (json_node_alloc (), 99);
  replace_card0_field (top, 3, v);
}

static void
no_state (JsonObject *top)
{
  json_object_remove_member (top, "state");
}

static void
log_out_of_order (JsonObject *top)
{
  JsonArray *log = json_object_get_array_member (top, "log");
  JsonArray *copy = json_array_new ();
  guint n = json_array_get_length (log);
  for (guint i = 0; i < n; i++)
    json_array_add_element (
        copy, json_node_copy (json_array_get_element (log, i == 0   ? 1
                                                           : i == 1 ? 0
                                                                    : i)));
  json_object_set_array_member (top, "log", copy);
}

static void
expect_refused (const char *text, const HcCardDb *db, const char *what)
{
  g_autoptr (GError) error = NULL;
  HcRecord *rec = NULL;
  g_autoptr (HcGame) l
      = hc_save_from_string ("damaged.json", text, db, &rec, &error);
  assert_null (l);
  assert_null (rec);
  assert_non_null (error);
  if (!g_str_has_prefix (error->message, "damaged.json:")
      || !strstr (error->message, what))
    fail_msg ("expected \"damaged.json: ... %s ...\", got \"%s\"", what,
              error->message);
}

static void
damaged_saves_are_refused (void **state)
{
  Fixture *f = *state;
  g_autofree char *good = hc_save_to_string (f->g, f->rec);

  g_autofree char *truncated = g_strndup (good, strlen (good) / 2);
  expect_refused (truncated, f->db, "not valid JSON");
  expect_refused ("{\"format\": ]", f->db, "not valid JSON");
  expect_refused ("[1, 2]", f->db, "expected a JSON object");
  expect_refused ("", f->db, "");

  const struct
  {
    Damage damage;
    const char *message;
  } cases[] = {
    { wrong_format, "expected \"format\": \"holocron-save\"" },
    { future_version, "save format version 4 is not supported" },
    { unknown_ruleset, "unknown ruleset \"chess\"" },
    { unknown_edition, "unknown edition \"toy-1999\"" },
    { changed_number, "does not match its stored hash" },
    { unknown_card, "unknown card \"Card 99\"" },
    { zone_out_of_range, "state.cards: element 3: 99 is outside 0..3" },
    { no_state, "expected a member \"state\"" },
    { log_out_of_order, "sequence numbers" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = damaged (good, cases[i].damage);
      expect_refused (bad, f->db, cases[i].message);
    }
}

int
main (void)
{
#define T(name)                                                                \
  cmocka_unit_test_setup_teardown (name, setup, toy_fixture_teardown)
  const struct CMUnitTest tests[] = {
    T (a_round_trip_keeps_the_value),
    T (a_save_without_a_record),
    T (a_loaded_game_plays_on_identically),
    T (a_save_between_choice_and_advance_keeps_the_choice),
    T (saves_at_the_start_and_the_end),
    T (files_are_written_and_read),
    T (damaged_saves_are_refused),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
