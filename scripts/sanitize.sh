#!/usr/bin/env bash
# Memory-safety run of the compiled cores (issue 10, section 2).
#
# Builds paiju._native once with AddressSanitizer and UBSan
# into a temporary copy of the project (the dev venv's .so files are not touched),
# then runs, under the sanitizers, the Qt-free tests (test files that import no
# ui/Qt and use no Qt fixture; the linters' test_architecture is left to the
# normal run) and a bounded fuzz pass (scripts/fuzz_core.py: FEN, move text,
# the prover entry points); then, built again with ThreadSanitizer, the tests that
# solve one problem on two threads (their engines share one table without locks).
# Exits non-zero on any sanitizer report, test failure or fuzz failure.
#
#     bash scripts/sanitize.sh            # PYTHON=... to use another interpreter
#     FUZZ_SECONDS=120 bash scripts/sanitize.sh
#
# Needs: gcc (Debian's gcc-12 brings libasan8, libubsan1 and libtsan2 through
# libgcc-12-dev), and the dev venv (.venv, with the test extra) for pytest,
# hypothesis and pyffish. No network.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
# The copies' tests read the outside puzzle corpus where this checkout finds it (paiju.cli.corpus).
PAIJU_SHARED_DIR=$(cd "$ROOT" && "$PY" -c 'from paiju.cli.corpus import shared_dir; print(shared_dir())')
export PAIJU_SHARED_DIR
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
CC=${CC:-gcc}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/paiju-sanitize.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
START=$SECONDS

LIBASAN=$("$CC" -print-file-name=libasan.so)
if [[ ! -e "$LIBASAN" ]]; then
    echo "sanitize: $CC has no libasan (Debian: apt-get install gcc)" >&2
    exit 2
fi

# A copy of the tracked files in $1/paiju (the corpus: $PAIJU_SHARED_DIR, set above).
copy_tree() {
    mkdir -p "$1/paiju"
    if git -C "$ROOT" rev-parse --git-dir >/dev/null 2>&1; then
        git -C "$ROOT" ls-files -z --cached --others --exclude-standard |
            tar -C "$ROOT" --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$1/paiju"
    else
        tar -C "$ROOT" --exclude=.venv --exclude=build -cf - . | tar -xf - -C "$1/paiju"
    fi
    find "$1/paiju" -name '*.so' -delete
}

# The extensions as setup.py declares them, built in place in the copy $1 by setuptools'
# build_ext (setup() itself is not run: no metadata, no network), with sanitizer flags $2
# (the first of them, the -fsanitize one, links the runtime too).
build_cores() {
    (cd "$1" && CC=$CC CFLAGS="$2 -fno-omit-frame-pointer -g" LDFLAGS="${2%% *}" "$PY" - <<'PYEOF'
import runpy
import setuptools
from setuptools.command.build_ext import build_ext

declared = {}
setuptools.setup = lambda **kw: declared.update(kw)
runpy.run_path("setup.py")
command = build_ext(setuptools.Distribution({"ext_modules": declared["ext_modules"]}))
command.inplace = True
command.parallel = 2
command.ensure_finalized()
command.run()
PYEOF
    ) >"$1/../build.log" 2>&1 || { cat "$1/../build.log" >&2; exit 2; }
    ls "$1"/paiju/_native*.so >/dev/null
}

SRC=$WORK/paiju
mkdir -p "$WORK/reports"
copy_tree "$WORK"
echo "sanitize: building the cores with -fsanitize=address,undefined" >&2
build_cores "$SRC" "-fsanitize=address,undefined -fno-sanitize-recover=undefined"

export LD_PRELOAD=$LIBASAN
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:exitcode=99:log_path=$WORK/reports/asan"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:exitcode=98:log_path=$WORK/reports/ubsan"
export PYTHONPATH=$SRC
export QT_QPA_PLATFORM=offscreen
cd "$SRC"

# Qt-free test files, and a check that the sanitized cores are the ones imported.
TESTS=()
for f in tests/test_*.py; do
    [[ $f == tests/test_architecture.py ]] && continue
    # The room server's tests drive chromium, PostgreSQL and server processes: the preloaded
    # sanitizer runtime would be inherited by those programs, not test our cores (initdb
    # under it hangs).
    [[ $f == tests/test_online_* || $f == tests/test_server_* || $f == tests/test_cli_serve.py ]] && continue
    grep -qE '(from|import) (paiju\.ui|PySide6)|qtbot|qapp|ui_testing|pytestqt' "$f" || TESTS+=("$f")
done
"$PY" -c "import paiju._native as c; assert c.__file__.startswith('$SRC')"

status=0
echo "sanitize: ${#TESTS[@]} Qt-free test files under ASan/UBSan, in two processes" >&2
# Left to the normal run: wall-clock checks (they measure the machine) and the
# comparisons with Fairy-Stockfish (their time goes into pyffish, not our cores), and the
# address-space-limited load (ASan's shadow memory cannot map under RLIMIT_AS).
SELECT="not in_seconds and not stops_quickly and not fairy_stockfish and not memory_limited"
half=$(((${#TESTS[@]} + 1) / 2))
for part in 0 1; do
    files=("${TESTS[@]:$((part * half)):$half}")
    "$PY" -m pytest -q -p no:cacheprovider -p no:pytest-qt -k "$SELECT" "${files[@]}" \
        >"$WORK/tests$part.log" 2>&1 &
    pids[part]=$!
done
for part in 0 1; do
    wait "${pids[part]}" || status=1
    cat "$WORK/tests$part.log"
done
echo "sanitize: fuzz pass, $FUZZ_SECONDS s" >&2
"$PY" "$SRC/scripts/fuzz_core.py" --seconds "$FUZZ_SECONDS" --seed "${FUZZ_SEED:-$RANDOM}" ||
    status=1

# The threads of one solve share the prover's tables without locks: ThreadSanitizer on the
# tests that run a problem on two threads (Python itself is not instrumented; the races it
# can see are the cores' own).
LIBTSAN=$("$CC" -print-file-name=libtsan.so)
if [[ -e "$LIBTSAN" ]]; then
    echo "sanitize: the two-thread solves under ThreadSanitizer" >&2
    copy_tree "$WORK/tsan"
    build_cores "$WORK/tsan/paiju" "-fsanitize=thread"
    (cd "$WORK/tsan/paiju" && export LD_PRELOAD=$LIBTSAN PYTHONPATH=$WORK/tsan/paiju \
        TSAN_OPTIONS="exitcode=97:log_path=$WORK/reports/tsan" &&
        "$PY" -c "import paiju._native as p; assert p.__file__.startswith('$WORK/tsan')" &&
        "$PY" -m pytest -q -p no:cacheprovider -p no:pytest-qt -k "$SELECT" \
            tests/test_solver_threads.py) ||
        status=1
else
    echo "sanitize: $CC has no libtsan: the ThreadSanitizer pass is skipped" >&2
fi

if compgen -G "$WORK/reports/*" >/dev/null; then
    echo "sanitize: sanitizer reports:" >&2
    cat "$WORK"/reports/* >&2
    status=1
fi
echo "sanitize: $([[ $status == 0 ]] && echo clean || echo FAILED) in $((SECONDS - START)) s" >&2
exit $status
