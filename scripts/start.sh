#!/usr/bin/env bash
# The start command of README.md: check the system packages, create the venv, install Paiju
# (this compiles the cores) unless nothing it builds from changed, start the app. A missing package is named in one line with the
# apt-get line that installs it, instead of a Qt plugin crash later.
set -euo pipefail
cd "$(dirname "$0")/.."
window=--window
[ "${QT_QPA_PLATFORM:-}" = offscreen ] && window=
python3 scripts/system_check.py $window || exit 1
[ -x .venv/bin/python ] || python3 -m venv .venv
# Install (and compile the cores) only when the build inputs changed since the last install:
# the stamp is the hash of the packaging files and every C source; a second start skips pip.
stamp=$(find . -path ./.venv -prune -o -path ./.git -prune -o -type f \( -name '*.c' \
        -o -name '*.h' -o -name pyproject.toml -o -name setup.py \) -print0 | sort -z \
        | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
if [ "$(cat .venv/.paiju-build 2>/dev/null)" != "$stamp" ] \
        || ! .venv/bin/python -c 'import paiju' 2>/dev/null; then
    .venv/bin/python -m pip install -q -e .
    echo "$stamp" > .venv/.paiju-build
fi
exec .venv/bin/paiju "$@"
