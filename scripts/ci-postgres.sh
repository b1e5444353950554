#!/usr/bin/env bash
# Makes a local PostgreSQL ready for the reference upstream's tests, and prints its DATABASE_URL
# (the only line on stdout; progress goes to stderr):
#   DATABASE_URL=$(bash scripts/ci-postgres.sh) npx jest -c jest.upstream.config.mjs
# Installs Debian's postgresql when absent, starts the newest cluster (creating one if needed),
# and creates role `panel` (password `panel`) owning database `panel_test`. Safe to run again.
set -euo pipefail

log() { echo "ci-postgres: $*" >&2; }
as_postgres() { runuser -u postgres -- "$@"; }

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  log "installing postgresql"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y --no-install-recommends postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }' | grep -q online; then
  log "starting cluster $version/main on port $port"
  pg_ctlcluster "$version" main start >&2
fi

for _ in $(seq 1 60); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 0.5
done
pg_isready -q -h 127.0.0.1 -p "$port" || { log "PostgreSQL did not become ready"; exit 1; }

as_postgres psql -q -v ON_ERROR_STOP=1 -p "$port" -d postgres >&2 <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'panel') THEN
    CREATE ROLE panel LOGIN PASSWORD 'panel';
  ELSE
    ALTER ROLE panel LOGIN PASSWORD 'panel';
  END IF;
END
$$;
SQL
if ! as_postgres psql -tA -p "$port" -d postgres -c "SELECT 1 FROM pg_database WHERE datname = 'panel_test'" | grep -q 1; then
  log "creating database panel_test"
  as_postgres createdb -p "$port" -O panel panel_test
fi

echo "postgres://panel:panel@127.0.0.1:${port}/panel_test"
