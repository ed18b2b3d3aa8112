package io.storagebench.workload.kit.example;

import io.storagebench.spi.schema.TableSpec;
import java.nio.ByteBuffer;
import java.util.SplittableRandom;

/** The example's key and value encoding: 8-byte big-endian keys, 16 random bytes of value. */
final class Kv {
    static final String TABLE = "kv";
    static final TableSpec TABLE_SPEC = TableSpec.keyValue(TABLE, 8, 16);

    private Kv() {
    }

    static byte[] key(long number) {
        return ByteBuffer.allocate(Long.BYTES).putLong(number).array();
    }

    static byte[] value(SplittableRandom random) {
        byte[] value = new byte[16];
        random.nextBytes(value);
        return value;
    }
}
