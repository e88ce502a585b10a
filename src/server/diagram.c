/* The teaching page's resolution diagram: after a compare of two
 * editions (compare.c) the server runs itself as `holocron compare
 * SCENARIO --editions A,B --svg FILE`, the command that draws it, and
 * sends the picture as a `diagram` message.  The drawing is the command
 * line's (src/cli/diagram*.c), which the server does not link, so it runs
 * as a child process the loop waits for without blocking; a few run at
 * once, and a stop ends those still running. */
#include "server-internal.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

/* children drawing at once, for every connection together */
#define MAX_RUNNING 2

typedef struct
{
  Server *srv;
  GSubprocess *proc;
  guint64 conn;
  gint64 re;
  char *scenario; /* as the client named it */
  char *editions;
  char *svg_path; /* the child's picture, a file of our own */
} Job;

static void
job_free (Job *j)
{
  if (j->svg_path)
    g_unlink (j->svg_path);
  g_clear_object (&j->proc);
  g_free (j->scenario);
  g_free (j->editions);
  g_free (j->svg_path);
  g_free (j);
}

static Conn *
conn_by_id (Server *srv, guint64 id)
{
  GHashTableIter it;
  gpointer key;
  g_hash_table_iter_init (&it, srv->conns);
  while (g_hash_table_iter_next (&it, &key, NULL))
    if (((Conn *)key)->id == id)
      return key;
  return NULL;
}

static void
done (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (GError) err = NULL;
  Job *j = data;
  g_subprocess_wait_finish (G_SUBPROCESS (source), res, &err);
  g_ptr_array_remove_fast (j->srv->diagrams, j);
  /* the server stops: its connections are gone already */
  if (j->srv->stopping)
    {
      job_free (j);
      return;
    }
  Conn *c = conn_by_id (j->srv, j->conn); /* it may have gone meanwhile */
  g_autofree char *svg = NULL;
  /* `compare` exits 1 when the editions differ: a picture either way */
  gboolean drawn = !err && g_subprocess_get_if_exited (j->proc)
                   && g_subprocess_get_exit_status (j->proc) <= 1
                   && g_file_get_contents (j->svg_path, &svg, NULL, NULL)
                   && g_str_has_prefix (svg, "<?xml");
  if (c && drawn)
    {
      g_autoptr (JsonObject) o = json_object_new ();
      json_object_set_string_member (o, "type", "diagram");
      if (j->re)
        json_object_set_int_member (o, "re", j->re);
      json_object_set_string_member (o, "scenario", j->scenario);
      json_object_set_string_member (o, "editions", j->editions);
      json_object_set_string_member (o, "svg", svg);
      hc_conn_send (c, o);
    }
  else if (c)
    hc_conn_error (c, j->re, "no-diagram",
                   "the resolution diagram of %s could not be drawn",
                   j->scenario);
  job_free (j);
}

/* the picture's title names the scenario's file as the child was given
 * it: from the source tree's root (the child's folder), not this
 * machine's folders */
void
hc_diagram_start (Conn *c, gint64 re, const char *root, const char *path,
                  const char *scenario, const char *editions)
{
  Server *srv = c->srv;
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  if (!self)
    return; /* not on Linux: the page shows the runs without the picture */
  if (srv->diagrams->len >= MAX_RUNNING)
    {
      hc_conn_error (c, re, "busy",
                     "%d diagrams are being drawn; compare again in a moment",
                     MAX_RUNNING);
      return;
    }
  g_autoptr (GError) err = NULL;
  char *svg_path = NULL;
  gint fd = g_file_open_tmp ("holocron-diagram-XXXXXX.svg", &svg_path, &err);
  if (fd < 0)
    {
      hc_conn_error (c, re, "no-diagram", "%s", err->message);
      return;
    }
  close (fd);
  Job *j = g_new0 (Job, 1);
  j->srv = srv;
  j->conn = c->id;
  j->re = re;
  j->scenario = g_strdup (scenario);
  j->editions = g_strdup (editions);
  j->svg_path = svg_path;
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (
      G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_cwd (launcher, root);
  j->proc = g_subprocess_launcher_spawn (launcher, &err, self, "compare", path,
                                         "--editions", editions, "--svg",
                                         svg_path, NULL);
  if (!j->proc)
    {
      hc_conn_error (c, re, "no-diagram", "%s", err->message);
      job_free (j);
      return;
    }
  g_ptr_array_add (srv->diagrams, j);
  g_subprocess_wait_async (j->proc, srv->diagram_cancel, done, j);
}

/* The children are ended; each job goes when its wait's answer comes
 * (the stop's last turns of the loop), and any left after are freed by
 * hc_diagram_free, when the loop turns no more. */
void
hc_diagram_stop (Server *srv)
{
  g_cancellable_cancel (srv->diagram_cancel);
  for (guint i = 0; i < srv->diagrams->len; i++)
    {
      Job *j = srv->diagrams->pdata[i];
      g_subprocess_force_exit (j->proc);
      g_subprocess_wait (j->proc, NULL, NULL);
    }
}

void
hc_diagram_free (Server *srv)
{
  for (guint i = 0; i < srv->diagrams->len; i++)
    job_free (srv->diagrams->pdata[i]);
  g_ptr_array_unref (srv->diagrams);
  g_object_unref (srv->diagram_cancel);
}
