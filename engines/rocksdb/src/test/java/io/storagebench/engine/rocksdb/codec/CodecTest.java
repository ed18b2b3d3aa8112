package io.storagebench.engine.rocksdb.codec;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The byte layouts: order preservation of keys and exact round trips of keys and values. */
class CodecTest {
    private static final TableSpec TABLE = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("i", ColumnType.INT), ColumnSpec.of("ts", ColumnType.TIMESTAMP),
            ColumnSpec.of("s", ColumnType.VARCHAR, 300), ColumnSpec.of("b", ColumnType.BINARY, 10)), "id", true);

    @Test
    void integerKeysSortInUnsignedByteOrderLikeSignedNumbers() {
        long[] values = {Long.MIN_VALUE, -300, -1, 0, 1, 255, 256, Long.MAX_VALUE};
        for (int i = 1; i < values.length; i++) {
            byte[] lower = KeyCodec.longKey(values[i - 1]);
            byte[] higher = KeyCodec.longKey(values[i]);
            assertThat(Arrays.compareUnsigned(lower, higher)).isNegative();
            assertThat(KeyCodec.getKeyLong(higher, 0)).isEqualTo(values[i]);
        }
    }

    @Test
    void escapedTextKeepsByteOrderAndRoundTripsZeroBytes() {
        String[] sorted = {"", "a", "a\u0000", "a\u0000b", "a\u0001", "ab", "\u00e9"};
        byte[] previous = null;
        for (String s : sorted) {
            byte[] raw = s.getBytes(StandardCharsets.UTF_8);
            Bytes encoded = new Bytes(4);
            KeyCodec.putEscaped(encoded, raw, 0, raw.length);
            encoded.putKeyLong(7); // a following column must not disturb the order
            byte[] key = encoded.toArray();
            if (previous != null) {
                assertThat(Arrays.compareUnsigned(previous, key)).as(s).isNegative();
            }
            previous = key;
            Bytes decoded = new Bytes(4);
            int next = KeyCodec.getEscaped(key, 0, key.length, decoded);
            assertThat(decoded.toArray()).isEqualTo(raw);
            assertThat(KeyCodec.getKeyLong(key, next)).isEqualTo(7);
        }
    }

    @Test
    void rowValuesRoundTripEveryColumnType() {
        RowCodec codec = new RowCodec(TABLE);
        RowView row = new RowView(5);
        row.set(0, TABLE.column("id"), 42L);
        row.set(1, TABLE.column("i"), -7);
        row.set(2, TABLE.column("ts"), 1_700_000_000L);
        row.set(3, TABLE.column("s"), "\u00e9".repeat(200)); // 400 bytes: a two-byte varint length
        row.set(4, TABLE.column("b"), new byte[] {0, -1, 2});
        Bytes value = new Bytes(8);
        codec.encodeValue(row, value);
        assertThat(value.length()).isEqualTo(4 + 8 + 2 + 400 + 1 + 3);
        RowView back = new RowView(5);
        codec.decodeValue(value.toArray(), value.length(), back);
        assertThat(back.getLong(1)).isEqualTo(-7);
        assertThat(back.getLong(2)).isEqualTo(1_700_000_000L);
        assertThat(new String(back.array(3), back.offset(3), back.length(3), StandardCharsets.UTF_8))
                .isEqualTo("\u00e9".repeat(200));
        assertThat(Arrays.copyOfRange(back.array(4), back.offset(4), back.offset(4) + back.length(4)))
                .containsExactly(0, -1, 2);
    }

    @Test
    void indexKeysHoldIndexColumnsThenThePrimaryKey() {
        RowCodec codec = new RowCodec(TABLE);
        IndexKeyCodec index = new IndexKeyCodec(codec, new int[] {3, 1});
        RowView row = new RowView(5);
        row.set(0, TABLE.column("id"), 9L);
        row.set(1, TABLE.column("i"), 3);
        row.set(3, TABLE.column("s"), "x\u0000y");
        Bytes key = new Bytes(8);
        index.encode(row, key);
        RowView back = new RowView(5);
        index.decode(key.toArray(), key.length(), back);
        assertThat(back.getLong(0)).isEqualTo(9);
        assertThat(back.getLong(1)).isEqualTo(3);
        assertThat(new String(back.array(3), back.offset(3), back.length(3), StandardCharsets.UTF_8))
                .isEqualTo("x\u0000y");
        assertThat(index.integerPrefix()).isFalse();
    }

    @Test
    void aKeyValueSpaceStoresTheValueRaw() {
        TableSpec kv = TableSpec.keyValue("kv", 8, 8);
        RowCodec codec = new RowCodec(kv);
        RowView row = new RowView(2);
        row.set(1, kv.column("v"), new byte[] {1, 2, 3});
        Bytes value = new Bytes(8);
        codec.encodeValue(row, value);
        assertThat(value.toArray()).containsExactly(1, 2, 3);
    }
}
