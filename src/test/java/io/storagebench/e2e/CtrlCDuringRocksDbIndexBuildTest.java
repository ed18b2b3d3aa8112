package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: Ctrl-C during RocksDB's l.x. The index build did not see the interrupt, the runner gave up on it after
 * its abandon time and closed RocksDB under it, and the JVM died in librocksdbjni (exit 134, an hs_err_pid*.log, the
 * data directory and the extracted library left behind, the bundle FAILED). Now the build stops, the run exits 130 and
 * cleans up, and the bundle says INTERRUPTED.
 */
class CtrlCDuringRocksDbIndexBuildTest {
    /** The runner's default abandon time: the old code stopped only once it gave up on the build. */
    private static final long ABANDON_SECONDS = 30;

    @TempDir
    Path dir;

    @Test
    void ctrlCDuringTheIndexBuildExitsInterruptedAndLeavesNothingBehind() throws Exception {
        Path bundleFile = dir.resolve("interrupted.json");
        Process p = Cli.start(dir, dir.resolve("log"), "run", "--engine", "rocksdb", "--work-dir",
                Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress",
                "-p", "rows.l.i0=1000000");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (System.nanoTime() < deadline && p.isAlive()
                && !InsertBenchmarkEndToEndTest.reached(bundleFile, "l.i0")) {
            Thread.sleep(100);
        }
        Thread.sleep(1000); // into l.x's index build
        Cli.interrupt(p);

        assertThat(p.waitFor(ABANDON_SECONDS - 5, TimeUnit.SECONDS))
                .as("stopped before the runner's abandon time, so not by giving up on the build").isTrue();
        Cli.Result r = Cli.result(p, dir.resolve("log"));
        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(130);
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.x");
        assertThat(bundle.steps().get(1).status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(bundle.steps().get(1).error()).isNull();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).noneMatch(f -> f.startsWith("hs_err_pid"));
        }
        assertThat(dir.resolve("work")).as("data removed after the run").isEmptyDirectory();
        assertThat(dir.resolve("tmp")).as("the extracted librocksdbjni removed at exit").isEmptyDirectory();
        assertThat(r.out()).doesNotContain("engine left open");
    }
}
