package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The SQL engines' reads deliver text as the driver's UTF-8 bytes, not as Strings: a range of 101 or 1000 CHAR(120)
 * rows (sysbench's range-notcovered-*, order and simple ranges) otherwise decodes every value into a String and, for
 * a padded CHAR, copies it again without the padding: client CPU that sysbench's C client does not spend (measured
 * for #4).
 */
class TextAsBytesTest {
    @TempDir
    Path dir;

    @Test
    void postgresCharAndVarcharValuesArriveAsUtf8BytesWithoutThePadding() {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try (Engine engine = InstalledEngines.open("postgres", dir, Map.of("jdbc-url", server.jdbcUrl("postgres")))) {
            assertThat(readBack(engine)).containsExactly("caf\u00e9", "x y ");
        } finally {
            server.close();
        }
    }

    @Test
    void mariaDbCharAndVarcharValuesArriveAsUtf8BytesWithoutThePadding() {
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "text_as_bytes", dir)) {
            assertThat(readBack(engine)).containsExactly("caf\u00e9", "x y ");
        } finally {
            server.close();
        }
    }

    /** Writes one row with a CHAR(10) and a VARCHAR(10) and reads both back; a String value is marked as one. */
    private static List<Object> readBack(Engine engine) {
        engine.createTable(new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
                ColumnSpec.of("c", ColumnType.CHAR, 10), ColumnSpec.of("v", ColumnType.VARCHAR, 10)), "id", false));
        List<Object> values = new ArrayList<>();
        try (Session session = engine.openSession()) {
            session.prepare(new InsertSpec("t", List.of("id", "c", "v")))
                    .execute(List.<Object[]>of(new Object[] {1L, "caf\u00e9", "x y "}));
            session.prepare(LookupSpec.byPrimaryKey("t", List.of("c", "v"))).execute(new long[] {1}, 1,
                    new RowSink() {
                        @Override
                        public void longValue(long value) {
                            values.add(value);
                        }

                        @Override
                        public void stringValue(String value) {
                            values.add("String " + value);
                        }

                        @Override
                        public void bytesValue(byte[] value, int offset, int length) {
                            values.add(new String(value, offset, length, StandardCharsets.UTF_8));
                        }

                        @Override
                        public void endRow() {
                        }
                    });
        }
        return values;
    }
}
