package io.storagebench.workload;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a workload needs from the engine's configuration, beyond capabilities: the engines it can run on, engine
 * option defaults it sets (the user's {@code -o} still wins) and a cache size it sets (the user's {@code --cache-size}
 * still wins). The IO-efficiency workload asks RocksDB for O_DIRECT reads, no compression and aligned blocks this
 * way, so {@code -w io-efficiency} alone runs the experiment.
 *
 * @param engines    engine names the workload runs on; empty for any engine
 * @param options    engine option defaults by option name
 * @param cacheBytes the cache budget the workload is sized for; 0 for none (the run's default applies)
 * @param why        one line saying why the workload asks this, for the refusal of another engine
 */
public record EngineRequest(Set<String> engines, Map<String, String> options, long cacheBytes, String why) {
    /** Any engine, as the user configures it. */
    public static final EngineRequest ANY = new EngineRequest(Set.of(), Map.of(), 0, "");

    public EngineRequest {
        engines = Set.copyOf(engines);
        options = Map.copyOf(new TreeMap<>(options));
        Objects.requireNonNull(why, "why");
        if (cacheBytes < 0) {
            throw new IllegalArgumentException("negative cache size");
        }
    }

    /** True when the workload can run on the engine of that name. */
    public boolean accepts(String engine) {
        return engines.isEmpty() || engines.contains(engine);
    }
}
