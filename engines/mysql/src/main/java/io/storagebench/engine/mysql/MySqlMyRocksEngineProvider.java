package io.storagebench.engine.mysql;

/**
 * The {@code mysql-myrocks} engine: an existing MySQL server with MyRocks (ENGINE=ROCKSDB) tables, e.g. Percona
 * Server or FB MySQL, through MySQL Connector/J.
 */
public final class MySqlMyRocksEngineProvider extends MySqlEngineProvider {
    public MySqlMyRocksEngineProvider() {
        super(Flavour.MYROCKS);
    }

    @Override
    public String description() {
        return "MySQL with MyRocks (ENGINE=ROCKSDB) through MySQL Connector/J: an existing server, "
                + "--jdbc-url jdbc:mysql://...";
    }
}
