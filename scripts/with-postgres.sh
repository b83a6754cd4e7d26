#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL cluster on loopback.
# Installs Debian's postgresql when its binaries are missing (needs root), and removes the cluster afterwards.
set -euo pipefail

bindir=""
for candidate in /usr/lib/postgresql/*/bin; do
  [ -x "$candidate/initdb" ] && bindir="$candidate"
done
if [ -z "$bindir" ]; then
  echo "PostgreSQL not found: installing Debian's postgresql" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  for candidate in /usr/lib/postgresql/*/bin; do bindir="$candidate"; done
fi

# A free port below the kernel's ephemeral range (scripts/free-port.mjs says why), so that two runs on one machine
# each get a cluster of their own.
port="${PG_TEST_PORT:-$(node "$(dirname "$0")/free-port.mjs")}"
workdir="$(mktemp -d /tmp/agency-pg-XXXXXX)"
owner="$(id -un)"
run() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$workdir"
  owner=postgres
  run() { su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; }
fi

cleanup() {
  run "$bindir/pg_ctl" -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT

run "$bindir/initdb" -D "$workdir/data" -U "$owner" --auth=trust -E UTF8 >/dev/null
run "$bindir/pg_ctl" -D "$workdir/data" -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$workdir/log" -w start >/dev/null

export TEST_DATABASE_URL="postgres://$owner@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
