package io.storagebench.engine.mysql;

/** The storage engine under the MySQL layer: what a table is created with and which profiles apply. */
public enum Flavour {
    INNODB("mariadb-innodb", "InnoDB", "InnoDB", "innodb", "innodb_buffer_pool_size"),
    MYROCKS("mariadb-myrocks", "MyRocks", "ROCKSDB", "myrocks", "rocksdb_block_cache_size");

    private final String engineName;
    private final String label;
    private final String tableEngine;
    private final String settingsPrefix;
    private final String cacheSetting;

    Flavour(String engineName, String label, String tableEngine, String settingsPrefix, String cacheSetting) {
        this.engineName = engineName;
        this.label = label;
        this.tableEngine = tableEngine;
        this.settingsPrefix = settingsPrefix;
        this.cacheSetting = cacheSetting;
    }

    /** The engine's name on the command line. */
    public String engineName() {
        return engineName;
    }

    /** The flavour in the engine identity ({@code InnoDB}, {@code MyRocks}). */
    public String label() {
        return label;
    }

    /** The {@code ENGINE=} of CREATE TABLE. */
    public String tableEngine() {
        return tableEngine;
    }

    /** The directory of its profiles under profiles/, also the prefix of its server variables. */
    public String settingsPrefix() {
        return settingsPrefix;
    }

    /** The server variable the shared cache budget becomes. */
    public String cacheSetting() {
        return cacheSetting;
    }
}
