/* The resolution diagram as Graphviz DOT: one cluster per edition, the
 * entries chained in log order, the relations as labelled edges. */
#include "diagram.h"

static const char *const role_fill[] = {
  [DN_STEP] = "#f2f2f2",    [DN_TRIGGER] = "#fff1b8", [DN_PLAY] = "#d7e6fb",
  [DN_RESOLVE] = "#d5f2cf", [DN_CANCEL] = "#f9d3d0",
};

/* a DOT double-quoted string's contents */
static void
quoted (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const char *p = s; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      if (*p == '\n')
        g_string_append (out, "\\n");
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

void
diagram_dot (const char *title, DiagramColumn *const *cols, gint n,
             GString *out)
{
  g_string_append (out, "digraph resolution {\n  label=");
  quoted (out, title);
  g_string_append (out, ";\n  labelloc=t;\n  rankdir=TB;\n"
                        "  node [shape=box, style=\"rounded,filled\", "
                        "fontname=\"DejaVu Sans\", fontsize=10];\n"
                        "  edge [fontname=\"DejaVu Sans\", fontsize=9];\n");
  for (gint k = 0; k < n; k++)
    {
      const DiagramColumn *c = cols[k];
      g_string_append_printf (out, "  subgraph cluster_%d {\n    label=", k);
      g_autofree char *head = g_strdup_printf ("edition %s", c->title);
      quoted (out, head);
      g_string_append (out, ";\n");
      if (c->nodes->len == 0)
        g_string_append_printf (out,
                                "    c%d_none [label=\"no ability triggered, "
                                "was played or was cancelled\", "
                                "style=dashed];\n",
                                k);
      for (guint i = 0; i < c->nodes->len; i++)
        {
          const DiagramNode *d = &g_array_index (c->nodes, DiagramNode, i);
          g_string_append_printf (out, "    c%d_%u [label=", k, i);
          g_autofree char *label = diagram_node_label (d);
          quoted (out, label);
          g_string_append_printf (
              out, ", fillcolor=\"%s\"%s];\n", role_fill[d->role],
              d->cancelled
                  ? ", color=\"#c0392b\", style=\"rounded,filled,dashed\""
              : d->role == DN_CANCEL ? ", color=\"#c0392b\""
                                     : "");
        }
      /* log order, kept top to bottom */
      for (guint i = 1; i < c->nodes->len; i++)
        g_string_append_printf (out,
                                "    c%d_%u -> c%d_%u [color=\"#bbbbbb\", "
                                "arrowhead=none, weight=10];\n",
                                k, i - 1, k, i);
      for (guint i = 0; i < c->edges->len; i++)
        {
          const DiagramEdge *e = &g_array_index (c->edges, DiagramEdge, i);
          char buf[32];
          g_string_append_printf (out, "    c%d_%d -> c%d_%d [label=", k,
                                  e->from, k, e->to);
          quoted (out, diagram_edge_label (e, buf));
          g_string_append_printf (out, ", constraint=false%s];\n",
                                  e->kind == DE_LAPSES || e->kind == DE_CANCELS
                                      ? ", color=\"#c0392b\""
                                  : e->kind == DE_RESPONDS ? ", style=dashed"
                                                           : "");
        }
      g_string_append (out, "  }\n");
    }
  g_string_append (out, "}\n");
}
