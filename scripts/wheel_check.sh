#!/usr/bin/env bash
# Build the wheel, install it into a clean venv outside the checkout, and use it as a user
# would: `paiju info` on a shipped collection, and an offscreen render of the start page, with
# the machine's CJK fonts hidden (the wheel's own fonts must be enough).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 -m venv venv
venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
venv/bin/python -m pip wheel -v --no-deps -w dist "$root" > build.log 2>&1 || { tail -40 build.log; exit 1; }
# every folder of a package is declared (setup.py DATA_FOLDERS): setuptools warns of none
if grep -q -E "Package would be ignored|is absent from the .packages. configuration" build.log; then
  grep -E "is absent from the .packages. configuration" build.log | sort -u
  echo "setuptools would ignore the folders above: declare them in setup.py DATA_FOLDERS"
  exit 1
fi
wheel=$(ls dist/paiju-*.whl)
echo "wheel: $(basename "$wheel") ($(du -k "$wheel" | cut -f1) KiB)"
# one import root: every file of the wheel (its top_level.txt too, if any) is under paiju/
python3 - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
roots = sorted({n.split("/")[0] for n in names if ".dist-info/" not in n})
top = [n for n in names if n.endswith(".dist-info/top_level.txt")]
listed = zipfile.ZipFile(sys.argv[1]).read(top[0]).decode().split() if top else ["paiju"]
native = [n for n in names if n.endswith(".so") or n.endswith(".pyd")]
assert roots == ["paiju"] and listed == ["paiju"], f"wheel top level {roots}, top_level.txt {listed}"
assert len(native) == 1 and "paiju/_native.pyi" in names, f"one extension and its stub: {native}"
print(f"wheel top level: {roots}; compiled extensions: {native}")
PY
venv/bin/python -m pip install -q "$wheel" 2>&1 | grep -v '^WARNING: Location' || true
collection=$(venv/bin/python -c 'from paiju import data as paiju_data; print(paiju_data.path("collections", "menru-shenji.xqp"))')
case "$collection" in "$root"/*) echo "paiju.data came from the checkout, not the wheel"; exit 1;; esac
venv/bin/paiju info "$collection" > info.txt
head -3 info.txt
printf '<?xml version="1.0"?>\n<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>%s/fc</cachedir></fontconfig>\n' \
  "$work" > fonts.conf
FONTCONFIG_FILE="$work/fonts.conf" QT_QPA_PLATFORM=offscreen HOME="$work" venv/bin/python - <<'EOF'
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from paiju.puzzles.shipped import shipped_collections
from paiju.ui.app import create_main_window

window = create_main_window(QSettings("settings.ini", QSettings.Format.IniFormat))
window.resize(1024, 700)
window.files.show_start_page()
window.show()
page = window.files.start_page
app = QApplication.instance()
for _ in range(50):  # the page fills itself when first shown
    app.processEvents()
count = page.list.count()
image = window.grab().toImage()
assert count == len(shipped_collections()) >= 6, count
assert image.save("start_page.png") and image.width() >= 1000
colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
assert len(colours) > 50, "the start page rendered nearly blank"
print(f"start page from the wheel: {count} shipped collections, {len(colours)} colours sampled")
window.doc.mark_saved()
window.close()
EOF
