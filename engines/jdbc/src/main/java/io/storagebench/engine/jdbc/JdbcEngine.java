package io.storagebench.engine.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * What every SQL engine shares: DDL through the dialect, sessions that each hold one connection of their own for
 * their whole life, and small helpers for the engine's own queries. A session borrows once, at open, never per
 * operation. Where its connection comes from is the engine's {@link SessionConnections}: a server engine gives each
 * session a new connection, closed with the session; an embedded engine whose connection is its database (its page
 * cache) lends its sessions connections from the pool. The engine's own queries always use a HikariCP pool of its
 * own (configured per pool: nothing JVM-wide), so statistics taken every second do not start a server backend each
 * time. The engine's {@link JdbcDriver} says how its driver is used and which of its errors are retryable. A
 * subclass adds identity, quiesce, statistics and the watch targets; an engine over a server extends
 * {@link ServerEngine}, which also stops a managed server when the engine closes.
 */
public abstract class JdbcEngine implements Engine {
    private final EngineSql sql;
    private final Connections connections;
    private final SessionConnections sessionConnections;
    private final HikariDataSource pool;
    private final Set<Capability> capabilities;
    private final TableCatalog catalog = new TableCatalog();

    /** Opens a new connection to the benchmark database; each session gets its own. */
    @FunctionalInterface
    public interface Connections {
        Connection open() throws SQLException;

        /**
         * The connection {@link #check} makes. The same as {@link #open()} unless the driver must bound a connect
         * with a socket timeout, which a session's connection must not have (see the note on blocking sockets).
         */
        default Connection openForCheck() throws SQLException {
            return open();
        }

        /**
         * A session's connection ({@link SessionConnections#NEW}). The same as {@link #open()} unless the engine
         * places its sessions itself, e.g. spread over the nodes of a cluster while its own queries go to one.
         */
        default Connection openForSession() throws SQLException {
            return open();
        }

        /** Connects once so that a wrong URL or password fails at open, as bad input, in one line. */
        default void check(String printableUrl) {
            try (Connection c = openForCheck()) {
                c.isValid(Defaults.CONNECT_TIMEOUT_SECONDS);
            } catch (SQLException e) {
                String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
                throw new IllegalArgumentException("cannot connect to " + printableUrl + ": " + message);
            }
        }
    }

    /** Where a session's connection comes from. */
    public enum SessionConnections {
        /**
         * A new connection per session, closed when the session closes: each step's workers talk to new server
         * backends, as each sysbench test and each iibench step is a new client process. A backend kept from an
         * earlier step carries that step's history into the next (PostgreSQL's: its memory allocator's state after
         * the load makes large results cheaper than for sysbench's new backends; the postgres engine's README).
         */
        NEW,
        /**
         * From the engine's pool and back to it, kept between steps: for an embedded database whose connection
         * holds its page cache, which a server would keep across its clients' connections too.
         */
        POOLED
    }

    /** An engine over plain JDBC ({@link JdbcDriver#PLAIN}). */
    protected JdbcEngine(Dialect dialect, Connections connections, SessionConnections sessionConnections,
            Set<Capability> capabilities) {
        this(dialect, JdbcDriver.PLAIN, connections, sessionConnections, capabilities);
    }

    /** An engine whose driver part says how its driver is used, its results read and its errors retried. */
    protected JdbcEngine(Dialect dialect, JdbcDriver driver, Connections connections,
            SessionConnections sessionConnections, Set<Capability> capabilities) {
        this.sql = new EngineSql(dialect, driver);
        this.connections = connections;
        this.sessionConnections = sessionConnections;
        this.pool = pool(connections);
        this.capabilities = Set.copyOf(capabilities);
        dropTheProbedConnection(pool, sql.errors());
    }

    /*
     * Blocking sockets. A JDK socket (NioSocketImpl) that has once read or connected under a timeout stays
     * non-blocking for good, and from then on each reply costs a read() that fails with EAGAIN, a poll() and a
     * second read(): client CPU on every query, which on a host that both a client and its server saturate comes
     * straight out of the QPS (docs/sysbench-vs-storagebench.md, "PostgreSQL: pgjdbc against libpq"). sysbench's C
     * client has no such cost, so our sessions' sockets must stay blocking: the drivers connect without a socket
     * timeout (pgjdbc bounds the connect from another thread; Connector/J's timed connect, which on JDK 21 and later
     * leaves the socket non-blocking, is kept to the one connection of Connections.check), and HikariCP must not run
     * its timed checks on the connections it lends (ConnectionsDataSource).
     */

    /**
     * HikariCP probes the first connection it opens (driver support, the default isolation); that one is closed at
     * once, so no connection the engine uses carries the probe, and a server that does not answer fails the open.
     */
    private static void dropTheProbedConnection(HikariDataSource pool, SqlErrors errors) {
        try {
            pool.evictConnection(pool.getConnection());
        } catch (SQLException e) {
            pool.close();
            throw errors.exception("connecting", e);
        }
    }

    private static HikariDataSource pool(Connections connections) {
        HikariConfig config = new HikariConfig();
        config.setDataSource(new ConnectionsDataSource(connections));
        config.setPoolName("storagebench-jdbc");
        config.setMaximumPoolSize(Defaults.POOL_MAX_CONNECTIONS);
        config.setMinimumIdle(0); // none opened ahead: the pool grows to what the busiest step holds at once
        config.setIdleTimeout(0); // and keeps them between steps: their backends and prepared statements live on
        config.setMaxLifetime(0); // never recycled under a running step
        config.setKeepaliveTime(0); // no pings into a measured window
        config.setConnectionTimeout(TimeUnit.SECONDS.toMillis(Defaults.CONNECT_TIMEOUT_SECONDS));
        config.setInitializationFailTimeout(-1); // the engine's check() has already said whether the server answers
        config.setAutoCommit(true);
        return new HikariDataSource(config);
    }

    @Override
    public Set<Capability> capabilities() {
        return capabilities;
    }

    @Override
    public void createTable(TableSpec table) {
        List<String> statements = new ArrayList<>();
        statements.add(sql.dialect().dropTable(table.name()));
        statements.addAll(sql.dialect().createTable(table));
        execute(statements.toArray(String[]::new));
        catalog.add(table);
    }

    @Override
    public void dropTable(String table) {
        execute(sql.dialect().dropTable(table));
        catalog.remove(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        execute(sql.dialect().createIndex(index));
        catalog.add(index);
    }

    @Override
    public Session openSession() {
        return new JdbcSession(sessionConnection(), sql, catalog, capabilities, this::sessionClosing);
    }

    private Connection sessionConnection() {
        if (sessionConnections == SessionConnections.POOLED) {
            return connect();
        }
        try {
            return connections.openForSession();
        } catch (SQLException e) {
            throw sql.errors().exception("connecting", e);
        }
    }

    /**
     * Runs on a session's connection just before the session closes it (or, {@link SessionConnections#POOLED},
     * returns it), on the session's thread, after its last operation; a failure here does not keep the connection
     * from closing. Nothing by default.
     */
    protected void sessionClosing(Connection connection) throws SQLException {
    }

    /** An autocommit connection from the pool; the caller closes it, which returns it. */
    protected Connection connect() {
        try {
            return pool.getConnection();
        } catch (SQLException e) {
            throw sql.errors().exception("connecting", e);
        }
    }

    /** Closes every pooled connection; a subclass stops its managed server after this. Safe to call twice. */
    @Override
    public void close() {
        pool.close();
    }

    /** Runs statements in order on a connection of their own. */
    protected void execute(String... statements) {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String statement : statements) {
                execute(s, statement);
            }
        } catch (SQLException e) {
            throw sql.errors().exception("closing a connection", e);
        }
    }

    /** Runs one statement; its failure is an engine error that names it. */
    protected void execute(Statement s, String statement) {
        try {
            s.execute(statement);
        } catch (SQLException e) {
            throw sql.errors().exception(statement, e);
        }
    }

    /** The rows of a query, each as its columns' text; for settings and statistics, not for hot paths. */
    protected List<List<String>> query(String query) {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            return rows(rs);
        } catch (SQLException e) {
            throw sql.errors().exception(query, e);
        }
    }

    /** Every row of {@code rs}, each as its columns' text. */
    protected static List<List<String>> rows(ResultSet rs) throws SQLException {
        int columns = rs.getMetaData().getColumnCount();
        List<List<String>> rows = new ArrayList<>();
        while (rs.next()) {
            List<String> row = new ArrayList<>(columns);
            for (int i = 1; i <= columns; i++) {
                row.add(rs.getString(i));
            }
            rows.add(row);
        }
        return rows;
    }

    /** The single value of a one-row, one-column query. */
    protected String queryValue(String query) {
        List<List<String>> rows = query(query);
        if (rows.isEmpty()) {
            throw new EngineException(query + " returned no row");
        }
        return rows.get(0).get(0);
    }
}
