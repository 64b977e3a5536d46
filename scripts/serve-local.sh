#!/usr/bin/env bash
# Prepares local D1/KV/R2 state (migrations + demo seed) and serves the built product with
# wrangler dev. Used by `npm start` and by the browser tests (with their own state folder).
# With --built it serves the build without wrangler dev's tooling (scripts/serve-built.ts), as
# the benchmarks do.
# With MAILBOX_PORT set (`npm start` sets it to the app's port + 1) it also runs the local mailbox
# (scripts/local-mailbox.ts) there, points the Worker's mail at it, and stops it with the server.
# With --first-day it starts as a new deployment does: the migrations (and the settings row they
# write), no demo seed, no account. The camp's content comes from the cron's first run
# (publish-first-content), as on Cloudflare within 15 minutes of a deploy: trigger it with
# curl "http://127.0.0.1:<port>/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*". The first admin
# comes from `npm run admin:create -- you@example.org --local --persist-to <state-dir>`.
#   scripts/serve-local.sh [port] [state-dir] [--fresh] [--first-day] [--built | extra wrangler dev args...]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
port="${1:-8787}"; state="${2:-.wrangler/state}"; shift $(( $# >= 2 ? 2 : $# ))
if [ "${1:-}" = "--fresh" ]; then rm -rf "$state"; shift; fi
first_day=""
if [ "${1:-}" = "--first-day" ]; then first_day=1; shift; fi
# A development pepper, given explicitly: the Worker refuses to serve without one, and the seed
# must hash the demo passwords with the same one. Set PASSWORD_PEPPER to use another.
export PASSWORD_PEPPER="${PASSWORD_PEPPER:-camp-sarraka-development-pepper}"
mail_vars=()
if [ -n "${MAILBOX_PORT:-}" ] && [ "${1:-}" != "--built" ]; then
  # Started first, so it is listening by the time the seed is done.
  tsx scripts/local-mailbox.ts "$MAILBOX_PORT" >/dev/null &
  mailbox_pid=$!
  trap 'kill "$mailbox_pid" 2>/dev/null || true' EXIT
  mailbox_url="http://127.0.0.1:${MAILBOX_PORT}"
  mail_vars=(--var "MAIL_PROVIDER_URL:${mailbox_url}" --var "MAIL_PROVIDER_API_KEY:re_local_mailbox")
fi
wrangler d1 migrations apply DB --local --persist-to "$state" >/dev/null
if [ -z "$first_day" ]; then tsx db/seed/run.ts --persist-to "$state"; fi
if [ "${1:-}" = "--built" ]; then exec tsx scripts/serve-built.ts "$port" "$state"; fi
# Mail links are built from APP_URL, so they must name this server (the journeys set 127.0.0.1).
app_url="${APP_URL:-http://localhost:${port}}"
echo "Camp Sarraka is running at ${app_url}"
dev=(wrangler dev --port "$port" --ip 127.0.0.1 --persist-to "$state" --show-interactive-dev-session=false --test-scheduled --var "APP_URL:${app_url}" --var "PASSWORD_PEPPER:${PASSWORD_PEPPER}")
if [ -z "${mailbox_pid:-}" ]; then exec "${dev[@]}" "$@"; fi
if ! kill -0 "$mailbox_pid" 2>/dev/null; then
  echo "The local mailbox could not start on port ${MAILBOX_PORT} (in use?). Set MAILBOX_PORT to another port." >&2
  exit 1
fi
echo "Mail sent by the camp: ${mailbox_url}"
# Not exec: this shell stays to stop the mailbox (the EXIT trap) when wrangler dev ends.
"${dev[@]}" "${mail_vars[@]}" "$@"
