/* Computer players, and the few helpers that set up and play out whole
 * games with them (demo, sim, bench and the playout tests all need the
 * same thing). */
#pragma once

#include "hc-save.h"

G_BEGIN_DECLS

/* A random player: a uniform choice among the offered options, drawn from
 * the agent's own generator.  It reads nothing but the decision, so it
 * cannot see hidden information. */
guint32 hc_agent_random_choose (const HcGame *g, HcRng *rng);

/* What every game of a run shares: ruleset, card data, a concrete edition
 * id and the two decks as card names. */
typedef struct
{
  const HcRuleset *rules;
  const HcCardDb *db;
  char *edition;
  gint edition_index;
  GPtrArray *deck[HC_MAX_PLAYERS];  /* char* card names, in file order */
  GArray *deck_ids[HC_MAX_PLAYERS]; /* the same as gint16 card ids */
} HcMatchSetup;

/* edition NULL or "latest" means the ruleset's newest edition; the decks
 * are the ruleset's default decks. */
HcMatchSetup *hc_match_setup_new (const HcRuleset *rules, const HcCardDb *db,
                                  const char *edition, GError **error);
void hc_match_setup_free (HcMatchSetup *s);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcMatchSetup, hc_match_setup_free)

/* The seed of game `index` of a run seeded with `master`. */
guint64 hc_match_game_seed (guint64 master, guint64 index);

/* A new game with the setup's decks (no choice made yet).  With
 * record_out, the game is built from a fresh record that *record_out
 * receives; without, straight from the card ids (the same game, without
 * the name look-ups, for sim and bench). */
HcGame *hc_match_start (const HcMatchSetup *s, guint64 seed,
                        HcRecord **record_out, GError **error);

/* The two random players of one game, seeded from the game's seed. */
void hc_match_agents_seed (HcRng agents[HC_MAX_PLAYERS], guint64 game_seed);

/* One random decision: advance, and if a player must decide, let that
 * player's agent choose (through the record when there is one).  Returns
 * FALSE when the game is over (nothing was chosen) or on an error. */
gboolean hc_match_step (HcGame *g, HcRecord *rec, HcRng agents[HC_MAX_PLAYERS],
                        GError **error);

/* Play on with random agents until the game ends or max_decisions more
 * decisions were made.  *decisions counts the choices made here. */
gboolean hc_match_playout (HcGame *g, HcRecord *rec,
                           HcRng agents[HC_MAX_PLAYERS], guint64 max_decisions,
                           guint64 *decisions, GError **error);

G_END_DECLS
