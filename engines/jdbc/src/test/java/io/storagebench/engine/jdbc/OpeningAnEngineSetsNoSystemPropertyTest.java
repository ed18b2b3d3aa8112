package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

/**
 * Issue 48: the JDBC base set HikariCP's {@code aliveBypassWindowMs} as a system property, which every pool built
 * after it in the JVM read, those of engines loaded from --engine-path and of any library too. An engine's pool
 * settings are its own: opening, using and closing an engine leaves the system properties as they were.
 */
class OpeningAnEngineSetsNoSystemPropertyTest {
    /** HikariCP's window in which a returned connection is lent again unchecked, and a margin. */
    private static final long PAST_THE_LIVENESS_WINDOW_MILLIS = 500 + 100;
    private static final TableSpec TABLE = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("v", ColumnType.INT)), "id", false);

    @Test
    void openingUsingAndClosingAnEngineChangesNoSystemProperty() throws InterruptedException {
        // the JDK sets user.timezone itself the first time anything asks for the default zone
        TimeZone.getDefault();
        Map<Object, Object> before = new HashMap<>(System.getProperties());
        try (H2Engine engine = new H2Engine("properties", JdbcDriver.PLAIN)) {
            engine.createTable(TABLE);
            try (Session session = engine.openSession()) {
                session.prepare(new InsertSpec("t", List.of("id", "v"))).execute(List.<Object[]>of(new Object[] {1L,
                        7}));
                assertThat(session.prepare(LookupSpec.byPrimaryKey("t", List.of("v"))).execute(new long[] {1}, 1,
                        RowSink.DISCARD)).isEqualTo(1);
            }
            // the engine's own query, on the pool's connection idle past the window: lent without a check
            Thread.sleep(PAST_THE_LIVENESS_WINDOW_MILLIS);
            assertThat(engine.identity().product()).isEqualTo("H2");
        }
        Map<Object, Object> after = new HashMap<>(System.getProperties());
        Set<Object> changed = new HashSet<>(after.keySet());
        changed.addAll(before.keySet());
        changed.removeIf(key -> Objects.equals(before.get(key), after.get(key)));
        assertThat(changed).isEmpty();
    }
}
