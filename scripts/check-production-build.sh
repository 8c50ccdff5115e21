#!/usr/bin/env bash
# Proves the production build without Docker, by the Dockerfile's own steps in clean folders:
#   1. build stage: the repository's files alone, `pnpm install --frozen-lockfile`, `pnpm build`;
#   2. runtime stage: only what the Dockerfile's runtime stage copies, production dependencies only;
#   3. the built server refuses to start without PUBLIC_ORIGIN, then runs under plain node on a
#      fresh Postgres database, walked through by
#      scripts/smoke-test-server.ts (health, client, sign-up, onboarding, a logged food, a meal
#      plan, a barcode read in a worker thread). Online barcode lookups are off: nothing leaves
#      this machine.
# The Dockerfile must change with this script, and this script with the Dockerfile.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
export CI=true
# Every step runs on the Node major version the image uses, as in the container.
runtime_node=$(bash scripts/container-node.sh)
export PATH="$(dirname "$runtime_node"):$PATH"
echo "-- on Node $(node -v), as the container's $(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)"

admin_url="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"
db_name="platewise_build_$(node -p "require('node:crypto').randomBytes(5).toString('hex')")"
work=$(mktemp -d "${TMPDIR:-/tmp}/platewise-build.XXXXXX")
server_pid=""

run_sql() { node -e "const c=new (require('pg').Client)(process.argv[1]);c.connect().then(()=>c.query(process.argv[2])).finally(()=>c.end())" "$admin_url" "$1"; }
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  (cd "$repo" && run_sql "drop database if exists $db_name with (force)") || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "-- build stage, in $work/build"
mkdir "$work/build"
# The files a clone would have: tracked and new files, not ignored ones (node_modules, dist, .env…).
git ls-files -z --cached --others --exclude-standard --deduplicate \
  | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf - | tar -xf - -C "$work/build"
(cd "$work/build" && pnpm install --frozen-lockfile --prefer-offline --reporter=silent && pnpm -s build >/dev/null)

echo "-- runtime stage, in $work/app"
mkdir "$work/app"
# As the Dockerfile's runtime stage: the manifests, production dependencies, the client and the compiled server.
cp "$work/build/package.json" "$work/build/pnpm-lock.yaml" "$work/build/pnpm-workspace.yaml" "$work/build/.npmrc" "$work/app/"
(cd "$work/app" && pnpm install --prod --frozen-lockfile --prefer-offline --reporter=silent)
cp -R "$work/build/dist" "$work/build/dist-server" "$work/app/"
rm -rf "$work/build"

for dev_only in tsx typescript vite vitest; do
  if [ -e "$work/app/node_modules/$dev_only" ]; then echo "FAIL: $dev_only is installed with production dependencies"; exit 1; fi
done
# Every package the compiled server imports must come from production dependencies; Vite is loaded
# only by the development server (NODE_ENV=development).
(cd "$work/app" && node --input-type=module -e "
  import { readdirSync, readFileSync } from 'node:fs';
  const statements = [/^(?:import|export)\\b[^;'\"\`]*?\\bfrom\\s*['\"]([^'\"]+)['\"]/gm, /^import\\s*['\"]([^'\"]+)['\"]/gm, /\\bimport\\(\\s*['\"]([^'\"]+)['\"]\\s*\\)/g];
  const names = new Set();
  for (const file of readdirSync('dist-server', { recursive: true }).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync('dist-server/' + file, 'utf8');
    for (const re of statements) for (const m of code.matchAll(re)) if (!/^(\\.|node:)/.test(m[1])) names.add(m[1]);
  }
  const missing = [...names].filter((name) => {
    if (name === 'vite') return false;
    try { import.meta.resolve(name); return false; } catch { return true; }
  });
  if (missing.length) { console.error('FAIL: the build imports packages missing from production dependencies: ' + missing.join(', ')); process.exit(1); }
  console.log('The compiled server imports ' + names.size + ' packages, all among production dependencies.');
")

echo "-- the built server refuses to start in production without PUBLIC_ORIGIN"
refusal=$(cd "$work/app" && env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production PORT=0 PGLITE_DIR=memory:// timeout 30 node dist-server/src-server/main.js 2>&1) && status=0 || status=$?
if [ "$status" != 1 ] || ! grep -q '^  PUBLIC_ORIGIN: PUBLIC_ORIGIN is required in production' <<<"$refusal"; then
  echo "FAIL: expected exit 1 naming PUBLIC_ORIGIN, got $status:"; echo "$refusal"; exit 1
fi

echo "-- server, on a fresh Postgres database $db_name"
run_sql "create database $db_name"
db_url=$(node -p "const u=new URL(process.argv[1]);u.pathname='/$db_name';u.href" "$admin_url")
# As the Dockerfile's CMD, on a port free just before (parallel runs never share one), with the
# PUBLIC_ORIGIN production requires: the address the smoke test opens.
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
(cd "$work/app" && exec env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production HOST=127.0.0.1 PORT="$port" PUBLIC_ORIGIN="http://127.0.0.1:$port" \
  LOG_LEVEL=warn OPEN_FOOD_FACTS_URL= DATABASE_URL="$db_url" node dist-server/src-server/main.js >"$work/server.log" 2>&1) &
server_pid=$!
url=""
for _ in $(seq 1 150); do
  url=$(sed -n 's/^Platewise is running at \(http:[^ ]*\).*/\1/p' "$work/server.log")
  [ -n "$url" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 1
done
if [ -z "$url" ]; then echo "FAIL: the built server did not start:"; cat "$work/server.log"; exit 1; fi
echo "The built server listens at $url"

if ! pnpm -s exec tsx scripts/smoke-test-server.ts "$url"; then
  echo "Server log:"; cat "$work/server.log"; exit 1
fi
kill "$server_pid"
wait "$server_pid" || { echo "FAIL: the server did not stop cleanly on SIGTERM"; cat "$work/server.log"; exit 1; }
server_pid=""
echo "Production build checked."
