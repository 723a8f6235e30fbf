#!/usr/bin/env bash
# Install, with apt-get and only when missing, every Debian package the app and the tests use
# (scripts/system_check.py lists them). As root it installs; otherwise it uses sudo when it can,
# and else prints the one apt-get line and goes on (tests needing an absent tool skip).
set -euo pipefail
cd "$(dirname "$0")/.."
check() { python3 scripts/system_check.py --window --tests "$@"; }
check >/dev/null && exit 0
mapfile -t missing < <(check --missing)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
  apt=(apt-get)
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  apt=(sudo apt-get)
else
  check || true
  exit 0
fi
echo "installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${apt[@]}" update -q >/dev/null
"${apt[@]}" install -y -q --no-install-recommends "${missing[@]}" >/dev/null
check
