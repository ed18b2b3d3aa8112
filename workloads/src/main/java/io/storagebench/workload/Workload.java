package io.storagebench.workload;

import java.util.List;
import java.util.Map;

/** A named benchmark: a sequence of steps, sized by a profile and overridable parameter by parameter. */
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
}
