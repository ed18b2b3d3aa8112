package io.storagebench.workload.kit;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvScanSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** What a workload left in an engine, read through the engine SPI, for assertions on keys and values. */
public final class EngineContents {
    private EngineContents() {
    }

    /** Every key of the key-value table {@code table}, in key order. */
    public static List<byte[]> kvKeys(Engine engine, String table) {
        return kvColumn(engine, table, 0);
    }

    /** Every value of the key-value table {@code table}, in key order. */
    public static List<byte[]> kvValues(Engine engine, String table) {
        return kvColumn(engine, table, 1);
    }

    private static List<byte[]> kvColumn(Engine engine, String table, int wanted) {
        List<byte[]> out = new ArrayList<>();
        try (Session s = engine.openSession()) {
            s.prepare(new KvScanSpec(table, false)).execute(new byte[0], Integer.MAX_VALUE, new RowSink() {
                private int column;

                @Override
                public void longValue(long value) {
                    column++;
                }

                @Override
                public void stringValue(String value) {
                    column++;
                }

                @Override
                public void bytesValue(byte[] value, int offset, int length) {
                    if (column++ == wanted) {
                        out.add(Arrays.copyOfRange(value, offset, offset + length));
                    }
                }

                @Override
                public void endRow() {
                    column = 0;
                }
            });
        }
        return out;
    }
}
