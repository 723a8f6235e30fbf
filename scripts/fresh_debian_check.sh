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
mkdir -p "$fs/work"
rm -rf "$fs/work/main" "$fs/work/shared"
git clone -q "$root" "$fs/work/main"
[ -d "$root/../shared" ] && cp -r "$root/../shared" "$fs/work/shared" && chmod -R a-w "$fs/work/shared"
chroot "$fs" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  HOME=/root CI=true LANG=C.UTF-8 bash -c 'cd /work/main && bash .ci/run'
