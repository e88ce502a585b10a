/* holocron — the shared state core.
 *
 * The whole game is one plain value (HcGame): fixed-size arrays of small
 * integers and no pointers into itself, so clone is a copy and hash/save can
 * walk it field by field.  Rules run as resumable steps (HcFrame) kept on a
 * stack inside the state; hc_game_advance() runs them until a player must
 * decide, hc_game_choose() answers.
 */
#pragma once

#include "hc-cards.h"
#include "hc-log.h"
#include "hc-rng.h"

#include <glib.h>

G_BEGIN_DECLS

#define HC_MAX_PLAYERS 2
#define HC_MAX_CARDS 256
#define HC_CARD_WORDS (HC_MAX_CARDS / 64)
#define HC_MAX_ZONES 12
#define HC_MAX_COUNTERS 6
#define HC_MAX_RES 6
#define HC_MAX_GLOBALS 24
#define HC_MAX_SWITCHES 24
#define HC_MAX_FRAMES 64
#define HC_FRAME_ARGS 8
#define HC_MAX_OPTIONS 160
#define HC_MAX_EFFECTS 48
#define HC_MAX_TRIGGERS 24
#define HC_MAX_FORCED 64
#define HC_MAX_PICKS 32
#define HC_MAX_MARKERS 24
#define HC_NONE (-1)

/* globals every ruleset keeps in the same slots, so the log and the
 * scenario runner can read them */
enum
{
  HC_G_TURN = 0,
  HC_G_PHASE = 1,
  HC_G_ACTIVE = 2,
  HC_G_STEP = 3,
  HC_G_FIRST_RULESET = 4,
};

#define HC_ERROR (hc_error_quark ())
GQuark hc_error_quark (void);

typedef enum
{
  HC_ERROR_ILLEGAL_CHOICE,
  HC_ERROR_NO_DECISION,
  HC_ERROR_PARSE,
  HC_ERROR_IO,
  HC_ERROR_INVALID,
  HC_ERROR_LIMIT,
  HC_ERROR_UNKNOWN_NAME,
} HcError;

/* Sets an HC_ERROR_INVALID error from a format and returns FALSE, so a
 * checker can say `return hc_fail (error, ...)`. */
gboolean hc_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

typedef enum
{
  HC_CARD_TAPPED = 1 << 0, /* tapped (wotc) or focused at least once (lcg) */
  HC_CARD_FACE_DOWN = 1 << 1,
  HC_CARD_USED = 1 << 2,     /* an activated ability used in this period */
  HC_CARD_ATTACKED = 1 << 3, /* has attacked / been committed this step */
  HC_CARD_PARTIAL = 1 << 4,  /* partially built */
  HC_CARD_FLAG5 = 1 << 5,    /* free for a ruleset's own use */
  HC_CARD_FLAG6 = 1 << 6,
  HC_CARD_FLAG7 = 1 << 7,
} HcCardFlags;

/* One physical card.  zone/zone_player say where it is; pos orders the
 * cards of one zone (0 = bottom of a deck).  A card stacked under another
 * or attached to another keeps the zone of its host. */
typedef struct
{
  gint16 def;
  guint8 owner;
  guint8 controller;
  guint8 zone;
  guint8 zone_player;
  guint8 flags;
  guint8 pad;
  gint16 pos;
  gint16 attached_to; /* HC_NONE or the host card (equipment, pilot,
                         enhancement) */
  gint16 under; /* HC_NONE or the card this one is stacked/captured under */
  gint16 counter[HC_MAX_COUNTERS];
} HcCard;

/* A rule procedure in progress: kind selects the step function, pc is
 * where it stands, arg holds its locals. */
typedef struct
{
  guint16 kind;
  guint16 pc;
  gint32 arg[HC_FRAME_ARGS];
} HcFrame;

/* A legal option.  id is stable for the same state (rulesets build it from
 * the option's meaning, not its position), a..c are its payload. */
typedef struct
{
  guint32 id;
  guint16 kind;
  gint16 a;
  gint16 b;
  gint16 c;
} HcOption;

#define HC_OPTION_PASS 0u

typedef struct
{
  gint8 player; /* HC_NONE when no decision is pending */
  guint8 pad;
  guint16 kind;   /* ruleset's decision kind */
  guint16 prompt; /* message id for the question */
  gint16 n_options;
  gint32 prompt_arg[3];
  HcOption option[HC_MAX_OPTIONS];
} HcDecision;

typedef enum
{
  HC_DUR_ATTACK,
  HC_DUR_BATTLE_STEP,
  HC_DUR_BATTLE,
  HC_DUR_PHASE,
  HC_DUR_TURN,
  HC_DUR_GAME,
  HC_DUR_WHILE_IN_PLAY, /* ends when its source leaves play */
} HcDuration;

/* A lasting effect: stat modifier or rule change with a duration. */
typedef struct
{
  guint16 kind; /* ruleset's effect kind (e.g. a stat index) */
  guint8 duration;
  guint8 controller;
  gint16 source;
  gint16 target; /* card, or HC_NONE with player scope in arg */
  gint32 value;
  gint32 arg;
} HcEffect;

/* A marker: a use of an ability counted against its limit ("once per
 * attack"), kept apart from the lasting effects, which change what cards
 * are and do; it lasts its period like an effect of that duration. */
typedef struct
{
  guint16 kind; /* ruleset's marker kind */
  guint8 period;
  guint8 controller;
  gint16 target;
  gint16 pad;
  gint32 arg;
} HcMarker;

/* A triggered ability waiting to resolve. */
typedef struct
{
  guint16 ability; /* ruleset's ability id */
  guint8 player;
  guint8 flags;
  gint16 source;
  gint16 seq; /* order of recording */
  gint32 arg[3];
} HcTrigger;

/* A target chosen in a choose-targets step (targets.c), owned by the
 * frame at depth `frame`: the step's own while it asks, its parent's once
 * it is done, dropped when that frame ends. */
typedef struct
{
  gint16 card;
  gint16 amount; /* "divided as you choose": the card's share, else 1 */
  gint16 frame;
} HcPick;

typedef struct _HcRuleset HcRuleset;
typedef struct _HcGame HcGame;

struct _HcGame
{
  /* not part of the value: shared, immutable for the game's life */
  const HcRuleset *rules;
  const HcCardDb *db;
  HcLog *log;

  /* the value */
  guint32 version;
  gint16 edition;
  gint16 n_cards;
  gint8 winner; /* HC_NONE, 0 or 1; 2 = draw */
  guint8 over;
  guint8 win_reason;
  guint8 n_frames;
  guint8 n_effects;
  guint8 n_triggers;
  guint8 n_forced;
  guint8 forced_head;
  gint16 trigger_seq;
  guint8 n_picks;
  guint8 n_markers;
  gint32 answer; /* option index of the last choice, for the asking frame */
  gint32 ret;    /* a child frame's result for its parent */
  guint32 n_choices;
  guint32 log_len; /* entries of the shared log this game sees */
  gint32 sw[HC_MAX_SWITCHES];
  gint32 global[HC_MAX_GLOBALS];
  gint32 res[HC_MAX_PLAYERS][HC_MAX_RES];
  HcRng rng;
  guint8 forced[HC_MAX_FORCED];
  HcCard card[HC_MAX_CARDS];
  HcFrame frame[HC_MAX_FRAMES];
  HcEffect effect[HC_MAX_EFFECTS];
  HcTrigger trigger[HC_MAX_TRIGGERS];
  HcPick pick[HC_MAX_PICKS];
  HcMarker marker[HC_MAX_MARKERS];
  /* the cards the choose-targets step in progress may still offer (one
   * at most: it asks and pushes nothing) */
  guint64 pick_cands[HC_CARD_WORDS];
  HcDecision decision;

  /* Derived from the cards, so not hashed or saved: the cards lying at the
   * top level of each zone (not stacked under or attached to a card), one
   * bit per card.  Zone scans read it instead of every card.  The zone
   * functions keep it; code that sets a card's zone, under or attached_to
   * itself must call hc_zone_index_rebuild (loaders do). */
  guint64 zone_bits[HC_MAX_PLAYERS][HC_MAX_ZONES][HC_CARD_WORDS];
  /* every card of each zone, those hanging on another card included */
  guint64 zone_all[HC_MAX_PLAYERS][HC_MAX_ZONES][HC_CARD_WORDS];
  /* Cards the engine does not implement that moved in the rule step in
   * progress, with the zone each came from and whether both players saw
   * it then (deck-inert.c).  Looked at as the step ends, once the rules
   * have turned them face down or up, and emptied: so not hashed or
   * saved. */
  guint64 inert_moved[HC_CARD_WORDS];     /* a bit per card */
  guint64 inert_from_play[HC_CARD_WORDS]; /* it came from play */
  guint64 inert_public[HC_CARD_WORDS];    /* both players saw it then */
  guint8 n_inert;                         /* how many bits inert_moved has */
  /* Derived from the cards' definitions, so not hashed or saved: the
   * marks (HcCardDef.marks) of every card of the game OR-ed, kept by
   * hc_game_add_card.  An imagined copy deals the same definitions again,
   * so it has the same marks. */
  guint64 def_marks[HC_DEF_MARK_WORDS];
};

typedef enum
{
  HC_STEP_CONTINUE, /* run the top frame again (it may have pushed a child) */
  HC_STEP_DONE,     /* pop this frame */
  HC_STEP_ASK,      /* a decision is pending */
} HcStepResult;

typedef HcStepResult (*HcStepFn) (HcGame *g, HcFrame *f);

/* lifecycle */
HcGame *hc_game_new (const HcRuleset *rules, const HcCardDb *db, gint edition,
                     guint64 seed);
HcGame *hc_game_clone (const HcGame *g);
void hc_game_copy_into (HcGame *dst, const HcGame *src); /* no log copy */
/* The same for a dst made by hc_game_clone or hc_game_copy_into: it copies
 * each table's entries in use, not its unused slots (dst keeps its own
 * there), so dst plays on exactly as src would. */
void hc_game_copy_live (HcGame *dst, const HcGame *src);
/* hc_game_copy_live that leaves dst's log alone and src's untouched (its
 * count is not taken: threads may copy one game at once) */
void hc_game_copy_value (HcGame *dst, const HcGame *src);
void hc_game_free (HcGame *g);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcGame, hc_game_free)

/* driving */
const HcDecision *hc_game_advance (HcGame *g);
gboolean hc_game_choose (HcGame *g, guint32 option_id, GError **error);
gboolean hc_game_choose_index (HcGame *g, gint index, GError **error);
gint hc_decision_find (const HcDecision *d, guint32 option_id);
void hc_option_label (const HcGame *g, const HcOption *o, GString *out);
void hc_decision_prompt (const HcGame *g, GString *out);
guint64 hc_game_hash (const HcGame *g);
/* the same digest computed from the canonical byte encoding, field by field
 * (what a big-endian machine uses; tests compare the two) */
guint64 hc_game_hash_portable (const HcGame *g);
/* hc_game_hash of g with its g->n_cards cards replaced by cards[] (a
 * record's hash renumbers definitions without cloning the game) */
guint64 hc_game_hash_cards (const HcGame *g, const HcCard *cards);

/* used by rule steps */
HcFrame *hc_game_push (HcGame *g, guint16 kind);
HcFrame *hc_game_top (HcGame *g);
void hc_game_ask (HcGame *g, gint player, guint16 kind, guint16 prompt);
HcOption *hc_game_offer (HcGame *g, guint32 id, guint16 kind, gint a, gint b,
                         gint c);
const HcOption *hc_game_answer (const HcGame *g);
/* The asking frame's answer, taken once: g->answer is cleared, so a frame
 * that asks again cannot read a stale choice.  (This and the two below are
 * inline: rule steps call them several times a decision.) */
static inline const HcOption *
hc_game_take_answer (HcGame *g)
{
  const HcOption *o = hc_game_answer (g);
  g->answer = HC_NONE;
  return o;
}
/* A child step hands its result to its parent (hc_step_return, usually
 * just before HC_STEP_DONE); the parent takes it once (hc_step_result),
 * which clears it to HC_NONE. */
static inline void
hc_step_return (HcGame *g, gint32 value)
{
  g->ret = value;
}
static inline gint32
hc_step_result (HcGame *g)
{
  gint32 v = g->ret;
  g->ret = HC_NONE;
  return v;
}

/* A frame kind's typed view of its arguments: a struct of gint32 fields
 * declared beside its step, checked here to fit HcFrame.arg.  Use only
 * the view for that frame kind, never raw arg[] slots as well. */
#define HC_FRAME_VIEW_FITS(Type)                                               \
  G_STATIC_ASSERT (sizeof (Type) <= sizeof (((HcFrame *)0)->arg)               \
                   && G_ALIGNOF (Type) <= G_ALIGNOF (gint32))
void hc_game_end (HcGame *g, gint winner, guint reason);
/* The reason of a game the core stopped: its rules ran more than
 * HC_MAX_STEPS_PER_ADVANCE steps without asking anything (a rules bug). */
#define HC_END_STALLED 255
#define HC_MAX_STEPS_PER_ADVANCE 1000000u

/* The reason of a game the core stopped because one of its fixed tables
 * ran out of room (a rules bug, or rules bigger than the tables): the
 * game ends at once with no winner rather than play on without what did
 * not fit.  The game stays a valid value (clone, hash, save and replay
 * work on it) and its last log entry (HC_MSG_OVERFLOW) says which table,
 * its capacity and the rule step that overflowed it. */
#define HC_END_OVERFLOW 254
typedef enum
{
  HC_CAP_OPTIONS,  /* HC_MAX_OPTIONS options in one decision */
  HC_CAP_EFFECTS,  /* HC_MAX_EFFECTS lasting effects */
  HC_CAP_TRIGGERS, /* HC_MAX_TRIGGERS waiting triggered abilities */
  HC_CAP_FRAMES,   /* HC_MAX_FRAMES rule steps in progress */
  HC_CAP_FORCED,   /* HC_MAX_FORCED forced dice waiting */
  HC_CAP_PICKS,    /* HC_MAX_PICKS chosen and candidate targets */
  HC_CAP_MARKERS,  /* HC_MAX_MARKERS limit markers */
  HC_CAP_COUNT
} HcCapacity;
void hc_game_overflow (HcGame *g, HcCapacity what);
/* the table's words ("options in one decision") and its capacity */
const char *hc_capacity_name (HcCapacity what);
gint hc_capacity_size (HcCapacity what);
/* A rule step kind's name: the ruleset's, or the core's own steps'. */
const char *hc_step_name (const HcGame *g, guint kind);

/* Log messages of the core itself, numbered past every ruleset's own.
 * HC_MSG_OVERFLOW: arg 0 the HcCapacity, 1 its size, 2 the step kind,
 * 3 its program counter. */
#define HC_MSG_CORE 0xff00u
enum
{
  HC_MSG_OVERFLOW = HC_MSG_CORE,
  HC_MSG_INERT, /* arg 0: a card the engine does not implement came into play */
  HC_MSG_INERT_SHOWN, /* arg 0: such a card became face up to both players */
  HC_MSG_CORE_END
};

/* One choose-targets step (targets.c), the one way both games choose
 * several cards: `player` picks one card at a time among the candidates
 * given, at least `min` and at most `max` different cards, with a "done"
 * option once `min` are chosen.  With `divided` > 0 the amount is divided
 * as the player chooses: each pick gives one of it to a card (chosen
 * again or new, up to `max` different cards) until all of it is given,
 * and there is no "done".  Options: kind `option`, a = the card, id
 * option << 24 | card << 12; "done": kind `done`, a = HC_NONE, id
 * done << 24.  The decision is of kind and prompt `kind`, prompt_arg[0]
 * `prompt_arg` (and prompt_arg[1], when divided, the amount still to
 * give); a decision of one option is no choice and is answered
 * for the player.  When the step ends its picks belong to the frame that
 * pushed it, after any it had, and how many they are is the step's
 * result (hc_step_result); they are read by hc_targets_chosen and go when
 * that frame ends (or by hc_targets_truncate). */
typedef struct
{
  gint32 player;
  gint32 min;
  gint32 max;
  gint32 divided;
  gint32 kind;
  gint32 option;
  gint32 done;
  gint32 prompt_arg;
} HcTargetsFrame;
HC_FRAME_VIEW_FITS (HcTargetsFrame);
#define HC_STEP_TARGETS 0xfffeu
/* pushes the step over the current top frame, which will own the picks;
 * with no candidate, or one that must be chosen, it is not pushed and the
 * pick (or none) is the top frame's at once */
void hc_targets_push (HcGame *g, const HcTargetsFrame *spec,
                      const gint16 *cands, gint n);
HcStepResult hc_targets_step (HcGame *g, HcFrame *f);
/* the cards f owns, in the order picked, and their amounts (either may be
 * NULL); returns how many */
gint hc_targets_chosen (const HcGame *g, const HcFrame *f, gint16 *cards,
                        gint16 *amounts);
/* f keeps its first `keep` picks only */
void hc_targets_truncate (HcGame *g, const HcFrame *f, gint keep);
/* the frame at depth `depth` ended: its picks go, deeper ones follow the
 * frames that move down (hc_game_advance calls it) */
void hc_targets_frame_popped (HcGame *g, gint depth);

/* hc_step_turns' program counter: a ruleset's scenario set-up that starts
 * after the set-up step sets HC_TURNS_PC_TURNS. */
enum
{
  HC_TURNS_PC_SETUP,
  HC_TURNS_PC_TURNS,
};

/* The outermost rule step both games share: push the set-up step, then one
 * turn step after another until the game is over or, with turn_limit > 0,
 * that many turns were played; the limit ends the game with no winner
 * (reason 3), logged as limit_msg / limit_rule with the turn number. */
HcStepResult hc_step_turns (HcGame *g, HcFrame *f, guint16 setup_step,
                            guint16 turn_step, gint turn_limit,
                            guint16 limit_msg, guint16 limit_rule);

/* cards and zones */
gint hc_game_add_card (HcGame *g, gint def, gint owner, gint zone);
void hc_card_move (HcGame *g, gint card, gint zone_player, gint zone,
                   gboolean to_top);
gint hc_zone_count (const HcGame *g, gint player, gint zone);
gint hc_zone_top (const HcGame *g, gint player, gint zone);
gint hc_zone_list (const HcGame *g, gint player, gint zone, gint16 *out,
                   gint max);
void hc_zone_shuffle (HcGame *g, gint player, gint zone);
/* Hang card on host: attached to it, or stacked under it when under is
 * TRUE.  It goes on top of host's zone first, so leaving that zone's order
 * leaves no gap, and then follows host wherever it goes. */
void hc_card_attach (HcGame *g, gint card, gint host, gboolean under);
/* The same for a card already on top of host's zone (or already hanging on
 * a card): it takes host's zone and leaves the zone's order. */
void hc_card_set_host (HcGame *g, gint card, gint host, gboolean under);
/* Rebuild zone_bits (and def_marks) from the cards; check that they agree
 * (a card whose zone was set without the zone functions makes them
 * disagree). */
void hc_zone_index_rebuild (HcGame *g);
gboolean hc_zone_index_ok (const HcGame *g);
/* The cards at the top level of the zones in the mask (bit z = zone z),
 * or with hanging_too every card in them, both players', as one bit set
 * for HC_FOR_EACH_BIT. */
static inline void
hc_zones_union (const HcGame *g, guint32 zones, gboolean hanging_too,
                guint64 out[HC_CARD_WORDS])
{
  /* inline: the rules call it in every scan, nearly always with a constant
   * zone mask, so the loops fold away */
  guint64 acc[HC_CARD_WORDS] = { 0 };
  const guint64 (*bits)[HC_MAX_ZONES][HC_CARD_WORDS]
      = hanging_too ? g->zone_all : g->zone_bits;
  for (guint32 zm = zones & ((1u << HC_MAX_ZONES) - 1); zm; zm &= zm - 1)
    {
      gint z = __builtin_ctz (zm);
      for (gint p = 0; p < HC_MAX_PLAYERS; p++)
        for (gint w = 0; w < HC_CARD_WORDS; w++)
          acc[w] |= bits[p][z][w];
    }
  for (gint w = 0; w < HC_CARD_WORDS; w++)
    out[w] = acc[w];
}

/* A loop over the cards of a bit set (zone_bits or hc_zones_union), in
 * card order, with `i` the card: HC_FOR_EACH_BIT (bits, i) statement.
 * `continue` goes to the next card; `break` does not leave the loop. */
#define HC_FOR_EACH_BIT(bits, i)                                               \
  for (gint w_ = 0, i = 0; w_ < HC_CARD_WORDS; w_++)                           \
    for (guint64 m_ = (bits)[w_];                                              \
         m_ && ((i = w_ * 64 + __builtin_ctzll (m_)), 1); m_ &= m_ - 1)
/* Inline: the rules ask for a card's definition in every scan. */
static inline const HcCardDef *
hc_card_def (const HcGame *g, gint card)
{
  return (const HcCardDef *)g->db->cards->pdata[g->card[card].def];
}
gboolean hc_card_in_play (const HcGame *g, gint card);

/* dice */
gint hc_game_roll_die (HcGame *g, gint player);
void hc_game_force_dice (HcGame *g, const guint8 *values, gint n);
guint32 hc_game_random (HcGame *g, guint32 bound);

/* lasting effects and triggers */
HcEffect *hc_effect_add (HcGame *g, guint16 kind, HcDuration duration,
                         gint controller, gint source, gint target,
                         gint32 value);
void hc_effects_expire (HcGame *g, HcDuration duration);
void hc_effects_drop_source (HcGame *g, gint source);
void hc_effects_drop_kind (HcGame *g, guint16 kind);
gint32 hc_modified_value (const HcGame *g, guint16 kind, gint target,
                          gint32 base);
HcTrigger *hc_trigger_add (HcGame *g, guint16 ability, gint player,
                           gint source);

/* Limits ("once per attack", "limit 1 per turn"): a use is a marker
 * (HcGame.marker) of the ruleset's kind that lasts the limit's period, so
 * it ends with the period (hc_effects_expire ends markers too) and is
 * cloned, hashed and saved with the game.  A use is recorded when the cost
 * is paid: a cancelled effect still counts. */
gint hc_limit_uses (const HcGame *g, guint16 kind, gint target, gint32 arg);
void hc_limit_use (HcGame *g, guint16 kind, HcDuration period, gint controller,
                   gint target, gint32 arg);
void hc_trigger_remove (HcGame *g, gint index);

/* Which waiting triggers may resolve next.  The pool stays in recording
 * order; a ruleset names its ordering policy and this answers with the
 * candidates (pool indices, recording order) and who picks among them. */
typedef enum
{
  HC_ORDER_RECORDED,     /* first recorded, first resolved; no choice */
  HC_ORDER_PLAYER_FIRST, /* all of `first`'s, then the other's; each player
                            orders their own (wotc: Dark Side first) */
  HC_ORDER_ANY,          /* `first` picks any waiting trigger */
} HcTriggerOrder;

gint hc_trigger_candidates (const HcGame *g, HcTriggerOrder order, gint first,
                            guint8 flags, gint *chooser, gint16 *out);

/* logging (see hc-log.h for rendering) */
void hc_game_log (HcGame *g, gint actor, guint16 msg, guint16 rule, gint32 a0,
                  gint32 a1, gint32 a2, gint32 a3);

G_END_DECLS
