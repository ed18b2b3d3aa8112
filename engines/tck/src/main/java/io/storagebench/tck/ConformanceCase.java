package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.storagebench.spi.Engine;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * Base of every group of checks: before each test it opens the engine under test in a fresh temporary directory
 * next to a {@link io.storagebench.tck.reference.ReferenceEngine}; after it, closes both. Tests create and load
 * only the tables they need, so each one is independent of the others.
 */
abstract class ConformanceCase {
    @TempDir
    Path dataDir;

    Fixture fx;

    /** The engine under test, opened on an empty directory it owns. */
    abstract Engine openEngineUnderTest(Path dataDir);

    @BeforeEach
    final void openEngines() {
        Engine engine = openEngineUnderTest(dataDir);
        assertNotNull(engine, "openEngine(dataDir) returned null");
        fx = new Fixture(engine);
    }

    @AfterEach
    final void closeEngines() {
        if (fx != null) {
            fx.close();
        }
    }
}
