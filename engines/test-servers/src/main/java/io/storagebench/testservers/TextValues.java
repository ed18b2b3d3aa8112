package io.storagebench.testservers;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * How a SQL engine's reads deliver text. They should hand the sink the driver's UTF-8 bytes, not Strings: a range of
 * 101 or 1000 CHAR(120) rows (sysbench's range-notcovered-*, order and simple ranges) otherwise decodes every value
 * into a String and, for a padded CHAR, copies it again without the padding: client CPU that sysbench's C client
 * does not spend.
 */
public final class TextValues {
    private TextValues() {
    }

    /**
     * Writes one row with a CHAR(10) {@code "café"} and a VARCHAR(10) {@code "x y "} and reads both back: bytes
     * arrive as their text, a String value as {@code "String <value>"}.
     */
    public static List<Object> readBack(Engine engine) {
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
