#!/usr/bin/env bash
# The one command that proves the product: typecheck, lint, workerd tests against the
# production build, then browser journeys in Chromium against the locally served product.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "typecheck"; react-router typegen && tsc -b
step "lint"; eslint --max-warnings 0 .
step "build"; react-router build >/dev/null
step "workerd tests"; vitest run
step "browser journeys"; playwright test
