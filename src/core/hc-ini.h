/* Line numbers for .ini files read with GKeyFile, which reports none:
 * the edition loader uses these so that every message names file:line. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every line is blank, a "#" comment, a [group] or a key=value after a
 * group, and no group appears twice; else an error "path:LINE: ...". */
gboolean hc_ini_check_lines (const char *path, const char *text,
                             GError **error);
/* The line of `key` in [group], else of the [group] line, else 1. */
gint hc_ini_line (const char *text, const char *group, const char *key);

G_END_DECLS
