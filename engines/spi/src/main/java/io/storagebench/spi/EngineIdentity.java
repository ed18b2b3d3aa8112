package io.storagebench.spi;

import java.util.Map;
import java.util.Objects;

/**
 * What exactly was measured, for the result bundle: two runs with equal identities measured the same thing.
 *
 * @param name          the provider name ({@code rocksdb})
 * @param product       the product ({@code RocksDB}, {@code PostgreSQL}, {@code MariaDB})
 * @param version       the product's own version string as the engine reports it at run time
 * @param flavour       a variant of the product ({@code InnoDB}, {@code MyRocks}); empty when there is none
 * @param configuration every effective setting that shapes performance, as the engine reports it (not only what
 *                      the user passed)
 */
public record EngineIdentity(String name, String product, String version, String flavour,
                             Map<String, String> configuration) {
    /**
     * The configuration key every engine reports: {@code on} when its reads of its data files bypass the OS page
     * cache (O_DIRECT), so the device's reads are its cache misses; {@code off} when they go through the page cache.
     */
    public static final String DIRECT_READS = "direct-reads";

    public EngineIdentity {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(product, "product");
        Objects.requireNonNull(version, "version");
        flavour = flavour == null ? "" : flavour;
        configuration = Map.copyOf(configuration);
    }
}
