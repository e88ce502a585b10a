/* Reading a file that may come from a stranger: only a regular file, at
 * most a given size, checked before a byte is read, so a FIFO never blocks
 * and /dev/zero never fills the memory. */
#include "hc-save.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

gboolean
hc_read_bytes_limited (const char *path, gsize max_bytes, char **text_out,
                       gsize *len_out, GError **error)
{
  /* O_NONBLOCK: opening a FIFO with no writer must not wait; the fstat
   * below refuses it anyway */
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    {
      int e = errno;
      g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: cannot read: %s", path,
                   g_strerror (e));
      return FALSE;
    }
  struct stat st;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, HC_ERROR, HC_ERROR_IO,
                   "%s: not a regular file (a FIFO, device or folder is "
                   "refused)",
                   path);
      return FALSE;
    }
  if ((guint64)st.st_size > max_bytes)
    {
      close (fd);
      g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                   "%s: %" G_GUINT64_FORMAT
                   " bytes; the limit is %" G_GSIZE_FORMAT " bytes",
                   path, (guint64)st.st_size, max_bytes);
      return FALSE;
    }
  /* the file may grow between fstat and read: read one byte past the
   * limit to notice */
  gsize cap = (gsize)st.st_size + 1;
  cap = MIN (cap, max_bytes + 1);
  char *buf = g_malloc (cap + 1);
  gsize len = 0;
  for (;;)
    {
      if (len == cap)
        break;
      ssize_t got = read (fd, buf + len, cap - len);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int e = errno;
          close (fd);
          g_free (buf);
          g_set_error (error, HC_ERROR, HC_ERROR_IO, "%s: cannot read: %s",
                       path, g_strerror (e));
          return FALSE;
        }
      if (got == 0)
        break;
      len += (gsize)got;
      if (len == cap && cap <= max_bytes)
        {
          /* grew past its stat size: go on up to the limit */
          cap = MIN (cap * 2, max_bytes + 1);
          buf = g_realloc (buf, cap + 1);
        }
    }
  close (fd);
  if (len > max_bytes)
    {
      g_free (buf);
      g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                   "%s: more than %" G_GSIZE_FORMAT
                   " bytes; the limit is %" G_GSIZE_FORMAT " bytes",
                   path, max_bytes, max_bytes);
      return FALSE;
    }
  buf[len] = '\0';
  *text_out = buf;
  if (len_out)
    *len_out = len;
  return TRUE;
}

gboolean
hc_read_file_limited (const char *path, gsize max_bytes, char **text_out,
                      gsize *len_out, GError **error)
{
  char *buf = NULL;
  gsize len = 0;
  if (!hc_read_bytes_limited (path, max_bytes, &buf, &len, error))
    return FALSE;
  if (memchr (buf, '\0', len))
    {
      g_free (buf);
      g_set_error (error, HC_ERROR, HC_ERROR_PARSE,
                   "%s: holds a NUL byte: not a text file", path);
      return FALSE;
    }
  *text_out = buf;
  if (len_out)
    *len_out = len;
  return TRUE;
}

gboolean
hc_json_check_limits (const char *name, const char *text, guint max_depth,
                      gsize max_line, GError **error)
{
  /* json-glib parses recursively: a deep enough nesting overflows the C
   * stack before it can refuse.  Brackets inside strings do not nest, so
   * strings are skipped (with their escapes). */
  guint depth = 0, line = 1;
  gsize col = 0;
  gboolean in_string = FALSE;
  for (const char *p = text; *p; p++)
    {
      col++;
      if (*p == '\n')
        {
          line++;
          col = 0;
          continue;
        }
      if (col > max_line)
        {
          g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                       "%s:%u: a line longer than %" G_GSIZE_FORMAT
                       " characters (the limit)",
                       name, line, max_line);
          return FALSE;
        }
      if (in_string)
        {
          if (*p == '\\' && p[1] && p[1] != '\n')
            {
              p++;
              col++;
            }
          else if (*p == '"')
            in_string = FALSE;
          continue;
        }
      if (*p == '"')
        in_string = TRUE;
      else if (*p == '[' || *p == '{')
        {
          if (++depth > max_depth)
            {
              g_set_error (error, HC_ERROR, HC_ERROR_LIMIT,
                           "%s:%u:%" G_GSIZE_FORMAT
                           ": nested more than %u deep (the limit)",
                           name, line, col, max_depth);
              return FALSE;
            }
        }
      else if ((*p == ']' || *p == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}
