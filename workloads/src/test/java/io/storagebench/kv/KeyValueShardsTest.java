package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static io.storagebench.workload.kit.StepDriver.Order.THREAD_AFTER_THREAD;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.tck.CollectingSink;
import io.storagebench.workload.Actor;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Shard;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.RecordingEngine;
import io.storagebench.workload.kit.StepDriver;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Three shards of kv: fillseq's key ranges cover the keys once, each shard runs a third of the threads, overwritesome's
 * puts add up, and each *whilewriting writer puts at a third of the rate.
 */
class KeyValueShardsTest {
    private static final int KEYS = 100;
    private static final Map<String, String> PARAMS = Map.of("keys", String.valueOf(KEYS), "threads", "6",
            "overwrite-fraction", "0.1");
    private final KeyValueBenchmark workload = new KeyValueBenchmark();

    private WorkloadPlan shard(int index) {
        return workload.plan("tiny", PARAMS, new Shard(index, 3));
    }

    @Test
    void theShardsFillseqsPutEveryKeyOnceEachItsOwnRangeInOrder() throws Exception {
        TreeSet<Long> all = new TreeSet<>();
        long total = 0;
        for (int i = 0; i < 3; i++) {
            RecordingEngine engine = new RecordingEngine(null);
            Step fillseq = StepDriver.step(shard(i).steps(), KvSteps.FILLSEQ);
            StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(KEYS).sink(RowSink.DISCARD).run(fillseq).returns();
            List<Long> keys = keys(engine);
            assertThat(keys).as("shard %d", i).isSorted().hasSize((int) fillseq.progress().total());
            assertThat(keys.get(keys.size() - 1) - keys.get(0)).isEqualTo(keys.size() - 1);
            all.addAll(keys);
            total += keys.size();
        }
        assertThat(total).isEqualTo(KEYS);
        assertThat(all).hasSize(KEYS).first().isEqualTo(0L);
        assertThat(all.last()).isEqualTo(KEYS - 1L);
        assertThat(shard(2).loads().get(0).rows() + shard(1).loads().get(0).rows() + shard(0).loads().get(0).rows())
                .isEqualTo(workload.plan("tiny", PARAMS).loads().get(0).rows());
    }

    @Test
    void threadsOverwritesAndTheWritersRateAreSplitSoTheSharesAddUpToTheWholeRun() {
        WorkloadPlan whole = workload.plan("tiny", PARAMS);
        long puts = 0;
        double rate = 0;
        for (int i = 0; i < 3; i++) {
            List<Step> steps = shard(i).steps();
            assertThat(actors(steps, "readrandom").get(0).threads()).isEqualTo(2);
            puts += StepDriver.step(steps, KvSteps.OVERWRITESOME).progress().total();
            Actor writer = actors(steps, "readwhilewriting").get(1);
            assertThat(writer.name()).isEqualTo(KvSteps.WRITER);
            rate += ((Pacing.FixedRate) writer.pacing()).opsPerSecond();
        }
        assertThat(puts).isEqualTo(StepDriver.step(whole.steps(), KvSteps.OVERWRITESOME).progress().total());
        assertThat(rate).isCloseTo(((Pacing.FixedRate) actors(whole.steps(), "readwhilewriting").get(1).pacing())
                .opsPerSecond(), org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void threadsThatDoNotDivideByTheShardsAreRefused() {
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("threads", "4"), new Shard(0, 3)))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("threads=4 cannot be split into 3 equal shards: make threads a multiple of 3");
    }

    private static List<Actor> actors(List<Step> steps, String name) {
        return StepDriver.step(steps, name).setup().prepare(new RecordingEngine(null));
    }

    private static List<Long> keys(RecordingEngine engine) {
        CollectingSink rows = new CollectingSink();
        try (Session s = engine.openSession()) {
            s.prepare(new KvScanSpec(KvSteps.SPACE, false)).execute(KvKeys.key(0, 20), KEYS, rows);
        }
        return rows.rows().stream().map(r -> KvKeys.number((byte[]) r.get(0))).toList();
    }
}
