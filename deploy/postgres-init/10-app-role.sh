#!/bin/sh
# Run by the postgres image on its first start only (an empty data volume): the login role the
# API and the worker use, which owns nothing; the `migrate` service, as the owner (POSTGRES_USER),
# grants it reads and writes of rows after each migration run (docs/operations.md §4). On an
# existing volume, create it by hand the same way.
set -eu
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE journeys_app LOGIN PASSWORD :'app_password';
SQL
