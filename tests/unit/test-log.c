/* The log: structured entries rendered as narration and as JSON Lines. */
/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "toy-ruleset.h"

#include <json-glib/json-glib.h>
#include <string.h>

typedef struct
{
  HcCardDb *db;
  HcGame *g;
  gint card;   /* "Card 3" of North */
  gint quoted; /* a card whose name needs escaping in JSON */
} Fixture;

static int
setup (void **state)
{
  Fixture *f = g_new0 (Fixture, 1);
  f->db = toy_cards ();
  HcCardDef *d = g_new0 (HcCardDef, 1);
  d->name = g_strdup ("Say \"hi\"\t\\ bye");
  gint def = hc_card_db_add (f->db, d, NULL);
  assert_true (def >= 0);
  f->g = toy_game_empty (f->db, 1);
  f->card = hc_game_add_card (f->g, 2, 0, TOY_ZONE_HAND);
  f->quoted = hc_game_add_card (f->g, def, 1, TOY_ZONE_TABLE);
  f->g->global[HC_G_TURN] = 4;
  f->g->global[HC_G_PHASE] = TOY_PHASE_SCORE;
  *state = f;
  return 0;
}

static int
teardown (void **state)
{
  Fixture *f = *state;
  hc_game_free (f->g);
  hc_card_db_free (f->db);
  g_free (f);
  return 0;
}

static const HcLogEntry *
last_entry (const HcGame *g)
{
  assert_true (g->log_len > 0);
  return &hc_log_entries (g->log)[g->log_len - 1];
}

static char *
render_text (const HcGame *g, const HcLogEntry *e)
{
  GString *s = g_string_new (NULL);
  hc_log_render_text (g, e, s);
  return g_string_free (s, FALSE);
}

static void
entries_carry_turn_phase_actor_and_rule (void **state)
{
  Fixture *f = *state;
  hc_game_log (f->g, 1, TOY_MSG_ROLL, TOY_RULE_SCORE, 1, 6, 0, 0);
  hc_game_log (f->g, HC_NONE, TOY_MSG_TURN, TOY_RULE_TURN, 5, 0, 0, 0);
  assert_int_equal (f->g->log_len, 2);
  const HcLogEntry *e = hc_log_entries (f->g->log);
  assert_int_equal (e[0].seq, 1);
  assert_int_equal (e[1].seq, 2);
  assert_int_equal (e[0].turn, 4);
  assert_int_equal (e[0].phase, TOY_PHASE_SCORE);
  assert_int_equal (e[0].actor, 1);
  assert_int_equal (e[1].actor, HC_NONE);
  assert_int_equal (e[0].arg[1], 6);
  assert_string_equal (hc_log_rule_id (f->g, &e[0]), "score");
  assert_string_equal (hc_log_kind_name (f->g, &e[0]), "roll");
  g_autofree char *t0 = render_text (f->g, &e[0]);
  g_autofree char *t1 = render_text (f->g, &e[1]);
  assert_string_equal (t0, "South rolls 6");
  assert_string_equal (t1, "turn 5 begins; North is active");
}

static void
placeholders_render (void **state)
{
  Fixture *f = *state;
  hc_game_log (f->g, 1, TOY_MSG_TEST, TOY_RULE_PLAY, 1, f->card,
               TOY_ZONE_DISCARD, -4);
  g_autofree char *t = render_text (f->g, last_entry (f->g));
  /* an unknown placeholder is kept as written */
  assert_string_equal (t, "South moves Card 3 to discard, -4 times; North "
                          "watches {q1}");
}

static void
out_of_range_arguments_render_safely (void **state)
{
  Fixture *f = *state;
  hc_game_log (f->g, HC_NONE, TOY_MSG_TEST, TOY_RULE_PLAY, HC_NONE,
               f->g->n_cards, TOY_N_ZONES, 0);
  g_autofree char *a = render_text (f->g, last_entry (f->g));
  assert_string_equal (a, "the rules moves ? to ?, 0 times; the rules "
                          "watches {q1}");
  hc_game_log (f->g, 0, TOY_MSG_TEST, TOY_RULE_PLAY, 7, -1, -1, 0);
  g_autofree char *b = render_text (f->g, last_entry (f->g));
  assert_string_equal (b, "the rules moves ? to ?, 0 times; the rules "
                          "watches {q1}");

  HcLogEntry bad = { .seq = 1, .msg = 999, .rule = 999 };
  g_autofree char *c = render_text (f->g, &bad);
  assert_string_equal (c, "(message 999)");
  assert_string_equal (hc_log_rule_id (f->g, &bad), "");
  assert_string_equal (hc_log_kind_name (f->g, &bad), "?");
}

/* Plurals and signed changes, through a template of the test's own. */
static void
numbers_render_with_words_and_signs (void **state)
{
  Fixture *f = *state;
  static const HcMessage m[]
      = { { "count", "{p0} draws {n1:card:cards}, {n2:die:dice}, {+3}" } };
  HcRuleset r = *f->g->rules;
  r.messages = m;
  r.n_messages = 1;
  const HcRuleset *saved = f->g->rules;
  f->g->rules = &r;
  HcLogEntry one = { .msg = 0, .arg = { 0, 1, 1, 2 } };
  HcLogEntry many = { .msg = 0, .arg = { 1, 7, 0, -1 } };
  HcLogEntry less = { .msg = 0, .arg = { 1, -1, -3, 0 } };
  g_autofree char *a = render_text (f->g, &one);
  g_autofree char *b = render_text (f->g, &many);
  g_autofree char *c = render_text (f->g, &less);
  f->g->rules = saved;
  assert_string_equal (a, "North draws 1 card, 1 die, +2");
  assert_string_equal (b, "South draws 7 cards, 0 dice, -1");
  assert_string_equal (c, "South draws -1 card, -3 dice, +0");
}

static JsonObject *
parse_json (JsonParser *p, const char *text)
{
  g_autoptr (GError) error = NULL;
  if (!json_parser_load_from_data (p, text, -1, &error))
    fail_msg ("%s: %s", error->message, text);
  JsonNode *root = json_parser_get_root (p);
  assert_int_equal (json_node_get_node_type (root), JSON_NODE_OBJECT);
  return json_node_get_object (root);
}

static void
json_lines (void **state)
{
  Fixture *f = *state;
  hc_game_log (f->g, 0, TOY_MSG_DISCARD, TOY_RULE_CHARGE, 1, f->quoted,
               TOY_ZONE_DISCARD, 9);
  g_autoptr (GString) s = g_string_new (NULL);
  hc_log_render_json (f->g, last_entry (f->g), s);
  assert_null (strchr (s->str, '\n'));
  g_autoptr (JsonParser) p = json_parser_new ();
  JsonObject *o = parse_json (p, s->str);
  assert_int_equal (json_object_get_int_member (o, "seq"), 1);
  assert_int_equal (json_object_get_int_member (o, "turn"), 4);
  assert_string_equal (json_object_get_string_member (o, "phase"), "score");
  assert_string_equal (json_object_get_string_member (o, "actor"), "North");
  assert_string_equal (json_object_get_string_member (o, "kind"), "discard");
  assert_string_equal (json_object_get_string_member (o, "text"),
                       "South puts Say \"hi\"\t\\ bye in the discard");
  assert_string_equal (json_object_get_string_member (o, "rule"),
                       "toy/toy-2025 charge");
  JsonArray *args = json_object_get_array_member (o, "args");
  assert_int_equal (json_array_get_length (args), 4);
  assert_int_equal (json_array_get_int_element (args, 0), 1);
  assert_int_equal (json_array_get_int_element (args, 1), f->quoted);
  assert_int_equal (json_array_get_int_element (args, 3), 9);

  /* the rules as actor, an unknown message */
  HcLogEntry bad
      = { .seq = 2, .actor = HC_NONE, .msg = 999, .rule = 999, .phase = 99 };
  g_string_truncate (s, 0);
  hc_log_render_json (f->g, &bad, s);
  o = parse_json (p, s->str);
  assert_string_equal (json_object_get_string_member (o, "actor"), "the rules");
  assert_string_equal (json_object_get_string_member (o, "phase"), "?");
  assert_string_equal (json_object_get_string_member (o, "text"),
                       "(message 999)");
  assert_string_equal (json_object_get_string_member (o, "rule"),
                       "toy/toy-2025 ");
}

/* Rendering a real game's whole log: every entry renders and parses. */
static void
a_whole_game_renders (void **state)
{
  Fixture *f = *state;
  g_autoptr (HcGame) g = toy_game_new (f->db, 12, NULL);
  const HcDecision *d;
  while ((d = hc_game_advance (g)))
    assert_true (hc_game_choose (g, d->option[d->n_options - 1].id, NULL));
  assert_true (g->log_len > 50);
  g_autoptr (JsonParser) p = json_parser_new ();
  g_autoptr (GString) s = g_string_new (NULL);
  guint wins = 0;
  for (guint i = 0; i < g->log_len; i++)
    {
      const HcLogEntry *e = &hc_log_entries (g->log)[i];
      g_string_truncate (s, 0);
      hc_log_render_text (g, e, s);
      assert_null (strstr (s->str, "(message"));
      assert_null (strchr (s->str, '{'));
      wins += e->msg == TOY_MSG_WIN || e->msg == TOY_MSG_DRAW_GAME;
      g_string_truncate (s, 0);
      hc_log_render_json (g, e, s);
      JsonObject *o = parse_json (p, s->str);
      assert_int_equal (json_object_get_int_member (o, "seq"), i + 1);
    }
  assert_int_equal (wins, 1);
}

/* {sN}: a plural ending that follows the number, not "(s)" */
static void
plural_endings_follow_the_number (void **state)
{
  Fixture *f = *state;
  static const HcMessage msgs[]
      = { { "plural", "{n1} card{s1}, {n2} token{s2}, {n3} shield{s3}" } };
  HcRuleset r = *f->g->rules;
  r.messages = msgs;
  r.n_messages = G_N_ELEMENTS (msgs);
  const HcRuleset *saved = f->g->rules;
  f->g->rules = &r;
  hc_game_log (f->g, 0, 0, 0, 0, 1, 0, 3);
  g_autofree char *text = render_text (f->g, last_entry (f->g));
  f->g->rules = saved;
  assert_string_equal (text, "1 card, 0 tokens, 3 shields");
}

static char *
render_for (const HcGame *g, guint i, gint viewer)
{
  GString *s = g_string_new (NULL);
  hc_log_render_text_for (g, &hc_log_entries (g->log)[i], viewer, s);
  return g_string_free (s, FALSE);
}

/* A line names a card to a player only if the player knew the card when
 * the advance that wrote the line stopped and knows it now:
 * a card shown later is not named in a line written while it was hidden,
 * which would tell when it moved unseen (issue 16, "the log's knowledge is
 * the present one"); a card hidden again reads as face down. */
static void
a_line_names_what_was_known_then_and_now (void **state)
{
  Fixture *f = *state;
  HcGame *g = f->g;
  /* North's card in North's hand: South may not know it */
  hc_game_log (g, 0, TOY_MSG_PLAY, TOY_RULE_PLAY, 0, f->card, 0, 0);
  hc_log_settle (g);
  /* South's quoted card on the table, known to both */
  hc_game_log (g, 1, TOY_MSG_PLAY, TOY_RULE_PLAY, 1, f->quoted, 0, 0);
  hc_log_settle (g);
  /* written while in hand, the advance stopping once it is on the table:
   * a card played is named in the line that plays it */
  hc_game_log (g, 0, TOY_MSG_PLAY, TOY_RULE_PLAY, 0, f->card, 0, 0);
  hc_card_move (g, f->card, 0, TOY_ZONE_TABLE, -1);
  hc_log_settle (g);
  hc_card_move (g, f->quoted, 1, TOY_ZONE_HAND, -1);

  g_autofree char *hidden_then = render_for (g, 0, 1);
  g_autofree char *owner = render_for (g, 0, 0);
  g_autofree char *hidden_now = render_for (g, 1, 0);
  g_autofree char *own_card = render_for (g, 1, 1);
  g_autofree char *played = render_for (g, 2, 1);
  assert_string_equal (hidden_then,
                       "North plays a face-down card to the table");
  assert_string_equal (owner, "North plays Card 3 to the table");
  assert_string_equal (hidden_now, "South plays a face-down card to the table");
  assert_string_equal (own_card, "South plays Say \"hi\"\t\\ bye to the table");
  assert_string_equal (played, "North plays Card 3 to the table");

  /* a whole game: a line that names a card to a player now named it to
   * that player when its advance stopped */
  g_autoptr (HcGame) w = toy_game_new (f->db, 5, NULL);
  GPtrArray *then[HC_MAX_PLAYERS] = { g_ptr_array_new_with_free_func (g_free),
                                      g_ptr_array_new_with_free_func (g_free) };
  const HcDecision *d;
  while ((d = hc_game_advance (w)))
    {
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        for (guint i = then[p]->len; i < w->log_len; i++)
          g_ptr_array_add (then[p], render_for (w, i, p));
      assert_true (hc_game_choose (w, d->option[0].id, NULL));
    }
  for (gint p = 0; p < HC_MAX_PLAYERS; p++)
    {
      for (guint i = 0; i < then[p]->len; i++)
        {
          g_autofree char *now = render_for (w, i, p);
          const char *was = g_ptr_array_index (then[p], i);
          if (strcmp (now, was) != 0)
            assert_non_null (strstr (now, "a face-down card"));
        }
      g_ptr_array_unref (then[p]);
    }
}

int
main (void)
{
#define T(name) cmocka_unit_test_setup_teardown (name, setup, teardown)
  const struct CMUnitTest tests[] = {
    T (entries_carry_turn_phase_actor_and_rule),
    T (placeholders_render),
    T (out_of_range_arguments_render_safely),
    T (numbers_render_with_words_and_signs),
    T (json_lines),
    T (a_whole_game_renders),
    T (plural_endings_follow_the_number),
    T (a_line_names_what_was_known_then_and_now),
  };
#undef T
  return cmocka_run_group_tests (tests, NULL, NULL);
}
