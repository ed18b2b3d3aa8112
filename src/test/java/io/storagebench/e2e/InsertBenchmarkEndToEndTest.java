package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ActorResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The Insert Benchmark through the CLI on embedded RocksDB at a micro scale, and its result bundle read back.
 *
 * <p>Its tests run at once ({@link Execution}): each is a run of its own in its own directory.
 */
@Execution(ExecutionMode.CONCURRENT)
class InsertBenchmarkEndToEndTest {
    static final String[] MICRO = {"-p", "rows.l.i0=20000", "-p", "rows.l.i1=4000", "-p", "rows.l.i2=1000",
        "-p", "query.seconds=2", "-p", "query.warmup-seconds=1", "-p", "post-load-wait=1"};

    @TempDir
    Path dir;

    @Test
    void aMicroRunOnRocksDbWritesACompleteBundleAndASummary() throws Exception {
        Path bundleFile = dir.resolve("result.json");
        Cli.Result r = Cli.run(dir.resolve("log"), concat(new String[] {"run", "--engine", "rocksdb",
            "--workload", "insert-benchmark", "--work-dir", Cli.path(dir.resolve("work")), "--output",
            Cli.path(bundleFile), "--no-progress"}, MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("l.i0", "qp1000", "ips", "qps", "pass").contains(bundleFile.toString());
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        // the data directory is gone, RocksDB's info log is kept beside the bundle
        assertThat(r.out()).contains("engine logs: " + dir.resolve("result.logs"));
        assertThat(Files.readString(dir.resolve("result.logs").resolve("LOG"))).contains("RocksDB version");
        assertThat(dir.resolve("work")).isEmptyDirectory();
        assertThat(bundle.engine().name()).isEqualTo("rocksdb");
        assertThat(bundle.engine().version()).matches("\\d+\\.\\d+\\.\\d+");
        assertThat(bundle.engine().configuration()).isNotEmpty();
        assertThat(bundle.workload().parameters()).containsEntry("rows.l.i0", "20000");
        assertThat(bundle.framework().version()).isNotBlank();
        assertThat(bundle.host().cpus()).isPositive();
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.x", "l.i1", "l.i2",
                "qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");
        for (StepResult step : bundle.steps()) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            assertThat(step.headline().value()).as(step.name()).isPositive();
        }
        StepResult i0 = bundle.steps().get(0);
        assertThat(i0.actor("inserter").rows()).isEqualTo(20_000);
        // the probes' efficiency metrics ride along in every step; a load step writes to the data directory's disk
        for (StepResult step : bundle.steps()) {
            assertThat(step.metric("cpu_us_per_op.host").value()).as(step.name()).isPositive();
            assertThat(step.metric("cpu_us_per_op.client").value()).as(step.name()).isPositive();
        }
        assertThat(i0.metric("write_kb_per_insert").value()).isPositive();
        assertThat(i0.metric("dir_gb").value()).isPositive();
        assertThat(i0.actor("inserter").ops()).isEqualTo(200);
        StepResult i1 = bundle.steps().get(2);
        assertThat(i1.actor("deleter").rows()).isEqualTo(4000);
        assertThat(bundle.steps().get(3).after().quiesced()).isTrue();

        StepResult qr100 = bundle.steps().get(4);
        assertThat(qr100.slas()).singleElement().satisfies(sla -> {
            assertThat(sla.targetPerSecond()).isEqualTo(100.0);
            assertThat(sla.passed()).isTrue();
        });
        assertThat(qr100.warmupSeconds()).isEqualTo(1.0);
        ActorResult query = qr100.actor("query");
        assertThat(query.ops()).isPositive();
        assertThat(query.responseTime().percentilesMicros()).containsKeys("50", "99", "99.9");
        Histogram h = Histogram.decodeFromCompressedByteBuffer(
                ByteBuffer.wrap(Base64.getDecoder().decode(query.responseTime().hdrHistogram())), 0);
        assertThat(h.getTotalCount()).isEqualTo(query.responseTime().count());
        assertThat(query.series().size()).isGreaterThanOrEqualTo(2);
    }

    @Test
    void sigtermStopsTheRunAsCtrlCDoesAndExitsWith143() throws Exception {
        // SIGTERM, as kill, systemd and docker stop send it
        Process p = stopInQr100("terminated.json", Process::destroy);
        assertThat(p.exitValue()).isEqualTo(143);
    }

    @Test
    void ctrlCStopsTheRunAndKeepsWhatWasMeasured() throws Exception {
        stopInQr100("interrupted.json", Cli::interrupt);
    }

    /** What stops a running CLI process: a signal sent to it. */
    @FunctionalInterface
    private interface Stop {
        void send(Process p) throws Exception;
    }

    /**
     * Starts a micro run, waits until the partial bundle shows the load steps, stops it with {@code stop} during
     * qr100, and checks it kept what it measured (qr100 INTERRUPTED with its queries) and removed its data.
     */
    private Process stopInQr100(String bundleName, Stop stop) throws Exception {
        Path bundleFile = dir.resolve(bundleName);
        Process p = Cli.start(dir.resolve("log"), concat(new String[] {"run", "--work-dir",
            Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress",
            "-p", "query.seconds=600"}, List.of(MICRO).subList(0, 6).toArray(String[]::new)));
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && !reached(bundleFile, "l.i2")) {
            Thread.sleep(200);
        }
        Thread.sleep(2000);
        stop.send(p);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertStoppedInQr100(bundleFile, dir.resolve("work"));
        return p;
    }

    /** A micro run stopped in qr100 kept what it measured (qr100 INTERRUPTED with its queries) and removed its data. */
    static void assertStoppedInQr100(Path bundleFile, Path workDir) throws Exception {
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(bundle.steps()).extracting(StepResult::name).startsWith("l.i0", "l.x", "l.i1", "l.i2", "qr100");
        StepResult last = bundle.steps().get(bundle.steps().size() - 1);
        assertThat(last.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(last.actor("query").ops() + last.actor("query").warmupOps()).isPositive();
        try (var files = Files.list(workDir)) {
            assertThat(files).as("data removed after the run").isEmpty();
        }
    }

    @Test
    void aQueryStepWithoutTheStepsThatCreateItsTablesIsRefusedBeforeItRuns() throws Exception {
        // a failed step in a run that started is EngineFailuresAreOneLineOnStderrTest's
        Path bundleFile = dir.resolve("refused.json");
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--work-dir", Cli.path(dir.resolve("work")), "--output",
                Cli.path(bundleFile), "--no-progress", "-p", "steps=qp100,qr500");

        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("run: step qp100 needs the tables that l.i0 creates: add l.i0 to "
                + "parameter steps");
        assertThat(bundleFile).doesNotExist();
    }

    /**
     * Runs the Insert Benchmark on a managed server engine at a small size, sends Ctrl-C a little into qr100 and
     * checks what the user is promised: exit 130, the bundle INTERRUPTED with every step up to qr100, and the
     * server's log, ending in its shutdown line, kept beside the bundle. The caller checks no server is left.
     */
    static void interruptInQr100(Path dir, String engine, String log, String shutdownLine) throws Exception {
        Path bundleFile = dir.resolve("interrupted.json");
        Process p = Cli.start(dir.resolve("log"), "run", "--engine", engine, "-o", "profile=small",
                "--cache-size", "128m", "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile),
                "--no-progress", "-p", "rows.l.i0=20000", "-p", "rows.l.i1=4000", "-p", "rows.l.i2=1000",
                "-p", "query.seconds=600");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline && !reached(bundleFile, "l.i2")) {
            Thread.sleep(200);
        }
        Thread.sleep(2000); // into qr100
        Cli.interrupt(p);
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).isEqualTo(130);
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(bundle.steps()).extracting(StepResult::name).startsWith("l.i0", "l.x", "l.i1", "l.i2", "qr100");
        assertThat(Files.readString(dir.resolve("interrupted.logs").resolve(log))).contains(shutdownLine);
    }

    static boolean reached(Path bundle, String step) {
        try {
            return Files.exists(bundle) && BundleFiles.read(bundle).steps().stream()
                    .anyMatch(s -> s.name().equals(step));
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** A run of {@link #MICRO} completed: every step, in order, OK with a positive headline; every row loaded. */
    static void assertCompleteMicroRun(ResultBundle bundle) {
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.x", "l.i1", "l.i2",
                "qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");
        for (StepResult step : bundle.steps()) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            assertThat(step.headline().value()).as(step.name()).isPositive();
        }
        assertThat(bundle.steps().get(0).actor("inserter").rows()).isEqualTo(20_000);
        assertThat(bundle.steps().get(2).actor("deleter").rows()).isEqualTo(4000);
    }

    static String[] concat(String[] a, String[] b) {
        String[] out = new String[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
