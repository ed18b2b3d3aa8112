package io.storagebench.kv;

import io.storagebench.spi.Capability;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Load;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.Shard;
import io.storagebench.workload.WorkloadPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * db_bench's steps as benchmark_compare.sh runs them: profiles {@code tiny} (default, seconds on a small VM),
 * {@code cached} (benchmark_compare.sh's defaults: 1M keys, 65 s steps, 16 threads) and {@code io-bound} (200M
 * keys, far more than a block cache holds: run it with a small {@code --cache-size}).
 */
public final class KeyValueBenchmark extends ProfiledWorkload {
    public static final String NAME = "kv";
    static final List<String> PROFILES = List.of("tiny", "cached", "io-bound");

    public KeyValueBenchmark() {
        super(NAME, "db_bench's key-value steps in benchmark_compare.sh's order (fillseq, readrandom, fwdrange, ... "
                + "overwriteandwait, compact): 20-byte keys, 400-byte values that compress 2:1, ops as db_bench "
                + "counts", PROFILES, parameterSpecs());
    }

    /**
     * A shard loads its range of the keys and runs an equal block of the threads (threads must divide by the shards)
     * over all the keys, its *whilewriting writer at its share of the write rate (see {@link KvSteps}).
     */
    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values, Shard shard) {
        KvParameters p = KvParameters.forKv(values);
        List<String> names = stepNames(values.string("steps"));
        return new WorkloadPlan(NAME, profile, values.asMap(), p.seed(), Set.of(Capability.KEY_VALUE),
                new KvSteps(p, shard).steps(names), List.of(fillseqLoad(p, shard.range(p.keys()).size())))
                .withSessions(p.threads() + (names.stream().anyMatch(n -> n.endsWith("whilewriting")) ? 1 : 0));
    }

    /** What fillseq writes, for the run's free-space check. */
    static Load fillseqLoad(KvParameters p) {
        return fillseqLoad(p, p.keys());
    }

    private static Load fillseqLoad(KvParameters p, long keys) {
        return new Load(KvSteps.FILLSEQ, keys, p.pairBytes(), "keys");
    }

    /** The selected steps in the reference order; every step reads or rewrites the keys fillseq writes. */
    static List<String> stepNames(String steps) {
        if (steps.equals("all")) {
            return KvSteps.NAMES;
        }
        List<String> wanted = List.of(steps.trim().split("\\s*,\\s*"));
        for (String name : wanted) {
            if (!KvSteps.NAMES.contains(name)) {
                throw new InvalidParameterException("unknown step '" + name + "' in parameter steps (steps: all, "
                        + String.join(", ", KvSteps.NAMES) + ")");
            }
        }
        if (!wanted.contains(KvSteps.FILLSEQ)) {
            throw new InvalidParameterException("steps " + String.join(", ", wanted) + " need the keys fillseq "
                    + "writes: add fillseq to parameter steps");
        }
        List<String> names = new ArrayList<>(KvSteps.NAMES);
        names.retainAll(wanted);
        return names;
    }

    private static List<ParameterSpec> parameterSpecs() {
        List<ParameterSpec> specs = new ArrayList<>(List.of(
                spec("keys", "keys fillseq writes, 0 .. keys-1 (--num)", "100k", "1M", "200M"),
                spec("threads", "client threads of every read and write step but fillseq (--threads); a list (1,2,4) "
                        + "runs once per value, a scaleup sweep", 2, 16, 16).sweepable(List.of()),
                spec("seconds", "measured seconds of each timed step (--duration)", 2, 65, 600),
                spec("warmup", "seconds at the start of each timed step excluded from measurement (db_bench has "
                        + "none)", 1, 5, 10),
                spec("batch", "keys per MultiGet of multireadrandom (--batch_size)", Defaults.BATCH),
                spec("seek-nexts", "nexts after each seek of fwdrange and revrange (--seek_nexts)",
                        Defaults.SEEK_NEXTS),
                spec("writer-mb-per-sec", "MB/s (1e6 bytes) of the writer of the *whilewriting steps "
                        + "(MB_WRITE_PER_SEC)", Defaults.WRITER_MB_PER_SEC),
                spec("steps", "steps to run, in the reference order: all, or a comma-separated list of step names",
                        "all").list()));
        specs.addAll(KvParameters.dataSpecs(PROFILES));
        return List.copyOf(specs);
    }

    private static ParameterSpec spec(String name, String description, Object... values) {
        return ParameterSpec.of(PROFILES, name, description, values);
    }
}
