package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import java.nio.file.Files;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Engine and session lifecycle, identity, DDL that replaces or drops tables, storage statistics, watch targets. */
abstract class LifecycleChecks extends ConformanceCase {

    @Test
    @DisplayName("close() twice is safe, on a session and on the engine")
    void closeTwiceIsSafe() {
        Session session = fx.engine.openSession();
        assertDoesNotThrow(session::close, "first Session.close()");
        assertDoesNotThrow(session::close, "second Session.close()");
        fx.close();
        assertDoesNotThrow(fx.engine::close, "second Engine.close()");
    }

    @Test
    @DisplayName("identity names the engine, product and version")
    void identityNamesTheEngine() {
        EngineIdentity identity = fx.engine.identity();
        assertNotNull(identity, "identity()");
        assertFalse(identity.name().isBlank(), "identity().name() is blank");
        assertFalse(identity.product().isBlank(), "identity().product() is blank");
        assertFalse(identity.version().isBlank(), "identity().version() is blank");
        assertNotNull(fx.engine.capabilities(), "capabilities()");
    }

    @Test
    @DisplayName("createTable on an existing name starts from an empty table")
    void createTableReplacesAnExistingTable() {
        fx.assumeObservable();
        fx.loadSbtest();
        fx.createTable(TckTables.SBTEST_SPEC);
        fx.assertSameContents(TckTables.SBTEST);
        fx.insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(1, 20));
        fx.assertSameContents(TckTables.SBTEST);
    }

    @Test
    @DisplayName("dropTable ignores a missing table and removes an existing one with its indexes")
    void dropTableRemovesTables() {
        fx.assumeObservable();
        assertDoesNotThrow(() -> fx.engine.dropTable("tck_no_such_table"), "dropTable of a missing table");
        fx.loadSbtest();
        fx.dropTable(TckTables.SBTEST);
        fx.createTable(TckTables.SBTEST_SPEC);
        fx.insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(500, 30));
        if (fx.has(Capability.SECONDARY_INDEX)) {
            fx.createIndex(TckTables.SBTEST_K);
        }
        fx.assertSameContents(TckTables.SBTEST);
    }

    @Test
    @DisplayName("storageStats reports a positive size after a load and quiesce()")
    void storageStatsReportASizeAfterALoad() {
        assertNotNull(fx.engine.storageStats(), "storageStats() of an empty engine");
        fx.engine.quiesce();
        fx.loadPurchases();
        fx.loadSbtest();
        fx.engine.quiesce();
        StorageStats stats = fx.engine.storageStats();
        assertNotNull(stats, "storageStats()");
        assertNotNull(stats.counters(), "storageStats().counters()");
        assertTrue(stats.sizeBytes().isPresent(), "storageStats().sizeBytes() is empty after a load and quiesce()");
        assertTrue(stats.sizeBytes().getAsLong() > 0,
                "storageStats().sizeBytes() is " + stats.sizeBytes().getAsLong() + " after a load and quiesce()");
    }

    @Test
    @DisplayName("watchTargets: an embedded engine has no server processes; a data directory exists")
    void watchTargetsAreConsistent() {
        WatchTargets targets = fx.engine.watchTargets();
        assertNotNull(targets, "watchTargets()");
        if (targets.embedded()) {
            assertTrue(targets.serverPids().isEmpty(), "an embedded engine lists server pids " + targets.serverPids());
        }
        targets.dataDir().ifPresent(dir -> assertTrue(Files.isDirectory(dir), "watched data directory " + dir
                + " does not exist"));
    }
}
