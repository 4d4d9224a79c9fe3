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

echo "› lint";       npm run -s lint
echo "› typecheck";  npm run -s typecheck
echo "› unit + API tests (PGlite)"
# Two runs: the web's jsdom workers and the API's PGlite workers never share a pool.
npx vitest run --project unit --project unit-node
npx vitest run --project api
if [ -n "${DATABASE_URL:-}" ]; then
  echo "› API tests (PostgreSQL at DATABASE_URL)"
  # Files take turns: each on its own copy of a seeded template (the reliability suite restarts a
  # server on DATABASE_URL's own database).
  npx vitest run --project api-pg --no-file-parallelism
fi
echo "› end-to-end tests (Chromium)"
npm run -s test:e2e
echo "› deployment check (the Dockerfile's steps without a container)"
bash scripts/verify-deploy.sh
