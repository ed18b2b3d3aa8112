package io.storagebench.engine.sqlite;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.util.List;
import java.util.Locale;
import org.sqlite.SQLiteConfig;

/**
 * The engine options, checked once, and the connection settings they make: WAL, the run's cache budget as each
 * connection's page cache, the busy timeout and the transaction mode.
 */
record SqliteSettings(String synchronous, int pageSize, int busyTimeoutMs, String transactionMode,
                      int walAutocheckpoint, long mmapSize, long cacheBytes) {

    static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec("synchronous", "PRAGMA synchronous: OFF, NORMAL or FULL", Defaults.SYNCHRONOUS),
            new OptionSpec("page-size", "bytes per page, a power of two in [512, 65536]",
                    String.valueOf(Defaults.PAGE_SIZE)),
            new OptionSpec("busy-timeout-ms", "how long a writer waits for the write lock before SQLITE_BUSY",
                    String.valueOf(Defaults.BUSY_TIMEOUT_MS)),
            new OptionSpec("transaction-mode", "how transactions begin: DEFERRED, IMMEDIATE or EXCLUSIVE",
                    Defaults.TRANSACTION_MODE),
            new OptionSpec("wal-autocheckpoint", "PRAGMA wal_autocheckpoint: WAL pages between checkpoints; 0 "
                    + "turns automatic checkpoints off", String.valueOf(Defaults.WAL_AUTOCHECKPOINT)),
            new OptionSpec("mmap-size", "PRAGMA mmap_size: bytes of the file read through mmap",
                    String.valueOf(Defaults.MMAP_SIZE)));

    static SqliteSettings from(EngineConfig config) {
        String synchronous = oneOf(config, "synchronous", Defaults.SYNCHRONOUS, "OFF", "NORMAL", "FULL");
        int pageSize = (int) config.longOption("page-size", Defaults.PAGE_SIZE, 512, 65536);
        if (Integer.bitCount(pageSize) != 1) {
            throw new IllegalArgumentException("bad page-size '" + pageSize + "': expected a power of two");
        }
        return new SqliteSettings(synchronous, pageSize,
                (int) config.longOption("busy-timeout-ms", Defaults.BUSY_TIMEOUT_MS, 0, Integer.MAX_VALUE),
                oneOf(config, "transaction-mode", Defaults.TRANSACTION_MODE, "DEFERRED", "IMMEDIATE", "EXCLUSIVE"),
                (int) config.longOption("wal-autocheckpoint", Defaults.WAL_AUTOCHECKPOINT, 0, Integer.MAX_VALUE),
                config.longOption("mmap-size", Defaults.MMAP_SIZE, 0, Long.MAX_VALUE), config.cacheBytes());
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

    private static String oneOf(EngineConfig config, String name, String defaultValue, String... allowed) {
        String value = config.option(name, defaultValue).strip().toUpperCase(Locale.ROOT);
        if (!List.of(allowed).contains(value)) {
            throw new IllegalArgumentException("bad " + name + " '" + config.option(name, defaultValue)
                    + "' for engine sqlite (expected one of " + String.join(", ", allowed) + ")");
        }
        return value;
    }
}
