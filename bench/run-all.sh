#!/usr/bin/env bash
# Front-end benchmarks (npm run bench): builds the console, then measures it against the real services.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm run --silent build
npx tsx bench/run-all.ts
