package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.spi.EngineConfig;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rocksdb.RocksDBException;

/** The engine's directory opened read-only through the engine's open path, beside the open engine. */
class ReadOnlyDatabaseTest extends EngineFixture {
    private static final int ROWS = 100;

    @Test
    void seesTheRowsTheEngineWroteWhileTheEngineIsOpen() throws RocksDBException {
        sbtest(ROWS, false);
        engine.quiesce();

        try (ReadOnlyDatabase raw = ReadOnlyDatabase.open(new EngineConfig(dir, CACHE_BYTES, Map.of()))) {
            assertThat(raw.db().get(raw.rows("sbtest"), KeyCodec.longKey(ROWS))).isNotNull();
            assertThat(raw.db().get(raw.rows("sbtest"), KeyCodec.longKey(ROWS + 1))).isNull();
            assertThatThrownBy(() -> raw.rows("missing")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("no table missing");
        }
    }

    @Test
    void countsBlockCacheMissesWhenTheEngineKeepsStatistics() {
        sbtest(ROWS, false);
        engine.quiesce();
        EngineConfig statisticsOff = new EngineConfig(dir, CACHE_BYTES, Map.of("statistics", "off"));

        try (ReadOnlyDatabase on = ReadOnlyDatabase.open(new EngineConfig(dir, CACHE_BYTES, Map.of("statistics", "on")));
             ReadOnlyDatabase off = ReadOnlyDatabase.open(statisticsOff)) {
            assertThat(on.blockCacheMisses()).isNotNegative();
            assertThat(off.blockCacheMisses()).isEqualTo(-1);
        }
    }
}
