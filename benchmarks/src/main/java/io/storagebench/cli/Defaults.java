package io.storagebench.cli;

/** Every default of the command line, in one place. */
final class Defaults {
    private Defaults() {
    }

    static final String ENGINE = "rocksdb";
    static final String WORKLOAD = "insert-benchmark";
    /** The cache budget every engine gets (block cache, buffer pool, shared_buffers). */
    static final String CACHE_SIZE = "1g";
    /** Data directories go under here, one per run, removed afterwards unless --keep-data. */
    static final String WORK_DIR = "storagebench-work";
    static final String RESULTS_DIR = "results";
    /** The engine option that {@code --jdbc-url} sets: the server engines' URL mode. */
    static final String JDBC_URL_OPTION = "jdbc-url";

    /** Where `report` and `compare` write report.html, report.md and report.csv. */
    static final String REPORT_DIR = "report";
    /** How long Ctrl-C waits for the run to write its bundle before the JVM exits anyway. */
    static final long SHUTDOWN_WAIT_SECONDS = 120;
    /** The width of the progress bar, in characters. */
    static final int BAR_WIDTH = 30;
    /** Without a terminal, a progress line every this many seconds of a step. */
    static final int PLAIN_PROGRESS_EVERY_SECONDS = 10;
    /**
     * Bytes an engine puts on disk per byte of row values while loading, used to refuse a load that cannot fit the
     * work directory. Conservative on purpose: row and key headers, half-full pages or several LSM levels, the
     * write-ahead log, and the room a compaction or an index build needs while old and new files coexist.
     */
    static final double LOAD_SPACE_FACTOR = 3.0;
    /** More rows than this in one load step need --allow-huge: beyond it a row count is far likelier a typo. */
    static final long HUGE_LOAD_ROWS = 10_000_000_000L;
    /** How long an orphaned server (its run's process died) may take to stop before it is killed, seconds. */
    static final long ORPHAN_STOP_SECONDS = 30;
    /** Exit code of a run stopped by Ctrl-C, as a shell reports SIGINT. */
    static final int EXIT_INTERRUPTED = 130;
}
