package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.spi.RowSink;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import io.storagebench.workload.kit.KitContext;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The fio baseline: its command, the reading of its JSON report, and fio itself when it is installed. */
class FioBaselineTest {
    private Path root;

    @BeforeEach
    void createRoot() throws IOException {
        // under the build directory: on the project's filesystem, not a tmpfs that refuses O_DIRECT
        root = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()), "fio-test");
    }

    @AfterEach
    void removeRoot() {
        BaselineFiles.remove(root);
    }

    @Test
    void theCommandIsTheStudysQueueDepthOneODirectRandomRead() {
        assertThat(FioBaseline.command(Path.of("/data-baseline/baseline.dat"), 16384, 6, 60)).containsExactly("fio",
                "--name=baseline", "--filename=/data-baseline/baseline.dat", "--rw=randread", "--ioengine=sync",
                "--direct=1", "--iodepth=1", "--bs=16384", "--numjobs=6", "--randrepeat=0", "--runtime=60",
                "--time_based", "--group_reporting", "--output-format=json", "--status-interval=200ms");
    }

    @Test
    void theReadsAreTheFirstJobsReadTotalIosOfFio333sReport() throws IOException {
        // trimmed and edited by hand from a fio 3.33 report of this command: "rw" : "randread" in the job options
        // and the write, trim and sync sections' own total_ios must not be taken for the reads
        assertThat(FioBaseline.totalReads(sample())).isEqualTo(4_412_345L);
        assertThat(FioBaseline.totalReads("fio: some warning\n" + sample())).isEqualTo(4_412_345L);
    }

    @Test
    void aFailedJobOrAReportWithoutReadsIsAnError() throws IOException {
        assertThatThrownBy(() -> FioBaseline.totalReads(sample().replaceFirst("\"error\" : 0", "\"error\" : 5")))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("error 5");
        assertThatThrownBy(() -> FioBaseline.totalReads("fio: file hash not empty on exit\n"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no jobs")
                .hasMessageContaining("file hash");
        assertThatThrownBy(() -> FioBaseline.totalReads("{\"jobs\" : [ {\"error\" : 0} ] }"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("total_ios");
    }

    /**
     * Each call is one status interval's reads, so a step's window cuts fio's reads as it cuts an engine's: one call
     * for fio's whole run put its start-up (0.5 s of 2.5 s here) inside the window its reads were divided by.
     */
    @Test
    void eachCallReturnsTheReadsOfOneStatusIntervalUntilFioEnds() throws InterruptedException {
        FioBaseline fio = fio(2, 2);
        List<Long> calls = new ArrayList<>();
        long started = System.nanoTime();
        for (long reads = fio.run(KitContext.on(RowSink.DISCARD)); reads != Worker.DONE;
                reads = fio.run(KitContext.on(RowSink.DISCARD))) {
            calls.add(reads);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        // 2 s at one status per 200 ms, and fio's final report (the last interval's remainder)
        assertThat(calls).hasSizeBetween(8, 13).allSatisfy(reads -> assertThat(reads).isNotNegative());
        assertThat(calls.stream().mapToLong(Long::longValue).sum()).isPositive();
        assertThat(seconds).isGreaterThan(1.9);
        assertThat(fio.run(KitContext.on(RowSink.DISCARD))).isEqualTo(Worker.DONE);
        fio.finish();
        assertThat(root.resolve("data-baseline")).doesNotExist();
    }

    /** fio forks a process per job: killing fio alone left its job reading the disk for the whole --runtime. */
    @Test
    void fioAndItsJobProcessesAreKilledWhenTheStepStops() throws InterruptedException {
        FioBaseline fio = fio(2, 600);
        long start = System.nanoTime();
        long stopAt = start + 300_000_000L;
        OpContext stopping = KitContext.on(RowSink.DISCARD, () -> System.nanoTime() > stopAt);
        assertThat(fio.run(stopping)).isEqualTo(Worker.DONE);
        assertThat(System.nanoTime() - start).isLessThan(30_000_000_000L);
        String file = root.resolve("data-baseline").toString();
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (readersOf(file) > 0 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(readersOf(file)).as("fio processes still reading " + file).isZero();
        fio.finish();
    }

    private static long readersOf(String file) {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(p -> String.join(" ", p.info().arguments().orElse(new String[0])).contains(file)).count();
    }

    /** fio on a 16 MB file, or the test is skipped when fio is not installed. */
    private FioBaseline fio(int jobs, long seconds) {
        assumeTrue(FioBaseline.onPath(), "fio is not installed");
        return new FioBaseline(BaselineFiles.create(root.resolve("data-baseline"), 16 << 20, 8192, 1,
                new SplittableRandom(1)), jobs, seconds);
    }

    private static String sample() throws IOException {
        try (InputStream in = FioBaselineTest.class.getResourceAsStream("fio-3.33-randread.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
