#!/usr/bin/env python3
"""The lcg ruleset's layering, checked (issue 15):
- a header declares a function only under a comment naming the file that
  defines it ("/* pay.c */", "/* pay.c: ... */");
- a rule step's program counter is a name, never a bare number;
- a card data file calls no function of a layer above it.
Usage: lcg-layers.py SOURCE_ROOT.  Prints each problem as FILE:LINE: what;
exits 1 if there is any."""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else '.'
lcg = os.path.join(root, 'rulesets', 'lcg')
HEADERS = ['lcg-types.h', 'lcg-text.h', 'lcg-ops.h', 'lcg-cards.h',
           'lcg-queries.h', 'lcg-changes.h', 'lcg-steps.h', 'lcg-verbs.h',
           'play-frame.h', 'verb-frame.h']
ABOVE_DATA = ['lcg-queries.h', 'lcg-changes.h', 'lcg-steps.h', 'lcg-verbs.h',
              'play-frame.h', 'verb-frame.h']
DATA_FILES = ['cards.c', 'abilities.c', 'render.c', 'verb-text.c',
              'listeners.c', 'deck.c']
# files whose program counters are still numbers, until the verb-table
# work names them (the lcgverbs branch owns them)
PC_PENDING = {'verb-captured.c', 'verb-deck-bottom.c', 'verb-icons.c',
              'verb-one-at-a-time.c'}
# a header not yet grouped by defining file, for the same reason
HEADER_PENDING = {'verb-frame.h'}

problems = []
DECL = re.compile(r'^[A-Za-z_][\w \*]*?\b(lcg_\w+) \(')
GROUP = re.compile(r'^/\* ([\w-]+\.c)\b')


def read(name):
    with open(os.path.join(lcg, name), encoding='utf-8') as f:
        return f.read().split('\n')


def declared(header):
    """(function, file named for it or None, line) of each declaration"""
    out, group = [], None
    for i, line in enumerate(read(header), 1):
        m = GROUP.match(line)
        if m:
            group = m.group(1)
            continue
        m = DECL.match(line)
        if m and not line.startswith('static') and not line.startswith(
                'extern'):
            out.append((m.group(1), group, i))
    return out


def defines(cfile, fn):
    path = os.path.join(lcg, cfile)
    if not os.path.exists(path):
        return False
    return any(line.startswith(fn + ' (') for line in read(cfile))


layer_of = {}
for h in HEADERS:
    if not os.path.exists(os.path.join(lcg, h)):
        continue
    for fn, group, line in declared(h):
        layer_of[fn] = h
        if h in HEADER_PENDING:
            continue
        if group is None:
            problems.append('%s:%d: %s is declared under no file comment'
                            % (h, line, fn))
        elif not defines(group, fn):
            problems.append('%s:%d: %s is not defined in %s, the file its '
                            'comment names' % (h, line, fn, group))

BARE_PC = re.compile(r'\bpc\s*(=|==|!=|>=|<=|<|>|\+=|-=)\s*\(?(guint16\)\s*\(?)?\d'
                     r'|\bpc\s*\+\+')
CASE_NUM = re.compile(r'^\s*case \d+:')
for c in sorted(os.listdir(lcg)):
    if not c.endswith('.c') or c in PC_PENDING:
        continue
    in_pc_switch = 0
    for i, line in enumerate(read(c), 1):
        code = line.split('/*')[0]
        if 'switch (f->pc)' in code:
            in_pc_switch = 1
        elif line.startswith('}'):
            in_pc_switch = 0
        # the core game step's counter (hc_step_turns) is the core's own
        if BARE_PC.search(code) and 'game->pc' not in code:
            problems.append('%s:%d: a program counter set or compared as a '
                            'bare number' % (c, i))
        if in_pc_switch and CASE_NUM.match(code):
            problems.append('%s:%d: a program counter case as a bare number'
                            % (c, i))

CALL = re.compile(r'\b(lcg_\w+) \(')
for c in DATA_FILES:
    for i, line in enumerate(read(c), 1):
        for fn in CALL.findall(line.split('/*')[0]):
            if layer_of.get(fn) in ABOVE_DATA and not defines(c, fn):
                problems.append('%s:%d: card data calls %s (%s)'
                                % (c, i, fn, layer_of[fn]))

for p in problems:
    print(p)
sys.exit(1 if problems else 0)
