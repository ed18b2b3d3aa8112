package io.storagebench.engine.mysql;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.sql.ResultSet;
import org.mariadb.jdbc.client.ColumnDecoder;
import org.mariadb.jdbc.client.result.CompleteResult;
import org.mariadb.jdbc.client.result.Result;
import org.mariadb.jdbc.client.result.rowdecoder.BinaryRowDecoder;
import org.mariadb.jdbc.client.result.rowdecoder.RowDecoder;

/**
 * Hands out the values of a MariaDB Connector/J result of a server-side prepared statement straight from the rows
 * the driver has already read, instead of through its getters.
 *
 * <p>Why by hand: Connector/J reads a whole result before {@code executeQuery} returns, each row's packet in its own
 * array, and its getters then pay for every value: finding the column in the binary row again for every call
 * ({@code BinaryRowDecoder.setPosition}), a codec per value, and a new array per {@code getBytes}. On range reads
 * of many rows that is client CPU a query, which on a host whose client shares the server's CPUs is QPS (figures in
 * docs/sysbench-vs-storagebench.md), where sysbench's libmariadb stores the same rows and decodes none. The
 * MySQL binary row format is small and fixed (a 0x00 header, a NULL bitmap offset by two bits, then each non-NULL
 * value: integers little-endian in 1, 2, 4 or 8 bytes, strings and blobs with a length-encoded length), so this
 * class walks each row once, delivers integers as they are and text and binary as slices of the driver's row array
 * (no copy: Connector/J gives every row an array of its own and never reuses it), and delivers exactly what the
 * getters would: the same values in the same {@link RowSink} calls. No library does this: it is the driver's own
 * job, and the driver's public API has no cheaper one.
 *
 * <p>It reads the driver's fields ({@code data}, {@code dataSize}, {@code metadataList}, {@code rowDecoder} of
 * {@code Result}), which are not API: it is written against Connector/J 4.0.0, the version the build pins. Where
 * those fields are missing ({@link #unavailableReason}), and for every result it does not know the shape of (the
 * text protocol, a streaming result with a fetch size, a TIMESTAMP, DECIMAL or unsigned column, fewer or more
 * columns than asked for), it returns -1 before touching the result and the getters deliver it. The MariaDB tests
 * pin that it is in use with the pinned driver, so a driver upgrade that moves the fields fails a test rather than
 * silently taking the slower path.
 */
public final class BinaryResultRows {
    private static final VarHandle DATA;
    private static final VarHandle DATA_SIZE;
    private static final VarHandle ROW_POINTER;
    private static final VarHandle METADATA;
    private static final VarHandle ROW_DECODER;
    private static final String UNAVAILABLE;
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    /** How one column's value is laid out in a binary row and delivered. */
    private static final int INT8 = 1;
    private static final int INT16 = 2;
    private static final int INT32 = 4;
    private static final int INT64 = 8;
    /** Length-encoded bytes, delivered as they are (VARCHAR as UTF-8, BINARY). */
    private static final int BYTES = 16;
    /** Length-encoded bytes, trailing spaces cut (CHAR, as {@code Dialect.unpadChar} cuts them). */
    private static final int CHAR = 17;

    static {
        VarHandle data = null;
        VarHandle dataSize = null;
        VarHandle rowPointer = null;
        VarHandle metadata = null;
        VarHandle rowDecoder = null;
        String unavailable = null;
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(Result.class, MethodHandles.lookup());
            data = lookup.findVarHandle(Result.class, "data", byte[][].class);
            dataSize = lookup.findVarHandle(Result.class, "dataSize", int.class);
            rowPointer = lookup.findVarHandle(Result.class, "rowPointer", int.class);
            metadata = lookup.findVarHandle(Result.class, "metadataList", ColumnDecoder[].class);
            rowDecoder = lookup.findVarHandle(Result.class, "rowDecoder", RowDecoder.class);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            unavailable = "MariaDB Connector/J's result fields are not those of 4.0.0: " + e;
        }
        DATA = data;
        DATA_SIZE = dataSize;
        ROW_POINTER = rowPointer;
        METADATA = metadata;
        ROW_DECODER = rowDecoder;
        UNAVAILABLE = unavailable;
    }

    private BinaryResultRows() {
    }

    /** Null where results are read here; otherwise why they all go to the driver's getters. */
    public static String unavailableReason() {
        return UNAVAILABLE;
    }

    /**
     * Delivers every row of {@code rs}, column {@code i} as a value of {@code types[i]}, then {@code endRow}; returns
     * the number of rows, or -1, with {@code rs} untouched, for a result this class does not read (see the class
     * comment). After it, {@code rs} is past its last row.
     */
    public static int deliver(ResultSet rs, ColumnType[] types, RowSink sink) {
        if (UNAVAILABLE != null || rs.getClass() != CompleteResult.class
                || !(ROW_DECODER.get(rs) instanceof BinaryRowDecoder)) {
            return -1;
        }
        byte[] layout = layout((ColumnDecoder[]) METADATA.get(rs), types);
        if (layout == null) {
            return -1;
        }
        byte[][] data = (byte[][]) DATA.get(rs);
        int size = (int) DATA_SIZE.get(rs);
        int first = (int) ROW_POINTER.get(rs) + 1;
        int bitmap = (layout.length + 9) >>> 3;
        for (int r = first; r < size; r++) {
            byte[] row = data[r];
            int pos = 1 + bitmap;
            for (int c = 0; c < layout.length; c++) {
                int bit = c + 2;
                if ((row[1 + (bit >>> 3)] & (1 << (bit & 7))) != 0) {
                    if (layout[c] >= BYTES) {
                        sink.stringValue(null);
                    } else {
                        // ResultSet.getLong of SQL NULL
                        sink.longValue(0);
                    }
                    continue;
                }
                switch (layout[c]) {
                    case INT8 -> sink.longValue(row[pos++]);
                    case INT16 -> {
                        sink.longValue((short) SHORT.get(row, pos));
                        pos += 2;
                    }
                    case INT32 -> {
                        sink.longValue((int) INT.get(row, pos));
                        pos += 4;
                    }
                    case INT64 -> {
                        sink.longValue((long) LONG.get(row, pos));
                        pos += 8;
                    }
                    default -> {
                        int lead = row[pos] & 0xff;
                        int length;
                        if (lead < 0xfb) {
                            length = lead;
                            pos += 1;
                        } else if (lead == 0xfc) {
                            length = (short) SHORT.get(row, pos + 1) & 0xffff;
                            pos += 3;
                        } else if (lead == 0xfd) {
                            length = (row[pos + 1] & 0xff) | (row[pos + 2] & 0xff) << 8 | (row[pos + 3] & 0xff) << 16;
                            pos += 4;
                        } else {
                            // 0xfe: 8 bytes, of which a row held in one array uses the low 31 bits
                            length = (int) (long) LONG.get(row, pos + 1);
                            pos += 9;
                        }
                        int end = pos + length;
                        if (layout[c] == CHAR) {
                            while (end > pos && row[end - 1] == ' ') {
                                end--;
                            }
                        }
                        sink.bytesValue(row, pos, end - pos);
                        pos += length;
                    }
                }
            }
            sink.endRow();
        }
        ROW_POINTER.set(rs, size);
        return Math.max(0, size - first);
    }

    /**
     * Each column's layout in the binary row, or null if any column is one this class leaves to the getters: the
     * column count differs from {@code types}, an integer column arrives as anything but a signed integer, a text or
     * binary column as anything but a string or blob, or the SPI type is TIMESTAMP.
     */
    static byte[] layout(ColumnDecoder[] columns, ColumnType[] types) {
        if (columns == null || columns.length != types.length) {
            return null;
        }
        byte[] layout = new byte[types.length];
        for (int i = 0; i < types.length; i++) {
            ColumnDecoder column = columns[i];
            int kind = switch (types[i]) {
                case BIGINT, INT -> !column.isSigned() ? 0 : switch (column.getType()) {
                    case TINYINT -> INT8;
                    case SMALLINT -> INT16;
                    case INTEGER, MEDIUMINT -> INT32;
                    case BIGINT -> INT64;
                    default -> 0;
                };
                case CHAR, VARCHAR, BINARY -> switch (column.getType()) {
                    case VARCHAR, VARSTRING, STRING, TINYBLOB, BLOB, MEDIUMBLOB, LONGBLOB ->
                            types[i] == ColumnType.CHAR ? CHAR : BYTES;
                    default -> 0;
                };
                case TIMESTAMP -> 0;
            };
            if (kind == 0) {
                return null;
            }
            layout[i] = (byte) kind;
        }
        return layout;
    }
}
