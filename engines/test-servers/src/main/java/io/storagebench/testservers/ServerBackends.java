package io.storagebench.testservers;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Each step's sessions talk to new server backends, and a closed session's backend goes away, as each sysbench test
 * and each iibench step is a new client process. A backend kept from the load carries what the load did to it into
 * the next step: the load's large INSERTs, or the quiesce's VACUUM, raise glibc's trim threshold in a PostgreSQL
 * backend, which then no longer gives memory back, and takes it again, around each large result.
 */
public final class ServerBackends {
    private static final TableSpec TABLE = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("v", ColumnType.INT)), "id", false);

    private ServerBackends() {
    }

    /** The ids of the server's client connections to the benchmark database, the asking one left out. */
    @FunctionalInterface
    public interface Backends {
        Set<Long> now() throws SQLException;
    }

    /**
     * Runs three steps of two sessions each and asserts that each step's sessions have two backends of their own,
     * none seen in an earlier step, and that they are gone once the sessions close.
     */
    public static void assertEachStepGetsNewOnes(Engine engine, Backends backends) throws Exception {
        engine.createTable(TABLE);
        Set<Long> engines = backends.now(); // the engine's own pool, for its DDL and statistics
        Set<Long> earlier = new HashSet<>(engines);
        for (int step = 0; step < 3; step++) {
            Set<Long> sessions;
            try (Session a = engine.openSession(); Session b = engine.openSession()) {
                lookUp(a);
                lookUp(b);
                sessions = backends.now();
                sessions.removeAll(engines);
                assertThat(sessions).as("step %d's sessions' backends", step).hasSize(2)
                        .doesNotContainAnyElementsOf(earlier);
            }
            earlier.addAll(sessions);
            awaitGone(backends, sessions);
        }
    }

    /** The first column of every row {@code query} returns, as ids. */
    public static Set<Long> ids(Statement s, String query) throws SQLException {
        Set<Long> ids = new HashSet<>();
        try (ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        return ids;
    }

    private static void awaitGone(Backends backends, Set<Long> closed) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            Set<Long> left = backends.now();
            left.retainAll(closed);
            if (left.isEmpty()) {
                return;
            }
            assertThat(System.nanoTime() - deadline).as("backends of closed sessions still there: %s", left)
                    .isNegative();
            Thread.sleep(20);
        }
    }

    private static void lookUp(Session session) {
        session.prepare(LookupSpec.byPrimaryKey(TABLE.name(), List.of("v"))).execute(new long[] {1}, 1,
                RowSink.DISCARD);
    }
}
