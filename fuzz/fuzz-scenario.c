/* Scenario files: the bytes are a .scn file, parsed and, when it parses,
 * run.  Any input gives a result; a failed one names the file and line. */
#include "fuzz.h"
#include "hc-scenario.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_init ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HcScenario) s = hc_scenario_parse ("fuzz.scn", (const char *)data,
                                                (gssize)size, &error);
  if (!s)
    {
      fuzz_assert (g_str_has_prefix (error->message, "fuzz.scn"),
                   "a scenario error must name its file", error);
      return 0;
    }
  g_autoptr (HcScenarioResult) res = hc_scenario_run (s);
  fuzz_assert (res != NULL, "a scenario run gives a result", NULL);
  if (!res->ok && res->error)
    fuzz_assert (g_str_has_prefix (res->error, "fuzz.scn"),
                 "a scenario failure must name its file", NULL);
  return 0;
}
