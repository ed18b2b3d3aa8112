package io.storagebench.engine.sqlite;

/** Every default of the SQLite engine, in one place. */
public final class Defaults {
    /** The database file, created in the run's data directory. */
    public static final String FILE = "storagebench.db";
    /**
     * Option {@code synchronous}: NORMAL in WAL mode syncs at checkpoints, not at each commit, and stays
     * crash-safe: the same parity rule as Postgres synchronous_commit=off and RocksDB sync=false.
     */
    public static final String SYNCHRONOUS = "NORMAL";
    /** Option {@code page-size}: bytes per B-tree page (SQLite's default), fixed when the file is created. */
    public static final int PAGE_SIZE = 4096;
    /** Option {@code busy-timeout-ms}: how long a writer waits for the write lock before SQLITE_BUSY. */
    public static final int BUSY_TIMEOUT_MS = 10_000;
    /**
     * Option {@code transaction-mode}: IMMEDIATE takes the write lock at begin, so a transaction never fails
     * half-way when it upgrades from reading to writing (what SQLite's documentation advises for writers).
     */
    public static final String TRANSACTION_MODE = "IMMEDIATE";
    /** Option {@code wal-autocheckpoint}: WAL pages after which a commit checkpoints (SQLite's default). */
    public static final int WAL_AUTOCHECKPOINT = 1000;
    /** Option {@code mmap-size}: bytes of the file read through mmap; 0 reads through the page cache only. */
    public static final long MMAP_SIZE = 0;
    /** Rows ANALYZE samples per index in quiesce(), as {@code PRAGMA optimize} does; 0 would read everything. */
    public static final int ANALYSIS_LIMIT = 1000;

    private Defaults() {
    }
}
