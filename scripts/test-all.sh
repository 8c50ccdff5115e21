#!/usr/bin/env bash
# The whole suite: lint, types, unit, API on embedded and server Postgres, resilience, the production
# build in clean folders, and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-services.sh

echo "== lint"; pnpm -s lint
echo "== typecheck"; pnpm -s typecheck
echo "== unit"; pnpm -s vitest run --project unit
echo "== api on embedded PGlite"; TEST_DB=pglite pnpm -s vitest run --project api
echo "== api on PostgreSQL"; TEST_DB=postgres pnpm -s vitest run --project api
echo "== resilience, short form"; RESILIENCE_USERS=20 RESILIENCE_SECONDS=10 pnpm -s vitest run --project resilience
echo "== production build, plain node, production dependencies only"; bash scripts/check-production-build.sh
echo "== browser"; TEST_DB=pglite pnpm -s vitest run --project e2e
echo "== browser on PostgreSQL"; E2E_SKIP_BUILD=1 TEST_DB=postgres pnpm -s vitest run --project e2e
