package io.storagebench.kv;

import java.util.List;

/** Every number that shapes a kv or io-efficiency run, each with the db_bench or benchmark.sh setting it follows. */
public final class Defaults {
    private Defaults() {
    }

    /** benchmark.sh's --key_size (db_bench's own default is 16). */
    public static final int KEY_SIZE = 20;
    /** benchmark.sh's --value_size (db_bench's own default is 100). */
    public static final int VALUE_SIZE = 400;
    /** db_bench --compression_ratio: each 100-byte piece of a value is this fraction random, the rest repeated. */
    public static final double COMPRESSION_RATIO = 0.5;
    /** The piece length of db_bench's RandomGenerator (test::CompressibleString(rnd, ratio, 100)). */
    public static final int VALUE_PIECE = 100;
    /** db_bench's RandomGenerator pool: at least 1 MiB, values are slices of it at advancing offsets. */
    public static final int VALUE_POOL_BYTES = 1 << 20;
    /** The key number's width at the start of every key (db_bench's GenerateKeyFromInt, big-endian). */
    public static final int KEY_NUMBER_BYTES = Long.BYTES;
    /** What pads a key after its number: the character '0', as db_bench pads. */
    public static final byte KEY_PAD = '0';
    /** benchmark_compare.sh's multireadrandom: --multiread_batched --batch_size=10. */
    public static final int BATCH = 10;
    /** benchmark.sh's fwdrange and revrange: seekrandom --seek_nexts=10 (the seek, then 10 nexts). */
    public static final int SEEK_NEXTS = 10;
    /** benchmark.sh's overwritesome: --writes = NUM_KEYS / threads / 10 per thread, about 10% of the keys. */
    public static final double OVERWRITE_FRACTION = 0.1;
    /** benchmark_compare.sh's MB_WRITE_PER_SEC: the *whilewriting writer's rate (MB = 1e6 bytes). */
    public static final double WRITER_MB_PER_SEC = 2;
    public static final long SEED = 42;

    /**
     * The block size io-efficiency gives RocksDB (the study's 8 KB blocks; MyRocks' io-bound profile has the same),
     * and the baseline's read size and alignment on those engines.
     */
    public static final int BLOCK_BYTES = 8192;
    /** InnoDB's page (innodb_page_size's default, fixed when the server's files are created): its baseline's reads. */
    public static final int INNODB_PAGE_BYTES = 16384;
    /** PostgreSQL's page (BLCKSZ, fixed when the server is built): its baseline's reads. */
    public static final int POSTGRES_PAGE_BYTES = 8192;
    /** The baseline's files are at least this large, so reads spread beyond any device cache line of a small DB. */
    public static final long BASELINE_MIN_BYTES = 64L << 20;
    /** Bytes written per call while the baseline's files are created. */
    public static final int BASELINE_WRITE_CHUNK = 1 << 20;
    /** How often the fio baseline checks that its step is ending while it waits for fio's next status. */
    public static final long FIO_POLL_MILLIS = 100;
    /**
     * fio's status interval: each is one call of the fio baseline, so the step's window cuts fio's reads to within
     * one interval at either end.
     */
    public static final long FIO_STATUS_MILLIS = 200;
    /** fio runs this much longer than its step, so the step's end, not fio's, ends the reads. */
    public static final long FIO_MARGIN_SECONDS = 30;
    /** The fio baseline's warmup at least, whatever the workload's: fio's start-up belongs in it. */
    public static final long FIO_MIN_WARMUP_SECONDS = 1;

    /**
     * The start of each slice of an interleaved step that its reads are not counted in: the side that just got the
     * turn wakes its readers (or fio is continued) and its first reads are in flight.
     */
    public static final long SLICE_WARMUP_MILLIS = 200;
    /** How long an interleaved step waits for fio to report its first reads before the first slice. */
    public static final long FIO_READY_MILLIS = 20_000;
    /** db_bench's histogram percentiles, shown by the kv workloads' terminal table. */
    public static final List<String> DB_BENCH_PERCENTILES = List.of("50", "75", "99", "99.9", "99.99");
    /**
     * In the IO-efficiency study, index plus filter block cache misses above this share of the data block misses
     * mean the cache does not hold the index and filter blocks, so a get costs more than one data block read.
     */
    public static final double INDEX_FILTER_MISS_SHARE = 0.01;
    /**
     * In the IO-efficiency study, an interleaved step whose per-pair efficiencies range further than this fraction
     * of their median on either side (0.05: ±5%) gets a warning: the figure moved with the machine.
     */
    public static final double IO_EFF_PAIR_SPREAD = 0.05;
}
