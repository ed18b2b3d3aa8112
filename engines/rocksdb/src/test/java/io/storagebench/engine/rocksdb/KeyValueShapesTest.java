package io.storagebench.engine.rocksdb;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvMultiGetSpec;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** db_bench-style puts, gets, multi-gets and scans on a key-value space holding k1..k5 = v1..v5. */
class KeyValueShapesTest extends EngineFixture {
    private KvPut put;

    @BeforeEach
    void space() {
        engine.createTable(TableSpec.keyValue("kv", 16, 100_000));
        put = session.prepare(new KvPutSpec("kv"));
        for (int i = 5; i >= 1; i--) {
            put.execute(b("k" + i), b("v" + i));
        }
    }

    private static byte[] b(String s) {
        return s.getBytes(UTF_8);
    }

    private List<List<Object>> scan(boolean reverse, String start, int limit) {
        CollectingSink sink = new CollectingSink();
        assertThat(session.prepare(new KvScanSpec("kv", reverse)).execute(b(start), limit, sink))
                .isEqualTo(sink.rows.size());
        return sink.rows;
    }

    @Test
    void getDeliversTheLatestValueOrNothing() {
        put.execute(b("k2"), b("second"));
        KvGet get = session.prepare(new KvGetSpec("kv"));
        CollectingSink sink = new CollectingSink();
        assertThat(get.execute(b("k2"), sink)).isTrue();
        assertThat(get.execute(b("k9"), sink)).isFalse();
        assertThat(sink.rows).containsExactly(row("second"));
    }

    @Test
    void valuesLargerThanTheReusedBuffersAreReadWhole() {
        String big = "x".repeat(50_000);
        put.execute(b("k3"), b(big));
        CollectingSink sink = new CollectingSink();
        assertThat(session.prepare(new KvGetSpec("kv")).execute(b("k3"), sink)).isTrue();
        assertThat(scan(false, "k3", 1)).containsExactly(row("k3", big));
        assertThat(sink.rows).containsExactly(row(big));
    }

    @Test
    void multiGetDeliversKeyAndValueOfExistingKeysInListOrder() {
        CollectingSink sink = new CollectingSink();
        byte[][] keys = {b("k4"), b("nope"), b("k1"), b("k2")};
        assertThat(session.prepare(new KvMultiGetSpec("kv")).execute(keys, 3, sink)).isEqualTo(2);
        assertThat(sink.rows).containsExactly(row("k4", "v4"), row("k1", "v1"));
    }

    @Test
    void scansForwardFromTheFirstKeyAtOrAboveStart() {
        assertThat(scan(false, "k2", 2)).containsExactly(row("k2", "v2"), row("k3", "v3"));
        assertThat(scan(false, "k25", 10)).containsExactly(row("k3", "v3"), row("k4", "v4"), row("k5", "v5"));
        assertThat(scan(false, "k6", 10)).isEmpty();
    }

    @Test
    void scansInReverseFromTheLastKeyAtOrBelowStart() {
        assertThat(scan(true, "k25", 2)).containsExactly(row("k2", "v2"), row("k1", "v1"));
        assertThat(scan(true, "k5", 1)).containsExactly(row("k5", "v5"));
        assertThat(scan(true, "k0", 5)).isEmpty();
    }
}
