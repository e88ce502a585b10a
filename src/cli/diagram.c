/* The model behind `compare --svg/--dot`: the stretch of a game's log where
 * abilities trigger, wait, are played, take effect or are cancelled. */
#include "diagram.h"

#include <string.h>

/* How the rulesets' log kinds take part in resolution, and which argument
 * names the card (and the ability number) that ties a trigger to its
 * resolution or a play to its cancellation.  The kinds are the rulesets'
 * own names (wotc: the held pool; lcg: nested effect sequences). */
typedef struct
{
  const char *kind;
  DiagramRole role;
  gint card_arg;
  gint ability_arg; /* -1: the card is enough */
} KindRole;

static const KindRole kind_roles[] = {
  { "triggered", DN_TRIGGER, 0, 1 },
  { "resolve", DN_RESOLVE, 0, 1 },
  { "lapse", DN_CANCEL, 0, 1 },
  { "disrupted", DN_CANCEL, 0, -1 },
  { "play", DN_PLAY, 0, -1 },
  { "activate", DN_PLAY, 0, -1 },
  { "play-event", DN_PLAY, 1, -1 },
  { "ability", DN_PLAY, 1, -1 },
  { "forced", DN_RESOLVE, 0, -1 },
  { "cancelled", DN_CANCEL, 0, -1 },
  { "edge-cancelled", DN_CANCEL, 0, -1 },
};

/* rows at most in a column: a diagram is for reading, not a whole game */
#define MAX_ROWS 48
/* entries after the last trigger, play or cancellation that show what it
 * did */
#define TAIL_ROWS 3

static const KindRole *
role_of (const HcGame *g, const HcLogEntry *e)
{
  const char *kind = hc_log_kind_name (g, e);
  for (guint i = 0; i < G_N_ELEMENTS (kind_roles); i++)
    if (g_str_equal (kind, kind_roles[i].kind))
      return &kind_roles[i];
  return NULL;
}

static gboolean
same_key (const HcLogEntry *a, const KindRole *ra, const HcLogEntry *b,
          const KindRole *rb)
{
  if (a->arg[ra->card_arg] != b->arg[rb->card_arg])
    return FALSE;
  return ra->ability_arg < 0 || rb->ability_arg < 0
         || a->arg[ra->ability_arg] == b->arg[rb->ability_arg];
}

static void
add_edge (DiagramColumn *c, gint from, gint to, DiagramEdgeKind kind,
          gint order)
{
  DiagramEdge e = { from, to, kind, order };
  g_array_append_val (c->edges, e);
}

static DiagramNode *
node (DiagramColumn *c, gint i)
{
  return &g_array_index (c->nodes, DiagramNode, i);
}

/* The node i answers: a waiting trigger of the same card and ability that
 * is still open, else the latest open play of the same card. */
static gint
match_open (const HcGame *g, DiagramColumn *c, const HcLogEntry *e,
            const KindRole *r, guint start, gboolean *open, DiagramRole want)
{
  const HcLogEntry *all = hc_log_entries (g->log);
  gint n = (gint)c->nodes->len - 1;
  if (want == DN_TRIGGER)
    {
      for (gint k = 0; k < n; k++)
        if (open[k] && node (c, k)->role == DN_TRIGGER
            && same_key (&all[start + (guint)k],
                         role_of (g, &all[start + (guint)k]), e, r))
          return k;
      return -1;
    }
  for (gint k = n - 1; k >= 0; k--)
    if (open[k] && node (c, k)->role == DN_PLAY)
      {
        const HcLogEntry *p = &all[start + (guint)k];
        const KindRole *pr = role_of (g, p);
        if (p->arg[pr->card_arg] == e->arg[r->card_arg])
          return k;
      }
  return -1;
}

static void
build (DiagramColumn *c, const HcGame *g, guint start, guint end)
{
  const HcLogEntry *all = hc_log_entries (g->log);
  g_autofree gboolean *open = g_new0 (gboolean, end - start);
  gint cause = -1; /* the latest entry that is not a trigger */
  gint last_play = -1;
  gint resolved = 0;
  gint base = 0; /* indent of the steps an effect is made of */
  for (guint i = start; i < end; i++)
    {
      const HcLogEntry *e = &all[i];
      const KindRole *r = role_of (g, e);
      g_autoptr (GString) text = g_string_new (NULL);
      hc_log_render_text (g, e, text);
      const char *rule = hc_log_rule_id (g, e);
      if (*rule)
        g_string_append_printf (text, " [%s]", rule);
      DiagramNode n
          = { .seq = e->seq,
              .role = r ? r->role : DN_STEP,
              .text = g_string_free (g_steal_pointer (&text), FALSE) };
      gint me = (gint)c->nodes->len;
      gint prev = me - 1;
      g_array_append_val (c->nodes, n);
      DiagramNode *d = node (c, me);
      switch (d->role)
        {
        case DN_TRIGGER:
          d->indent = cause >= 0 ? node (c, cause)->indent + 1 : 0;
          if (cause >= 0)
            add_edge (c, cause, me, DE_TRIGGERS, 0);
          open[me] = TRUE;
          break;
        case DN_PLAY:
          /* a play right after another answers it: a nested sequence */
          d->indent = prev >= 0 && prev == last_play
                          ? node (c, prev)->indent + 1
                          : base;
          if (prev >= 0)
            add_edge (c, prev, me, DE_RESPONDS, 0);
          open[me] = TRUE;
          last_play = me;
          base = d->indent + 1;
          cause = me;
          break;
        case DN_RESOLVE:
          {
            gint t = match_open (g, c, e, r, start, open, DN_TRIGGER);
            d->indent = t >= 0 ? MAX (0, node (c, t)->indent - 1) : base;
            if (t >= 0)
              {
                open[t] = FALSE;
                add_edge (c, t, me, DE_RESOLVES, ++resolved);
              }
            base = d->indent + 1;
            cause = me;
            break;
          }
        case DN_CANCEL:
          {
            gint t = match_open (g, c, e, r, start, open, DN_TRIGGER);
            if (t < 0)
              t = match_open (g, c, e, r, start, open, DN_PLAY);
            d->indent = prev >= 0 ? node (c, prev)->indent + 1 : 0;
            if (t >= 0)
              {
                open[t] = FALSE;
                node (c, t)->cancelled = TRUE;
                add_edge (c, t, me,
                          node (c, t)->role == DN_TRIGGER ? DE_LAPSES
                                                          : DE_CANCELS,
                          0);
              }
            cause = me;
            break;
          }
        case DN_STEP:
          d->indent = base;
          cause = me;
          break;
        }
    }
}

/* A play made right after another answers it, and the most recent play of
 * such a nested sequence resolves first (LCG FAQ, nested sequences; a
 * wotc Disrupt chance alike). */
static void
number_nested (DiagramColumn *c)
{
  for (guint i = 0; i < c->edges->len; i++)
    {
      const DiagramEdge *e = &g_array_index (c->edges, DiagramEdge, i);
      if (e->kind != DE_RESPONDS || node (c, e->from)->role != DN_PLAY
          || node (c, e->from)->resolves)
        continue;
      /* e->from starts a chain: follow it to its end */
      gint chain[HC_MAX_FRAMES + 1], n = 0;
      chain[n++] = e->from;
      for (guint k = i; k < c->edges->len && n <= HC_MAX_FRAMES; k++)
        {
          const DiagramEdge *f = &g_array_index (c->edges, DiagramEdge, k);
          if (f->kind == DE_RESPONDS && f->from == chain[n - 1]
              && node (c, f->to)->role == DN_PLAY)
            chain[n++] = f->to;
        }
      if (n < 2)
        continue;
      for (gint k = 0; k < n; k++)
        node (c, chain[k])->resolves = n - k;
    }
}

DiagramColumn *
diagram_column_new (const HcGame *g, const char *title)
{
  DiagramColumn *c = g_new0 (DiagramColumn, 1);
  c->title = g_strdup (title);
  c->nodes = g_array_new (FALSE, FALSE, sizeof (DiagramNode));
  c->edges = g_array_new (FALSE, FALSE, sizeof (DiagramEdge));
  const HcLogEntry *all = hc_log_entries (g->log);
  gint first = -1, last = -1;
  for (guint i = 0; i < g->log_len; i++)
    if (role_of (g, &all[i]))
      {
        if (first < 0)
          first = (gint)i;
        last = (gint)i;
      }
  if (first < 0)
    {
      c->before = g->log_len;
      return c;
    }
  /* from the step that set it off to what the last of them did, within the
   * same turn and phase */
  guint start = first > 0 ? (guint)first - 1 : 0;
  guint end = (guint)last + 1;
  while (end < g->log_len && end < (guint)last + 1 + TAIL_ROWS
         && all[end].turn == all[last].turn
         && all[end].phase == all[last].phase)
    end++;
  if (end - start > MAX_ROWS)
    end = start + MAX_ROWS;
  c->before = start;
  c->after = g->log_len - end;
  build (c, g, start, end);
  number_nested (c);
  return c;
}

void
diagram_column_free (DiagramColumn *c)
{
  if (!c)
    return;
  for (guint i = 0; i < c->nodes->len; i++)
    g_free (node (c, (gint)i)->text);
  g_array_free (c->nodes, TRUE);
  g_array_free (c->edges, TRUE);
  g_free (c->title);
  g_free (c);
}

char *
diagram_node_label (const DiagramNode *n)
{
  g_autoptr (GString) s = g_string_new (NULL);
  g_string_printf (s, "#%u %s", n->seq, n->text);
  if (n->resolves)
    g_string_append_printf (s, " (resolves %d.)", n->resolves);
  if (n->cancelled)
    g_string_append (s, n->role == DN_TRIGGER ? " (lapses)" : " (cancelled)");
  return g_string_free (g_steal_pointer (&s), FALSE);
}

const char *
diagram_edge_label (const DiagramEdge *e, char buf[32])
{
  switch (e->kind)
    {
    case DE_TRIGGERS:
      return "triggers";
    case DE_RESOLVES:
      g_snprintf (buf, 32, "held, resolves %d.", e->order);
      return buf;
    case DE_LAPSES:
      return "lapses";
    case DE_CANCELS:
      return "cancelled";
    case DE_RESPONDS:
      return "in response";
    }
  return "";
}
