package io.storagebench.e2e;

import io.storagebench.spi.Engine;
import io.storagebench.tck.EngineConformanceTest;
import io.storagebench.testservers.InstalledEngines;
import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;

/** The TCK over the built-in RocksDB engine, found the way the CLI finds it (ServiceLoader), with its defaults. */
class RocksDbConformanceTest extends EngineConformanceTest {
    @Override
    protected Engine openEngine(Path dataDir) {
        return InstalledEngines.open("rocksdb", dataDir, Map.of());
    }
}
