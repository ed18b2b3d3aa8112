package io.storagebench.api;

import io.storagebench.spi.EngineProvider;
import io.storagebench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeSet;
import io.storagebench.workload.EngineRequest;

/**
 * The engines and workloads on the class path, found with {@link ServiceLoader}; engines also in the jars of an
 * {@link EngineLoader}. An engine that fails to load, or two engines of one name, are bad input.
 */
public final class Catalog {
    private Catalog() {
    }

    static List<EngineProvider> engines() {
        return engines(Catalog.class.getClassLoader());
    }

    /** Every engine the class loader finds, by name; each name once. */
    public static List<EngineProvider> engines(ClassLoader loader) {
        List<EngineProvider> out = new ArrayList<>();
        Map<String, EngineProvider> byName = new HashMap<>();
        Iterator<EngineProvider> providers = ServiceLoader.load(EngineProvider.class, loader).iterator();
        while (true) {
            EngineProvider provider;
            try {
                if (!providers.hasNext()) {
                    break;
                }
                provider = providers.next();
            } catch (ServiceConfigurationError | LinkageError e) {
                throw new BadInputException("cannot load an engine: " + Failures.oneLine(e)
                        + (e.getCause() == null ? "" : " (" + Failures.oneLine(e.getCause()) + ")"));
            }
            EngineProvider other = byName.putIfAbsent(provider.name(), provider);
            if (other != null) {
                throw new BadInputException("two engines are named '" + provider.name() + "': " + origin(other)
                        + " and " + origin(provider));
            }
            out.add(provider);
        }
        out.sort(Comparator.comparing(EngineProvider::name));
        return out;
    }

    /** The provider's class and the jar or directory it came from. */
    private static String origin(EngineProvider provider) {
        var source = provider.getClass().getProtectionDomain().getCodeSource();
        return provider.getClass().getName() + (source == null ? "" : " in " + source.getLocation().getPath());
    }

    public static List<Workload> workloads() {
        List<Workload> out = new ArrayList<>();
        ServiceLoader.load(Workload.class).forEach(out::add);
        out.sort(Comparator.comparing(Workload::name));
        return out;
    }

    /** The engine of that name; a bad name is a usage error naming the known ones. */
    static EngineProvider engine(String name) {
        return engine(name, Catalog.class.getClassLoader());
    }

    static EngineProvider engine(String name, ClassLoader loader) {
        List<EngineProvider> engines = engines(loader);
        return engines.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() ->
                new BadInputException("unknown engine '" + name + "' (engines: "
                        + String.join(", ", engines.stream().map(EngineProvider::name).toList()) + ")"));
    }

    static Workload workload(String name) {
        return workloads().stream().filter(w -> w.name().equals(name)).findFirst().orElseThrow(() ->
                new BadInputException("unknown workload '" + name + "' (workloads: "
                        + String.join(", ", workloads().stream().map(Workload::name).toList()) + ")"));
    }

    /** The engines a request allows, as "rocksdb only"; empty for a request that allows any. */
    public static String enginesOnly(EngineRequest request) {
        return request.engineNames().isEmpty() ? "" : String.join(", ", new TreeSet<>(request.engineNames()))
                + " only";
    }
}
