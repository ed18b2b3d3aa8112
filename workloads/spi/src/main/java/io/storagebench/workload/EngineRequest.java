package io.storagebench.workload;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a workload needs from the engine's configuration, beyond capabilities: the engines it can run on, for each
 * the engine option defaults it sets (the user's {@code -o} still wins) and the size of one storage read it expects,
 * a cache size it sets (the user's {@code --cache-size} still wins) and whether it measures the block device under
 * the data. The IO-efficiency workload asks RocksDB for O_DIRECT reads, no compression and aligned blocks this way,
 * and MariaDB for its profile with O_DIRECT reads, so {@code -w io-efficiency} alone runs the experiment. A workload
 * asks only for options the engine of that name declares.
 *
 * @param engines     what the workload asks of each engine it runs on, by engine name; empty for any engine
 * @param cacheBytes  the cache budget the workload is sized for; 0 for none (the run's default applies)
 * @param blockDevice true when the workload counts the reads of the block device under the data directory, so a
 *                    data directory on a filesystem without one (tmpfs) is refused before anything is created
 * @param why         one line saying why the workload asks this, for the refusal of another engine
 */
public record EngineRequest(Map<String, Tuning> engines, long cacheBytes, boolean blockDevice, String why) {
    /** Any engine, as the user configures it. */
    public static final EngineRequest ANY = new EngineRequest(Map.of(), 0, false, "");

    /**
     * What the workload asks of one engine.
     *
     * @param options   engine option defaults by option name
     * @param readBytes the size of one read the engine makes of its files for a point read (its block or page, as
     *                  the options configure it); 0 when the workload does not depend on it
     */
    public record Tuning(Map<String, String> options, int readBytes) {
        /** Nothing asked: the engine as the user configures it. */
        public static final Tuning NONE = new Tuning(Map.of(), 0);

        public Tuning {
            options = Map.copyOf(new TreeMap<>(options));
            if (readBytes < 0) {
                throw new IllegalArgumentException("negative read size");
            }
        }
    }

    public EngineRequest {
        engines = Map.copyOf(new TreeMap<>(engines));
        Objects.requireNonNull(why, "why");
        if (cacheBytes < 0) {
            throw new IllegalArgumentException("negative cache size");
        }
    }

    /** The names of the engines the workload runs on; empty for any engine. */
    public Set<String> engineNames() {
        return engines.keySet();
    }

    /** True when the workload can run on the engine of that name. */
    public boolean accepts(String engine) {
        return engines.isEmpty() || engines.containsKey(engine);
    }

    /** What the workload asks of the engine of that name ({@link Tuning#NONE} when nothing). */
    public Tuning tuning(String engine) {
        return engines.getOrDefault(engine, Tuning.NONE);
    }
}
