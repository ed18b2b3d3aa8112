package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerEngine;
import io.storagebench.engine.jdbc.SqlErrors;
import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.StorageStats;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.postgresql.jdbc.PgConnection;

/**
 * PostgreSQL over the JDBC base. Identity is read from the server once at open (version and every setting that
 * is not a built-in default); quiesce is VACUUM ANALYZE then CHECKPOINT after the sessions' statistics and the WAL
 * are flushed; the size is pg_database_size.
 */
final class PostgresEngine extends ServerEngine {
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

    private final EngineIdentity identity;
    /** PostgreSQL 15 and later: a backend reports its pending statistics when asked to. */
    private final boolean statisticsFlushOnRequest;

    PostgresEngine(Connections connections, ManagedServer server, PostgresSettings settings) {
        super(new PostgresDialect(), new Pgjdbc(), connections, server, EnumSet.allOf(Capability.class));
        this.identity = readIdentity(settings);
        this.statisticsFlushOnRequest = Integer.parseInt(queryValue("SHOW server_version_num")) >= 150_000;
    }

    private EngineIdentity readIdentity(PostgresSettings settings) {
        Map<String, String> configuration = runConfiguration(settings.server());
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
        // PostgreSQL reads its data files through the OS page cache (16's debug_io_direct is a developer setting)
        configuration.put(EngineIdentity.DIRECT_READS, "off");
        return new EngineIdentity(PostgresEngineProvider.NAME, "PostgreSQL", queryValue("SHOW server_version"), "",
                configuration);
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    /**
     * A backend reports its table statistics when it exits, but a closed connection's backend exits on its own time,
     * and an idle one reports them up to 10 s late (PG15: PGSTAT_IDLE_INTERVAL). Reported after the quiesce's VACUUM
     * ANALYZE had reset them, a step's last second of inserts and updates made autovacuum vacuum and analyze the table
     * again during the next step (#4). So the session's backend reports them now, before its reply: on PostgreSQL 15
     * and later, pg_stat_force_next_flush() makes it flush before it is next ready for a query.
     */
    @Override
    protected void sessionClosing(Connection connection) throws SQLException {
        if (statisticsFlushOnRequest) {
            try (Statement s = connection.createStatement()) {
                s.execute("SELECT pg_stat_force_next_flush()");
            }
        }
    }

    /**
     * VACUUM ANALYZE then CHECKPOINT (the reference's postwrite), on a session whose commits are synchronous, after
     * a commit that makes every earlier one durable. With synchronous_commit=off a commit is on disk only when the WAL
     * writer next flushes, and until then neither VACUUM nor a reader may set hint bits on the rows it wrote, so
     * VACUUM leaves their pages out of the visibility map (vacuumlazy.c: "we can't set the PD_ALL_VISIBLE flag if the
     * inserter committed asynchronously"). The clog keeps one commit LSN per 32 transactions, the latest, so a later
     * asynchronous commit, such as ANALYZE's of the table before, holds back 31 others too. Right after a load in a
     * few large transactions that left a random share of the heap out, and every index-only scan after it read the
     * heap for those pages, so covered reads ran at one of two speeds depending on the load (#4; the engine's
     * README). The reference's postwrite follows point-query.warm's minutes of reads, long after the load's commits
     * were flushed; the flush here reproduces that state, and any user may do it.
     */
    @Override
    public void quiesce() {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            execute(s, "SET synchronous_commit = on");
            try {
                // the message's transaction writes WAL, so its synchronous commit flushes all WAL before it
                execute(s, "SELECT pg_logical_emit_message(true, 'storagebench', 'quiesce')");
                execute(s, "VACUUM ANALYZE");
                checkpoint(s);
            } finally {
                // the connection goes back to the pool of the engine's own queries
                execute(s, "RESET synchronous_commit");
            }
        } catch (SQLException e) {
            throw SqlErrors.wrap("closing a connection", e);
        }
    }

    private static void checkpoint(Statement s) {
        try {
            s.execute("CHECKPOINT");
        } catch (SQLException e) {
            // a non-superuser on an existing server may not checkpoint (PG15: pg_checkpoint role); vacuum still ran
            if (!"42501".equals(e.getSQLState())) {
                throw SqlErrors.wrap("CHECKPOINT", e);
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
}
