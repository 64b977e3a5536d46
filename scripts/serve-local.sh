#!/usr/bin/env bash
# Prepares local D1/KV/R2 state (migrations + demo seed) and serves the built product with
# wrangler dev. Used by `npm start` and by the browser tests (with their own state folder).
# With --built it serves the build without wrangler dev's tooling (scripts/serve-built.ts), as
# the benchmarks do.
#   scripts/serve-local.sh [port] [state-dir] [--fresh] [--built | extra wrangler dev args...]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
port="${1:-8787}"; state="${2:-.wrangler/state}"; shift $(( $# >= 2 ? 2 : $# ))
if [ "${1:-}" = "--fresh" ]; then rm -rf "$state"; shift; fi
# A development pepper, given explicitly: the Worker refuses to serve without one, and the seed
# must hash the demo passwords with the same one. Set PASSWORD_PEPPER to use another.
export PASSWORD_PEPPER="${PASSWORD_PEPPER:-camp-sarraka-development-pepper}"
wrangler d1 migrations apply DB --local --persist-to "$state" >/dev/null
tsx db/seed/run.ts --persist-to "$state"
if [ "${1:-}" = "--built" ]; then exec tsx scripts/serve-built.ts "$port" "$state"; fi
# Mail links are built from APP_URL, so they must name this server (the journeys set 127.0.0.1).
app_url="${APP_URL:-http://localhost:${port}}"
echo "Camp Sarraka is running at ${app_url}"
exec wrangler dev --port "$port" --ip 127.0.0.1 --persist-to "$state" --show-interactive-dev-session=false --test-scheduled --var "APP_URL:${app_url}" --var "PASSWORD_PEPPER:${PASSWORD_PEPPER}" "$@"
