package io.storagebench.kv.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.KvBundles;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompactionDebtTest {
    @Test
    void overwriteAndWaitCountsTheFlushesAndCompactionsOfTheWaitAfterIt() {
        ResultBundle derived = CompactionDebt.derive(KvBundles.kv());

        StepResult overwrite = derived.steps().get(2);
        // (1.0 + 2.0 GB during the overwrites + 0.2 + 3.0 GB during the wait) / 1.0 GB written
        assertThat(overwrite.metric("write_amp_with_wait").value()).isCloseTo(6.2, within(1e-9));
        assertThat(overwrite.metric("write_amp").value()).isEqualTo(3.0);
        assertThat(derived.steps().get(3).metric("write_amp_with_wait")).isNull();
        assertThat(CompactionDebt.derive(derived)).isEqualTo(derived);
    }

    @Test
    void withoutTheWaitStepOrACounterTheFigureIsAbsentSayingWhatIsMissing() {
        ResultBundle kv = KvBundles.kv();
        StepResult overwrite = kv.steps().get(2);
        StepResult wait = kv.steps().get(3);

        MetricResult noWait = CompactionDebt.derive(KvBundles.withSteps(kv, List.of(overwrite)))
                .steps().get(0).metric("write_amp_with_wait");
        assertThat(noWait.present()).isFalse();
        assertThat(noWait.reason()).isEqualTo("no waitforcompaction step after overwriteandwait in the bundle");

        StepResult unread = KvBundles.withMetric(wait, "engine.rocksdb.compact.write.bytes", null);
        MetricResult noCounter = CompactionDebt.derive(KvBundles.withSteps(kv, List.of(overwrite, unread)))
                .steps().get(0).metric("write_amp_with_wait");
        assertThat(noCounter.reason()).isEqualTo("no engine.rocksdb.compact.write.bytes in waitforcompaction");

        StepResult idle = KvBundles.withMetric(overwrite, "engine.rocksdb.bytes.written",
                MetricResult.of("engine.rocksdb.bytes.written", "bytes", 0));
        MetricResult nothingWritten = CompactionDebt.derive(KvBundles.withSteps(kv, List.of(idle, wait)))
                .steps().get(0).metric("write_amp_with_wait");
        assertThat(nothingWritten.reason())
                .isEqualTo("overwriteandwait wrote no bytes (engine.rocksdb.bytes.written is 0)");
    }
}
