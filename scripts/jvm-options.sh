#!/usr/bin/env bash
# Prints the JVM options that ./storagebench and scripts/sysbench-vs-storagebench.sh put before
# STORAGEBENCH_JAVA_OPTS (which can override them: the JVM takes the last of a flag), on one line, maybe empty.
#
# -XX:MaxVectorSize=32 on x86-64 CPUs with AVX-512: HotSpot's C2 then vectorizes with 256-bit registers at most, as it
# does on CPUs without AVX-512. With 512-bit arithmetic, Intel's server cores up to Cascade Lake drop the clock of the
# core they run on for about a millisecond after, and everything else that runs on that core in that time runs slower
# too, the server under test included; 256-bit arithmetic does not. glibc's memcpy avoids 512-bit registers on these
# CPUs for the same reason (Prefer_No_AVX512), so sysbench's C client never slows the server that way. How it was
# found and measured: docs/sysbench-vs-storagebench.md, "Any server: the JVM's 512-bit vectors".
# STORAGEBENCH_CPUINFO reads another file than /proc/cpuinfo (for tests).
set -euo pipefail
cpuinfo=${STORAGEBENCH_CPUINFO:-/proc/cpuinfo}
case "$(uname -m)" in
  x86_64 | amd64) ;;
  *) exit 0 ;;
esac
if grep -qsw avx512f "$cpuinfo"; then
  echo "-XX:MaxVectorSize=32"
fi
