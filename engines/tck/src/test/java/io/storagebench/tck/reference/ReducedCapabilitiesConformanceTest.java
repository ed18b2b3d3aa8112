package io.storagebench.tck.reference;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.tck.EngineConformanceTest;
import java.nio.file.Path;
import java.util.EnumSet;
import org.junit.jupiter.api.Nested;

/**
 * The suite over reference engines that declare only some capabilities, as most engines will: tests of undeclared
 * shapes are skipped, the refusal check covers them, and the suite reads tables back through whatever is left.
 */
class ReducedCapabilitiesConformanceTest {

    /** Reads only by primary-key lookup (so tables are compared key by key), no ranges, scans or key-value. */
    @Nested
    class LookupOnly extends EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return new ReferenceEngine(EnumSet.of(Capability.INSERT, Capability.SECONDARY_INDEX,
                    Capability.LOOKUP_PRIMARY, Capability.LOOKUP_SECONDARY, Capability.UPDATE, Capability.DELETE,
                    Capability.DELETE_OLDEST, Capability.KEY_BOUNDS, Capability.TRANSACTIONS));
        }
    }

    /** Reads only by scan; auto-increment keys are read back with a scan. */
    @Nested
    class ScanOnly extends EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return new ReferenceEngine(EnumSet.of(Capability.INSERT, Capability.AUTO_INCREMENT, Capability.SCAN,
                    Capability.UPDATE, Capability.DELETE));
        }
    }

    /** A pure key-value engine. */
    @Nested
    class KeyValueOnly extends EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return new ReferenceEngine(EnumSet.of(Capability.KEY_VALUE, Capability.TRANSACTIONS));
        }
    }
}
