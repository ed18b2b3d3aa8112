package io.storagebench.probe;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.rocksdb.RocksDbEngineProvider;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.MetricResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.runner.ProgressListener;
import io.storagebench.runner.RunnerSettings;
import io.storagebench.runner.StepRunner;
import io.storagebench.spi.DirectoryTrees;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.StorageStats;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.ibench.InsertBenchmark;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The built-in probes around the Insert Benchmark's l.i0 on the real RocksDB engine: the numbers move the right way
 * (the load writes, CPU per op is positive, the size grows with the rows). Behaviour only, never speed. The data
 * directory is under target/, on the build's disk (a tmpfs /tmp would have no block device to count).
 */
@EnabledOnOs(OS.LINUX)
class ProbesOnRocksDbTest {
    private final Path dir = Path.of("target", "probes-on-rocksdb").toAbsolutePath();

    @AfterEach
    void removeData() throws Exception {
        DirectoryTrees.delete(dir);
    }

    @Test
    void aLoadStepWritesUsesCpuPerRowAndGrowsTheDatabase() throws Exception {
        removeData();
        WorkloadPlan plan = new InsertBenchmark().plan("tiny", Map.of("rows.l.i0", "50000", "steps", "l.i0"));
        Step load = plan.steps().get(0);
        StepRunner runner = new StepRunner(RunnerSettings.defaults()
                .withProbes(List.of(new OsProbe(ProcFs.system(), true), new SpaceProbe(), new EngineProbe())));
        try (Engine engine = new RocksDbEngineProvider().open(new EngineConfig(dir, 64L << 20, Map.of()))) {
            long before = SpaceProbe.directoryBytes(dir);
            StepResult step = runner.run(engine, load, ProgressListener.NONE);
            assertThat(step.status()).isEqualTo(RunStatus.OK);
            assertThat(step.actor("inserter").rows()).isEqualTo(50_000);

            assertThat(value(step, "cpu_us_per_op.host")).isPositive();
            assertThat(value(step, "cpu_us_per_op.client")).isPositive();
            assertThat(value(step, "cpu_us_per_op.rocksdb_bg")).isGreaterThanOrEqualTo(0);
            assertThat(value(step, "cpu_us_per_op.host")).isGreaterThanOrEqualTo(0.5 * value(step,
                    "cpu_us_per_op.client")); // the host includes this JVM (both sampled at slightly different times)
            assertThat(value(step, "cs_per_op.host")).isPositive();
            assertThat(value(step, "write_kb_per_insert")).isPositive(); // the WAL, synced at step end
            assertThat(value(step, "write_kb_per_op")).isEqualTo(value(step, "write_kb_per_insert")); // op = row
            assertThat(value(step, "engine.rocksdb.bytes.written")).isPositive();
            assertThat(step.metric("cpu_us_per_op.server").value()).isNull();
            assertThat(step.metric("cpu_us_per_op.server").reason()).contains("embedded");
            // page faults and memory: the client's, and none of a server an embedded engine does not have
            assertThat(value(step, "minflt_per_op.client")).isGreaterThanOrEqualTo(0);
            assertThat(value(step, "majflt_per_op.client")).isGreaterThanOrEqualTo(0);
            assertThat(value(step, "rss_mb.client")).isPositive();
            assertThat(step.metric("minflt_per_s.client").series()).isNotEmpty();
            assertThat(step.metric("rss_mb.server").reason()).contains("embedded");

            // the size grows with the rows: the directory at step end, and the engine's own view once flushed
            assertThat(value(step, "dir_gb") * (1L << 30)).isGreaterThan(before);
            engine.quiesce();
            List<MetricResult> space = new SpaceProbe().start(engine).finish(new Window(0, null, 0, false));
            MetricResult db = space.get(0);
            assertThat(db.name()).isEqualTo("db_gb");
            assertThat(db.value()).isPositive();
            // 50,000 rows of about 100 bytes in compressed SST files: bytes per row from the engine's row estimate
            MetricResult perRow = space.get(2);
            assertThat(perRow.name()).isEqualTo("bytes_per_row");
            assertThat(perRow.value()).as(perRow.reason()).isBetween(10.0, 1000.0);
            assertThat(engine.storageStats().counters().get(StorageStats.LIVE_ROWS)).isBetween(45_000.0, 55_000.0);
        }
    }

    private static double value(StepResult step, String name) {
        MetricResult m = step.metric(name);
        assertThat(m).as(name).isNotNull();
        assertThat(m.value()).as(name + " (" + m.reason() + ")").isNotNull();
        return m.value();
    }
}
