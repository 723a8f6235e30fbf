#!/usr/bin/env bash
# Run .ci/run (and so README's test command) in a brand-new Debian bookworm made by debootstrap:
# no fonts, no compiler, no tools but python3 — a fresh machine. Needs root, debootstrap and
# network access to Debian and PyPI; a developer's check, not part of CI (it takes ~20 min).
#   bash scripts/fresh_debian_check.sh [ROOTFS]   (default /var/tmp/paiju-fresh-debian)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fs=${1:-/var/tmp/paiju-fresh-debian}
[ -x "$fs/usr/bin/python3" ] || debootstrap --variant=minbase --include=python3,ca-certificates \
  bookworm "$fs" http://deb.debian.org/debian
mountpoint -q "$fs/proc" || mount -t proc proc "$fs/proc"
mountpoint -q "$fs/dev" || mount --rbind /dev "$fs/dev"
mountpoint -q "$fs/sys" || mount --rbind /sys "$fs/sys"
cp /etc/resolv.conf "$fs/etc/resolv.conf"
# A proxy that re-signs TLS needs the host's CA bundle for pip; nothing else is copied.
cp /etc/ssl/certs/ca-certificates.crt "$fs/etc/ssl/certs/ca-certificates.crt"
printf '[global]\ncert = /etc/ssl/certs/ca-certificates.crt\n' > "$fs/etc/pip.conf"
# The outside puzzle corpus, where this checkout finds it (paiju.cli.corpus), goes in as /srv/shared.
corpus=$(cd "$root" && python3 -c 'from paiju.cli.corpus import shared_dir; print(shared_dir())')
mkdir -p "$fs/srv"
rm -rf "$fs/srv/paiju" "$fs/srv/shared"
git clone -q "$root" "$fs/srv/paiju"
[ -d "$corpus" ] && cp -r "$corpus" "$fs/srv/shared" && chmod -R a-w "$fs/srv/shared"
chroot "$fs" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  HOME=/root CI=true LANG=C.UTF-8 PAIJU_SHARED_DIR=/srv/shared bash -c 'cd /srv/paiju && bash .ci/run'
