package io.storagebench.api;

import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.WorkloadPlan;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The engine configuration a run opens with: the workload's {@link EngineRequest} under the user's choices. The
 * request's options for the engine are defaults that {@code -o} overrides; its cache size replaces the default unless the user gave
 * {@code --cache-size}. This is what the engine gets and what the bundle's engine info shows.
 *
 * @param options    the effective engine options: the workload's, then the user's over them
 * @param cacheBytes the effective cache budget
 */
record EngineSetup(Map<String, String> options, long cacheBytes) {
    EngineSetup {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * The setup of {@code plan} on {@code provider}.
     *
     * @param userOptions the user's {@code -o} options, already checked against the engine's
     * @param cacheBytes  the user's {@code --cache-size}, or null when not given
     */
    static EngineSetup of(WorkloadPlan plan, EngineProvider provider, Map<String, String> userOptions,
                          Long cacheBytes) {
        requireAccepted(plan, provider.name());
        EngineRequest request = plan.engine();
        List<String> known = provider.options().stream().map(OptionSpec::name).toList();
        Map<String, String> options = new LinkedHashMap<>();
        new TreeMap<>(request.tuning(provider.name()).options()).forEach((name, value) -> {
            if (!known.contains(name)) {
                // the workload's own mistake, but the user is the one who can say so: one line, as for -o
                throw new BadInputException("workload " + plan.workload() + " sets option '" + name + "' that engine "
                        + provider.name() + " does not have (options: " + String.join(", ", known) + ")");
            }
            options.put(name, value);
        });
        options.putAll(userOptions);
        long cache = cacheBytes != null ? cacheBytes
                : request.cacheBytes() > 0 ? request.cacheBytes() : CacheSize.parse(Defaults.CACHE_SIZE);
        return new EngineSetup(options, cache);
    }

    /** Refuses an engine the workload does not run on, before anything is created: one line, exit 2. */
    static void requireAccepted(WorkloadPlan plan, String engine) {
        if (!plan.engine().accepts(engine)) {
            throw new BadInputException("workload " + plan.workload() + " runs on " + Catalog.enginesOnly(plan.engine()) + ": "
                    + plan.engine().why());
        }
    }
}
