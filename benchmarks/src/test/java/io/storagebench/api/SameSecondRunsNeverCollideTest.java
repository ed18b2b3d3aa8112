package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.WorkloadInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 49: two runs started in the same second with one --work-dir got one run directory and one bundle name, and
 * the one that failed removed the other's live data. The run id (second, engine, workload, profile) is the same for
 * both, so each must get its own directory and bundle file anyway.
 */
class SameSecondRunsNeverCollideTest {
    private static final String RUN_ID = "20261201-120000-rocksdb-insert-benchmark-tiny";

    @TempDir
    Path workDir;

    @TempDir
    Path resultsDir;

    @Test
    void twoRunsWithOneRunIdGetTwoRunDirectories() {
        try (WorkDirectory first = WorkDirectory.create(workDir, RUN_ID, false);
             WorkDirectory second = WorkDirectory.create(workDir, RUN_ID, false)) {
            assertThat(first.dataDir()).isNotEqualTo(second.dataDir());
            assertThat(first.dataDir()).isEmptyDirectory();
            assertThat(second.dataDir()).isEmptyDirectory();
            assertThat(List.of(first.name(), second.name())).containsExactly(RUN_ID, RUN_ID + "-2");
        }
    }

    @Test
    void closingOneRunLeavesTheOtherRunsDataUntouched() throws Exception {
        WorkDirectory failing = WorkDirectory.create(workDir, RUN_ID, false);
        try (WorkDirectory live = WorkDirectory.create(workDir, RUN_ID, false)) {
            Path liveData = Files.writeString(live.dataDir().resolve("000001.sst"), "live");
            failing.close();
            assertThat(liveData).hasContent("live");
            assertThat(failing.dataDir().getParent()).doesNotExist();
        }
    }

    @Test
    void aRunNeverRemovesADirectoryItDidNotCreate() throws Exception {
        Path kept = Files.createDirectories(workDir.resolve(RUN_ID).resolve("data"));
        Files.writeString(kept.resolve("CURRENT"), "kept by --keep-data");
        WorkDirectory.create(workDir, RUN_ID, false).close();
        assertThat(kept.resolve("CURRENT")).hasContent("kept by --keep-data");
    }

    @Test
    void twoRunsWithOneNameWriteTwoBundles() {
        BundleWriter first = BundleWriter.inNewFile(resultsDir, RUN_ID, skeleton("first"));
        BundleWriter second = BundleWriter.inNewFile(resultsDir, RUN_ID, skeleton("second"));
        assertThat(first.file()).isNotEqualTo(second.file());
        assertThat(BundleFiles.read(first.file()).engine().version()).isEqualTo("first");
        assertThat(BundleFiles.read(second.file()).engine().version()).isEqualTo("second");
        assertThat(first.file().getFileName()).hasToString(RUN_ID + ".json");
    }

    private ResultBundle skeleton(String version) {
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, BuildInfo.framework(), HostFacts.host(workDir, null),
                HostFacts.jvm(), new EngineInfo("stub", "stub", version, "", Map.of(), Map.of(), 1, workDir.toString()),
                new WorkloadInfo("insert-benchmark", "tiny", 1, Map.of()), "2026-12-01T12:00:00Z", null,
                RunStatus.RUNNING, List.of(), List.of());
    }
}
