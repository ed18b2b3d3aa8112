package io.storagebench.cli;

import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.Workload;
import io.storagebench.workload.WorkloadPlan;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A workload defined for RocksDB with an engine configuration of its own, as io-efficiency is, and no steps: what the
 * command line does with its {@link EngineRequest} shows without running anything. {@link #installed} makes
 * {@link Catalog} find it beside the real workloads, through the context class loader as {@code ServiceLoader} looks.
 */
public final class RocksDbOnlyWorkload implements Workload {
    public static final String NAME = "rocksdb-only-test";
    public static final String WHY = "it measures RocksDB's block reads";
    public static final long CACHE_BYTES = 64L << 20;
    public static final EngineRequest REQUEST = new EngineRequest(Map.of("rocksdb",
            new EngineRequest.Tuning(Map.of("compression", "none", "block-size", "8k"), 8192)), CACHE_BYTES, false,
            WHY);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "a test workload that runs on RocksDB only";
    }

    @Override
    public List<String> profiles() {
        return List.of("only");
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of();
    }

    @Override
    public WorkloadPlan plan(String profile, Map<String, String> overrides) {
        return new WorkloadPlan(NAME, profile, Map.of(), 1, Set.of(), List.of(), List.of(), REQUEST);
    }

    /** Runs {@code action} with this workload registered as a {@link Workload} service. */
    public static <T> T installed(Path dir, Supplier<T> action) {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        try {
            Path services = Files.createDirectories(dir.resolve("META-INF/services"));
            Files.writeString(services.resolve(Workload.class.getName()), RocksDbOnlyWorkload.class.getName() + "\n");
            try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
                    RocksDbOnlyWorkload.class.getClassLoader())) {
                thread.setContextClassLoader(loader);
                return action.get();
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
