package io.storagebench.e2e;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.tck.EngineConformanceTest;
import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;

/** The TCK over the built-in RocksDB engine, found the way the CLI finds it (ServiceLoader), with its defaults. */
class RocksDbConformanceTest extends EngineConformanceTest {
    @Override
    protected Engine openEngine(Path dataDir) {
        EngineProvider provider = ServiceLoader.load(EngineProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(p -> p.name().equals("rocksdb")).findFirst().orElseThrow();
        return provider.open(new EngineConfig(dataDir, 64L << 20, Map.of()));
    }
}
