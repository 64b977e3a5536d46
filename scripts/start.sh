#!/usr/bin/env bash
# One command from a fresh clone: installs the locked dependencies if missing, builds, applies
# migrations, seeds the demo data into miniflare's local D1/KV/R2, and serves the product.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/node ]; then
  # npm 11's `ci` trips over optional platform packages in this tree; npm 10's does not.
  npx --yes npm@10 ci --no-audit --no-fund
fi
export PATH="$PWD/node_modules/.bin:$PATH"
npm run build
exec bash scripts/serve-local.sh "${PORT:-8787}" .wrangler/state
