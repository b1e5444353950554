#!/usr/bin/env bash
# Makes a local PostgreSQL ready for the reference upstream's tests, and prints its DATABASE_URL
# (the only line on stdout; progress goes to stderr):
#   DATABASE_URL=$(bash scripts/ci-postgres.sh) npx jest -c jest.upstream.config.mjs
# Installs Debian's postgresql when absent, starts the newest cluster (creating one if needed),
# and creates role `panel` (password `panel`) owning a fresh, empty database `panel_test`: a run
# never meets rows an earlier run left (tests pick random numbers and expect their outbox empty).
# PANEL_TEST_DB names another database, for runs side by side that must not empty each other's.
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
database=${PANEL_TEST_DB:-panel_test}
[[ $database =~ ^[a-z_][a-z0-9_]*$ ]] || { log "PANEL_TEST_DB must be a plain lower-case name"; exit 1; }
log "creating a fresh database $database"
as_postgres dropdb -p "$port" --if-exists --force "$database"
as_postgres createdb -p "$port" -O panel "$database"

echo "postgres://panel:panel@127.0.0.1:${port}/${database}"
