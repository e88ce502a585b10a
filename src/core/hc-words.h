/* English the rulesets' card text and log lines share. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* WORDS after the article English wants: "an opposing unit", "an Ewok",
 * "a unit", "a unique card", "a one"; "another unit" for "other unit"
 * (words.c) */
void hc_a_text (const char *words, GString *out);

G_END_DECLS
