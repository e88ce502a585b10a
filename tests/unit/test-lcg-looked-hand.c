/* How long a look at the opponent's hand lasts (Jabba's Orders, Bothan
 * Spy; rulesets/lcg/knowledge.c, doc/rules/lcg.md "Looking at a hand"),
 * checked over random games of the two shipped decks that hold those
 * cards, at every decision, for each player:
 *   - no card of the opponent's hand becomes known without a look;
 *   - with no card gone from that hand and no look, what he knew stays;
 *   - once a card of it has gone where he cannot see it, he knows none;
 *   - his view and log read the same whatever the cards he does not
 *     know are (as test-hidden checks with the default decks).
 * The test means something only if knowledge was seen to last past the
 * look and to end on an unseen departure; both are counted. */
#include "hc-save.h"
#include "hc-view.h"
#include "rulesets-fixture.h"

#include <string.h>

enum
{
  Z_HAND = 1 /* the lcg's hand zone (rulesets/lcg/lcg-types.h) */
};

typedef struct
{
  guint64 hand[HC_CARD_WORDS];  /* the opponent's hand at the last decision */
  guint64 known[HC_CARD_WORDS]; /* ... the cards of it the player knew */
} Seen;

typedef struct
{
  guint decisions, lasting, ended, looks;
} Counts;

static gboolean
bit (const guint64 *set, gint card)
{
  return (set[card >> 6] >> (card & 63)) & 1u;
}

static void
opponent_hand (const HcGame *g, gint viewer, Seen *now)
{
  memset (now, 0, sizeof *now);
  for (gint c = 0; c < g->n_cards; c++)
    if (g->card[c].zone == Z_HAND && g->card[c].zone_player == 1 - viewer)
      {
        now->hand[c >> 6] |= 1ull << (c & 63);
        if (hc_card_known_to (g, c, viewer))
          now->known[c >> 6] |= 1ull << (c & 63);
      }
}

/* did `viewer` look at the opponent's hand in log entries [from, to)? */
static gboolean
looked (const HcGame *g, guint from, gint viewer)
{
  const HcLogEntry *e = hc_log_entries (g->log);
  for (guint i = from; i < g->log_len; i++)
    if (strcmp (hc_log_kind_name (g, &e[i]), "look-hand") == 0
        && e[i].arg[0] == viewer)
      return TRUE;
  return FALSE;
}

static void
check_rules (const HcGame *g, gint viewer, Seen *before, gboolean look,
             Counts *n)
{
  Seen now;
  opponent_hand (g, viewer, &now);
  if (look)
    {
      n->looks++;
      *before = now;
      return;
    }
  gboolean gone_unseen = FALSE, gone = FALSE;
  for (gint c = 0; c < g->n_cards; c++)
    {
      if (bit (now.known, c) && !bit (before->known, c))
        fail_msg ("card %d of the opponent's hand became known to player %d "
                  "without a look",
                  c, viewer);
      if (bit (before->hand, c) && !bit (now.hand, c))
        {
          gone = TRUE;
          gone_unseen |= !hc_card_known_to (g, c, viewer);
        }
    }
  gboolean knows_some = FALSE;
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    knows_some |= now.known[w] != 0;
  if (gone_unseen && knows_some)
    fail_msg ("player %d still knows cards of a hand a card left unseen",
              viewer);
  if (!gone && memcmp (now.known, before->known, sizeof now.known) != 0)
    fail_msg ("player %d forgot cards of a hand nothing left", viewer);
  n->lasting += knows_some;
  for (gint w = 0; w < HC_CARD_WORDS && gone_unseen; w++)
    if (before->known[w])
      {
        n->ended++;
        break;
      }
  *before = now;
}

/* the cards `viewer` may not know, dealt again among themselves */
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

static void
check_view (const HcGame *g, gint viewer, HcRng *rng)
{
  g_autoptr (HcGame) other = hc_game_clone (g);
  redeal_unknown (other, viewer, rng);
  g_autofree HcPlayerView *v = g_new (HcPlayerView, 1);
  g_autofree HcPlayerView *v2 = g_new (HcPlayerView, 1);
  hc_game_player_view (g, viewer, v);
  hc_game_player_view (other, viewer, v2);
  v->n_options = v2->n_options = 0;
  g_autoptr (GString) a = g_string_new (NULL);
  g_autoptr (GString) b = g_string_new (NULL);
  hc_player_view_json (g, v, a);
  hc_player_view_json (other, v2, b);
  if (strcmp (a->str, b->str) != 0)
    fail_msg ("the view of player %d changes with cards it may not know",
              viewer);
  const HcLogEntry *e = hc_log_entries (g->log);
  for (guint i = 0; i < g->log_len; i++)
    {
      g_string_truncate (a, 0);
      g_string_truncate (b, 0);
      hc_log_render_json_for (g, &e[i], viewer, a);
      hc_log_render_json_for (other, &e[i], viewer, b);
      if (strcmp (a->str, b->str) != 0)
        fail_msg ("log entry %u read by player %d changes with cards it may "
                  "not know:\n%s\n%s",
                  i + 1, viewer, a->str, b->str);
    }
}

static GArray *
deck (const HcCardDb *db, const char *rel)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (hc_data_dir (), rel, NULL);
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (gint16));
  if (!hc_deck_read (path, db, cards, &error))
    fail_msg ("%s", error->message);
  return cards;
}

static void
a_look_lasts_while_the_hand_keeps_it (void **state)
{
  (void)state;
  const HcRuleset *r = hc_ruleset_find ("lcg");
  const HcCardDb *db = hc_rulesets_cards (r, NULL);
  g_autoptr (GArray) dark = deck (db, "lcg/decks/scum-and-villainy.deck");
  g_autoptr (GArray) light = deck (db, "lcg/decks/smugglers-and-spies.deck");
  const gint16 *decks[HC_MAX_PLAYERS]
      = { (const gint16 *)(gconstpointer)dark->data,
          (const gint16 *)(gconstpointer)light->data };
  const gint n_deck[HC_MAX_PLAYERS] = { (gint)dark->len, (gint)light->len };
  Counts n = { 0 };
  for (guint64 seed = 1; seed <= 60 && (n.lasting < 200 || n.ended < 10);
       seed++)
    {
      g_autoptr (HcGame) g
          = hc_game_new (r, db, (gint)r->editions->len - 1, seed);
      g_autoptr (GError) error = NULL;
      if (!r->start (g, decks, n_deck, &error))
        fail_msg ("%s", error->message);
      HcRng rng;
      hc_rng_seed (&rng, seed, 0x1007);
      Seen seen[HC_MAX_PLAYERS];
      memset (seen, 0, sizeof seen);
      guint log_from = 0;
      for (gint step = 0; step < 3000; step++)
        {
          const HcDecision *d = hc_game_advance (g);
          if (!d)
            break;
          for (gint p = 0; p < HC_MAX_PLAYERS; p++)
            {
              check_rules (g, p, &seen[p], looked (g, log_from, p), &n);
              if (step % 5 == 0)
                check_view (g, p, &rng);
            }
          log_from = g->log_len;
          n.decisions++;
          guint32 pick = hc_rng_bounded (&rng, (guint32)d->n_options);
          assert_true (hc_game_choose (g, d->option[pick].id, NULL));
        }
    }
  print_message ("%u decisions, %u looks, %u positions with a card of the "
                 "opponent's hand known after the look, %u looks ended by "
                 "a card leaving unseen\n",
                 n.decisions, n.looks, n.lasting, n.ended);
  assert_true (n.looks > 0);
  assert_true (n.lasting > 0);
  assert_true (n.ended > 0);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (a_look_lasts_while_the_hand_keeps_it),
  };
  return cmocka_run_group_tests (tests, rulesets_fixture_setup, NULL);
}
