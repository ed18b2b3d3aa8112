package io.storagebench.probe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.MetricResult;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.testing.StubEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The OS probe on a fake /proc root: deltas over the measured window only, divided by the right denominator. */
class OsProbeTest {
    @TempDir
    Path root;

    private static Map<String, MetricResult> byName(List<MetricResult> metrics) {
        return metrics.stream().collect(Collectors.toMap(MetricResult::name, Function.identity()));
    }

    @Test
    void cpuContextSwitchesAndWritesAreDeltasFromTheWarmupEndDividedByOpsAndInserts() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data/db"))));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        run.sample();
        // warmup: all of this is excluded
        fake.set(100, 100, 50, 30, 20, 4096);
        run.measureFromNow();
        // measured: host +200 busy of +400 ticks, +100 ctxt; JVM +50 foreground +40 rocksdb ticks; +2048 sectors
        fake.set(300, 300, 150, 80, 60, 4096 + 2048);
        Map<String, MetricResult> m = byName(run.finish(new Window(1000, 500L, 2.0, true)));

        assertThat(m.get("cpu_us_per_op.host").value()).isCloseTo(2000.0, within(1e-9)); // 200 ticks = 2 s
        assertThat(m.get("cpu_us_per_op.host").unit()).isEqualTo("us/op");
        assertThat(m.get("cpu_us_per_op.client").value()).isCloseTo(900.0, within(1e-9));
        assertThat(m.get("cpu_us_per_op.rocksdb_bg").value()).isCloseTo(400.0, within(1e-9));
        assertThat(m.get("cs_per_op.host").value()).isCloseTo(0.1, within(1e-9));
        assertThat(m.get("cs_per_op.client").value()).isCloseTo(0.1, within(1e-9));
        assertThat(m.get("write_kb_per_op").value()).isCloseTo(1.024, within(1e-9)); // 2048 × 512 B / 1000
        assertThat(m.get("write_kb_per_insert").value()).isCloseTo(2.048, within(1e-9));
        assertThat(m.get("writes_per_op").value()).isZero(); // a counter that did not move is a real zero
        assertThat(m.get("io_write_kb_per_op.client").value()).isCloseTo(1.024, within(1e-9));
        assertThat(m.get("cpu_busy_pct.host").value()).isCloseTo(50.0, within(1e-9));
        // one-second boundaries only: here the start and the end samples, one interval
        assertThat(m.get("cpu_busy_pct.host").series()).containsExactly(50.0);
        assertThat(m.get("cpu_us_per_op.server").value()).isNull();
        assertThat(m.get("cpu_us_per_op.server").reason()).contains("embedded");
    }

    @Test
    void anEmbeddedEngineWithoutRocksDbThreadsGetsNoRocksDbBgFigure_notAZero() throws Exception {
        FakeProc fake = new FakeProc(root);
        fake.backgroundThread = "G1 Conc#0";
        Map<String, MetricResult> m = embeddedStep(fake, new StubEngine(new WatchTargets(true, List.of(),
                Optional.of(Path.of("/data/db")))));

        assertThat(m.get("cpu_us_per_op.rocksdb_bg").value()).isNull();
        assertThat(m.get("cpu_us_per_op.rocksdb_bg").reason()).isEqualTo(OsProbe.NO_ROCKSDB_THREADS);
        assertThat(m.get("cpu_us_per_op.server").reason()).contains("embedded").doesNotContain("rocksdb_bg");
        assertThat(m.get("cpu_us_per_op.client").value()).isCloseTo(900.0, within(1e-9));
    }

    @Test
    void theIdleRocksDbThreadsAnEarlierEngineLeftAreNotTheNextEmbeddedEnginesFigure() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine sqlite = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data/db"))));
        sqlite.stats = new StorageStats(OptionalLong.of(1), Map.of("sqlite.page-count", 10.0));
        Map<String, MetricResult> m = embeddedStep(fake, sqlite);
        assertThat(m.get("cpu_us_per_op.rocksdb_bg").value()).isNull();
        assertThat(m.get("cpu_us_per_op.rocksdb_bg").reason()).contains("runs no RocksDB");

        StubEngine rocksdb = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data/db"))));
        rocksdb.stats = new StorageStats(OptionalLong.of(1), Map.of("rocksdb.bytes.written", 10.0));
        assertThat(embeddedStep(new FakeProc(root.resolve("again")), rocksdb).get("cpu_us_per_op.rocksdb_bg")
                .value()).isCloseTo(400.0, within(1e-9));
    }

    /** The first test's window: 1000 ops, +50 foreground and +40 background ticks of this JVM. */
    private static Map<String, MetricResult> embeddedStep(FakeProc fake, StubEngine engine) throws Exception {
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        fake.set(100, 100, 50, 30, 20, 4096);
        run.measureFromNow();
        fake.set(300, 300, 150, 80, 60, 4096 + 2048);
        return byName(run.finish(new Window(1000, 500L, 2.0, true)));
    }

    @Test
    void perReadMetricsDivideTheWindowsDiskTimeSectorsAndHostCpuByItsDiskReads() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data/db"))));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        fake.reads = 1000;
        fake.readMillis = 7000;
        fake.set(100, 100, 50, 30, 20, 0);
        run.measureFromNow();
        // measured: +4000 reads of 8 KB (16 sectors) taking 600 ms in all; host +60 user, +3 × 10 kernel ticks
        fake.reads = 5000;
        fake.sectorsRead = 80 + 4000 * 16;
        fake.readMillis = 7600;
        fake.systemTicks = 10;
        fake.set(160, 300, 150, 80, 60, 0);
        Map<String, MetricResult> m = byName(run.finish(new Window(2000, null, 2.0, true)));

        assertThat(m.get("read_latency_us").value()).isCloseTo(150.0, within(1e-9)); // 600 ms / 4000
        assertThat(m.get("read_latency_us").unit()).isEqualTo("us");
        assertThat(m.get("read_kb_per_read").value()).isCloseTo(8.0, within(1e-9));
        assertThat(m.get("read_kb_per_read").unit()).isEqualTo("KB");
        assertThat(m.get("cpu_user_us_per_read.host").value()).isCloseTo(150.0, within(1e-9)); // 0.6 s / 4000
        assertThat(m.get("cpu_sys_us_per_read.host").value()).isCloseTo(75.0, within(1e-9)); // 0.3 s / 4000
        assertThat(m.get("cpu_us_per_read.host").value()).isCloseTo(225.0, within(1e-9));
        assertThat(m.get("cpu_us_per_read.host").unit()).isEqualTo("us/read");
        // per op still divides by the step's operations, not by reads
        assertThat(m.get("cpu_us_per_op.host").value()).isCloseTo(450.0, within(1e-9));
    }

    @Test
    void perReadMetricsAreAbsentWithAReasonWhenTheDiskDidNoReadsOrIsNotKnown() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data/db"))));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        run.measureFromNow();
        fake.set(300, 300, 150, 80, 60, 2048); // CPU and writes move, reads do not
        Map<String, MetricResult> cached = byName(run.finish(new Window(1000, null, 1.0, true)));
        for (String name : List.of("read_latency_us", "read_kb_per_read", "cpu_user_us_per_read.host",
                "cpu_sys_us_per_read.host", "cpu_us_per_read.host")) {
            assertThat(cached.get(name).value()).as(name).isNull();
            assertThat(cached.get(name).reason()).as(name).isEqualTo("the disk did no reads in the measured window");
        }

        StubEngine onTmpfs = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/dev/shm/db"))));
        ProbeRun unmapped = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(onTmpfs);
        unmapped.measureFromNow();
        fake.set(400, 400, 150, 80, 60, 2048);
        Map<String, MetricResult> m = byName(unmapped.finish(new Window(1000, null, 1.0, true)));
        assertThat(m.get("cpu_us_per_read.host").value()).isNull();
        assertThat(m.get("cpu_us_per_read.host").reason()).contains("tmpfs");
        assertThat(m.get("read_latency_us").reason()).contains("tmpfs");
    }

    @Test
    void unreadableCountersAreAbsentWithAReasonNeverZero() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine onTmpfs = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/dev/shm/db"))));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(onTmpfs);
        run.measureFromNow();
        Map<String, MetricResult> m = byName(run.finish(new Window(10, null, 1.0, true)));
        assertThat(m.get("write_kb_per_op").value()).isNull();
        assertThat(m.get("write_kb_per_op").reason()).contains("tmpfs");
        assertThat(m.get("write_kb_per_insert").reason()).isNotBlank();
        assertThat(m.get("cpu_us_per_op.host").value()).isNotNull();

        StubEngine remote = new StubEngine(new WatchTargets(false, List.of(), Optional.empty()));
        Path none = root.resolve("no-proc");
        Map<String, MetricResult> r = byName(new OsProbe(new ProcFs(none, none), false).start(remote)
                .finish(new Window(10, 5L, 1.0, true)));
        for (MetricResult metric : r.values()) {
            assertThat(metric.value()).as(metric.name()).isNull();
            assertThat(metric.reason()).as(metric.name()).isNotBlank();
        }
        assertThat(r.get("cpu_us_per_op.host").reason()).isEqualTo("no Linux /proc");
        assertThat(r.get("read_kb_per_op").reason()).isEqualTo("no Linux /proc");
    }

    @Test
    void serverCpuSumsThePidItsChildrenAndItsReapedChildren() throws Exception {
        FakeProc fake = new FakeProc(root);
        server(fake.proc, 200, 1, 10, 0);
        server(fake.proc, 201, 200, 5, 0); // a backend
        StubEngine engine = new StubEngine(new WatchTargets(false, List.of(200L), Optional.empty()));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        run.measureFromNow();
        server(fake.proc, 200, 1, 30, 15); // +20 own, +15 of an exited backend
        server(fake.proc, 201, 200, 10, 0); // +5
        server(fake.proc, 300, 1, 500, 0); // not a server process
        Map<String, MetricResult> m = byName(run.finish(new Window(100, null, 1.0, true)));
        assertThat(m.get("cpu_us_per_op.server").value()).isCloseTo(4000.0, within(1e-9)); // 40 ticks / 100
        assertThat(m.get("cpu_us_per_op.rocksdb_bg").value()).isNull();
    }

    @Test
    void aBackendThatExitsWhileTheServerIsReadDoesNotMakeServerCpuAbsent() throws Exception {
        FakeProc fake = new FakeProc(root);
        server(fake.proc, 200, 1, 10, 0);
        StubEngine engine = new StubEngine(new WatchTargets(false, List.of(200L), Optional.empty()));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        run.measureFromNow();
        server(fake.proc, 200, 1, 30, 0);
        // a backend whose stat was read but whose threads are gone by the time they are listed: it exited
        server(fake.proc, 202, 200, 7, 0);
        Files.delete(fake.proc.resolve("202/task/202/stat"));
        Files.delete(fake.proc.resolve("202/task/202/status"));
        Files.delete(fake.proc.resolve("202/task/202"));
        Files.delete(fake.proc.resolve("202/task"));
        Map<String, MetricResult> m = byName(run.finish(new Window(10, null, 1.0, true)));
        assertThat(m.get("cpu_us_per_op.server").value()).as(m.get("cpu_us_per_op.server").reason())
                .isCloseTo(20_000.0, within(1e-9)); // 20 ticks / 10 ops
    }

    @Test
    void clientContextSwitchesNeverGoBackwardsWhenThreadsExit() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data"))));
        ProbeRun run = new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine);
        task(fake.proc, 102, 5000); // the previous step's loader, with many switches of its own
        run.sample();
        run.measureFromNow();
        Files.walk(fake.proc.resolve("self/task/102")).sorted(java.util.Comparator.reverseOrder())
                .forEach(f -> f.toFile().delete()); // it exits during this step
        task(fake.proc, 103, 300); // a worker of this step: started in the window
        run.sample();
        task(fake.proc, 103, 700);
        run.workersStopping();
        Files.walk(fake.proc.resolve("self/task/103")).sorted(java.util.Comparator.reverseOrder())
                .forEach(f -> f.toFile().delete()); // the runner stopped it
        Map<String, MetricResult> m = byName(run.finish(new Window(100, null, 1.0, true)));
        // the worker's 700, nothing negative for the loader that left; threads 100 and 101 did not move
        assertThat(m.get("cs_per_op.client").value()).isCloseTo(7.0, within(1e-9));
    }

    private static void task(Path proc, long tid, long voluntary) throws Exception {
        Path task = Files.createDirectories(proc.resolve("self/task/" + tid));
        Files.writeString(task.resolve("stat"), tid + " (sb-worker) S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 0 2 0 5 0 0\n");
        Files.writeString(task.resolve("status"), "voluntary_ctxt_switches:\t" + voluntary
                + "\nnonvoluntary_ctxt_switches:\t0\n");
    }

    @Test
    void aStepThatEndedInItsWarmupHasNoPerOpMetrics() throws Exception {
        FakeProc fake = new FakeProc(root);
        StubEngine engine = new StubEngine(new WatchTargets(true, List.of(), Optional.of(Path.of("/data"))));
        Map<String, MetricResult> m = byName(new OsProbe(new ProcFs(fake.proc, fake.sys), false).start(engine)
                .finish(new Window(0, 0L, 0, false)));
        assertThat(m.get("cpu_us_per_op.host").value()).isNull();
        assertThat(m.get("cpu_us_per_op.host").reason()).contains("no operations");
    }

    private static void server(Path proc, long pid, long ppid, long utime, long cutime) throws Exception {
        Path task = Files.createDirectories(proc.resolve(pid + "/task/" + pid));
        String stat = pid + " (postgres) S " + ppid + " 1 1 0 -1 0 0 0 0 0 " + utime + " 0 " + cutime
                + " 0 20 0 1 0 5 0 0\n";
        Files.writeString(proc.resolve(pid + "/stat"), stat);
        Files.writeString(task.resolve("stat"), stat);
        Files.writeString(task.resolve("status"), "voluntary_ctxt_switches:\t" + utime
                + "\nnonvoluntary_ctxt_switches:\t0\n");
    }
}
