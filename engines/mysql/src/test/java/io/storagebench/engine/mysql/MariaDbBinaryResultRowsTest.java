package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.jdbc.JdbcDriver;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.testservers.ServerPerRun;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The MySQL engine's own reader of binary result rows against MariaDB Connector/J's getters on a real server: the
 * same values in the same sink calls for every integer width, the extremes, NULLs, CHAR padding, and strings whose
 * lengths take each length-encoded form (1, 3 and 4 bytes); and the results it must leave to the getters untouched.
 * The getters' side is {@link JdbcDriver#deliverThroughGetters}, what the JDBC engines run where the reader declines.
 */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
class MariaDbBinaryResultRowsTest {
    private static final String COLUMNS = "id, ti, si, mi, i, bi, c, v, b, lt, lb, ni, nv, nb";
    private static final ColumnType[] TYPES = {
        ColumnType.INT, ColumnType.INT, ColumnType.INT, ColumnType.INT, ColumnType.INT, ColumnType.BIGINT,
        ColumnType.CHAR, ColumnType.VARCHAR, ColumnType.BINARY, ColumnType.VARCHAR, ColumnType.BINARY,
        ColumnType.BIGINT, ColumnType.VARCHAR, ColumnType.BINARY,
    };
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> SERVER = MariaDbTestServer.INNODB_PER_RUN;
    private static MariaDbServer server;

    @BeforeAll
    static void startServer() {
        server = SERVER.get();
        String longText = "\u00e9".repeat(40_000);
        MariaDbTestServer.asRoot(server, "CREATE DATABASE rows_db",
                "CREATE TABLE rows_db.t (id int PRIMARY KEY, ti tinyint, si smallint, mi mediumint, i int, "
                        + "bi bigint, c char(20), v varchar(400), b varbinary(300), lt longtext, lb longblob, "
                        + "ni bigint NULL, nv varchar(5) NULL, nb varbinary(5) NULL) "
                        + "DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin",
                "INSERT INTO rows_db.t VALUES (1, -128, -32768, -8388608, -2147483648, -9223372036854775808, "
                        + "'a b  ', 'tail  ', x'00ff20', '', '', NULL, NULL, NULL)",
                "INSERT INTO rows_db.t VALUES (2, 127, 32767, 8388607, 2147483647, 9223372036854775807, "
                        + "'\u00fcml\u00e4ut', REPEAT('x', 250), REPEAT(x'20', 251), REPEAT('y', 251), "
                        + "REPEAT(x'41', 65536), 0, '', x'')",
                "INSERT INTO rows_db.t VALUES (3, 0, 1, -1, 7, 42, '', REPEAT('\u20ac', 400), x'', '"
                        + longText + "', REPEAT(x'42', 70000), -5, 'n  ', x'2020')");
    }

    @Test
    void binaryRowsGiveWhatTheGettersGiveForEveryWidthNullAndLengthForm() throws SQLException {
        assertThat(BinaryResultRows.unavailableReason()).as("the pinned Connector/J's fields").isNull();
        try (Connection c = connect();
                PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM t ORDER BY id")) {
            Recording direct = new Recording();
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(BinaryResultRows.deliver(rs, TYPES, direct)).isEqualTo(3);
                assertThat(rs.next()).as("past the last row after").isFalse();
            }
            Recording getters = new Recording();
            try (ResultSet rs = ps.executeQuery()) {
                JdbcDriver.deliverThroughGetters(rs, TYPES, getters, new MySqlDialect(Flavour.INNODB),
                        new MariaDbConnectorJ());
            }
            assertThat(direct.calls).hasSize(3 * (TYPES.length + 1)).isEqualTo(getters.calls);
            assertThat(direct.calls).contains("long -9223372036854775808", "long 9223372036854775807",
                    "long -8388608", "bytes a b", "bytes tail  ", "string null", "bytes " + "\u20ac".repeat(400));
            assertThat(direct.calls.subList(TYPES.length - 3, TYPES.length + 1)).as("the NULLs of row 1")
                    .containsExactly("long 0", "string null", "string null", "end");
        }
    }

    @Test
    void nullBinaryValueThroughTheGettersIsANullStringNotAnNpe() throws SQLException {
        try (Connection c = connect(); PreparedStatement ps = c.prepareStatement("SELECT nb FROM t ORDER BY id")) {
            Recording sink = new Recording();
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(JdbcDriver.deliverThroughGetters(rs, new ColumnType[] {ColumnType.BINARY}, sink,
                        new MySqlDialect(Flavour.INNODB), new MariaDbConnectorJ())).isEqualTo(3);
            }
            assertThat(sink.calls).containsExactly("string null", "end", "bytes ", "end", "bytes   ", "end");
        }
    }

    @Test
    void resultsOfOtherShapesAreLeftUntouchedToTheGetters() throws SQLException {
        try (Connection c = connect(); Statement plain = c.createStatement()) {
            // the text protocol
            try (ResultSet rs = plain.executeQuery("SELECT id, v FROM t ORDER BY id")) {
                assertLeftAlone(rs, new ColumnType[] {ColumnType.INT, ColumnType.VARCHAR});
            }
            // a DECIMAL where the SPI asks for an integer (sum() on MySQL), and a TIMESTAMP
            try (PreparedStatement sum = c.prepareStatement("SELECT sum(i) FROM t WHERE id >= ?")) {
                sum.setInt(1, 1);
                try (ResultSet rs = sum.executeQuery()) {
                    assertLeftAlone(rs, new ColumnType[] {ColumnType.BIGINT});
                }
            }
            try (PreparedStatement time = c.prepareStatement("SELECT now() FROM t WHERE id >= ?")) {
                time.setInt(1, 1);
                try (ResultSet rs = time.executeQuery()) {
                    assertLeftAlone(rs, new ColumnType[] {ColumnType.TIMESTAMP});
                }
            }
            // a streaming result (a fetch size, as scans set), and a column count other than asked for
            try (PreparedStatement ps = c.prepareStatement("SELECT id, v FROM t WHERE id >= ?")) {
                ps.setInt(1, 1);
                ps.setFetchSize(1);
                try (ResultSet rs = ps.executeQuery()) {
                    assertLeftAlone(rs, new ColumnType[] {ColumnType.INT, ColumnType.VARCHAR});
                }
                ps.setFetchSize(0);
                try (ResultSet rs = ps.executeQuery()) {
                    assertLeftAlone(rs, new ColumnType[] {ColumnType.INT});
                }
            }
        }
    }

    private static void assertLeftAlone(ResultSet rs, ColumnType[] types) throws SQLException {
        Recording sink = new Recording();
        assertThat(BinaryResultRows.deliver(rs, types, sink)).isEqualTo(-1);
        assertThat(sink.calls).isEmpty();
        assertThat(rs.next()).as("the first row still there").isTrue();
    }

    /** As the engine connects: statements prepared on the server, so results come in the binary protocol. */
    private static Connection connect() throws SQLException {
        return MariaDbTestServer.rootConnection(server, "rows_db", MariaDbEngineProvider.DRIVER_SETTINGS);
    }

    /** Every sink call as text; bytes as UTF-8, ISO-8859-1 where they are not text. */
    private static final class Recording implements RowSink {
        final List<String> calls = new ArrayList<>();

        @Override
        public void longValue(long value) {
            calls.add("long " + value);
        }

        @Override
        public void stringValue(String value) {
            calls.add("string " + value);
        }

        @Override
        public void bytesValue(byte[] value, int offset, int length) {
            byte[] slice = Arrays.copyOfRange(value, offset, offset + length);
            String text = new String(slice, StandardCharsets.UTF_8);
            calls.add("bytes " + (Arrays.equals(text.getBytes(StandardCharsets.UTF_8), slice) ? text
                    : new String(slice, StandardCharsets.ISO_8859_1)));
        }

        @Override
        public void endRow() {
            calls.add("end");
        }
    }
}
