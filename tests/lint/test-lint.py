#!/usr/bin/env python3
"""The ruleset lint's own tests: each rule fails on a small bad ruleset and
the same ruleset, put right, passes.

Usage: test-lint.py PATH/TO/lint-rulesets.py"""

import os
import subprocess
import sys
import tempfile

LINT = sys.argv[1]

GOOD = {
    "data.c": """#include "x-cards.h"
gint
x_card_cost (gint def)
{
  return def * 2;
}
""",
    "step.c": """#include "x-steps.h"
typedef enum
{
  PC_ASK,
  PC_ANSWER,
} XStepPc;

HcStepResult
x_step_pay (HcGame *g, HcFrame *f)
{
  switch (f->pc)
    {
    case PC_ASK:
      f->pc = PC_ANSWER; /* a comment may say f->pc = 1 */
      return x_card_cost (2);
    case PC_ANSWER:
      switch (g->n)
        {
        case 1: /* not the program counter */
          break;
        }
      return 0;
    }
  return 0;
}
""",
    "x-cards.h": """/* data.c */
gint x_card_cost (gint def);
static inline gint
x_double (gint v)
{
  return 2 * v;
}
""",
    "x-steps.h": """/* step.c */
HcStepResult x_step_pay (HcGame *g, HcFrame *f);
""",
}


def run(files):
    with tempfile.TemporaryDirectory() as d:
        for name, text in files.items():
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        p = subprocess.run(
            [sys.executable, LINT, "--dir", d, "--prefix", "x_", "--data", "data.c"],
            capture_output=True, text=True)
        return p.returncode, p.stdout + p.stderr


def variant(name, old, new):
    files = dict(GOOD)
    assert old in files[name], (name, old)
    files[name] = files[name].replace(old, new)
    return files


failures = 0


def expect(title, files, code, needle):
    global failures
    rc, out = run(files)
    ok = rc == code and needle in out
    print("%s - %s" % ("ok" if ok else "not ok", title))
    if not ok:
        failures += 1
        print("  # exit %d, wanted %d and %r in:\n%s" % (rc, code, needle, out))


expect("a ruleset that keeps the rules passes", GOOD, 0, "pass")
expect("pc: a bare number assigned to the program counter fails",
       variant("step.c", "f->pc = PC_ANSWER;", "f->pc = 1;"), 1,
       "step.c:14: pc: bare-number program counter")
expect("pc: a bare number compared with the program counter fails",
       variant("step.c", "  switch (f->pc)", "  if (f->pc == 2)\n    return 0;\n  switch (f->pc)"),
       1, "pc: bare-number program counter `->pc == 2`")
expect("pc: a bare-number case of the program counter switch fails",
       variant("step.c", "    case PC_ANSWER:", "    case 1:"), 1,
       "step.c:16: pc: bare-number `case 1:`")
expect("layer: a data-layer file calling a rule step fails",
       variant("data.c", "  return def * 2;",
               "  x_step_pay (NULL, NULL);\n  return def * 2;"), 1,
       "data.c:5: layer: data-layer file calls x_step_pay() of step.c")
expect("layer: a data-layer file in a call cycle fails",
       variant("data.c", "  return def * 2;",
               "  return x_step_pay (NULL, NULL);"), 1,
       "layer: data-layer file in a call cycle with step.c")
expect("header: a declaration of a file the header does not name fails",
       variant("x-cards.h", "/* data.c */", "/* card data */"), 1,
       "x-cards.h:2: header: declares x_card_cost() of data.c, a file it does not name")
expect("header: a declaration defined nowhere fails",
       variant("x-steps.h", "HcStepResult x_step_pay",
               "void x_gone (void);\nHcStepResult x_step_pay"), 1,
       "declares x_gone(), defined in no file of the ruleset")
expect("size: a header over 400 lines fails",
       variant("x-steps.h", "/* step.c */", "/* step.c */" + "\n" * 399), 1,
       "x-steps.h:401: size: 401 lines, over 400: split it by layer")
sys.exit(1 if failures else 0)
