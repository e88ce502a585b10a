/* Hidden information: over random positions of both games, a player's
 * view (hc_game_player_view) and log (hc_log_render_json_for, whose text
 * is inside) name only cards that player may know, and
 * does not change when the cards the player may not know are dealt again:
 * whatever lies in the opponent's hand, in either deck or face down, the
 * view (and its JSON), the prompt and the option labels the player reads
 * are the same, so nothing in them can tell.  A card the player looks at
 * while choosing (searched for in a deck, chosen from the opponent's hand)
 * is the one exception the rules make. */
#include "hc-save.h"
#include "hc-view.h"
#include "rulesets-fixture.h"

#include <string.h>

/* Deal the cards `viewer` may not know again: their definitions are
 * shuffled among them, each staying where it lies. */
static void
redeal_unknown (HcGame *g, gint viewer, HcRng *rng)
{
  gint16 idx[HC_MAX_CARDS];
  gint n = 0;
  for (gint c = 0; c < g->n_cards; c++)
    if (!hc_card_known_to (g, c, viewer))
      idx[n++] = (gint16)c;
  for (gint i = n - 1; i > 0; i--)
    {
      gint j = (gint)hc_rng_bounded (rng, (guint32)i + 1);
      gint16 t = g->card[idx[i]].def;
      g->card[idx[i]].def = g->card[idx[j]].def;
      g->card[idx[j]].def = t;
    }
}

/* The log as `viewer` reads it, text and JSON, is the same whatever the
 * cards the viewer may not know are: a face-down build's cost, a captured
 * card's name or a card index in the JSON arguments would differ. */
static void
check_log (const HcGame *g, const HcGame *other, gint viewer)
{
  const HcLogEntry *e = hc_log_entries (g->log);
  g_autoptr (GString) a = g_string_new (NULL);
  g_autoptr (GString) b = g_string_new (NULL);
  for (guint i = 0; i < g->log_len; i++)
    {
      g_string_truncate (a, 0);
      g_string_truncate (b, 0);
      hc_log_render_json_for (g, &e[i], viewer, a);
      hc_log_render_json_for (other, &e[i], viewer, b);
      if (strcmp (a->str, b->str) != 0)
        fail_msg ("%s: log entry %u read by player %d changes with cards "
                  "it may not know:\n%s\n%s",
                  g->rules->id, i + 1, viewer, a->str, b->str);
    }
}

/* An option on a card the viewer may not know that lies in a hidden or
 * private zone: a card looked at while choosing. */
static gboolean
looked_at (const HcGame *g, const HcOption *o, gint viewer)
{
  guint32 mask = g->rules->hidden_zones | g->rules->private_zones;
  if (o->a < 0 || o->a >= g->n_cards || hc_card_known_to (g, o->a, viewer))
    return FALSE;
  gint zone = g->card[o->a].zone;
  return zone >= 0 && zone < 32 && (mask & (1u << zone)) != 0;
}

/* The prompt and option labels the decider reads are the same in g and in
 * `other`, where the cards the decider may not know are dealt again: a
 * face-down build, a card in the opponent's hand or in a deck named in a
 * label would differ (the options a card looked at while choosing aside). */
static void
check_words (const HcGame *g, const HcGame *other, gint viewer)
{
  g_autoptr (GString) a = g_string_new (NULL);
  g_autoptr (GString) b = g_string_new (NULL);
  hc_decision_prompt (g, a);
  hc_decision_prompt (other, b);
  if (strcmp (a->str, b->str) != 0)
    fail_msg ("%s: the prompt shown to player %d changes with cards it may "
              "not know:\n%s\n%s",
              g->rules->id, viewer, a->str, b->str);
  for (gint i = 0; i < g->decision.n_options; i++)
    {
      if (looked_at (g, &g->decision.option[i], viewer))
        continue;
      g_string_truncate (a, 0);
      g_string_truncate (b, 0);
      hc_option_label (g, &g->decision.option[i], a);
      hc_option_label (other, &other->decision.option[i], b);
      if (strcmp (a->str, b->str) != 0)
        fail_msg ("%s: option %d shown to player %d changes with cards it "
                  "may not know:\n%s\n%s",
                  g->rules->id, i + 1, viewer, a->str, b->str);
    }
}

static guint
check_position (HcGame *g, HcRng *rng, guint *unknown_seen)
{
  guint checks = 0;
  for (gint viewer = 0; viewer < HC_MAX_PLAYERS; viewer++)
    {
      g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
      hc_game_player_view (g, viewer, v);
      assert_int_equal (v->n_cards, g->n_cards);
      /* the agents re-deal the view's unnamed cards, found apart */
      gint16 unknown[HC_MAX_CARDS];
      gint n_unknown = hc_player_view_unknown (g, viewer, unknown);
      gint n_unnamed = 0;
      for (gint i = 0; i < v->n_cards; i++)
        n_unnamed += v->card[i].def == HC_NONE;
      assert_int_equal (n_unknown, n_unnamed);
      for (gint i = 0; i < n_unknown; i++)
        for (gint k = 0; k < v->n_cards; k++)
          assert_int_not_equal (v->card[k].card, unknown[i]);
      for (gint i = 0; i < v->n_cards; i++)
        {
          const HcViewCard *c = &v->card[i];
          if (c->def == HC_NONE)
            {
              assert_int_equal (c->card, HC_NONE);
              (*unknown_seen)++;
              continue;
            }
          /* a named card is one the viewer may know */
          assert_true (c->card >= 0 && c->card < g->n_cards);
          assert_true (hc_card_known_to (g, c->card, viewer));
          assert_int_equal (c->def, g->card[c->card].def);
        }
      /* the same view whatever the unknown cards are */
      g_autoptr (HcGame) other = hc_game_clone (g);
      redeal_unknown (other, viewer, rng);
      g_autofree HcPlayerView *v2 = g_new (HcPlayerView, 1);
      hc_game_player_view (other, viewer, v2);
      /* The same options must be offered, and the viewer's own prompt and
       * option labels read the same whatever the unknown cards are.  The
       * one exception the rules make is a card the viewer looks at while
       * choosing (a card searched for in a deck, one chosen from the
       * opponent's hand): an option on a card in a hidden or private zone
       * may name it, and only those are left out. */
      assert_int_equal (v->n_options, v2->n_options);
      for (gint i = 0; i < v->n_options; i++)
        if (!looked_at (g, &g->decision.option[i], viewer))
          assert_int_equal (v->option[i].id, v2->option[i].id);
      if (g->decision.player == viewer)
        check_words (g, other, viewer);
      v->n_options = v2->n_options = 0;
      g_autoptr (GString) json = g_string_new (NULL);
      hc_player_view_json (g, v, json);
      g_autoptr (GString) json2 = g_string_new (NULL);
      hc_player_view_json (other, v2, json2);
      if (strcmp (json->str, json2->str) != 0)
        {
          /* show where the two views part */
          gsize at = 0;
          while (json->str[at] == json2->str[at])
            at++;
          gsize from = at > 160 ? at - 160 : 0;
          fail_msg ("%s: the view of player %d changes with cards it may "
                    "not know:\n...%.320s\n...%.320s",
                    g->rules->id, viewer, json->str + from, json2->str + from);
        }
      check_log (g, other, viewer);
      checks++;
    }
  return checks;
}

/* A save given to a player is sealed: nothing in its text names a card,
 * the seed or a choice. */
static void
check_sealed_save (const HcGame *g, const HcRecord *rec)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *sealed = hc_save_to_string_sealed (g, rec, &error);
  if (!sealed)
    fail_msg ("%s", error->message);
  assert_null (strstr (sealed, "\"seed\""));
  assert_null (strstr (sealed, "\"choices\""));
  /* a one-word name could turn up in the base64 by chance: only names
   * with a character base64 never has (a space, a quote, a bracket) */
  for (gint c = 0; c < g->n_cards; c++)
    if (strspn (hc_card_def (g, c)->name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "abcdefghijklmnopqrstuvwxyz"
                                          "0123456789+/")
            < strlen (hc_card_def (g, c)->name)
        && strstr (sealed, hc_card_def (g, c)->name))
      fail_msg ("%s: the sealed save names %s", g->rules->id,
                hc_card_def (g, c)->name);
}

/* Random games of both rulesets, the view and log of both players checked
 * every `every` decisions for at most `steps` decisions, and a sealed save
 * every `save_every` (0: none). */
static void
play_and_check (guint64 seeds, gint every, gint steps, gint save_every)
{
  const char *ids[] = { "wotc", "lcg" };
  for (guint r = 0; r < G_N_ELEMENTS (ids); r++)
    {
      const HcRuleset *rules = hc_ruleset_find (ids[r]);
      guint checks = 0, unknown = 0, ended = 0;
      for (guint64 seed = 1; seed <= seeds; seed++)
        {
          g_autoptr (HcRecord) rec = NULL;
          g_autoptr (HcGame) g
              = rulesets_fixture_game_record (rules, seed, &rec);
          HcRng rng;
          hc_rng_seed (&rng, seed, 0x71e);
          for (gint step = 0; step < steps; step++)
            {
              const HcDecision *d = hc_game_advance (g);
              if (!d)
                break;
              if (step % every == 0)
                checks += check_position (g, &rng, &unknown);
              if (save_every && step % save_every == 0)
                check_sealed_save (g, rec);
              g_autoptr (GError) error = NULL;
              guint32 pick = hc_rng_bounded (&rng, (guint32)d->n_options);
              assert_true (
                  hc_record_choose (rec, g, d->option[pick].id, &error));
            }
          checks += check_position (g, &rng, &unknown);
          ended += g->over;
        }
      print_message ("%s: %u views and logs checked, %u unknown cards in "
                     "them, %u games played to the end\n",
                     ids[r], checks, unknown, ended);
      /* the test means something only if there was something to hide */
      assert_true (unknown > 0);
    }
}

static void
views_hide_what_players_may_not_know (void **state)
{
  (void)state;
  play_and_check (12, 7, 400, 0);
}

/* Whole games, every decision: nothing a player may not know in that
 * player's view, log (text and JSON) or sealed save. */
static void
whole_games_keep_secrets_at_every_step (void **state)
{
  (void)state;
  play_and_check (2, 1, 5000, 1);
}

/* The two log lines issue 16 found leaking: the wotc "starts building a
 * card: 1 of 5 build counters" told the opponent the face-down card's
 * cost; the lcg "X is captured at Y" named X to its owner, who may not
 * look at it.  Each is looked for in random games and read by both. */
static gboolean
find_and_check (HcGame *g, const char *kind, guint *found)
{
  const HcLogEntry *e = hc_log_entries (g->log);
  g_autoptr (GString) mine = g_string_new (NULL);
  g_autoptr (GString) theirs = g_string_new (NULL);
  for (guint i = 0; i < g->log_len; i++)
    {
      if (strcmp (hc_log_kind_name (g, &e[i]), kind) != 0)
        continue;
      gint card = e[i].arg[1];
      const HcCard *c = &g->card[card];
      if (!(c->flags & HC_CARD_FACE_DOWN))
        continue;
      /* who may look: the builder, or the side it was captured by */
      gint knows = c->zone_player, not = 1 - knows;
      g_string_truncate (mine, 0);
      g_string_truncate (theirs, 0);
      hc_log_render_text_for (g, &e[i], knows, mine);
      hc_log_render_text_for (g, &e[i], not, theirs);
      const char *name = hc_card_def (g, card)->name;
      if (g_str_equal (kind, "build-start"))
        {
          g_autofree char *cost = g_strdup_printf (" of %d ", e[i].arg[3]);
          assert_non_null (strstr (mine->str, cost));
          assert_null (strstr (theirs->str, cost));
          assert_non_null (strstr (theirs->str, " of ? "));
        }
      else
        {
          assert_non_null (strstr (mine->str, name));
          assert_null (strstr (theirs->str, name));
          assert_non_null (strstr (theirs->str, "a face-down card"));
        }
      (*found)++;
    }
  return *found > 0;
}

static void
the_log_lines_that_leaked_are_filtered (void **state)
{
  (void)state;
  const char *cases[][2] = { { "wotc", "build-start" }, { "lcg", "capture" } };
  for (guint r = 0; r < G_N_ELEMENTS (cases); r++)
    {
      const HcRuleset *rules = hc_ruleset_find (cases[r][0]);
      guint found = 0;
      for (guint64 seed = 1; seed <= 40 && !found; seed++)
        {
          g_autoptr (HcGame) g = rulesets_fixture_game (rules, seed);
          HcRng rng;
          hc_rng_seed (&rng, seed, 0x10c);
          for (gint step = 0; step < 600 && !found; step++)
            {
              const HcDecision *d = hc_game_advance (g);
              if (!d)
                break;
              find_and_check (g, cases[r][1], &found);
              guint32 pick = hc_rng_bounded (&rng, (guint32)d->n_options);
              assert_true (hc_game_choose (g, d->option[pick].id, NULL));
            }
        }
      print_message ("%s: %u \"%s\" lines checked\n", cases[r][0], found,
                     cases[r][1]);
      assert_true (found > 0);
    }
}

/* An option on a card the decider may not know that is not one looked at
 * while choosing: the kind of label the test must see to mean something. */
static guint
options_on_unknown (const HcGame *g)
{
  guint n = 0;
  const HcDecision *d = &g->decision;
  for (gint i = 0; i < d->n_options; i++)
    {
      const HcOption *o = &d->option[i];
      n += o->a >= 0 && o->a < g->n_cards
           && !hc_card_known_to (g, o->a, d->player)
           && !looked_at (g, o, d->player);
    }
  return n;
}

/* A wotc game of the default decks with four copies of `name` in place of
 * the Dark Side's first four cards. */
static HcGame *
game_with_four (const HcRuleset *rules, guint64 seed, const char *name)
{
  g_autoptr (HcRecord) rec = NULL;
  g_autoptr (HcGame) g0 = rulesets_fixture_game_record (rules, seed, &rec);
  for (guint i = 0; i < 4; i++)
    {
      g_free (g_ptr_array_index (rec->deck[0], i));
      g_ptr_array_index (rec->deck[0], i) = g_strdup (name);
    }
  g_autoptr (GError) error = NULL;
  HcGame *g = hc_record_start (rec, hc_rulesets_cards (rules, NULL), &error);
  if (!g)
    fail_msg ("%s", error->message);
  return g;
}

/* Random choices for up to 3000 decisions; `at`, if any, looks at each
 * decision first. */
static void
play_random (HcGame *g, HcRng *rng,
             void (*at) (HcGame *g, HcRng *rng, guint *counts), guint *counts)
{
  for (gint step = 0; step < 3000; step++)
    {
      const HcDecision *d = hc_game_advance (g);
      if (!d)
        break;
      if (at)
        at (g, rng, counts);
      guint32 pick = hc_rng_bounded (rng, (guint32)d->n_options);
      assert_true (hc_game_choose (g, d->option[pick].id, NULL));
    }
}

/* The decider's prompt and labels against a re-deal of what it may not
 * know; counts: decisions, options on cards it may not know. */
static void
words_at (HcGame *g, HcRng *rng, guint *counts)
{
  counts[1] += options_on_unknown (g);
  g_autoptr (HcGame) other = hc_game_clone (g);
  redeal_unknown (other, g->decision.player, rng);
  check_words (g, other, g->decision.player);
  counts[0]++;
}

/* The leak a helper saw: an ability that chooses a card the opponent is
 * building face down (Darth Tyranus (F): "remove 2 build counters from a
 * partially built card of your opponent's") named that card in its
 * option labels.  Random wotc games with four of him in the Dark Side's
 * deck; at every decision the decider's prompt and labels must read the
 * same whatever the cards it may not know are. */
static void
labels_hide_face_down_builds (void **state)
{
  (void)state;
  const HcRuleset *rules = hc_ruleset_find ("wotc");
  guint counts[2] = { 0, 0 }; /* decisions, options on unknown cards */
  for (guint64 seed = 1; seed <= 30 && counts[1] < 20; seed++)
    {
      g_autoptr (HcGame) g = game_with_four (rules, seed, "Darth Tyranus (F)");
      HcRng rng;
      hc_rng_seed (&rng, seed, 0xb1d);
      play_random (g, &rng, words_at, counts);
    }
  print_message ("wotc: %u prompts and option lists checked, %u options on "
                 "a card the decider may not know\n",
                 counts[0], counts[1]);
  assert_true (counts[1] > 0);
}

/* The other way round: "look at your opponent's hand" (Chief Bast (A))
 * logged each card for the looker as "a face-down card", the card lying in
 * a hand the looker may not see.  The looker reads the names, and so does
 * the hand's owner. */
static void
the_looker_reads_the_hand (void **state)
{
  (void)state;
  const HcRuleset *rules = hc_ruleset_find ("wotc");
  guint found = 0;
  for (guint64 seed = 1; seed <= 40 && found == 0; seed++)
    {
      g_autoptr (HcGame) g = game_with_four (rules, seed, "Chief Bast (A)");
      HcRng rng;
      hc_rng_seed (&rng, seed, 0x100c);
      play_random (g, &rng, NULL, NULL);
      const HcLogEntry *e = hc_log_entries (g->log);
      g_autoptr (GString) s = g_string_new (NULL);
      for (guint i = 0; i < g->log_len; i++)
        {
          if (strcmp (hc_log_kind_name (g, &e[i]), "look") != 0)
            continue;
          const char *name = hc_card_db_get (g->db, e[i].arg[1])->name;
          for (gint viewer = 0; viewer < HC_MAX_PLAYERS; viewer++)
            {
              g_string_truncate (s, 0);
              hc_log_render_text_for (g, &e[i], viewer, s);
              if (!strstr (s->str, name))
                fail_msg ("player %d reads \"%s\", not %s", viewer, s->str,
                          name);
            }
          found++;
        }
    }
  print_message ("wotc: %u \"look\" lines read by both players\n", found);
  assert_true (found > 0);
}

/* A card shown to both players is named to both: the one taken from the
 * deck by a search ("shows it"), the one returned from the discard pile
 * (a public pile) and each one a reveal turns over.  With the card itself
 * as argument the opponent read "a face-down card", the card having gone
 * on to a hand or back into the deck. */
static void
shown_cards_are_named_to_both (void **state)
{
  (void)state;
  const HcRuleset *rules = hc_ruleset_find ("wotc");
  static const struct
  {
    const char *card, *kind;
  } cases[] = {
    { "Tyranus's Geonosian Speeder (A)", "search" },
    { "Hatch a Clone", "recover" },
    { "Ship Arrival", "reveal" },
  };
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      guint found = 0;
      for (guint64 seed = 1; seed <= 60 && found == 0; seed++)
        {
          g_autoptr (HcGame) g = game_with_four (rules, seed, cases[k].card);
          HcRng rng;
          hc_rng_seed (&rng, seed, 0x5e4);
          play_random (g, &rng, NULL, NULL);
          const HcLogEntry *e = hc_log_entries (g->log);
          g_autoptr (GString) s = g_string_new (NULL);
          for (guint i = 0; i < g->log_len; i++)
            {
              if (strcmp (hc_log_kind_name (g, &e[i]), cases[k].kind) != 0)
                continue;
              for (gint viewer = 0; viewer < HC_MAX_PLAYERS; viewer++)
                {
                  g_string_truncate (s, 0);
                  hc_log_render_text_for (g, &e[i], viewer, s);
                  if (strstr (s->str, "face-down"))
                    fail_msg ("%s: player %d reads \"%s\"", cases[k].card,
                              viewer, s->str);
                }
              found++;
            }
        }
      print_message ("wotc: %u \"%s\" lines read by both players\n", found,
                     cases[k].kind);
      assert_true (found > 0);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (views_hide_what_players_may_not_know),
    cmocka_unit_test (the_log_lines_that_leaked_are_filtered),
    cmocka_unit_test (whole_games_keep_secrets_at_every_step),
    cmocka_unit_test (labels_hide_face_down_builds),
    cmocka_unit_test (the_looker_reads_the_hand),
    cmocka_unit_test (shown_cards_are_named_to_both),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
