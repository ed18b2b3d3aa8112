package io.storagebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One profile of one step: what a step profiler sampled of one process group ({@code client}: the run's JVM with an
 * embedded engine's native frames; {@code server}: the server's processes) over a slice of the measured window, or
 * why it has none. The artifacts are named relative to the bundle's directory ({@code <bundle>.profiles/<step>/}).
 *
 * @param profiler   the profiler's name ({@code async}, {@code perf})
 * @param group      the process group sampled: {@code client} or {@code server}
 * @param how        how it was sampled, enough to judge its overhead: event, interval, call graphs, the slice
 * @param seconds    how long it sampled (a slice of the measured window), null when absent
 * @param samples    the samples taken, null when absent
 * @param collapsed  the collapsed stacks (one line per distinct stack, root first, then its count), or null
 * @param flameGraph the HTML flame graph drawn from them, or null when it could not be drawn
 * @param basis      the step's CPU figure each function's share is taken of ({@code cpu_us_per_op.server}), or null
 *                   when that figure is absent (then the functions have samples but no µs per operation)
 * @param functions  the functions with most samples, most first
 * @param reason     why there is no profile (the tool missing, not permitted, a remote server), null when there is
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProfileResult(String profiler, String group, String how, Double seconds, Long samples,
                            String collapsed, String flameGraph, String basis, List<FunctionCost> functions,
                            String reason) {
    public ProfileResult {
        functions = functions == null ? List.of() : List.copyOf(functions);
    }

    /** A profile that could not be taken, and why, in one line. */
    public static ProfileResult absent(String profiler, String group, String reason) {
        return new ProfileResult(profiler, group, null, null, null, null, null, null, List.of(), reason);
    }

    public boolean present() {
        return reason == null;
    }

    /** The function of that name, or null. */
    public FunctionCost function(String name) {
        return functions.stream().filter(f -> f.function().equals(name)).findFirst().orElse(null);
    }
}
