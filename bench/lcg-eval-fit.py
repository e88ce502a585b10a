#!/usr/bin/env python3
"""Fit the LCG evaluation of rulesets/lcg/agent-eval-fitted.c (issue 19).

Reads the CSV of bench/lcg-eval-data (game, features..., agent_eval, won),
fits a logistic regression with an L2 penalty by Newton's method on the
games whose index is not a multiple of 5 (every --stride-th decision of
them: a game's decisions are much alike), and reports log-loss and
accuracy on the held-out games (every decision) against the levels'
current evaluation read as a probability, 0.5 + 0.5 * agent_eval.  With
--write FILE, replaces the weights table of FILE between its
WEIGHTS_BEGIN and WEIGHTS_END lines.  Python's standard library only.
"""
import argparse
import csv
import math
import sys


def sigmoid(z):
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def solve(a, b):
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fit(xs, ys, l2, rounds):
    n = len(xs[0])
    w = [0.0] * n
    for _ in range(rounds):
        grad = [l2 * wi for wi in w]
        hess = [[l2 if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, y in zip(xs, ys):
            p = sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            d = p - y
            h = p * (1.0 - p)
            for i in range(n):
                xi = x[i]
                if xi == 0.0:
                    continue
                grad[i] += d * xi
                hx = h * xi
                row = hess[i]
                for j in range(i + 1):
                    row[j] += hx * x[j]
        for i in range(n):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def score(ps, ys):
    eps = 1e-6
    loss = 0.0
    right = 0
    for p, y in zip(ps, ys):
        p = min(1 - eps, max(eps, p))
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        right += (p > 0.5) == (y == 1)
    return loss / len(ys), right / len(ys)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--stride", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("--write")
    ap.add_argument("--drop", default="",
                    help="features to leave out (weight 0), comma-separated")
    ap.add_argument("--note", help="how the data was made, for --write")
    args = ap.parse_args()
    with open(args.csv, newline="") as f:
        rd = csv.reader(f)
        head = next(rd)
        names = head[1:-2]
        train_x, train_y, test_x, test_y, test_base = [], [], [], [], []
        seen = {}
        for row in rd:
            game = int(row[0])
            x = [float(v) for v in row[1:-2]]
            y = int(row[-1])
            if game % 5 == 0:
                test_x.append(x)
                test_y.append(y)
                test_base.append(0.5 + 0.5 * float(row[-2]))
            else:
                k = seen.get(game, 0)
                seen[game] = k + 1
                if k % args.stride == 0:
                    train_x.append(x)
                    train_y.append(y)
    keep = [i for i, n in enumerate(names) if n not in args.drop.split(",")]
    wk = fit([[x[i] for i in keep] for x in train_x], train_y, args.l2,
             args.rounds)
    w = [0.0] * len(names)
    for i, wi in zip(keep, wk):
        w[i] = wi
    fit_p = [sigmoid(sum(a * b for a, b in zip(w, x))) for x in test_x]
    fl, fa = score(fit_p, test_y)
    bl, ba = score(test_base, test_y)
    prior = sum(test_y) / len(test_y)
    pl, _ = score([prior] * len(test_y), test_y)
    summary = (
        f"train {len(train_x)} rows of {len(seen)} games, held out "
        f"{len(test_x)} rows; l2 {args.l2}"
        + (f";\nwithout {args.drop.replace(',', ', ')}" if args.drop else "")
        + "\n"
        f"held-out log-loss / accuracy: fitted {fl:.4f} / {fa:.3f},\n"
        f"lcg_agent_evaluate {bl:.4f} / {ba:.3f}, a constant {pl:.4f}"
    )
    print(summary)
    for n, wi in zip(names, w):
        print(f"  {n:14s} {wi:+.4f}")
    if args.write:
        with open(args.write) as f:
            text = f.read()
        a = text.index("WEIGHTS_BEGIN")
        a = text.index("\n", a) + 1
        b = text.rindex("/* WEIGHTS_END")
        note = [f"fitted on `{args.note}`" if args.note else "", *summary.split("\n")]
        lines = ["/* " + "\n * ".join(x for x in note if x) + " */\n"]
        lines.append("static const double weights[LCG_N_FEATURES] = {\n")
        cells = [f"{wi:.4f}," for wi in w]
        width = max(len(c) for c in cells)
        for n, c in zip(names, cells):
            lines.append(f"  {c.ljust(width)} /* {n} */\n")
        lines.append("};\n")
        with open(args.write, "w") as f:
            f.write(text[:a] + "".join(lines) + text[b:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
