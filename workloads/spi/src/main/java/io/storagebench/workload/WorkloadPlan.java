package io.storagebench.workload;

import io.storagebench.spi.Capability;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * A workload ready to run. A workload guarantees that {@code requires} names every capability its steps' workers
 * prepare (the runner refuses an engine that lacks one before anything runs; a capability left out shows only as
 * an error in the middle of a run), that {@code parameters} are every effective value a reader needs to repeat the run, and that
 * {@code loads} and {@code sessions}, when given, are not below what the steps do.
 *
 * @param workload   the workload's name
 * @param profile    the profile it was sized with
 * @param parameters every effective parameter value (profile values with overrides applied), for the result bundle
 * @param seed       the seed every random choice derives from
 * @param requires   the engine capabilities the steps use; the runner refuses an engine without them
 * @param steps      the steps, in order
 * @param loads      what the steps that load rows write, for a check that the run fits its disk (empty: unknown)
 * @param engine     the engines it runs on and the engine configuration it sets ({@link EngineRequest#ANY}: none)
 * @param sessions   the most sessions its steps hold open at once (one per worker thread), checked against an
 *                   engine's connection limit before anything runs; 0 when the workload does not say
 */
public record WorkloadPlan(String workload, String profile, Map<String, String> parameters, long seed,
                           Set<Capability> requires, List<Step> steps, List<Load> loads, EngineRequest engine,
                           int sessions) {
    public WorkloadPlan {
        if (sessions < 0) {
            throw new IllegalArgumentException("sessions cannot be negative: " + sessions);
        }
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(profile, "profile");
        parameters = Map.copyOf(new TreeMap<>(parameters));
        requires = Set.copyOf(requires);
        steps = List.copyOf(steps);
        loads = List.copyOf(loads);
        Objects.requireNonNull(engine, "engine");
    }

    /** A plan that does not say how many sessions it holds at once. */
    public WorkloadPlan(String workload, String profile, Map<String, String> parameters, long seed,
                        Set<Capability> requires, List<Step> steps, List<Load> loads, EngineRequest engine) {
        this(workload, profile, parameters, seed, requires, steps, loads, engine, 0);
    }

    /** A plan for any engine as configured. */
    public WorkloadPlan(String workload, String profile, Map<String, String> parameters, long seed,
                        Set<Capability> requires, List<Step> steps, List<Load> loads) {
        this(workload, profile, parameters, seed, requires, steps, loads, EngineRequest.ANY);
    }

    /** A plan without load sizes: nothing to check before it runs. */
    public WorkloadPlan(String workload, String profile, Map<String, String> parameters, long seed,
                        Set<Capability> requires, List<Step> steps) {
        this(workload, profile, parameters, seed, requires, steps, List.of());
    }

    /** The same plan, saying it holds at most {@code count} sessions at once. */
    public WorkloadPlan withSessions(int count) {
        return new WorkloadPlan(workload, profile, parameters, seed, requires, steps, loads, engine, count);
    }
}
