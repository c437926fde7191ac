#!/usr/bin/env bash
# Prints the bin directory of a Node.js of the line CI tests on: the lowest supported, 22
# (`engines` in package.json: the LTS lines 22 and 24). The machine's own `node` when it is of that
# line; otherwise the npm registry's node-linux-<arch> package of that line, which is the binary
# itself (no install script), unpacked once into a cache. Used by .ci/run:
#   export PATH="$(bash scripts/ensure-node.sh):$PATH"
set -euo pipefail
line="${OURHOOD_NODE_LINE:-22}"
current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$current" = "$line" ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "ensure-node: no Node.js $line package for $(uname -m); install Node.js $line" >&2; exit 1 ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/ourhood/node-$line-$arch"
if [ ! -x "$cache/bin/node" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-$arch@$line" >/dev/null)
  mkdir -p "$cache"
  tar xzf "$work"/node-linux-"$arch"-*.tgz -C "$cache" --strip-components=1
fi
echo "$cache/bin"
