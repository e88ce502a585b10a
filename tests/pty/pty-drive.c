/* A small expect-like driver: runs a program on a pseudo-terminal, so it
 * sees a real terminal (isatty, screen clearing, hot-seat pauses), and
 * plays a script against it.  Everything the program writes is kept in a
 * transcript file (carriage returns dropped).
 *
 *   pty-drive TRANSCRIPT SCRIPT -- PROGRAM [ARG...]
 *
 * Script lines (blank lines and lines starting with # are skipped):
 *   expect REGEX     wait until REGEX (POSIX extended) matches the output
 *                    not yet matched; what came before it is passed over
 *   send TEXT        type TEXT and Enter
 *   prompt           wait for a "Side> " prompt, pressing Enter at every
 *                    hot-seat "press Enter." on the way
 *   play TEXT        until a line "Result: " shows, answer TEXT at every
 *                    "Side> " prompt and Enter at every "press Enter."
 *   exit N           wait for the program to end with exit code N
 * The environment variable PTY_DRIVE_STDERR, when set, names a file the
 * program's standard error goes to instead of the terminal, and
 * PTY_DRIVE_COLS the terminal's width (default 132).  A step that
 * waits (each answer of `play` is a step) gives up after PTY_DRIVE_TIMEOUT
 * seconds of silence (default 120): a safety net against a hung program,
 * not a measure of speed. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* forkpty */
#endif
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct
{
  char *buf;
  size_t len, cap, pos; /* pos: where the next expect starts */
  int fd;
  FILE *transcript;
  int eof;
  time_t deadline_s;
} Session;

static void
die (const char *what, const Session *s)
{
  fprintf (stderr, "pty-drive: %s\n", what);
  if (s && s->buf)
    {
      size_t from = s->len > 1500 ? s->len - 1500 : 0;
      fprintf (stderr, "pty-drive: last output:\n%s\n", s->buf + from);
    }
  exit (2);
}

/* Reads what is there, waiting up to timeout_ms; 0 when nothing came. */
static int
pump (Session *s, int timeout_ms)
{
  struct pollfd p = { .fd = s->fd, .events = POLLIN };
  int r = poll (&p, 1, timeout_ms);
  if (r <= 0)
    return 0;
  char chunk[4096];
  ssize_t n = read (s->fd, chunk, sizeof chunk);
  if (n <= 0)
    {
      /* EIO is how a pty says its other end is gone */
      s->eof = 1;
      return 0;
    }
  for (ssize_t i = 0; i < n; i++)
    {
      if (chunk[i] == '\r')
        continue;
      if (s->len + 2 > s->cap)
        {
          s->cap = s->cap ? 2 * s->cap : 65536;
          s->buf = realloc (s->buf, s->cap);
          if (!s->buf)
            die ("out of memory", NULL);
        }
      s->buf[s->len++] = chunk[i];
      s->buf[s->len] = '\0';
      fputc (chunk[i], s->transcript);
    }
  return 1;
}

static int
timed_out (const Session *s)
{
  return time (NULL) > s->deadline_s;
}

static void
arm (Session *s)
{
  const char *t = getenv ("PTY_DRIVE_TIMEOUT");
  s->deadline_s = time (NULL) + (t ? atoi (t) : 120);
}

static regex_t
compile (const char *re, const Session *s)
{
  regex_t r;
  if (regcomp (&r, re, REG_EXTENDED | REG_NEWLINE) != 0)
    {
      fprintf (stderr, "pty-drive: bad regex: %s\n", re);
      die ("script error", s);
    }
  return r;
}

/* Whether re matches from s->pos; moves pos past the match. */
static int
try_match (Session *s, const regex_t *r)
{
  regmatch_t m;
  if (s->len == 0 || regexec (r, s->buf + s->pos, 1, &m, 0) != 0)
    return 0;
  s->pos += (size_t)m.rm_eo;
  return 1;
}

static void
expect (Session *s, const char *re)
{
  regex_t r = compile (re, s);
  arm (s);
  while (!try_match (s, &r))
    {
      if (s->eof || timed_out (s))
        {
          fprintf (stderr, "pty-drive: never saw /%s/\n", re);
          die (s->eof ? "the program ended" : "timed out", s);
        }
      pump (s, 200);
    }
  regfree (&r);
}

static void
send_line (Session *s, const char *text)
{
  size_t n = strlen (text);
  if (write (s->fd, text, n) != (ssize_t)n || write (s->fd, "\r", 1) != 1)
    die ("cannot write to the terminal", s);
}

/* Output that ends with `tail` and then stays quiet: the program waits. */
static int
waiting_at (Session *s, const char *tail)
{
  size_t n = strlen (tail);
  return s->len >= n && s->len - n >= s->pos
         && strcmp (s->buf + s->len - n, tail) == 0;
}

/* The hot-seat pause: Enter, when the program waits for it. */
static int
answer_pause (Session *s)
{
  if (!waiting_at (s, "press Enter."))
    return 0;
  s->pos = s->len;
  send_line (s, "");
  arm (s);
  return 1;
}

static void
prompt (Session *s)
{
  arm (s);
  while (!waiting_at (s, " Side> "))
    {
      if (s->eof || timed_out (s))
        die (s->eof ? "the program ended before a prompt" : "timed out", s);
      if (!answer_pause (s))
        pump (s, 200);
    }
  s->pos = s->len;
}

static void
play (Session *s, const char *answer)
{
  regex_t result = compile ("^Result: ", s);
  arm (s);
  for (;;)
    {
      if (try_match (s, &result))
        break;
      if (s->eof || timed_out (s))
        die (s->eof ? "the program ended before a result" : "timed out", s);
      /* a prompt is flushed just before the program reads, and nothing
       * follows it until it is answered, so output ending in one is a
       * question */
      if (answer_pause (s))
        continue;
      if (waiting_at (s, " Side> "))
        {
          s->pos = s->len;
          send_line (s, answer);
          arm (s);
        }
      else
        pump (s, 200);
    }
  regfree (&result);
}

int
main (int argc, char **argv)
{
  if (argc < 5 || strcmp (argv[3], "--") != 0)
    {
      fprintf (stderr,
               "usage: pty-drive TRANSCRIPT SCRIPT -- PROGRAM [ARG...]\n");
      return 2;
    }
  Session s = { 0 };
  s.transcript = fopen (argv[1], "w");
  FILE *script = fopen (argv[2], "r");
  if (!s.transcript || !script)
    {
      perror ("pty-drive");
      return 2;
    }
  const char *cols = getenv ("PTY_DRIVE_COLS");
  struct winsize ws
      = { .ws_row = 50, .ws_col = (unsigned short)(cols ? atoi (cols) : 132) };
  pid_t pid = forkpty (&s.fd, NULL, NULL, &ws);
  if (pid < 0)
    {
      perror ("pty-drive: forkpty");
      return 2;
    }
  if (pid == 0)
    {
      const char *err = getenv ("PTY_DRIVE_STDERR");
      if (err)
        {
          int fd = open (err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
          if (fd >= 0)
            dup2 (fd, 2);
        }
      execvp (argv[4], argv + 4);
      perror ("pty-drive: exec");
      _exit (127);
    }
  char line[4096];
  int want_exit = -1;
  while (fgets (line, sizeof line, script))
    {
      line[strcspn (line, "\n")] = '\0';
      if (!*line || *line == '#')
        continue;
      char *arg = strchr (line, ' ');
      arg = arg ? arg + 1 : line + strlen (line);
      if (strncmp (line, "expect ", 7) == 0)
        expect (&s, arg);
      else if (strncmp (line, "send", 4) == 0)
        send_line (&s, arg);
      else if (strcmp (line, "prompt") == 0)
        prompt (&s);
      else if (strncmp (line, "play", 4) == 0)
        play (&s, arg);
      else if (strncmp (line, "exit ", 5) == 0)
        want_exit = atoi (arg);
      else
        {
          fprintf (stderr, "pty-drive: unknown script line: %s\n", line);
          die ("script error", &s);
        }
    }
  /* drain until the program closes the terminal, then reap it */
  arm (&s);
  while (!s.eof && !timed_out (&s))
    pump (&s, 200);
  int status = 0;
  if (!s.eof)
    kill (pid, SIGTERM);
  waitpid (pid, &status, 0);
  fclose (s.transcript);
  fclose (script);
  int code = WIFEXITED (status) ? WEXITSTATUS (status) : 128;
  if (want_exit >= 0 && code != want_exit)
    {
      fprintf (stderr, "pty-drive: exit %d, expected %d\n", code, want_exit);
      die ("wrong exit code", &s);
    }
  free (s.buf);
  return 0;
}
