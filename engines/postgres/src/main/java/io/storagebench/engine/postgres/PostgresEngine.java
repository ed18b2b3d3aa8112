package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.SqlErrors;
import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.postgresql.jdbc.PgConnection;

/**
 * PostgreSQL over the JDBC base. Identity is read from the server once at open (version and every setting that
 * is not a built-in default); quiesce is VACUUM ANALYZE then CHECKPOINT; the size is pg_database_size.
 */
final class PostgresEngine extends JdbcEngine {
    /** Counters from pg_stat_database (this database) and pg_stat_bgwriter, cumulative since the server started. */
    private static final String COUNTERS = "SELECT d.xact_commit, d.xact_rollback, d.blks_read, d.blks_hit, "
            + "d.tup_inserted, d.tup_deleted, d.tup_updated, d.tup_returned, d.tup_fetched, d.deadlocks, "
            + "d.temp_bytes, b.checkpoints_timed, b.checkpoints_req, b.buffers_checkpoint, b.buffers_clean, "
            + "b.buffers_backend, b.buffers_alloc FROM pg_stat_database d, pg_stat_bgwriter b "
            + "WHERE d.datname = current_database()";
    private static final String LIVE_ROWS =
            "SELECT coalesce(sum(n_live_tup), 0) FROM pg_stat_user_tables WHERE schemaname = current_schema()";
    private static final List<String> COUNTER_NAMES = List.of("xact_commit", "xact_rollback", "blks_read",
            "blks_hit", "tup_inserted", "tup_deleted", "tup_updated", "tup_returned", "tup_fetched", "deadlocks",
            "temp_bytes", "checkpoints_timed", "checkpoints_req", "buffers_checkpoint", "buffers_clean",
            "buffers_backend", "buffers_alloc");

    private final PostgresServer server;
    private final EngineIdentity identity;

    PostgresEngine(Connections connections, PostgresServer server, PostgresSettings settings) {
        super(new PostgresDialect(), connections, EnumSet.allOf(Capability.class));
        this.server = server;
        this.identity = readIdentity(settings);
    }

    private EngineIdentity readIdentity(PostgresSettings settings) {
        Map<String, String> configuration = new LinkedHashMap<>();
        configuration.put("storagebench.mode", server != null ? "managed" : "url");
        if (server != null) {
            configuration.put("storagebench.profile", settings.profile());
        } else {
            configuration.put("storagebench.url", settings.printableUrl());
        }
        // the driver's settings in effect (a URL's own values win over ours)
        try (Connection c = connect()) {
            PgConnection pg = c.unwrap(PgConnection.class);
            configuration.put("pgjdbc.prepareThreshold", String.valueOf(pg.getPrepareThreshold()));
            configuration.put("pgjdbc.preferQueryMode", pg.getPreferQueryMode().value());
        } catch (SQLException e) {
            throw SqlErrors.wrap("reading the driver's settings", e);
        }
        // what shapes performance: everything not left at its compiled-in default, plus the cache
        for (List<String> row : query("SELECT name, current_setting(name) FROM pg_settings "
                + "WHERE source NOT IN ('default', 'override') OR name IN ('shared_buffers', 'work_mem', "
                + "'maintenance_work_mem', 'effective_io_concurrency', 'wal_buffers') ORDER BY name")) {
            configuration.put(row.get(0), row.get(1));
        }
        configuration.remove("listen_addresses");
        configuration.remove("port");
        configuration.remove("unix_socket_directories");
        return new EngineIdentity(PostgresEngineProvider.NAME, "PostgreSQL", queryValue("SHOW server_version"), "",
                configuration);
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    @Override
    public void quiesce() {
        execute("VACUUM ANALYZE");
        try {
            execute("CHECKPOINT");
        } catch (EngineException e) {
            // a non-superuser on an existing server may not checkpoint (PG15: pg_checkpoint role); vacuum still ran
            if (!(e.getCause() instanceof SQLException s) || !"42501".equals(s.getSQLState())) {
                throw e;
            }
        }
    }

    @Override
    public StorageStats storageStats() {
        long size = Long.parseLong(queryValue("SELECT pg_database_size(current_database())"));
        Map<String, Double> counters = new LinkedHashMap<>();
        List<List<String>> rows = query(COUNTERS);
        if (!rows.isEmpty()) {
            for (int i = 0; i < COUNTER_NAMES.size(); i++) {
                String value = rows.get(0).get(i);
                if (value != null) {
                    counters.put("pg." + COUNTER_NAMES.get(i), Double.parseDouble(value));
                }
            }
        }
        // the statistics' estimate, as of each backend's last report (at most about a second behind)
        counters.put(StorageStats.LIVE_ROWS, Double.parseDouble(queryValue(LIVE_ROWS)));
        return new StorageStats(OptionalLong.of(size), counters);
    }

    @Override
    public List<Path> logFiles() {
        return server == null ? List.of() : List.of(server.log());
    }

    @Override
    public WatchTargets watchTargets() {
        return watchTargets(server);
    }

    @Override
    public void close() {
        super.close();
        if (server != null) {
            server.close();
        }
    }

}
