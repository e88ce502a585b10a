/* Decks in the formats players keep, against the real card data: the
 * OCTGN starter decks and the Lackey sample round-trip through export and
 * import (an .o8d exported byte for byte as OCTGN wrote it), the list shapes
 * are read, every malformed input is named by file and line, and the play
 * formats and inert-card listing work. */
#include "hc-deck.h"
#include "hc-ruleset.h"
#include "hc-save.h"
#include "rulesets-fixture.h"

#include <string.h>

static const HcCardDb *
cards (const char *id)
{
  g_autoptr (GError) error = NULL;
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find (id), &error);
  if (!db)
    fail_msg ("%s", error->message);
  return db;
}

static HcDeck *
load_data (const char *rel, const HcCardDb *db)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (hc_data_dir (), rel, NULL);
  HcDeck *deck = hc_deck_load_file (path, db, &error);
  if (!deck)
    fail_msg ("%s", error->message);
  return deck;
}

static char *export(const HcDeck *deck, const HcCardDb *db, HcDeckFormat f)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  if (!hc_deck_write (deck, db, f, out, &error))
    fail_msg ("%s", error->message);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
assert_same_deck (const HcDeck *a, const HcDeck *b)
{
  assert_int_equal (a->cards->len, b->cards->len);
  assert_memory_equal (a->cards->data, b->cards->data,
                       a->cards->len * sizeof (gint16));
  assert_int_equal (a->other->len, b->other->len);
  for (guint i = 0; i < a->other->len; i++)
    {
      const HcDeckOther *x = a->other->pdata[i], *y = b->other->pdata[i];
      assert_string_equal (x->name, y->name);
      assert_string_equal (x->set, y->set);
      assert_int_equal (x->count, y->count);
      assert_int_equal (x->fan, y->fan);
    }
}

static gint
by_id (gconstpointer a, gconstpointer b)
{
  return *(const gint16 *)a - *(const gint16 *)b;
}

/* the same cards, in any order */
static void
assert_same_cards (const GArray *a, const GArray *b)
{
  g_autoptr (GArray) x = g_array_copy ((GArray *)a);
  g_autoptr (GArray) y = g_array_copy ((GArray *)b);
  g_array_sort (x, by_id);
  g_array_sort (y, by_id);
  assert_int_equal (x->len, y->len);
  assert_memory_equal (x->data, y->data, x->len * sizeof (gint16));
}

/* import, export, import: the same deck, and a second export the same
 * bytes as the first */
static void
round_trip (const HcDeck *deck, const HcCardDb *db, HcDeckFormat f)
{
  g_autofree char *once = export(deck, db, f);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcDeck) again = hc_deck_load ("again", once, -1, db, &error);
  if (!again)
    fail_msg ("%s\n%s", error->message, once);
  assert_int_equal (again->format, f);
  if (f != HC_DECK_TEXT)
    assert_same_deck (deck, again);
  else
    assert_memory_equal (deck->cards->data, again->cards->data,
                         deck->cards->len * sizeof (gint16));
  g_autofree char *twice = export(again, db, f);
  assert_string_equal (once, twice);
}

static void
octgn_starter_decks_round_trip (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("lcg");
  const HcRuleset *r = hc_ruleset_find ("lcg");
  const char *names[] = { "Jedi", "Sith", "Rebel_Alliance", "Imperial_Navy" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *rel
          = g_strdup_printf ("lcg/decks/octgn/Core-Starter-%s.o8d", names[i]);
      g_autoptr (HcDeck) deck = load_data (rel, db);
      assert_int_equal (deck->format, HC_DECK_O8D);
      /* the affiliation and eight objective sets */
      assert_int_equal (deck->cards->len, 9);
      assert_int_equal (deck->other->len, 0);
      round_trip (deck, db, HC_DECK_O8D);
      round_trip (deck, db, HC_DECK_TEXT);
      round_trip (deck, db, HC_DECK_DEK);
      /* exported as .o8d, byte for byte the file OCTGN wrote (its order
       * of the command deck, its BOM, no newline at the end) */
      g_autofree char *path = g_build_filename (hc_data_dir (), rel, NULL);
      g_autofree char *file = NULL;
      assert_true (g_file_get_contents (path, &file, NULL, NULL));
      g_autofree char *o8d = export(deck, db, HC_DECK_O8D);
      assert_string_equal (o8d, file);
      /* the same deck as the shipped list of it */
      g_autofree char *slug = g_ascii_strdown (names[i], -1);
      g_strdelimit (slug, "_", '-');
      g_autofree char *list = g_strdup_printf ("lcg/decks/%s.deck", slug);
      g_autoptr (HcDeck) shipped = load_data (list, db);
      assert_same_cards (deck->cards, shipped->cards);
      /* legal as a starter deck, short of a constructed one */
      g_autoptr (GString) problems = g_string_new (NULL);
      gboolean legal = FALSE;
      assert_true (hc_deck_check_format (
          r, db, "starter",
          hc_card_db_get (db, g_array_index (deck->cards, gint16, 0))->side,
          deck->cards, problems, &legal, NULL));
      assert_true (legal);
      assert_true (hc_deck_check_format (r, db, "constructed", 0, deck->cards,
                                         problems, &legal, NULL));
      assert_false (legal);
    }
}

static void
lackey_sample_round_trips_with_its_fan_cards (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("wotc");
  const char *rel = "wotc/decks/lackey/Starter_Rep_DS-excerpt.dek";
  g_autoptr (HcDeck) deck = load_data (rel, db);
  assert_int_equal (deck->format, HC_DECK_DEK);
  assert_int_equal (deck->cards->len, 0);
  assert_int_equal (deck->other->len, 3);
  const HcDeckOther *o = deck->other->pdata[0];
  assert_string_equal (o->name, "Force Attrition (Starter)");
  assert_string_equal (o->set, "START");
  assert_true (o->fan);
  round_trip (deck, db, HC_DECK_DEK);
  /* byte for byte, the file as Lackey wrote it */
  g_autofree char *path = g_build_filename (hc_data_dir (), rel, NULL);
  g_autofree char *text = NULL;
  assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autofree char *out = export(deck, db, HC_DECK_DEK);
  assert_string_equal (out, text);
  /* the engine plays no fan card: it says which and why */
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GError) error = NULL;
  assert_false (hc_deck_parse ("s.dek", text, db, ids, &error));
  assert_non_null (strstr (error->message, "s.dek:6: \"Force Attrition "
                                           "(Starter)\" (set START) is a "
                                           "fan-made card"));
}

/* A fan card whose name breaks a line: written as a list it must stay one
 * comment, not become a line the list reads as cards (found by fuzz-deck:
 * "set 21" on its own line added an objective set). */
static void
a_name_with_line_breaks_stays_one_line (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("lcg");
  const char *text = "<deck version=\"0.8\"><superzone name=\"Deck\">"
                     "<card><name id=\"X\">Weapo\nset 21\r\n\t# t</name>"
                     "<set>AOTC</set></card></superzone></deck>";
  g_autoptr (GError) error = NULL;
  g_autoptr (HcDeck) deck = hc_deck_load ("n.dek", text, -1, db, &error);
  if (!deck)
    fail_msg ("%s", error->message);
  assert_int_equal (deck->other->len, 1);
  const HcDeckOther *o = deck->other->pdata[0];
  assert_string_equal (o->name, "Weapo set 21 # t");
  g_autofree char *list = export(deck, db, HC_DECK_TEXT);
  g_autoptr (HcDeck) again = hc_deck_load ("n.deck", list, -1, db, &error);
  if (!again)
    fail_msg ("%s\n%s", error->message, list);
  assert_int_equal (again->cards->len, 0);
  round_trip (deck, db, HC_DECK_DEK);
}

/* A list may name a card on several lines; written back, no line or
 * qty= may say more than 60 (found by fuzz-deck: "61 The Emperor's Web"
 * did not read back). */
static void
more_than_sixty_copies_take_two_lines (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("lcg");
  g_autoptr (GError) error = NULL;
  g_autoptr (HcDeck) deck
      = hc_deck_load ("many.deck", "60 set 23\n1 set 23\n", -1, db, &error);
  if (!deck)
    fail_msg ("%s", error->message);
  assert_int_equal (deck->cards->len, 61);
  for (HcDeckFormat f = HC_DECK_TEXT; f <= HC_DECK_O8D; f++)
    {
      g_autofree char *out = export(deck, db, f);
      g_autoptr (HcDeck) again = hc_deck_load ("again", out, -1, db, &error);
      if (!again)
        fail_msg ("%s\n%s", error->message, out);
      assert_same_cards (deck->cards, again->cards);
    }
}

/* An OCTGN deck holding a set of the community's Legends of the Force:
 * it loads, the set named as fan-made, and no game plays it. */
static void
octgn_fan_sets_are_named (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("lcg");
  GString *t = g_string_new (
      "<deck game=\"d5cf89e5-1984-4873-8ae0-f06eea411bb3\">\n"
      "<section name=\"Affiliation\"><card qty=\"1\" "
      "id=\"ff4fb461-8060-457a-9c16-000000000143\">Jedi</card></section>\n"
      "<section name=\"Command Deck\">\n");
  const char *units[] = { "1856", "1862", "1868", "1874", "1880" };
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    g_string_append_printf (t,
                            "<card qty=\"1\" "
                            "id=\"ff4fb461-8060-457a-9c16-00000000%s\">u"
                            "</card>\n",
                            units[i]);
  g_string_append (t, "</section>\n<section name=\"Objective Deck\">\n"
                      "<card qty=\"1\" id=\"ff4fb461-8060-457a-9c16-"
                      "000000001855\">Legends Emerge</card>\n"
                      "</section></deck>\n");
  g_autofree char *text = g_string_free (t, FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcDeck) deck = hc_deck_load ("fan.o8d", text, -1, db, &error);
  if (!deck)
    fail_msg ("%s", error->message);
  assert_int_equal (deck->cards->len, 1);
  assert_int_equal (deck->other->len, 1);
  const HcDeckOther *o = deck->other->pdata[0];
  assert_string_equal (o->name, "Legends Emerge");
  assert_string_equal (o->set, "Legends of the Force");
  assert_true (o->fan);
  assert_int_equal (o->line, 11);
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint16));
  assert_false (hc_deck_parse ("fan.o8d", text, db, ids, &error));
}

static void
wotc_decks_round_trip_as_dek (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("wotc");
  g_autoptr (HcDeck) deck = load_data ("wotc/decks/dark-mixed.deck", db);
  round_trip (deck, db, HC_DECK_DEK);
  round_trip (deck, db, HC_DECK_TEXT);
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  assert_false (hc_deck_write (deck, db, HC_DECK_O8D, out, &error));
  assert_non_null (strstr (error->message, "neither an affiliation"));
}

static void
list_shapes_are_read (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("wotc");
  const char *forms[] = {
    "3x Boba Fett (A)\n",
    "3 Boba Fett (A)\n",
    "3 x Boba Fett (A)\n",
    "Boba Fett (A) x3\n",
    "Boba Fett (A) x 3\n",
    "\xEF\xBB\xBF"
    "3X Boba Fett (A)\r\n",
    "// a comment\n1 Boba Fett (A)\n2 boba fett (a)\n",
  };
  gint16 want = (gint16)hc_card_db_lookup (db, "Boba Fett (A)");
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (HcDeck) deck = hc_deck_load ("f", forms[i], -1, db, &error);
      if (!deck)
        fail_msg ("%s: %s", forms[i], error->message);
      assert_int_equal (deck->cards->len, 3);
      for (guint k = 0; k < 3; k++)
        assert_int_equal (g_array_index (deck->cards, gint16, k), want);
    }
  /* a name ending in digits is a name, not a count */
  g_autoptr (HcDeck) tie
      = hc_deck_load ("t", "TIE Fighter DS-61-9\n", -1, db, NULL);
  assert_non_null (tie);
  assert_int_equal (tie->cards->len, 1);
  /* objective sets by number */
  const HcCardDb *lcg = cards ("lcg");
  g_autoptr (HcDeck) sets
      = hc_deck_load ("s", "Jedi\nset 1\n2x set 2\n", -1, lcg, NULL);
  assert_non_null (sets);
  assert_int_equal (sets->cards->len, 4);
}

/* Malformed decks of every format, each a row of doc/errors.md by its id.
 * NULL text: built by bad_text (long or binary input). */
static const struct
{
  const char *id, *ruleset, *text, *message;
} bad[] = {
  { "deck-nul", "wotc", NULL, "bad:2: a NUL byte" },
  { "deck-long-line", "wotc", NULL, "bad:1: line longer than 1024 bytes" },
  { "deck-xml-long-line", "wotc", NULL, "bad:2: line longer than 4096 bytes" },
  { "deck-huge-count", "wotc", "99999999999999999999 Boba Fett (A)\n",
    "bad:1: expected a count from 1 to 60, found more" },
  { "deck-trailing-count", "wotc", "Boba Fett (A) x0\n",
    "bad:1: expected a count from 1 to 60, found 0" },
  { "deck-did-you-mean", "wotc", "\n3x Bobba Fett (A)\n",
    "bad:2:4: unknown card \"Bobba Fett (A)\" (did you mean \"Boba Fett "
    "(A)\"" },
  { "deck-lcg-did-you-mean", "lcg", "Jedii\n", "did you mean \"Jedi\"" },
  { "deck-long-name", "wotc", NULL, "...\"" },
  { "deck-bad-utf8-line", "wotc", "1 Boba Fett (A)\n\xff\n",
    "bad:2: invalid UTF-8" },
  { "dek-deep", "wotc", NULL, "bad:1: elements nested deeper than 8" },
  { "dek-not-xml", "wotc", "<deck version=\"0.8\"><superzone name=\"Deck\">",
    "bad: not well-formed XML" },
  { "dek-zone", "wotc", "<deck version=\"0.8\"><superzone name=\"Side\">",
    "only the \"Deck\" superzone" },
  { "dek-unknown", "wotc",
    "<deck version=\"0.8\">\n<superzone name=\"Deck\">\n<card><name "
    "id=\"x\">Bobba Fett (A)</name><set>JG</set></card>",
    "bad:3: unknown card \"Bobba Fett (A)\" (did you mean" },
  { "dek-no-name", "wotc",
    "<deck version=\"0.8\"><superzone name=\"Deck\"><card><set>JG</set>"
    "</card>",
    "a <card> without a <name>" },
  { "dek-root", "wotc", "<card/>", "expected a <deck> element" },
  { "o8d-section", "lcg", "<deck game=\"g\"><section name=\"Sideboard\">",
    "section \"Sideboard\": expected Affiliation" },
  { "o8d-qty", "lcg",
    "<deck game=\"g\"><section name=\"Affiliation\"><card qty=\"999\" "
    "id=\"x\">Jedi</card>",
    "expected qty=\"N\", N from 1 to 60" },
  { "o8d-command-deck", "lcg",
    "<deck game=\"g\"><section name=\"Objective Deck\"><card qty=\"1\" "
    "id=\"ff4fb461-8060-457a-9c16-000000000063\">A Hero's Journey"
    "</card></section></deck>",
    "the Command Deck holds 0 cards of objective set 1, expected 5" },
  { "o8d-unknown", "lcg",
    "<deck game=\"g\"><section name=\"Affiliation\"><card qty=\"1\" "
    "id=\"nope\">Jedl</card>",
    "unknown card \"Jedl\" (did you mean \"Jedi\"" },
  /* found by fuzz-deck: read as a card we lack, it was written to .dek
   * as one that did not read back */
  { "o8d-unit-as-affiliation", "lcg",
    "<deck game=\"g\"><section name=\"Affiliation\">\n<card qty=\"1\" "
    "id=\"ff4fb461-8060-457a-9c16-000000000138\">Yoda</card>",
    "bad:2: \"Yoda\" is not an affiliation card" },
};

static char *
bad_text (const char *id, gsize *len)
{
  g_autofree char *longline = g_strnfill (2000, 'a');
  char *t = NULL;
  if (strcmp (id, "deck-nul") == 0)
    t = g_memdup2 ("1 Boba Fett (A)\n2 Bo\0ba\n", 24);
  else if (strcmp (id, "deck-long-line") == 0)
    t = g_strdup_printf ("1 %s\n", longline);
  else if (strcmp (id, "deck-xml-long-line") == 0)
    t = g_strdup_printf ("<deck version=\"0.8\">\n<!-- %s%s%s -->\n</deck>\n",
                         longline, longline, longline);
  else if (strcmp (id, "deck-long-name") == 0)
    t = g_strndup (longline, 1000);
  else if (strcmp (id, "dek-deep") == 0)
    t = g_strdup ("<deck version=\"0.8\"><superzone name=\"Deck\"><card>"
                  "<name><a><b><c><d><e><f>x</f></e></d></c></b></a></name>"
                  "</card></superzone></deck>");
  *len = strcmp (id, "deck-nul") == 0 ? 24 : strlen (t);
  return t;
}

static void
malformed_input_is_named (void **state)
{
  (void)state;
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      gsize len = 0;
      g_autofree char *built = bad[i].text ? NULL : bad_text (bad[i].id, &len);
      const char *text = bad[i].text ? bad[i].text : built;
      if (bad[i].text)
        len = strlen (text);
      g_autoptr (GError) error = NULL;
      g_autoptr (HcDeck) deck = hc_deck_load ("bad", text, (gssize)len,
                                              cards (bad[i].ruleset), &error);
      if (deck)
        fail_msg ("%s: read without an error", bad[i].id);
      if (!strstr (error->message, bad[i].message))
        fail_msg ("%s: expected \"%s\" in \"%s\"", bad[i].id, bad[i].message,
                  error->message);
      /* never the whole offending line: messages stay short */
      if (strlen (error->message) > 400)
        fail_msg ("%s: a message of %zu bytes", bad[i].id,
                  strlen (error->message));
    }
}

/* doc/errors.md lists every case above */
static void
the_list_in_the_docs_is_complete (void **state)
{
  (void)state;
  g_autofree char *path
      = g_build_filename (HC_SOURCE_ROOT, "doc", "errors.md", NULL);
  g_autofree char *doc = NULL;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (path, &doc, NULL, &error))
    fail_msg ("%s", error->message);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *key = g_strdup_printf ("`%s`", bad[i].id);
      if (!strstr (doc, key))
        fail_msg ("doc/errors.md does not list %s", bad[i].id);
    }
}

/* The shipped Scum and Villainy deck with its two Jabba's Orders sets
 * (47) traded for The Grand Heist (145), a set whose objective
 * the engine does not implement yet: no shipped deck holds one now. */
static HcDeck *
deck_with_inert (const HcCardDb *db)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (
      hc_data_dir (), "lcg/decks/scum-and-villainy.deck", NULL);
  g_autofree char *text = NULL;
  if (!g_file_get_contents (path, &text, NULL, &error))
    fail_msg ("%s", error->message);
  g_auto (GStrv) parts = g_strsplit (text, "set 47\n", -1);
  g_autofree char *traded = g_strjoinv ("set 145\n", parts);
  HcDeck *deck = hc_deck_load ("sv.deck", traded, -1, db, &error);
  if (!deck)
    fail_msg ("%s", error->message);
  return deck;
}

static void
inert_cards_are_listed (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("lcg");
  const HcRuleset *r = hc_ruleset_find ("lcg");
  /* named by set: the ruleset lists the sets' cards, so not only the
   * objectives named are checked (only those were, when the deck was dealt
   * to both sides and the LCG refused it for the other) */
  g_autoptr (HcDeck) deck = deck_with_inert (db);
  g_autoptr (GString) out = g_string_new (NULL);
  guint n = hc_deck_unimplemented (r, db, deck->cards, out);
  assert_non_null (strstr (out->str, "The Grand Heist: constant\n"));
  g_auto (GStrv) rows = g_strsplit (out->str, "\n", -1);
  guint listed = 0, not_objective = 0;
  for (gint i = 0; rows[i]; i++)
    {
      if (!*rows[i])
        continue;
      g_autofree char *name = g_strndup (rows[i], strcspn (rows[i], ":"));
      gint idx = hc_card_db_lookup (db, name);
      assert_true (idx >= 0);
      const HcCardDef *d = hc_card_db_get (db, idx);
      assert_false (d->implemented);
      not_objective += strcmp (r->type_names[d->type], "objective") != 0;
      listed++;
    }
  assert_int_equal (listed, n);
  assert_true (not_objective >= 1);
  g_autofree char *names = hc_deck_unimplemented_names (r, db, deck->cards);
  assert_non_null (strstr (names, "The Grand Heist"));
  /* a deck the player gave is refused unless allowed; a built-in one
   * plays with a notice */
  g_autofree char *notice = NULL;
  g_autoptr (GError) error = NULL;
  assert_false (hc_deck_inert_gate (r, db, deck->cards, "mine.deck", FALSE,
                                    FALSE, &notice, &error));
  assert_non_null (strstr (error->message, "mine.deck holds cards the engine "
                                           "does not fully implement"));
  assert_non_null (strstr (error->message, "The Grand Heist"));
  assert_true (hc_deck_inert_gate (r, db, deck->cards, "mine.deck", FALSE, TRUE,
                                   &notice, NULL));
  assert_non_null (strstr (notice, "The Grand Heist"));
  g_clear_pointer (&notice, g_free);
  assert_true (hc_deck_inert_gate (r, db, deck->cards, "shipped", TRUE, FALSE,
                                   &notice, NULL));
  assert_non_null (notice);
  GArray *both[HC_MAX_PLAYERS] = { deck->cards, deck->cards };
  g_autofree char *lines = hc_deck_default_notice (r, db, both);
  assert_non_null (lines);
  assert_non_null (strstr (lines, "lcg/decks/sith.deck: these cards do "
                                  "nothing in this game"));
  /* the default decks hold none */
  g_autoptr (HcDeck) d0 = load_data (r->default_decks[0], db);
  g_autoptr (HcDeck) d1 = load_data (r->default_decks[1], db);
  GArray *defaults[HC_MAX_PLAYERS] = { d0->cards, d1->cards };
  g_string_truncate (out, 0);
  assert_int_equal (hc_deck_unimplemented (r, db, d0->cards, out), 0);
  assert_int_equal (hc_deck_unimplemented (r, db, d1->cards, out), 0);
  assert_null (hc_deck_default_notice (r, db, defaults));
}

static void
wotc_formats_by_date (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("wotc");
  const HcRuleset *r = hc_ruleset_find ("wotc");
  g_autoptr (HcDeck) deck = load_data ("wotc/decks/dark-mixed.deck", db);
  g_autoptr (GString) problems = g_string_new (NULL);
  gboolean legal = FALSE;
  assert_true (hc_deck_check_format (r, db, "constructed", 0, deck->cards,
                                     problems, &legal, NULL));
  assert_true (legal);
  assert_true (hc_deck_check_format (r, db, "constructed@2003-01-01", 0,
                                     deck->cards, problems, &legal, NULL));
  assert_false (legal);
  assert_non_null (
      strstr (problems->str, "is from BOY, not out until 2003-03-01"));
  g_autoptr (GError) error = NULL;
  assert_false (hc_deck_check_format (r, db, "constructed@2003-13-01", 0,
                                      deck->cards, problems, &legal, &error));
  assert_false (legal);
  g_clear_error (&error);
  assert_false (hc_deck_check_format (r, db, "vintage", 0, deck->cards,
                                      problems, &legal, &error));
  /* a banned card, from the date of its ban */
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint16));
  gint16 ug = (gint16)hc_card_db_lookup (db, "Ugnaught");
  g_array_append_val (ids, ug);
  g_string_truncate (problems, 0);
  assert_true (hc_deck_check_format (r, db, "constructed", 0, ids, problems,
                                     &legal, NULL));
  assert_non_null (strstr (problems->str, "Ugnaught is banned"));
  g_string_truncate (problems, 0);
  assert_true (hc_deck_check_format (r, db, "constructed@2004-04-01", 0, ids,
                                     problems, &legal, NULL));
  assert_null (strstr (problems->str, "banned"));
}

/* the IDC's format: its bans, one copy of a restricted card, and units in
 * every arena (doc/decks.md) */
static void
wotc_idc_format (void **state)
{
  (void)state;
  const HcCardDb *db = cards ("wotc");
  const HcRuleset *r = hc_ruleset_find ("wotc");
  g_autoptr (GString) problems = g_string_new (NULL);
  gboolean legal = FALSE;
  g_autoptr (HcDeck) dark = load_data ("wotc/decks/dark-mixed.deck", db);
  assert_true (hc_deck_check_format (r, db, "idc", 0, dark->cards, problems,
                                     &legal, NULL));
  assert_true (legal);
  /* two copies of a restricted card and one banned card */
  g_autoptr (GArray) ids = g_array_copy (dark->cards);
  gint16 lost = (gint16)hc_card_db_lookup (db, "Lost in the Asteroids");
  gint16 kessel = (gint16)hc_card_db_lookup (db, "Kessel System");
  gint16 one_copy = (gint16)hc_card_db_lookup (db, "Peace on Naboo");
  assert_true (lost >= 0 && kessel >= 0 && one_copy >= 0);
  g_array_append_val (ids, lost);
  g_array_append_val (ids, lost);
  g_array_append_val (ids, kessel);
  g_array_append_val (ids, one_copy);
  assert_true (
      hc_deck_check_format (r, db, "idc", 0, ids, problems, &legal, NULL));
  assert_false (legal);
  assert_string_equal (problems->str,
                       "Lost in the Asteroids is restricted by the IDC: one "
                       "copy a deck\n"
                       "Kessel System is banned by the IDC\n");
  /* the same deck is legal under the DCI's rules of the time */
  g_string_truncate (problems, 0);
  assert_true (hc_deck_check_format (r, db, "constructed", 0, ids, problems,
                                     &legal, NULL));
  assert_true (legal);
  /* light-republic has 11 Ground units to 25 Character ones */
  g_autoptr (HcDeck) light = load_data ("wotc/decks/light-republic.deck", db);
  g_string_truncate (problems, 0);
  assert_true (hc_deck_check_format (r, db, "idc", 1, light->cards, problems,
                                     &legal, NULL));
  assert_false (legal);
  assert_non_null (strstr (problems->str,
                           "the deck has 11 ground units; the IDC asks at "
                           "least 12 for each arena\n"));
  assert_non_null (strstr (problems->str, "allows at most twice as many"));
  /* and the format is listed */
  g_string_truncate (problems, 0);
  hc_deck_formats_list (r, problems);
  assert_non_null (strstr (problems->str, "\nidc: "));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (octgn_starter_decks_round_trip),
    cmocka_unit_test (lackey_sample_round_trips_with_its_fan_cards),
    cmocka_unit_test (a_name_with_line_breaks_stays_one_line),
    cmocka_unit_test (more_than_sixty_copies_take_two_lines),
    cmocka_unit_test (octgn_fan_sets_are_named),
    cmocka_unit_test (wotc_decks_round_trip_as_dek),
    cmocka_unit_test (list_shapes_are_read),
    cmocka_unit_test (malformed_input_is_named),
    cmocka_unit_test (the_list_in_the_docs_is_complete),
    cmocka_unit_test (inert_cards_are_listed),
    cmocka_unit_test (wotc_formats_by_date),
    cmocka_unit_test (wotc_idc_format),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
