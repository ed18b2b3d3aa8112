package io.storagebench.api;

import java.util.List;

/** Every default of a run and of the command line over it, in one place. */
public final class Defaults {
    /**
     * Where a shard finds its index when {@code --shards N} is given without {@code --shard I/N}: the first of these
     * environment variables that is set (storagebench's own, a Kubernetes Indexed Job's, a Slurm job array's, a task's
     * of a Slurm job step, {@code srun}'s). The array's first: an array task's batch script has SLURM_PROCID 0 too.
     */
    public static final List<String> SHARD_INDEX_ENV = List.of("STORAGEBENCH_SHARD_INDEX", "JOB_COMPLETION_INDEX",
            "SLURM_ARRAY_TASK_ID", "SLURM_PROCID");
    /**
     * Where a shard finds its run's id without {@code --run-id}: the first of these that is set. A job array's id
     * before the job's own, which in an array is each task's.
     */
    public static final List<String> RUN_ID_ENV = List.of("STORAGEBENCH_RUN_ID", "SLURM_ARRAY_JOB_ID", "SLURM_JOB_ID");

    private Defaults() {
    }

    public static final String ENGINE = "rocksdb";
    /** The cache budget every engine gets (block cache, buffer pool, shared_buffers). */
    public static final String CACHE_SIZE = "1g";
    /**
     * A cache that takes more than this share of the host's memory runs with a warning: the OS page cache, the
     * client's JVM and the engine's other buffers need room too. More than all of it is refused.
     */
    public static final double CACHE_WARN_SHARE = 0.9;
    /** Data directories go under here, one per run, removed afterwards unless --keep-data. */
    public static final String WORK_DIR = "storagebench-work";
    public static final String RESULTS_DIR = "results";
    /**
     * The environment variable a sharded run's shards read the server's password from when {@code distribute} took
     * it out of {@code --jdbc-url}, so that no scheduler file holds it.
     */
    public static final String SHARD_PASSWORD_ENV = "STORAGEBENCH_DB_PASSWORD";
    /** {@code distribute k8s}: the Secret holding the server's password (key {@code password}). */
    public static final String K8S_PASSWORD_SECRET = "storagebench-db";
    /** {@code distribute k8s}: the ReadWriteMany claim the shards write their bundles to. */
    public static final String K8S_RESULTS_CLAIM = "storagebench-results";
    /** How often a shard with {@code --sync-dir} writes its heartbeat file while its run lasts. */
    public static final long SHARD_HEARTBEAT_NANOS = 5_000_000_000L;
    /**
     * How long a shard waiting at a step may go without a change of another shard's heartbeat before it takes that
     * shard for lost (killed with -9, its host gone): twelve beats, room for a starved JVM and a shared filesystem's
     * caches.
     */
    public static final long SHARD_SILENCE_NANOS = 60_000_000_000L;
    /**
     * How long a shard waits at a step for shards never heard from before it gives up ({@code --sync-timeout}): a
     * shard that has not started by then is held in a scheduler's queue (its job array's tasks waiting for the nodes
     * the started shards hold) or failed before its first step, and the started shards should free their nodes
     * rather than wait for ever. Ten minutes: long past a JVM's and a scheduler's start-up, short of a wasted night.
     */
    public static final long SHARD_SYNC_TIMEOUT_SECONDS = 600;
    /** {@link #SHARD_SYNC_TIMEOUT_SECONDS} as {@code --sync-timeout} takes it, for the command line's default. */
    public static final String SHARD_SYNC_TIMEOUT = "10m";
    /** The engine option that {@code --jdbc-url} sets: the server engines' URL mode. */
    public static final String JDBC_URL_OPTION = "jdbc-url";

    /** Where `report` and `compare` write report.html, report.md and report.csv. */
    public static final String REPORT_DIR = "report";
    /** How long Ctrl-C waits for the run to write its bundle before the JVM exits anyway. */
    public static final long SHUTDOWN_WAIT_SECONDS = 120;
    /** The width of the progress bar, in characters. */
    public static final int BAR_WIDTH = 30;
    /** Without a terminal, a progress line every this many seconds of a step. */
    public static final int PLAIN_PROGRESS_EVERY_SECONDS = 10;
    /**
     * Bytes an engine puts on disk per byte of row values while loading, used to refuse a load that cannot fit the
     * work directory. Conservative on purpose: row and key headers, half-full pages or several LSM levels, the
     * write-ahead log, and the room a compaction or an index build needs while old and new files coexist.
     */
    public static final double LOAD_SPACE_FACTOR = 3.0;
    /** More rows than this in one load step need --allow-huge: beyond it a row count is far likelier a typo. */
    public static final long HUGE_LOAD_ROWS = 10_000_000_000L;
    /** How long an orphaned server (its run's process died) may take to stop before it is killed, seconds. */
    public static final long ORPHAN_STOP_SECONDS = 30;
    /** Exit code of a run stopped by Ctrl-C, as a shell reports SIGINT. */
    public static final int EXIT_INTERRUPTED = 130;
    /** The engine whose library version a run can choose (rocksdbjni, fetched at run time). */
    public static final String VERSIONED_ENGINE = "rocksdb";
    /** Where engine library versions are fetched from, unless {@link #MAVEN_REPO_ENV} names a mirror. */
    public static final String MAVEN_CENTRAL = "https://repo.maven.apache.org/maven2/";
    /** The environment variable naming a Maven repository (a mirror) to fetch engine library versions from. */
    public static final String MAVEN_REPO_ENV = "STORAGEBENCH_MAVEN_REPO";
    /** The environment variable naming the directory fetched server builds are unpacked into (a cache). */
    public static final String SERVER_CACHE_ENV = "STORAGEBENCH_SERVER_CACHE";
    /** The server cache under the user's cache directory ({@code $XDG_CACHE_HOME}, else {@code ~/.cache}). */
    public static final String SERVER_CACHE = "storagebench/servers";
    /**
     * The server cache when storagebench runs as root: the servers then run as their own users ({@code postgres},
     * {@code mysql}), who cannot enter root's home, so the cache is one they can read.
     */
    public static final String ROOT_SERVER_CACHE = "/var/cache/storagebench/servers";
    /** The key of a bundle's engine options that names the fetched server build a run used (artifact, SHA-1). */
    public static final String DISTRIBUTION_KEY = io.storagebench.results.EngineInfo.DISTRIBUTION;
    /** A version not published is told the newest of each major and minor when they are at most this many. */
    public static final int PUBLISHED_LISTED = 12;
}
