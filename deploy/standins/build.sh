#!/usr/bin/env bash
# Builds local stand-ins of the official base images the Dockerfile and docker-compose.yml name, from Debian's
# packages, under the same names and tags (docker.io/library/<name>:<tag>), for a machine that reaches no container
# registry. Usage: build.sh NODE_TAG NGINX_TAG REDIS_TAG POSTGRES_TAG (e.g. node:20.20-bookworm-slim ...).
# An image already present is kept (delete it, or the cached root file system, to rebuild).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
podman_() { podman --runtime runc "$@"; }
exists() { podman_ image exists "$1"; }

if ! exists localhost/cuida-standin/bookworm:base; then
  tarball="$("$HERE/rootfs.sh")"
  podman_ import --quiet "$tarball" localhost/cuida-standin/bookworm:base >/dev/null
fi

# build NAME:TAG CONTAINERFILE CONTEXT
build() {
  local ref="docker.io/library/$1"
  if exists "$ref"; then return; fi
  echo "stand-in $ref" >&2
  podman_ build --quiet --pull=never --network=none -f "$2" -t "$ref" -t "localhost/$1" "$3" >/dev/null
}

node_version="$(node -p 'process.versions.node')"
wanted="${1#node:}"; wanted="${wanted%%-*}"
case "$node_version." in
  "$wanted".*) ;;
  *) echo "The node stand-in carries this machine's Node.js $node_version, but the Dockerfile asks for $1" >&2; exit 1 ;;
esac
ctx="$(mktemp -d)"; trap 'rm -rf "$ctx"' EXIT
cp "$(readlink -f "$(command -v node)")" "$ctx/node"
cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$ctx/npm"
cp "$HERE/node.Containerfile" "$ctx/"
cp "$(npm config get cafile 2>/dev/null | grep -v "^null$" || echo /etc/ssl/certs/ca-certificates.crt)" "$ctx/ca-certificates.crt"
build "$1" "$ctx/node.Containerfile" "$ctx"
build "$2" "$HERE/nginx.Containerfile" "$HERE"
build "$3" "$HERE/redis.Containerfile" "$HERE"
build "$4" "$HERE/postgres.Containerfile" "$HERE"
