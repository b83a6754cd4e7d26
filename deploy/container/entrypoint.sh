#!/bin/sh
# The container's start (Containerfile): the schema first, as its own step (docs/migrations.md), then the server in
# this process's place, so the runtime's SIGTERM reaches it. With several containers on one PostgreSQL, set
# MIGRATE=off on all but one, or run `deploy/container/entrypoint.sh migrate` once per upgrade.
set -eu
if [ "${1:-}" = "migrate" ]; then
  exec node node_modules/tsx/dist/cli.mjs server/db/migrateCli.ts
fi
if [ "${MIGRATE:-on}" != "off" ]; then
  node node_modules/tsx/dist/cli.mjs server/db/migrateCli.ts
fi
exec node scripts/serve.mjs
