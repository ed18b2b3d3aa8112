package io.storagebench.probe;

import io.storagebench.probe.proc.DiskStat;
import io.storagebench.probe.proc.PidStat;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.MetricResult;
import io.storagebench.spi.Engine;
import io.storagebench.spi.WatchTargets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * CPU, context switches and storage IO from Linux /proc, for the host, the client JVM ({@code /proc/self}, with the
 * {@code rocksdb:*} background threads of an embedded engine apart) and the server processes of
 * {@link Engine#watchTargets()} (each PID, its children, and the reaped children's time of each PID), and the
 * whole-disk device under the data directory. See docs/metrics.md.
 */
public final class OsProbe implements Probe {
    /** Threads of an embedded RocksDB's background pools are named rocksdb:low, rocksdb:high, rocksdb:bottom. */
    static final String ROCKSDB_THREAD_PREFIX = "rocksdb:";
    /** RocksDB's statistics and properties keep their own names in an engine's counters: rocksdb.bytes.written. */
    static final String ROCKSDB_COUNTER_PREFIX = "rocksdb.";
    /** Why an embedded engine without RocksDB threads in this JVM has no rocksdb_bg figure. */
    static final String NO_ROCKSDB_THREADS = "no RocksDB background threads in this JVM";
    /** Reads of a server's process tree before one is taken even though a child was reaped during it. */
    static final int SERVER_READ_ATTEMPTS = 5;
    /** The counters of the data directory's disk, from /proc/diskstats. */
    /** The counters of a server's process tree. */
    private static final List<String> SERVER_COUNTERS = List.of("server.ticks", "server.cs", "server.minflt",
            "server.majflt", "server.rss_kb");
    private static final List<String> DISK_COUNTERS = List.of("disk.reads", "disk.sectors_read", "disk.read_ms",
            "disk.writes", "disk.sectors_written");

    private final ProcFs proc;
    private final boolean syncAtEnd;

    /**
     * @param syncAtEnd run {@code sync} before the end snapshot of the disk counters, so writeback of what the step
     *                  dirtied is counted in the step (dirty pages otherwise land late, in the next step)
     */
    public OsProbe(ProcFs proc, boolean syncAtEnd) {
        this.proc = proc;
        this.syncAtEnd = syncAtEnd;
    }

    @Override
    public String name() {
        return "os";
    }

    @Override
    public ProbeRun start(Engine engine) {
        WatchTargets targets = engine.watchTargets();
        return new Run(targets, targets.embedded() ? notRocksDb(engine) : null);
    }

    /**
     * Why the rocksdb: threads of this JVM are not an embedded engine's own, or null when they may be: its counters,
     * when it reports any, name none of RocksDB's. RocksDB's default environment keeps its thread pools for the
     * life of the process, so the threads an earlier engine started ({@code compare} runs its engines in turn in one
     * JVM) stay, idle, beside the next; their CPU is not that engine's, not even as a zero.
     */
    static String notRocksDb(Engine engine) {
        Set<String> counters;
        try {
            counters = engine.storageStats().counters().keySet();
        } catch (RuntimeException e) {
            return null; // the threads alone decide; the engine probe says why its counters are missing
        }
        return counters.isEmpty() || counters.stream().anyMatch(n -> n.startsWith(ROCKSDB_COUNTER_PREFIX)) ? null
                : "the engine runs no RocksDB: none of its counters is RocksDB's";
    }

    private final class Run implements ProbeRun {
        private final WatchTargets targets;
        /** Why bg.ticks is not the engine's (an embedded engine other than RocksDB), or null. */
        private final String notRocksDb;
        private final String diskReason;
        private final DiskStat device;
        private final List<Counters> samples = new ArrayList<>();
        private final TaskSwitches clientSwitches = new TaskSwitches();
        private final TaskSwitches serverSwitches = new TaskSwitches();
        private Counters from;

        Run(WatchTargets targets, String notRocksDb) {
            this.targets = targets;
            this.notRocksDb = notRocksDb;
            DiskStat found = null;
            String reason = null;
            if (!proc.available()) {
                reason = "no Linux /proc";
            } else if (targets.dataDir().isEmpty()) {
                reason = "the engine has no local data directory";
            } else {
                try {
                    found = proc.wholeDisk(targets.dataDir().get());
                } catch (RuntimeException e) {
                    reason = ProcFs.reason(e);
                }
            }
            this.device = found;
            this.diskReason = reason;
        }

        @Override
        public void measureFromNow() {
            from = snapshot(false);
        }

        @Override
        public void sample() {
            samples.add(snapshot(false));
        }

        /** The workers' context switches so far, before their threads (and their counts) are gone. */
        @Override
        public void workersStopping() {
            if (proc.available()) {
                try {
                    readClientSwitches();
                } catch (RuntimeException e) {
                    // the end snapshot reads it again and says why when it cannot
                }
            }
        }

        @Override
        public List<MetricResult> finish(Window w) {
            Counters to = snapshot(syncAtEnd);
            samples.add(to);
            List<MetricResult> out = new ArrayList<>();
            if (from == null || !w.startedMeasure()) {
                from = to; // every delta then says why it is absent below
            }
            Long ops = w.startedMeasure() ? w.ops() : Long.valueOf(0);
            double tickUs = 1e6 / ProcFs.CLOCK_TICKS_PER_SECOND;
            String noInserts = "the step inserts no rows";
            out.add(Metrics.perOp("cpu_us_per_op.host", "us/op", to.since(from, "host.busy"), tickUs, ops, null));
            out.add(Metrics.perOp("cpu_us_per_op.client", "us/op", to.since(from, "client.ticks"), tickUs, ops, null));
            out.add(Metrics.perOp("cpu_us_per_op.rocksdb_bg", "us/op", to.since(from, "bg.ticks"), tickUs, ops, null));
            out.add(Metrics.perOp("cpu_us_per_op.server", "us/op", to.since(from, "server.ticks"), tickUs, ops, null));
            out.add(Metrics.perOp("cs_per_op.host", "cs/op", to.since(from, "host.cs"), 1, ops, null));
            out.add(Metrics.perOp("cs_per_op.client", "cs/op", to.since(from, "client.cs"), 1, ops, null));
            out.add(Metrics.perOp("cs_per_op.server", "cs/op", to.since(from, "server.cs"), 1, ops, null));
            for (String who : List.of("client", "server")) {
                out.add(Metrics.perOp("minflt_per_op." + who, "faults/op", to.since(from, who + ".minflt"), 1, ops,
                        null));
                out.add(Metrics.perOp("majflt_per_op." + who, "faults/op", to.since(from, who + ".majflt"), 1, ops,
                        null));
                out.add(rate("minflt_per_s." + who, "faults/s", from, to, who + ".minflt", 1, null));
                out.add(rss("rss_mb." + who, to, who + ".rss_kb"));
            }
            out.add(Metrics.perOp("reads_per_op", "reads/op", to.since(from, "disk.reads"), 1, ops, null));
            out.add(Metrics.perOp("read_kb_per_op", "KB/op", to.since(from, "disk.sectors_read"),
                    DiskStat.SECTOR_BYTES / Metrics.KB, ops, null));
            out.add(Metrics.perOp("writes_per_op", "writes/op", to.since(from, "disk.writes"), 1, ops, null));
            out.add(Metrics.perOp("write_kb_per_op", "KB/op", to.since(from, "disk.sectors_written"),
                    DiskStat.SECTOR_BYTES / Metrics.KB, ops, null));
            Long inserts = w.startedMeasure() ? w.inserts() : Long.valueOf(0);
            out.add(Metrics.perOp("writes_per_insert", "writes/row", to.since(from, "disk.writes"), 1, inserts,
                    noInserts));
            out.add(Metrics.perOp("write_kb_per_insert", "KB/row", to.since(from, "disk.sectors_written"),
                    DiskStat.SECTOR_BYTES / Metrics.KB, inserts, noInserts));
            out.add(Metrics.perOp("io_read_kb_per_op.client", "KB/op", to.since(from, "client.read_bytes"),
                    1 / Metrics.KB, ops, null));
            out.add(Metrics.perOp("io_write_kb_per_op.client", "KB/op", to.since(from, "client.write_bytes"),
                    1 / Metrics.KB, ops, null));
            // per disk read, as the IO-efficiency study has them: the time one read takes the disk (io.lat), its
            // size (reqsz) and the host CPU spent per read, user and system apart (usPer, syPer, cpuPer)
            Counters.Delta reads = w.startedMeasure() ? to.since(from, "disk.reads")
                    : new Counters.Delta(null, "no operations measured");
            String noReads = "the disk did no reads in the measured window";
            out.add(Metrics.perEvent("read_latency_us", "us", to.since(from, "disk.read_ms"), 1000, reads, noReads));
            out.add(Metrics.perEvent("read_kb_per_read", "KB", to.since(from, "disk.sectors_read"),
                    DiskStat.SECTOR_BYTES / Metrics.KB, reads, noReads));
            out.add(Metrics.perEvent("cpu_user_us_per_read.host", "us/read", to.since(from, "host.user"), tickUs,
                    reads, noReads));
            out.add(Metrics.perEvent("cpu_sys_us_per_read.host", "us/read", to.since(from, "host.system"), tickUs,
                    reads, noReads));
            out.add(Metrics.perEvent("cpu_us_per_read.host", "us/read", to.since(from, "host.busy"), tickUs, reads,
                    noReads));
            // absolute rates over the window, with their one-second series from the step's start
            out.add(rate("cpu_busy_pct.host", "%", from, to, "host.busy", 1, "host.total"));
            out.add(rate("cpu_busy_pct.client", "%", from, to, "client.ticks", 1, "host.total"));
            out.add(rate("cs_per_s.host", "cs/s", from, to, "host.cs", 1, null));
            out.add(rate("reads_per_s", "r/s", from, to, "disk.reads", 1, null));
            out.add(rate("read_mb_per_s", "MB/s", from, to, "disk.sectors_read",
                    DiskStat.SECTOR_BYTES / (Metrics.KB * Metrics.KB), null));
            out.add(rate("writes_per_s", "w/s", from, to, "disk.writes", 1, null));
            out.add(rate("write_mb_per_s", "MB/s", from, to, "disk.sectors_written",
                    DiskStat.SECTOR_BYTES / (Metrics.KB * Metrics.KB), null));
            return out;
        }

        /**
         * Δcounter × scale per second over the window, with its one-second series. CPU percentages ({@code
         * shareOf} set) are of all CPUs, as vmstat's us+sy: Δticks / Δtotal ticks of the host × 100.
         */
        private MetricResult rate(String name, String unit, Counters a, Counters b, String counter, double scale,
                                  String shareOf) {
            List<Double> series = new ArrayList<>();
            for (int i = 1; i < samples.size(); i++) {
                Double v = perSecond(samples.get(i - 1), samples.get(i), counter, scale, shareOf);
                if (v == null) {
                    series.clear();
                    break;
                }
                series.add(v);
            }
            Counters.Delta d = b.since(a, counter);
            if (d.value() == null) {
                return MetricResult.absent(name, unit, d.reason());
            }
            Double v = perSecond(a, b, counter, scale, shareOf);
            return v == null ? MetricResult.absent(name, unit, "the measured window is empty")
                    : new MetricResult(name, unit, v, null, series);
        }

        /** A resident size at the step's end, in MB. */
        private MetricResult rss(String name, Counters end, String counter) {
            Counters.Delta d = end.value(counter);
            return d.value() == null ? MetricResult.absent(name, "MB", d.reason())
                    : MetricResult.of(name, "MB", d.value() / Metrics.KB);
        }

        private Double perSecond(Counters a, Counters b, String counter, double scale, String shareOf) {
            Counters.Delta d = b.since(a, counter);
            if (d.value() == null) {
                return null;
            }
            if (shareOf != null) {
                Counters.Delta total = b.since(a, shareOf);
                return total.value() == null || total.value() <= 0 ? null : 100 * d.value() / total.value();
            }
            double seconds = (b.nanoTime - a.nanoTime) / 1e9;
            return seconds <= 0 ? null : d.value() * scale / seconds;
        }

        private Counters snapshot(boolean sync) {
            Counters c = new Counters(System.nanoTime());
            if (!proc.available()) {
                for (String name : List.of("host.busy", "host.user", "host.system", "host.total", "host.cs",
                        "client.ticks", "client.cs", "bg.ticks", "server.ticks", "server.cs", "client.read_bytes",
                        "client.write_bytes", "client.minflt", "client.majflt", "client.rss_kb", "server.minflt",
                        "server.majflt", "server.rss_kb")) {
                    c.absent(name, "no Linux /proc");
                }
            } else {
                readCpu(c);
            }
            if (sync) {
                sync();
            }
            if (device == null) {
                DISK_COUNTERS.forEach(name -> c.absent(name, diskReason));
            } else {
                try {
                    DiskStat d = proc.diskStat(device);
                    c.put("disk.reads", d.reads());
                    c.put("disk.sectors_read", d.sectorsRead());
                    c.put("disk.read_ms", d.readMillis());
                    c.put("disk.writes", d.writes());
                    c.put("disk.sectors_written", d.sectorsWritten());
                } catch (RuntimeException e) {
                    DISK_COUNTERS.forEach(name -> c.absent(name, ProcFs.reason(e)));
                }
            }
            return c;
        }

        private void readCpu(Counters c) {
            try {
                var host = proc.hostStat();
                c.put("host.busy", host.busyTicks());
                c.put("host.user", host.userTicks());
                c.put("host.system", host.systemTicks());
                c.put("host.total", host.totalTicks());
                c.put("host.cs", host.contextSwitches());
            } catch (RuntimeException e) {
                for (String name : List.of("host.busy", "host.user", "host.system", "host.total", "host.cs")) {
                    c.absent(name, ProcFs.reason(e));
                }
            }
            c.read("client.ticks", () -> proc.pidStat("self").ticks());
            c.read("client.read_bytes", () -> field(proc.io("self"), "read_bytes"));
            c.read("client.write_bytes", () -> field(proc.io("self"), "write_bytes"));
            c.read("client.cs", this::readClientSwitches);
            c.read("client.minflt", () -> proc.pidStat("self").minflt());
            c.read("client.majflt", () -> proc.pidStat("self").majflt());
            c.read("client.rss_kb", () -> proc.rssKb("self"));
            if (targets.embedded()) {
                boolean rocksDb = notRocksDb == null && readRocksDbThreads(c);
                if (notRocksDb != null) {
                    c.absent("bg.ticks", notRocksDb);
                }
                String embedded = "embedded engine: its CPU is in the client's"
                        + (rocksDb ? " (its RocksDB background threads in rocksdb_bg)" : "");
                for (String name : SERVER_COUNTERS) {
                    c.absent(name, embedded);
                }
            } else {
                c.absent("bg.ticks", "the engine does not run in this JVM");
                if (targets.serverPids().isEmpty()) {
                    for (String name : SERVER_COUNTERS) {
                        c.absent(name, "no server process to read (remote server)");
                    }
                } else {
                    readServers(c);
                }
            }
        }

        /**
         * The CPU ticks of this JVM's RocksDB background threads, and whether it has any; absent when it has none, as
         * with an embedded engine that is not RocksDB, whose figure is no zero. A thread that exits while they are
         * read is left out.
         */
        private boolean readRocksDbThreads(Counters c) {
            try {
                long ticks = 0;
                int threads = 0;
                for (String tid : proc.tasks("self")) {
                    PidStat t;
                    try {
                        t = proc.taskStat("self", tid);
                    } catch (RuntimeException gone) {
                        continue;
                    }
                    if (t.comm().startsWith(ROCKSDB_THREAD_PREFIX)) {
                        ticks += t.ticks();
                        threads++;
                    }
                }
                if (threads == 0) {
                    c.absent("bg.ticks", NO_ROCKSDB_THREADS);
                    return false;
                }
                c.put("bg.ticks", ticks);
                return true;
            } catch (RuntimeException e) {
                c.absent("bg.ticks", ProcFs.reason(e));
                return true; // unreadable, not missing: the engine may well be RocksDB
            }
        }

        /**
         * Each server PID, plus every process whose parent it is (Postgres backends), plus the PID's reaped
         * children's time (exited backends land there). A backend reaped while the children are read would be in
         * neither view (or in both), so the read is repeated until the roots' reaped time did not move across it.
         */
        private void readServers(Counters c) {
            try {
                List<String> roots = targets.serverPids().stream().map(String::valueOf).toList();
                long reaped = reapedTicks(roots);
                for (int attempt = 1; ; attempt++) {
                    Map<String, Long> switches = new HashMap<>();
                    Tree tree = readChildren(roots, switches);
                    long reapedAfter = 0;
                    for (String pid : roots) {
                        PidStat s = proc.pidStat(pid); // a server root that is gone fails the metric: it is not zero
                        tree.ticks += s.ticks() + s.cutime() + s.cstime();
                        tree.minflt += s.minflt() + s.cminflt();
                        tree.majflt += s.majflt() + s.cmajflt();
                        tree.rssKb += rss(pid);
                        reapedAfter += s.cutime() + s.cstime();
                        threadSwitches(pid, switches);
                    }
                    if (reapedAfter == reaped || attempt == SERVER_READ_ATTEMPTS) {
                        c.put("server.ticks", tree.ticks);
                        c.put("server.cs", serverSwitches.add(switches));
                        c.put("server.minflt", tree.minflt);
                        c.put("server.majflt", tree.majflt);
                        c.put("server.rss_kb", tree.rssKb);
                        return;
                    }
                    reaped = reapedAfter;
                }
            } catch (RuntimeException e) {
                for (String name : SERVER_COUNTERS) {
                    c.absent(name, ProcFs.reason(e));
                }
            }
        }

        /** A process's resident KB, 0 for one that has none (exited, or a kernel thread). */
        private long rss(String pid) {
            try {
                return proc.rssKb(pid);
            } catch (RuntimeException none) {
                return 0;
            }
        }

        private long reapedTicks(List<String> roots) {
            long reaped = 0;
            for (String pid : roots) {
                PidStat s = proc.pidStat(pid);
                reaped += s.cutime() + s.cstime();
            }
            return reaped;
        }

        /**
         * CPU ticks, page faults and resident KB of the roots' live children, each read once, and their threads'
         * context switches into {@code switches}; one that exits is skipped.
         */
        private Tree readChildren(List<String> roots, Map<String, Long> switches) {
            Tree tree = new Tree();
            for (String pid : proc.pids()) {
                if (roots.contains(pid)) {
                    continue;
                }
                try {
                    PidStat s = proc.pidStat(pid);
                    if (roots.contains(String.valueOf(s.ppid()))) {
                        Map<String, Long> child = new HashMap<>();
                        threadSwitches(pid, child);
                        tree.ticks += s.ticks();
                        tree.minflt += s.minflt();
                        tree.majflt += s.majflt();
                        tree.rssKb += rss(pid);
                        switches.putAll(child);
                    }
                } catch (RuntimeException gone) {
                    // exited between the listing and the read
                }
            }
            return tree;
        }

        /** This JVM's context switches so far, threads that exited included ({@link TaskSwitches}). */
        private long readClientSwitches() {
            Map<String, Long> now = new HashMap<>();
            threadSwitches("self", now);
            return clientSwitches.add(now);
        }

        /** Each thread of {@code pid}: its context switches, keyed pid/tid; a thread that exits is left out. */
        private void threadSwitches(String pid, Map<String, Long> into) {
            for (String tid : proc.tasks(pid)) {
                try {
                    into.put(pid + "/" + tid, proc.taskContextSwitches(pid, tid));
                } catch (RuntimeException gone) {
                    // exited between the listing and the read
                }
            }
        }
    }

    /** A server's process tree summed: CPU ticks, page faults, resident KB. */
    private static final class Tree {
        long ticks;
        long minflt;
        long majflt;
        long rssKb;
    }

    private static long field(java.util.Map<String, Long> io, String field) {
        Long v = io.get(field);
        if (v == null) {
            throw new IllegalArgumentException("/proc/self/io has no " + field);
        }
        return v;
    }

    /** Writes dirty pages back, so the step's writes reach the disk counters before the end snapshot. */
    static void sync() {
        try {
            Process p = new ProcessBuilder("sync").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            p.waitFor();
        } catch (IOException e) {
            // without sync the writes still count, some of them in a later step
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
