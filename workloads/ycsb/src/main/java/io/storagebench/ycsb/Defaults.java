package io.storagebench.ycsb;

/** The ycsb workload's constants: YCSB 0.17.0's where they are YCSB's. */
final class Defaults {
    private Defaults() {
    }

    /** YCSB's table name, the key-value space every step uses. */
    static final String TABLE = "usertable";
    /** Every key name starts with it. */
    static final String KEY_PREFIX = "user";
    /** The longest decimal long (19 digits). */
    static final int MAX_KEY_DIGITS = 19;

    /** ZipfianGenerator.ZIPFIAN_CONSTANT. */
    static final double ZIPFIAN_CONSTANT = 0.99;
    /** ScrambledZipfianGenerator.ITEM_COUNT: the scrambled Zipfian draws ranks over 0..10^10. */
    static final long SCRAMBLED_ITEM_COUNT = 10_000_000_000L;
    /** ScrambledZipfianGenerator.ZETAN: zeta(10^10 + 1, 0.99), precomputed by YCSB. */
    static final double SCRAMBLED_ZETAN = 26.46902820178302;

    /** Utils.fnvhash64's offset basis and prime. */
    static final long FNV_OFFSET_BASIS_64 = 0xCBF29CE484222325L;
    static final long FNV_PRIME_64 = 1099511628211L;

    /** AcknowledgedCounterGenerator's window: 2^20 slots. */
    static final int ACK_WINDOW = 1 << 20;

    /** CoreWorkload's fudge factor for the inserts a zipfian run adds: its chooser covers 2x their expected count. */
    static final double INSERT_FUDGE = 2.0;

    /** The seed of a run when none is given. */
    static final long SEED = 20191007L;
}
