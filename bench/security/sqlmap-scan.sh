#!/usr/bin/env bash
# SQL injection scan of the Refocus API with sqlmap ("Proof of safety", item 8).
#
# Starts the built server on a fresh, throwaway data directory with the demo data, signs in
# as the demo admin, seller and buyer, and points sqlmap at every route that takes
# parameters (query strings, path parameters, JSON bodies, the refresh cookie), each with
# the Authorization header of a user allowed to call it. SQLite always; PostgreSQL too when
# SCAN_DATABASE_URL is set (a fresh database is created next to it and dropped afterwards).
#
#   npm run scan:sqlmap
#   SCAN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run scan:sqlmap
#
# Settings (environment): SCAN_PORT (4550), SQLMAP_LEVEL (3), SQLMAP_RISK (2),
# SCAN_TIME_LIMIT (seconds for the whole run, 1140), SCAN_TARGET_TIMEOUT (seconds per
# target, 300), SCAN_KEEP=1 keeps the work directory (sqlmap logs and traffic) afterwards,
# SCAN_ONLY=<extended regex> scans only the targets whose description matches (e.g. 'orders').
#
# Exit status: 0 nothing injectable; 1 sqlmap found an injectable parameter; 2 nothing found
# but a target could not be scanned completely (error or time limit); anything else: the
# scan could not run (setup failed; the message above says why).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PORT="${SCAN_PORT:-4550}"
BASE="http://127.0.0.1:${PORT}"
LEVEL="${SQLMAP_LEVEL:-3}"
RISK="${SQLMAP_RISK:-2}"
TIME_LIMIT="${SCAN_TIME_LIMIT:-1140}"
TARGET_TIMEOUT="${SCAN_TARGET_TIMEOUT:-300}"
DEMO_PASSWORD='refocus-demo'

WORK=''
SERVER_PID=''
PG_ADMIN_URL=''
PG_DATABASE=''
PG_URL=''
RESULTS='' # one tab-separated line per target, for the summary
START_SECONDS=$SECONDS

log() { printf '[scan] %s\n' "$*" >&2; }
die() {
  log "error: $*"
  exit 3
}

# --- setup ---------------------------------------------------------------------------------

check_tools() {
  local tool
  for tool in sqlmap node curl timeout; do
    command -v "$tool" >/dev/null || die "$tool is not installed (sqlmap: apt-get install sqlmap)"
  done
}

# Rebuilds only when a source file is newer than the bundle, so reruns start at once.
build_server_if_needed() {
  local bundle="$ROOT/apps/server/dist/main.js"
  if [[ ! -f $bundle ]] ||
    [[ -n $(find "$ROOT/apps/server/src" "$ROOT/packages/contract/src" -newer "$bundle" -print -quit) ]]; then
    log 'building the server'
    (cd "$ROOT" && npm run build -w apps/server >/dev/null)
  fi
}

make_work_dir() {
  WORK="$(mktemp -d "${TMPDIR:-/tmp}/refocus-sqlmap.XXXXXX")"
  RESULTS="$WORK/results.tsv"
  : >"$RESULTS"
  # sqlmap imports --preprocess scripts as Python modules: it wants an __init__.py beside them.
  mkdir -p "$WORK/hooks"
  cp "$ROOT/bench/security/sqlmap-reset-state.py" "$WORK/hooks/reset_state.py"
  : >"$WORK/hooks/__init__.py"
  log "work directory: $WORK"
}

# Runs on every exit, also on Ctrl-C or a failed step: no server or database is left behind.
cleanup() {
  stop_server
  drop_postgres_database
  # Findings keep their evidence (sqlmap logs and traffic) for whoever fixes them.
  if [[ -n $WORK && -z ${SCAN_KEEP:-} && ! -s $WORK/findings.txt ]]; then
    rm -rf "$WORK"
  elif [[ -n $WORK ]]; then
    log "sqlmap logs and traffic kept in $WORK"
  fi
}

# --- server and database -------------------------------------------------------------------

# Node runs the pg client of the workspace, so the script needs no psql.
pg_query() { # <connection url> <sql>
  (cd "$ROOT/apps/server" && node --input-type=module -e '
    import pg from "pg";
    const client = new pg.Client({ connectionString: process.argv[1] });
    await client.connect();
    try { await client.query(process.argv[2]); } finally { await client.end(); }
  ' "$1" "$2")
}

# A new, empty database beside the one SCAN_DATABASE_URL names; its URL goes to PG_URL.
create_postgres_database() { # <url of an existing database>
  PG_ADMIN_URL="$1"
  pg_query "$PG_ADMIN_URL" "create database refocus_sqlmap_$$" || die "cannot create a database on $1"
  PG_DATABASE="refocus_sqlmap_$$"
  PG_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' \
    "$PG_ADMIN_URL" "$PG_DATABASE")"
}

drop_postgres_database() {
  if [[ -n $PG_DATABASE ]]; then
    pg_query "$PG_ADMIN_URL" "drop database if exists $PG_DATABASE with (force)" ||
      log "could not drop database $PG_DATABASE"
    PG_DATABASE=''
  fi
}

start_server() { # <label> <database url or empty>
  local dir="$WORK/$1"
  mkdir -p "$dir/data"
  # Sign-ups are rate limited per address: the scan signs up hundreds of accounts. It also
  # creates thousands of listings as one seller, far past the daily cap.
  PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$dir/data" DATABASE_URL="$2" SEED_DEMO=true \
    SIGNUPS_PER_10_MINUTES=1000000 LISTINGS_PER_DAY=1000000 LOG_LEVEL=warn \
    TOKEN_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')" \
    node "$ROOT/apps/server/dist/main.js" >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
  local waited=0
  until curl -sf "$BASE/api/ready" >/dev/null; do
    kill -0 "$SERVER_PID" 2>/dev/null || die "server exited (port $PORT taken?); see $dir/server.log"
    ((waited++ < 600)) || die 'server did not become ready in 60 s'
    sleep 0.1
  done
}

stop_server() {
  if [[ -n $SERVER_PID ]]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=''
  fi
}

# --- API helpers ---------------------------------------------------------------------------

api() { # <method> <path> [token] [json body]; prints the answer, fails on an HTTP error
  local args=(-sS --fail-with-body -X "$1" "$BASE$2")
  [[ -n ${3:-} ]] && args+=(-H "authorization: Bearer $3")
  [[ -n ${4:-} ]] && args+=(-H 'content-type: application/json' --data "$4")
  curl "${args[@]}"
}

json() { # <JavaScript expression over d>: reads JSON on stdin, prints the expression
  node -e 'const d = JSON.parse(require("fs").readFileSync(0, "utf8"));
    process.stdout.write(String(new Function("d", "return " + process.argv[1])(d)))' "$1"
}

sign_in() { # <email> <password>
  api POST /api/auth/login '' "{\"email\":\"$1\",\"password\":\"$2\"}" | json d.accessToken
}

# Everything the targets refer to: tokens, ids, and a few accounts and bookings of the scan's own.
prepare_fixtures() {
  ADMIN_TOKEN="$(sign_in admin@refocus.demo "$DEMO_PASSWORD")"
  SELLER_TOKEN="$(sign_in maya@refocus.demo "$DEMO_PASSWORD")"
  BUYER_TOKEN="$(sign_in ben@refocus.demo "$DEMO_PASSWORD")"

  local listings
  listings="$(api GET '/api/me/products?limit=3' "$SELLER_TOKEN")"
  PRODUCT_ID="$(json 'd[0]._id' <<<"$listings")"         # read, edited, deleted (by a non-owner)
  BOOKED_PRODUCT_ID="$(json 'd[1]._id' <<<"$listings")"  # booked again and again (POST /api/orders)
  PENDING_PRODUCT_ID="$(json 'd[2]._id' <<<"$listings")" # holds the booking PATCH /api/orders scans
  IMAGE_URL="$(json 'd[0].imgURL' <<<"$listings")"        # /api/images/<id>/<file>
  IMAGE_PATH="${IMAGE_URL%/*}"
  IMAGE_FILE="${IMAGE_URL##*/}"

  ORDER_ID="$(api POST /api/orders "$BUYER_TOKEN" \
    "{\"productId\":\"$PENDING_PRODUCT_ID\",\"phoneNumber\":\"+1 415 555 0100\",\"location\":\"Oakland, CA\"}" |
    json d._id)"

  # Accounts of the scan's own: the login scan blocks its account, the DELETE scans delete theirs.
  LOGIN_EMAIL='scan-login@refocus.test'
  LOGIN_PASSWORD='scan-login-password'
  api POST /api/auth/signup '' \
    "{\"name\":\"Scan Login\",\"email\":\"$LOGIN_EMAIL\",\"password\":\"$LOGIN_PASSWORD\"}" >/dev/null
  REFRESH_COOKIE="$(curl -sS --fail-with-body -o /dev/null -D - -X POST "$BASE/api/auth/login" \
    -H 'content-type: application/json' \
    --data "{\"email\":\"$LOGIN_EMAIL\",\"password\":\"$LOGIN_PASSWORD\"}" |
    sed -n 's/^set-cookie: \(refocus_refresh=[^;]*\).*/\1/Ip')"
  [[ -n $REFRESH_COOKIE ]] || die 'no refresh cookie after sign-in'

  # Read by the --preprocess hook (sqlmap-reset-state.py).
  export SCAN_BASE_URL="$BASE" SCAN_BUYER_TOKEN="$BUYER_TOKEN" SCAN_BOOKED_PRODUCT_ID="$BOOKED_PRODUCT_ID"
  export SCAN_THROWAWAY_BUYER='throwaway-buyer@refocus.test'
  export SCAN_THROWAWAY_SELLER='throwaway-seller@refocus.test'
}

# --- sqlmap --------------------------------------------------------------------------------

TARGET_NUMBER=0
DEADLINE=0

# Runs sqlmap on one target and records: outcome, parameters tested, answers by HTTP status.
scan() { # <label> <description> <sqlmap arguments...>
  local label="$1" what="$2"
  shift 2
  if [[ -n ${SCAN_ONLY:-} ]] && ! grep -qE -- "$SCAN_ONLY" <<<"$what"; then return; fi
  TARGET_NUMBER=$((TARGET_NUMBER + 1))
  local dir
  dir="$WORK/$label/target-$(printf %02d "$TARGET_NUMBER")"
  mkdir -p "$dir"
  local budget=$((DEADLINE - SECONDS))
  ((budget > TARGET_TIMEOUT)) && budget=$TARGET_TIMEOUT
  if ((budget < 10)); then
    record "$label" "$what" 'NOT SCANNED (time limit)' '' '' 0
    return
  fi

  local started=$SECONDS status=0
  # --ignore-code: sqlmap aborts on a 401 and on some 404s by default; here they are
  # ordinary answers (wrong password, unknown id), as is 429 from the login throttle.
  timeout "$budget" sqlmap --batch --disable-coloring --flush-session \
    --level="$LEVEL" --risk="$RISK" --dbms="$DBMS" \
    --output-dir="$dir/output" -t "$dir/traffic.txt" \
    --ignore-code=401,403,404,409,429 \
    "$@" >"$dir/sqlmap.log" 2>&1 </dev/null || status=$?
  local seconds=$((SECONDS - started))

  local outcome
  if grep -q 'identified the following injection point' "$dir/sqlmap.log"; then
    outcome='INJECTABLE'
    # sqlmap's own account of it: parameter, technique and payload, between two --- lines.
    {
      echo "== $label: $what ($dir)"
      awk '/identified the following injection point/ {on = 1} on {print} on && /^---$/ && ++n == 2 {exit}' \
        "$dir/sqlmap.log"
    } >>"$WORK/findings.txt"
  elif ((status == 124)); then
    outcome='INCOMPLETE (time limit)'
  elif grep -q 'all tested parameters do not appear to be injectable' "$dir/sqlmap.log"; then
    outcome='not injectable'
    # Answers that echo the input (a created listing) can look like a boolean injection to
    # sqlmap's page comparison; it then re-checks them itself. Counted to show they happened.
    local rejected
    rejected="$(grep -c 'false positive or unexploitable injection point detected' "$dir/sqlmap.log" || true)"
    ((rejected == 0)) || outcome+=" ($rejected candidate(s) rejected by sqlmap's false-positive check)"
  else
    outcome="ERROR: $(grep -m1 -E '\[(CRITICAL|ERROR)\]' "$dir/sqlmap.log" | sed 's/^\[[^]]*\] //' || true)"
  fi
  local parameters answers
  parameters="$(grep -oE "testing for SQL injection on .*parameter '[^']+'" "$dir/sqlmap.log" |
    sed -E "s/.*on (.*)parameter '([^']+)'/\1\2/; s/^\(custom\) //" | paste -sd, - | sed 's/,/, /g' || true)"
  answers="$(grep -aoE '^HTTP response \[#[0-9]+\] \([0-9]+' "$dir/traffic.txt" 2>/dev/null |
    sed 's/.*(//' | sort | uniq -c | awk '{printf "%s%s×%s", sep, $2, $1; sep=", "}' || true)"
  record "$label" "$what" "$outcome" "$parameters" "$answers" "$seconds"
  log "$label  $what  →  $outcome  (${seconds}s)"
}

record() { # <dialect> <target> <outcome> <parameters> <answers> <seconds>
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$RESULTS"
}

# The targets. Each uses a template request that gives sqlmap a stable, successful answer to
# compare with, from a user who may make it (otherwise the SQL behind the check is never hit).
scan_all_targets() { # <label>
  local l="$1"
  local admin=(-H "Authorization: Bearer $ADMIN_TOKEN")
  local seller=(-H "Authorization: Bearer $SELLER_TOKEN")
  local buyer=(-H "Authorization: Bearer $BUYER_TOKEN")
  # User-Agent and Referer (tested from level 3 on) and Host (level 5) never reach SQL:
  # testing them on the first target is enough, on all of them would double the scan time.
  local quiet=('--skip=user-agent,referer,host')

  # Read-only targets first: the writes below change what the catalogue lists.
  scan "$l" 'GET /api/products (query)' \
    -u "$BASE/api/products?q=canon&category=1&minPrice=100&maxPrice=5000&sort=newest&page=1&limit=5"
  # With a * marker in the path sqlmap tests only marked places, so the query is marked too.
  scan "$l" 'GET /api/category/{id} (path, query)' "${quiet[@]}" \
    -u "$BASE/api/category/1*?page=1*&limit=5*"
  scan "$l" 'GET /api/products/{id} (path)' "${quiet[@]}" -u "$BASE/api/products/$PRODUCT_ID*"
  scan "$l" 'GET /api/images/{id}/{file} (path)' "${quiet[@]}" -u "$BASE$IMAGE_PATH*/$IMAGE_FILE*"
  # As the admin and about someone else: only then is the email looked up in the database.
  scan "$l" 'GET /api/user/admin/{email} (path)' "${quiet[@]}" "${admin[@]}" \
    -u "$BASE/api/user/admin/maya@refocus.demo*"
  scan "$l" 'GET /api/user/seller/{email} (path)' "${quiet[@]}" "${admin[@]}" \
    -u "$BASE/api/user/seller/maya@refocus.demo*"
  scan "$l" 'GET /api/user/all-sellers (query)' "${quiet[@]}" "${admin[@]}" \
    -u "$BASE/api/user/all-sellers?page=1&limit=5"
  scan "$l" 'GET /api/user/all-buyers (query)' "${quiet[@]}" "${admin[@]}" \
    -u "$BASE/api/user/all-buyers?page=1&limit=5"
  scan "$l" 'GET /api/me/products (query)' "${quiet[@]}" "${seller[@]}" \
    -u "$BASE/api/me/products?page=1&limit=5"
  scan "$l" 'GET /api/me/bookings (query)' "${quiet[@]}" "${seller[@]}" \
    -u "$BASE/api/me/bookings?page=1&limit=5"
  scan "$l" 'GET /api/me/orders (query)' "${quiet[@]}" "${buyer[@]}" \
    -u "$BASE/api/me/orders?page=1&limit=5"

  # A pending booking cannot become completed: the same 409 every time, after the lookup
  # of the id, and the booking stays as it is for the next request.
  scan "$l" 'PATCH /api/orders/{id} (path, JSON body)' "${quiet[@]}" "${seller[@]}" \
    --method=PATCH -u "$BASE/api/orders/$ORDER_ID*" --data '{"status":"completed"}'
  scan "$l" 'PATCH /api/products/{id} (path, JSON body)' "${quiet[@]}" "${seller[@]}" \
    --method=PATCH -u "$BASE/api/products/$PRODUCT_ID*" \
    --data '{"name":"Canon EOS R6 Mark II","location":"Oakland, CA","condition":"Excellent",
      "description":"Scanned body.","resalePrice":1700,"status":"available"}'
  # The buyer may not delete the seller's listing: a stable 403 after the id is looked up.
  # As the owner the first request would delete it and every later one answer 404.
  scan "$l" 'DELETE /api/products/{id} (path)' "${quiet[@]}" "${buyer[@]}" \
    --method=DELETE -u "$BASE/api/products/$PRODUCT_ID*"
  # The hook signs the throwaway account up again after each deletion.
  local hook=(--preprocess="$WORK/hooks/reset_state.py")
  scan "$l" 'DELETE /api/user/all-buyers/{email} (path)' "${quiet[@]}" "${admin[@]}" "${hook[@]}" \
    --method=DELETE -u "$BASE/api/user/all-buyers/$SCAN_THROWAWAY_BUYER*"
  scan "$l" 'DELETE /api/user/all-sellers/{email} (path)' "${quiet[@]}" "${admin[@]}" "${hook[@]}" \
    --method=DELETE -u "$BASE/api/user/all-sellers/$SCAN_THROWAWAY_SELLER*"

  # JSON bodies: sqlmap finds the JSON and tests every value in it.
  # The hook cancels the previous booking, so each request inserts a new one.
  scan "$l" 'POST /api/orders (JSON body)' "${quiet[@]}" "${buyer[@]}" "${hook[@]}" \
    -u "$BASE/api/orders" \
    --data "{\"productId\":\"$BOOKED_PRODUCT_ID\",\"phoneNumber\":\"+1 415 555 0100\",\"location\":\"Oakland, CA\"}"
  local listing="{\"name\":\"Scan camera\",\"imgURL\":\"$IMAGE_URL\",\"categoryId\":1,"
  listing+='"location":"Oakland, CA","resalePrice":500,"originalPrice":900,"yearOfUse":2,'
  listing+='"condition":"Good","sellerName":"Maya Chen","sellerNumber":"+1 415 555 0134",'
  listing+='"yearOfPurchase":2023,"description":"A camera listed by the scan."}'
  scan "$l" 'POST /api/products (JSON body)' "${quiet[@]}" "${seller[@]}" \
    -u "$BASE/api/products" --data "$listing"
  scan "$l" 'PATCH /api/auth/profile (JSON body)' "${quiet[@]}" "${buyer[@]}" \
    --method=PATCH -u "$BASE/api/auth/profile" \
    --data '{"displayName":"Ben Carter","photoURL":"https://example.com/ben.jpg"}'
  scan "$l" 'POST /api/user (JSON body)' "${quiet[@]}" "${buyer[@]}" \
    -u "$BASE/api/user" --data '{"name":"Ben Carter","email":"ben@refocus.demo","seller":false}'
  # A new address for every request (--randomize), so each sign-up really inserts an account.
  scan "$l" 'POST /api/auth/signup (JSON body)' "${quiet[@]}" --randomize=email \
    -u "$BASE/api/auth/signup" \
    --data '{"name":"Scan Person","email":"scanperson@refocus.test","password":"scan-password","seller":false}'
  # The refresh token is hashed before it is looked up; the first request rotates it, later
  # ones answer 401 (a replaced token), which is still a lookup of the presented value.
  # An empty JSON body: without one sqlmap sends a form content type, which the server refuses.
  scan "$l" 'POST /api/auth/token (cookie)' "${quiet[@]}" --drop-set-cookie \
    -u "$BASE/api/auth/token" --data '{}' -H 'Content-Type: application/json' --cookie="$REFRESH_COOKIE"
  # Last: wrong passwords trip the login throttle (429 for this address for 15 minutes).
  scan "$l" 'POST /api/auth/login (JSON body)' "${quiet[@]}" \
    -u "$BASE/api/auth/login" --data "{\"email\":\"$LOGIN_EMAIL\",\"password\":\"$LOGIN_PASSWORD\"}"
}

scan_dialect() { # <label> <sqlmap dbms name> <database url or empty> <dialects still to scan>
  local label="$1" database_url="$3"
  DBMS="$2"
  # Each dialect gets an equal share of what is left of the time limit.
  DEADLINE=$((SECONDS + (TIME_LIMIT - (SECONDS - START_SECONDS)) / $4))
  log "$label: starting the server"
  start_server "$label" "$database_url"
  prepare_fixtures
  log "$label: scanning (level $LEVEL, risk $RISK, dbms $DBMS)"
  local started=$SECONDS
  scan_all_targets "$label"
  log "$label: scanned in $((SECONDS - started)) s"
  local server_errors
  server_errors="$(grep -cE '"level":(50|60)' "$WORK/$label/server.log" || true)"
  record "$label" '(server log: errors logged)' "$server_errors" '' '' "$((SECONDS - started))"
  stop_server
}

# --- report --------------------------------------------------------------------------------

print_summary() {
  echo
  echo "sqlmap $(sqlmap --version 2>/dev/null | head -1), level $LEVEL, risk $RISK — $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo '| Dialect | Target | Outcome | Parameters tested | Answers (HTTP status × count) | Seconds |'
  echo '|---|---|---|---|---|---|'
  awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6}' "$RESULTS"
  echo
  echo "Total: $((SECONDS - START_SECONDS)) s"
  if [[ -s $WORK/findings.txt ]]; then
    echo
    echo 'Injection points found:'
    cat "$WORK/findings.txt"
  fi
}

exit_status() {
  if cut -f3 "$RESULTS" | grep -q '^INJECTABLE'; then
    log 'sqlmap found an injectable parameter: see the table above'
    return 1
  elif cut -f3 "$RESULTS" | grep -qE '^(ERROR|INCOMPLETE|NOT SCANNED)'; then
    log 'nothing injectable found, but not every target was scanned completely'
    return 2
  fi
  log 'no injectable parameter found'
}

main() {
  check_tools
  build_server_if_needed
  make_work_dir
  trap cleanup EXIT
  trap 'exit 130' INT TERM
  local dialects=1
  if [[ -n ${SCAN_DATABASE_URL:-} ]]; then
    # Created up front so a bad URL fails before the long SQLite pass, not after it.
    create_postgres_database "$SCAN_DATABASE_URL"
    dialects=2
  fi
  scan_dialect sqlite SQLite '' "$dialects"
  if [[ -n $PG_URL ]]; then
    scan_dialect postgres PostgreSQL "$PG_URL" 1
    drop_postgres_database
  fi
  print_summary
  exit_status
}

# Sourcing the file (to try one function) defines the steps without running them.
if [[ ${BASH_SOURCE[0]} == "$0" ]]; then main "$@"; fi
