#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit, API (PGlite, and PostgreSQL when DATABASE_URL is set),
# end-to-end tests in the system Chromium (installed from Debian when missing), and the
# deployment check (scripts/verify-deploy.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "› installing Debian's chromium for the browser tests"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Runs the given commands side by side, each with its output kept in a file and printed whole
# once all have ended (so their lines never interleave); fails if any failed. For stages that keep
# one core busy each on this 2-core machine: on their own they leave the other core idle.
side_by_side() {
  local dir names=() pids=() failed=0 index status
  dir="$(mktemp -d /tmp/keel-test-sh.XXXXXX)"
  while [ $# -gt 0 ]; do
    names+=("$1")
    bash -c "$2" > "$dir/${#names[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for index in "${!pids[@]}"; do
    if wait "${pids[$index]}"; then status="ok"; else status="FAILED"; failed=1; fi
    echo "› ${names[$index]}: $status"
    cat "$dir/$((index + 1)).log"
  done
  rm -rf "$dir"
  return "$failed"
}

# prettier + eslint and the six tsc runs are one process at a time each: 44 s + 75 s one after
# the other on 2026-12-07, side by side they share the two cores.
echo "› lint and typecheck"
side_by_side lint "npm run -s lint" typecheck "npm run -s typecheck"
echo "› unit tests"
# Two runs: the web's jsdom workers and the API's PGlite workers never share a pool.
npx vitest run --project unit --project unit-node
# Vitest starts one worker less than there are cores (cli-api's resolveMaxWorkers), so on 2 cores
# each API run is one process: PGlite took 254 s and PostgreSQL (files take turns there, and wait
# on the server's CREATE DATABASE) about 180 s, one after the other, each leaving a core idle.
# Side by side they overlap. Each run has its own seeded copy (named by its pid:
# apps/api/src/test/seeded-database.ts), and every PostgreSQL file its own database.
if [ -n "${DATABASE_URL:-}" ]; then
  echo "› API tests on PGlite and on PostgreSQL (DATABASE_URL), side by side"
  # PostgreSQL files take turns: each on its own copy of a seeded template (the reliability suite
  # restarts a server on it).
  side_by_side "API tests (PGlite)" "npx vitest run --project api" \
    "API tests (PostgreSQL)" "npx vitest run --project api-pg --no-file-parallelism"
else
  echo "› API tests (PGlite)"
  npx vitest run --project api
fi
echo "› end-to-end tests (Chromium)"
npm run -s test:e2e
echo "› deployment check (the Dockerfile's steps without a container)"
bash scripts/verify-deploy.sh
