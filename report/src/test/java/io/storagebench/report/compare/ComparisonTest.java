package io.storagebench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.WorkloadInfo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ComparisonTest {
    private static final ResultBundle ROCKSDB = Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true);
    private static final ResultBundle POSTGRES = Bundles.insertBenchmark("postgres", Map.of(), 0.5, null, false);
    private static final ResultBundle ZSTD_1 = Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 1.0,
            0.5, true);
    private static final ResultBundle ZSTD_2 = Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 2.0,
            0.5, true);

    @Test
    void bundlesOfOneConfigurationAreRepeatsOfOneRunLabelledByWhatDiffers() {
        Comparison c = Comparison.of(List.of(ROCKSDB, ZSTD_1, POSTGRES, ZSTD_2), null);
        assertThat(c.runs()).extracting(Run::label).containsExactly("rocksdb", "rocksdb compression=zstd",
                "postgres");
        assertThat(c.runs().get(1).repeats()).hasSize(2);
        Measure qps = c.runs().get(1).headline("qr100").measure();
        assertThat(qps.mean()).isEqualTo(75_000);
        assertThat(qps.min()).isEqualTo(50_000);
        assertThat(qps.max()).isEqualTo(100_000);
        assertThat(c.base().label()).isEqualTo("rocksdb");
        assertThat(c.steps()).containsExactly("l.i0", "l.i1", "qr100");
    }

    @Test
    void theBaseIsPickedByLabelOrByAnEngineNameThatNamesOneRun() {
        assertThat(Comparison.of(List.of(ROCKSDB, POSTGRES), "postgres").base().label()).isEqualTo("postgres");
        assertThat(Comparison.of(List.of(ROCKSDB, ZSTD_1), "rocksdb compression=zstd").baseIndex()).isEqualTo(1);
        assertThatThrownBy(() -> Comparison.of(List.of(ROCKSDB, POSTGRES), "mysql"))
                .isInstanceOf(ComparisonException.class)
                .hasMessage("unknown base 'mysql' (runs: rocksdb, postgres)");
    }

    @Test
    void bundlesOfDifferentWorkloadsAreRefused() {
        ResultBundle other = new ResultBundle(ROCKSDB.schemaVersion(), ROCKSDB.framework(), ROCKSDB.host(),
                ROCKSDB.jvm(), ROCKSDB.engine(), new WorkloadInfo("sysbench", "tiny", 1, Map.of()),
                ROCKSDB.startedAt(), ROCKSDB.endedAt(), ROCKSDB.status(), ROCKSDB.steps(), ROCKSDB.errors());
        assertThatThrownBy(() -> Comparison.of(List.of(ROCKSDB, other), null))
                .isInstanceOf(ComparisonException.class)
                .hasMessageContaining("different workloads (insert-benchmark, sysbench)");
    }

    @Test
    void anUnreadableMetricIsAbsentWithTheProbesReasonAndAnSlaFailureIsKnown() {
        Run postgres = Comparison.of(List.of(ROCKSDB, POSTGRES), null).runs().get(1);
        Value reads = postgres.metric("l.i0", "reads_per_op");
        assertThat(reads.present()).isFalse();
        assertThat(reads.absentReason()).isEqualTo("no block device under the data directory");
        assertThat(postgres.metric("l.i0", "write_amp").absentReason()).isEqualTo("not in the bundle");
        assertThat(postgres.slaFailed("qr100")).isTrue();
        assertThat(postgres.slaFailed("l.i0")).isFalse();
    }
}
