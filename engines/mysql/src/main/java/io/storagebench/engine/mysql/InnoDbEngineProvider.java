package io.storagebench.engine.mysql;

/** The {@code mariadb-innodb} engine: MariaDB with InnoDB tables. */
public final class InnoDbEngineProvider extends MariaDbEngineProvider {
    public InnoDbEngineProvider() {
        super(Flavour.INNODB);
    }

    @Override
    public String description() {
        return "MariaDB with InnoDB through MariaDB Connector/J: a throwaway server from the installed binaries, "
                + "or -o jdbc-url=...";
    }
}
