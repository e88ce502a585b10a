/* The server's pieces and what they share.  Everything here runs on the
 * main loop except think.c's worker, which sees only its own copy of a
 * game. */
#pragma once

#include "hc-agents.h"
#include "hc-server.h"

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

G_BEGIN_DECLS

#define HC_PROTOCOL "holocron.v1"
#define HC_PROTOCOL_VERSION 1
/* v1 and more: after a full snapshot a state carries only the changes
 * of the view (view-delta.c); a client that asks for v1 gets every
 * state whole */
#define HC_PROTOCOL_V2 "holocron.v2"
/* the parts of a state a v2 delta changes: the view, stats, globals */
#define HC_DELTA_PARTS 3
/* a client message longer than this is refused with an error; the
 * WebSocket layer closes the connection on one beyond SOCKET_MAX */
#define HC_MSG_MAX 8192
#define HC_SOCKET_MAX 65536
/* a create may carry two pasted decks of at most DECK_MAX bytes each */
#define HC_DECK_MAX 24576
#define HC_CREATE_MAX (HC_DECK_MAX * 2 + HC_MSG_MAX)
/* the token bucket of each connection: RATE messages a second, BURST at
 * once */
#define HC_RATE 20.0
#define HC_BURST 40.0
#define HC_REPLAY_EVERY 32 /* choices between a replay's kept states */
#define HC_MAX_ROOMS 1000  /* games kept at once, unless --max-games */
#define HC_MAX_CONNS 2000

typedef enum
{
  HC_MSG_PING,
  HC_MSG_LIST,
  HC_MSG_CREATE,
  HC_MSG_JOIN,
  HC_MSG_SPECTATE,
  HC_MSG_REJOIN,
  HC_MSG_CHOOSE,
  HC_MSG_UNDO,
  HC_MSG_UNDO_ANSWER,
  HC_MSG_REPLAY,
  HC_MSG_PREFS,
  HC_MSG_CLAIM,
  HC_MSG_SCENARIOS,
  HC_MSG_COMPARE,
  HC_MSG_EXPLAIN,
  HC_MSG_RESYNC,
} HcMsgType;

/* One client message, checked for shape (protocol.c) but not yet against
 * any game. */
typedef struct
{
  HcMsgType type;
  gint64 id;              /* the client's own number for the message, echoed in
                             replies as "re"; 0 when absent */
  gint64 game;            /* join, spectate, rejoin, choose */
  char *ruleset;          /* create */
  char *edition;          /* create: EDITION[+SWITCH=VALUE]..., NULL: newest;
                             compare: two, separated by a comma */
  char *side;             /* create: the side the creator takes */
  char *opponent;         /* create: "computer" or "person" */
  char *agent;            /* create: the computer's kind */
  char *token;            /* rejoin, choose */
  char *hash;             /* choose: the state the choice answers */
  guint32 option;         /* choose */
  gboolean accept;        /* undo-answer */
  gboolean auto_pass;     /* prefs */
  gboolean has_auto_pass; /* prefs: auto_pass was given */
  /* prefs: whether the sender lets spectators see its hidden cards (they
   * do once every person seat has) */
  gboolean show_spectators;
  gboolean has_show_spectators;
  gint64 clock_seconds;   /* create: each side's time, 0: no clocks */
  gint64 clock_increment; /* create: seconds added after each choice */
  char *deck;             /* create, join: the sender's deck, pasted */
  char *opponent_deck;    /* create: the other side's */
  char *deck_name;        /* create, join: a deck the server offers, by name */
  char *opponent_deck_name; /* create: the same for the other side */
  char *view_side; /* replay: the side whose view, NULL: the public one */
  gint64 step;     /* replay: choices made at the step shown */
  char *take;      /* claim: "computer" or "win" */
  char *scenario;  /* compare: a name the scenarios message listed */
  gint64 log_seq;  /* explain: the seq of the log line to explain */
} HcClientMsg;

/* FALSE with a message saying what was expected on anything but one well
 * formed client message; out->id is then the message's id if it had a
 * good one, else 0. */
gboolean hc_proto_parse (const char *data, gsize len, HcClientMsg *out,
                         GError **error);
void hc_client_msg_clear (HcClientMsg *m);

typedef struct _Server Server;
typedef struct _Room Room;
/* view-delta.c's reading of a view text sent (where its members and
 * cards lie), kept with it for the next state's delta */
typedef struct _HcViewScan HcViewScan;

typedef struct
{
  Server *srv;
  SoupWebsocketConnection *ws;
  guint64 id;
  guint64 seq; /* of the last message sent */
  double tokens;
  gint64 refilled;        /* monotonic µs */
  gint64 seen;            /* last message received, monotonic µs */
  guint room;             /* 0: in the lobby */
  gint seat;              /* HC_NONE: spectator (when room is set) */
  guint log_sent;         /* log entries of the room's game already sent */
  GHashTable *texts_sent; /* card definitions whose text it was sent */
  gint version;           /* the protocol it speaks: 1 or 2 */
  /* v2: what the last state sent carried (JSON text) of each part a
   * delta changes (view-delta.c: the view, stats, globals), and that
   * state's seq; NULL or empty: the next state sends them whole */
  GString *sent[HC_DELTA_PARTS];
  HcViewScan *sent_scan; /* sent[0] read */
  guint64 view_seq;
} Conn;

struct _Room
{
  Server *srv;
  guint id;
  HcMatchSetup *setup;
  HcGame *g;
  HcRecord *rec;
  char *edition_text;
  /* SHA-256 of each seat's token, in hex: the token itself is given to
   * its holder and kept nowhere, in memory or on disk */
  char *token_hash[HC_MAX_PLAYERS];
  gboolean computer[HC_MAX_PLAYERS];
  gboolean seated[HC_MAX_PLAYERS]; /* a person has taken the seat */
  HcAgent agent;
  HcRng rng[HC_MAX_PLAYERS];
  guint8 key[32]; /* keys the public state hash: the real one stays here */
  gboolean thinking;
  guint decisions;
  /* bumped by every undo, so a computer's answer to a decision from
   * before it is dropped even when the count of decisions comes back */
  guint epoch;
  gint undo_by; /* the seat asking for an undo, or HC_NONE */
  gboolean auto_pass[HC_MAX_PLAYERS]; /* pass at once when that is all */
  /* each seat lets spectators see its hidden cards; a computer's seat
   * counts as letting them (hc_room_open_to_spectators) */
  gboolean show_spectators[HC_MAX_PLAYERS];
  /* chess clocks (clock.c): clock_ms is each side's time left as of the
   * last charge; the deciding side's runs from clock_since */
  gboolean clocked;
  gint64 clock_ms[HC_MAX_PLAYERS];
  gint64 clock_inc_ms;
  gint clock_running; /* HC_NONE: no clock runs */
  gint64 clock_since; /* monotonic µs */
  guint clock_timer;
  guint grace_timer[HC_MAX_PLAYERS]; /* a dropped seat's time to return */
  /* a seat whose grace ran out while the other was there: that one may
   * hand it to the computer or claim the win (HC_NONE: none) */
  gint dropped;
  /* a side that lost by the clock or by leaving (HC_NONE: none), and
   * which: "time" or "abandoned" */
  gint forfeit;
  const char *end_reason;
  /* replay.c: the finished game as it stood after every
   * HC_REPLAY_EVERY-th choice (HcGame*, NULL where not yet played to),
   * so a replay step plays on from the nearest one instead of from the
   * start; for a record of replay_marks_len choices */
  GPtrArray *replay_marks;
  guint replay_marks_len;
  gboolean dirty;   /* changed since last written to the state folder */
  gboolean writing; /* a write of it is on the writer thread */
  gint64 active;    /* last choice or watcher, monotonic µs */
};

struct _Server
{
  HcServerConfig cfg;
  char *web_dir;
  SoupServer *soup;
  GHashTable *rooms; /* id -> Room* */
  GHashTable *conns; /* Conn* set */
  guint next_room;
  guint64 next_conn;
  GThreadPool *pool;
  char *state_dir; /* where rooms are written (store.c) */
  guint grace_seconds;
  GThreadPool *writer; /* store.c's: the state folder's writes */
  guint reaper;        /* ws.c's timer for idle connections and rooms */
  gboolean stopping;   /* late answers of the computer are dropped */
};

/* ws.c */
void hc_ws_setup (Server *srv);
/* Send obj (v and seq are added) on one connection. */
void hc_conn_send (Conn *c, JsonObject *obj);
/* The same with more members already written as JSON text (`"view":
 * {...}` and the like: the core's own text), spliced in as they are. */
void hc_conn_send_with (Conn *c, JsonObject *obj, const char *members);
void hc_conn_error (Conn *c, gint64 re, const char *code, const char *fmt, ...)
    G_GNUC_PRINTF (4, 5);

/* http.c */
void hc_http_setup (Server *srv);
/* Whether a browser page from `origin` may open a game connection. */
gboolean hc_origin_allowed (Server *srv, const char *origin, const char *host);

/* lobby.c */
void hc_lobby_handle (Conn *c, const HcClientMsg *m);
JsonObject *hc_lobby_welcome (void);

/* compare.c: the teaching page's scenarios and compare */
void hc_compare_handle (Conn *c, const HcClientMsg *m);

/* diagram.c: the resolution diagram of a compare of two editions, drawn
 * from the two runs' games (columns named by `names`) under `title`, and
 * sent to c as a `diagram` message answering re (or a `no-diagram`
 * error when a run has no game) */
void hc_diagram_send (Conn *c, gint64 re, const char *scenario,
                      const char *editions, const char *title,
                      const HcGame *const games[2], const char *const names[2]);

/* room.c */
/* n bytes from the kernel's generator */
gboolean hc_random_bytes (void *buf, gsize n, GError **error);
/* SHA-256 of a seat's token, in hex */
char *hc_token_digest (const char *token);
Room *hc_room_new (Server *srv, const HcMatchSetup *setup,
                   const char *edition_text, gint creator_side,
                   gboolean vs_computer, const HcAgent *agent, GError **error);
void hc_room_free (Room *r);
/* Advance to the next decision, hand it to the computer if it is its,
 * and send every watcher what it may see. */
void hc_room_progress (Room *r);
void hc_room_send_state (Room *r, Conn *c, gboolean full);
/* Send every watcher its view again (a player came or went). */
void hc_room_broadcast (Room *r);
/* The same with whole logs (the game went back: the logs were rebuilt). */
void hc_room_broadcast_full (Room *r);
/* Every message that shows a game to a viewer ends here: the view of g as
 * `seat` may see it (already in o), the texts of the cards it names, and
 * under --x-audit the names the frame must not hold. */
void hc_send_view (Server *srv, Conn *c, const HcGame *g, gint seat,
                   JsonObject *o, const GString *raw);
void hc_room_choose (Room *r, Conn *c, const HcClientMsg *m);
/* Whether spectators see what either player may identify: every person
 * seat allowed it (show_spectators). */
gboolean hc_room_open_to_spectators (const Room *r);
/* The public hash of the state: keyed, so it cannot be used to test
 * guesses at hidden cards. */
char *hc_room_public_hash (const Room *r);
/* Give a person seat p: its new token in clear (for the holder alone),
 * NULL with *error when the kernel gives no random bytes. */
char *hc_room_take_seat (Room *r, gint p, GError **error);
/* The seat a token opens, compared in constant time, or HC_NONE. */
gint hc_room_token_seat (const Room *r, const char *token);
/* Free the games nobody watches that are over or were left alone long
 * enough; over_now: every finished game nobody watches (they are kept on
 * disk, and read back when asked for). */
void hc_rooms_reap (Server *srv, gboolean over_now);
/* A person game whose joiner brought a deck: deal it again with that
 * deck for `side` and the creator's as it was, before anyone chose. */
gboolean hc_room_redeal (Room *r, gint side, const char *deck,
                         const char *deck_name, GError **error);
/* Apply a computer's choice made for decision number `decisions`. */
void hc_room_apply_computer (Room *r, guint epoch, guint decisions,
                             guint32 option);

/* clock.c: chess clocks and the grace period of a dropped seat */
/* Over by the rules, by the clock or by a seat left empty. */
gboolean hc_room_over (const Room *r);
/* The deciding side's clock runs (nothing when it already does). */
void hc_clock_start (Room *r);
/* Charge the running clock; `chose`: its side made a choice, and gets
 * the increment. */
void hc_clock_stop (Room *r, gboolean chose);
JsonArray *hc_clock_json (const Room *r);
void hc_room_forfeit (Room *r, gint loser, const char *reason);
/* A seat's connection dropped: it has grace_seconds to come back. */
void hc_grace_start (Room *r, gint seat);
void hc_grace_cancel (Room *r, gint seat);
/* The room's timers go before it does. */
void hc_room_timers_clear (Room *r);
/* The player left at the table answers for the dropped seat: the
 * computer takes it (m->agent, hard when absent) or the player wins. */
void hc_claim (Room *r, Conn *c, const HcClientMsg *m);

/* decks.c: a pasted deck read and checked as `holocron cards check-deck`
 * and `play` do, into the setup's deck of `side` */
gboolean hc_deck_paste (HcMatchSetup *setup, gint side, const char *text,
                        GError **error);
/* the setup's deck of `side` becomes a copy of ids */
void hc_deck_set (HcMatchSetup *setup, gint side, const GArray *ids);

/* named-decks.c: the ruleset's own deck files, offered by name; loaded
 * at start, before any worker runs */
gboolean hc_named_decks_load (GError **error);
/* whether decks (pasted and offered) may hold cards the engine does not
 * fully implement: set once at start, before the named decks are read */
void hc_decks_allow_unimplemented (gboolean allow);
gboolean hc_decks_unimplemented_allowed (void);
void hc_named_decks_free (void);
/* [{name, title, about, side, cards}] for the welcome message */
JsonArray *hc_named_decks_json (const HcRuleset *r);
/* An offered deck, by name, as the setup's deck of `side`. */
gboolean hc_deck_named (HcMatchSetup *setup, gint side, const char *name,
                        GError **error);
/* The deck a create or join brought for `side`: pasted text, else an
 * offered deck's name, else none (TRUE: the setup's deck stays). */
gboolean hc_deck_choose (HcMatchSetup *setup, gint side, const char *text,
                         const char *name, GError **error);

/* undo.c: ask, answer, or (against the computer) undo at once; the
 * connection holds seat c->seat of r */
void hc_undo_request (Room *r, Conn *c, const HcClientMsg *m);
void hc_undo_answer (Room *r, Conn *c, const HcClientMsg *m);

/* replay.c: one step of a finished game from one side's view */
void hc_replay_send (Room *r, Conn *c, const HcClientMsg *m);

/* think.c */
GThreadPool *hc_think_pool_new (void);
void hc_think_start (Room *r);

/* A seat for hc_view_fill and hc_view_audit: a spectator of a game whose
 * players both let spectators see their hidden cards; it sees what either
 * player may identify. */
#define HC_VIEW_OPEN (-2)
/* view-msg.c: the one place that turns the game into what one viewer
 * may see (seat HC_NONE: a spectator, who sees public information).
 * `raw` gets members of the message as JSON text, the core's own: "view",
 * the core's player view, and to a seat "log", the log lines from
 * log_from on; they are sent spliced into the message (hc_send_view).
 * `out` gets the rest: seat, phase, globals, stats, prompt, a spectator's
 * log, result, and "texts", the rendered text of every card the view
 * names whose definition is not in texts_sent yet (which it joins).
 * Without `options` the view has no options and there is no prompt (a
 * replay, a game ended off the rules). */
void hc_view_fill (const HcGame *g, gint seat, guint log_from, gboolean options,
                   GHashTable *texts_sent, JsonObject *out, GString *view);
/* One log line as hc_view_fill writes it for that seat, appended to out. */
void hc_view_log_line (const HcGame *g, const HcLogEntry *e, gint seat,
                       GString *out);
/* view-delta.c: the changes from the view text `was` (sent in the state
 * numbered base) to `now`, appended to out as the JSON object of a
 * state's "view_delta": base, "set" (the members of the view that are
 * new or changed), "unset" (those gone), "n" (how many cards the view has
 * now) and "cards" ([place, card] for each place in the list whose card
 * changed).  FALSE, with out as it was, when either text is not a view
 * of the core's shape. */
gboolean hc_view_delta (const char *was, gsize was_len, const char *now,
                        gsize now_len, guint64 base, GString *out);
/* To a v2 connection: the state's members `raw` (as hc_view_fill wrote
 * them: "view" first) get, in place of the view, its delta from the view
 * the connection was sent last, and o's "stats" and "globals" theirs
 * ("stats_delta", "globals_delta"), unless `full` or there is nothing to
 * change from; else the three whole.  They are kept for the next.  The
 * caller sets c->view_seq to the state's seq once sent.  A v1
 * connection's raw and o are left as they are. */
void hc_view_send_delta (Conn *c, JsonObject *o, GString *raw, gboolean full);
/* the next state to c goes whole */
void hc_view_forget (Conn *c);
void hc_view_scan_free (HcViewScan *v);
/* explain-msg.c: answers explain, the explanation of one log line of the
 * game the connection watches, as its viewer reads that line. */
void hc_explain_handle (Conn *c, const HcClientMsg *m);
/* tests only: the names a frame to seat must not contain */
char *hc_view_audit (const HcGame *g, gint seat);

/* store.c: rooms as records in the state folder, so games outlive the
 * process.  Each room is two files: N.save, the game's record as a
 * holocron save (`holocron replay` reads it), and N.room, the seats. */
gboolean hc_store_open (Server *srv, GError **error);
/* Hand the rooms changed since their last write to the writer thread. */
void hc_store_flush (Server *srv);
/* Write one room now, on the loop. */
void hc_store_write (Server *srv, Room *r);
/* A room about to leave memory: its last state, if changed, to the writer
 * thread, after any write of it already there. */
void hc_store_write_last (Server *srv, Room *r);
/* At a clean stop: the writes on their way, then every changed room. */
void hc_store_close (Server *srv);
/* A room by number: in memory, else read back from the state folder
 * (a finished game nobody watched for a while); NULL when neither. */
Room *hc_store_find (Server *srv, guint id);

G_END_DECLS
