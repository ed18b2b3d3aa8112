package io.storagebench.tck.reference;

import io.storagebench.spi.Engine;
import io.storagebench.tck.EngineConformanceTest;
import java.nio.file.Path;

/** The conformance suite over the reference engine itself, declaring every capability: it must pass. */
class ReferenceEngineConformanceTest extends EngineConformanceTest {
    @Override
    protected Engine openEngine(Path dataDir) {
        return new ReferenceEngine();
    }
}
