/* `holocron compare --svg/--dot`: how triggered abilities, plays and
 * cancellations resolved in a scenario run, drawn as a diagram with one
 * column per edition.  The model is read from the game's structured log:
 * which entries are triggers, plays, resolutions and cancellations is
 * known from their message kinds, and what caused what from their order
 * and the cards they name. */
#pragma once

#include "hc-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  DN_STEP,    /* anything else the rules did in between */
  DN_TRIGGER, /* an ability triggered and waits in the pool (held) */
  DN_PLAY,    /* a card or ability was played or used */
  DN_RESOLVE, /* a waiting ability takes effect */
  DN_CANCEL,  /* an ability lapsed or an effect was cancelled */
} DiagramRole;

typedef struct
{
  guint seq; /* the log entry's sequence number */
  DiagramRole role;
  gint indent; /* how deep it is nested: a trigger under its cause, ... */
  gboolean cancelled; /* a trigger that lapsed, a play that was cancelled */
  /* plays answering each other resolve last first: 1 for the first of a
   * nested sequence to resolve, ...; 0 outside one */
  gint resolves;
  char *text; /* the entry's narrated text and rule id */
} DiagramNode;

typedef enum
{
  DE_TRIGGERS, /* this step made that ability trigger */
  DE_RESOLVES, /* held, then takes effect (label: resolution order) */
  DE_LAPSES,   /* a held ability found no chance and lapsed */
  DE_CANCELS,  /* a play's effect was cancelled */
  DE_RESPONDS, /* a play in response to the one before it (nested) */
} DiagramEdgeKind;

typedef struct
{
  gint from, to; /* node indices */
  DiagramEdgeKind kind;
  gint order; /* DE_RESOLVES: 1 for the first ability to take effect, ... */
} DiagramEdge;

typedef struct
{
  char *title;         /* the edition's id */
  GArray *nodes;       /* DiagramNode */
  GArray *edges;       /* DiagramEdge */
  guint before, after; /* log entries left out before and after */
} DiagramColumn;

/* The resolution part of g's log; never NULL (a column without triggers,
 * plays or cancellations has no nodes). */
DiagramColumn *diagram_column_new (const HcGame *g, const char *title);
void diagram_column_free (DiagramColumn *c);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DiagramColumn, diagram_column_free)

/* "#SEQ text [rule]", with its place in a nested sequence and whether it
 * was cancelled */
char *diagram_node_label (const DiagramNode *n);
const char *diagram_edge_label (const DiagramEdge *e, char buf[32]);

/* The diagram of n columns as an SVG document / as Graphviz DOT text. */
void diagram_svg (const char *title, DiagramColumn *const *cols, gint n,
                  GString *out);
void diagram_dot (const char *title, DiagramColumn *const *cols, gint n,
                  GString *out);

G_END_DECLS
