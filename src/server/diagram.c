/* The teaching page's resolution diagram: after a compare of two
 * editions (compare.c) the server draws how their plays resolved, with
 * the command line's own drawing (src/cli/diagram*.c, `holocron compare
 * --svg`, built into the server's library), from the two runs the compare
 * has just made, and sends it as a `diagram` message.  Drawing is a walk
 * over two scenario logs of a few dozen lines: it is done on the loop.
 *
 * It was once drawn by a child process (`holocron compare --svg FILE`,
 * read back when the child exited): on a loaded machine that meant a
 * fork, an exec of whatever file /proc/self/exe then named (a relinked
 * build's path says "(deleted)" and the spawn fails), loading the card
 * data again, rerunning both scenarios, a temporary file, and an exit
 * noticed through SIGCHLD, with a cap of two children at once whose
 * refusal ("busy") no client retried: the browser test waited 30 s for a
 * picture that could be late or never come. */
#include "../cli/diagram.h"

#include "server-internal.h"

void
hc_diagram_send (Conn *c, gint64 re, const char *scenario, const char *editions,
                 const char *title, const HcGame *const games[2],
                 const char *const names[2])
{
  DiagramColumn *cols[2] = { NULL, NULL };
  for (gint k = 0; k < 2; k++)
    if (games[k])
      cols[k] = diagram_column_new (games[k], names[k]);
  if (!cols[0] || !cols[1])
    {
      /* a run that could not be set up has no log to draw */
      hc_conn_error (c, re, "no-diagram",
                     "the resolution diagram of %s could not be drawn",
                     scenario);
    }
  else
    {
      g_autoptr (GString) svg = g_string_new (NULL);
      diagram_svg (title, cols, 2, svg);
      g_autoptr (JsonObject) o = json_object_new ();
      json_object_set_string_member (o, "type", "diagram");
      if (re)
        json_object_set_int_member (o, "re", re);
      json_object_set_string_member (o, "scenario", scenario);
      json_object_set_string_member (o, "editions", editions);
      json_object_set_string_member (o, "svg", svg->str);
      hc_conn_send (c, o);
    }
  for (gint k = 0; k < 2; k++)
    if (cols[k])
      diagram_column_free (cols[k]);
}
