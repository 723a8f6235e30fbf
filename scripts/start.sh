#!/usr/bin/env bash
# The start command of README.md: create the venv, install Paiju, start the app.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/python -m pip install -q -e .
exec .venv/bin/paiju "$@"
