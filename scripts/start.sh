#!/usr/bin/env bash
# The start command of README.md: check the system packages, create the venv, install Paiju
# (this compiles the cores), start the app. A missing package is named in one line with the
# apt-get line that installs it, instead of a Qt plugin crash later.
set -euo pipefail
cd "$(dirname "$0")/.."
window=--window
[ "${QT_QPA_PLATFORM:-}" = offscreen ] && window=
python3 scripts/system_check.py $window || exit 1
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q -e .
exec .venv/bin/paiju "$@"
