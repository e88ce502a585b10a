#!/usr/bin/env python3
"""Structural lint of the rulesets (issue 15), run by `meson test --suite lint`.

Four rules, each about keeping a ruleset easy to grow:

  pc      a rule step's program counter is a named constant: no
          `f->pc = 3`, `f->pc == 3` or `case 3:` inside a `switch (f->pc)`;
  layer   a data-layer file (card data and abilities) calls only functions
          of the data layer, and is in no call cycle between files;
  header  every function a ruleset header declares is defined in a file
          that the header names (in a comment such as `/* rules.c */`),
          or in the header itself (static inline);
  size    a ruleset header is at most 400 lines, so that no header grows
          back into one that every file includes.

Usage: lint-rulesets.py [ROOT]
       lint-rulesets.py --dir DIR --prefix PREFIX [--data FILE,...]
The first form checks rulesets/wotc and rulesets/lcg under ROOT (default:
the repository this script is in); the second checks one directory, as the
lint's own tests do.  Exit status 1 and one line per finding
(file:line: rule: what is wrong) when anything fails.
"""

import os
import re
import sys
from dataclasses import dataclass, field


@dataclass
class Ruleset:
    directory: str
    prefix: str  # the ruleset's function prefix: wotc_, lcg_
    data_layer: set  # file names of the card data and ability layer
    # files not converted yet, per rule: findings there are not failures
    exempt: dict = field(default_factory=dict)


# The lcg ruleset is being converted to typed steps and layers by other
# helpers; these are its files that still break a rule on main at 007e8e6.
# Shrink the lists as files are converted; an entry that no longer breaks
# its rule is reported, so the list cannot go stale.
LCG_NOT_YET_CONVERTED = {
    # bare-number program counters
    "pc": set(),
    "layer": set(),
    # headers declaring functions of files they do not name
    "header": set(),
}


def rulesets_of(root):
    return [
        Ruleset(
            os.path.join(root, "rulesets", "wotc"),
            "wotc_",
            {"abilities.c", "cards.c"},
        ),
        Ruleset(
            os.path.join(root, "rulesets", "lcg"),
            "lcg_",
            {"abilities.c", "cards.c", "card-encodings.c", "listeners.c",
             "head-words.c", "keywords.c", "first-traits.c"},
            LCG_NOT_YET_CONVERTED,
        ),
    ]


def strip_comments_and_strings(text):
    """The text with comments and string/char literals blanked, newlines
    kept, so offsets and line numbers still match the file."""

    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))

    pattern = r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\''
    return re.sub(pattern, blank, text, flags=re.S)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def matching_brace(code, open_at):
    depth = 0
    for i in range(open_at, len(code)):
        if code[i] == "{":
            depth += 1
        elif code[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    return len(code) - 1


def blank_nested_switches(code, start, end):
    """The switch body start..end with nested switch statements blanked."""
    body = list(code[start:end])
    for m in re.finditer(r"\bswitch\s*\(", code[start:end]):
        brace = code.find("{", start + m.end())
        if brace < 0 or brace >= end:
            continue
        close = matching_brace(code, brace)
        for i in range(brace - start, min(close, end) - start):
            if body[i] != "\n":
                body[i] = " "
    return "".join(body)


PC_ASSIGN = re.compile(r"->pc\s*(?:=|==|!=)\s*(?:\(\s*guint16\s*\)\s*)?\(?\s*\d+\b")
PC_SWITCH = re.compile(r"\bswitch\s*\(\s*\w+\s*->\s*pc\s*\)")
BARE_CASE = re.compile(r"\bcase\s+\(?\s*\d+\s*\)?\s*:")


def check_pc(path, code):
    found = []
    for m in PC_ASSIGN.finditer(code):
        found.append((line_of(code, m.start()),
                      "bare-number program counter `%s`" % " ".join(m.group(0).split())))
    for m in PC_SWITCH.finditer(code):
        brace = code.find("{", m.end())
        if brace < 0:
            continue
        close = matching_brace(code, brace)
        body = blank_nested_switches(code, brace + 1, close)
        for c in BARE_CASE.finditer(body):
            found.append((line_of(code, brace + 1 + c.start()),
                          "bare-number `%s` in a program counter switch"
                          % " ".join(c.group(0).split())))
    return found


DEFINITION = re.compile(r"^([A-Za-z_]\w*)\s*\(", re.M)


def definitions(rs, sources):
    """function name -> the file of the ruleset defining it (GNU style: the
    name starts its line)."""
    defs = {}
    for name, code in sources.items():
        for m in DEFINITION.finditer(code):
            fn = m.group(1)
            if fn in ("if", "for", "while", "switch", "return", "sizeof"):
                continue
            # a definition, not a call continued on a new line: a body follows
            rest = code[m.end():]
            close = rest.find(")")
            depth, i = 1, 0
            while i < len(rest) and depth:
                if rest[i] == "(":
                    depth += 1
                elif rest[i] == ")":
                    depth -= 1
                i += 1
            after = rest[i:].lstrip()
            # a static function is no other file's to call
            before = code[:m.start()].rstrip("\n").rsplit("\n", 1)[-1]
            if after.startswith("{") and not re.search(r"\bstatic\b", before):
                defs.setdefault(fn, name)
            del close
    return defs


# a call by name, not through a struct member (d->text (...))
CALL = re.compile(r"(?<![\w.>])([A-Za-z_]\w*)\s*\(")


def calls_of(code, defs, own):
    out = {}
    for m in CALL.finditer(code):
        fn = m.group(1)
        target = defs.get(fn)
        if target and target != own:
            out.setdefault(target, (fn, line_of(code, m.start())))
    return out


def strongly_connected(graph):
    index, low, stack, on, comps = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            comps.append(comp)

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            visit(v)
    return comps


def check_layers(rs, sources, defs):
    found = {}
    graph = {name: calls_of(code, defs, name) for name, code in sources.items()}
    for name in sorted(rs.data_layer & set(sources)):
        for target, (fn, line) in sorted(graph[name].items()):
            if target not in rs.data_layer:
                found.setdefault(name, []).append(
                    (line, "data-layer file calls %s() of %s, a higher layer"
                     % (fn, target)))
    for comp in strongly_connected(graph):
        if len(comp) < 2:
            continue
        for name in sorted(comp & rs.data_layer):
            found.setdefault(name, []).append(
                (1, "data-layer file in a call cycle with %s"
                 % ", ".join(sorted(comp - {name}))))
    return found


PROTOTYPE = re.compile(
    r"^[ \t]*(?:extern\s+)?(?:const\s+)?[A-Za-z_][\w \t\*]*?\b(%s\w*)\s*\(([^;{}]*)\)\s*;",
    re.M)
INLINE = re.compile(r"\bstatic\s+inline\b[^;{]*?\b(\w+)\s*\([^;{]*\)\s*\{", re.S)
NAMED_FILE = re.compile(r"\b([\w/-]+\.c)\b")


def check_header(rs, path, text, defs):
    code = strip_comments_and_strings(text)
    named = set()
    for m in re.finditer(r"/\*.*?\*/|//[^\n]*", text, re.S):
        named.update(NAMED_FILE.findall(m.group(0)))
    inline = set(INLINE.findall(code))
    found = []
    pattern = re.compile(PROTOTYPE.pattern % re.escape(rs.prefix), re.M)
    for m in pattern.finditer(code):
        fn = m.group(1)
        if fn in inline:
            continue
        where = defs.get(fn)
        line = line_of(code, m.start(1))
        if where is None:
            found.append((line, "declares %s(), defined in no file of the ruleset" % fn))
        elif where not in named and os.path.basename(where) not in named:
            found.append((line, "declares %s() of %s, a file it does not name"
                          % (fn, where)))
    return found


MAX_HEADER_LINES = 400


def check_size(text):
    n = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    if n > MAX_HEADER_LINES:
        return [(MAX_HEADER_LINES + 1,
                 "%d lines, over %d: split it by layer" % (n, MAX_HEADER_LINES))]
    return []


def lint(rs):
    """(failures, stale exemptions) of one ruleset."""
    names = []
    for top, dirs, files in os.walk(rs.directory):
        dirs.sort()
        for f in files:
            names.append(os.path.relpath(os.path.join(top, f), rs.directory))
    sources, headers = {}, {}
    for name in sorted(names):
        full = os.path.join(rs.directory, name)
        with open(full, encoding="utf-8") as f:
            text = f.read()
        if name.endswith(".c"):
            sources[name] = strip_comments_and_strings(text)
        elif name.endswith(".h"):
            headers[name] = text
    defs = definitions(rs, sources)
    by_rule = {"pc": {}, "layer": {}, "header": {}, "size": {}}
    for name, code in sources.items():
        f = check_pc(name, code)
        if f:
            by_rule["pc"][name] = f
    by_rule["layer"] = check_layers(rs, sources, defs)
    for name, text in headers.items():
        f = check_header(rs, name, text, defs)
        if f:
            by_rule["header"][name] = f
        f = check_size(text)
        if f:
            by_rule["size"][name] = f
    failures, stale = [], []
    for rule, files in by_rule.items():
        exempt = rs.exempt.get(rule, set())
        for name, items in sorted(files.items()):
            if name in exempt:
                continue
            for line, what in items:
                failures.append("%s:%d: %s: %s"
                                % (os.path.join(rs.directory, name), line, rule, what))
        for name in sorted(exempt - set(files)):
            stale.append("%s: %s: listed as not yet converted but passes; "
                         "remove it from the list"
                         % (os.path.join(rs.directory, name), rule))
    return failures, stale


def main(argv):
    if len(argv) > 1 and argv[1] == "--dir":
        args = dict(zip(argv[1::2], argv[2::2]))
        data = set(filter(None, args.get("--data", "").split(",")))
        rulesets = [Ruleset(args["--dir"], args.get("--prefix", ""), data)]
    else:
        root = argv[1] if len(argv) > 1 else os.path.dirname(
            os.path.dirname(os.path.abspath(__file__)))
        rulesets = rulesets_of(root)
    bad = False
    for rs in rulesets:
        if not os.path.isdir(rs.directory):
            print("%s: no such ruleset directory" % rs.directory, file=sys.stderr)
            return 2
        failures, stale = lint(rs)
        for line in failures + stale:
            print(line)
        bad = bad or bool(failures or stale)
    if not bad:
        print("lint: %d rulesets pass" % len(rulesets))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
