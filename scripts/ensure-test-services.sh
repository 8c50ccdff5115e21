#!/usr/bin/env bash
# Makes sure the browser, the Postgres server and PgBouncer the test suite needs are present (and Postgres running).
set -euo pipefail

PG_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_install() {
  as_root apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  apt_install chromium
fi

if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "Installing PgBouncer for the API tests through a pooler in transaction mode..."
  apt_install pgbouncer
fi

pg_ready() { node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL"; }

if ! pg_ready; then
  if [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
    echo "Installing PostgreSQL for the server-database tests..."
    apt_install postgresql
  fi
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  echo "Starting PostgreSQL $version..."
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_ready && break; sleep 1; done
  if ! pg_ready; then
    # A fresh Debian cluster asks for passwords over TCP; the tests use a local trust login.
    hba=$(ls /etc/postgresql/"$version"/main/pg_hba.conf)
    as_root sed -i -E 's/^(host\s+all\s+all\s+127\.0\.0\.1\/32\s+)\S+/\1trust/' "$hba"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true
    as_root su postgres -c "psql -tc \"select 1 from pg_database where datname='test'\" | grep -q 1 || createdb test" || true
    for _ in $(seq 1 15); do pg_ready && break; sleep 1; done
  fi
  pg_ready || { echo "PostgreSQL is not reachable at $PG_URL" >&2; exit 1; }
fi
