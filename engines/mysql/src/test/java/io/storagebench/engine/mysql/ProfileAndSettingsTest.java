package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.EngineConfig;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProfileAndSettingsTest {
    @Test
    void theCacheBudgetBecomesTheBufferPoolForInnoDb() {
        MariaDbProfile p = MariaDbProfile.load(Flavour.INNODB, "default", 8L << 30, Optional.of("10.11.19"));
        assertThat(p.settings()).containsEntry("innodb_buffer_pool_size", String.valueOf(8L << 30))
                .containsEntry("innodb_flush_log_at_trx_commit", "2").containsEntry("innodb_doublewrite", "1")
                .containsEntry("skip-log-bin", "").doesNotContainKey("rocksdb_block_cache_size");
    }

    @Test
    void theCacheBudgetBecomesTheBlockCacheForMyRocks() {
        MariaDbProfile p = MariaDbProfile.load(Flavour.MYROCKS, "small", 64L << 20, Optional.of("10.11.19"));
        assertThat(p.settings()).containsEntry("rocksdb_block_cache_size", String.valueOf(64L << 20))
                .containsEntry("rocksdb_flush_log_at_trx_commit", "2")
                .containsEntry("default-storage-engine", "rocksdb");
        assertThat(p.settings().get("rocksdb_default_cf_options")).contains("write_buffer_size=8m",
                "bloomfilter:10:false");
    }

    @Test
    void aSmallProfileStartsFromTheDefault() {
        assertThat(MariaDbProfile.load(Flavour.INNODB, "small", 1 << 20, Optional.of("10.11.19")).settings())
                .containsEntry("innodb_log_file_size", "256M").containsEntry("innodb_buffer_pool_size",
                        String.valueOf(Defaults.MIN_BUFFER_POOL));
    }

    @Test
    void theIoBoundProfilesReadWithODirect_innoDbsFlushMethodAndMyRocksUncompressedAlignedBlocks() {
        MariaDbProfile innodb = MariaDbProfile.load(Flavour.INNODB, "io-bound", 16L << 20,
                Optional.of("10.11.19"));
        assertThat(innodb.settings()).containsEntry("innodb_flush_method", "O_DIRECT")
                .containsEntry("innodb_buffer_pool_size", String.valueOf(16L << 20))
                .containsEntry("innodb_flush_log_at_trx_commit", "2");
        MariaDbProfile myrocks = MariaDbProfile.load(Flavour.MYROCKS, "io-bound", 16L << 20,
                Optional.of("10.11.19"));
        assertThat(myrocks.settings()).containsEntry("rocksdb_use_direct_reads", "ON")
                .containsEntry("rocksdb_use_direct_io_for_flush_and_compaction", "ON")
                .containsEntry("rocksdb_block_size", "8192").containsEntry("rocksdb_bytes_per_sync", "0")
                .containsEntry("rocksdb_block_cache_size", String.valueOf(16L << 20));
        assertThat(myrocks.settings().get("rocksdb_default_cf_options")).contains("block_align=1",
                "compression=kNoCompression", "bottommost_compression=kDisableCompressionOption",
                "cache_index_and_filter_blocks=1").doesNotContain("LZ4", "ZSTD");
    }

    @Test
    void directReadsIsOnForInnoDbsODirectFlushMethodsAndMyRocksDirectReads() {
        assertThat(ServerVariables.directReads(Flavour.INNODB, Map.of("innodb_flush_method", "O_DIRECT"))).isTrue();
        assertThat(ServerVariables.directReads(Flavour.INNODB, Map.of("innodb_flush_method", "O_DIRECT_NO_FSYNC")))
                .isTrue();
        assertThat(ServerVariables.directReads(Flavour.INNODB, Map.of("innodb_flush_method", "fsync"))).isFalse();
        assertThat(ServerVariables.directReads(Flavour.INNODB, Map.of())).isFalse();
        assertThat(ServerVariables.directReads(Flavour.MYROCKS, Map.of("rocksdb_use_direct_reads", "ON"))).isTrue();
        assertThat(ServerVariables.directReads(Flavour.MYROCKS, Map.of("rocksdb_use_direct_reads", "OFF",
                "innodb_flush_method", "O_DIRECT"))).isFalse();
    }

    @Test
    void anUnknownProfileNamesTheEngineAndTheKnownOnes() {
        assertThatThrownBy(() -> settings(Flavour.MYROCKS, Map.of("profile", "huge")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown profile 'huge' for engine mariadb-myrocks (profiles: default, small, io-bound)");
    }

    @Test
    void thePasswordComesFromAFileAndIsNeverPrinted() throws Exception {
        Path file = java.nio.file.Files.createTempFile("pw", ".txt");
        java.nio.file.Files.writeString(file, "s3cret\n");
        MariaDbSettings s = settings(Flavour.INNODB, Map.of("jdbc-url", "jdbc:mysql://h:3306/ib?password=x",
                "password-file", file.toString()));
        assertThat(s.server().password()).isEqualTo("s3cret");
        assertThat(s.toString()).doesNotContain("s3cret");
        assertThat(s.server().printableUrl()).isEqualTo("jdbc:mysql://h:3306/ib?password=***");
        java.nio.file.Files.delete(file);
    }

    @Test
    void aUrlOfAnotherDriverIsBadInput() {
        assertThatThrownBy(() -> settings(Flavour.INNODB, Map.of("jdbc-url", "jdbc:postgresql://h/db")))
                .hasMessageStartingWith("bad jdbc-url");
    }

    @Test
    void onlyMyRocksHasAPluginDirectory() {
        assertThat(MariaDbSettings.options(Flavour.MYROCKS)).extracting(o -> o.name()).contains("plugin-dir");
        assertThat(MariaDbSettings.options(Flavour.INNODB)).extracting(o -> o.name()).doesNotContain("plugin-dir");
    }

    @Test
    void aPluginDirectoryWithoutHaRocksdbNamesThePackage() {
        assertThatThrownBy(() -> MariaDbBinaries.rocksDbPluginDir(System.getProperty("java.io.tmpdir")))
                .hasMessageContaining("ha_rocksdb.so is not in").hasMessageContaining("mariadb-plugin-rocksdb");
    }

    @Test
    void myRocksWriteCountersTakeRocksDbTickerNamesAndOnlyCumulativeCountersAreKept() {
        Map<String, Double> counters = ServerVariables.counters(List.of(List.of("Rocksdb_bytes_written", "100"),
                List.of("Innodb_rows_inserted", "7"), List.of("Uptime", "5"), List.of("Innodb_data_read", "x")));
        assertThat(counters).containsExactly(Map.entry("rocksdb.bytes.written", 100.0),
                Map.entry("mysql.innodb_rows_inserted", 7.0));
    }

    private static MariaDbSettings settings(Flavour flavour, Map<String, String> options) {
        return MariaDbSettings.from(new EngineConfig(Path.of("."), 1 << 20, options), flavour);
    }
}
