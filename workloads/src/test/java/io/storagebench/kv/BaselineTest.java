package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static io.storagebench.workload.kit.StepDriver.Order.THREAD_AFTER_THREAD;

import io.storagebench.spi.RowSink;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.Step;
import io.storagebench.workload.kit.KitContext;
import io.storagebench.workload.kit.RecordingEngine;
import io.storagebench.workload.kit.StepDriver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The baseline's files and the Java O_DIRECT reader, on a real file under the build directory (on the project's
 * filesystem, not a tmpfs /tmp, which refuses O_DIRECT).
 */
class BaselineTest {
    private Path root;

    @BeforeEach
    void createRoot() throws IOException {
        // under the build directory: on the project's filesystem, not a tmpfs that refuses O_DIRECT
        root = Files.createTempDirectory(Files.createDirectories(Path.of("target").toAbsolutePath()), "baseline-test");
    }

    @AfterEach
    void removeRoot() {
        BaselineFiles.remove(root);
    }

    @Test
    void theFilesAreASiblingOfTheDataDirectoryAndAnEngineWithoutOneIsRefused() {
        assertThat(BaselineFiles.dirBeside(new RecordingEngine(root.resolve("rocksdb"))))
                .isEqualTo(root.resolve("rocksdb-baseline"));
        assertThatThrownBy(() -> BaselineFiles.dirBeside(new RecordingEngine(null)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("data directory");
    }

    @Test
    void theFileHasWholeBlocksOfRandomBytesAndTheLastReaderRemovesIt() throws IOException {
        Path dir = root.resolve("data-baseline");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("left-by-a-failed-step"), "x");
        BaselineFiles files = BaselineFiles.create(dir, 100_000, 8192, 2, new SplittableRandom(1));
        assertThat(dir.resolve("left-by-a-failed-step")).doesNotExist();
        assertThat(Files.size(files.file())).isEqualTo(13 * 8192);
        byte[] bytes = Files.readAllBytes(files.file());
        assertThat(bytes).contains((byte) 1).contains((byte) 255);
        files.release();
        assertThat(dir).exists();
        files.release();
        assertThat(dir).doesNotExist();
    }

    @Test
    void theJavaReaderReadsWholeAlignedBlocksWithODirectAndReleasesTheFilesWhenItFinishes() {
        BaselineFiles files = BaselineFiles.create(root.resolve("data-baseline"), 1 << 20, 8192, 1,
                new SplittableRandom(2));
        DirectReadBaseline reader = new DirectReadBaseline(files, new SplittableRandom(3));
        for (int i = 0; i < 200; i++) {
            assertThat(reader.run(KitContext.on(RowSink.DISCARD))).isEqualTo(1);
        }
        reader.finish();
        assertThat(root.resolve("data-baseline")).doesNotExist();
    }

    @Test
    void theBaselineStepWritesAtLeastTheMinimumBesideTheDataAndTheReadStepAfterItCleansUp() throws Exception {
        RecordingEngine engine = new RecordingEngine(root.resolve("data"));
        ParameterSet values = ParameterSet.resolve(IoEfficiency.NAME, IoEfficiency.PROFILES,
                new IoEfficiency().parameters(), "tiny", Map.of("keys", "1000"));
        List<Step> steps = IoEfficiency.steps(KvParameters.forIoEfficiency(values, 2), List.of(1, 2), false,
                IoEfficiency.request(true, 1 << 20), IoEfficiencyPlanTest.SLICING);
        Path dir = root.resolve("data-baseline");
        Step baseline = StepDriver.step(steps, "baseline.t2");
        Map<String, List<Long>> returned = StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(20).sink(RowSink.DISCARD).run(baseline).returns();
        assertThat(returned.get("baseline")).hasSize(40).containsOnly(1L);
        assertThat(dir).doesNotExist();
        // a baseline that failed before its readers finished leaves its files; the read step removes them
        baseline.setup().prepare(engine);
        assertThat(Files.size(dir.resolve(BaselineFiles.FILE))).isGreaterThanOrEqualTo(Defaults.BASELINE_MIN_BYTES);
        StepDriver.step(steps, "readrandom.t2").setup().prepare(engine);
        assertThat(dir).doesNotExist();
    }

    @Test
    void theBaselineReadsAsMuchAsTheEngineItRunsOnReadsAtATime_InnoDbsSixteenKbPages() throws Exception {
        ParameterSet values = ParameterSet.resolve(IoEfficiency.NAME, IoEfficiency.PROFILES,
                new IoEfficiency().parameters(), "tiny", Map.of("keys", "1000"));
        List<Step> steps = IoEfficiency.steps(KvParameters.forIoEfficiency(values, 1), List.of(1), false,
                IoEfficiency.request(true, 1 << 20), IoEfficiencyPlanTest.SLICING);
        Path dir = root.resolve("data-baseline");
        for (Map.Entry<String, Integer> engine : Map.of("mariadb-innodb", 16384, "mariadb-myrocks", 8192,
                "rocksdb", 8192, "postgres", 8192).entrySet()) {
            RecordingEngine on = new RecordingEngine(root.resolve("data"), engine.getKey());
            assertThat(IoEfficiency.readBytes(IoEfficiency.request(true, 1 << 20), on)).as(engine.getKey())
                    .isEqualTo(engine.getValue());
            Map<String, List<Long>> returned = StepDriver.on(on).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(StepDriver.step(steps, "baseline.t1")).returns();
            assertThat(returned.get("baseline")).hasSize(5).containsOnly(1L);
            assertThat(dir).doesNotExist();
        }
    }

    @Test
    void aReadSizeThatODirectCannotAlignIsRefused() {
        assertThatThrownBy(() -> BaselineFiles.create(root.resolve("data-baseline"), 1 << 20, 12288, 1,
                new SplittableRandom(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the baseline's read size must be a power of two, not 12288");
        assertThat(root.resolve("data-baseline")).doesNotExist();
    }
}
