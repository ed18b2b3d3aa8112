package io.storagebench.engine.sqlite;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import org.sqlite.SQLiteConfig;

/**
 * The {@code sqlite} engine: a fresh database file in the run's data directory, opened in WAL mode. Nothing runs
 * outside this JVM and nothing starts before {@link #open}; construction is free.
 */
public final class SqliteEngineProvider implements EngineProvider {
    /** The name on the command line. */
    public static final String NAME = "sqlite";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "SQLite (embedded B-tree, WAL mode) through sqlite-jdbc: one database file in the run's directory";
    }

    @Override
    public List<OptionSpec> options() {
        return SqliteSettings.OPTIONS;
    }

    @Override
    public Engine open(EngineConfig config) {
        SqliteSettings settings = SqliteSettings.from(config);
        Path file = config.writableDataDir().resolve(Defaults.FILE).toAbsolutePath();
        return new SqliteEngine(connections(file, settings), settings, file);
    }

    /**
     * Each call opens a new connection with the settings applied. The page cache belongs to a connection, so the
     * soft heap limit (process-wide) keeps the caches of all connections together near the cache budget.
     */
    static JdbcEngine.Connections connections(Path file, SqliteSettings settings) {
        SQLiteConfig config = settings.connectionConfig();
        String url = "jdbc:sqlite:" + file;
        return () -> {
            // sqlite-jdbc's own factory, not DriverManager: a shaded jar may lose the java.sql.Driver service entry
            Connection c = config.createConnection(url);
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA journal_mode = WAL");
                s.execute("PRAGMA soft_heap_limit = " + settings.cacheBytes());
            } catch (java.sql.SQLException e) {
                c.close();
                throw e;
            }
            return c;
        };
    }
}
