#!/usr/bin/env bash
# One command from a fresh clone: installs the locked dependencies if missing, builds, applies
# migrations, seeds the demo data into miniflare's local D1/KV/R2, and serves the product.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ]; then
  npm ci --no-audit --no-fund
fi
export PATH="$PWD/node_modules/.bin:$PATH"
npm run build
exec bash scripts/serve-local.sh "${PORT:-8787}" .wrangler/state
