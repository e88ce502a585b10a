/* The timing lab: one abstract situation (generic abilities of both
 * players, written once in a scenario with `ruleset: lab`) resolved under
 * two timing policies, the wotc held pool and the lcg nested interrupts and
 * reactions, each step with the rule behind it (doc/timing-lab.md). */
#pragma once

#include "hc-lab.h"
#include "scenario-read.h"

G_BEGIN_DECLS

#define HC_LAB_MAX_ABILITIES 24 /* each waits in the core pool at most once */
#define HC_LAB_MAX_EVENTS 16
/* Frames of the lcg model's stack kept free: past this depth nothing more
 * is offered or caused, as the lcg ruleset keeps headroom on its stack. */
#define HC_LAB_HEADROOM 4
#define HC_LAB_DARK 0
#define HC_LAB_LIGHT 1

typedef enum
{
  HC_LAB_INTERRUPT, /* as its condition happens, before it resolves */
  HC_LAB_REACTION,  /* after its condition has resolved */
} HcLabKind;

typedef enum
{
  HC_LAB_MARK,   /* only takes effect */
  HC_LAB_CANCEL, /* cancels an ability or an event */
  HC_LAB_CAUSE,  /* makes an event happen: a new triggering condition */
} HcLabEffect;

/* An ability or an event.  Abilities are 0..n_abilities-1; an event is
 * HC_LAB_EVENT(e). */
#define HC_LAB_EVENT(e) (HC_LAB_MAX_ABILITIES + (e))
#define HC_LAB_IS_EVENT(t) ((t) >= HC_LAB_MAX_ABILITIES)

typedef struct
{
  char *name;
  gint line;
  gint player;
  HcLabKind kind;
  gint when; /* the thing whose happening triggers it */
  HcLabEffect effect;
  gint target; /* cancelled thing or caused event */
} HcLabAbility;

typedef enum
{
  HC_LAB_CHK_ORDER,     /* the abilities that took effect, in order */
  HC_LAB_CHK_CANCELLED, /* it was used (or happened) and was cancelled */
  HC_LAB_CHK_USED,      /* the ability was used (or triggered) at all */
} HcLabCheckKind;

typedef struct
{
  gint line;
  char *text; /* as written */
  gint model; /* HC_LAB_WOTC or HC_LAB_LCG */
  HcLabCheckKind kind;
  gboolean negated;
  gint thing;                       /* CANCELLED, USED */
  gint order[HC_LAB_MAX_ABILITIES]; /* ORDER */
  gint n_order;
} HcLabCheck;

enum
{
  HC_LAB_WOTC,
  HC_LAB_LCG,
  HC_LAB_N_MODELS
};

typedef struct
{
  gint active;
  gint start; /* the event that starts it all */
  HcLabAbility ability[HC_LAB_MAX_ABILITIES];
  gint n_abilities;
  char *event[HC_LAB_MAX_EVENTS];
  char *event_label[HC_LAB_MAX_EVENTS]; /* in quotes, for the steps */
  gint n_events;
  GArray *checks; /* HcLabCheck */
  /* script: a player's order of preference among its abilities offered
   * at once, per model: 1 first, 0 not listed (then the lab's default) */
  gint8 rank[HC_LAB_N_MODELS][HC_LAB_MAX_ABILITIES];
  gint script_line[HC_LAB_N_MODELS][2]; /* where each order was given */
} HcLab;

/* One step of a model's resolution and the rule it follows. */
typedef struct
{
  char *text;
  const char *rule; /* "wotc held-triggers" */
} HcLabStep;

typedef struct
{
  gint model;
  GArray *steps; /* HcLabStep */
  gint order[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gint n_order;
  gboolean used[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
  gboolean cancelled[HC_LAB_MAX_ABILITIES + HC_LAB_MAX_EVENTS];
} HcLabTrace;

/* A rule a step cites: the model's ruleset id, the rule id (the ruleset's
 * own where it has one) and the source. */
typedef struct
{
  const char *model;
  const char *id;
  const char *source;
  gboolean lab_only; /* the ruleset's code has no rule of this id */
} HcLabRule;

extern const HcLabRule hc_lab_rules[];
extern const gint hc_lab_n_rules;
extern const char *const hc_lab_model_names[HC_LAB_N_MODELS];
extern const char *const hc_lab_model_titles[HC_LAB_N_MODELS];

/* lab-parse.c: setup: and expect: of a `ruleset: lab` scenario */
HcLab *hc_lab_parse (const HcScenario *s, GError **error);
gint hc_lab_find_ability (const HcLab *lab, const char *name);
gboolean hc_lab_parse_player (HcScnCursor *c, gint *out, GError **error);
/* lab-script.c: script: lines, "MODEL PLAYER first NAME..." */
gboolean hc_lab_parse_script (HcLab *lab, const HcScenario *s, GError **error);
/* the option a lab player takes: the first of its script's order that is
 * offered, else option `pick` (the lab's default) */
gint hc_lab_pick (const HcGame *g, gint model, gint pick);
void hc_lab_free (HcLab *lab);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcLab, hc_lab_free)
const char *hc_lab_name (const HcLab *lab, gint thing);
/* the name, an event's in quotes, as the steps show it */
const char *hc_lab_label (const HcLab *lab, gint thing);

/* the two models (lab-wotc.c, lab-lcg.c) and what they share (lab-trace.c) */
HcLabTrace *hc_lab_trace_new (gint model);
void hc_lab_trace_free (HcLabTrace *t);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HcLabTrace, hc_lab_trace_free)
void hc_lab_step (HcLabTrace *t, const char *rule, const char *fmt, ...)
    G_GNUC_PRINTF (3, 4);
const HcLabRule *hc_lab_rule (const char *ref);
const char *hc_lab_player (gint player);
HcLabTrace *hc_lab_run_wotc (const HcLab *lab);

/* Both models are games on the core (lab-trace.c): the abilities and
 * events are cards (ability i is card i, event e card HC_LAB_EVENT(e)),
 * their state in card counters, every step a log entry whose rule field
 * indexes the model's table of rule refs. */
typedef struct
{
  HcRuleset r; /* first, so a step reaches the lab from g->rules */
  const HcLab *lab;
  const char *const *rule_refs; /* "wotc held-triggers" ... */
  /* a log entry as the step's text */
  char *(*render) (const HcLab *lab, const HcLogEntry *e);
} HcLabRules;

enum
{
  HC_LAB_C_USED,      /* used (lcg) or triggered (wotc) */
  HC_LAB_C_CANCELLED, /* its effects cancelled */
  HC_LAB_C_ORDER,     /* its place in the order of taking effect, from 1 */
  HC_LAB_C_MODEL,     /* the first counter a model keeps for itself */
};
#define HC_LAB_G_ORDER_LEN 4 /* the first global after the core's four */

const HcLab *hc_lab_of (const HcGame *g);
/* plays the game from its frames, choosing option `pick` of every
 * decision (the lab's players take the first they are offered), and
 * turns it into a trace */
HcLabTrace *hc_lab_play (const HcLabRules *rules, gint model, gint pick,
                         void (*start) (HcGame *g));
/* the next place in the order, for a thing beginning to take effect */
void hc_lab_take_place (HcGame *g, gint thing);
HcLabTrace *hc_lab_run_lcg (const HcLab *lab);

G_END_DECLS
