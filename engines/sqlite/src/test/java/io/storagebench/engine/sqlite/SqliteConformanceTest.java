package io.storagebench.engine.sqlite;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.tck.EngineConformanceTest;
import java.nio.file.Path;
import java.util.Map;

/** The conformance kit over SQLite with its default options: the whole engine test of a new engine. */
class SqliteConformanceTest extends EngineConformanceTest {
    @Override
    protected Engine openEngine(Path dataDir) {
        return new SqliteEngineProvider().open(new EngineConfig(dataDir, 64L << 20, Map.of()));
    }
}
