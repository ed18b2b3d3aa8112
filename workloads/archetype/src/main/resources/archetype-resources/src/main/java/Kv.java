package ${package};

import io.storagebench.spi.schema.TableSpec;
import java.nio.ByteBuffer;
import java.util.SplittableRandom;

/** The key and value encoding: 8-byte big-endian key numbers, values of random bytes. */
final class Kv {
    static final String TABLE = "kv";
    static final int KEY_BYTES = Long.BYTES;
    static final int VALUE_BYTES = 16;
    static final TableSpec TABLE_SPEC = TableSpec.keyValue(TABLE, KEY_BYTES, VALUE_BYTES);

    private Kv() {
    }

    static byte[] key(long number) {
        return ByteBuffer.allocate(KEY_BYTES).putLong(number).array();
    }

    static byte[] value(SplittableRandom random) {
        byte[] value = new byte[VALUE_BYTES];
        random.nextBytes(value);
        return value;
    }
}
