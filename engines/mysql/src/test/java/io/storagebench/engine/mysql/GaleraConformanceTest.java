package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The TCK over {@code mariadb-galera}. One three-node cluster serves the whole class (a start costs seconds per
 * node); every test gets a database of its own and opens the engine by a URL that lists the three nodes, so its
 * sessions are spread over them as a managed cluster's are. Skipped where the Galera library is not installed.
 */
class GaleraConformanceTest extends io.storagebench.tck.EngineConformanceTest {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static GaleraCluster cluster;

    @Override
    protected Engine openEngine(Path dataDir) {
        String database = "tck_" + DATABASES.incrementAndGet();
        GaleraCluster c = cluster();
        // on every node in turn: each node's CREATE is ordered after the others', so each has the database when its
        // own returns
        for (String url : NodeConnections.nodeUrls(c.clusterUrl(""))) {
            asRoot(url, "CREATE DATABASE IF NOT EXISTS " + database);
        }
        return new GaleraEngineProvider().open(new EngineConfig(dataDir, 16L << 20,
                Map.of("jdbc-url", c.clusterUrl(database))));
    }

    private static synchronized GaleraCluster cluster() {
        if (cluster == null) {
            Path provider = Path.of(Defaults.GALERA_PROVIDER);
            assumeTrue(Files.isRegularFile(provider), "skipped: no Galera library (package "
                    + Defaults.GALERA_PACKAGE + ")");
            MariaDbBinaries bin = MariaDbBinaries.locate().orElseThrow(() -> new AssertionError(
                    MariaDbBinaries.missingMessage()));
            cluster = GaleraCluster.start(bin, provider, workDir(), 0, Map.of("innodb_buffer_pool_size", "16M",
                    "innodb_log_file_size", "48M", "skip-log-bin", "", "performance_schema", "0",
                    "innodb_flush_log_at_trx_commit", "2"));
        }
        return cluster;
    }

    /** A directory under target/ that the mysql user can enter (the nodes run as mysql when the tests run as root). */
    static Path workDir() {
        try {
            Path target = Files.createDirectories(Path.of("target").toAbsolutePath());
            return Files.createTempDirectory(target, "galera",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void asRoot(String url, String statement) {
        Properties root = new Properties();
        root.setProperty("user", Defaults.USER);
        root.setProperty("sslMode", "disable");
        try (Connection c = new MariaDbConnectorJ().connect(url, root); Statement s = c.createStatement()) {
            s.execute(statement);
        } catch (SQLException e) {
            throw new IllegalStateException(statement + " on " + url, e);
        }
    }

    /**
     * Two sessions (on nodes 1 and 2, as the engine places the first two) write the same key in transactions: the
     * one that commits first wins, and the other's commit fails with the deadlock error that the workloads retry,
     * counted as a brute-force abort.
     */
    @Test
    void aConflictBetweenNodesIsARetryableErrorAndCounted(@TempDir Path dataDir) {
        try (Engine engine = openEngine(dataDir)) {
            engine.createTable(TableSpec.keyValue("conflict", 16, 16));
            double abortsBefore = engine.storageStats().counters().get("mysql.wsrep_local_bf_aborts");
            byte[] key = {1};
            try (Session first = engine.openSession(); Session second = engine.openSession()) {
                KvPut onFirst = first.prepare(new KvPutSpec("conflict"));
                KvPut onSecond = second.prepare(new KvPutSpec("conflict"));
                first.begin();
                onFirst.execute(key, new byte[] {1});
                second.begin();
                onSecond.execute(key, new byte[] {2});
                second.commit();

                EngineException e = catchThrowableOfType(first::commit, EngineException.class);

                assertThat(e).as("the later commit fails").isNotNull();
                assertThat(e.retryable()).as(e.getMessage()).isTrue();
            }
            assertThat(engine.storageStats().counters().get("mysql.wsrep_local_bf_aborts"))
                    .isGreaterThan(abortsBefore);
        }
    }

    @AfterAll
    static synchronized void stopCluster() {
        if (cluster != null) {
            cluster.close();
            cluster = null;
        }
    }
}
