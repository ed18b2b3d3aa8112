package io.storagebench.engine.rocksdb;

/**
 * Every default number of the RocksDB engine, in one place. The option defaults and the fixed settings mirror Mark
 * Callaghan's c4r16 db_bench preset (mytools {@code bench/rx2/x.sh}), set explicitly (no
 * {@code optimizeLevelStyleCompaction}, no {@code setIncreaseParallelism}) so engines get comparable memory.
 */
public final class Defaults {
    /** Option {@code compression}: block compression of every level. */
    public static final String COMPRESSION = "lz4";
    /** Option {@code bloom-bits}: bits per key of the Bloom filter; 0 means no filter. */
    public static final int BLOOM_BITS = 10;
    /** Option {@code block-size}: data block size in bytes. */
    public static final long BLOCK_SIZE = 8192;
    /** Option {@code write-buffer-size}: memtable size per column family, bytes. */
    public static final long WRITE_BUFFER_SIZE = 16L << 20;
    /** Option {@code max-background-jobs}: flush and compaction threads. */
    public static final int MAX_BACKGROUND_JOBS = 2;
    /** Option {@code sync}: fsync the WAL on every write (the WAL is always on). */
    public static final boolean SYNC = false;
    /** Option {@code statistics}: collect RocksDB tickers (costs a few percent CPU, so keep it equal across runs). */
    public static final boolean STATISTICS = true;
    /** Option {@code direct-io}: O_DIRECT reads, flushes and compactions; off reads through the page cache. */
    public static final boolean DIRECT_IO = false;
    /** Option {@code block-align}: pad data blocks so none straddles a block-size boundary. */
    public static final boolean BLOCK_ALIGN = false;
    /** Option {@code optimize-filters-for-hits}: no filter blocks in the last level. */
    public static final boolean OPTIMIZE_FILTERS_FOR_HITS = false;

    /** LRU cache: 2^6 shards. */
    public static final int CACHE_SHARD_BITS = 6;
    /** LRU cache: share of the cache reserved for high-priority (index and filter) blocks. */
    public static final double CACHE_HIGH_PRI_POOL_RATIO = 0.5;
    /** Incremental background sync of SST files, bytes (0 with direct-io). */
    public static final long BYTES_PER_SYNC = 1L << 20;
    /** Keep every table file open (-1). */
    public static final int MAX_OPEN_FILES = -1;
    /** Target SST file size at L1, bytes. */
    public static final long TARGET_FILE_SIZE_BASE = 16L << 20;
    /** Size of L1, bytes (dynamic level bytes on). */
    public static final long MAX_BYTES_FOR_LEVEL_BASE = 64L << 20;

    /** Striped row locks shared by all tables; a power of two. */
    public static final int LOCK_STRIPES = 4096;
    /** How long a read-modify-write waits for a row or table lock before failing with a retryable error. */
    public static final long LOCK_WAIT_MILLIS = 2_000;

    /** quiesce() and maintain(): how often background work is polled. */
    public static final long QUIESCE_POLL_MILLIS = 100;
    /** quiesce() and maintain(): give up waiting after this long (an IO-bound load can compact for a long time). */
    public static final long QUIESCE_TIMEOUT_MILLIS = 4L * 3600 * 1000;

    /** maintain(): how many times compacting L0 is tried again after waiting, when automatic compaction holds a file. */
    public static final int COMPACT_L0_ATTEMPTS = 10;
    /** The O_DIRECT check of direct-io: size of the probe write and read, a multiple of any logical block size. */
    public static final int DIRECT_IO_PROBE_BYTES = 4096;

    /** createIndex(): rows per WriteBatch while building an index from a full scan. */
    public static final int INDEX_BUILD_BATCH_ROWS = 10_000;
    /** Primary keys per multiGet when an index read fetches rows it does not cover. */
    public static final int FETCH_BATCH_ROWS = 64;
    /** Initial size of a session's value buffer; it grows to the largest value read. */
    public static final int VALUE_BUFFER_BYTES = 1024;
    /** Initial size of key buffers; they grow to the largest key. */
    public static final int KEY_BUFFER_BYTES = 128;

    private Defaults() {
    }
}
