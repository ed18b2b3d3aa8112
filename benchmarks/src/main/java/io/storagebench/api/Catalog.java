package io.storagebench.api;

import io.storagebench.report.layout.LayoutClashException;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.spi.EngineProvider;
import io.storagebench.workload.Workload;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeSet;
import java.util.function.Function;
import io.storagebench.workload.EngineRequest;

/**
 * The engines and workloads on the class path, found with {@link ServiceLoader}, and those in the jars of the
 * plug-in path ({@link EngineLoader}). A plug-in that fails to load, two engines or two workloads of one name, or two
 * report layouts claiming one workload, are bad input.
 */
public final class Catalog {
    /** The resource a workloads' jar names its default workload in. */
    public static final String DEFAULT_WORKLOAD = "META-INF/storagebench/default-workload";

    private Catalog() {
    }

    static List<EngineProvider> engines() {
        return engines(Catalog.class.getClassLoader());
    }

    /** Every engine the class loader finds, by name; each name once. */
    public static List<EngineProvider> engines(ClassLoader loader) {
        return plugins(EngineProvider.class, loader, EngineProvider::name, "an engine", "engines");
    }

    /**
     * Every plug-in of {@code type} the class loader finds, sorted by name; one that fails to load, or two of one
     * name, are bad input saying which ({@code one}: "an engine", {@code many}: "engines").
     */
    private static <T> List<T> plugins(Class<T> type, ClassLoader loader, Function<T, String> name, String one,
                                       String many) {
        List<T> out = new ArrayList<>();
        Map<String, T> byName = new HashMap<>();
        Iterator<T> found = ServiceLoader.load(type, loader).iterator();
        while (true) {
            T plugin;
            try {
                if (!found.hasNext()) {
                    break;
                }
                plugin = found.next();
            } catch (ServiceConfigurationError | LinkageError e) {
                throw new BadInputException("cannot load " + one + ": " + Failures.oneLine(e)
                        + (e.getCause() == null ? "" : " (" + Failures.oneLine(e.getCause()) + ")"));
            }
            T other = byName.putIfAbsent(name.apply(plugin), plugin);
            if (other != null) {
                throw new BadInputException("two " + many + " are named '" + name.apply(plugin) + "': "
                        + origin(other) + " and " + origin(plugin));
            }
            out.add(plugin);
        }
        out.sort(Comparator.comparing(name));
        return out;
    }

    /** The plug-in's class and the jar or directory it came from. */
    private static String origin(Object plugin) {
        var source = plugin.getClass().getProtectionDomain().getCodeSource();
        return plugin.getClass().getName() + (source == null ? "" : " in " + source.getLocation().getPath());
    }

    /** Every workload the thread's context class loader finds (the plug-in path's, inside a run), by name. */
    public static List<Workload> workloads() {
        return workloads(Thread.currentThread().getContextClassLoader());
    }

    /** Every workload the class loader finds, by name; each name once. */
    public static List<Workload> workloads(ClassLoader loader) {
        return plugins(Workload.class, loader, Workload::name, "a workload", "workloads");
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
        return workload(name, Thread.currentThread().getContextClassLoader());
    }

    /**
     * The workload of that name the class loader finds; a bad name is a usage error naming the known ones, and so are
     * two report layouts that claim it (checked here, before anything runs, not when the finished run is reported).
     */
    static Workload workload(String name, ClassLoader loader) {
        List<Workload> workloads = workloads(loader);
        Workload workload = workloads.stream().filter(w -> w.name().equals(name)).findFirst().orElseThrow(() ->
                new BadInputException("unknown workload '" + name + "' (workloads: "
                        + String.join(", ", workloads.stream().map(Workload::name).toList()) + ")"));
        layout(name, loader);
        return workload;
    }

    /** The report layout of the workload ({@link WorkloadLayout#forWorkload}); two claiming it are bad input. */
    public static WorkloadLayout layout(String workload, ClassLoader loader) {
        try {
            return WorkloadLayout.forWorkload(workload, loader);
        } catch (LayoutClashException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    /**
     * The workload a run without {@code -w} runs: the one the workloads' jar names in {@value #DEFAULT_WORKLOAD}
     * (one line, the name), so the runner and the CLI name none themselves. The first such resource on storagebench's
     * own class path counts; none is bad input asking for {@code -w}.
     */
    public static String defaultWorkload() {
        URL resource = Catalog.class.getClassLoader().getResource(DEFAULT_WORKLOAD);
        if (resource == null) {
            throw new BadInputException("no workload is named the default (" + DEFAULT_WORKLOAD + "): give -w NAME "
                    + "(storagebench workloads lists them)");
        }
        try (BufferedReader in = new BufferedReader(new InputStreamReader(resource.openStream(),
                StandardCharsets.UTF_8))) {
            String name = in.readLine();
            if (name == null || name.isBlank()) {
                throw new BadInputException(resource + " is empty: it should name the default workload");
            }
            return name.trim();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The engines a request allows, as "rocksdb only"; empty for a request that allows any. */
    public static String enginesOnly(EngineRequest request) {
        return request.engineNames().isEmpty() ? "" : String.join(", ", new TreeSet<>(request.engineNames()))
                + " only";
    }
}
