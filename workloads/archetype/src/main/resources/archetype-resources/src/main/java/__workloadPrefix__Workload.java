package ${package};

import io.storagebench.spi.Capability;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * The {@code ${workloadName}} workload, found by storagebench with {@link java.util.ServiceLoader}: a load
 * of every key, then a mix of 50% reads and 50% updates over uniform keys at a fixed rate per thread. Each
 * parameter has a value per profile; {@code -p name=value} overrides it.
 */
public final class ${workloadPrefix}Workload extends ProfiledWorkload {
    static final List<String> PROFILES = List.of("tiny", "small");

    public ${workloadPrefix}Workload() {
        super("${workloadName}", "50% reads, 50% updates over uniform keys at a fixed rate", PROFILES, List.of(
                ParameterSpec.of(PROFILES, "keys", "keys loaded before the run", 1000, 1_000_000),
                ParameterSpec.of(PROFILES, "threads", "client threads", 2, 8),
                ParameterSpec.of(PROFILES, "rate", "operations per second per thread", 100, 1000),
                ParameterSpec.of(PROFILES, "seconds", "how long the mix runs", 5, 60),
                ParameterSpec.of(PROFILES, "seed", "the seed of every random choice", 1)));
    }

    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values) {
        long keys = values.longIn("keys", 1, Long.MAX_VALUE);
        int threads = values.intIn("threads", 1, 1024);
        double rate = values.doubleIn("rate", 1, 1e6);
        Duration seconds = Duration.ofSeconds(values.longIn("seconds", 1, 86_400));
        long seed = values.longIn("seed", 0, Long.MAX_VALUE);
        Step load = new Step("load", new Headline("loader", Unit.OPS, "ops"), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, null, engine -> {
                    engine.createTable(Kv.TABLE_SPEC);
                    return List.of(new Actor("loader", 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (index, session) -> new LoadWorker(session, keys)));
                });
        Step mix = new Step("mix", new Headline("client", Unit.OPS, "ops"), Duration.ZERO, seconds, List.of(),
                AfterStep.NOTHING, null, engine -> List.of(new Actor("client", threads, new Pacing.FixedRate(rate),
                        Role.DRIVER, (index, session) -> new MixWorker(session, keys, seed + index),
                        List.of("READ", "UPDATE"))));
        return new WorkloadPlan(name(), profile, values.asMap(), seed, Set.of(Capability.KEY_VALUE),
                List.of(load, mix)).withSessions(threads);
    }
}
