package io.storagebench.engine.jdbc;

import io.storagebench.spi.DirectoryTrees;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineStartException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A throwaway server this run started: fresh data directory, loopback only, a free port. {@link #close()} stops
 * it and removes its data directory but keeps its logs; it is also called by a JVM shutdown hook (Ctrl-C), and is
 * safe to call twice and from two threads.
 *
 * <p>The base does what every server needs: it checks the run's directory, hands it to the operating-system user the
 * server runs as when this JVM is root (which must be able to enter every parent of it: checked before any tool
 * runs, since the tools then fail late and say little), picks the port, installs the shutdown hook, and on a failed
 * start stops what started and says why in one line, naming the logs ({@link EngineStartException}). A server says
 * only how it is set up ({@link #initialize}), started ({@link #startServer}) and, unless it is a child process that
 * SIGTERM stops cleanly ({@link #spawn}), stopped ({@link #stopServer}), and where it writes.
 */
public abstract class ManagedServer implements AutoCloseable {
    /** How long a server tool or a start may take, seconds. */
    protected static final int START_SECONDS = Defaults.SERVER_START_TIMEOUT_SECONDS;
    /** How long a stop may take, seconds. */
    protected static final int STOP_SECONDS = Defaults.SERVER_STOP_TIMEOUT_SECONDS;

    private final Site site;
    private final String product;
    private final String urlScheme;
    private final Path dataDir;
    private final List<Path> serverLogs;
    private final Path toolLog;
    private final ServerShutdownHook shutdownHook;
    private Process process;
    private boolean stopped;

    /**
     * Where a server runs: the run's directory (checked and handed to its user), the port on 127.0.0.1, a private
     * directory for its socket (or null), and the operating-system user it runs as when this JVM is root.
     */
    public record Site(Path dir, int port, Path socketDir, String osUser) {
        /**
         * Makes {@code dir} (which must exist and be writable) ready for a server of {@code osUser}.
         *
         * @param port            0 for a free port
         * @param socketDirPrefix the prefix of a private temporary directory for the socket, or null for none
         * @throws IllegalArgumentException for bad input: unwritable directory, port taken, a parent of the directory
         *                                  that the server's user cannot enter
         */
        public static Site prepare(Path dir, int port, String osUser, String socketDirPrefix) {
            EngineConfig.requireWritable(dir);
            if (port != 0 && ServerProcesses.portTaken(port)) {
                throw new IllegalArgumentException("port " + port + " on 127.0.0.1 is taken");
            }
            Path socketDir = null;
            try {
                ServerProcesses.handOver(dir, osUser);
                if (socketDirPrefix != null) {
                    socketDir = Files.createTempDirectory(socketDirPrefix);
                    ServerProcesses.handOver(socketDir, osUser);
                }
            } catch (IOException e) {
                DirectoryTrees.deleteOrWarn(socketDir);
                throw new IllegalArgumentException("cannot prepare " + dir + " for the server: " + e.getMessage());
            }
            try {
                ServerUser.requireCanReach(osUser, dir);
            } catch (IllegalArgumentException e) {
                DirectoryTrees.deleteOrWarn(socketDir);
                throw e;
            }
            return new Site(dir, port == 0 ? ServerProcesses.freePort() : port, socketDir, osUser);
        }
    }

    /**
     * @param site       where it runs
     * @param product    the server's name in messages ({@code PostgreSQL}, {@code MariaDB})
     * @param urlScheme  what its JDBC URLs start with, e.g. {@code jdbc:postgresql://}
     * @param dataDir    its data directory's name in the run's directory, removed on close
     * @param toolLog    the name of the file that keeps the set-up tool's output
     * @param serverLogs the names of the files the server itself writes, its log first; the reason of a failed start
     *                   is read from them
     */
    protected ManagedServer(Site site, String product, String urlScheme, String dataDir, String toolLog,
            List<String> serverLogs) {
        this.site = site;
        this.product = product;
        this.urlScheme = urlScheme;
        this.dataDir = site.dir().resolve(dataDir);
        this.toolLog = site.dir().resolve(toolLog);
        this.serverLogs = serverLogs.stream().map(site.dir()::resolve).toList();
        this.shutdownHook = new ServerShutdownHook("storagebench-" + product.toLowerCase(Locale.ROOT) + "-stop",
                this::close);
    }

    /**
     * Sets the server up and starts it; the shutdown hook is in place before the server process starts. On a failure
     * stops what started and removes the data; bad input (a tool or the server said why) becomes an
     * {@link EngineStartException} that names the logs.
     */
    protected static <S extends ManagedServer> S launch(S server) {
        ManagedServer base = server;
        try {
            base.initialize();
            base.shutdownHook.install();
            base.startServer();
        } catch (IllegalArgumentException e) {
            base.close();
            throw new EngineStartException(e.getMessage(), base.logFiles());
        } catch (RuntimeException e) {
            base.close();
            throw e;
        }
        return server;
    }

    /** Creates the data directory with the server's own tool, its output kept in {@link #toolLog()}. */
    protected abstract void initialize();

    /**
     * Starts the server and returns once it accepts connections on the port.
     *
     * @throws IllegalArgumentException when it does not start, saying why ({@link #logReason()})
     */
    protected abstract void startServer();

    /**
     * Stops the server, waiting at most {@link #STOP_SECONDS}, and never throws. The default stops a server
     * started by {@link #spawn} with SIGTERM (a clean shutdown), and kills it if it has not stopped by then.
     */
    protected void stopServer() {
        if (process == null || !process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Starts the server as a child process of this JVM, what it prints appended to {@code output}, and waits until
     * it accepts connections on the port ({@link #START_SECONDS} at most).
     */
    protected final void spawn(List<String> command, Path output) {
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile())).start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start " + command.get(0) + ": " + e.getMessage());
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        try {
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalArgumentException(product + " did not start on port " + port() + ": "
                            + logReason());
                }
                if (ServerProcesses.portTaken(port())) {
                    return;
                }
                process.waitFor(100, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while " + product + " was starting");
        }
        throw new IllegalArgumentException(product + " did not accept connections on port " + port() + " within "
                + START_SECONDS + " s: " + logReason());
    }

    /** Why the server stopped, from what it wrote ({@link FailureLines}). */
    protected final String logReason() {
        StringBuilder text = new StringBuilder();
        for (Path file : serverLogs) {
            try {
                text.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
            } catch (IOException e) {
                // not written yet
            }
        }
        return text.isEmpty() ? "(no log)" : FailureLines.of(text.toString());
    }

    /** The URL of {@code database} on this server (empty: none). */
    public final String jdbcUrl(String database) {
        return urlScheme + "127.0.0.1:" + port() + "/" + database;
    }

    /** The URL to connect to before the benchmark's database exists. */
    public abstract String adminUrl();

    /** The statement that creates the benchmark's database on this server, or null where it exists already. */
    public abstract String createDatabase(String database);

    /** Where it runs. */
    protected final Site site() {
        return site;
    }

    /** The port it listens on, on 127.0.0.1. */
    public final int port() {
        return site.port();
    }

    /** The process id of the server (the postmaster, mysqld), for the probes; -1 if unknown. */
    public long pid() {
        return process == null ? -1 : process.pid();
    }

    /** The server's data directory. */
    public final Path dataDir() {
        return dataDir;
    }

    /** The server's log file, kept after {@link #close()}. */
    public final Path log() {
        return serverLogs.get(0);
    }

    /** The file that keeps the set-up tool's output, kept after {@link #close()}. */
    protected final Path toolLog() {
        return toolLog;
    }

    /** Every log it writes (the server's, its set-up tool's), kept after {@link #close()}; some may not exist. */
    public final List<Path> logFiles() {
        List<Path> files = new ArrayList<>(serverLogs);
        files.add(toolLog);
        return List.copyOf(files);
    }

    /** Stops the server and removes its data; never throws. */
    @Override
    public final synchronized void close() {
        if (stopped) {
            return;
        }
        stopped = true;
        stopServer();
        DirectoryTrees.deleteOrWarn(dataDir);
        DirectoryTrees.deleteOrWarn(site.socketDir());
        shutdownHook.closed();
    }
}
