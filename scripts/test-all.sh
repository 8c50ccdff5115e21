#!/usr/bin/env bash
# The whole suite: lint, types, unit, the evaluation against its floors, API on embedded and server Postgres (also through PgBouncer in
# transaction mode, both with a streaming replica), resilience, the production build in clean folders, and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-services.sh

echo "== lint"; pnpm -s lint
echo "== typecheck"; pnpm -s typecheck
echo "== unit"; pnpm -s vitest run --project unit
# Food understanding, measured on the data files of cases: each figure must stay over its floor (scripts/eval/floors.ts).
echo "== eval against its floors"; pnpm -s eval --check --failures 0
echo "== api on embedded PGlite"; TEST_DB=pglite pnpm -s vitest run --project api
# Both server passes also run the read-replica tests against a streaming replica of the test server.
trap 'bash scripts/pg-replica.sh stop' EXIT
replica_url=$(bash scripts/pg-replica.sh start)
echo "== api on PostgreSQL"; TEST_DB=postgres TEST_POSTGRES_REPLICA_URL="$replica_url" pnpm -s vitest run --project api
echo "== api on PostgreSQL through PgBouncer, transaction mode"
stop_poolers() { bash scripts/pgbouncer.sh stop; PGBOUNCER_NAME=replica bash scripts/pgbouncer.sh stop; }
trap 'stop_poolers; bash scripts/pg-replica.sh stop' EXIT
pgbouncer_url=$(bash scripts/pgbouncer.sh start)
# The replica gets its own PgBouncer; a query waiting for a replica that does not answer fails after 2 s.
replica_port=${replica_url##*:}
replica_pgbouncer_url=$(TEST_POSTGRES_PORT=${replica_port%/} PGBOUNCER_NAME=replica PGBOUNCER_QUERY_WAIT_TIMEOUT=2 bash scripts/pgbouncer.sh start)
TEST_DB=postgres TEST_POSTGRES_VIA_PGBOUNCER="$pgbouncer_url" TEST_POSTGRES_REPLICA_URL="$replica_url" TEST_POSTGRES_REPLICA_VIA_PGBOUNCER="$replica_pgbouncer_url" \
  pnpm -s vitest run --project api
stop_poolers
bash scripts/pg-replica.sh stop
trap - EXIT
echo "== resilience, short form"; RESILIENCE_USERS=20 RESILIENCE_SECONDS=10 pnpm -s vitest run --project resilience
echo "== production build, plain node, production dependencies only"; bash scripts/check-production-build.sh
echo "== browser"; TEST_DB=pglite pnpm -s vitest run --project e2e
# The API suite runs on every database above; in the browser, the server database needs only a first
# week's journey (sign-up to logging, and a day tracked in full) to show the screens read it the same way.
echo "== browser on PostgreSQL"; E2E_SKIP_BUILD=1 TEST_DB=postgres pnpm -s vitest run --project e2e e2e/newcomer.test.ts e2e/log-day.test.ts
