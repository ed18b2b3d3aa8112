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
    public EngineIdentity {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(product, "product");
        Objects.requireNonNull(version, "version");
        flavour = flavour == null ? "" : flavour;
        configuration = Map.copyOf(configuration);
    }
}
