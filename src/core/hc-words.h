/* English the rulesets' card text and log lines share. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* WORDS after the article English wants: "an opposing unit", "an Ewok",
 * "a unit", "a unique card", "a one"; "another unit" for "other unit"
 * (words.c) */
void hc_a_text (const char *words, GString *out);

/* Appends `name` as a possessive: "Darth Vader's", "Cruel
 * Interrogations'" (a name ending in s takes a bare apostrophe, as the
 * log's {cN}'s does). */
void hc_possessive_text (const char *name, GString *out);

G_END_DECLS
