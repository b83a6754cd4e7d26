#!/usr/bin/env bash
# Runs a command with TEST_REDIS_URL pointing at a throw-away Redis on loopback (the optional REDIS_URL of the
# rate limits, server/redis.ts). Installs Debian's redis-server when it is missing (needs root); stops it after.
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "Redis not found: installing Debian's redis-server" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

# A free port below the kernel's ephemeral range (scripts/free-port.mjs says why).
port="${REDIS_TEST_PORT:-$(node "$(dirname "$0")/free-port.mjs")}"
workdir="$(mktemp -d /tmp/agency-redis-XXXXXX)"
redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$workdir" \
  --daemonize yes --pidfile "$workdir/redis.pid" --logfile "$workdir/log"
cleanup() {
  redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
for _ in $(seq 1 50); do
  redis-cli -p "$port" ping >/dev/null 2>&1 && break
  sleep 0.1
done

export TEST_REDIS_URL="redis://127.0.0.1:$port"
echo "Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) on 127.0.0.1:$port" >&2
"$@"
