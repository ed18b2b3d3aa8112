package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.OptionSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rocksdb.CompressionType;

/**
 * The validated options of one engine: user options (defaults from {@link Defaults}) plus the cache budget.
 *
 * @param compression one of none, snappy, zstd, lz4
 */
record EngineSettings(String compression, int bloomBits, long blockSize, long writeBufferSize,
                      int maxBackgroundJobs, boolean sync, boolean statistics, boolean directIo, boolean blockAlign,
                      boolean optimizeFiltersForHits, long cacheBytes) {

    static final OptionSpec COMPRESSION = OptionSpec.choice("compression", "block compression",
            Defaults.COMPRESSION, List.of("none", "snappy", "zstd", "lz4"));
    static final OptionSpec BLOOM_BITS = OptionSpec.integer("bloom-bits", "Bloom filter bits per key; 0 disables the"
            + " filter", Defaults.BLOOM_BITS, 0, 64).withUnit("bits per key");
    static final OptionSpec BLOCK_SIZE = OptionSpec.size("block-size", "data block size",
            String.valueOf(Defaults.BLOCK_SIZE), 256, 1L << 30);
    static final OptionSpec WRITE_BUFFER_SIZE = OptionSpec.size("write-buffer-size", "memtable size per column"
            + " family", OptionSpec.formatSize(Defaults.WRITE_BUFFER_SIZE), 64L << 10, 1L << 40);
    static final OptionSpec MAX_BACKGROUND_JOBS = OptionSpec.integer("max-background-jobs", "flush and compaction"
            + " threads", Defaults.MAX_BACKGROUND_JOBS, 1, 256).withUnit("threads");
    static final OptionSpec SYNC = OptionSpec.bool("sync", "fsync the WAL on every commit (the WAL is always on)",
            String.valueOf(Defaults.SYNC));
    static final OptionSpec STATISTICS = OptionSpec.bool("statistics", "collect RocksDB statistics tickers",
            onOff(Defaults.STATISTICS));
    static final OptionSpec DIRECT_IO = OptionSpec.bool("direct-io", "O_DIRECT for reads, flushes and compactions"
            + " (bytes-per-sync 0); the data directory's filesystem must support O_DIRECT", onOff(Defaults.DIRECT_IO));
    static final OptionSpec BLOCK_ALIGN = OptionSpec.bool("block-align", "align data blocks to the block size so one"
            + " block is one aligned read; needs compression=none and a power-of-two block-size",
            onOff(Defaults.BLOCK_ALIGN));
    static final OptionSpec OPTIMIZE_FILTERS_FOR_HITS = OptionSpec.bool("optimize-filters-for-hits", "write no filter"
            + " blocks in the last level (gets that find their key skip the filter)",
            onOff(Defaults.OPTIMIZE_FILTERS_FOR_HITS));

    static final List<OptionSpec> OPTIONS = List.of(COMPRESSION, BLOOM_BITS, BLOCK_SIZE, WRITE_BUFFER_SIZE,
            MAX_BACKGROUND_JOBS, SYNC, STATISTICS, DIRECT_IO, BLOCK_ALIGN, OPTIMIZE_FILTERS_FOR_HITS);

    /**
     * Reads the options through their specs (a bad value fails with one line naming the option and the value), then
     * checks what no single option can: block-align against compression and block-size.
     */
    static EngineSettings from(EngineConfig config) {
        String compression = config.choice(COMPRESSION);
        long blockSize = config.size(BLOCK_SIZE);
        boolean blockAlign = config.bool(BLOCK_ALIGN);
        // RocksDB's own checks (BlockBasedTableFactory::ValidateOptions), said here as one line before any open
        if (blockAlign && !compression.equals("none")) {
            throw bad(BLOCK_ALIGN, config, "RocksDB aligns blocks only when no level is compressed, and compression"
                    + " is " + compression + "; use -o compression=none");
        }
        if (blockAlign && Long.bitCount(blockSize) != 1) {
            throw bad(BLOCK_ALIGN, config, "RocksDB aligns blocks only of a power-of-two size, and block-size is "
                    + blockSize);
        }
        return new EngineSettings(compression, (int) config.integer(BLOOM_BITS), blockSize,
                config.size(WRITE_BUFFER_SIZE), (int) config.integer(MAX_BACKGROUND_JOBS), config.bool(SYNC),
                config.bool(STATISTICS), config.bool(DIRECT_IO), blockAlign, config.bool(OPTIMIZE_FILTERS_FOR_HITS),
                config.cacheBytes());
    }

    /** Background sync of table files: none with O_DIRECT, whose writes reach the device as they are made. */
    long bytesPerSync() {
        return directIo ? 0 : Defaults.BYTES_PER_SYNC;
    }

    CompressionType compressionType() {
        return compressionType(compression);
    }

    /** Every effective setting, for {@code EngineIdentity.configuration}: the options and the fixed preset. */
    Map<String, String> configuration() {
        Map<String, String> c = new LinkedHashMap<>();
        c.put(COMPRESSION.name(), compression);
        c.put(BLOOM_BITS.name(), String.valueOf(bloomBits));
        c.put(BLOCK_SIZE.name(), String.valueOf(blockSize));
        c.put(WRITE_BUFFER_SIZE.name(), String.valueOf(writeBufferSize));
        c.put(MAX_BACKGROUND_JOBS.name(), String.valueOf(maxBackgroundJobs));
        c.put(SYNC.name(), String.valueOf(sync));
        c.put(STATISTICS.name(), onOff(statistics));
        c.put(DIRECT_IO.name(), onOff(directIo));
        // the standard fact every engine reports: direct-io's use_direct_reads
        c.put(EngineIdentity.DIRECT_READS, onOff(directIo));
        c.put(BLOCK_ALIGN.name(), onOff(blockAlign));
        c.put(OPTIMIZE_FILTERS_FOR_HITS.name(), onOff(optimizeFiltersForHits));
        c.put("wal", "on");
        c.put("cache-bytes", String.valueOf(cacheBytes));
        c.put("cache", "LRUCache(shard-bits=" + Defaults.CACHE_SHARD_BITS + ", strict=false, high-pri-pool-ratio="
                + Defaults.CACHE_HIGH_PRI_POOL_RATIO + ")");
        c.put("cache-index-and-filter-blocks", "true");
        c.put("cache-index-and-filter-blocks-with-high-priority", "true");
        c.put("pin-l0-filter-and-index-blocks-in-cache", "true");
        c.put("bytes-per-sync", String.valueOf(bytesPerSync()));
        c.put("max-open-files", String.valueOf(Defaults.MAX_OPEN_FILES));
        c.put("target-file-size-base", String.valueOf(Defaults.TARGET_FILE_SIZE_BASE));
        c.put("max-bytes-for-level-base", String.valueOf(Defaults.MAX_BYTES_FOR_LEVEL_BASE));
        c.put("level-compaction-dynamic-level-bytes", "true");
        c.put("compaction-style", "level");
        return c;
    }

    private static String onOff(boolean value) {
        return value ? "on" : "off";
    }

    private static CompressionType compressionType(String name) {
        return switch (name) {
            case "none" -> CompressionType.NO_COMPRESSION;
            case "snappy" -> CompressionType.SNAPPY_COMPRESSION;
            case "zstd" -> CompressionType.ZSTD_COMPRESSION;
            case "lz4" -> CompressionType.LZ4_COMPRESSION;
            default -> throw new IllegalStateException("compression " + name + " is not among " + COMPRESSION.choices());
        };
    }

    private static IllegalArgumentException bad(OptionSpec option, EngineConfig config, String why) {
        return new IllegalArgumentException("bad value for rocksdb option " + option.name() + ": '"
                + config.options().get(option.name()) + "' (" + why + ")");
    }
}
