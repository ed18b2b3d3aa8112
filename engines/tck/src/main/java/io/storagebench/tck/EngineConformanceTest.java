package io.storagebench.tck;

import io.storagebench.spi.Engine;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;

/**
 * The engine conformance suite: one suite, every engine. An engine's test class extends it and opens the engine:
 *
 * <pre>{@code
 * class RocksDbEngineConformanceTest extends EngineConformanceTest {
 *     @Override
 *     protected Engine openEngine(Path dataDir) {
 *         return new RocksDbEngineProvider().open(new EngineConfig(dataDir, 64 << 20, Map.of()));
 *     }
 * }
 * }</pre>
 *
 * <p>Before each test the suite opens the engine on a fresh, empty temporary directory, creates the tables it needs
 * (an Insert Benchmark table with its three indexes, a sysbench table with its index on k, a key-value space), loads
 * the same deterministic data into it and into a {@link io.storagebench.tck.reference.ReferenceEngine}, runs the
 * same operations on both and compares results: rows and their order where the contract defines one, counts,
 * projections, aggregates, bounds, the effect of writes on the table and on every index. After the test it closes
 * the engine. Every shape the engine declares in {@link Engine#capabilities()} is checked; tests of undeclared
 * shapes are skipped (reported as aborted), except the check that undeclared shapes are refused.
 *
 * <p>What an engine must do to pass: implement each declared shape as its Javadoc in {@code io.storagebench.spi.op}
 * says; throw {@link io.storagebench.spi.UnsupportedShapeException} from {@code prepare} for the others; compare
 * integers numerically (negative values included; a long key outside an INT column's range matches nothing) and
 * binary keys as unsigned bytes; deliver text as UTF-8; make committed writes of one session visible to the others;
 * report a positive size after a load and {@link Engine#quiesce()}; keep every row and index through
 * {@link Engine#maintain} and {@link Engine#reopen()}; tolerate {@code close()} twice. Each test opens
 * one engine, so opening should be quick.
 *
 * <p>The suite is tagged {@code tck} and each group {@code tck-<group>} ({@code tck-range}, {@code tck-kv}, ...), so
 * {@code mvn test -Dgroups=tck-range} runs one group and {@code -DexcludedGroups=tck} skips the suite.
 */
@Tag("tck")
public abstract class EngineConformanceTest {

    /**
     * Opens the engine under test, ready for DDL and sessions. Called before every test with a new, empty directory
     * that the engine owns until the test closes it; the suite closes the engine after the test.
     *
     * @param dataDir an existing, empty directory for this test (deleted after it)
     * @return the open engine; the suite calls {@link Engine#close()} on it
     */
    protected abstract Engine openEngine(Path dataDir);

    @Nested
    @DisplayName("lifecycle, DDL and statistics")
    @Tag("tck-lifecycle")
    class Lifecycle extends LifecycleChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("undeclared shapes")
    @Tag("tck-refusal")
    class Refusals extends RefusalChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("insert")
    @Tag("tck-insert")
    class Inserts extends InsertChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("lookup")
    @Tag("tck-lookup")
    class Lookups extends LookupChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("range read")
    @Tag("tck-range")
    class Ranges extends RangeChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("range aggregate, order by, distinct")
    @Tag("tck-aggregate")
    class Aggregates extends AggregateChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("scan")
    @Tag("tck-scan")
    class Scans extends ScanChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("update")
    @Tag("tck-update")
    class Updates extends UpdateChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("delete, delete oldest, key bounds")
    @Tag("tck-delete")
    class Deletes extends DeleteChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("transactions")
    @Tag("tck-transaction")
    class Transactions extends TransactionChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("maintenance and reopen")
    @Tag("tck-maintenance")
    class MaintenanceAndReopen extends MaintenanceChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }

    @Nested
    @DisplayName("key-value")
    @Tag("tck-kv")
    class KeyValue extends KeyValueChecks {
        @Override
        Engine openEngineUnderTest(Path dataDir) {
            return openEngine(dataDir);
        }
    }
}
