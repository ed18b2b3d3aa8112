package io.storagebench.runner;

import io.storagebench.spi.Capability;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The engine lacks capabilities the workload needs; thrown before anything runs. A bad combination of engine and
 * workload, so an {@link IllegalArgumentException}; the message is one line fit for the terminal.
 */
public class MissingCapabilitiesException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final Set<Capability> missing;

    public MissingCapabilitiesException(String engine, String workload, Set<Capability> missing) {
        super("engine " + engine + " cannot run workload " + workload + ": it lacks "
                + missing.stream().map(Capability::name).sorted().collect(Collectors.joining(", ")));
        this.missing = Set.copyOf(missing);
    }

    /** What the engine lacks. */
    public Set<Capability> missing() {
        return missing;
    }
}
