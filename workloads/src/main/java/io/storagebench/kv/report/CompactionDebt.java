package io.storagebench.kv.report;

import io.storagebench.kv.KeyValueBenchmark;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The write amplification of {@code overwriteandwait} with its compaction debt, as benchmark.sh counts it: the
 * overwrites leave flushes and compactions pending, which the {@code waitforcompaction} step right after it (its own
 * step, as db_bench prints it) pays. {@value #METRIC} = (flush + compaction bytes written during both steps) / bytes
 * the overwrites wrote, from the engine's statistics; the probe's {@code write_amp} of the step alone stays as it is.
 * Added to {@code overwriteandwait} of {@code kv} bundles when a probe ran in it; absent with a reason naming what is
 * missing.
 */
public final class CompactionDebt {
    public static final String WORKLOAD = KeyValueBenchmark.NAME;
    public static final String METRIC = "write_amp_with_wait";
    public static final String STEP = "overwriteandwait";
    public static final String WAIT = "waitforcompaction";
    private static final String FLUSH = "engine.rocksdb.flush.write.bytes";
    private static final String COMPACT = "engine.rocksdb.compact.write.bytes";
    private static final String INGEST = "engine.rocksdb.bytes.written";

    private CompactionDebt() {
    }

    /** The bundle with {@value #METRIC} on its {@code overwriteandwait} step (unchanged for other workloads). */
    public static ResultBundle derive(ResultBundle bundle) {
        if (!bundle.workload().name().equals(WORKLOAD)) {
            return bundle;
        }
        List<StepResult> steps = new ArrayList<>(bundle.steps());
        for (int i = 0; i < steps.size(); i++) {
            StepResult s = steps.get(i);
            if (!s.name().equals(STEP) || s.metrics().isEmpty()) {
                continue;
            }
            StepResult wait = i + 1 < steps.size() && steps.get(i + 1).name().equals(WAIT) ? steps.get(i + 1) : null;
            MetricResult amp = wait == null
                    ? MetricResult.absent(METRIC, "x", "no " + WAIT + " step after " + STEP + " in the bundle")
                    : Input.derive(METRIC, "x", STEP + " wrote no bytes (" + INGEST + " is 0)",
                            v -> (v[0] + v[1] + v[2] + v[3]) / v[4], Input.of(s, FLUSH), Input.of(s, COMPACT),
                            Input.of(wait, FLUSH), Input.of(wait, COMPACT), Input.of(s, INGEST));
            steps.set(i, Input.withDerived(s, List.of(amp), List.of()));
        }
        return bundle.with(bundle.status(), bundle.endedAt(), steps, bundle.errors());
    }
}
