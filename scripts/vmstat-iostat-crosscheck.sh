#!/usr/bin/env bash
# Runs `vmstat 1` and `iostat -y -kx 1` beside a storagebench run and prints, per step, the probes' figures from the
# result bundle next to what vmstat and iostat saw over the same measured window (warmup excluded), as the Insert
# Benchmark's scripts compute them: cpupq = (us+sy)/100 × ncpu × 1e6 / ops, cspq = cs / ops, rpq = r/s / ops,
# rkbpq = rkB / ops, wkbpi = wkB / inserted rows. The goal: host CPU per op and KB written within 10%.
#
# Usage: scripts/vmstat-iostat-crosscheck.sh [storagebench run options...]
#   e.g. scripts/vmstat-iostat-crosscheck.sh -p rows.l.i0=3M -p steps=l.i0
# Needs vmstat (procps), iostat (sysstat), python3. Steps of 30 s or more keep the one-second sampling error small.
# STORAGEBENCH overrides the launcher (default: ./storagebench of this repository); WORK_DIR the data's parent.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
sb="${STORAGEBENCH:-$here/storagebench}"
work="${WORK_DIR:-$here/storagebench-work}"
for tool in vmstat iostat python3; do
  command -v "$tool" >/dev/null \
    || { echo "crosscheck: $tool is missing (apt-get install procps sysstat python3)" >&2; exit 2; }
done
mkdir -p "$work"
tmp="$(mktemp -d)"
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$tmp"' EXIT

# the whole-disk device under the work directory, as the OS probe picks it
source="$(findmnt -no SOURCE -T "$work")"
dev="$(lsblk -no PKNAME "$source" 2>/dev/null | head -n 1)"
[ -n "$dev" ] || dev="$(basename "$source")"

export TZ=UTC LC_ALL=C S_TIME_FORMAT=ISO
vmstat -n -t 1 >"$tmp/vmstat" &
pids=($!)
iostat -y -kx -t 1 "$dev" >"$tmp/iostat" &
pids+=($!)
sleep 1
"$sb" run --no-progress --work-dir "$work" --output "$tmp/bundle.json" "$@"
sleep 2 # the sample after the last step's end (its sync) is read too
kill "${pids[@]}" 2>/dev/null || true
wait 2>/dev/null || true

python3 - "$tmp/bundle.json" "$tmp/vmstat" "$tmp/iostat" "$dev" "$(nproc)" <<'PY'
import json, sys
from datetime import datetime, timedelta, timezone

bundle_file, vmstat_file, iostat_file, dev, ncpu = sys.argv[1:6]
ncpu = int(ncpu)
bundle = json.load(open(bundle_file))

def utc(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00")).astimezone(timezone.utc)

vm = []  # (end of the one-second interval, row dict)
header = None
for line in open(vmstat_file):
    f = line.split()
    if not f or f[0] == "procs":
        continue
    if f[0] == "r":
        header = f[:-1]  # the last column is the time-zone label
        continue
    t = datetime.fromisoformat(f[-2] + " " + f[-1]).replace(tzinfo=timezone.utc)
    vm.append((t, dict(zip(header, map(float, f[:-2])))))
vm = vm[1:]  # vmstat's first line is the average since boot

io, t, cols = [], None, None
for line in open(iostat_file):
    f = line.split()
    if not f:
        continue
    if f[0][:2] == "20" and "T" in f[0]:
        t = datetime.strptime(f[0], "%Y-%m-%dT%H:%M:%S%z").astimezone(timezone.utc)
    elif f[0] == "Device":
        cols = f
    elif cols and f[0] == dev and t:
        io.append((t, dict(zip(cols[1:], map(float, f[1:])))))

def window(samples, start, end, extra=0.0):
    """Samples whose one-second interval has its middle inside [start, end + extra]."""
    return [row for (t, row) in samples
            if start <= t - timedelta(seconds=0.5) <= end + timedelta(seconds=extra)]

def metric(step, name):
    for m in step.get("metrics") or []:
        if m["name"] == name:
            return m.get("value")
    return None

print(f"device {dev}, {ncpu} CPUs, {len(vm)} vmstat and {len(io)} iostat samples")
fmt = "{:<8} {:<22} {:>14} {:>14} {:>8}"
print(fmt.format("step", "metric", "storagebench", "vmstat/iostat", "diff"))
for step in bundle["steps"]:
    h = step.get("headline")
    if not h or step["measuredSeconds"] <= 0:
        continue
    ops = h["value"] * step["measuredSeconds"]
    inserter = next((a for a in step["actors"] if a["name"] == "inserter"), None)
    inserts = inserter["rows"] if inserter else (ops if h["unit"].lower() == "rows" else None)
    start = utc(step["startedAt"]) + timedelta(seconds=step["warmupSeconds"])
    end = utc(step["startedAt"]) + timedelta(seconds=step["elapsedSeconds"])
    v = window(vm, start, end)
    d = window(io, start, end, extra=1.0)  # the probe syncs at the step's end: that writeback lands just after
    if not v or not d or ops <= 0:
        print(fmt.format(step["name"], "(window too short)", "", "", ""))
        continue
    ref = {
        "cpu_us_per_op.host": sum(r["us"] + r["sy"] for r in v) / 100 * ncpu * 1e6 / ops,
        "cs_per_op.host": sum(r["cs"] for r in v) / ops,
        "reads_per_op": sum(r["r/s"] for r in d) / ops,
        "read_kb_per_op": sum(r["rkB/s"] for r in d) / ops,
        "write_kb_per_insert": sum(r["wkB/s"] for r in d) / inserts if inserts else None,
    }
    for name, theirs in ref.items():
        ours = metric(step, name)
        diff = "" if ours is None or not theirs else f"{(ours - theirs) / theirs * 100:+.1f}%"
        show = lambda x: "absent" if x is None else f"{x:.4g}"
        print(fmt.format(step["name"], name, show(ours), show(theirs), diff))
PY
