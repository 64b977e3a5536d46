#!/usr/bin/env bash
# The one command that proves the product, in layers from fastest to slowest: typecheck, lint,
# format check, unit tests (pure modules in Node, no build), build, workerd tests against the
# production build, then browser journeys in Chromium against the locally served product, and
# every benchmark scenario at small counts, and what `wrangler deploy` would upload for production
# (its gzip size).
# Each layer prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false
times=()
step() {
  local name="$1"; shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local start=$SECONDS
  "$@"
  times+=("$(printf '%-16s %4ss' "$name" $((SECONDS - start)))")
  printf '\033[2m-- %s: %ss\033[0m\n' "$name" $((SECONDS - start))
}
# Worker types are generated from wrangler.toml, never committed.
step "typecheck" bash -c "wrangler types --strict-vars false worker/worker-configuration.d.ts >/dev/null && react-router typegen && tsc -b"
step "lint" eslint --max-warnings 0 .
step "format check" prettier --check --log-level warn .
step "unit tests" vitest run --project unit
step "build" bash -c "react-router build >/dev/null"
step "workerd tests" vitest run --project workerd
step "browser journeys" playwright test
# Every benchmark scenario at small counts against the build above: a scenario that no longer runs
# fails here, not at the next measurement (the figures themselves are `npm run bench`'s).
step "bench (small)" tsx scripts/bench/run.ts --small --no-build
step "deploy dry run" bash scripts/deploy/dry-run.sh
printf '\n\033[1m== times\033[0m\n'; printf '%s\n' "${times[@]}"
