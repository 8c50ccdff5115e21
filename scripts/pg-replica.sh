#!/usr/bin/env bash
# A private streaming replica of the test PostgreSQL (127.0.0.1:5432), on a free loopback port.
#   bash scripts/pg-replica.sh start   prints its URL (postgres://postgres@127.0.0.1:<port>/)
#   bash scripts/pg-replica.sh stop
# Debian's PostgreSQL: pg_basebackup -R from the primary, then a second server on the copy. The
# primary is made to accept replication connections from 127.0.0.1 if it does not yet.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_HOST=127.0.0.1
PG_PORT="${TEST_POSTGRES_PORT:-5432}"
# One per checkout, so that two checkouts can run their suites at once.
HASH=$(printf '%s' "$PWD" | sha256sum | cut -c1-8)
DIR="/tmp/platewise-replica-$HASH"
# The primary keeps the WAL the replica has not received yet (the test suite writes faster than it is
# recycled otherwise); stop drops the slot, and max_slot_wal_keep_size bounds one left behind.
SLOT="platewise_replica_$HASH"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
# The server refuses to run as root: as root, everything on the copy runs as postgres.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
primary_sql() { psql -X -q -At -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -c "$1"; }

bin_dir() {
  local major
  major=$(primary_sql 'show server_version_num' | cut -c1-2)
  echo "/usr/lib/postgresql/$major/bin"
}

allow_replication() {
  local hba
  hba=$(primary_sql 'show hba_file')
  if ! as_root grep -qE '^host\s+replication\s+all\s+127\.0\.0\.1/32\s+trust' "$hba"; then
    # First match wins: the line goes on top so that no password line for replication comes before it.
    as_root sed -i '1i host replication all 127.0.0.1/32 trust' "$hba"
    primary_sql 'select pg_reload_conf()' >/dev/null
  fi
  if [ "$(primary_sql 'show wal_level')" = minimal ] || [ "$(primary_sql 'show max_wal_senders')" = 0 ]; then
    primary_sql "alter system set wal_level = replica" >/dev/null
    primary_sql "alter system set max_wal_senders = 10" >/dev/null
    local version
    version=$(basename "$(dirname "$(dirname "$hba")")")
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main restart
  fi
  if [ "$(primary_sql 'show max_slot_wal_keep_size')" = -1 ]; then
    primary_sql "alter system set max_slot_wal_keep_size = '4GB'" >/dev/null
    primary_sql 'select pg_reload_conf()' >/dev/null
  fi
}

stop() {
  [ -f "$DIR/data/postmaster.pid" ] && as_owner "$(bin_dir)/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  primary_sql "select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = '$SLOT'" >/dev/null || true
}

start() {
  stop
  allow_replication
  local bin port
  bin=$(bin_dir)
  port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$DIR"
  as_owner "$bin/pg_basebackup" -h "$PG_HOST" -p "$PG_PORT" -U postgres -D "$DIR/data" -R -X stream -C -S "$SLOT" -c fast
  # Debian keeps the configuration outside the data folder, so the copy has none: it gets its own.
  as_owner tee "$DIR/data/pg_hba.conf" >/dev/null <<HBA
local all all trust
host all all 127.0.0.1/32 trust
HBA
  as_owner tee "$DIR/data/postgresql.conf" >/dev/null <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$DIR'
hot_standby = on
max_connections = 200
shared_buffers = 32MB
CONF
  as_owner "$bin/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start >/dev/null
  local url="postgres://postgres@127.0.0.1:$port/"
  if [ "$(psql -X -At "${url}postgres" -c 'select pg_is_in_recovery()')" != t ]; then
    echo "The replica did not start as a standby; its log:" >&2
    cat "$DIR/server.log" >&2
    exit 1
  fi
  echo "$url"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
