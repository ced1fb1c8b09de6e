#!/usr/bin/env bash
# Front-end benchmarks (npm run bench): builds the console, then measures it against the real services.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm run --silent build
npx tsx bench/run-all.ts
# Enterprise search/device/dashboard load on the 1 M-enterprise PostgreSQL data set (about 10 min; docs/benchmarks.md says how to create it).
[[ "${BENCH_SKIP_ENTERPRISE:-0}" == 1 ]] || npx tsx bench/enterprise-load.ts
