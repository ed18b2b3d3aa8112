package io.storagebench.engine.mysql;

/** The {@code mariadb-myrocks} engine: MariaDB with MyRocks (ENGINE=ROCKSDB) tables. */
public final class MyRocksEngineProvider extends MariaDbEngineProvider {
    public MyRocksEngineProvider() {
        super(Flavour.MYROCKS);
    }

    @Override
    public String description() {
        return "MariaDB with MyRocks (ENGINE=ROCKSDB) through MariaDB Connector/J: a throwaway "
                + "server with the ha_rocksdb plugin, or -o jdbc-url=...";
    }
}
