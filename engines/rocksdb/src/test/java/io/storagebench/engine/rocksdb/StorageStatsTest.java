package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.StorageStats;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** quiesce() leaves flushed SST files behind, and storageStats() reports their size, tickers and amplification. */
class StorageStatsTest extends EngineFixture {

    @Test
    void afterWritesAndQuiesceSizeIsPositiveAndWriteAmpIsReported() {
        sbtest(5000, true);
        engine.quiesce();
        StorageStats stats = engine.storageStats();
        assertThat(stats.sizeBytes()).isPresent();
        assertThat(stats.sizeBytes().getAsLong()).isPositive();
        assertThat(stats.counters()).containsKeys("write-amp", "rocksdb.bytes.written", "rocksdb.wal.bytes",
                "rocksdb.flush.write.bytes", "rocksdb.compact.write.bytes", "rocksdb.compact.read.bytes",
                "rocksdb.stall.micros", "rocksdb.block.cache.hit", "rocksdb.block.cache.miss", "rocksdb.bytes.read",
                "rocksdb.last.level.read.bytes", "rocksdb.non.last.level.read.bytes", "rocksdb.estimate-num-keys",
                "rocksdb.cur-size-all-mem-tables");
        assertThat(stats.counters().get("write-amp")).isPositive();
        assertThat(stats.counters().get("rocksdb.bytes.written")).isPositive();
        assertThat(stats.counters().get("rocksdb.estimate-num-keys")).isPositive();
        assertThat(stats.counters().get("rocksdb.live-sst-files-size"))
                .isEqualTo((double) stats.sizeBytes().getAsLong());
    }

    @Test
    void withStatisticsOffSizesAreStillReportedButNoTickers() {
        engine.close();
        engine = open(Map.of("statistics", "off"));
        session = engine.openSession();
        sbtest(100, false);
        engine.quiesce();
        StorageStats stats = engine.storageStats();
        assertThat(stats.sizeBytes().getAsLong()).isPositive();
        assertThat(stats.counters()).doesNotContainKeys("write-amp", "rocksdb.bytes.written");
    }
}
