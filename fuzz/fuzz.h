/* What every fuzz target shares: the libFuzzer entry point each one
 * defines, and the set-up done once per process. */
#pragma once

#include "hc-rulesets.h"
#include "hc-save.h"

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Register the rulesets and load their cards once; make GLib criticals
 * (the core's "this is a bug" reports) fatal so the fuzzer sees them. */
void fuzz_init (void);
/* The input as a NUL-terminated string (inputs may hold NULs: the text
 * then ends at the first one, as it would for a C reader). */
char *fuzz_text (const uint8_t *data, size_t size);
/* Fail loudly: a broken promise the sanitizers cannot see. */
void fuzz_assert (gboolean ok, const char *what, const GError *error);

/* The rulesets a save may name, in the order the save targets try them. */
extern const char *const fuzz_rulesets[2];
/* Load text as a save of ruleset fuzz_rulesets[i]; db gets its cards. */
HcGame *fuzz_load_save (const char *text, guint i, const HcCardDb **db,
                        HcRecord **rec, GError **error);
