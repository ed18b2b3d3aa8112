package io.storagebench.api;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Everything a run is told, typed and checked, as JMH's {@code Options} are: what {@code storagebench run} parses its
 * command line into, what {@code compare} and the Maven plugin build, and what a forked JVM is handed. What needs the
 * engines and workloads on the class path (a known engine, its options, the workload's parameters) is checked when
 * the run starts, before anything is created.
 *
 * @param engine        the engine's name ({@code storagebench engines})
 * @param workload      the workload's name ({@code storagebench workloads}), or null for the default the workloads'
 *                      jar names ({@link Catalog#defaultWorkload})
 * @param profile       the workload's profile, or null for its first
 * @param params        workload parameters over the profile's, in the order given
 * @param engineOptions engine options ({@code -o}), in the order given
 * @param jdbcUrl       an existing server to run against (the server engines), or null
 * @param enginePath    a directory of engine jars to load engines from too, or null
 * @param cacheBytes    the engine's cache budget, or null for the workload's own or {@link Defaults#CACHE_SIZE}
 * @param workDir       where the run's data directory goes
 * @param resultsDir    where bundles go, unless {@code output} names the file
 * @param output        the bundle's file ({@code -r<N>} is added before {@code .json} when repeating), or null
 * @param force         let {@code output} replace an existing file
 * @param allowHuge     allow a load step of more than {@link Defaults#HUGE_LOAD_ROWS} rows
 * @param keepData      keep the data directory after the run
 * @param progress      print progress while steps run (the summary is printed either way)
 * @param failOnSla     an SLA that failed makes the exit code 1
 * @param cpuLatencyQos hold the kernel's CPU latency QoS request at 0 us for the run
 * @param repeat        how many times to run, one bundle each
 * @param fork          run each repetition in a JVM of its own, as JMH forks one per benchmark, so one run's JIT
 *                      profile and heap never colour the next
 * @param engineVersion the engine library's version to run with (RocksDB: a rocksdbjni version, fetched from Maven
 *                      Central), or null for the one storagebench was built with; runs in a JVM of its own
 * @param shard         which shard of which run this is, when a run is split over processes against one server
 *                      ({@code --shard}); null for a run in one process
 * @param profiler      what profiles each step's measured window ({@code --profiler cpu}), or null for nothing
 */
public record RunOptions(String engine, String workload, String profile, Map<String, String> params,
                         Map<String, String> engineOptions, String jdbcUrl, Path enginePath, Long cacheBytes,
                         Path workDir, Path resultsDir, Path output, boolean force, boolean allowHuge,
                         boolean keepData, boolean progress, boolean failOnSla, boolean cpuLatencyQos, int repeat,
                         boolean fork, String engineVersion, ShardOptions shard, String profiler) {
    public RunOptions {
        engine = required(engine, "engine");
        workload = workload == null ? Catalog.defaultWorkload() : workload;
        params = pairs(params, "workload parameter");
        engineOptions = pairs(engineOptions, "engine option");
        Objects.requireNonNull(workDir, "workDir");
        Objects.requireNonNull(resultsDir, "resultsDir");
        if (cacheBytes != null && cacheBytes <= 0) {
            throw new BadInputException("the cache size must be positive, not " + cacheBytes);
        }
        if (repeat < 1) {
            throw new BadInputException("--repeat must be at least 1, not " + repeat);
        }
        if (jdbcUrl != null && jdbcUrl.isBlank()) {
            throw new BadInputException("--jdbc-url is empty");
        }
        if (engineVersion != null) {
            engineVersion = engineVersion.trim();
            EngineVersions.check(engine, engineVersion);
        }
        if (shard != null) {
            requireShardable(repeat, jdbcUrl, engineOptions);
        }
        if (profiler != null) {
            profiler = profiler.trim();
            try {
                io.storagebench.profile.StepProfiling.ofKind(profiler);
            } catch (IllegalArgumentException e) {
                throw new BadInputException(e.getMessage());
            }
        }
    }

    /** A shard runs once, against the server all shards share. */
    private static void requireShardable(int repeat, String jdbcUrl, Map<String, String> engineOptions) {
        if (jdbcUrl == null && !engineOptions.containsKey(Defaults.JDBC_URL_OPTION)) {
            throw new BadInputException("--shard needs the server all shards share, reached by --jdbc-url: an "
                    + "embedded or managed engine would give each shard a database of its own");
        }
        if (repeat > 1) {
            throw new BadInputException("--shard runs once, not --repeat " + repeat + ": repeat the sharded run "
                    + "with a new --run-id");
        }
    }

    /** The defaults: the Insert Benchmark's first profile on embedded RocksDB, once, in this JVM. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding these options, to change some. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    private static String required(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new BadInputException("no " + what + " named");
        }
        return value.trim();
    }

    private static Map<String, String> pairs(Map<String, String> given, String what) {
        Map<String, String> out = new LinkedHashMap<>();
        if (given != null) {
            given.forEach((name, value) -> {
                if (name == null || name.isBlank()) {
                    throw new BadInputException("a " + what + " without a name");
                }
                out.put(name.trim(), value == null ? "" : value.trim());
            });
        }
        return Collections.unmodifiableMap(out);
    }

    /** Builds {@link RunOptions}; every setter returns the builder. */
    public static final class Builder {
        private String engine = Defaults.ENGINE;
        private String workload;
        private String profile;
        private final Map<String, String> params = new LinkedHashMap<>();
        private final Map<String, String> engineOptions = new LinkedHashMap<>();
        private String jdbcUrl;
        private Path enginePath;
        private Long cacheBytes;
        private Path workDir = Path.of(Defaults.WORK_DIR);
        private Path resultsDir = Path.of(Defaults.RESULTS_DIR);
        private Path output;
        private boolean force;
        private boolean allowHuge;
        private boolean keepData;
        private boolean progress = true;
        private boolean failOnSla;
        private boolean cpuLatencyQos;
        private int repeat = 1;
        private boolean fork;
        private String engineVersion;
        private ShardOptions shard;
        private String profiler;

        private Builder() {
        }

        private Builder(RunOptions o) {
            engine = o.engine;
            workload = o.workload;
            profile = o.profile;
            params.putAll(o.params);
            engineOptions.putAll(o.engineOptions);
            jdbcUrl = o.jdbcUrl;
            enginePath = o.enginePath;
            cacheBytes = o.cacheBytes;
            workDir = o.workDir;
            resultsDir = o.resultsDir;
            output = o.output;
            force = o.force;
            allowHuge = o.allowHuge;
            keepData = o.keepData;
            progress = o.progress;
            failOnSla = o.failOnSla;
            cpuLatencyQos = o.cpuLatencyQos;
            repeat = o.repeat;
            fork = o.fork;
            engineVersion = o.engineVersion;
            shard = o.shard;
            profiler = o.profiler;
        }

        public Builder engine(String name) {
            engine = name;
            return this;
        }

        public Builder workload(String name) {
            workload = name;
            return this;
        }

        public Builder profile(String name) {
            profile = name;
            return this;
        }

        public Builder param(String name, String value) {
            params.put(name, value);
            return this;
        }

        public Builder params(Map<String, String> values) {
            params.putAll(values);
            return this;
        }

        public Builder engineOption(String name, String value) {
            engineOptions.put(name, value);
            return this;
        }

        public Builder engineOptions(Map<String, String> values) {
            engineOptions.putAll(values);
            return this;
        }

        /** Replaces the engine options given so far with {@code values}. */
        public Builder engineOptionsReplaced(Map<String, String> values) {
            engineOptions.clear();
            engineOptions.putAll(values);
            return this;
        }

        public Builder jdbcUrl(String url) {
            jdbcUrl = url;
            return this;
        }

        public Builder enginePath(Path dir) {
            enginePath = dir;
            return this;
        }

        public Builder cacheBytes(Long bytes) {
            cacheBytes = bytes;
            return this;
        }

        /** A size as users write it (512m, 8g, 1073741824), or null for the workload's own or the default. */
        public Builder cacheSize(String size) {
            cacheBytes = size == null ? null : CacheSize.parse(size);
            return this;
        }

        public Builder workDir(Path dir) {
            workDir = dir;
            return this;
        }

        public Builder resultsDir(Path dir) {
            resultsDir = dir;
            return this;
        }

        public Builder output(Path file) {
            output = file;
            return this;
        }

        /** The bundle's file as typed: a name ending in a separator names a directory, which is refused. */
        public Builder output(String file) {
            output = file == null ? null : BundleLocation.outputFile(file, force);
            return this;
        }

        public Builder force(boolean value) {
            force = value;
            return this;
        }

        public Builder allowHuge(boolean value) {
            allowHuge = value;
            return this;
        }

        public Builder keepData(boolean value) {
            keepData = value;
            return this;
        }

        public Builder progress(boolean value) {
            progress = value;
            return this;
        }

        public Builder failOnSla(boolean value) {
            failOnSla = value;
            return this;
        }

        public Builder cpuLatencyQos(boolean value) {
            cpuLatencyQos = value;
            return this;
        }

        public Builder repeat(int times) {
            repeat = times;
            return this;
        }

        public Builder fork(boolean value) {
            fork = value;
            return this;
        }

        /** The engine library's version (RocksDB: rocksdbjni's), or null for the one storagebench was built with. */
        public Builder engineVersion(String version) {
            engineVersion = version;
            return this;
        }

        /** Which shard of which run this is, or null for a run in one process. */
        public Builder shard(ShardOptions value) {
            shard = value;
            return this;
        }

        /** What profiles each step ({@code cpu}), or null for nothing. */
        public Builder profiler(String kind) {
            profiler = kind;
            return this;
        }

        public RunOptions build() {
            return new RunOptions(engine, workload, profile, params, engineOptions, jdbcUrl, enginePath, cacheBytes,
                    workDir, resultsDir, output, force, allowHuge, keepData, progress, failOnSla, cpuLatencyQos,
                    repeat, fork, engineVersion, shard, profiler);
        }
    }
}
