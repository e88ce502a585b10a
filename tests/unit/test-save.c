/* Saved games: a save is the game's record and loading replays it, so a
 * round trip keeps the value (and so the hash); a damaged, forged, old or
 * oversized file, a FIFO or a device is refused whole with a message
 * naming the file. */
#include "playout.h"
#include "toy-fixture.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>

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
  /* a loaded game has run on to its next decision (or its end) */
  g_autoptr (HcGame) ran = hc_game_clone (g);
  hc_game_advance (ran);
  assert_int_equal (hc_game_hash (l), hc_game_hash (ran));
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

/* A save holds no state to forge: a state changed behind the record's
 * back (here dice forced as a scenario does) is not what the record
 * replays to, and loading says so. */
static void
a_state_the_record_does_not_reach_is_refused (void **state)
{
  Fixture *f = *state;
  hc_game_force_dice (f->g, (const guint8[]){ 6, 1, 3 }, 3);
  g_autofree char *text = hc_save_to_string (f->g, f->rec);
  g_autoptr (GError) error = NULL;
  HcRecord *rec = f->rec; /* any value: it is cleared */
  g_autoptr (HcGame) l = hc_save_from_string ("x", text, f->db, &rec, &error);
  assert_null (l);
  assert_null (rec);
  assert_non_null (strstr (error->message, "does not reach the saved state"));
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
      choose (f->g, f->rec, d->option[0].id);
      d = hc_game_advance (f->g);
    }
  assert_non_null (d);
  assert_int_equal (d->kind, TOY_DEC_WINDOW);
  assert_true (d->n_options >= 2);
  choose (f->g, f->rec, d->option[1].id);
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
  assert_true (hc_save_write (path, f->g, f->rec, FALSE, &error));
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
  assert_false (hc_save_write (nodir, f->g, f->rec, FALSE, &error));
  assert_true (g_error_matches (error, HC_ERROR, HC_ERROR_IO));
  assert_non_null (strstr (error->message, nodir));
  g_rmdir (dir);
}

/* ---- damaged, forged and hostile saves ---- */

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
old_version (JsonObject *top)
{
  json_object_set_int_member (top, "version", 3);
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

/* a switch far out of its range, as "EDITION+SWITCH=VALUE" */
static void
switch_out_of_range (JsonObject *top)
{
  json_object_set_string_member (top, "edition", "toy-2025+charge=2147483647");
}

static void
replace_int (JsonArray *a, guint i, gint64 v)
{
  json_node_set_int (json_array_get_element (a, i), v);
}

/* what crashed the state loader: a choice no decision offers */
static void
illegal_choice (JsonObject *top)
{
  replace_int (json_object_get_array_member (top, "choices"), 2, 1000000);
}

static void
other_seed (JsonObject *top)
{
  json_object_set_string_member (top, "seed", "00000000000000ff");
}

static void
changed_end (JsonObject *top)
{
  json_object_set_string_member (top, "end", "0123456789abcdef");
}

static void
no_decks (JsonObject *top)
{
  json_object_remove_member (top, "decks");
}

static void
card_data_changed (JsonObject *top)
{
  JsonArray *cards = json_object_get_array_member (top, "cards");
  JsonArray *c0 = json_array_get_array_element (cards, 0);
  json_node_set_string (json_array_get_element (c0, 3), "0000000000000001");
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
  if (!g_str_has_prefix (error->message, "damaged.json")
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
    { wrong_format, "not a holocron save" },
    { future_version, "save format version 5 is not supported" },
    { old_version, "save format 3 is no longer read" },
    { unknown_ruleset, "unknown ruleset \"chess\"" },
    { unknown_edition, "toy-1999" },
    { switch_out_of_range, "2147483647" },
    { illegal_choice, "replay: choice 3: option 1000000 is not offered" },
    { other_seed, "state hash differs before choice 1" },
    { changed_end, "does not reach the saved state" },
    { no_decks, "expected a member \"decks\"" },
    { card_data_changed, "the card data changed since this save was written" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *bad = damaged (good, cases[i].damage);
      expect_refused (bad, f->db, cases[i].message);
    }
}

/* Every lcg save was refused once data/lcg/cards.csv changed at all (issue
 * 16, "saves die with the card data"): now only a change to a card the
 * game uses refuses it, and the refusal names that card. */
static void
a_save_outlives_changes_to_cards_it_does_not_use (void **state)
{
  Fixture *f = *state;
  g_autofree char *text = hc_save_to_string (f->g, f->rec);
  g_autoptr (HcGame) ran = hc_game_clone (f->g);
  hc_game_advance (ran);

  /* a card added to the data: the save loads to the same game */
  HcCardDb *more = toy_cards ();
  HcCardDef *d = g_new0 (HcCardDef, 1);
  d->name = g_strdup ("A Card Printed Later");
  d->title = g_strdup (d->name);
  d->set = g_strdup ("TOY");
  d->number = 99;
  d->side = -1;
  d->script = g_strdup ("power");
  d->implemented = 1;
  assert_true (hc_card_db_add (more, d, NULL) >= 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcGame) l
      = hc_save_from_string ("older.json", text, more, NULL, &error);
  if (!l)
    fail_msg ("%s", error->message);
  assert_int_equal (hc_game_hash (l), hc_game_hash (ran));

  /* a card the game uses changed: refused, naming it */
  HcCardDef *used = (HcCardDef *)hc_card_db_get (more, f->g->card[0].def);
  used->stat[0] += 1;
  g_clear_error (&error);
  g_autoptr (HcGame) no
      = hc_save_from_string ("older.json", text, more, NULL, &error);
  assert_null (no);
  if (!strstr (error->message, "the card data changed")
      || !strstr (error->message, used->name)
      || !strstr (error->message, "(changed)"))
    fail_msg ("expected the changed card named, got \"%s\"", error->message);
  hc_card_db_free (more);
}

/* json-glib parses recursively: 100,000 nested brackets overflowed its
 * stack before the depth check */
static void
deep_nesting_is_refused_before_parsing (void **state)
{
  Fixture *f = *state;
  g_autofree char *deep = g_strnfill (100000, '[');
  expect_refused (deep, f->db, "nested more than 16 deep");
  g_autofree char *line = g_strnfill (HC_SAVE_MAX_LINE + 1, ' ');
  expect_refused (line, f->db, "longer than 4096");
  /* brackets inside strings do not nest */
  g_autofree char *inside = g_strdup_printf ("[\"%s\"]", deep + 99000);
  expect_refused (inside, f->db, "expected a JSON object");
}

static void
expect_read_refused (const char *path, const HcCardDb *db, const char *what)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HcGame) l = hc_save_read (path, db, NULL, &error);
  assert_null (l);
  if (!strstr (error->message, path) || !strstr (error->message, what))
    fail_msg ("expected \"%s ... %s\", got \"%s\"", path, what, error->message);
}

/* a FIFO blocked the reader forever, /dev/zero filled the memory, and a
 * 200 MB save was read whole */
static void
files_that_are_not_saves_are_refused_at_once (void **state)
{
  Fixture *f = *state;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-save-XXXXXX", &error);
  g_autofree char *fifo = g_build_filename (dir, "fifo.save", NULL);
  assert_int_equal (mkfifo (fifo, 0600), 0);
  expect_read_refused (fifo, f->db, "not a regular file");
  expect_read_refused ("/dev/zero", f->db, "not a regular file");
  expect_read_refused (dir, f->db, "not a regular file");
  /* saving over the FIFO leaves it a FIFO */
  assert_false (hc_save_write (fifo, f->g, f->rec, FALSE, &error));
  assert_non_null (strstr (error->message, "not a regular file"));
  g_clear_error (&error);
  struct stat st;
  assert_int_equal (stat (fifo, &st), 0);
  assert_true (S_ISFIFO (st.st_mode));

  g_autofree char *big = g_build_filename (dir, "big.save", NULL);
  FILE *out = fopen (big, "w");
  assert_non_null (out);
  assert_int_equal (fseek (out, HC_SAVE_MAX_BYTES, SEEK_SET), 0);
  fputc (' ', out);
  fclose (out);
  expect_read_refused (big, f->db, "the limit is 8388608 bytes");
  g_autofree char *nul = g_build_filename (dir, "nul.save", NULL);
  assert_true (g_file_set_contents (nul, "{\0}", 3, NULL));
  expect_read_refused (nul, f->db, "NUL");
  g_remove (big);
  g_remove (nul);
  g_remove (fifo);
  g_rmdir (dir);
}

/* A sealed save holds nothing readable but its ruleset, loads back to
 * the same game with the key, and is refused when changed or under
 * another key. */
static void
sealed_saves_keep_their_secrets (void **state)
{
  Fixture *f = *state;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hc-seal-XXXXXX", &error);
  g_autofree char *key = g_build_filename (dir, "k", "secret.key", NULL);
  g_autofree char *other = g_build_filename (dir, "other.key", NULL);
  g_autofree char *was = g_strdup (g_getenv ("HOLOCRON_KEY_FILE"));
  g_setenv ("HOLOCRON_KEY_FILE", key, TRUE);

  g_autofree char *plain = hc_save_to_string (f->g, f->rec);
  g_autofree char *sealed = hc_save_to_string_sealed (f->g, f->rec, &error);
  if (!sealed)
    fail_msg ("%s", error->message);
  /* the key was made, for its owner only */
  GStatBuf st;
  assert_int_equal (g_stat (key, &st), 0);
  assert_int_equal (st.st_mode & 0777, 0600);
  /* nothing of the record shows: not the seed, a card, a choice */
  assert_null (strstr (sealed, "\"seed\""));
  assert_null (strstr (sealed, "Card 5"));
  assert_null (strstr (sealed, "choices"));
  assert_non_null (strstr (sealed, "\"ruleset\" : \"toy\""));
  /* two seals of one save differ (a fresh nonce each) */
  g_autofree char *again = hc_save_to_string_sealed (f->g, f->rec, &error);
  assert_string_not_equal (sealed, again);

  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) l
      = hc_save_from_string ("sealed.save", sealed, f->db, &rec, &error);
  if (!l)
    fail_msg ("%s", error->message);
  g_autoptr (HcGame) ran = hc_game_clone (f->g);
  hc_game_advance (ran);
  assert_int_equal (hc_game_hash (l), hc_game_hash (ran));
  assert_int_equal (rec->seed, 21);
  gboolean was_sealed = FALSE;
  g_autoptr (HcRecord) parsed
      = hc_save_parse ("sealed.save", sealed, f->db, NULL, &was_sealed, NULL);
  assert_non_null (parsed);
  assert_true (was_sealed);

  /* one base64 character changed: the mac no longer matches */
  g_autofree char *bent = g_strdup (sealed);
  char *at = strstr (bent, "\"data\" : [") + 20;
  *at = *at == 'A' ? 'B' : 'A';
  expect_refused (bent, f->db, "did not seal, or that was changed");
  /* the same save unsealed loads as well */
  g_autoptr (HcGame) plain_game
      = hc_save_from_string ("plain.save", plain, f->db, NULL, &error);
  assert_non_null (plain_game);

  /* under another key, nothing loads */
  g_setenv ("HOLOCRON_KEY_FILE", other, TRUE);
  expect_refused (sealed, f->db, "cannot read");
  g_autofree char *other_sealed
      = hc_save_to_string_sealed (f->g, f->rec, &error);
  g_setenv ("HOLOCRON_KEY_FILE", key, TRUE);
  expect_refused (other_sealed, f->db, "did not seal, or that was changed");

  if (was)
    g_setenv ("HOLOCRON_KEY_FILE", was, TRUE);
  else
    g_unsetenv ("HOLOCRON_KEY_FILE");
  g_remove (key);
  g_remove (other);
  g_autofree char *kdir = g_path_get_dirname (key);
  g_rmdir (kdir);
  g_rmdir (dir);
}

int
main (void)
{
#define T(name)                                                                \
  cmocka_unit_test_setup_teardown (name, setup, toy_fixture_teardown)
  const struct CMUnitTest tests[] = {
    T (a_round_trip_keeps_the_value),
    T (a_state_the_record_does_not_reach_is_refused),
    T (a_loaded_game_plays_on_identically),
    T (a_save_between_choice_and_advance_keeps_the_choice),
    T (saves_at_the_start_and_the_end),
    T (files_are_written_and_read),
    T (damaged_saves_are_refused),
    T (a_save_outlives_changes_to_cards_it_does_not_use),
    T (deep_nesting_is_refused_before_parsing),
    T (files_that_are_not_saves_are_refused_at_once),
    T (sealed_saves_keep_their_secrets),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
