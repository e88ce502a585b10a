/* The resolution diagram as SVG, written by hand: one column per edition,
 * one row per log entry in log order, nested entries indented, and the
 * relations (triggers, held until it resolves, cancelled, in response)
 * drawn as labelled arcs on the right of each column. */
#include "diagram.h"

#include <string.h>

#define COL_W 600 /* a column, arcs included */
#define ARC_W 150 /* room for the arcs at the right of a column */
#define ROW_H 30
#define BOX_H 22
#define INDENT_W 18
#define TOP 70     /* title and column headings */
#define CHAR_W 6.0 /* an average character at 11px, for cutting text */

static const struct
{
  const char *fill, *stroke, *name;
} role_style[] = {
  [DN_STEP] = { "#f2f2f2", "#9a9a9a", "step" },
  [DN_TRIGGER] = { "#fff1b8", "#c9a400", "triggered, waits (held)" },
  [DN_PLAY] = { "#d7e6fb", "#3d72c4", "played or used" },
  [DN_RESOLVE] = { "#d5f2cf", "#3c9a30", "takes effect" },
  [DN_CANCEL] = { "#f9d3d0", "#c0392b", "lapses or is cancelled" },
};

static const char *
edge_colour (DiagramEdgeKind k)
{
  switch (k)
    {
    case DE_TRIGGERS:
      return "#c9a400";
    case DE_RESOLVES:
      return "#3c9a30";
    case DE_LAPSES:
    case DE_CANCELS:
      return "#c0392b";
    case DE_RESPONDS:
      return "#3d72c4";
    }
  return "#000000";
}

static void
text_escaped (GString *out, const char *s)
{
  g_autofree char *esc = g_markup_escape_text (s, -1);
  g_string_append (out, esc);
}

/* s cut to at most max characters, with an ellipsis when cut */
static char *
cut (const char *s, glong max)
{
  if (max < 2)
    max = 2;
  if (g_utf8_strlen (s, -1) <= max)
    return g_strdup (s);
  const char *end = g_utf8_offset_to_pointer (s, max - 1);
  return g_strdup_printf ("%.*s\u2026", (int)(end - s), s);
}

static double
box_x (gint col, const DiagramNode *n)
{
  return col * COL_W + 20 + MIN (n->indent, 12) * INDENT_W;
}

static double
row_y (gint row)
{
  return TOP + row * ROW_H;
}

static void
column (GString *out, gint col, const DiagramColumn *c)
{
  double x0 = col * COL_W + 20;
  g_string_append_printf (
      out, "<text x=\"%.1f\" y=\"56\" class=\"head\">edition ", x0);
  text_escaped (out, c->title);
  g_string_append (out, "</text>\n");
  gint row = 0;
  if (c->before)
    {
      g_string_append_printf (out,
                              "<text x=\"%.1f\" y=\"%.1f\" class=\"note\">"
                              "(%u earlier log entries)</text>\n",
                              x0, row_y (row) + 15, c->before);
      row++;
    }
  if (c->nodes->len == 0)
    {
      g_string_append_printf (out,
                              "<text x=\"%.1f\" y=\"%.1f\" class=\"note\">"
                              "no ability triggered, was played or was "
                              "cancelled</text>\n",
                              x0, row_y (row) + 15);
      return;
    }
  gint first_row = row;
  for (guint i = 0; i < c->nodes->len; i++, row++)
    {
      const DiagramNode *n = &g_array_index (c->nodes, DiagramNode, i);
      double x = box_x (col, n);
      double w = col * COL_W + COL_W - ARC_W - x;
      double y = row_y (row);
      g_string_append_printf (
          out,
          "<g class=\"node %s\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
          "height=\"%d\" rx=\"5\" fill=\"%s\" stroke=\"%s\"%s/>",
          role_style[n->role].name, x, y, w, BOX_H, role_style[n->role].fill,
          n->cancelled ? "#c0392b" : role_style[n->role].stroke,
          n->cancelled ? " stroke-dasharray=\"5 3\"" : "");
      g_autofree char *label = diagram_node_label (n);
      g_autofree char *shown = cut (label, (glong)((w - 10) / CHAR_W));
      g_string_append_printf (out, "<text x=\"%.1f\" y=\"%.1f\"%s>", x + 5,
                              y + 15, n->cancelled ? " class=\"cancel\"" : "");
      text_escaped (out, shown);
      /* the whole line as a tooltip when it is cut */
      g_string_append (out, "<title>");
      text_escaped (out, label);
      g_string_append (out, "</title></text></g>\n");
    }
  /* arcs between rows, each further out than the one before */
  double right = col * COL_W + COL_W - ARC_W;
  for (guint k = 0; k < c->edges->len; k++)
    {
      const DiagramEdge *e = &g_array_index (c->edges, DiagramEdge, k);
      double y1 = row_y (first_row + e->from) + BOX_H / 2.0;
      double y2 = row_y (first_row + e->to) + BOX_H / 2.0;
      double bend = right + 14 + (k % 6) * 12;
      const char *colour = edge_colour (e->kind);
      g_string_append_printf (
          out,
          "<path d=\"M %.1f %.1f C %.1f %.1f %.1f %.1f %.1f %.1f\" "
          "stroke=\"%s\" fill=\"none\" stroke-width=\"1.5\"%s "
          "marker-end=\"url(#arrow-%d)\"/>\n",
          right, y1, bend, y1, bend, y2, right + 2, y2, colour,
          e->kind == DE_RESPONDS ? " stroke-dasharray=\"4 3\"" : "",
          (int)e->kind);
      char buf[32];
      g_string_append_printf (out,
                              "<text x=\"%.1f\" y=\"%.1f\" class=\"edge\" "
                              "fill=\"%s\">",
                              bend + 4, (y1 + y2) / 2 + 4, colour);
      text_escaped (out, diagram_edge_label (e, buf));
      g_string_append (out, "</text>\n");
    }
  if (c->after)
    g_string_append_printf (out,
                            "<text x=\"%.1f\" y=\"%.1f\" class=\"note\">"
                            "(%u later log entries)</text>\n",
                            x0, row_y (row) + 15, c->after);
}

static gint
rows_of (const DiagramColumn *c)
{
  return (gint)MAX (c->nodes->len, 1) + (c->before > 0) + (c->after > 0);
}

void
diagram_svg (const char *title, DiagramColumn *const *cols, gint n,
             GString *out)
{
  gint rows = 1;
  for (gint k = 0; k < n; k++)
    rows = MAX (rows, rows_of (cols[k]));
  double legend_y = row_y (rows) + 20;
  double width = MAX (1, n) * COL_W + 20;
  double height = legend_y + 40;
  g_string_append_printf (
      out,
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
      "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
      "font-family=\"DejaVu Sans, Verdana, sans-serif\" font-size=\"11\">\n",
      width, height, width, height);
  g_string_append (out,
                   "<style>.head{font-weight:bold;font-size:13px}"
                   ".title{font-weight:bold;font-size:15px}"
                   ".note{fill:#666;font-style:italic}"
                   ".edge{font-size:10px}"
                   ".cancel{text-decoration:line-through}</style>\n<defs>");
  for (gint k = DE_TRIGGERS; k <= DE_RESPONDS; k++)
    g_string_append_printf (
        out,
        "<marker id=\"arrow-%d\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
        "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
        "<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"%s\"/></marker>",
        k, edge_colour ((DiagramEdgeKind)k));
  g_string_append (out, "</defs>\n<rect width=\"100%\" height=\"100%\" "
                        "fill=\"#ffffff\"/>\n");
  g_string_append (out, "<text x=\"20\" y=\"28\" class=\"title\">");
  g_autofree char *shown = cut (title, (glong)((width - 40) / 8.5));
  text_escaped (out, shown);
  g_string_append (out, "</text>\n");
  for (gint k = 0; k < n; k++)
    column (out, k, cols[k]);
  double x = 20;
  for (guint r = DN_STEP; r <= DN_CANCEL; r++)
    {
      g_string_append_printf (out,
                              "<rect x=\"%.1f\" y=\"%.1f\" width=\"14\" "
                              "height=\"14\" rx=\"3\" fill=\"%s\" "
                              "stroke=\"%s\"/><text x=\"%.1f\" y=\"%.1f\">",
                              x, legend_y, role_style[r].fill,
                              role_style[r].stroke, x + 20, legend_y + 11);
      text_escaped (out, role_style[r].name);
      g_string_append (out, "</text>\n");
      x += 30 + CHAR_W * (double)strlen (role_style[r].name);
    }
  g_string_append (out, "</svg>\n");
}
