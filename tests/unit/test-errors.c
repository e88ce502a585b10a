/* Every mistake a user can make in a file gets a message that names the
 * file, the line (for a save, its line and column or the JSON member) and the
 * problem, and changes nothing.  One row per malformed input; the list is
 * in doc/errors.md, which names each row by its id. */
#include "hc-save.h"
#include "hc-scenario.h"
#include "rulesets-fixture.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum
{
  CARDS_WOTC,
  CARDS_LCG,
  DECK_WOTC,
  DECK_LCG,
  EDITION,
  SAVE,
  SCENARIO,
} Format;

/* `text` is the whole file, except for saves: there it replaces the first
 * `from` in a real save (or, with from NULL, is the whole file).  Every
 * `want` must appear in the message. */
typedef struct
{
  const char *id;
  Format format;
  const char *text;
  const char *want[3];
  const char *from;
} Case;

#define WOTC_HEAD                                                              \
  "name,set,number,side,type,subtype,cost,speed,power,health,rarity,"          \
  "abilities\n"
#define WOTC_ROW "Test Unit,AOTC,1,light,character,Jedi,3,40,3,3,C,\n"
#define LCG_HEAD                                                               \
  "name,title,set,number,objective_sets,side,affiliation,type,unique,cost,"    \
  "damage,force,resources,reserve,priority,ud,bd,tactics,ee_ud,ee_bd,"         \
  "ee_tactics,traits,keywords,format,printed,translated\n"
#define LCG_OBJ                                                                \
  "Test Objective,Test Objective,Core,2,1:1,light,jedi,objective,0,0,4,0,"     \
  "2,0,0,0,0,0,0,0,0,Tatooine,,,,\n"
#define SCN_HEAD                                                               \
  "format: 1\ntitle: t\nsource: s\nruleset: wotc\nedition: latest\n"
#define SCN_SETUP                                                              \
  "setup:\n  phase battle\n  step ground\n  active light\n"                    \
  "  light ground \"Incom T-16 Skyhopper\"\n"                                  \
  "  dark ground \"Destroyer Droid Squad\" tapped\n"
#define ED_HEAD "[edition]\nid=x\ndate=2002-01-01\ntitle=t\nsources=s\n"

static const Case cases[] = {
  /* card files: wotc */
  { "cards-wotc-empty", CARDS_WOTC, "", { "cards.csv:1", "header row" }, NULL },
  { "cards-wotc-column",
    CARDS_WOTC,
    "name,set\nA,AOTC\n",
    { "cards.csv:1", "number" },
    NULL },
  { "cards-wotc-number",
    CARDS_WOTC,
    WOTC_HEAD "Test Unit,AOTC,one,light,character,Jedi,3,40,3,3,C,\n",
    { "cards.csv:2", "number", "\"one\"" },
    NULL },
  { "cards-wotc-side",
    CARDS_WOTC,
    WOTC_HEAD "Test Unit,AOTC,1,purple,character,Jedi,3,40,3,3,C,\n",
    { "cards.csv:2", "side", "purple" },
    NULL },
  { "cards-wotc-type",
    CARDS_WOTC,
    WOTC_HEAD "Test Unit,AOTC,1,light,wookiee,Jedi,3,40,3,3,C,\n",
    { "cards.csv:2", "type", "wookiee" },
    NULL },
  { "cards-wotc-cost",
    CARDS_WOTC,
    WOTC_HEAD "Test Unit,AOTC,1,light,character,Jedi,-5,40,3,3,C,\n",
    { "cards.csv:2", "cost", "-5" },
    NULL },
  { "cards-wotc-fields",
    CARDS_WOTC,
    WOTC_HEAD "Test Unit,AOTC,1\n",
    { "cards.csv:2", "12 fields", "found 3" },
    NULL },
  { "cards-wotc-quote",
    CARDS_WOTC,
    WOTC_HEAD "\"Test Unit,AOTC,1,light,character,Jedi,3,40,3,3,C,\n",
    { "cards.csv:2", "quote" },
    NULL },
  { "cards-wotc-twice",
    CARDS_WOTC,
    WOTC_HEAD WOTC_ROW WOTC_ROW,
    { "cards.csv:3", "Test Unit", "already" },
    NULL },
  { "cards-wotc-ability",
    CARDS_WOTC,
    WOTC_HEAD "Test Unit,AOTC,1,light,character,Jedi,3,40,3,3,C,"
              "act frobnicate -> evade 1\n",
    { "cards.csv:2", "abilities", "frobnicate" },
    NULL },
  { "cards-wotc-utf8",
    CARDS_WOTC,
    WOTC_HEAD "Test \xff Unit,AOTC,1,light,character,Jedi,3,40,3,3,C,\n",
    { "cards.csv", "UTF-8" },
    NULL },
  { "cards-wotc-name",
    CARDS_WOTC,
    WOTC_HEAD ",AOTC,1,light,character,Jedi,3,40,3,3,C,\n",
    { "cards.csv:2", "name" },
    NULL },
  /* card files: lcg */
  { "cards-lcg-column",
    CARDS_LCG,
    "name,title\nA,A\n",
    { "cards.csv:1", "set" },
    NULL },
  { "cards-lcg-side",
    CARDS_LCG,
    LCG_HEAD "Test Objective,Test Objective,Core,2,1:1,grey,jedi,objective,"
             "0,0,4,0,2,0,0,0,0,0,0,0,0,Tatooine,,,,\n",
    { "cards.csv:2", "side", "grey" },
    NULL },
  { "cards-lcg-type",
    CARDS_LCG,
    LCG_HEAD "Test Objective,Test Objective,Core,2,1:1,light,jedi,planet,0,"
             "0,4,0,2,0,0,0,0,0,0,0,0,Tatooine,,,,\n",
    { "cards.csv:2", "type", "planet" },
    NULL },
  { "cards-lcg-sets",
    CARDS_LCG,
    LCG_HEAD "Test Objective,Test Objective,Core,2,one,light,jedi,objective,"
             "0,0,4,0,2,0,0,0,0,0,0,0,0,Tatooine,,,,\n",
    { "cards.csv:2", "objective_sets", "one" },
    NULL },
  { "cards-lcg-unique",
    CARDS_LCG,
    LCG_HEAD "Test Objective,Test Objective,Core,2,1:1,light,jedi,objective,"
             "7,0,4,0,2,0,0,0,0,0,0,0,0,Tatooine,,,,\n",
    { "cards.csv:2", "unique", "7" },
    NULL },
  { "cards-lcg-ability",
    CARDS_LCG,
    LCG_HEAD "Test Objective,Test Objective,Core,2,1:1,light,jedi,objective,"
             "0,0,4,0,2,0,0,0,0,0,0,0,0,Tatooine,,,constant,[1] sing "
             "loudly\n",
    { "cards.csv:2", "abilities", "sing" },
    NULL },
  { "cards-lcg-twice",
    CARDS_LCG,
    LCG_HEAD LCG_OBJ LCG_OBJ,
    { "cards.csv:3", "Test Objective", "already" },
    NULL },
  /* deck files */
  { "deck-wotc-unknown",
    DECK_WOTC,
    "4 Jawa Sandcrawler\n2 No Such Card\n",
    { "bad.deck:2", "unknown card", "No Such Card" },
    NULL },
  { "deck-wotc-count-zero",
    DECK_WOTC,
    "0 Jawa Sandcrawler\n",
    { "bad.deck:1", "count from 1 to 60", "0" },
    NULL },
  { "deck-wotc-count-big",
    DECK_WOTC,
    "\n\n99 Jawa Sandcrawler\n",
    { "bad.deck:3", "count from 1 to 60", "99" },
    NULL },
  { "deck-wotc-count-only",
    DECK_WOTC,
    "# a comment\n4\n",
    { "bad.deck:2", "card" },
    NULL },
  { "deck-wotc-too-many",
    DECK_WOTC,
    "60 Jawa Sandcrawler\n60 Jawa Sandcrawler\n60 Jawa Sandcrawler\n",
    { "bad.deck:3", "at most" },
    NULL },
  { "deck-wotc-utf8",
    DECK_WOTC,
    "4 Jawa \xfe Sandcrawler\n",
    { "bad.deck", "UTF-8" },
    NULL },
  { "deck-wotc-set-number",
    DECK_WOTC,
    "AOTC 9999\n",
    { "bad.deck:1", "unknown card", "AOTC 9999" },
    NULL },
  { "deck-lcg-unknown",
    DECK_LCG,
    "Jedi\nset 1\nset 999\n",
    { "bad.deck:3", "unknown card", "set 999" },
    NULL },
  { "deck-lcg-name",
    DECK_LCG,
    "Jedi\nLuke Skywalkr\n",
    { "bad.deck:2", "unknown card", "Luke Skywalkr" },
    NULL },
  /* edition files */
  { "edition-not-ini",
    EDITION,
    ED_HEAD "this is not a key\n",
    { "e.ini:6", "this is not a key", "key=value" },
    NULL },
  { "edition-no-id",
    EDITION,
    "[edition]\ndate=2002-01-01\ntitle=t\nsources=s\n",
    { "e.ini:1", "[edition]", "\"id\"" },
    NULL },
  { "edition-no-group",
    EDITION,
    "id=x\n",
    { "e.ini:1", "before any group" },
    NULL },
  { "edition-bad-group",
    EDITION,
    ED_HEAD "[rules]\nx=1\n",
    { "e.ini:6", "[rules]", "[switch NAME]" },
    NULL },
  { "edition-bad-switch",
    EDITION,
    ED_HEAD "[switch no-such-switch]\nvalue=1\nsource=s\n",
    { "e.ini:6", "no switch", "no-such-switch" },
    NULL },
  { "edition-value",
    EDITION,
    ED_HEAD "[switch arena-bonus-bp]\nvalue=yes\nsource=s\n",
    { "e.ini:7", "arena-bonus-bp", "integer" },
    NULL },
  { "edition-value-range",
    EDITION,
    ED_HEAD "[switch arena-bonus-bp]\nvalue=2147483647\nsource=s\n",
    { "e.ini:7", "arena-bonus-bp", "0 to 10000" },
    NULL },
  { "edition-no-source",
    EDITION,
    ED_HEAD "[switch arena-bonus-bp]\nvalue=1\n",
    { "e.ini:6", "arena-bonus-bp", "source" },
    NULL },
  { "edition-parent",
    EDITION,
    ED_HEAD "parent=nowhere\n",
    { "e.ini:6", "parent", "nowhere" },
    NULL },
  { "edition-unset",
    EDITION,
    ED_HEAD,
    { "e.ini:1", "not set", "no parent" },
    NULL },
  { "edition-twice-group",
    EDITION,
    ED_HEAD "[edition]\nid=y\n",
    { "e.ini:6", "[edition]", "second time" },
    NULL },
  /* saves: the record a game is replayed from (format 4), one value a
   * line, so a JSON error names its line and column */
  { "save-empty", SAVE, "", { "bad.save", "JSON" }, NULL },
  { "save-truncated",
    SAVE,
    "{\"format\":\"holocron-save\",\"vers",
    { "bad.save:1:", "JSON" },
    NULL },
  { "save-not-object", SAVE, "[1,2,3]", { "bad.save", "JSON object" }, NULL },
  { "save-format",
    SAVE,
    "\"format\" : \"holocron-sav\"",
    { "bad.save", "not a holocron save", "holocron-save" },
    "\"format\" : \"holocron-save\"" },
  { "save-future",
    SAVE,
    "\"version\" : 99",
    { "bad.save", "version 99", "not supported" },
    "\"version\" : 4" },
  { "save-old",
    SAVE,
    "{\"format\":\"holocron-save\",\"version\":3,\"state\":{}}",
    { "bad.save", "save format 3 is no longer read", "replayed" },
    NULL },
  { "save-ruleset",
    SAVE,
    "\"ruleset\" : \"chess\"",
    { "bad.save", "ruleset", "chess" },
    "\"ruleset\" : \"wotc\"" },
  { "save-edition",
    SAVE,
    "\"edition\" : \"1999\"",
    { "bad.save", "edition", "1999" },
    "\"edition\" : \"final-2005\"" },
  { "save-end",
    SAVE,
    "\"end\" : \"zz\", \"old\" : \"",
    { "bad.save", "end", "hexadecimal" },
    "\"end\" : \"" },
  { "save-card-data",
    SAVE,
    "\"cards\" : [\n  [\n   \"ZZ",
    { "bad.save", "card data changed", "ZZAOTC" },
    "\"cards\" : [\n  [\n   \"" },
  { "save-deck-card",
    SAVE,
    "\"decks\" : [\n  [\n   [\n    \"ZZ",
    { "bad.save", "deck 0: no card", "ZZ" },
    "\"decks\" : [\n  [\n   [\n    \"" },
  { "save-choices",
    SAVE,
    "\"choices\" : [\n  \"x\",",
    { "bad.save", "choices", "integer" },
    "\"choices\" : [" },
  { "save-choice-illegal",
    SAVE,
    "\"choices\" : [\n  1",
    { "bad.save", "choice 1", "not offered" },
    "\"choices\" : [\n  " },
  { "save-seed",
    SAVE,
    "\"seed\" : \"0000000000000006\"",
    { "bad.save", "state hash differs before choice 1" },
    "\"seed\" : \"0000000000000005\"" },
  { "save-hashes",
    SAVE,
    "\"hashes\" : [\n  \"0\",",
    { "bad.save", "\"hashes\" and \"choices\" differ in length" },
    "\"hashes\" : [" },
  { "save-deep",
    SAVE,
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
    { "bad.save:1:17", "nested more than 16 deep" },
    NULL },
  /* a long line is made in the test: see long_line below */
  /* scenario files */
  { "scn-no-header", SCENARIO, "setup:\n", { "bad.scn:1", "header" }, NULL },
  { "scn-unknown-key",
    SCENARIO,
    "format: 1\ncolour: red\n",
    { "bad.scn:2", "colour" },
    NULL },
  { "scn-ruleset",
    SCENARIO,
    "format: 1\ntitle: t\nsource: s\nruleset: chess\nedition: latest\n"
    "setup:\n  phase battle\n",
    { "bad.scn:4", "chess" },
    NULL },
  { "scn-zone",
    SCENARIO,
    SCN_HEAD "setup:\n  light garage \"Incom T-16 Skyhopper\"\n",
    { "bad.scn:7", "garage" },
    NULL },
  { "scn-card",
    SCENARIO,
    SCN_HEAD "setup:\n  light ground \"Incom T-17 Skyhopper\"\n",
    { "bad.scn:7", "Incom T-17 Skyhopper" },
    NULL },
  { "scn-quote",
    SCENARIO,
    SCN_HEAD "setup:\n  light ground \"Incom T-16 Skyhopper\n",
    { "bad.scn:7", "quote" },
    NULL },
  { "scn-dice",
    SCENARIO,
    SCN_HEAD SCN_SETUP "script:\n  dice 7\n",
    { "bad.scn:13", "7" },
    NULL },
  { "scn-choice",
    SCENARIO,
    SCN_HEAD SCN_SETUP "script:\n  dice 3 2\n  light choose \"Fly away\"\n"
                       "expect:\n  card \"Destroyer Droid Squad\" damage 1\n",
    { "bad.scn:14", "Fly away", "no option is labelled" },
    NULL },
  /* every value a setup may set has its range (issue 16) */
  { "scn-global-range",
    SCENARIO,
    SCN_HEAD "setup:\n  phase battle\n  global bp_roll 7\n",
    { "bad.scn:8", "global bp_roll", "from 0 to 6, not 7" },
    NULL },
  { "scn-global-card",
    SCENARIO,
    SCN_HEAD SCN_SETUP "  global last_attacker 5\n",
    { "bad.scn:12", "names card 5", "expected -1 or 0 to 1" },
    NULL },
  { "scn-global-lcg",
    SCENARIO,
    "format: 1\ntitle: t\nsource: s\nruleset: lcg\nedition: latest\n"
    "setup:\n  phase balance\n  global edge 2\n",
    { "bad.scn:8", "global edge", "from -1 to 1, not 2" },
    NULL },
  { "scn-switch-range",
    SCENARIO,
    SCN_HEAD "setup:\n  phase battle\n  switch start-force 2147483647\n",
    { "bad.scn:8", "switch's value", "from 0 to 10000" },
    NULL },
  { "scn-resource-range",
    SCENARIO,
    SCN_HEAD "setup:\n  phase battle\n  light force -3\n",
    { "bad.scn:8", "amount", "from 0 to 1000000, not -3" },
    NULL },
  { "scn-turn-range",
    SCENARIO,
    SCN_HEAD "setup:\n  phase battle\n  turn 2147483647\n",
    { "bad.scn:8", "turn number", "from 1 to 1000000" },
    NULL },
  { "scn-section",
    SCENARIO,
    SCN_HEAD "setup:\nsetup:\n",
    { "bad.scn:7", "setup" },
    NULL },
};

static char *scratch;
static char *base_save;

static char *
write_scratch (const char *sub, const char *name, const char *text)
{
  g_autofree char *dir = g_build_filename (scratch, sub, NULL);
  g_mkdir_with_parents (dir, 0700);
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (path, text, -1, &error))
    fail_msg ("%s", error->message);
  return path;
}

static char *
cards_error (const char *ruleset, const char *text)
{
  g_autofree char *dir = g_build_filename (scratch, "cards", NULL);
  g_autofree char *sub = g_build_filename ("cards", ruleset, NULL);
  g_autofree char *path = write_scratch (sub, "cards.csv", text);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcCardDb) db = hc_ruleset_find (ruleset)->load_cards (dir, &error);
  return db ? NULL : g_strdup (error->message);
}

static char *
deck_error (const char *ruleset, const char *text)
{
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find (ruleset), NULL);
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  g_autoptr (GError) error = NULL;
  if (hc_deck_parse ("bad.deck", text, db, cards, &error))
    return NULL;
  /* nothing half-read is left behind */
  assert_int_equal (cards->len, 0);
  return g_strdup (error->message);
}

static char *
edition_error (const char *text)
{
  g_autofree char *dir = g_build_filename (scratch, "editions", NULL);
  g_autofree char *path = write_scratch ("editions", "e.ini", text);
  HcRuleset copy = *hc_ruleset_find ("wotc");
  copy.editions = NULL;
  g_autoptr (GError) error = NULL;
  if (hc_ruleset_load_editions (&copy, dir, &error))
    {
      g_ptr_array_free (copy.editions, TRUE);
      return NULL;
    }
  assert_null (copy.editions);
  return g_strdup (error->message);
}

static char *
save_error (const Case *c)
{
  g_autofree char *text = NULL;
  if (c->from)
    {
      const char *at = strstr (base_save, c->from);
      if (!at)
        fail_msg ("%s: \"%s\" is not in the save", c->id, c->from);
      text = g_strdup_printf ("%.*s%s%s", (int)(at - base_save), base_save,
                              c->text, at + strlen (c->from));
    }
  else
    text = g_strdup (c->text);
  const HcCardDb *db = hc_rulesets_cards (hc_ruleset_find ("wotc"), NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) g
      = hc_save_from_string ("bad.save", text, db, &rec, &error);
  if (g)
    return NULL;
  assert_null (rec);
  return g_strdup (error->message);
}

static char *
scenario_error (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HcScenario) s = hc_scenario_parse ("bad.scn", text, -1, &error);
  if (!s)
    return g_strdup (error->message);
  g_autoptr (HcScenarioResult) res = hc_scenario_run (s);
  return res->ok ? NULL : g_strdup (res->error);
}

static char *
error_of (const Case *c)
{
  switch (c->format)
    {
    case CARDS_WOTC:
      return cards_error ("wotc", c->text);
    case CARDS_LCG:
      return cards_error ("lcg", c->text);
    case DECK_WOTC:
      return deck_error ("wotc", c->text);
    case DECK_LCG:
      return deck_error ("lcg", c->text);
    case EDITION:
      return edition_error (c->text);
    case SAVE:
      return save_error (c);
    case SCENARIO:
      return scenario_error (c->text);
    }
  return NULL;
}

static void
every_malformed_input_is_named (void **state)
{
  (void)state;
  guint bad = 0;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autofree char *msg = error_of (c);
      if (!msg)
        {
          print_error ("%s: accepted\n", c->id);
          bad++;
          continue;
        }
      for (guint k = 0; k < G_N_ELEMENTS (c->want) && c->want[k]; k++)
        if (!strstr (msg, c->want[k]))
          {
            print_error ("%s: \"%s\" is not in: %s\n", c->id, c->want[k], msg);
            bad++;
            break;
          }
    }
  assert_int_equal (bad, 0);
}

/* The list in doc/errors.md and the table above name the same cases. */
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
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *key = g_strdup_printf ("`%s`", cases[i].id);
      if (!strstr (doc, key))
        fail_msg ("doc/errors.md does not list %s", cases[i].id);
    }
  assert_true (G_N_ELEMENTS (cases) >= 50);
}

static int
setup (void **state)
{
  (void)state;
  g_autoptr (GError) error = NULL;
  rulesets_fixture_init ();
  scratch = g_dir_make_tmp ("hc-test-errors-XXXXXX", &error);
  const HcRuleset *r = hc_ruleset_find ("wotc");
  const HcCardDb *db = hc_rulesets_cards (r, &error);
  assert_non_null (db);
  /* a real save a few decisions into a game */
  g_autoptr (HcRecord) rec = hc_record_new ("wotc", "final-2005", 5);
  assert_true (hc_record_add_default_decks (rec, r, db, &error));
  g_autoptr (HcGame) g = hc_record_start (rec, db, &error);
  assert_non_null (g);
  for (gint i = 0; i < 3 && hc_game_advance (g); i++)
    assert_true (hc_record_choose (rec, g, g->decision.option[0].id, &error));
  hc_game_advance (g);
  base_save = hc_save_to_string (g, rec);
  return 0;
}

static int
teardown (void **state)
{
  (void)state;
  g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", scratch);
  if (system (cmd) != 0)
    return 1;
  g_clear_pointer (&scratch, g_free);
  g_clear_pointer (&base_save, g_free);
  return 0;
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (every_malformed_input_is_named),
    cmocka_unit_test (the_list_in_the_docs_is_complete),
  };
  return cmocka_run_group_tests (tests, setup, teardown);
}
