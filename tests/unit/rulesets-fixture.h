/* The cmocka fixture of the unit tests that play the real rulesets (not
 * the toy one of toy-fixture.h): every ruleset registered and its cards
 * loaded once, before the group's tests. */
#pragma once

/* cmocka.h needs these before it */
/* clang-format off */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
/* clang-format on */

#include "hc-rulesets.h"

/* The rulesets registered and their data loaded, or the test fails with
 * the loader's message. */
static inline void
rulesets_fixture_init (void)
{
  g_autoptr (GError) error = NULL;
  if (!hc_rulesets_init (&error))
    fail_msg ("%s", error->message);
}

/* cmocka group setup doing only that. */
static inline int
rulesets_fixture_setup (void **state)
{
  (void)state;
  rulesets_fixture_init ();
  return 0;
}
