#!/usr/bin/env bash
# Perft speed of two revisions in the same run (e.g. before/after a restructuring):
#
#     bash scripts/bench_revisions.sh [REV_A] [REV_B] [ROUNDS]    # default: main HEAD 3
#
# Each revision is exported with git archive, built as a wheel (pip wheel --no-deps, the
# compiler flags of its own setup.py) and unpacked into a folder of its own; then `python -m
# paiju bench` (compiled perft(5) and Python-API perft(4) from the start position, one thread)
# runs ROUNDS times for each, alternating A and B so both see the same machine load. Prints
# every run, the machine load (uptime) before and after, and the best rate of each. Uses the
# dev venv's Python (.venv) for running; nothing is installed into it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
a=${1:-main}
b=${2:-HEAD}
rounds=${3:-3}
py="$root/.venv/bin/python"
work=$(mktemp -d "${TMPDIR:-/tmp}/paiju-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

build() {  # build REV into $work/$2/site
    mkdir -p "$work/$2/src" "$work/$2/site"
    git -C "$root" archive "$1" | tar -x -C "$work/$2/src"
    "$py" -m pip wheel -q --no-deps -w "$work/$2/dist" "$work/$2/src" >"$work/$2/build.log" 2>&1 ||
        { tail -20 "$work/$2/build.log"; exit 1; }
    "$py" -m zipfile -e "$work/$2"/dist/paiju-*.whl "$work/$2/site"
}
build "$a" a
build "$b" b
echo "A = $a ($(git -C "$root" rev-parse --short "$a")), B = $b ($(git -C "$root" rev-parse --short "$b"))"
echo "load before: $(uptime)"
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
