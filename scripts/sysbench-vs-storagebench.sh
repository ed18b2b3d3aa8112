#!/usr/bin/env bash
# Runs real sysbench and storagebench's sysbench workload against one throwaway server, test by test, and prints
# the QPS ratio (storagebench / sysbench) of every test both have (for scan: Krows/s per scan).
#
# Installs nothing. Needs: sysbench (Debian's 1.0.20: apt-get install -y sysbench), java, python3, the CLI jar
# (./mvnw -pl benchmarks -am package -DskipTests), and the server: PostgreSQL's initdb, pg_ctl and psql on the PATH
# (or PG_BIN=dir), or MariaDB's mariadbd, mariadb-install-db and mariadb (and the MyRocks plugin for -e
# mariadb-myrocks). storagebench's JVM gets the launcher's options (scripts/jvm-options.sh), then
# STORAGEBENCH_JAVA_OPTS, as ./storagebench does.
#
# -e picks the server: postgres (the default), mariadb-innodb or mariadb-myrocks. The server starts as
# storagebench's managed one does, with the engine's default profile read from its files (engines/postgres, or
# engines/mysql for the flavour) and a 1 GB cache. A MariaDB server gets utf8mb4_bin as its charset, so sysbench's
# tables get storagebench's; sysbench uses its mysql driver with --mysql-storage-engine, storagebench the engine of
# that name over the server's URL.
#
# Both tools load the same table shape the same way (k uniform: sysbench gets --rand-type=uniform, because 1.0.20
# defaults to the skewed "special"), quiesce the same way after the load (WAL flush, VACUUM ANALYZE, CHECKPOINT), and
# exclude the same warmup: sysbench 1.0.20 has no --warmup-time, so each of its tests first runs for the warmup seconds,
# discarded, then for the measured seconds. storagebench skips point-query.warm (-p warm=false), which sysbench has no
# twin of here. The default warmup is 10 s, not the reference's 5: on a 2-core machine that both tools saturate, the JVM
# needs 5-10 s to compile a new test's code paths (pgjdbc's result handling is recompiled for each new statement mix),
# and the goal is to compare the two clients at steady state, as 600 s tests do.
#
# Small servers drift within minutes, so the two tools are interleaved: every test is a pair of runs, one
# per tool, each on a freshly loaded table, repeated -n times with the order swapped each time (sysbench first, then
# storagebench first, ...). A test's ratio is the median of its pairs' ratios; the range of the pairs' ratios, the
# number of pairs storagebench was faster in, and sysbench's own spread (slowest to fastest of its runs) say how far
# a ratio can be trusted (how much, on a 2-vCPU VM: docs/sysbench-vs-storagebench.md, "How precise it is").
#
# The summary also gives each tool's CPU per query, the host's and its own, and the ratio of what is left (the
# server's share): where the QPS ratio is off but the server's share is not, the two clients differ, not the work
# the server is asked to do. -m runs sysbench with glibc's heap trimming off (MALLOC_TRIM_THRESHOLD_, MALLOC_TOP_PAD_):
# libpq allocates each result anew and glibc returns the memory after each large result, which costs sysbench's
# client page faults and kernel time on every query of read-only_range=10000. Off by default: the reference as
# shipped.
#
# -M starts the server with glibc's heap trimming off in every backend. A backend gives memory back after a query
# when the free space at the top of its heap passes a threshold that glibc raises as it goes, and whether a
# 1000-row sort's memory passes it turns on a few KB: libpq asks for binary results and pgjdbc for text, and in
# read-only-order the backends serving storagebench gave their memory back after each sort (page faults on the next)
# while sysbench's did not, so the server spent more per query for storagebench. With -M neither does, so the ratio is
# the clients' and the counting's alone. Off by default: the server as shipped.
#
# -c SERVER:CLIENT splits the CPUs (taskset lists, e.g. -c 0:1): the server on SERVER, each tool, its load included,
# on CLIENT. Without it the clients share every CPU with the server, as on a small server at full load, and a client's
# own CPU per query shows in its QPS: pgjdbc's is above libpq's on 100-row results. With the split a client's
# CPU no longer adds to the server's, which tells a client difference from a counting one; but a server squeezed onto
# few CPUs waits on the client for large results and shares them with its own background work, so it is a diagnostic,
# not the comparison. A JVM on one CPU picks the Serial GC; that is the JVM's own choice.
#
# -A runs sysbench on both sides of every pair (an A/A run): nothing differs between the two sides, so its ratios are
# this machine's noise under the same protocol, the yardstick for the real run's. A test whose ratio in the real run
# lies inside what the A/A run shows for it is not told apart from 1 on this machine. Needs no jar.
#
# -I SLICE interleaves the two tools instead of running them one after the other: each has its own table (sysbench's in
# database sbtest, the other's in sbtest_b), loaded and quiesced as above (on MyRocks, whose tables share one LSM tree
# that the second load reshapes, the tree is then compacted fully with both tools held, so that both tables sit in L6
# alike: see even_out), and both run at once, but only one at a time is let go: scripts/sysbench/interleave.py stops
# both (SIGSTOP), warms each up alone for -w seconds, then gives them turns of SLICE seconds, A B B A, A B B A, ...,
# until each has had -s seconds of turns, and counts each turn's queries on the server: MariaDB's Questions counter, or
# on PostgreSQL pg_stat_statements, which the server then preloads (one more hook per statement, for both tools). Both
# see the same server and the same drift of the VM, so a group's ratio is free of what moves separate runs; the
# ratio is the two tools' total QPS, and +- is twice the standard error of the groups' ratios (-s 60 -I 3
# gives 11 groups: a turn counts from 0.25 s after its start). -n is the number of interleaved runs per test and thread
# count, 1 unless given: each run is a new load, a new JVM and a new sysbench, and a test's ratio moves from one run
# to the next by more than one run's +- says (the JIT compiles each JVM's code its own way, which is why JMH runs
# forks). With -n 2 or more the ratio is the total over all the runs' turns, +- is twice the standard error of the runs'
# ratios, and `runs` shows their range. A stopped client holds whatever its open transaction holds (row locks on its own
# table; on MariaDB the purge of older row versions waits for it, while PostgreSQL's pruning of the other database's
# table does not), for both tools alike. On MyRocks each side's turns also count RocksDB's point reads (gets/q): a
# covered range read should make none, and a side that makes some read rows it need not, for a whole run, whatever the
# client (docs/sysbench-vs-storagebench.md, range-covered-si). To keep MyRocks from that, the interleaved runs of the
# covered range reads open the tables' instances in the server's table cache with plain statements before the turns
# (see prime_tables); separate runs do not, as the script cannot reach between storagebench's load and its test.
#
# usage: scripts/sysbench-vs-storagebench.sh [-e postgres|mariadb-innodb|mariadb-myrocks] [-t "1 2"] [-r rows]
#            [-s seconds] [-w warmup] [-n repeats] [-l "test,test"] [-m] [-M] [-c server-cpus:client-cpus] [-A]
#            [-I slice-seconds]
set -euo pipefail

threads_list="1 2"
rows=100000
seconds=20
warmup=10
repeats=
keep_heap=false
keep_server_heap=false
cpus=
same_tool=false
interleave=
engine=postgres
# the tests sysbench 1.0.20 has, and those of Mark's scripts that scripts/sysbench/storagebench_extra.lua writes for
# it (range-*, read-only-count, scan); the in-list, points-* and zipfian tests have no twin here
tests="update-index,update-nonindex,write-only,read-write_range=10,read-write_range=100,read-only_range=10,\
read-only_range=100,read-only_range=10000,read-only-simple,read-only-sum,read-only-order,read-only-distinct,\
point-query,delete,insert,range-covered-pk,range-covered-si,range-notcovered-pk,range-notcovered-si,\
read-only-count,scan"
while getopts ":e:t:r:s:w:n:l:mMc:AI:h" opt; do
  case $opt in
    e) engine=$OPTARG ;;
    t) threads_list=$OPTARG ;;
    r) rows=$OPTARG ;;
    s) seconds=$OPTARG ;;
    w) warmup=$OPTARG ;;
    n) repeats=$OPTARG ;;
    l) tests=$OPTARG ;;
    m) keep_heap=true ;;
    M) keep_server_heap=true ;;
    c) cpus=$OPTARG ;;
    A) same_tool=true ;;
    I) interleave=$OPTARG ;;
    h) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    :) echo "sysbench-vs-storagebench: -$OPTARG needs a value (see -h)" >&2; exit 2 ;;
    *) echo "sysbench-vs-storagebench: no option -$OPTARG (see -h)" >&2; exit 2 ;;
  esac
done

root=$(cd "$(dirname "$0")/.." && pwd)
jvm_options=$("$root/scripts/jvm-options.sh")
jar=${JAR:-$root/benchmarks/target/storagebench.jar}
pg_bin=${PG_BIN:-$(dirname "$(command -v pg_ctl || echo /nonexistent/pg_ctl)")}
fail() { echo "sysbench-vs-storagebench: $*" >&2; exit 2; }
command -v sysbench >/dev/null || fail "sysbench is not installed (apt-get install -y sysbench)"
# settings = a profile that an engine (engines/MODULE) starts its managed server with, include= followed: each
# name=value after PREFIX
profile_settings() { # module profile prefix
  local file=$root/engines/$1/src/main/resources/io/storagebench/engine/$1/profiles/$2.conf
  [ -f "$file" ] || fail "no server profile at $file: run the script from a storagebench checkout"
  mapfile -t settings < <(profile_lines "$file" "$3")
}
profile_lines() { # file prefix; a line "[13+] name=value" is for the server versions in brackets only
  local line range
  while IFS= read -r line || [ -n "$line" ]; do
    if [[ $line == "["*"]"* ]]; then
      range=${line%%]*} line=${line#*]}
      version_holds "$server_version" "${range#[}" || continue
      line=${line#"${line%%[![:space:]]*}"}
    fi
    case $line in
      "#"* | "") ;;
      include=*) profile_lines "$(dirname "$1")/${line#include=}.conf" "$2" ;;
      *) echo "$2$line" ;;
    esac
  done <"$1"
}
# the engines' profiles' version ranges: [13+], [-12], [13-16], [10.11]; a bound compares as many components of the
# version as it has, so [-10] holds 10.11.19
version_holds() { # version range
  local lo="" hi=""
  case $2 in
    *+) lo=${2%+} ;;
    -*) hi=${2#-} ;;
    *-*) lo=${2%-*} hi=${2#*-} ;;
    *) lo=$2 hi=$2 ;;
  esac
  { [ -z "$lo" ] || [ "$(version_cmp "$1" "$lo")" -ge 0 ]; } \
    && { [ -z "$hi" ] || [ "$(version_cmp "$1" "$hi")" -le 0 ]; }
}
version_cmp() { # version bound: -1, 0 or 1 over the bound's components
  local IFS=. i
  local -a v=($1) b=($2)
  for ((i = 0; i < ${#b[@]}; i++)); do
    ((10#${v[i]:-0} < 10#${b[i]})) && { echo -1; return; }
    ((10#${v[i]:-0} > 10#${b[i]})) && { echo 1; return; }
  done
  echo 0
}
case $engine in
  postgres)
    [ -x "$pg_bin/initdb" ] && [ -x "$pg_bin/pg_ctl" ] || fail "no initdb/pg_ctl on the PATH; set PG_BIN"
    command -v psql >/dev/null || [ -x "$pg_bin/psql" ] || fail "no psql on the PATH or in PG_BIN"
    psql_bin=$(command -v psql || echo "$pg_bin/psql")
    ;;
  mariadb-innodb | mariadb-myrocks)
    PATH=$PATH:/usr/sbin
    for tool in mariadbd mariadb-install-db mariadb; do
      command -v "$tool" >/dev/null || fail "no $tool on the PATH (apt-get install -y mariadb-server)"
    done
    [ "$engine" = mariadb-innodb ] || compgen -G "/usr/lib/mysql/plugin/ha_rocksdb.so" >/dev/null \
      || fail "no MyRocks plugin (apt-get install -y mariadb-plugin-rocksdb)"
    ;;
  *) fail "-e takes postgres, mariadb-innodb or mariadb-myrocks, not '$engine'" ;;
esac
if [ -n "$interleave" ]; then
  [[ $interleave =~ ^[0-9]+([.][0-9]+)?$ ]] && python3 -c "import sys; sys.exit(float('$interleave') < 1)" \
    || fail "-I takes the seconds of a turn, 1 or more, not '$interleave'"
fi
command -v python3 >/dev/null || fail "python3 is needed to read the result bundles"
$same_tool || [ -f "$jar" ] || fail "no $jar: build it with ./mvnw -B -ntp -pl benchmarks -am package -DskipTests"
# the sysbench command of each storagebench test: the script and options mytools' run.sh maps its name to
extra=$root/scripts/sysbench/storagebench_extra.lua
sysbench_of() {
  local only="--simple_ranges=0 --sum_ranges=0 --order_ranges=0 --distinct_ranges=0 --range_size=1000"
  case $1 in
    point-query) echo "oltp_point_select --skip_trx=on" ;;
    read-only_range=*) echo "oltp_read_only --range_size=${1#*=}" ;;
    read-only-simple) echo "oltp_read_only ${only/--simple_ranges=0/--simple_ranges=1}" ;;
    read-only-sum) echo "oltp_read_only ${only/--sum_ranges=0/--sum_ranges=1}" ;;
    read-only-order) echo "oltp_read_only ${only/--order_ranges=0/--order_ranges=1}" ;;
    read-only-distinct) echo "oltp_read_only ${only/--distinct_ranges=0/--distinct_ranges=1}" ;;
    read-write_range=*) echo "oltp_read_write --range_size=${1#*=}" ;;
    write-only) echo "oltp_write_only" ;;
    update-index) echo "oltp_update_index" ;;
    update-nonindex) echo "oltp_update_non_index" ;;
    delete) echo "oltp_delete" ;;
    insert) echo "oltp_insert" ;;
    range-covered-pk) echo "$extra --shape=range --random-points=100" ;;
    range-covered-si) echo "$extra --shape=range --random-points=100 --on-id=false" ;;
    range-notcovered-pk) echo "$extra --shape=range --random-points=100 --covered=false" ;;
    range-notcovered-si) echo "$extra --shape=range --random-points=100 --on-id=false --covered=false" ;;
    read-only-count) echo "$extra --shape=count --range-size=1000" ;;
    scan) echo "$extra --shape=scan" ;;
    *) return 1 ;;
  esac
}
IFS=, read -r -a test_list <<<"$tests"
for t in "${test_list[@]}"; do sysbench_of "$t" >/dev/null || fail "no sysbench equivalent for test '$t'"; done
# pairs of separate runs: 3; interleaved runs: 1
repeats=${repeats:-$([ -n "$interleave" ] && echo 1 || echo 3)}
[[ $repeats =~ ^[1-9][0-9]*$ ]] || fail "-n must be a positive number of repeats, not '$repeats'"
on_server=()
on_client=()
if [ -n "$cpus" ]; then
  [[ $cpus =~ ^[0-9,-]+:[0-9,-]+$ ]] || fail "-c takes SERVER:CLIENT CPU lists, as -c 0:1 or -c 0-3:4-7, not '$cpus'"
  command -v taskset >/dev/null || fail "-c needs taskset (util-linux)"
  server_cpus=${cpus%%:*}
  client_cpus=${cpus#*:}
  for list in "$server_cpus" "$client_cpus"; do
    taskset -c "$list" true 2>/dev/null || fail "-c: CPU list '$list' is not usable on this machine"
  done
  on_server=(taskset -c "$server_cpus")
  on_client=(taskset -c "$client_cpus")
fi

work=$(mktemp -d /tmp/sysbench-vs-storagebench.XXXXXX)
prepare_options=()
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
no_trim=(env MALLOC_TRIM_THRESHOLD_=268435456 MALLOC_TOP_PAD_=67108864)
server_env=()
if $keep_server_heap; then
  server_env=("${no_trim[@]}")
fi
# Per engine: start the server (stopped on exit), and define sql (statements on sbtest), the sysbench driver's
# options, storagebench's engine options, and postwrite, which does what storagebench's quiesce does for the engine
if [ "$engine" = postgres ]; then
  as_pg=()
  if [ "$(id -u)" = 0 ]; then
    # initdb and postgres refuse root
    as_pg=(runuser -u postgres --)
    chown postgres: "$work"
  fi
  pgdata=$work/pgdata
  stop() {
    "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pgdata" -m fast -w stop >/dev/null 2>&1 || true
  }
  trap stop EXIT
  "${as_pg[@]}" "$pg_bin/initdb" -D "$pgdata" -U postgres --auth=trust -E UTF8 --locale=C --no-sync >"$work/initdb.log"
  # the postgres engine's default profile, as its managed server runs it: no parallel query, no JIT, and Mark's
  # checkpoints and autovacuum (awake every 10 s, at 5% of a table dead, where the server's defaults are a minute
  # and 20%: the delete and write tests leave dead rows for it to clean)
  server_version=$("$pg_bin/postgres" --version | grep -oE '[0-9]+(\.[0-9]+)+' | head -1) || true
  profile_settings postgres default ""
  printf '%s\n' "# storagebench's default profile (sysbench-vs-storagebench.sh)" "${settings[@]}" \
    >>"$pgdata/postgresql.conf"
  "${on_server[@]}" "${as_pg[@]}" "${server_env[@]}" "$pg_bin/pg_ctl" -D "$pgdata" -l "$work/postgres.log" -w \
    -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c shared_buffers=1GB -c max_connections=200 \
    ${interleave:+-c shared_preload_libraries=pg_stat_statements}" start >/dev/null \
    || fail "PostgreSQL did not start: see $work/postgres.log"
  psql() { "$psql_bin" -X -q -h 127.0.0.1 -p "$port" -U postgres "$@"; }
  # on the database in db: sbtest, or sbtest_b for the other tool of an interleaved run
  sql() { local a=() q; for q in "$@"; do a+=(-c "$q"); done; psql -d "${db:-sbtest}" "${a[@]}" >/dev/null; }
  server_pid() { head -1 "$pgdata/postmaster.pid"; }
  psql -d postgres -c "CREATE DATABASE sbtest"
  if [ -n "$interleave" ]; then
    # interleave.py counts each turn's statements in pg_stat_statements, from the postgres database
    psql -d postgres -c "CREATE DATABASE sbtest_b" -c "CREATE EXTENSION pg_stat_statements"
  fi
  echo "PostgreSQL $(psql -d sbtest -At -c 'SHOW server_version') on 127.0.0.1:$port, data in $work"
  driver=(--db-driver=pgsql --pgsql-host=127.0.0.1 --pgsql-port="$port" --pgsql-user=postgres --pgsql-db=sbtest)
  engine_options=(-o "jdbc-url=jdbc:postgresql://127.0.0.1:$port/sbtest" -o user=postgres)
  engine_options_b=(-o "jdbc-url=jdbc:postgresql://127.0.0.1:$port/sbtest_b" -o user=postgres)
  # postwrite as storagebench's PostgreSQL quiesce runs it: on a session with synchronous commits, a commit that
  # flushes the WAL, then VACUUM ANALYZE and CHECKPOINT. Right after a load with synchronous_commit=off, VACUUM cannot
  # mark the pages of rows whose commit is not yet flushed all-visible, and it left a random share of the heap out of
  # the visibility map, so covered reads (range-covered-si) ran at one of two speeds depending on the load.
  postwrite() {
    sql "SET synchronous_commit = on" "SELECT pg_logical_emit_message(true, 'postwrite', 'flush')" \
      "VACUUM (ANALYZE, INDEX_CLEANUP ON) sbtest1" "CHECKPOINT"
  }
  # each database's tables are files of their own: loading one leaves the other's as it was
  even_out() { :; }
  prime_tables() { :; }
else
  flavour=${engine#mariadb-}
  server_version=$(mariadbd --version | grep -oE 'Ver [0-9]+(\.[0-9]+)+' | head -1) || true
  server_version=${server_version#Ver }
  profile_settings mysql "$flavour/default" --
  if [ "$flavour" = myrocks ]; then
    settings+=(--plugin-load-add=ha_rocksdb --rocksdb-block-cache-size=1G)
  else
    settings+=(--innodb-buffer-pool-size=1G)
  fi
  mysql_user=()
  if [ "$(id -u)" = 0 ]; then
    # mariadbd refuses root
    mysql_user=(--user=mysql)
    chown mysql: "$work"
  fi
  mariadb-install-db --no-defaults --datadir="$work/mariadb-data" --auth-root-authentication-method=normal \
    --skip-test-db "${mysql_user[@]}" >"$work/install-db.log" 2>&1 || fail "mariadb-install-db failed: see $work"
  client() { mariadb --no-defaults -h 127.0.0.1 -P "$port" -u root "$@"; }
  stop() {
    client -e "SHUTDOWN" >/dev/null 2>&1 || true
    wait 2>/dev/null || true
  }
  trap stop EXIT
  # the tables in storagebench's charset for both tools: utf8mb4 with the binary collation
  "${on_server[@]}" "${server_env[@]}" mariadbd --no-defaults "${mysql_user[@]}" --datadir="$work/mariadb-data" \
    --socket="$work/mysqld.sock" --pid-file="$work/mysqld.pid" --port="$port" --bind-address=127.0.0.1 \
    --log-error="$work/mariadb.err" --character-set-server=utf8mb4 --collation-server=utf8mb4_bin \
    "${settings[@]}" >"$work/mariadbd.out" 2>&1 &
  for ((i = 0; i < 120; i++)); do
    client -e "SELECT 1" >/dev/null 2>&1 && break
    kill -0 $! 2>/dev/null || fail "mariadbd exited: $(grep -m1 ERROR "$work/mariadb.err" || echo "see $work")"
    sleep 0.5
  done
  client -e "CREATE DATABASE sbtest" || fail "mariadbd did not start: see $work/mariadb.err"
  # on the database in db: sbtest, or sbtest_b for the other tool of an interleaved run
  sql() { local q; for q in "$@"; do client -D "${db:-sbtest}" -e "$q" >/dev/null; done; }
  server_pid() { cat "$work/mysqld.pid"; }
  value() { client -D "${db:-sbtest}" -N -B -e "$1"; }
  echo "MariaDB $(value 'SELECT version()') ($flavour) on 127.0.0.1:$port, data in $work"
  driver=(--db-driver=mysql --mysql-host=127.0.0.1 --mysql-port="$port" --mysql-user=root --mysql-db=sbtest)
  [ -z "$interleave" ] || client -e "CREATE DATABASE sbtest_b"
  # an option of oltp_common.lua alone: the other scripts refuse it
  prepare_options=(--mysql-storage-engine="${flavour/myrocks/rocksdb}")
  engine_options=(-o "jdbc-url=jdbc:mysql://127.0.0.1:$port/sbtest?sslMode=DISABLED" -o user=root)
  engine_options_b=(-o "jdbc-url=jdbc:mysql://127.0.0.1:$port/sbtest_b?sslMode=DISABLED" -o user=root)
  # postwrite as storagebench's MariaDB quiesce runs it: ANALYZE TABLE, then InnoDB writes back every dirty page
  # (dirty-page limits at 0 until none is left, then restored) and MyRocks flushes its memtables, waiting for
  # compaction to settle before and after
  await_zero() { # query
    local i
    for ((i = 0; i < 1200; i++)); do
      [ "$(value "$1" | cut -d. -f1)" -gt 0 ] || return 0
      sleep 0.1
    done
  }
  rocksdb_busy="SELECT coalesce(sum(value), 0) FROM information_schema.rocksdb_cfstats
    WHERE stat_type IN ('MEM_TABLE_FLUSH_PENDING', 'COMPACTION_PENDING', 'NUM_IMMUTABLE_MEM_TABLE')"
  postwrite() {
    sql "ANALYZE TABLE sbtest1"
    if [ "$flavour" = innodb ]; then
      local old
      old=$(value "SELECT @@global.innodb_max_dirty_pages_pct, @@global.innodb_max_dirty_pages_pct_lwm")
      sql "SET GLOBAL innodb_max_dirty_pages_pct_lwm = 0" "SET GLOBAL innodb_max_dirty_pages_pct = 0"
      await_zero "SELECT variable_value FROM information_schema.global_status
        WHERE variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY'"
      sql "SET GLOBAL innodb_max_dirty_pages_pct = ${old%%[[:space:]]*}" \
        "SET GLOBAL innodb_max_dirty_pages_pct_lwm = ${old##*[[:space:]]}"
    else
      await_zero "$rocksdb_busy"
      sql "SET GLOBAL rocksdb_force_flush_memtable_now = 1"
      await_zero "$rocksdb_busy"
    fi
  }
  # after both tools' loads of an interleaved run, with neither running: MyRocks keeps both tables in one LSM tree,
  # and the second load's compactions reshape the first table's files. After sysbench's load its primary key sat in
  # three L0 files, whose index and filter blocks MyRocks pins, while storagebench's, loaded next, was compacted into
  # L6, where each point read looks both blocks up in the block cache: range-notcovered-si (101 primary-key reads a
  # query) cost the server more on the second table with the same client on both. A full compaction of the column
  # family puts both tables in L6, in the same shape (the A/A runs before and after: docs/sysbench-vs-storagebench.md).
  # The levels' files after it go to the file given (SHOW ENGINE ROCKSDB STATUS: L0 has none left).
  even_out() { # levels-file
    [ "$flavour" = myrocks ] || return 0
    sql "SET GLOBAL rocksdb_compact_cf = 'default'" && await_zero "$rocksdb_busy" || return 1
    client -e "SHOW ENGINE ROCKSDB STATUS\G" | sed -n '/Compaction Stats \[default\]/,/^ *Sum /p' \
      | grep '^ *L[0-9]' >"$1" || true
  }
  # then, still with both tools held, the table cache: MariaDB 10.11's MyRocks never reads a prepared statement's
  # covered secondary-index range (range-covered-si) as covered on a table instance that a prepared statement's
  # execution opened (a second session's, beside one in use): the server sends the handler no HA_EXTRA_KEYREAD there,
  # and each of the 101 rows is read again by primary key. After a FLUSH TABLES, two runs in three of two sessions
  # had one such instance, and a side that ran on it was slow for the whole run, whichever the tool; with the
  # instances opened beforehand by plain statements none was (docs/sysbench-vs-storagebench.md). So both tables'
  # old instances are closed and as many as the tools can use at once are opened by plain statements held together.
  # Only for the covered range reads, the tests whose statements the server reads with keyread (range-covered-si;
  # range-covered-pk too, though MyRocks' primary key holds the whole row anyway): in the transactional tests a held
  # client's open transaction would keep FLUSH TABLES waiting.
  prime_tables() { # test instances
    [ "$flavour" = myrocks ] || return 0
    case $1 in range-covered-*) ;; *) return 0 ;; esac
    local d i err pids=()
    # should a held client still hold a table in use, the instances stay as they are
    if ! err=$(client -e "SET SESSION lock_wait_timeout = 10; FLUSH TABLES sbtest.sbtest1, sbtest_b.sbtest1" 2>&1)
    then
      echo "sysbench-vs-storagebench: table cache not primed: $err" >&2
      return 0
    fi
    for d in sbtest sbtest_b; do
      for ((i = 0; i < $2; i++)); do
        db=$d sql "SELECT sleep(2) FROM sbtest1 WHERE id = 1" &
        pids+=($!)
      done
    done
    for i in "${pids[@]}"; do
      wait "$i" || return 1
    done
  }
fi
driver_b=("${driver[@]/%=sbtest/=sbtest_b}")
[ -z "$cpus" ] || echo "server on CPUs $server_cpus, each tool on CPUs $client_cpus"
! $keep_server_heap || echo "server without glibc heap trimming (-M)"

sb=("${on_client[@]}")
if $keep_heap; then
  sb+=("${no_trim[@]}")
fi
sb_b=("${sb[@]}" sysbench "${driver_b[@]}" --tables=1 --table-size="$rows" --rand-type=uniform)
sb+=(sysbench "${driver[@]}" --tables=1 --table-size="$rows" --rand-type=uniform)
qps_of_bundle() {
  python3 - "$1" <<'EOF'
import json, sys
for s in json.load(open(sys.argv[1]))["steps"]:
    if s["name"] != "load" and s.get("headline"):
        cpu = {m["name"]: m["value"] for m in s["metrics"]}
        # CPU is per op, and scan's op is a row: make it per scan, as sysbench's per query
        actor = s["actors"][0]
        per = actor["rows"] / actor["ops"] if s["headline"]["unit"] == "rows" and actor["ops"] else 1
        print(s["name"], s["headline"]["value"], cpu["cpu_us_per_op.host"] * per, cpu["cpu_us_per_op.client"] * per)
EOF
}

results=$work/results.txt
: >"$results"
# sysbench: prepare (multi-row inserts, then the k index), postwrite, warmup run, measured run
run_sysbench() { # threads test repeat [label: sysbench-b for the other side of an A/A pair]
  local cmd opts out qps label=${4:-sysbench}
  read -r -a cmd <<<"$(sysbench_of "$2")"
  opts=("${cmd[@]:1}")
  sql "DROP TABLE IF EXISTS sbtest1"
  "${sb[@]}" oltp_common prepare "${prepare_options[@]}" >"$work/sysbench-prepare.log"
  postwrite
  if [ "$warmup" -gt 0 ]; then
    "${sb[@]}" "${cmd[0]}" --threads="$1" --time="$warmup" "${opts[@]}" run >/dev/null
  fi
  local log=$work/$label-$2-$1-$3.log cpu
  cpu=$(cpu_of "$log" "${sb[@]}" "${cmd[0]}" --threads="$1" --time="$seconds" "${opts[@]}" run)
  read -r qps queries < <(sed -n 's/.*queries: *\([0-9]*\) *(\([0-9.]*\) per sec.).*/\2 \1/p' "$log")
  if [ "$2" = scan ]; then
    # storagebench reports scan as Krows/s per scan, the reference's metric: scans/s per thread x Krows per scan
    qps=$(python3 -c "print($qps / $1 * $rows / 1000)")
  fi
  read -r host client <<<"$cpu"
  echo "$label $1 $2 $3 $qps $(python3 -c "print($host / $queries, $client / $queries)")" >>"$results"
}
# runs a command with its output in a file; prints the host's busy CPU (user + nice + system + irq + softirq, as
# storagebench's host probe counts it) and the command's own CPU over its run, both in microseconds
cpu_of() { # log command...
  python3 - "$@" <<'PY'
import os, subprocess, sys
def busy():
    v = [int(x) for x in open("/proc/stat").readline().split()[1:]]
    return v[0] + v[1] + v[2] + v[5] + v[6]
tick_us = 1e6 / os.sysconf("SC_CLK_TCK")
with open(sys.argv[1], "w") as log:
    before = busy()
    child = subprocess.Popen(sys.argv[2:], stdout=log)
    _, status, usage = os.wait4(child.pid, 0)
    host = (busy() - before) * tick_us
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit(f"{sys.argv[2]} failed: see {sys.argv[1]}")
print(host, (usage.ru_utime + usage.ru_stime) * 1e6)
PY
}
# storagebench: its own load and postwrite, then the test with its warmup
run_storagebench() { # threads test repeat
  local bundle=$work/storagebench-$2-$1-$3.json
  sql "DROP TABLE IF EXISTS sbtest1"
  # shellcheck disable=SC2086
  "${on_client[@]}" java $jvm_options ${STORAGEBENCH_JAVA_OPTS:-} -jar "$jar" \
    run --engine "$engine" "${engine_options[@]}" --workload sysbench --tests "$2" \
    -p rows="$rows" -p threads="$1" -p seconds="$seconds" \
    -p write-seconds="$seconds" -p warmup="$warmup" -p postwrite-wait=0 -p warm=false --work-dir "$work/sb-work" \
    --output "$bundle" --no-progress >"$work/storagebench-$2-$1-$3.log" \
    || fail "storagebench failed on $2 ($1 threads): see $work/storagebench-$2-$1-$3.log"
  qps_of_bundle "$bundle" | while read -r name value host client; do
    echo "storagebench $1 $name $3 $value $host $client"
  done >>"$results"
}
# the other side of each pair: storagebench, or sysbench again in an A/A run
other=storagebench
! $same_tool || other=sysbench-b
run_other() { # threads test repeat
  if $same_tool; then run_sysbench "$@" "$other"; else run_storagebench "$@"; fi
}
# -I: both tools at once, each on its own table, taking turns (interleave.py); one line of results per test
run_interleaved() { # threads test repeat
  local cmd opts logs=$work/interleaved-$2-$1-$3 pa pb out long=$((2 * warmup + 4 * seconds + 600))
  read -r -a cmd <<<"$(sysbench_of "$2")"
  opts=("${cmd[@]:1}")
  sql "DROP TABLE IF EXISTS sbtest1"
  db=sbtest_b sql "DROP TABLE IF EXISTS sbtest1"
  "${sb[@]}" oltp_common prepare "${prepare_options[@]}" >"$logs-sysbench-prepare.log"
  postwrite
  if $same_tool; then
    "${sb_b[@]}" oltp_common prepare "${prepare_options[@]}" >"$logs-sysbench-b-prepare.log"
    db=sbtest_b postwrite
    "${sb_b[@]}" "${cmd[0]}" --threads="$1" --time="$long" "${opts[@]}" run >"$logs-sysbench-b.log" &
    pb=$!
  else
    # its own load and quiesce; the test starts when the load's line is printed (grep -s: the background job may
    # not have opened its log yet)
    # shellcheck disable=SC2086
    "${on_client[@]}" java $jvm_options ${STORAGEBENCH_JAVA_OPTS:-} -jar "$jar" \
      run --engine "$engine" "${engine_options_b[@]}" --workload sysbench --tests "$2" \
      -p rows="$rows" -p threads="$1" -p seconds="$long" \
      -p write-seconds="$long" -p warmup=0 -p postwrite-wait=0 -p warm=false --work-dir "$work/sb-work" \
      --output "$logs-storagebench.json" >"$logs-storagebench.log" 2>&1 &
    pb=$!
    until grep -qs '^load  *ok in' "$logs-storagebench.log"; do
      kill -0 $pb 2>/dev/null || fail "storagebench failed on $2 ($1 threads): see $logs-storagebench.log"
      sleep 0.1
    done
  fi
  # B held at the start of its test (interleave.py lets it go) while the server evens the two tables out
  kill -STOP $pb
  even_out "$logs-levels.txt" \
    || { kill -KILL $pb; fail "MyRocks did not compact the two tables of $2 ($1 threads): see $work"; }
  prime_tables "$2" $(($1 + 2)) \
    || { kill -KILL $pb; fail "could not open the tables of $2 ($1 threads) to prime the table cache: see $work"; }
  "${sb[@]}" "${cmd[0]}" --threads="$1" --time="$long" "${opts[@]}" run >"$logs-sysbench.log" &
  pa=$!
  out=$(PATH=$pg_bin:$PATH python3 "$root/scripts/sysbench/interleave.py" "${engine%%-*}" "$port" $pa $pb \
    "$warmup" "$seconds" "$interleave" "$(server_pid)") \
    || { kill $pa $pb 2>/dev/null; fail "the interleaved run of $2 ($1 threads) failed: see $work"; }
  kill $pa $pb 2>/dev/null || true
  wait $pa $pb 2>/dev/null || true
  echo "$1 $2 $out" >>"$results"
}
! $same_tool || echo "A/A run: sysbench on both sides of every pair"
[ -z "$interleave" ] || echo "interleaved: turns of $interleave s, $seconds s of turns per tool after $warmup s alone"
for threads in $threads_list; do
  for t in "${test_list[@]}"; do
    if [ -n "$interleave" ]; then
      for ((r = 1; r <= repeats; r++)); do run_interleaved "$threads" "$t" "$r"; done
    else
      for ((r = 1; r <= repeats; r++)); do
        if ((r % 2)); then
          run_sysbench "$threads" "$t" "$r"; run_other "$threads" "$t" "$r"
        else
          run_other "$threads" "$t" "$r"; run_sysbench "$threads" "$t" "$r"
        fi
      done
    fi
    echo "$t, $threads threads: done" >&2
  done
done
sql "DROP TABLE IF EXISTS sbtest1"
[ -z "$interleave" ] || db=sbtest_b sql "DROP TABLE IF EXISTS sbtest1"

if [ -n "$interleave" ]; then
  python3 - "$results" "$other" "$engine" <<'EOF'
import json, statistics, sys
other = sys.argv[2]
def per(x, key):  # per query of a tool's turns
    return x[key] / x["queries"]
def qps(x):
    return x["queries"] / x["seconds"]
print(f"ratio: {other} / sysbench, each tool's queries over its turns; +-: twice the standard error of the A B B A")
print(f"groups' ratios, or with -n 2 or more of the runs' ratios (runs: their range); ahead: the groups {other} was")
print("faster in. CPU in us per query over the turns: host = all busy CPU, client = the tool's process, rest = host -")
print("client (the server and its background work), server = the server's processes, irq = the kernel's interrupts")
print("(the loopback's packets).")
if sys.argv[3] == "postgres":
    print("PostgreSQL: queries are pg_stat_statements' calls without BEGIN and COMMIT (see interleave.py).")
myrocks = sys.argv[3] == "mariadb-myrocks"
if myrocks:
    print("MyRocks: gets/q = RocksDB's point reads a query (Rocksdb_number_keys_read), such as the primary-key read of")
    print("a row the index read does not cover; a covered read (range-covered-*) should make none.")
print(f"{'test':24} {'thr':>3} {'sysbench qps':>13} {other:>13} {'ratio':>6} {'+-':>6} {'runs':>11} {'ahead':>6}"
      f" {'host us/q':>15} {'client us/q':>15} {'rest ratio':>10} {'server us/q':>15} {'irq us/q':>11}"
      + (f" {'gets/q':>13}" if myrocks else ""))
runs = {}  # (threads, test) -> the results of its runs, in the order run
for line in open(sys.argv[1]):
    th, t, blob = line.split(" ", 2)
    runs.setdefault((th, t), []).append(json.loads(blob))
worst = 0.0
for (th, t), rs in runs.items():
    a, b = ({k: sum(r[side][k] for r in rs) for k in rs[0][side]} for side in ("a", "b"))
    groups = [g for r in rs for g in r["groups"]]
    qa, qb = qps(a), qps(b)
    ratio = qb / qa
    worst = max(worst, abs(ratio - 1))
    each = [qps(r["b"]) / qps(r["a"]) for r in rs]
    spread = each if len(rs) > 1 else groups
    pm = 2 * statistics.stdev(spread) / len(spread) ** 0.5 if len(spread) > 1 else float("nan")
    span = f"{min(each):.3f}-{max(each):.3f}" if len(rs) > 1 else "-"
    ahead = f"{sum(g > 1 for g in groups)}/{len(groups)}"
    rest = (per(b, "host_us") - per(b, "client_us")) / (per(a, "host_us") - per(a, "client_us"))
    print(f"{t:24} {th:>3} {qa:13.1f} {qb:13.1f} {ratio:6.3f} {pm:6.3f} {span:>11} {ahead:>6}"
          f" {per(a, 'host_us'):7.1f}/{per(b, 'host_us'):<7.1f} {per(a, 'client_us'):7.2f}/{per(b, 'client_us'):<7.2f}"
          f" {rest:10.3f} {per(a, 'server_us'):7.1f}/{per(b, 'server_us'):<7.1f}"
          f" {per(a, 'irq_us'):5.1f}/{per(b, 'irq_us'):<5.1f}"
          + (f" {per(a, 'gets'):6.1f}/{per(b, 'gets'):<6.1f}" if myrocks else ""))
print(f"largest difference: {worst * 100:.1f}%")
EOF
else
  python3 - "$results" "$other" "${test_list[@]}" <<'EOF'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
other = sys.argv[2]
tests = sys.argv[3:]
runs = {}
for tool, th, t, rep, v, host, client in rows:
    runs.setdefault((tool, th, t), {})[rep] = (float(v), float(host), float(client))
threads = sorted({r[1] for r in rows}, key=int)
def med(runs, i):
    return statistics.median(r[i] for r in runs.values())
print(f"ratio: {other} / sysbench, median of the pairs; ahead: the pairs {other} was faster in. CPU in us per query")
print("(per scan for scan), medians of each tool's runs over its measured run: host = all busy CPU, client = the")
print("tool's process, rest = host - client (the server and its background work).")
print(f"{'test':24} {'thr':>3} {'sysbench qps':>13} {other:>13} {'ratio':>6} {'pairs':>13} {'ahead':>5}"
      f" {'sysbench spread':>16} {'host us/q':>15} {'client us/q':>15} {'rest ratio':>10}")
worst = 0.0
for th in threads:
    for t in tests:
        s, b = runs.get(("sysbench", th, t), {}), runs.get((other, th, t), {})
        pairs = [b[r][0] / s[r][0] for r in s if r in b and s[r][0] > 0]
        if not pairs:
            print(f"{t:24} {th:>3} {'-':>13} {'-':>13} {'-':>6}")
            continue
        ratio = statistics.median(pairs)
        worst = max(worst, abs(ratio - 1))
        lo, hi = min(r[0] for r in s.values()), max(r[0] for r in s.values())
        spread = hi / lo - 1 if lo > 0 else float("nan")
        rest = (med(b, 1) - med(b, 2)) / (med(s, 1) - med(s, 2))
        ahead = f"{sum(p > 1 for p in pairs)}/{len(pairs)}"
        print(f"{t:24} {th:>3} {med(s, 0):13.1f} {med(b, 0):13.1f} {ratio:6.3f} {min(pairs):6.3f}-{max(pairs):<6.3f}"
              f" {ahead:>5} {spread * 100:15.1f}% {med(s, 1):7.1f}/{med(b, 1):<7.1f} {med(s, 2):7.2f}/{med(b, 2):<7.2f}"
              f" {rest:10.3f}")
print(f"largest difference (median of pairs): {worst * 100:.1f}%")
EOF
fi
echo "logs and bundles: $work"
