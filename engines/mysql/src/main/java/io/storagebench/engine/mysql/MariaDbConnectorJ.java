package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcDriver;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * How the engine uses MariaDB Connector/J: transactions and ad hoc statements sent as sysbench's MySQL driver sends
 * them, text read as the driver's UTF-8 bytes, and the results of server-side prepared statements read straight from
 * the rows the driver holds ({@link BinaryResultRows}).
 */
public final class MariaDbConnectorJ implements MySqlClient {
    /** The settings of {@link #settings}, made once. */
    static final Map<String, String> SETTINGS = driverSettings();

    private static Map<String, String> driverSettings() {
        Map<String, String> s = new LinkedHashMap<>();
        // server-side prepared statements, each prepared once per connection, as the Insert Benchmark's clients and
        // sysbench do; MariaDB Connector/J caches them per connection by default, said here so the identity shows it
        s.put("useServerPrepStmts", "true");
        s.put("cachePrepStmts", "true");
        s.put("prepStmtCacheSize", String.valueOf(Defaults.PREPARED_STATEMENT_CACHE));
        return Map.copyOf(s);
    }

    @Override
    public Map<String, String> settings() {
        return SETTINGS;
    }

    /**
     * Plain connections unless the URL's query string says sslMode (the driver lets the URL win): sysbench's
     * --mysql-ssl is off by default and so was MariaDB Connector/J 3.5's sslMode, while 4.0's default is TLS with a
     * verified certificate, which a throwaway server on loopback has none of and which would add TLS to every
     * operation's client and server CPU without the user asking for it.
     */
    @Override
    public String plainSslMode() {
        return "disable";
    }

    @Override
    public Connection connect(String url, Properties props) throws SQLException {
        return MySqlClient.connect(new org.mariadb.jdbc.Driver(), MariaDbEngineProvider.driverUrl(url), props);
    }

    /**
     * MariaDB Connector/J talks utf8mb4 on every connection (it sets the collation in the handshake, and its
     * getString decodes UTF-8 whatever the column's charset), and getBytes of a text column copies the reply's bytes
     * without decoding them: cheaper than a String per value on sysbench's 101-row ranges of {@code c}.
     */
    @Override
    public boolean rawTextIsUtf8() {
        return true;
    }

    /**
     * A server-side prepared statement's result straight from the rows the driver has read ({@link BinaryResultRows}),
     * without the getters' per-value cost.
     */
    @Override
    public int deliverRows(ResultSet rs, ColumnType[] types, RowSink sink) {
        return BinaryResultRows.deliver(rs, types, sink);
    }

    /** A client-side prepared statement: the driver sends the SQL as text with the values in it (COM_QUERY). */
    @Override
    public PreparedStatement prepareAdHoc(Connection connection, String sql) throws SQLException {
        return connection.unwrap(org.mariadb.jdbc.Connection.class).prepareInternal(sql,
                Statement.NO_GENERATED_KEYS, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY, false);
    }
}
