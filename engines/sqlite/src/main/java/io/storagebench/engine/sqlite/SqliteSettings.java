package io.storagebench.engine.sqlite;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.util.List;
import org.sqlite.SQLiteConfig;

/**
 * The engine options, checked once, and the connection settings they make: WAL, the run's cache budget as each
 * connection's page cache, the busy timeout and the transaction mode.
 */
record SqliteSettings(String synchronous, int pageSize, int busyTimeoutMs, String transactionMode,
                      int walAutocheckpoint, long mmapSize, long cacheBytes) {

    static final OptionSpec SYNCHRONOUS = OptionSpec.choice("synchronous", "PRAGMA synchronous",
            Defaults.SYNCHRONOUS, List.of("OFF", "NORMAL", "FULL"));
    static final OptionSpec PAGE_SIZE = OptionSpec.size("page-size", "bytes per page, a power of two",
            String.valueOf(Defaults.PAGE_SIZE), 512, 65536);
    static final OptionSpec BUSY_TIMEOUT_MS = OptionSpec.integer("busy-timeout-ms", "how long a writer waits for the"
            + " write lock before SQLITE_BUSY", Defaults.BUSY_TIMEOUT_MS, 0, Integer.MAX_VALUE).withUnit("ms");
    static final OptionSpec TRANSACTION_MODE = OptionSpec.choice("transaction-mode", "how transactions begin",
            Defaults.TRANSACTION_MODE, List.of("DEFERRED", "IMMEDIATE", "EXCLUSIVE"));
    static final OptionSpec WAL_AUTOCHECKPOINT = OptionSpec.integer("wal-autocheckpoint", "PRAGMA wal_autocheckpoint:"
            + " WAL pages between checkpoints; 0 turns automatic checkpoints off", Defaults.WAL_AUTOCHECKPOINT, 0,
            Integer.MAX_VALUE).withUnit("pages");
    static final OptionSpec MMAP_SIZE = OptionSpec.size("mmap-size", "PRAGMA mmap_size: bytes of the file read through"
            + " mmap", String.valueOf(Defaults.MMAP_SIZE), 0, Long.MAX_VALUE);

    static final List<OptionSpec> OPTIONS = List.of(SYNCHRONOUS, PAGE_SIZE, BUSY_TIMEOUT_MS, TRANSACTION_MODE,
            WAL_AUTOCHECKPOINT, MMAP_SIZE);

    static SqliteSettings from(EngineConfig config) {
        int pageSize = (int) config.size(PAGE_SIZE);
        if (Integer.bitCount(pageSize) != 1) {
            throw new IllegalArgumentException("bad page-size '" + config.options().get(PAGE_SIZE.name())
                    + "': expected a power of two");
        }
        return new SqliteSettings(config.choice(SYNCHRONOUS), pageSize, (int) config.integer(BUSY_TIMEOUT_MS),
                config.choice(TRANSACTION_MODE), (int) config.integer(WAL_AUTOCHECKPOINT), config.size(MMAP_SIZE),
                config.cacheBytes());
    }

    /** The page cache of each connection in KiB, as {@code PRAGMA cache_size} takes it (negative means KiB). */
    long cacheKib() {
        return Math.max(1, cacheBytes / 1024);
    }

    /**
     * What sqlite-jdbc applies when it opens a connection. Not the journal mode: sqlite-jdbc would set it before
     * the page size, and a database in WAL mode keeps the page size it has, so the connection sets it after.
     */
    SQLiteConfig connectionConfig() {
        SQLiteConfig config = new SQLiteConfig();
        config.setSynchronous(SQLiteConfig.SynchronousMode.valueOf(synchronous));
        config.setPageSize(pageSize);
        config.setCacheSize((int) -Math.min(Integer.MAX_VALUE, cacheKib()));
        config.setBusyTimeout(busyTimeoutMs);
        config.setTransactionMode(SQLiteConfig.TransactionMode.valueOf(transactionMode));
        config.setPragma(SQLiteConfig.Pragma.WAL_AUTOCHECKPOINT, String.valueOf(walAutocheckpoint));
        config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, String.valueOf(mmapSize));
        return config;
    }
}
