#!/usr/bin/env bash
# A private PgBouncer in transaction mode in front of the test PostgreSQL, on a free loopback port.
#   bash scripts/pgbouncer.sh start   prints the connection URL (postgres://postgres@127.0.0.1:<port>/)
#   bash scripts/pgbouncer.sh stop
# TEST_POSTGRES_PORT points it at another server, PGBOUNCER_NAME keeps a second one apart (the replica's), and
# PGBOUNCER_QUERY_WAIT_TIMEOUT (seconds) is how long a query waits for a server that does not answer before it fails.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_HOST=127.0.0.1
PG_PORT="${TEST_POSTGRES_PORT:-5432}"
# One per checkout, so that two checkouts can run their suites at once.
DIR="/tmp/platewise-pgbouncer-$(printf '%s' "$PWD" | sha256sum | cut -c1-8)${PGBOUNCER_NAME:+-$PGBOUNCER_NAME}"
BIN="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"

stop() {
  [ -f "$DIR/pgbouncer.pid" ] || return 0
  local pid
  pid=$(cat "$DIR/pgbouncer.pid")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$DIR/pgbouncer.pid"
}

start() {
  stop
  mkdir -p "$DIR"
  local port
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  # Every database on the server, logged in as postgres whatever the client says (auth_type any).
  cat >"$DIR/pgbouncer.ini" <<INI
[databases]
* = host=$PG_HOST port=$PG_PORT user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
server_reset_query =
admin_users = postgres
query_wait_timeout = ${PGBOUNCER_QUERY_WAIT_TIMEOUT:-120}
logfile = $DIR/pgbouncer.log
pidfile = $DIR/pgbouncer.pid
INI
  : >"$DIR/pgbouncer.log"
  if [ "$(id -u)" = 0 ]; then
    # PgBouncer refuses to run as root: it drops to an unprivileged user, who must own its files.
    local user=postgres
    id -u postgres >/dev/null 2>&1 || user=nobody
    chown -R "$user" "$DIR"
    "$BIN" -d -u "$user" "$DIR/pgbouncer.ini" >/dev/null
  else
    "$BIN" -d "$DIR/pgbouncer.ini" >/dev/null
  fi
  local url="postgres://postgres@127.0.0.1:$port/"
  for _ in $(seq 1 50); do
    node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]+'postgres',connectionTimeoutMillis:1000});c.connect().then(()=>c.query('select 1')).then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$url" && { echo "$url"; return 0; }
    sleep 0.2
  done
  echo "PgBouncer did not start; its log:" >&2
  cat "$DIR/pgbouncer.log" >&2
  exit 1
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
