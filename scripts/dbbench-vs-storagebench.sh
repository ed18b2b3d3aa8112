#!/usr/bin/env bash
# Runs RocksDB's db_bench and storagebench's kv and io-efficiency workloads on the same RocksDB version, the same
# directory and the same options, in turns, and prints per step the ratio storagebench / db_bench:
#
#   fillseq     ops/s of the sequential load (1 thread), keys 20 B, values 400 B that compress about 2:1
#   readrandom  ops/s of random point reads of a cached database (-k keys, block cache larger than the data)
#   readrandom.odirect  ops/s of random point reads with O_DIRECT, no compression and aligned 8 KB blocks, a
#               block cache that holds index and filter blocks only (-K keys), after fillseq, overwritesome and
#               flush_mt_l0 as the io-efficiency workload runs them
#   io.eff      the device's read IOPS during readrandom.odirect (from /proc/diskstats) divided by the IOPS fio
#               gets from files as large as the database in the same directory (randread, sync, direct, QD1, 8 KB,
#               the same thread count): storagebench's from its bundle, db_bench's measured here the same way
#   io.eff.sliced  the same, with the baseline and the reads taking turns in slices of one run, the device's reads
#               counted per slice after its first 0.2 s. storagebench's is its interleave.tN step (-S slices of -L
#               seconds, baseline first, the order swapped each round: B E E B B E ..., the median of each engine
#               slice's reads/s over the baseline slices beside it); db_bench's is measured here, in the rotation of
#               io.eff.together, as the median of its rounds' reads/s over the baseline's
#   io.eff.together  both tools and fio in one rotation: fio, db_bench readrandom and storagebench readrandom2 (each
#               on its own O_DIRECT database, built as for readrandom.odirect) are started together and each is
#               stopped (SIGSTOP) while another has its turn, in -R rounds of six slices of -L seconds: fio, db_bench,
#               storagebench, storagebench, db_bench, fio. All three sides of a round sit at the same mean time, so a
#               device that drifts steadily during a round favours none; each tool's value is the median over the
#               rounds of its reads/s over fio's in the round, and counted the same way for both (by this script,
#               from /proc/diskstats), so the ratio judges the two tools alike. A drift of the device between two
#               steps moves io.eff, and barely moves the sliced figures
#
# The RocksDB options db_bench gets are read from a storagebench bundle's engine configuration (a small run first),
# so both open the database the same way: block size, bloom bits, cache size and shard bits, index and filter
# blocks in the cache with high priority, pinned L0 index and filter blocks, write buffer, target file size, level
# base, dynamic level bytes, background jobs, bytes per sync, open files, compression, statistics, WAL on without
# fsync. storagebench must be built on the same RocksDB version as db_bench: Debian's rocksdb-tools ships 7.8.3, so
#   ./mvnw -q -B -ntp -DskipTests package -Drocksdb.version=7.8.3 -Drocksdb.classifier=
# (7.8.3 is one jar with its native libraries inside, no platform classifier).
#
# Each turn runs both tools once, each on a new database, db_bench first in odd turns and storagebench first in even
# ones, so the VM's drift hits both alike; a ratio is the median of the turns' ratios, with their range and the
# number of turns storagebench was ahead. In the cached comparison db_bench warms up with a first readrandom pass in
# the same process (db_bench has one --duration for every benchmark, so the pass is -s seconds long; its result is
# discarded), then runs the measured one, and storagebench's readrandom gets a warmup of -s seconds too: a shorter
# one left part of the cache to fill inside storagebench's measured window. In the O_DIRECT comparison storagebench
# excludes a warmup of -w seconds (db_bench has none): the cache there holds index and filter blocks only.
#
# Installs nothing. Needs db_bench (apt-get install -y rocksdb-tools), fio (apt-get install -y fio), java, python3.
#
# usage: scripts/dbbench-vs-storagebench.sh [-k keys] [-K io-keys] [-s seconds] [-w warmup] [-t threads] [-n turns]
#            [-d dir] [-c io-cache-mb] [-S slices] [-L slice-seconds] [-R rounds]
set -euo pipefail

keys=1000000
io_keys=1000000
seconds=10
warmup=2
threads=1
turns=3
dir=
io_cache_mb=16
slices=16
slice_seconds=3
rounds=4
while getopts ":k:K:s:w:t:n:d:c:S:L:R:h" opt; do
  case $opt in
    k) keys=$OPTARG ;;
    K) io_keys=$OPTARG ;;
    s) seconds=$OPTARG ;;
    w) warmup=$OPTARG ;;
    t) threads=$OPTARG ;;
    n) turns=$OPTARG ;;
    d) dir=$OPTARG ;;
    c) io_cache_mb=$OPTARG ;;
    S) slices=$OPTARG ;;
    L) slice_seconds=$OPTARG ;;
    R) rounds=$OPTARG ;;
    h) sed -n '2,/^set -euo/p' "$0" | sed '$d'; exit 0 ;;
    :) echo "dbbench-vs-storagebench: -$OPTARG needs a value (see -h)" >&2; exit 2 ;;
    *) echo "dbbench-vs-storagebench: no option -$OPTARG (see -h)" >&2; exit 2 ;;
  esac
done

root=$(cd "$(dirname "$0")/.." && pwd)
jar=${JAR:-$root/benchmarks/target/storagebench.jar}
fail() { echo "dbbench-vs-storagebench: $*" >&2; exit 2; }
for n in "$keys" "$io_keys" "$seconds" "$warmup" "$threads" "$turns" "$io_cache_mb" "$slices" "$slice_seconds" "$rounds"; do
  [[ $n =~ ^[0-9]+$ && $n -gt 0 ]] || fail "'$n' is not a positive integer"
done
[ $((slices % 2)) -eq 0 ] || fail "-S $slices: the slices come in rounds of two, give an even number"
command -v db_bench >/dev/null || fail "db_bench is not installed (apt-get install -y rocksdb-tools)"
command -v fio >/dev/null || fail "fio is not installed (apt-get install -y fio)"
command -v python3 >/dev/null || fail "python3 is not installed"
[ -f "$jar" ] || fail "no storagebench jar at $jar (build it as -h says)"
dbbench_version=$(db_bench --version 2>&1 | sed -n 's/^db_bench version //p')
jvm_options=$("$root/scripts/jvm-options.sh")
if [ -z "$dir" ]; then
  dir=$(mktemp -d "${TMPDIR:-/var/tmp}/dbbench-vs-storagebench.XXXXXX")
else
  mkdir -p "$dir"
fi
dir=$(cd "$dir" && pwd)
fstype=$(findmnt -n -o FSTYPE -T "$dir")
[ "$fstype" != tmpfs ] || fail "$dir is on tmpfs, which has no O_DIRECT: give -d a directory on a disk"
device=$(python3 - "$dir" <<'EOF'
import os, sys
st = os.stat(sys.argv[1])
print(f"{os.major(st.st_dev)}:{os.minor(st.st_dev)}")
EOF
)
results=$dir/results
mkdir -p "$results"
sliced_pids=
# a stopped fio or db_bench of an interrupted slice would wait for ever: killed with the script
trap '[ -z "$sliced_pids" ] || kill -KILL $sliced_pids 2>/dev/null; rm -rf "$dir/db" "$dir/sb" "$dir/baseline.dat"' EXIT

storagebench() { # out-bundle args...
  local out=$1
  shift
  rm -rf "$dir/sb"
  java $jvm_options ${STORAGEBENCH_JAVA_OPTS:-} -jar "$jar" run -e rocksdb --no-progress --work-dir "$dir/sb" \
    --output "$out" --force "$@" >"$out.log" 2>&1 || fail "storagebench failed, see $out.log"
}

reads_completed() { # the device's reads completed, /proc/diskstats field 4
  awk -v dev="$device" '{ if ($1 ":" $2 == dev) print $4 }' /proc/diskstats
}

# db_bench flags from a storagebench bundle's engine configuration, so both open RocksDB alike
dbbench_flags() { # bundle
  python3 - "$1" <<'EOF'
import json, re, sys
b = json.load(open(sys.argv[1]))
c = b["engine"]["configuration"]
shards = re.search(r"shard-bits=(\d+)", c.get("cache", "")) or re.search(r"(\d+)", "6")
ratio = re.search(r"high-pri-pool-ratio=([0-9.]+)", c.get("cache", ""))
on = lambda k: str(c.get(k, "false")).lower() in ("true", "on")
flags = [
    "--key_size=20", "--value_size=400", "--compression_ratio=0.5",
    f"--block_size={c['block-size']}", f"--bloom_bits={c['bloom-bits']}",
    f"--cache_size={c['cache-bytes']}", f"--cache_numshardbits={shards.group(1)}",
    f"--cache_index_and_filter_blocks={int(on('cache-index-and-filter-blocks'))}",
    f"--cache_high_pri_pool_ratio={ratio.group(1) if ratio else 0.5}",
    f"--pin_l0_filter_and_index_blocks_in_cache={int(on('pin-l0-filter-and-index-blocks-in-cache'))}",
    f"--write_buffer_size={c['write-buffer-size']}",
    f"--target_file_size_base={c['target-file-size-base']}",
    f"--max_bytes_for_level_base={c['max-bytes-for-level-base']}",
    f"--level_compaction_dynamic_level_bytes={str(on('level-compaction-dynamic-level-bytes')).lower()}",
    f"--max_background_jobs={c['max-background-jobs']}",
    f"--bytes_per_sync={c['bytes-per-sync']}", f"--open_files={c['max-open-files']}",
    f"--compression_type={c['compression']}", f"--statistics={int(on('statistics'))}",
    f"--sync={int(on('sync'))}", "--disable_wal=0", "--histogram=1",
    f"--use_direct_reads={int(on('direct-io'))}",
    f"--use_direct_io_for_flush_and_compaction={int(on('direct-io'))}",
    f"--block_align={int(on('block-align'))}",
]
print(" ".join(flags))
EOF
}

ops_per_sec() { # db_bench output file, benchmark name, occurrence (1 = first line of that name)
  awk -v name="$2" -v n="$3" '$1 == name && $2 == ":" { if (++seen == n) { for (i = 1; i <= NF; i++) if ($(i) == "ops/sec") print $(i - 1) } }' "$1"
}

# fio's device reads per second from files as large as the database, as the io-efficiency baseline reads
# fio's file: as large as the database (whole MiB, at least 64), written from the given source and synced
baseline_file() { # bytes source
  local mb=$(( ($1 + 1048575) / 1048576 ))
  [ "$mb" -ge 64 ] || mb=64
  dd if="$2" of="$dir/baseline.dat" bs=1M count="$mb" conv=fsync status=none
}

fio_iops() { # bytes
  baseline_file "$1" /dev/zero
  local before after out
  out=$results/fio.$turn.json
  before=$(reads_completed)
  fio --name=baseline --filename="$dir/baseline.dat" --rw=randread --ioengine=sync --direct=1 --iodepth=1 \
    --bs=8k --numjobs="$threads" --randrepeat=0 --runtime="$seconds" --time_based --group_reporting \
    --output-format=json >"$out"
  after=$(reads_completed)
  rm -f "$dir/baseline.dat"
  python3 - "$out" "$((after - before))" <<'EOF'
import json, sys
job = json.load(open(sys.argv[1]))["jobs"][0]
print(int(sys.argv[2]) / (job["read"]["runtime"] / 1000.0))
EOF
}

# Per tool, the median over the rounds of its reads/s over fio's in the round, from lines "side reads nanos" in slice
# order, six per round (fio, db_bench, storagebench, storagebench, db_bench, fio); with the rounds' ranges
round_ratios() {
  python3 -c '
import statistics, sys
s = [(side, int(r) * 1e9 / int(ns)) for side, r, ns in (l.split() for l in sys.stdin if l.strip())]
eff = {"dbbench": [], "storagebench": []}
for i in range(0, len(s) - 5, 6):
    rate = lambda side: statistics.mean(r for x, r in s[i:i + 6] if x == side)
    if rate("baseline") > 0:
        for tool in eff:
            eff[tool].append(rate(tool) / rate("baseline"))
for tool, e in eff.items():
    print(tool, statistics.median(e), min(e), max(e), len(e))'
}

# pid of the storagebench JVM once a thread of its readrandom2 exists (the step's readers), or nothing after 10 min
await_readers() { # pid
  local i
  for ((i = 0; i < 6000; i++)); do
    kill -0 "$1" 2>/dev/null || return 1
    if grep -qs '^sb-readrandom2' /proc/"$1"/task/*/comm; then return 0; fi
    sleep 0.1
  done
  return 1
}

# fio, db_bench's readrandom and storagebench's readrandom2 in one rotation of slices: all three start, each is stopped
# (SIGSTOP: fio with --thread, so its jobs stop with it; the whole JVM) as soon as it reads, then continued for its
# slices only. storagebench builds its database first (fillseq, overwritesome, flush_mt_l0, as io-efficiency does);
# db_bench reads the database dbbench_odirect left
together() { # db_bench flags
  local total fio_pid db_pid sb_pid
  : >"$results/dbbench.together.$turn.txt"
  total=$(( rounds * 6 * slice_seconds + warmup + 30 ))
  [ "$total" -le 600 ] || fail "-R $rounds rounds of six -L $slice_seconds s slices take over 600 s: fewer or shorter"
  # both databases new, written just before: one the readrandom.odirect steps read for many seconds had more of its
  # blocks in whatever cache lies under the device (a VM's host page cache), and read faster than the other
  dbbench_odirect_db "$1" "$results/dbbench.together.$turn.txt"
  rm -rf "$dir/sb"
  java $jvm_options ${STORAGEBENCH_JAVA_OPTS:-} -jar "$jar" run -e rocksdb --no-progress --work-dir "$dir/sb" \
    --output "$results/storagebench.together.$turn.json" --force -w kv \
    -p steps=fillseq,overwritesome,flush_mt_l0,readrandom2 -p keys="$io_keys" -p threads="$threads" \
    -p seconds="$total" -p warmup=1 -o direct-io=on -o compression=none -o block-align=on \
    --cache-size "${io_cache_mb}m" >"$results/storagebench.together.$turn.log" 2>&1 &
  sb_pid=$!
  sliced_pids=$sb_pid
  await_readers "$sb_pid" || fail "storagebench's readrandom2 did not start, see $results/storagebench.together.$turn.log"
  sleep "$warmup"
  kill -STOP "$sb_pid"
  baseline_file "$(du -sb "$dir/db" | cut -f1)" /dev/urandom
  fio --name=baseline --filename="$dir/baseline.dat" --rw=randread --ioengine=sync --direct=1 --iodepth=1 \
    --bs=8k --numjobs="$threads" --thread --randrepeat=0 --runtime="$total" --time_based --group_reporting \
    --output-format=json >"$results/fio.together.$turn.json" 2>&1 &
  fio_pid=$!
  sliced_pids="$sb_pid $fio_pid"
  sleep 1
  kill -STOP "$fio_pid"
  db_bench --db="$dir/db" $1 --num="$io_keys" --threads="$threads" --use_existing_db=1 --seed=46 \
    --benchmarks=readrandom --duration="$total" >>"$results/dbbench.together.$turn.txt" 2>&1 &
  db_pid=$!
  sliced_pids="$sb_pid $fio_pid $db_pid"
  sleep "$warmup"
  kill -STOP "$db_pid"
  local i side pid r0 r1 t0 t1 counted order
  order=(baseline dbbench storagebench storagebench dbbench baseline)
  counted=$(python3 -c "print($slice_seconds - 0.2)")
  for ((i = 0; i < rounds * 6; i++)); do
    side=${order[i % 6]}
    case $side in baseline) pid=$fio_pid ;; dbbench) pid=$db_pid ;; storagebench) pid=$sb_pid ;; esac
    kill -CONT "$pid"
    sleep 0.2
    r0=$(reads_completed); t0=$(date +%s%N)
    sleep "$counted"
    r1=$(reads_completed); t1=$(date +%s%N)
    kill -STOP "$pid"
    echo "$side $((r1 - r0)) $((t1 - t0))"
  done >"$results/slices.together.$turn.txt"
  kill -KILL $sliced_pids 2>/dev/null || true
  wait $sliced_pids 2>/dev/null || true
  sliced_pids=
  rm -rf "$dir/baseline.dat" "$dir/sb"
  round_ratios <"$results/slices.together.$turn.txt" | while read -r tool median low high n; do
    echo "$tool io.eff.together $median"
    [ "$tool" != dbbench ] || echo "$tool io.eff.sliced $median"
    echo "rounds $tool: median $median, range $low-$high over $n rounds" >&2
  done
}

dbbench_cached() { # flags
  rm -rf "$dir/db"
  local out=$results/dbbench.cached.$turn.txt
  db_bench --db="$dir/db" $1 --num="$keys" --threads=1 --benchmarks=fillseq --seed=42 >"$out" 2>&1 \
    || fail "db_bench fillseq failed, see $out"
  # one process, so the measured pass finds the block cache the first pass warmed, as storagebench's warmup does
  db_bench --db="$dir/db" $1 --num="$keys" --threads="$threads" --use_existing_db=1 --seed=43 \
    --benchmarks=readrandom,readrandom --duration="$seconds" >>"$out" 2>&1 || fail "db_bench readrandom failed, see $out"
  echo "fillseq $(ops_per_sec "$out" fillseq 1)"
  echo "readrandom $(ops_per_sec "$out" readrandom 2)"
}

# db_bench's O_DIRECT database: fillseq, overwrite of a tenth of the keys, flush and compaction of L0 (as storagebench's
# fillseq, overwritesome, flush_mt_l0)
dbbench_odirect_db() { # flags out
  local out=$2
  rm -rf "$dir/db"
  db_bench --db="$dir/db" $1 --num="$io_keys" --threads=1 --benchmarks=fillseq --seed=42 >>"$out" 2>&1 \
    || fail "db_bench fillseq failed, see $out"
  db_bench --db="$dir/db" $1 --num="$io_keys" --threads=1 --use_existing_db=1 --seed=44 \
    --benchmarks=overwrite --writes=$((io_keys / 10)) >>"$out" 2>&1 || fail "db_bench overwrite failed, see $out"
  db_bench --db="$dir/db" $1 --num="$io_keys" --use_existing_db=1 \
    --benchmarks=flush,waitforcompaction,compact0,waitforcompaction >>"$out" 2>&1 \
    || fail "db_bench flush_mt_l0 failed, see $out"
}

dbbench_odirect() { # flags
  local out=$results/dbbench.odirect.$turn.txt
  : >"$out"
  dbbench_odirect_db "$1" "$out"
  local size baseline before after
  size=$(du -sb "$dir/db" | cut -f1)
  baseline=$(fio_iops "$size")
  before=$(reads_completed)
  db_bench --db="$dir/db" $1 --num="$io_keys" --threads="$threads" --use_existing_db=1 --seed=45 \
    --benchmarks=readrandom --duration="$seconds" >>"$out" 2>&1 || fail "db_bench readrandom failed, see $out"
  after=$(reads_completed)
  local qps
  qps=$(ops_per_sec "$out" readrandom 1)
  # the device's reads per second over db_bench's own measured seconds, as the probe counts storagebench's
  local secs
  secs=$(awk '$1 == "readrandom" && $2 == ":" { for (i = 1; i <= NF; i++) if ($(i) == "seconds") print $(i - 1) }' "$out")
  echo "readrandom.odirect $qps"
  python3 -c "print('io.eff', ($after - $before) / $secs / $baseline)"
}

storagebench_cached() {
  local b=$results/storagebench.cached.$turn.json
  # warmed as long as db_bench's first pass, so both measure the same warm cache
  storagebench "$b" -w kv -p steps=fillseq,readrandom -p keys="$keys" -p threads="$threads" -p seconds="$seconds" \
    -p warmup="$seconds"
  python3 - "$b" <<'EOF'
import json, sys
steps = {s["name"]: s for s in json.load(open(sys.argv[1]))["steps"]}
print("fillseq", steps["fillseq"]["headline"]["value"])
print("readrandom", steps["readrandom"]["headline"]["value"])
EOF
}

storagebench_odirect() {
  local b=$results/storagebench.odirect.$turn.json
  storagebench "$b" -w io-efficiency -p keys="$io_keys" -p threads="$threads" -p seconds="$seconds" \
    -p warmup="$warmup" -p slices="$slices" -p slice-seconds="$slice_seconds" --cache-size "${io_cache_mb}m"
  python3 - "$b" "$threads" <<'EOF'
import json, sys
steps = {s["name"]: s for s in json.load(open(sys.argv[1]))["steps"]}
read = steps["readrandom.t" + sys.argv[2]]
print("readrandom.odirect", read["headline"]["value"])
def eff(step):
    m = [m for m in step["metrics"] if m["name"] == "io_eff"]
    return m[0]["value"] if m and m[0]["value"] is not None else "nan"
print("io.eff", eff(read))
print("io.eff.sliced", eff(steps["interleave.t" + sys.argv[2]]))
EOF
}

# the options both get: from a small storagebench run of each configuration
storagebench "$results/config.cached.json" -w kv -p steps=fillseq -p keys=1000 -p threads=1 -p seconds=1 -p warmup=0
storagebench "$results/config.odirect.json" -w io-efficiency -p keys=1000 -p threads="$threads" -p seconds=1 \
  -p warmup=0 -p slices=2 -p slice-seconds=0.5 --cache-size "${io_cache_mb}m"
cached_flags=$(dbbench_flags "$results/config.cached.json")
odirect_flags=$(dbbench_flags "$results/config.odirect.json")
sb_version=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['engine']['version'])" \
  "$results/config.cached.json")
echo "db_bench $dbbench_version, storagebench's rocksdb $sb_version, $dir on $fstype ($device), $threads thread(s)"
[ "$dbbench_version" = "$sb_version" ] \
  || echo "warning: different RocksDB versions: build storagebench with -Drocksdb.version=$dbbench_version (see -h)"

: >"$results/turns.tsv"
record() { # tool: "step value" lines on stdin, or "tool step value" lines when tool is -
  local tool=$1 step value
  while read -r a b c; do
    if [ "$tool" = - ]; then t=$a; step=$b; value=$c; else t=$tool; step=$a; value=$b; fi
    printf '%s\t%s\t%s\t%s\n' "$turn" "$t" "$step" "$value" >>"$results/turns.tsv"
    printf 'turn %s %-12s %-20s %s\n' "$turn" "$t" "$step" "$value"
  done
}
for turn in $(seq 1 "$turns"); do
  if [ $((turn % 2)) -eq 1 ]; then order="dbbench storagebench"; else order="storagebench dbbench"; fi
  for tool in $order; do
    for kind in cached odirect; do
      if [ "$tool" = dbbench ]; then
        flags=$cached_flags
        [ "$kind" = odirect ] && flags=$odirect_flags
        "dbbench_$kind" "$flags"
      else
        "storagebench_$kind"
      fi | record "$tool"
    done
  done
  # in this shell, not a pipeline's, so the EXIT trap knows the stopped processes of an interrupted rotation
  together "$odirect_flags" >"$results/together.$turn.txt"
  record - <"$results/together.$turn.txt"
done

python3 - "$results/turns.tsv" <<'EOF'
import statistics, sys
from collections import defaultdict
v = defaultdict(dict)
for line in open(sys.argv[1]):
    turn, tool, step, value = line.split("\t")
    v[(step, turn)][tool] = float(value)
steps = ["fillseq", "readrandom", "readrandom.odirect", "io.eff", "io.eff.sliced", "io.eff.together"]
print()
print(f"{'step':20} {'db_bench':>12} {'storagebench':>12} {'ratio':>7} {'range':>13} ahead")
for step in steps:
    pairs = [t for (s, _), t in v.items() if s == step and "dbbench" in t and "storagebench" in t]
    pairs = [p for p in pairs if p["dbbench"] > 0]
    if not pairs:
        print(f"{step:20} (no pairs)")
        continue
    ratios = [p["storagebench"] / p["dbbench"] for p in pairs]
    d = statistics.median(p["dbbench"] for p in pairs)
    s = statistics.median(p["storagebench"] for p in pairs)
    fmt = (lambda x: f"{x:12.3f}") if step.startswith("io.eff") else (lambda x: f"{x:12,.0f}")
    print(f"{step:20} {fmt(d)} {fmt(s)} {statistics.median(ratios):7.3f} "
          f"{min(ratios):6.3f}-{max(ratios):6.3f} {sum(r > 1 for r in ratios)}/{len(ratios)}")
EOF
echo "results: $results"
