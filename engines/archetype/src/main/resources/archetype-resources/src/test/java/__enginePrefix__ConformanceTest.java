package ${package};

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.tck.EngineConformanceTest;
import java.nio.file.Path;
import java.util.Map;

/**
 * The storagebench conformance kit over the ${engineName} engine with its default options: every shape the engine
 * declares, compared operation by operation with the kit's reference engine; undeclared shapes must be refused.
 */
class ${enginePrefix}ConformanceTest extends EngineConformanceTest {
    /** The cache budget a run gives every engine ({@code --cache-size}). */
    private static final long CACHE_BYTES = 64L << 20;

    @Override
    protected Engine openEngine(Path dataDir) {
        return new ${enginePrefix}EngineProvider().open(new EngineConfig(dataDir, CACHE_BYTES, Map.of()));
    }
}
