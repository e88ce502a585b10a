/* holocron play: who sits at each side (a person or a computer player
 * with its budget), as words kept in a save's record, so `play --load`
 * seats everyone as they were. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

/* "person", or the computer player as "KIND iterations=N think-ms=N
 * rollout=N". */
char *play_seat_text (gboolean human, const HcAgent *agent);

/* The reverse; on words it does not know, FALSE with an error naming
 * `file` and the side. */
gboolean play_seat_parse (const char *file, const char *side, const char *text,
                          gboolean *human, HcAgent *agent, GError **error);

G_END_DECLS
