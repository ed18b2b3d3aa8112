package io.storagebench.engine.sqlite;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.SqlErrors;
import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * SQLite over the JDBC base. Identity is read from the database once at open (SQLite's version and the settings as
 * the pragmas report them); quiesce is ANALYZE then a truncating WAL checkpoint; the size is page_count *
 * page_size, with the files on disk (database, WAL, shared memory) as counters.
 */
final class SqliteEngine extends JdbcEngine {
    /** Pragmas that shape performance, reported as the identity's configuration. */
    private static final List<String> PRAGMAS = List.of("journal_mode", "synchronous", "page_size", "cache_size",
            "busy_timeout", "wal_autocheckpoint", "mmap_size", "soft_heap_limit", "temp_store", "locking_mode",
            "auto_vacuum", "encoding");

    private final Path file;
    private final EngineIdentity identity;

    SqliteEngine(Connections connections, SqliteSettings settings, Path file) {
        super(new SqliteDialect(), connections, SessionConnections.POOLED, EnumSet.allOf(Capability.class));
        this.file = file;
        this.identity = readIdentity(settings);
    }

    private EngineIdentity readIdentity(SqliteSettings settings) {
        Map<String, String> configuration = new LinkedHashMap<>();
        for (String pragma : PRAGMAS) {
            configuration.put(pragma, queryValue("PRAGMA " + pragma));
        }
        configuration.put("storagebench.transaction_mode", settings.transactionMode());
        configuration.put("storagebench.file", file.getFileName().toString());
        try (Connection c = connect()) {
            configuration.put("sqlite-jdbc.version", c.getMetaData().getDriverVersion());
        } catch (SQLException e) {
            throw SqlErrors.wrap("reading the driver version", e);
        }
        configuration.put("compile_options", String.join(" ",
                query("PRAGMA compile_options").stream().map(row -> row.get(0)).toList()));
        // SQLite reads its file with plain read() calls, through the OS page cache
        configuration.put(EngineIdentity.DIRECT_READS, "off");
        return new EngineIdentity(SqliteEngineProvider.NAME, "SQLite", queryValue("SELECT sqlite_version()"), "",
                configuration);
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    /** Statistics for the planner (sampled, as PRAGMA optimize does), then the WAL folded into the file and emptied. */
    @Override
    public void quiesce() {
        execute("PRAGMA analysis_limit = " + Defaults.ANALYSIS_LIMIT, "ANALYZE", "PRAGMA wal_checkpoint(TRUNCATE)");
    }

    @Override
    public StorageStats storageStats() {
        long pageCount = Long.parseLong(queryValue("PRAGMA page_count"));
        long pageSize = Long.parseLong(queryValue("PRAGMA page_size"));
        long freePages = Long.parseLong(queryValue("PRAGMA freelist_count"));
        Map<String, Double> counters = new LinkedHashMap<>();
        counters.put("sqlite.page-count", (double) pageCount);
        counters.put("sqlite.freelist-count", (double) freePages);
        counters.put("sqlite.db-file-bytes", (double) fileSize(file));
        counters.put("sqlite.wal-file-bytes", (double) fileSize(sibling("-wal")));
        counters.put("sqlite.shm-file-bytes", (double) fileSize(sibling("-shm")));
        return new StorageStats(OptionalLong.of(pageCount * pageSize), counters);
    }

    @Override
    public WatchTargets watchTargets() {
        return WatchTargets.embedded(file.getParent());
    }

    private Path sibling(String suffix) {
        return file.resolveSibling(file.getFileName() + suffix);
    }

    private static long fileSize(Path path) {
        try {
            return Files.size(path);
        } catch (NoSuchFileException e) {
            return 0;
        } catch (IOException e) {
            throw new io.storagebench.spi.EngineException("size of " + path + ": " + e.getMessage(), e);
        }
    }
}
