#!/usr/bin/env bash
# Builds (once) a Debian bookworm root file system with debootstrap, holding what the stand-ins of the official base
# images need, and keeps it as a tarball in the cache folder: later runs reuse it, so CI pays for debootstrap once
# per machine. Prints the tarball's path.
set -euo pipefail
CACHE_DIR="${CUIDA_STANDIN_CACHE:-/var/cache/cuida-standins}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# Bump when the package list changes, so a stale cache is not reused.
VERSION=1
PACKAGES=ca-certificates,curl,nginx,redis-server,postgresql-15,postgresql-client-15,tini
TARBALL="$CACHE_DIR/bookworm-standins-v$VERSION.tar"
if [[ -s "$TARBALL" ]]; then
  echo "$TARBALL"
  exit 0
fi
mkdir -p "$CACHE_DIR"
ROOT="$(mktemp -d "$CACHE_DIR/rootfs.XXXXXX")"
trap 'rm -rf "$ROOT"' EXIT
debootstrap --variant=minbase --include="$PACKAGES" bookworm "$ROOT" "$MIRROR" >&2
# No services start inside a build; the apt lists are not needed at run time.
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/*.bin
tar -C "$ROOT" -cf "$TARBALL.partial" .
mv "$TARBALL.partial" "$TARBALL"
echo "$TARBALL"
