package io.storagebench.cli;

import io.storagebench.spi.EngineProvider;
import io.storagebench.workload.Workload;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** The engines and workloads on the class path, found with {@link ServiceLoader}. */
final class Catalog {
    private Catalog() {
    }

    static List<EngineProvider> engines() {
        List<EngineProvider> out = new ArrayList<>();
        ServiceLoader.load(EngineProvider.class).forEach(out::add);
        out.sort(Comparator.comparing(EngineProvider::name));
        return out;
    }

    static List<Workload> workloads() {
        List<Workload> out = new ArrayList<>();
        ServiceLoader.load(Workload.class).forEach(out::add);
        out.sort(Comparator.comparing(Workload::name));
        return out;
    }

    /** The engine of that name; a bad name is a usage error naming the known ones. */
    static EngineProvider engine(String name) {
        return engines().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() ->
                new UsageException("unknown engine '" + name + "' (engines: "
                        + String.join(", ", engines().stream().map(EngineProvider::name).toList()) + ")"));
    }

    static Workload workload(String name) {
        return workloads().stream().filter(w -> w.name().equals(name)).findFirst().orElseThrow(() ->
                new UsageException("unknown workload '" + name + "' (workloads: "
                        + String.join(", ", workloads().stream().map(Workload::name).toList()) + ")"));
    }
}
