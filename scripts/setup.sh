#!/usr/bin/env bash
# `npm run setup`: what a fresh machine lacks before `npm start` and `npm test`, installed without
# prompting: Debian's Chromium for the journeys and poppler's pdftoppm (the journeys look at the
# receipts' and statements' PDFs as pages), the locked dependencies, the generated types.
# Safe to run again: each step is skipped when already done. CI (.ci/run) runs it first.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
# Debian's packages the journeys need, each with what a person without root should run.
apt_packages=()
[ -x /usr/bin/chromium ] || apt_packages+=(chromium)
command -v pdftoppm >/dev/null || apt_packages+=(poppler-utils)
if [ ${#apt_packages[@]} -gt 0 ]; then
  # As root (CI, containers) apt-get runs directly; otherwise only a sudo that needs no password
  # is used (-n), so the script never stops at a prompt.
  if [ "$(id -u)" -eq 0 ]; then as_root=(); elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then as_root=(sudo -n); else as_root=(none); fi
  if [ "${as_root[0]:-}" = none ] || ! command -v apt-get >/dev/null; then
    missing+=("For the journeys: run 'sudo apt-get install -y ${apt_packages[*]}' (or set CHROMIUM_PATH for Chromium)")
  else
    "${as_root[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${apt_packages[@]}" >/dev/null
  fi
fi

if [ ! -x node_modules/.bin/node ] || [ "${1:-}" = "--reinstall" ]; then
  # Plain `npm ci`: the lock carries every platform's optional packages (npm 10 and 11 accept it).
  npm ci --no-audit --no-fund
fi

export PATH="$PWD/node_modules/.bin:$PATH" CLOUDFLARE_CF_FETCH_ENABLED=false
npm run typegen >/dev/null

if [ ${#missing[@]} -gt 0 ]; then
  printf 'Set up, except:\n' >&2
  printf '  - %s\n' "${missing[@]}" >&2
  exit 1
fi
echo "Set up. Next: npm start (serves http://localhost:8787) or npm test."
