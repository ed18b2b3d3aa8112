package io.storagebench.api;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.Shard;
import io.storagebench.workload.Workload;
import io.storagebench.workload.WorkloadPlan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run's options checked against what is installed: the workload's plan (a shard's share of it, for a shard), the
 * engine's provider, and the engine's setup. Everything here is bad input when wrong, found before anything is
 * created (and before a JVM is forked): each engine option's name against the provider's, then its value, the
 * workload's and the user's, against its spec.
 */
record Prepared(WorkloadPlan plan, EngineProvider provider, EngineSetup setup) {
    static Prepared of(RunOptions options) {
        Prepared prepared = offline(options);
        requireSessions(prepared.plan, prepared.provider, new EngineConfig(options.workDir(),
                prepared.setup.cacheBytes(), prepared.setup.options()), EngineLoader.forWorkloads(options.enginePath()));
        return prepared;
    }

    /**
     * What {@link #of} checks short of asking the engine's provider what only a server can tell (its connection limit,
     * which may mean connecting, reading a password file): for options written down to run elsewhere, and for a run
     * whose options {@link #of} has already checked.
     */
    static Prepared offline(RunOptions options) {
        Workload workload = Catalog.workload(options.workload(), EngineLoader.forWorkloads(options.enginePath()));
        WorkloadPlan plan = workload.plan(options.profile() == null ? workload.profiles().get(0) : options.profile(),
                options.params(), options.shard() == null ? Shard.WHOLE : options.shard().shard());
        EngineProvider provider = Catalog.engine(options.engine(), EngineLoader.of(options.enginePath()));
        EngineSetup setup = EngineSetup.of(plan, provider, engineOptions(options, provider), options.cacheBytes());
        EngineOptionValues.check(provider, setup.options());
        return new Prepared(plan, provider, setup);
    }

    /**
     * Refuses a plan that needs more sessions at once than the engine can hold (a server's max_connections), before
     * anything runs: found later, it would fail mid-run with the server's "too many connections".
     */
    static void requireSessions(WorkloadPlan plan, EngineProvider provider, EngineConfig config) {
        requireSessions(plan, provider, config, Thread.currentThread().getContextClassLoader());
    }

    /** As {@link #requireSessions(WorkloadPlan, EngineProvider, EngineConfig)}, the workload's from {@code loader}. */
    static void requireSessions(WorkloadPlan plan, EngineProvider provider, EngineConfig config, ClassLoader loader) {
        if (plan.sessions() == 0) {
            return;
        }
        provider.sessionLimit(config).filter(limit -> plan.sessions() > limit.sessions()).ifPresent(limit -> {
            throw new BadInputException(plan.workload() + " with " + swept(plan, loader) + " needs " + plan.sessions()
                    + " sessions at once, but engine " + provider.name() + " allows " + limit.sessions() + " ("
                    + limit.why() + "): run fewer clients or threads, or raise the server's limit");
        });
    }

    /** The client counts of the plan as given ({@code clients=200}): the parameters the workload lets a sweep vary. */
    private static String swept(WorkloadPlan plan, ClassLoader loader) {
        List<String> counts = Catalog.workload(plan.workload(), loader).parameters().stream()
                .filter(spec -> spec.values() == ParameterSpec.Values.SWEEP && plan.parameters().containsKey(spec.name()))
                .map(spec -> spec.name() + "=" + plan.parameters().get(spec.name())).toList();
        return counts.isEmpty() ? "these parameters" : String.join(" ", counts);
    }

    /** The user's engine options with --jdbc-url among them, each one the engine declares. */
    private static Map<String, String> engineOptions(RunOptions options, EngineProvider provider) {
        Map<String, String> out = new LinkedHashMap<>(options.engineOptions());
        String url = options.jdbcUrl();
        if (url != null) {
            if (provider.options().stream().noneMatch(o -> o.name().equals(Defaults.JDBC_URL_OPTION))) {
                throw new BadInputException("engine " + provider.name() + " does not run against a server URL "
                        + "(--jdbc-url is for the server engines)");
            }
            String given = out.putIfAbsent(Defaults.JDBC_URL_OPTION, url);
            if (given != null && !given.equals(url)) {
                throw new BadInputException("--jdbc-url and -o " + Defaults.JDBC_URL_OPTION + "= name different servers");
            }
        }
        List<String> known = provider.options().stream().map(OptionSpec::name).toList();
        for (String name : out.keySet()) {
            if (!known.contains(name)) {
                throw new BadInputException("unknown option '" + name + "' for engine " + provider.name()
                        + " (options: " + String.join(", ", known) + ")");
            }
        }
        return out;
    }
}
