#!/bin/bash
set -euo pipefail
if [[ "${1:-}" == "postgres" ]]; then
  as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
  mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
  if [[ ! -s "$PGDATA/PG_VERSION" ]]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
    user="${POSTGRES_USER:-postgres}"
    pwfile="$(mktemp)"; printf '%s' "$POSTGRES_PASSWORD" > "$pwfile"; chown postgres "$pwfile"
    as_postgres initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    db="${POSTGRES_DB:-$user}"
    if [[ "$db" != "postgres" ]]; then as_postgres psql -v ON_ERROR_STOP=1 -U "$user" -d postgres -c "CREATE DATABASE \"$db\"" >/dev/null; fi
    as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -c listen_addresses='*' "${@:2}"
fi
exec "$@"
