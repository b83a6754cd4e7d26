#!/usr/bin/env bash
# Builds the container image (deploy/container/Containerfile) with Debian's podman and runs it as a user would:
# healthy once the database is migrated and answers, the site served in Swedish, not running as root, stopped by
# SIGTERM with exit code 0, started again on the same volume. `npm run test:container`; docs/deploy.md.
#
# This machine kind reaches no container registry: the Debian 12 base image is made from Debian's packages with
# debootstrap and tagged with the registry's name (once; kept in podman's storage). crun refuses this kernel's
# hybrid cgroups, so runc runs the containers; the process limits are given, as the sandbox refuses raising them.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
base=docker.io/library/debian:bookworm-slim
image=localhost/agency-site:test
name="agency-site-test-$$"
volume="agency-site-data-$$"
port="${CONTAINER_TEST_PORT:-3917}"
limits=(--ulimit nofile=8192:8192 --ulimit nproc=4096:4096)
pod() { podman --runtime runc "$@"; }

for tool in podman runc; do
  command -v "$tool" > /dev/null || { echo "container-test: $tool is missing (apt-get install podman runc debootstrap)" >&2; exit 1; }
done

if ! pod image exists "$base"; then
  if ! pod pull -q "$base" > /dev/null 2>&1; then
    command -v debootstrap > /dev/null || { echo "container-test: no registry and no debootstrap" >&2; exit 1; }
    rootfs="$(mktemp -d)"
    echo "container-test: making $base from Debian's packages (debootstrap)" >&2
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian > /dev/null
    # As the official slim image: no apt lists, no documentation.
    rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/*
    tar -C "$rootfs" -c . | pod import - "$base" > /dev/null
    rm -rf "$rootfs"
  fi
fi

cleanup() {
  pod rm -f "$name" > /dev/null 2>&1 || true
  pod volume rm -f "$volume" > /dev/null 2>&1 || true
}
trap cleanup EXIT

echo "container-test: building $image" >&2
# This machine's CA bundle, for a TLS-inspecting proxy between it and the npm registry (Containerfile).
ca=()
[ -s /etc/ssl/certs/ca-certificates.crt ] && ca=(--volume /etc/ssl/certs/ca-certificates.crt:/run/build-ca.crt:ro)
# Docker's image format: OCI's has no place for the health check.
pod build --format docker "${limits[@]}" "${ca[@]}" --network host -q -f "$root/deploy/container/Containerfile" -t "$image" "$root" > /dev/null

run() {
  # The health check is run by this script (no systemd here to time it).
  pod run -d --name "$name" "${limits[@]}" --health-interval disable --network host -v "$volume:/app/data" \
    -e PORT="$port" -e PUBLIC_BASE_URL="http://127.0.0.1:$port" -e NIGHTLY_BACKUPS=off \
    -e SEED_ADMIN1_PASSWORD=container-admin-password -e SEED_ADMIN2_PASSWORD=container-support-password \
    "$image" > /dev/null
}

healthy() {
  for _ in $(seq 1 120); do
    if pod healthcheck run "$name" > /dev/null 2>&1; then return 0; fi
    if [ "$(pod inspect -f '{{.State.Running}}' "$name")" != "true" ]; then
      pod logs "$name" >&2; echo "container-test: the container stopped" >&2; return 1
    fi
    sleep 1
  done
  pod logs "$name" >&2
  echo "container-test: not healthy after 120 s" >&2
  return 1
}

fail() { echo "container-test: $*" >&2; pod logs "$name" 2>&1 | tail -20 >&2; exit 1; }

run
healthy
home="$(curl -fsS "http://127.0.0.1:$port/")" || fail "the home page did not answer"
grep -q '<html lang="sv"' <<< "$home" || fail "the home page is not the Swedish one"
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/readyz")" = 200 ] || fail "/readyz is not 200"
user="$(pod exec "$name" id -u)"
[ "$user" != 0 ] || fail "the server runs as root"
check="$(pod image inspect --format '{{json .HealthCheck.Test}}' "$image")"
[ "$check" = '["CMD","node","deploy/container/healthcheck.mjs"]' ] || fail "the image's health check is $check"
[ "$(pod image inspect --format '{{.User}}' "$image")" = agency ] || fail "the image does not name its user"

pod stop -t 30 "$name" > /dev/null
code="$(pod inspect -f '{{.State.ExitCode}}' "$name")"
[ "$code" = 0 ] || fail "SIGTERM ended the server with exit code $code"

# Started again on the same volume: the database is kept, the migration step finds nothing to do.
pod start "$name" > /dev/null
healthy
# Migrated once, on the first start; found current on both.
[ "$(pod logs "$name" 2>&1 | grep -c 'Migrating the embedded database')" = 1 ] || fail "the database was not kept"
[ "$(pod logs "$name" 2>&1 | grep -c 'The database is current')" = 2 ] || fail "a start did not check the schema"
curl -fsS "http://127.0.0.1:$port/en/" > /dev/null || fail "the English home page did not answer after a restart"
pod stop -t 30 "$name" > /dev/null
echo "container-test: built, healthy as user $user, served, stopped with exit code 0, started again on its volume"
