#!/usr/bin/env bash
# The Dockerfile's steps without a container (no image registry is reachable from our machines,
# so the image is not built in CI): build, stage the built output (scripts/stage-deploy.mjs),
# `npm ci --omit=dev` it in a scratch folder, start it as an unprivileged user on a fresh data
# folder, and check /api/health, the web app and `keel check`. Exits non-zero on any failure.
#   VERIFY_PORT (default 4112)  VERIFY_USER (default nobody; when not root: the current user)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${VERIFY_PORT:-4112}"
WORK="$(mktemp -d /tmp/keel-verify-deploy.XXXXXX)"
APP="$WORK/app"
DATA="$WORK/data"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "› build (what is stale)"
node scripts/build.mjs --if-stale

echo "› stage the built output in $APP"
node scripts/stage-deploy.mjs "$APP"
chmod 755 "$WORK"

echo "› npm ci --omit=dev (the API's production dependencies only)"
if ! (cd "$APP" && npm ci --omit=dev --workspace=@keel/api --prefer-offline --no-audit --no-fund > "$WORK/npm-ci.log" 2>&1); then
  cat "$WORK/npm-ci.log" >&2; echo "✗ npm ci failed" >&2; exit 1
fi
grep -E '^(added|up to date)' "$WORK/npm-ci.log" || true
if grep -q EBADENGINE "$WORK/npm-ci.log"; then grep -A3 EBADENGINE "$WORK/npm-ci.log" >&2; echo "✗ a dependency does not support this Node" >&2; exit 1; fi
for dev in tsx typescript vite esbuild vitest; do
  if [ -e "$APP/node_modules/$dev" ]; then echo "✗ $dev was installed: it is a development tool" >&2; exit 1; fi
done
if [ ! -e "$APP/node_modules/.bin/keel" ]; then echo "✗ the keel CLI is not linked" >&2; exit 1; fi

# As root, drop to an unprivileged user that owns only the data folder (the image's USER node).
mkdir -p "$DATA"
RUN=()
if [ "$(id -u)" -eq 0 ]; then
  USER_NAME="${VERIFY_USER:-nobody}"
  chown "$USER_NAME" "$DATA"
  RUN=(setpriv --reuid="$USER_NAME" --regid="$(id -g "$USER_NAME")" --clear-groups)
else
  USER_NAME="$(id -un)"
fi
ENV=(env -i PATH="$PATH" HOME="$DATA" NODE_ENV=production PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA" LOG_LEVEL=warn)

echo "› start node apps/api/dist/server.mjs as $USER_NAME on :$PORT"
(cd "$APP" && exec "${RUN[@]}" "${ENV[@]}" node apps/api/dist/server.mjs) > "$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do
  if curl -sf "http://127.0.0.1:$PORT/api/health" > "$WORK/health.json"; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then cat "$WORK/server.log" >&2; echo "✗ the server exited" >&2; exit 1; fi
  sleep 1
done
echo "  /api/health: $(cat "$WORK/health.json")"
grep -q '"status":"ok"' "$WORK/health.json"
# exec all the way down: $SERVER_PID is the node process itself.
echo "  process: $(ps -o user=,rss=,args= -p "$SERVER_PID") (user, RSS KiB, command)"
if [ "$(ps -o user= -p "$SERVER_PID" | tr -d ' ')" != "$USER_NAME" ]; then echo "✗ not running as $USER_NAME" >&2; exit 1; fi
# Into a file first: `curl … | grep -q` fails the script under pipefail whenever grep has quit
# at its match before curl wrote the rest (curl's exit 23, seen on 2026-12-07).
curl -sf "http://127.0.0.1:$PORT/" > "$WORK/index.html"
grep -q '<div id="root">' "$WORK/index.html"
echo "  / serves the web app"

kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=""
echo "› keel check as $USER_NAME (server stopped: one process per PGlite folder)"
(cd "$APP" && "${RUN[@]}" "${ENV[@]}" node_modules/.bin/keel check)
echo "✓ deployment verified"
