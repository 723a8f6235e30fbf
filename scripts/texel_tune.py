#!/usr/bin/env python3
"""Tune the evaluation's weights by Texel's method on positions labelled by game results.

Input: ``FEN;result;game`` lines from ``scripts/texel_data.py`` (result from Red's side).
Each position's trace (``paiju._native.eval_trace``: the coefficient of every weight of
eval_params.h, the evaluation being their dot product with the weights up to the king
terms' rounding) becomes a row of a matrix X, turned to Red's point of view. The predicted
result is ``sigmoid(K * X @ w)`` with ``sigmoid(x) = 1 / (1 + 10 ** (-x / 400))``.

1. K is fitted first with the current weights (golden-section search on the mean squared
   error), then kept.
2. The weights of the chosen groups (``--tune``) are fitted by Adam, full batch, on the mean
   squared error plus ``--l2`` times the mean squared change from the current weights
   (regularisation towards the hand-set values); the others stay as they are.
3. Games whose number is divisible by ``--holdout`` (every 5th by default) are held out: the
   error there, before and after, shows whether the fit generalises or only fits noise.

With ``--write`` the rounded weights replace paiju/native/eval_weights.h (rebuild with
``pip install -e .``). Example::

    python scripts/texel_tune.py /tmp/texel.txt --tune material,mobility --write
"""

from __future__ import annotations

import argparse
import math
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt

from paiju import _native
from paiju.rules import Board, Color

WEIGHTS_H = Path(__file__).resolve().parent.parent / "paiju" / "native" / "eval_weights.h"
NAMES = _native.eval_weight_names()
N_SCALARS = next(i for i, n in enumerate(NAMES) if "[" in n)
TABLES = ("soldier", "horse", "chariot", "cannon")

# Groups of weights --tune may name (eval_params.h's order).
GROUPS: dict[str, list[str]] = {
    "material": ["advisor", "elephant", "horse", "chariot", "cannon", "soldier"],
    "placement": ["advisor_centre", "elephant_centre", "elephant_edge"],
    "mobility": ["horse_mobility", "chariot_moves", "chariot_targets", "cannon_moves",
                 "cannon_targets"],
    "endgame": ["horse_endgame", "cannon_endgame", "soldier_endgame"],
    "king": ["guard_threat", "cannon_no_advisor", "king_off_file", "king_raised",
             "hollow_cannon", "central_cannon", "chariot_on_king_file",
             "chariot_behind_screen", "attack_mass"],
    "tempo": ["tempo"],
    "squares": [n for n in NAMES if "[" in n],
}

Matrix = npt.NDArray[np.float32]
Vector = npt.NDArray[np.float64]


class DataError(ValueError):
    """A data line that is not ``FEN;result;game``."""


def load(path: Path) -> tuple[Matrix, Vector, npt.NDArray[np.int64]]:
    """Traces (Red's view), results (Red's) and game numbers of the file's positions."""
    lines = path.read_text(encoding="utf-8").splitlines()
    x = np.zeros((len(lines), len(NAMES)), dtype=np.float32)
    y = np.zeros(len(lines))
    games = np.zeros(len(lines), dtype=np.int64)
    for i, line in enumerate(lines):
        fen, sep, rest = line.partition(";")
        result, sep2, game = rest.partition(";")
        try:
            if not sep or not sep2:
                raise ValueError("expected FEN;result;game")
            board = Board(fen)
            y[i] = float(result)
            games[i] = int(game)
            if y[i] not in (0.0, 0.5, 1.0):
                raise ValueError(f"result {result!r} is not 1, 0.5 or 0")
        except ValueError as exc:
            raise DataError(f"{path}:{i + 1}: {exc}") from None
        _, coef = _native.eval_trace(board.native_position())
        x[i] = coef if board.turn == Color.RED else [-c for c in coef]
    return x, y, games


def predict(x: Matrix, w: Vector, k: float) -> Vector:
    # x stays float32: a float64 w would make numpy copy the whole matrix at every step.
    e = (x @ w.astype(np.float32)).astype(np.float64)
    return 1.0 / (1.0 + np.power(10.0, -k * e / 400.0))


def mse(x: Matrix, y: Vector, w: Vector, k: float) -> float:
    return float(np.mean((predict(x, w, k) - y) ** 2))


def fit_k(x: Matrix, y: Vector, w: Vector) -> float:
    """The scale K minimising the error with weights w (golden-section search on 0.01..4)."""
    lo, hi = 0.01, 4.0
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = mse(x, y, w, a), mse(x, y, w, b)
    for _ in range(40):
        if fa < fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = mse(x, y, w, a)
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = mse(x, y, w, b)
    return (lo + hi) / 2


def tune(x: Matrix, y: Vector, w0: Vector, k: float, mask: npt.NDArray[np.bool_],
         steps: int, rate: float, l2: float, log_every: int = 100) -> Vector:
    """Adam on mean((sigmoid - y)^2) + l2 * mean over tuned weights of (w - w0)^2."""
    w = w0.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    n_tuned = max(int(mask.sum()), 1)
    c = k * math.log(10) / 400.0
    for t in range(1, steps + 1):
        p = predict(x, w, k)
        # d/dw of mean((p - y)^2): 2 (p - y) p (1 - p) c x, averaged over positions.
        r = (2.0 * c / len(y)) * (p - y) * p * (1.0 - p)
        grad = (x.T @ r.astype(np.float32)).astype(np.float64)
        grad += 2.0 * l2 * (w - w0) / n_tuned
        grad[~mask] = 0.0
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        step = rate * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-12)
        w -= np.where(mask, step, 0.0)
        if log_every and t % log_every == 0:
            print(f"  step {t}: train error {mse(x, y, w, k):.6f}", file=sys.stderr, flush=True)
    return w


def weights_source(w: list[int], note: str) -> str:
    """eval_weights.h holding w, in the layout of the hand-written file."""
    def row(values: list[int]) -> str:
        return ", ".join(str(v) for v in values)

    scalars = w[:N_SCALARS]
    out = [
        "/*",
        " * The evaluation's weights in the order of eval_params.h: the scalars, then the",
        " * soldier, horse, chariot and cannon tables (rank from the owner's side, 0 = its",
        " * back rank, then file 0..8).",
        *(f" * {line}" for line in note.splitlines()),
        " */",
        "#define XQE_WEIGHT_VALUES \\",
        f"    /* material */ {row(scalars[0:6])}, \\",
        f"    /* advisor_centre, elephant_centre, elephant_edge */ {row(scalars[6:9])}, \\",
        "    /* mobility: horse, chariot moves, targets, cannon moves, targets */ "
        f"{row(scalars[9:14])}, \\",
        f"    /* endgame: horse, cannon, soldier */ {row(scalars[14:17])}, \\",
        f"    /* guard_threat, cannon_no_advisor */ {row(scalars[17:19])}, \\",
        "    /* king: off file, raised, hollow cannon, central cannon, chariot, "
        "behind screen */ \\",
        f"    {row(scalars[19:25])}, \\",
        f"    /* attack_mass, tempo */ {row(scalars[25:27])}, \\",
    ]
    for t, table in enumerate(TABLES):
        out.append(f"    /* {table} */ \\")
        base = N_SCALARS + 90 * t
        for r in range(10):
            last = t == len(TABLES) - 1 and r == 9
            out.append(f"    {row(w[base + 9 * r: base + 9 * r + 9])}{'' if last else ','} \\")
    out[-1] = out[-1].removesuffix(" \\")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("data", type=Path, nargs="+", help="FEN;result;game files (texel_data.py)")
    p.add_argument("--tune", default=",".join(GROUPS),
                   help=f"comma-separated groups to tune among {', '.join(GROUPS)} (all)")
    p.add_argument("--steps", type=int, default=1500, help="Adam steps (default 1500)")
    p.add_argument("--rate", type=float, default=1.0,
                   help="Adam step size in centipawns (default 1.0)")
    p.add_argument("--l2", type=float, default=0.0,
                   help="weight of the mean squared change from the current weights (0)")
    p.add_argument("--holdout", type=int, default=5,
                   help="hold out the games whose number is divisible by this (default 5)")
    p.add_argument("--write", action="store_true", help="rewrite paiju/native/eval_weights.h")
    args = p.parse_args(argv)
    groups = [g.strip() for g in args.tune.split(",") if g.strip()]
    unknown = [g for g in groups if g not in GROUPS]
    if unknown or not groups:
        p.error(f"--tune: unknown group(s) {', '.join(unknown) or '(none)'}; "
                f"choose among {', '.join(GROUPS)}")
    if args.steps < 1 or args.rate <= 0 or args.l2 < 0 or args.holdout < 2:
        p.error("--steps ≥ 1, --rate > 0, --l2 ≥ 0 and --holdout ≥ 2 are required")
    start = time.monotonic()
    parts = []
    for path in args.data:
        try:
            parts.append(load(path))
        except (OSError, DataError) as exc:
            p.error(str(exc))
    x = np.concatenate([a for a, _, _ in parts])
    y = np.concatenate([b for _, b, _ in parts])
    # Game numbers restart in each file: hold out by (file, game).
    games = np.concatenate([c + 1_000_000 * i for i, (_, _, c) in enumerate(parts)])
    held = games % args.holdout == 0
    xt, yt, xv, yv = x[~held], y[~held], x[held], y[held]
    print(f"{len(y)} positions from {len(np.unique(games))} games "
          f"({len(yv)} held out, {time.monotonic() - start:.0f} s to load)")
    w0 = np.array(_native.eval_weights(), dtype=np.float64)
    tuned_names = {n for g in groups for n in GROUPS[g]}
    mask = np.array([n in tuned_names for n in NAMES])
    k = fit_k(xt, yt, w0)
    before = (mse(xt, yt, w0, k), mse(xv, yv, w0, k))
    print(f"K = {k:.4f}; error with the current weights: train {before[0]:.6f}, "
          f"held out {before[1]:.6f}")
    w = tune(xt, yt, w0, k, mask, args.steps, args.rate, args.l2)
    wi = [int(round(v)) for v in w]
    wr = np.array(wi, dtype=np.float64)
    after = (mse(xt, yt, wr, k), mse(xv, yv, wr, k))
    print(f"tuned {int(mask.sum())} weights ({', '.join(groups)}), {args.steps} steps, rate "
          f"{args.rate}, l2 {args.l2}: train {after[0]:.6f}, held out {after[1]:.6f} "
          f"(held-out change {after[1] - before[1]:+.6f}); {time.monotonic() - start:.0f} s")
    changes = sorted(((abs(wi[i] - int(w0[i])), NAMES[i], int(w0[i]), wi[i])
                      for i in range(len(NAMES)) if wi[i] != int(w0[i])), reverse=True)
    for _, name, old, new in changes[:40]:
        print(f"  {name}: {old} -> {new}")
    if len(changes) > 40:
        print(f"  ... {len(changes) - 40} more changed")
    if args.write:
        command = " ".join(["scripts/texel_tune.py", *(argv or sys.argv[1:])])
        note = "\n".join(textwrap.wrap(
            f"Tuned by scripts/texel_tune.py on {len(y)} positions ({', '.join(groups)}), K "
            f"{k:.4f}; held-out error {before[1]:.6f} -> {after[1]:.6f}. Command: {command}",
            84))
        WEIGHTS_H.write_text(weights_source(wi, note), encoding="utf-8")
        print(f"wrote {WEIGHTS_H} (rebuild: pip install -e .)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
