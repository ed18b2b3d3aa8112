package io.storagebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One run. {@code status} is {@link RunStatus#RUNNING} in the partial bundles written after every step, and final
 * when the run ends, fails or is interrupted; a bundle always holds every step measured so far. {@code merged} says
 * which shards a merged bundle combines (null, and absent from the JSON, for a bundle one process wrote).
 */
public record ResultBundle(int schemaVersion, FrameworkInfo framework, HostInfo host, JvmInfo jvm,
                           EngineInfo engine, WorkloadInfo workload, String startedAt, String endedAt,
                           RunStatus status, List<StepResult> steps, List<String> errors,
                           @JsonInclude(JsonInclude.Include.NON_NULL) MergedFrom merged) {
    /** Bumped whenever a field changes meaning or is removed; readers check it. */
    public static final int SCHEMA_VERSION = 1;

    public ResultBundle {
        steps = List.copyOf(steps);
        errors = List.copyOf(errors);
    }

    /** A bundle one process wrote. */
    public ResultBundle(int schemaVersion, FrameworkInfo framework, HostInfo host, JvmInfo jvm, EngineInfo engine,
                        WorkloadInfo workload, String startedAt, String endedAt, RunStatus status,
                        List<StepResult> steps, List<String> errors) {
        this(schemaVersion, framework, host, jvm, engine, workload, startedAt, endedAt, status, steps, errors, null);
    }

    /** The same bundle with another status, end time, step list and error list. */
    public ResultBundle with(RunStatus newStatus, String newEndedAt, List<StepResult> newSteps,
                             List<String> newErrors) {
        return new ResultBundle(schemaVersion, framework, host, jvm, engine, workload, startedAt, newEndedAt,
                newStatus, newSteps, newErrors, merged);
    }
}
