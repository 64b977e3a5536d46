#!/usr/bin/env bash
# One command from a fresh clone: installs the locked dependencies if missing, builds, applies
# migrations, seeds the demo data into miniflare's local D1/KV/R2, and serves the product, with
# the local mailbox on the next port (MAILBOX_PORT, default PORT + 1; MAILBOX_PORT=off for none,
# e.g. to send real mail with a MAIL_PROVIDER_API_KEY from .dev.vars).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ]; then
  npm ci --no-audit --no-fund
fi
export PATH="$PWD/node_modules/.bin:$PATH"
npm run build
port="${PORT:-8787}"
mailbox_port="${MAILBOX_PORT:-$((port + 1))}"
if [ "$mailbox_port" = off ]; then unset MAILBOX_PORT; else export MAILBOX_PORT="$mailbox_port"; fi
exec bash scripts/serve-local.sh "$port" .wrangler/state
