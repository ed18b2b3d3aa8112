#!/usr/bin/env python3
"""The suite's time table for a CI log: per module (Maven's reactor summary) and the slowest test classes (Surefire's
XML reports), then the total, and a warning when the wall time passed the budget. Reads only; never fails a build."""
import argparse
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

parser = argparse.ArgumentParser()
parser.add_argument("--log", help="the Maven output, for the reactor summary's module times")
parser.add_argument("--wall", type=int, required=True, help="the suite's wall time in seconds")
parser.add_argument("--warn-after", type=int, default=20 * 60, help="seconds past which the suite warns")
parser.add_argument("--top", type=int, default=20)
parser.add_argument("root", nargs="?", default=".")
args = parser.parse_args()


def minutes(seconds):
    return "%d:%02d" % (seconds // 60, seconds % 60)


# Reactor summary lines: "[INFO] storagebench end-to-end suite ........ SUCCESS [21:30 min]" or "[  4.123 s]".
modules = []
# Surefire's per-module totals: the "Tests run:" line after each "Results:".
totals = [0, 0, 0, 0]
if args.log and os.path.exists(args.log):
    with open(args.log, errors="replace") as f:
        after_results = False
        for line in f:
            if re.search(r"\] Results:\s*$", line):
                after_results = True
                continue
            m = re.search(r"Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)\s*$", line)
            if after_results and m:
                totals = [t + int(v) for t, v in zip(totals, m.groups())]
                after_results = False
    # the reactor summary's lines, after its heading: the name's dots may be gone when the name is long
    summary = re.compile(r"^\[INFO\] (\S.*?) \.* ?(SUCCESS|FAILURE|SKIPPED) \[ *([\d:.]+) (min|s)\]\s*$")
    with open(args.log, errors="replace") as f:
        in_summary = False
        for line in f:
            if "Reactor Summary" in line:
                in_summary, modules = True, []
                continue
            m = summary.match(line.rstrip()) if in_summary else None
            if m:
                if m.group(4) == "min":
                    mm, ss = m.group(3).split(":")
                    seconds = int(mm) * 60 + float(ss)
                else:
                    seconds = float(m.group(3))
                modules.append((m.group(1), m.group(2), seconds))

classes = {}
failed = skipped = 0
for report in glob.glob(os.path.join(args.root, "**", "target", "surefire-reports", "TEST-*.xml"), recursive=True):
    if "/src/it/" in report or "/target/it/" in report:
        continue
    try:
        suite = ET.parse(report).getroot()
    except ET.ParseError:
        continue
    name = suite.get("name", os.path.basename(report)).split("$")[0]
    module = os.path.relpath(report, args.root).split(os.sep + "target" + os.sep)[0]
    seconds, tests = classes.get((module, name), (0.0, 0))
    cases = suite.findall("testcase")
    ran = len([c for c in cases if c.find("skipped") is None])
    skipped += len(cases) - ran
    failed += len([c for c in cases if c.find("failure") is not None or c.find("error") is not None])
    classes[(module, name)] = (seconds + float(suite.get("time", "0") or 0), tests + ran)

print()
print("== test times ==")
if modules:
    print("%-56s %-8s %8s" % ("module", "result", "seconds"))
    for name, result, seconds in modules:
        print("%-56s %-8s %8.1f" % (name, result, seconds))
    print()
ranked = sorted(classes.items(), key=lambda kv: -kv[1][0])
print("%-72s %8s %6s" % ("slowest test classes (module/class)", "seconds", "tests"))
for (module, name), (seconds, tests) in ranked[: args.top]:
    print("%-72s %8.1f %6d" % (module + "/" + name.rsplit(".", 1)[-1], seconds, tests))
executed = sum(t for _, t in classes.values())
print()
print("total: %s wall (%d s), %d test classes" % (minutes(args.wall), args.wall, len(classes)))
if args.wall > args.warn_after:
    slowest = ", ".join("%s %.0f s" % (n.rsplit(".", 1)[-1], s) for (_, n), (s, _) in ranked[:5])
    print("warning: the suite took %s, past its %s budget; slowest classes: %s"
          % (minutes(args.wall), minutes(args.warn_after), slowest))
# The plain closing line: what ran, as every test runner's last line says it.
if totals[0]:
    run, failures, errors, skips = totals
    print("tests: %d passed, %d failed, %d skipped" % (run - failures - errors - skips, failures + errors, skips))
else:
    print("tests: %d passed, %d failed, %d skipped" % (executed - failed, failed, skipped))
sys.exit(0)
