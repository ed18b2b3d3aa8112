package io.storagebench.engine.mysql;

/** The {@code mysql-innodb} engine: an existing MySQL server with InnoDB tables, through MySQL Connector/J. */
public final class MySqlInnoDbEngineProvider extends MySqlEngineProvider {
    public MySqlInnoDbEngineProvider() {
        super(Flavour.INNODB);
    }

    @Override
    public String description() {
        return "MySQL with InnoDB through MySQL Connector/J: an existing server, --jdbc-url jdbc:mysql://...";
    }
}
