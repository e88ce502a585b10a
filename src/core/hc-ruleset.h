/* The interface a ruleset plugs into the core with.  The core includes no
 * ruleset header; a ruleset fills one HcRuleset and registers it. */
#pragma once

#include "hc-game.h"

G_BEGIN_DECLS

#define HC_STEP_WINDOW 0 /* the core's priority window */
#define HC_STEP_FIRST_RULESET 1

/* A rule reference: the edition-independent part of where a rule comes from. */
typedef struct
{
  const char *id;     /* e.g. "attack-sequence" */
  const char *source; /* document and section */
} HcRuleRef;

/* A log message template.  Placeholders: {c0}..{c3} card name of argument
 * N, {d0}..{d3} name of card definition N, {p0}..{p3} player name,
 * {n0}..{n3} number, {+0}..{+3} signed number (a change: "+2"),
 * {n0:card:cards} number and the word in its number ("1 card", "7 cards"),
 * {z0}..{z3} zone name, {o0}..{o3} "Dark Side"-style side name of a
 * player's opponent, {s0}..{s3} the plural ending "s" unless number N is 1
 * ("{n1} card{s1}": "1 card", "3 cards"). */
typedef struct
{
  const char *kind; /* machine name, e.g. "attack" */
  const char *text;
} HcMessage;

/* A rule switch of an edition.  Its values, in edition files and in
 * "EDITION+SWITCH=VALUE", are 0..HC_SWITCH_MAX. */
#define HC_SWITCH_MAX 10000
typedef struct
{
  const char *name;
  const char *doc;
} HcSwitchDef;

typedef struct
{
  char *id;
  char *date;
  char *title;
  char *parent;
  char *sources;
  gint32 sw[HC_MAX_SWITCHES];
  char *sw_source[HC_MAX_SWITCHES];
} HcEdition;

/* How the difficulty levels (src/agents/levels.c) search one game: each
 * ruleset tunes its own, next to its agent_evaluate, so tuning one game's
 * levels never changes the other's games. */
typedef struct
{
  /* decisions played past the tree before the position is scored */
  gint rollout;
  /* percent of those decisions taken by a one-step look at agent_evaluate
   * instead of at random */
  guint greedy_pct;
  /* then up to this many priority-window passes (see HcSearchPlan) */
  guint settle;
  /* UCB1's exploration constant; 0: the plain search's */
  double exploration;
  /* independent trees hard searches (normal searches one) */
  guint hard_trees;
  /* hard's answer (HcSearchPlan's final_share): 0, the root option visited
   * most over its trees; else the best mean score among the options visited
   * at least this share of the most visited one's count */
  double hard_final_share;
  /* the levels' evaluation; NULL: the ruleset's agent_evaluate (or its
   * evaluate) */
  double (*evaluate) (const HcGame *g, gint player);
} HcLevelTuning;

struct _HcRuleset
{
  const char *id;
  const char *title;
  const char *const *player_names; /* [HC_MAX_PLAYERS] */
  const char *const *zone_names;
  gint n_zones;
  const char *const *counter_names;
  gint n_counters;
  /* names of the card flags it gives a meaning, HC_CARD_FLAG5 to 7 (NULL,
   * or NULL entries, for none), so scenarios can set and check them */
  const char *const *flag_names;
  const char *const *res_names;
  gint n_res;
  const char *const *global_names;
  gint n_globals;
  const HcSwitchDef *switches;
  gint n_switches;
  const HcStepFn *steps; /* index = frame kind; [0] unused (core window) */
  gint n_steps;
  const char *const *step_names;
  const HcMessage *messages;
  gint n_messages;
  const HcRuleRef *rules;
  gint n_rules;

  /* editions, loaded from the ruleset's editions/ folder */
  GPtrArray *editions; /* HcEdition* */

  /* the zones whose cards are in play, for hc_card_in_play */
  guint32 in_play_zones;
  /* the zones whose order is hidden (decks) and contents private (hands) */
  guint32 hidden_zones;
  guint32 private_zones;
  /* [n_counters]: the zones where a card may carry each counter, checked
   * by hc_check_invariants; NULL: anywhere */
  const guint32 *counter_zones;

  HcCardDb *(*load_cards) (const char *data_dir, GError **error);
  /* put the decks in place and push the first step */
  gboolean (*start) (HcGame *g, const gint16 *const decks[HC_MAX_PLAYERS],
                     const gint n_deck[HC_MAX_PLAYERS], GError **error);
  /* push the steps that continue play from a scenario's position */
  gboolean (*start_at) (HcGame *g, const char *phase, const char *step,
                        GError **error);
  void (*option_label) (const HcGame *g, const HcDecision *d, const HcOption *o,
                        GString *out);
  void (*prompt) (const HcGame *g, const HcDecision *d, GString *out);
  /* priority windows: offer plays to player (the core adds "pass") and
   * push the effect of a chosen play */
  void (*window_offer) (HcGame *g, const HcFrame *w, gint player);
  void (*window_play) (HcGame *g, HcFrame *w, gint player, const HcOption *o);
  /* called before each opportunity of a window; a ruleset resolves
   * waiting triggered abilities here by pushing steps and returning TRUE
   * (the opportunity is then offered once they are done) */
  gboolean (*window_begin) (HcGame *g, HcFrame *w);
  /* called when a window closes (both passed) */
  void (*window_closed) (HcGame *g, HcFrame *w);
  const char *(*phase_name) (gint phase);
  gint32 (*card_stat) (const HcGame *g, gint card, gint stat);
  const char *const *stat_names;
  gint n_stats;
  /* the card types' names, by HcCardDef.type (NULL: not named) */
  const char *const *type_names;
  gint n_types;
  /* the card's text rendered from our encoding */
  void (*card_text) (const HcCardDef *def, GString *out);
  /* a short evaluation for agents, from player's point of view (-1..1) */
  double (*evaluate) (const HcGame *g, gint player);
  /* the stronger agents' evaluation (same scale), richer and slower than
   * `evaluate`, which greedy and search keep so their games stay the same;
   * NULL: `evaluate` */
  double (*agent_evaluate) (const HcGame *g, gint player);
  /* which unknown cards an agent may swap when it imagines the hidden
   * ones (cards of one pool could be in each other's places: the LCG keeps
   * objectives apart from command cards); NULL: one pool per owner */
  gint (*redeal_pool) (const HcGame *g, gint card);
  /* is this card, in a zone private to another player, revealed to the
   * viewer for now (a hand shown by an effect)?  NULL: never */
  gboolean (*card_revealed) (const HcGame *g, gint card, gint viewer);
  /* random decisions the search agent plays past its tree before it asks
   * `evaluate`: 0 when the evaluation reads a position well (wotc), more
   * when it needs the game played on a little to tell */
  gint search_rollout;
  /* the levels' search settings; NULL: levels.c's defaults */
  const HcLevelTuning *level_tuning;
  /* parse one deck line's card name lookup uses the db; returns FALSE on
   * a deck-rule violation with a message */
  gboolean (*check_deck) (const HcCardDb *db, gint side, const gint16 *cards,
                          gint n, GString *problems);
  const char *default_decks[HC_MAX_PLAYERS]; /* relative to data dir */
  /* The encoded parts of a card that `cards coverage` asks to see run (a
   * bit each, below 64, as the ruleset numbers them for hc_coverage_note),
   * and one part's card text; NULL: no part is recorded */
  guint64 (*encoded_parts) (const HcCardDef *def);
  void (*part_text) (const HcCardDef *def, guint part, GString *out);
  /* a card has just left zone `from_zone` of `from_player` (it may be
   * back in the same zone, moved within it): lets a ruleset end what a
   * player knew of the card where it was (lcg: a hand looked at).  NULL:
   * nothing to end */
  void (*card_moved) (HcGame *g, gint card, gint from_player, gint from_zone);
  /* every card a deck of these entries puts into a game, appended to out
   * (gint16 definitions; an LCG objective brings its set's other five), so
   * the unimplemented-card checks see them all; NULL: the entries
   * themselves, or what the ruleset's start deals */
  void (*deck_cards) (const HcCardDb *db, const gint16 *cards, gint n,
                      GArray *out);
  /* is this face-down card, on another player's side of the table, seen
   * by the viewer for now (wotc: Darth Sidious (A), the opponent builds
   * face up)?  NULL: never */
  gboolean (*face_down_seen) (const HcGame *g, gint card, gint viewer);
  /* The units a deck is built of, for `cards coverage --play` (the lcg's
   * objective sets): given a card that heads one, a deck the deck rules
   * allow that holds it (as deck entries, in out, for side *side).
   * Returns 1 when built; 0 when no such deck can be built, why saying
   * so; -1 when the card heads no unit.  NULL: no units */
  gint (*unit_deck) (const HcCardDb *db, gint card, gint *side, GArray *out,
                     GString *why);
  const char *unit_name; /* what a unit is called ("objective set") */
};

/* Window frame arguments (HC_STEP_WINDOW). */
enum
{
  HC_WIN_KIND,   /* ruleset's window kind */
  HC_WIN_FIRST,  /* who gets the first opportunity */
  HC_WIN_PLAYER, /* whose opportunity it is */
  HC_WIN_PASSES, /* consecutive passes */
  HC_WIN_ARG,    /* free for the ruleset (e.g. the attack it belongs to) */
  HC_WIN_PLAYS,  /* plays made in this window */
  HC_WIN_ARG2,
  HC_WIN_PARENT, /* the frame below the window when it was opened */
};

HcFrame *hc_window_push (HcGame *g, gint kind, gint first_player, gint arg);
HcStepResult hc_window_step (HcGame *g, HcFrame *f);
/* A play the ruleset made in window w for the player whose opportunity
 * it is, outside the window's own offer (from window_begin): counted as
 * the window counts the plays it offers (the passes start again), and the
 * other player has the next opportunity. */
void hc_window_count_play (HcFrame *w);

/* Whether viewer may know which card `card` is: not in a hidden zone
 * (decks), not in another player's private zone (hands), and not face
 * down unless the viewer owns or controls it. */
gboolean hc_card_known_to (const HcGame *g, gint card, gint viewer);

/* The state's invariants (src/core/invariants.c): every card in one valid
 * place (zone and player in range, hosts are real cards in the same zone
 * with no cycles, positions in each zone 0..n-1 once each), counters and
 * resources never negative and counters only in the ruleset's
 * counter_zones, the log numbered 1, 2, 3... without gaps, frames,
 * effects, triggers, forced dice and the pending decision in range, and
 * an effect lasting while its source is in play has its source in play.
 * The error names the first broken one. */
gboolean hc_check_invariants (const HcGame *g, GError **error);
/* the log entries from `from` on are numbered from + 1, from + 2, ... */
gboolean hc_check_log (const HcGame *g, guint from, GError **error);
void hc_count_owned (const HcGame *g, gint owned[HC_MAX_PLAYERS]);
/* what hc_game_advance checks after each rule step when built with the
 * `invariants` option: the invariants, no card gained or lost by a
 * player since `owned` was counted, and the log from log_from on */
gboolean hc_check_step (const HcGame *g, const gint owned[HC_MAX_PLAYERS],
                        guint log_from, GError **error);

/* registry */
void hc_ruleset_register (HcRuleset *r);
const HcRuleset *hc_ruleset_find (const char *id);
GPtrArray *hc_ruleset_all (void);

/* editions */
gboolean hc_ruleset_load_editions (HcRuleset *r, const char *dir,
                                   GError **error);
gint hc_ruleset_edition_index (const HcRuleset *r, const char *id);
/* An edition with rule switches set otherwise, a reading no edition
 * takes: "EDITION[+SWITCH=VALUE]..." (EDITION `latest` or empty: the
 * newest).  Gives the edition's index and its switches with the changes
 * made, and in *changed (if not NULL) a bit per switch the text sets; an
 * unknown edition or switch, or a value that is not a whole number, is an
 * HC_ERROR_UNKNOWN_NAME error naming what was expected. */
gboolean hc_ruleset_edition_variant (const HcRuleset *r, const char *text,
                                     gint *edition, gint32 sw[HC_MAX_SWITCHES],
                                     guint32 *changed, GError **error);
const HcEdition *hc_ruleset_edition (const HcRuleset *r, gint index);
gint hc_ruleset_switch_index (const HcRuleset *r, const char *name);
void hc_edition_free (HcEdition *e);

/* names */
gint hc_ruleset_zone (const HcRuleset *r, const char *name);
gint hc_ruleset_counter (const HcRuleset *r, const char *name);
gint hc_ruleset_res (const HcRuleset *r, const char *name);
gint hc_ruleset_global (const HcRuleset *r, const char *name);
gint hc_ruleset_player (const HcRuleset *r, const char *name);

/* where data lives: $HOLOCRON_DATA, else the source tree's data/ */
const char *hc_data_dir (void);
const char *hc_rulesets_dir (void);

G_END_DECLS
