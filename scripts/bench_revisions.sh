#!/usr/bin/env bash
# Perft speed of two revisions in the same run (e.g. before/after a restructuring):
#
#     bash scripts/bench_revisions.sh [REV_A] [REV_B] [ROUNDS] [perft|solver|callgrind]
#                                                      # default: main HEAD 3 perft
#
# With `solver` as the fourth argument it runs scripts/solver_nodes.py (of the checkout) once
# per revision instead and diffs their answers and node counts, which must agree line by line.
# With `callgrind` it counts, once per revision, the instructions (valgrind callgrind, Ir) that
# the compiled perft(ROUNDS) from the start position executes (xq_perft_until and below, not
# Python's start-up): a count that machine load does not change, to tell a code or flag change
# from a layout or load effect. Prints the total and the hottest functions of each.
#
# Each revision is exported with git archive, built as a wheel (pip wheel --no-deps, the
# compiler flags of its own setup.py) and unpacked into a folder of its own; then `python -m
# paiju bench` (compiled perft(5) and Python-API perft(4) from the start position, one thread)
# runs ROUNDS times for each, alternating A and B so both see the same machine load. Prints
# every run, the machine load (uptime) before and after, and the best rate of each. Uses the
# dev venv's Python (.venv) for running; nothing is installed into it.
#
# CFLAGS_A / CFLAGS_B add compiler flags to one side's build (besides its setup.py's), to
# compare flags on one revision: CFLAGS_B=-falign-functions=64 bash scripts/bench_revisions.sh HEAD HEAD
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
a=${1:-main}
b=${2:-HEAD}
rounds=${3:-3}
py="$root/.venv/bin/python"
work=$(mktemp -d "${TMPDIR:-/tmp}/paiju-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

build() {  # build REV into $work/$2/site, with the extra compiler flags $3
    mkdir -p "$work/$2/src" "$work/$2/site"
    git -C "$root" archive "$1" | tar -x -C "$work/$2/src"
    env ${3:+CFLAGS="$3"} "$py" -m pip wheel -q --no-deps -w "$work/$2/dist" "$work/$2/src" >"$work/$2/build.log" 2>&1 ||
        { tail -20 "$work/$2/build.log"; exit 1; }
    "$py" -m zipfile -e "$work/$2"/dist/paiju-*.whl "$work/$2/site"
}
build "$a" a "${CFLAGS_A:-}"
build "$b" b "${CFLAGS_B:-}"
echo "A = $a ($(git -C "$root" rev-parse --short "$a"))${CFLAGS_A:+ with $CFLAGS_A}," \
     "B = $b ($(git -C "$root" rev-parse --short "$b"))${CFLAGS_B:+ with $CFLAGS_B}"
echo "load before: $(uptime)"
if [ "${4:-perft}" = solver ]; then
    # the corpus as the checkout finds it (an unpacked wheel has no checkout next to it)
    puzzles=$(cd "$root" && "$py" -c 'from paiju.cli.corpus import puzzles_dir; print(puzzles_dir())')
    for side in a b; do
        (cd "$work" && PYTHONPATH="$work/$side/site" "$py" "$root/scripts/solver_nodes.py" \
            --shared "$puzzles") >"$work/$side.out"
        echo "$side: $(tail -2 "$work/$side.out" | tr '\n' ' ')"
    done
    echo "load after: $(uptime)"
    if diff <(grep -v '^time ' "$work/a.out") <(grep -v '^time ' "$work/b.out"); then
        echo "same answers and node counts: $(grep -c '^general' "$work/a.out") problems"
    else
        echo "the revisions differ (above)"; exit 1
    fi
    exit 0
fi
if [ "${4:-perft}" = callgrind ]; then
    for side in a b; do
        # xiangqi first: an old revision's paiju package has no paiju.rules, which the dev
        # venv's editable install would then supply from the checkout.
        (cd "$work" && PYTHONPATH="$work/$side/site" valgrind --tool=callgrind \
            --callgrind-out-file="$work/$side.cg" --toggle-collect=xq_perft_until "$py" -c "
try:
    from xiangqi import Board
except ImportError:
    from paiju.rules import Board
import sys
print('$side: perft($rounds) =', Board()._pos.perft($rounds), 'by', type(Board()._pos).__module__,
      'from', sys.modules[type(Board()._pos).__module__].__file__)") 2>/dev/null
        callgrind_annotate --inclusive=no "$work/$side.cg" | grep -E 'PROGRAM TOTALS|\.c:[a-z_]' |
            head -8 | sed -E "s|^|$side: |; s| [^ ]*/([a-z_]+\.c):| \1:|; s| \[.*\]||"
    done
    exit 0
fi
for i in $(seq "$rounds"); do
    for side in a b; do
        rev=$a; [ "$side" = b ] && rev=$b
        out=$(cd "$work" && PYTHONPATH="$work/$side/site" "$py" -m paiju bench)
        echo "$out" | sed "s/^/round $i $side: /"
        echo "$out" >>"$work/$side.out"
    done
done
echo "load after: $(uptime)"
for side in a b; do
    best_core=$(grep -o '[0-9,]* nodes/s' <(grep 'compiled core' "$work/$side.out") | tr -d , |
                sort -n | tail -1)
    best_py=$(grep -o '[0-9,]* nodes/s' <(grep 'Python API' "$work/$side.out") | tr -d , |
              sort -n | tail -1)
    echo "best $side: compiled perft(5) $best_core, Python-API perft(4) $best_py"
done
