package io.storagebench.api;

import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
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
        Workload workload = Catalog.workload(options.workload());
        WorkloadPlan plan = workload.plan(options.profile() == null ? workload.profiles().get(0) : options.profile(),
                options.params(), options.shard() == null ? Shard.WHOLE : options.shard().shard());
        EngineProvider provider = Catalog.engine(options.engine(), EngineLoader.of(options.enginePath()));
        EngineSetup setup = EngineSetup.of(plan, provider, engineOptions(options, provider), options.cacheBytes());
        EngineOptionValues.check(provider, setup.options());
        return new Prepared(plan, provider, setup);
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
