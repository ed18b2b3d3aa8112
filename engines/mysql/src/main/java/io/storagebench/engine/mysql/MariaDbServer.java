package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.FailureLines;
import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerProcesses;
import io.storagebench.engine.jdbc.ServerShutdownHook;
import io.storagebench.engine.jdbc.ServerUser;
import io.storagebench.engine.jdbc.ServerProcesses.Outcome;
import io.storagebench.spi.EngineStartException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A throwaway MariaDB server (the recipe is in this engine's README): {@code mariadb-install-db --no-defaults} into
 * {@code <dir>/mariadb-data} (root logs in over TCP without a password), then {@code mariadbd --no-defaults} on
 * 127.0.0.1 and a free port with the profile's settings, its socket and pid file in the data directory, its log in
 * {@code <dir>/mariadb.err}, the install's output in {@code <dir>/mariadb-install-db.log}; MyRocks adds
 * {@code --plugin-load-add=ha_rocksdb}. As root both run with {@code --user=mysql} (the server refuses root), which
 * must be able to enter every parent of {@code dir}: that is checked first. A failed start names the logs
 * ({@link EngineStartException}). {@link #close()} (also run by a shutdown hook, for Ctrl-C) stops it
 * with SIGTERM (a clean shutdown), and removes the data but keeps the log.
 */
public final class MariaDbServer implements ManagedServer {
    private static final int START_SECONDS = io.storagebench.engine.jdbc.Defaults.SERVER_START_TIMEOUT_SECONDS;
    private static final int STOP_SECONDS = io.storagebench.engine.jdbc.Defaults.SERVER_STOP_TIMEOUT_SECONDS;
    private final Path data;
    private final Path log;
    private final Path output;
    private final Path installLog;
    private final Path socket;
    private final Path socketDir;
    private final int port;
    private final ServerShutdownHook shutdownHook;
    private Process process;
    private boolean stopped;

    private MariaDbServer(Path dir, Path socketDir, int port) {
        this.data = dir.resolve("mariadb-data");
        this.log = dir.resolve("mariadb.err");
        this.output = dir.resolve("mariadbd.out");
        this.installLog = dir.resolve("mariadb-install-db.log");
        this.socketDir = socketDir;
        this.socket = (socketDir == null ? data : socketDir).resolve("mysqld.sock");
        this.port = port;
        this.shutdownHook = new ServerShutdownHook("storagebench-mariadb-stop", this::close);
    }

    /**
     * Creates and starts a server in {@code dir} (which must exist and be writable).
     *
     * @param port      0 for a free port
     * @param pluginDir {@code --plugin-dir}, when not the server's own
     * @throws IllegalArgumentException for bad input: unwritable directory, port taken, a server that will not start
     */
    public static MariaDbServer start(MariaDbBinaries bin, Path dir, int port, Flavour flavour,
                                      Optional<Path> pluginDir, Map<String, String> settings) {
        if (!Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw new IllegalArgumentException("the data directory " + dir + " is not writable");
        }
        if (port != 0 && ServerProcesses.portTaken(port)) {
            throw new IllegalArgumentException("port " + port + " on 127.0.0.1 is taken");
        }
        Path socketDir = null;
        try {
            ServerProcesses.handOver(dir, Defaults.OS_USER);
            if (dir.resolve("mariadb-data/mysqld.sock").toString().length() > Defaults.MAX_SOCKET_PATH) {
                socketDir = Files.createTempDirectory("storagebench-mariadb");
                ServerProcesses.handOver(socketDir, Defaults.OS_USER);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot prepare " + dir + " for the server: " + e.getMessage());
        }
        try {
            ServerUser.requireCanReach(Defaults.OS_USER, dir);
        } catch (IllegalArgumentException e) {
            ServerProcesses.deleteTree(socketDir);
            throw e;
        }
        MariaDbServer server = new MariaDbServer(dir, socketDir, port == 0 ? ServerProcesses.freePort() : port);
        try {
            server.installDb(bin);
            server.startServer(bin, flavour, pluginDir, settings);
        } catch (IllegalArgumentException e) {
            server.close();
            throw new EngineStartException(e.getMessage(), server.logFiles());
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        return server;
    }

    private void installDb(MariaDbBinaries bin) {
        List<String> command = new ArrayList<>(List.of(bin.installDb().toString(), "--no-defaults"));
        userOption(command);
        command.addAll(List.of("--datadir=" + data, "--auth-root-authentication-method=normal", "--skip-test-db"));
        Outcome out = ServerProcesses.run(command, START_SECONDS, installLog);
        if (out.exitCode() != 0) {
            throw new IllegalArgumentException("mariadb-install-db failed in " + data.getParent() + ": "
                    + out.cause());
        }
    }

    private void startServer(MariaDbBinaries bin, Flavour flavour, Optional<Path> pluginDir,
                             Map<String, String> settings) {
        // --no-defaults must come first, or /etc/mysql/my.cnf and the package's conf.d are read too
        List<String> command = new ArrayList<>(List.of(bin.mariadbd().toString(), "--no-defaults"));
        userOption(command);
        command.addAll(List.of("--datadir=" + data, "--socket=" + socket, "--pid-file=" + data.resolve("mysqld.pid"),
                "--port=" + port, "--bind-address=127.0.0.1", "--log-error=" + log));
        pluginDir.ifPresent(d -> command.add("--plugin-dir=" + d));
        if (flavour == Flavour.MYROCKS) {
            command.add("--plugin-load-add=ha_rocksdb");
        }
        settings.forEach((k, v) -> command.add("--" + k + (v.isEmpty() ? "" : "=" + v)));
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(output.toFile())).start();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot start " + bin.mariadbd() + ": " + e.getMessage());
        }
        shutdownHook.install();
        awaitReady();
    }

    private void awaitReady() {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        try {
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalArgumentException("MariaDB did not start on port " + port + ": " + logReason());
                }
                if (ServerProcesses.portTaken(port)) {
                    return;
                }
                process.waitFor(100, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while MariaDB was starting");
        }
        throw new IllegalArgumentException("MariaDB did not accept connections on port " + port + " within "
                + START_SECONDS + " s: " + logReason());
    }

    private static void userOption(List<String> command) {
        if (ServerProcesses.runningAsRoot()) {
            command.add("--user=" + Defaults.OS_USER);
        }
    }

    /** The URL of {@code database} (empty: none) on this server. */
    public String jdbcUrl(String database) {
        return "jdbc:mysql://127.0.0.1:" + port + "/" + database;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public long pid() {
        return process == null ? -1 : process.pid();
    }

    @Override
    public Path dataDir() {
        return data;
    }

    @Override
    public Path log() {
        return log;
    }

    @Override
    public List<Path> logFiles() {
        return List.of(log, output, installLog);
    }

    @Override
    public synchronized void close() {
        if (stopped) {
            return;
        }
        stopped = true;
        if (process != null && process.isAlive()) {
            process.destroy(); // SIGTERM: mariadbd shuts down cleanly
            try {
                if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        ServerProcesses.deleteTree(data);
        ServerProcesses.deleteTree(socketDir);
        shutdownHook.closed();
    }

    /** Why the server stopped, from its log and what it printed ({@link FailureLines}). */
    private String logReason() {
        StringBuilder text = new StringBuilder();
        for (Path file : List.of(log, output)) {
            try {
                text.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
            } catch (IOException e) {
                // not written yet
            }
        }
        return FailureLines.of(text.toString());
    }
}
