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

/* The computer players there are.  Every kind chooses an option id for the
 * pending decision and returns; none keeps anything between decisions. */
typedef enum
{
  HC_AGENT_RANDOM,
  HC_AGENT_GREEDY, /* one step ahead on clones, the ruleset's evaluation */
  HC_AGENT_SEARCH, /* Monte Carlo tree search on re-dealt clones */
  /* the difficulty levels (levels.c) */
  HC_AGENT_EASY,   /* greedy, with many random moves */
  HC_AGENT_NORMAL, /* a short search, with some random moves */
  HC_AGENT_HARD,   /* a long search: richer evaluation, heuristic rollouts */
  HC_AGENT_N_KINDS,
} HcAgentKind;

/* One computer player: its kind and its budget.  iterations is the search's
 * number of playouts per decision (deterministic); think_ms, when not 0,
 * also stops it at that much wall-clock time (then it is not); rollout is
 * how many random decisions each playout makes past the tree before the
 * position is evaluated, -1 for the ruleset's figure (search_rollout). */
typedef struct _HcAgentClock HcAgentClock;

/* threads: how many of the search's trees `hard` may search at once (the
 * result does not depend on it); clock, when set, is told how long each
 * real choice (more than one option) took. */
typedef struct
{
  HcAgentKind kind;
  guint iterations;
  guint think_ms;
  gint rollout;
  guint threads;
  HcAgentClock *clock;
} HcAgent;

#define HC_AGENT_DEFAULT_ITERATIONS 200
#define HC_AGENT_NORMAL_ITERATIONS 150
/* hard's default budget: a second a decision, at most this many playouts */
#define HC_AGENT_HARD_THINK_MS 1000
#define HC_AGENT_HARD_MAX_ITERATIONS 1000000

/* Thinking times, for reports: safe to share between threads. */
HcAgentClock *hc_agent_clock_new (void);
void hc_agent_clock_free (HcAgentClock *c);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcAgentClock, hc_agent_clock_free)
void hc_agent_clock_add (HcAgentClock *c, gint64 microseconds);
guint hc_agent_clock_count (HcAgentClock *c);
/* the q-quantile (0..1) of the times added, in milliseconds */
double hc_agent_clock_quantile (HcAgentClock *c, double q);
/* every time added, in microseconds, sorted ascending: a new array of
 * gint64 (a `sim --shard` report carries them whole, so that `sim merge`
 * takes its quantiles over every decision of the run) */
GArray *hc_agent_clock_sorted (HcAgentClock *c);

/* "random", "greedy", "search", "easy", "normal" or "hard" (any case);
 * FALSE for another word. */
gboolean hc_agent_kind_parse (const char *text, HcAgentKind *out);
const char *hc_agent_kind_name (HcAgentKind kind);
/* An agent of that kind with the default budget. */
HcAgent hc_agent_default (HcAgentKind kind);

/* The agent's choice for g's pending decision, drawing only from rng. */
guint32 hc_agent_choose (const HcAgent *a, const HcGame *g, HcRng *rng);
guint32 hc_agent_greedy_choose (const HcGame *g, HcRng *rng);
/* easy, normal or hard (levels.c) */
guint32 hc_agent_level_choose (const HcAgent *a, const HcGame *g, HcRng *rng);
/* is this kind a difficulty level? */
gboolean hc_agent_kind_is_level (HcAgentKind kind);
guint32 hc_agent_search_choose (const HcGame *g, HcRng *rng, guint iterations,
                                guint think_ms, gint rollout);

/* A copy of g to look ahead in, as `viewer` may imagine it: every card
 * viewer may not know (hc_card_known_to) is dealt again at random among
 * the unknown places of its pool, from the multiset of those cards alone,
 * and the copy's own generator is reseeded from rng, so neither the real
 * hidden cards nor the real future dice can show through.  The copy has a
 * log of its own that keeps no entries (hc_log_new_scratch), so looking
 * ahead never touches g's log. */
HcGame *hc_agent_imagine (const HcGame *g, gint viewer, HcRng *rng);
/* The same, in place, on a game that is already a scratch copy. */
void hc_agent_redeal (HcGame *g, gint viewer, HcRng *rng);

/* What every game of a run shares: ruleset, card data, a concrete edition
 * id and the two decks as card names. */
typedef struct
{
  const HcRuleset *rules;
  const HcCardDb *db;
  char *edition;
  gint edition_index;
  gint32 sw[HC_MAX_SWITCHES];      /* the edition's, with a variant's changes */
  GPtrArray *deck[HC_MAX_PLAYERS]; /* char* card names, in file order */
  GArray *deck_ids[HC_MAX_PLAYERS]; /* the same as gint16 card ids */
} HcMatchSetup;

/* edition NULL or "latest" means the ruleset's newest edition; it may be
 * followed by "+SWITCH=VALUE" changes (hc_ruleset_edition_variant); the
 * decks are the ruleset's default decks. */
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

/* The same with any agents: agent[p] plays side p (NULL for random). */
gboolean hc_match_step_agents (HcGame *g, HcRecord *rec,
                               HcRng rngs[HC_MAX_PLAYERS],
                               const HcAgent *agent[HC_MAX_PLAYERS],
                               GError **error);
gboolean hc_match_playout_agents (HcGame *g, HcRecord *rec,
                                  HcRng rngs[HC_MAX_PLAYERS],
                                  const HcAgent *agent[HC_MAX_PLAYERS],
                                  guint64 max_decisions, guint64 *decisions,
                                  GError **error);

/* Play on with random agents until the game ends or max_decisions more
 * decisions were made.  *decisions counts the choices made here. */
gboolean hc_match_playout (HcGame *g, HcRecord *rec,
                           HcRng agents[HC_MAX_PLAYERS], guint64 max_decisions,
                           guint64 *decisions, GError **error);

/* unit-games.c: what the games of hc_match_unit_games came to */
typedef struct
{
  guint games;                /* that ended with a winner */
  guint wins[HC_MAX_PLAYERS]; /* per side */
  guint64 decisions;
  guint unit_cards; /* the unit's cards (HcRuleset.deck_cards of it) */
  guint64 seen;     /* a bit per one of them that came out: into play, or a
                     * clause of it ran */
} HcUnitGames;

/* The cards a deck unit brings into a game (HcRuleset.deck_cards of it;
 * the lcg: the objective and its set's five other cards), as gint16
 * definitions */
GArray *hc_unit_cards (const HcRuleset *r, const HcCardDb *db, gint unit);
/* Play `games` games (seeds hc_match_game_seed (seed, i)) of deck, built
 * around deck unit `unit` (HcRuleset.unit_deck) for side, against the
 * other side's default deck, with random players, checking the state at
 * every decision (hc_check_step).  FALSE, naming the game and its seed,
 * at the first game that breaks a check, fails a choice or ends with no
 * winner.  It records the clauses that run (hc_coverage_record), so only
 * one thread may call it at a time. */
gboolean hc_match_unit_games (const HcRuleset *r, const HcCardDb *db, gint unit,
                              gint side, const GArray *deck, guint games,
                              guint64 seed, HcUnitGames *out, GError **error);

G_END_DECLS
