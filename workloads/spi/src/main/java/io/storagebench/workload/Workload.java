package io.storagebench.workload;

import java.util.List;
import java.util.Map;

/**
 * A named benchmark: a sequence of steps, sized by a profile and overridable parameter by parameter. Found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/io.storagebench.workload.Workload}), on the class path or
 * from a jar in the plug-in path, so an implementation has a public no-argument constructor.
 *
 * <p>An implementer guarantees: {@link #name()} is unique among the workloads a run can see and stable between
 * versions (results and reports are keyed by it); {@link #profiles()} and {@link #parameters()} never change for an
 * instance; {@link #plan} is a pure function of its arguments (the same profile, overrides and shard give the same
 * plan, every random choice derived from the plan's seed), has no side effect (nothing touches an engine before a
 * step's {@link Step.StepSetup}), and refuses bad input with an {@link InvalidParameterException}, never another
 * exception. Most workloads extend {@link ProfiledWorkload}, which keeps these for the getters and the overrides.
 */
public interface Workload {

    /** The name on the command line ({@code insert-benchmark}). */
    String name();

    /** One line for {@code storagebench workloads}. */
    String description();

    /** Profile names; the first is the default. */
    List<String> profiles();

    /** Every parameter {@link #plan} accepts, with its meaning. */
    List<ParameterSpec> parameters();

    /**
     * The steps for a profile with some parameters overridden.
     *
     * @throws InvalidParameterException for an unknown profile, an unknown parameter or a bad value: the message is
     *                                   one line that names it and says what is allowed
     */
    WorkloadPlan plan(String profile, Map<String, String> overrides);

    /**
     * The steps of one shard's share of the run (see {@link Shard}); {@link Shard#WHOLE} is {@link #plan(String,
     * Map)}. The plan's parameters stay the whole run's, the same in every shard. A workload that cannot be split
     * refuses any other shard.
     *
     * @throws InvalidParameterException as {@link #plan(String, Map)} does, and when the workload, or its parameters,
     *                                   cannot be split into {@code shard.count()} shards: one line that says why
     */
    default WorkloadPlan plan(String profile, Map<String, String> overrides, Shard shard) {
        if (!shard.whole()) {
            throw new InvalidParameterException("workload " + name() + " cannot be run in shards");
        }
        return plan(profile, overrides);
    }
}
