package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.OptionSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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

    static final String COMPRESSION = "compression";
    static final String BLOOM_BITS = "bloom-bits";
    static final String BLOCK_SIZE = "block-size";
    static final String WRITE_BUFFER_SIZE = "write-buffer-size";
    static final String MAX_BACKGROUND_JOBS = "max-background-jobs";
    static final String SYNC = "sync";
    static final String STATISTICS = "statistics";
    static final String DIRECT_IO = "direct-io";
    static final String BLOCK_ALIGN = "block-align";
    static final String OPTIMIZE_FILTERS_FOR_HITS = "optimize-filters-for-hits";

    static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec(COMPRESSION, "block compression: none, snappy, zstd or lz4", Defaults.COMPRESSION),
            new OptionSpec(BLOOM_BITS, "Bloom filter bits per key; 0 disables the filter",
                    String.valueOf(Defaults.BLOOM_BITS)),
            new OptionSpec(BLOCK_SIZE, "data block size in bytes (k, m suffixes allowed)",
                    String.valueOf(Defaults.BLOCK_SIZE)),
            new OptionSpec(WRITE_BUFFER_SIZE, "memtable size per column family in bytes (k, m, g suffixes allowed)",
                    (Defaults.WRITE_BUFFER_SIZE >> 20) + "m"),
            new OptionSpec(MAX_BACKGROUND_JOBS, "flush and compaction threads",
                    String.valueOf(Defaults.MAX_BACKGROUND_JOBS)),
            new OptionSpec(SYNC, "fsync the WAL on every commit (the WAL is always on)", String.valueOf(Defaults.SYNC)),
            new OptionSpec(STATISTICS, "collect RocksDB statistics tickers: on or off",
                    Defaults.STATISTICS ? "on" : "off"),
            new OptionSpec(DIRECT_IO, "O_DIRECT for reads, flushes and compactions (bytes-per-sync 0): on or off;"
                    + " the data directory's filesystem must support O_DIRECT", onOff(Defaults.DIRECT_IO)),
            new OptionSpec(BLOCK_ALIGN, "align data blocks to the block size so one block is one aligned read: on or"
                    + " off; needs compression=none and a power-of-two block-size", onOff(Defaults.BLOCK_ALIGN)),
            new OptionSpec(OPTIMIZE_FILTERS_FOR_HITS, "write no filter blocks in the last level (gets that find"
                    + " their key skip the filter): on or off", onOff(Defaults.OPTIMIZE_FILTERS_FOR_HITS)));

    /** Parses and checks the options; a bad value fails with one line naming the option and the value. */
    static EngineSettings from(EngineConfig config) {
        for (String name : config.options().keySet()) {
            if (OPTIONS.stream().noneMatch(o -> o.name().equals(name))) {
                throw new IllegalArgumentException("unknown rocksdb option " + name);
            }
        }
        String compression = config.option(COMPRESSION, Defaults.COMPRESSION).trim().toLowerCase(Locale.ROOT);
        compressionType(compression);
        long blockSize = range(BLOCK_SIZE, config.option(BLOCK_SIZE, null), Defaults.BLOCK_SIZE, 256, 1L << 30, true);
        boolean blockAlign = bool(BLOCK_ALIGN, config.option(BLOCK_ALIGN, null), Defaults.BLOCK_ALIGN);
        // RocksDB's own checks (BlockBasedTableFactory::ValidateOptions), said here as one line before any open
        if (blockAlign && !compression.equals("none")) {
            throw bad(BLOCK_ALIGN, config.option(BLOCK_ALIGN, null), "RocksDB aligns blocks only when no level is"
                    + " compressed, and compression is " + compression + "; use -o compression=none");
        }
        if (blockAlign && Long.bitCount(blockSize) != 1) {
            throw bad(BLOCK_ALIGN, config.option(BLOCK_ALIGN, null), "RocksDB aligns blocks only of a power-of-two"
                    + " size, and block-size is " + blockSize);
        }
        return new EngineSettings(compression,
                (int) range(BLOOM_BITS, config.option(BLOOM_BITS, null), Defaults.BLOOM_BITS, 0, 64, false),
                blockSize,
                range(WRITE_BUFFER_SIZE, config.option(WRITE_BUFFER_SIZE, null), Defaults.WRITE_BUFFER_SIZE,
                        64L << 10, 1L << 40, true),
                (int) range(MAX_BACKGROUND_JOBS, config.option(MAX_BACKGROUND_JOBS, null),
                        Defaults.MAX_BACKGROUND_JOBS, 1, 256, false),
                bool(SYNC, config.option(SYNC, null), Defaults.SYNC),
                bool(STATISTICS, config.option(STATISTICS, null), Defaults.STATISTICS),
                bool(DIRECT_IO, config.option(DIRECT_IO, null), Defaults.DIRECT_IO), blockAlign,
                bool(OPTIMIZE_FILTERS_FOR_HITS, config.option(OPTIMIZE_FILTERS_FOR_HITS, null),
                        Defaults.OPTIMIZE_FILTERS_FOR_HITS),
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
        c.put(COMPRESSION, compression);
        c.put(BLOOM_BITS, String.valueOf(bloomBits));
        c.put(BLOCK_SIZE, String.valueOf(blockSize));
        c.put(WRITE_BUFFER_SIZE, String.valueOf(writeBufferSize));
        c.put(MAX_BACKGROUND_JOBS, String.valueOf(maxBackgroundJobs));
        c.put(SYNC, String.valueOf(sync));
        c.put(STATISTICS, onOff(statistics));
        c.put(DIRECT_IO, onOff(directIo));
        // the standard fact every engine reports: direct-io's use_direct_reads
        c.put(EngineIdentity.DIRECT_READS, onOff(directIo));
        c.put(BLOCK_ALIGN, onOff(blockAlign));
        c.put(OPTIMIZE_FILTERS_FOR_HITS, onOff(optimizeFiltersForHits));
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
            default -> throw bad(COMPRESSION, name, "expected none, snappy, zstd or lz4");
        };
    }

    private static long range(String name, String text, long defaultValue, long min, long max, boolean sizeSuffix) {
        if (text == null) {
            return defaultValue;
        }
        long value;
        try {
            value = sizeSuffix ? parseSize(text.trim()) : Long.parseLong(text.trim());
        } catch (NumberFormatException | ArithmeticException e) {
            throw bad(name, text, sizeSuffix ? "expected a byte size such as 8192, 64k or 16m" : "expected an integer");
        }
        if (value < min || value > max) {
            throw bad(name, text, "expected a value from " + min + " to " + max);
        }
        return value;
    }

    private static long parseSize(String text) {
        String t = text.toLowerCase(Locale.ROOT).replaceAll("i?b$", "");
        int shift = 0;
        if (!t.isEmpty()) {
            switch (t.charAt(t.length() - 1)) {
                case 'k' -> shift = 10;
                case 'm' -> shift = 20;
                case 'g' -> shift = 30;
                default -> shift = 0;
            }
        }
        long base = Long.parseLong(shift == 0 ? t : t.substring(0, t.length() - 1));
        return Math.multiplyExact(base, 1L << shift);
    }

    private static boolean bool(String name, String text, boolean defaultValue) {
        if (text == null) {
            return defaultValue;
        }
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "true", "on", "yes", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw bad(name, text, "expected true/false or on/off");
        };
    }

    private static IllegalArgumentException bad(String name, String value, String expected) {
        return new IllegalArgumentException("bad value for rocksdb option " + name + ": '" + value + "' (" + expected
                + ")");
    }
}
