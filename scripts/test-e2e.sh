#!/usr/bin/env bash
# End-to-end suite: builds the console, starts the real services on dedicated ports with a fresh
# data directory, seeds one operator per journey, and runs the Playwright journeys in Debian's Chromium.
# Always stops the server and removes the data directory, whatever happens.
# Extra arguments go to Playwright (e.g. a journey name filter: -g SIGN-IN). E2E_SKIP_BUILD=1 reuses web/dist.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM=/usr/bin/chromium
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n--- e2e [%ss]: %s ---\n' "$SECONDS" "$*"; }

# 1. The browser: Debian's Chromium (no browser downloads are reachable on CI), plus CJK fonts
#    so the Simplified Chinese journeys render real glyphs.
# (fc-list's output is captured first: `fc-list | grep -q` under pipefail fails on SIGPIPE.)
CJK_FONTS="$(fc-list 2>/dev/null || true)"
if [[ ! -x "$CHROMIUM" ]] || ! grep -qi 'noto.*cjk' <<<"$CJK_FONTS" || ! command -v oathtool >/dev/null; then
  step "installing chromium, fonts (fonts-liberation, fonts-noto-cjk) and oathtool with apt-get"
  SUDO=""
  [[ "$(id -u)" -ne 0 ]] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q -o DPkg::Lock::Timeout=600
  $SUDO apt-get install -y -q -o DPkg::Lock::Timeout=600 --no-install-recommends chromium fonts-liberation fonts-noto-cjk oathtool
fi

# 2. The console, as the server will serve it.
if [[ "${E2E_SKIP_BUILD:-0}" == "1" ]]; then
  step "using the console already built in web/dist (E2E_SKIP_BUILD=1)"
else
  step "building the console"
  npm run --silent build
fi

# 3. Four consecutive ports: the console + account service, then US, EU, CN. Without E2E_PORT the first
#    free block of 18080, 18180, ... is used, so two runs on one machine never share a server. Chosen
#    after the build, so the window for a clash with another run is short.
ports_free() {
  node -e '
    const net = require("net");
    const tryPort = (p) => new Promise((ok) => { const s = net.createServer().once("error", () => ok(false))
      .listen(p, "127.0.0.1", () => s.close(() => ok(true))); });
    Promise.all([0, 1, 2, 3].map((i) => tryPort(Number(process.argv[1]) + i)))
      .then((all) => process.exit(all.every(Boolean) ? 0 : 1));
  ' "$1"
}
if [[ -z "${E2E_PORT:-}" ]]; then
  for candidate in 18080 18180 18280 18380 18480 18580; do
    if ports_free "$candidate"; then E2E_PORT=$candidate; break; fi
  done
  [[ -n "${E2E_PORT:-}" ]] || { echo "no free block of four ports between 18080 and 18583" >&2; exit 1; }
elif ! ports_free "$E2E_PORT"; then
  echo "ports ${E2E_PORT}-$((E2E_PORT + 3)) are in use (another e2e run?)" >&2; exit 1
fi

# 4. A fresh data directory and the seeded operators, written before the server opens the database.
E2E_DIR="$(mktemp -d "${TMPDIR:-/tmp}/gwn-e2e-XXXXXX")"
SERVER_LOG="$E2E_DIR/server.log"
SERVER_PGID=""
export E2E_BASE_URL="http://localhost:${E2E_PORT}"
export E2E_OUTPUT_DIR="test-results/e2e-${E2E_PORT}"
export E2E_OPERATORS_FILE="$E2E_DIR/operators.json"
export E2E_ADMIN_PASSWORD="E2e-Root@2026"
# Device keys are HMAC-SHA256(region device secret, MAC): fixed here so the [FILES] journeys can upload as a device.
export E2E_DEVICE_SECRET="e2e-device-secret"

stop_server() {
  [[ -z "$SERVER_PGID" ]] && return 0
  # The server runs in its own session and process group (setsid), so npx, tsx and node stop together.
  kill -TERM -- "-$SERVER_PGID" 2>/dev/null || true
  for _ in $(seq 1 50); do
    kill -0 -- "-$SERVER_PGID" 2>/dev/null || { SERVER_PGID=""; return 0; }
    sleep 0.2
  done
  kill -KILL -- "-$SERVER_PGID" 2>/dev/null || true
  SERVER_PGID=""
}

cleanup() {
  local status=$?
  stop_server
  if [[ $status -ne 0 && -f "$SERVER_LOG" ]]; then
    printf '\n--- e2e: server log (last 200 lines) ---\n'
    tail -n 200 "$SERVER_LOG"
  fi
  # What the page showed when a journey failed (Playwright's ARIA snapshot, without the side menu): CI keeps only
  # this log, not the files.
  if [[ $status -ne 0 && -d "${E2E_OUTPUT_DIR:-}" ]]; then
    while IFS= read -r context; do
      printf '\n--- e2e: what the page showed, %s ---\n' "$context"
      awk '/^# Error details/ { on = 1 } /^# Test source/ { on = 0 }
           /^- complementary "Main menu"/ { menu = 1; print "- (side menu left out)"; next }
           menu && /^- / { menu = 0 }
           on && !menu' "$context"
    done < <(find "$E2E_OUTPUT_DIR" -name error-context.md 2>/dev/null)
  fi
  rm -rf "$E2E_DIR"
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

step "seeding the journeys' operators into $E2E_DIR"
DATA_DIR="$E2E_DIR/data" npx tsx e2e/seed/seed-operators.ts "$E2E_OPERATORS_FILE"

# 5. The real server: account service + console on E2E_PORT, regions on the next three ports.
#    A lock after 2 failures, and the captcha demanded from the same point, so a journey reaches the
#    lock without having to solve a captcha, and the captcha journey sees it appear after 2 failures.
#    Every journey signs in from 127.0.0.1, so the per-address lock is set out of their reach.
step "starting the services on ports ${E2E_PORT}-$((E2E_PORT + 3))"
PORT="$E2E_PORT" DATA_DIR="$E2E_DIR/data" ADMIN_PASSWORD="$E2E_ADMIN_PASSWORD" DEMO_DATA=1 \
  REGION_US_DEVICE_SECRET="$E2E_DEVICE_SECRET" REGION_EU_DEVICE_SECRET="$E2E_DEVICE_SECRET" REGION_CN_DEVICE_SECRET="$E2E_DEVICE_SECRET" \
  LOCK_MAX_FAILURES=2 CAPTCHA_AFTER_FAILURES=2 ADDRESS_MAX_FAILURES=1000 LOCK_MINUTES=15 SESSION_CACHE_SECONDS=3 LOG_LEVEL=warn \
  DATA_CLEAN_BATCH_SIZE=25 DATA_CLEAN_PAUSE_MS=1500 \
  setsid bash -c 'echo $$ >"$0"; exec npx tsx server/src/main.ts' "$E2E_DIR/server.pgid" >"$SERVER_LOG" 2>&1 &
# The session leader writes its own id, which is also its process group's id (setsid may have forked).
for _ in $(seq 1 100); do [[ -s "$E2E_DIR/server.pgid" ]] && break; sleep 0.1; done
SERVER_PGID="$(cat "$E2E_DIR/server.pgid")"

# Node rather than curl: a fresh CI machine need not have curl.
health_ok() {
  node -e '
    const ports = process.argv.slice(1);
    Promise.all(ports.map((p) => fetch(`http://127.0.0.1:${p}/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => { if (!r.ok) throw new Error(String(r.status)); })))
      .then(() => process.exit(0), () => process.exit(1));
  ' "$E2E_PORT" $((E2E_PORT + 1)) $((E2E_PORT + 2)) $((E2E_PORT + 3))
}
# Generous: first start seeds demo data in three regions, which took over 4 min on this shared, loaded machine.
deadline=$((SECONDS + 600))
until health_ok; do
  if ! kill -0 -- "-$SERVER_PGID" 2>/dev/null; then echo "the server exited before it was healthy" >&2; exit 1; fi
  if (( SECONDS > deadline )); then echo "the services did not answer /health within 600 s" >&2; exit 1; fi
  sleep 0.5
done
echo "all four services answer /health (after ${SECONDS}s)"

# 6. The journeys.
step "running the journeys in Chromium"
npx playwright test -c e2e/playwright.config.ts "$@"
