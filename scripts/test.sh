#!/usr/bin/env bash
# The test command of README.md: create the venv, install Paiju with its test
# extras (this compiles the rules core and the solver), run the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
.venv/bin/python -m pytest -q "$@"
