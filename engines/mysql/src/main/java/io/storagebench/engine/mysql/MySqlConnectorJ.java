package io.storagebench.engine.mysql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * How the {@code mysql-*} engines use MySQL Connector/J (mysql-connector-j), set up to stay close to sysbench's
 * client: server-side prepared statements, each prepared once per connection and kept in the driver's cache; result
 * metadata and the server's configuration cached instead of read again; the session's autocommit and isolation
 * tracked locally, so the driver sends no query to learn them; transactions as prepared BEGIN and COMMIT, as
 * sysbench's MySQL driver sends them. The results are read through the getters.
 */
final class MySqlConnectorJ implements MySqlClient {
    /** The settings of {@link #settings}, made once. */
    static final Map<String, String> SETTINGS = driverSettings();
    /** A URL whose query string chooses TLS itself. */
    private static final Pattern TLS_IN_URL = Pattern.compile("[?&](sslMode|useSSL|requireSSL)=",
            Pattern.CASE_INSENSITIVE);

    private static Map<String, String> driverSettings() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("useServerPrepStmts", "true");
        s.put("cachePrepStmts", "true");
        s.put("prepStmtCacheSize", String.valueOf(Defaults.PREPARED_STATEMENT_CACHE));
        // the driver caches only statements whose SQL is at most this long (256 characters by default): a
        // multi-row INSERT of the Insert Benchmark is longer
        s.put("prepStmtCacheSqlLimit", String.valueOf(Defaults.PREPARED_STATEMENT_SQL_LIMIT));
        s.put("cacheResultSetMetadata", "true");
        s.put("metadataCacheSize", String.valueOf(Defaults.PREPARED_STATEMENT_CACHE));
        s.put("cacheServerConfiguration", "true");
        s.put("useLocalSessionState", "true");
        s.put("useLocalTransactionState", "true");
        // utf8mb4 both ways, so that getBytes of a text column is UTF-8 (rawTextIsUtf8)
        s.put("characterEncoding", "UTF-8");
        return Map.copyOf(s);
    }

    @Override
    public Map<String, String> settings() {
        return SETTINGS;
    }

    /** Connector/J's default is TLS when the server offers it; a URL that says sslMode keeps its own (connect). */
    @Override
    public String plainSslMode() {
        return "DISABLED";
    }

    @Override
    public Connection connect(String url, Properties props) throws SQLException {
        // Connector/J lets the properties win over the URL's query string, so the URL's TLS choice goes unsaid
        Properties effective = props;
        if (TLS_IN_URL.matcher(url).find()) {
            effective = new Properties();
            effective.putAll(props);
            effective.remove("sslMode");
        }
        return MySqlClient.connect(new com.mysql.cj.jdbc.Driver(), url, effective);
    }

    /** With characterEncoding UTF-8 the results are utf8mb4, and getBytes of a text column is the reply's bytes. */
    @Override
    public boolean rawTextIsUtf8() {
        return true;
    }

    /** A client-side prepared statement: the driver sends the SQL as text with the values in it (COM_QUERY). */
    @Override
    public PreparedStatement prepareAdHoc(Connection connection, String sql) throws SQLException {
        return connection.unwrap(com.mysql.cj.jdbc.JdbcConnection.class).clientPrepareStatement(sql);
    }
}
