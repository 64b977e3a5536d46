#!/usr/bin/env bash
# Builds production exactly as `npm run deploy -- --env production` does and asks wrangler what it
# would upload (no account needed), then reports the Worker's size. Run by `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH" CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
out="$(mktemp -d)"
CLOUDFLARE_ENV=production react-router build >/dev/null 2>&1
wrangler deploy --dry-run --outdir "$out" 2>&1 | grep -E "Total Upload|env\.|Your Worker has access" | sed 's/^/  /'
# The tests run against the development build: put it back.
react-router build >/dev/null 2>&1
rm -rf "$out"
