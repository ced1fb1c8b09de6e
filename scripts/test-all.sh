#!/usr/bin/env bash
# The whole test suite, as CI runs it: npm test.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

# oathtool: the server suite checks TOTP codes against it (server/src/account/shared/totp.test.ts).
# rsyslog with its TLS driver: the audit stream's syslog receiver in the server suite (server/test/stream-receivers.ts).
if ! command -v oathtool >/dev/null || [[ ! -x /usr/sbin/rsyslogd ]] || ! compgen -G '/usr/lib/*/rsyslog/lmnsd_gtls.so' >/dev/null; then
  step "installing oathtool, rsyslog and rsyslog-gnutls with apt-get"
  SUDO=""
  [[ "$(id -u)" -ne 0 ]] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q -o DPkg::Lock::Timeout=600
  $SUDO apt-get install -y -q -o DPkg::Lock::Timeout=600 --no-install-recommends oathtool rsyslog rsyslog-gnutls
fi

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "unit and component tests (contract, scripts, web)"
npm run --silent test:unit

# The console is built once, here: the byte budgets read its manifest and the e2e step reuses it.
step "console build and bundle budgets (gzip JS per route)"
npm run --silent build
npx tsx scripts/check-bundle-budgets.ts --all

have_postgres() {
  pg_isready -q -h "${TEST_PG_HOST:-127.0.0.1}" -p "${TEST_PG_PORT:-5432}" 2>/dev/null \
    || node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"
}

# The bad-input fuzz runs in the PostgreSQL half (server/test/contract/bad-input-fuzz.test.ts); with no PostgreSQL, here.
step "server suite on embedded PGlite"
if have_postgres; then FUZZ_ON_PGLITE=0; else FUZZ_ON_PGLITE=1; fi
TEST_DB=pglite FUZZ_ON_PGLITE=$FUZZ_ON_PGLITE npx vitest run --project server

step "server suite on PostgreSQL"
if have_postgres; then
  TEST_DB=postgres npx vitest run --project server
else
  echo "SKIPPED: no PostgreSQL server answers on 127.0.0.1:5432, so the PostgreSQL half of the server suite did not run."
fi

step "end-to-end tests in Chromium"
E2E_SKIP_BUILD=1 bash scripts/test-e2e.sh

# One run of the front-end benchmarks on the console built above (seconds, nothing written), so they cannot
# break unseen; after the e2e step, which installs Chromium.
step "benchmark smoke run"
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx tsx bench/run-all.ts --smoke
