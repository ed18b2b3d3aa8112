package io.storagebench.engine.postgres;

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
import java.util.List;
import java.util.Map;

/**
 * A throwaway PostgreSQL server: initdb into {@code <dir>/pgdata} (trust auth, UTF8, locale C), pg_ctl start on
 * 127.0.0.1 and a free port with the profile's settings, the socket in a private temporary directory, the log in
 * {@code <dir>/postgres.log}, initdb's output in {@code <dir>/initdb.log}. As root, initdb and the server run as the
 * {@code postgres} user (they refuse root), which must be able to enter every parent of {@code dir}: that is checked
 * first. A failed start names both logs ({@link EngineStartException}). {@link #close()} (also run by a shutdown hook, for Ctrl-C) stops it with a fast shutdown and removes the data.
 */
public final class PostgresServer implements ManagedServer {
    private static final int START_SECONDS = io.storagebench.engine.jdbc.Defaults.SERVER_START_TIMEOUT_SECONDS;
    private static final int STOP_SECONDS = io.storagebench.engine.jdbc.Defaults.SERVER_STOP_TIMEOUT_SECONDS;
    private final Path bin;
    private final Path dir;
    private final Path pgdata;
    private final Path socketDir;
    private final Path log;
    private final Path initdbLog;
    private final int port;
    private final ServerShutdownHook shutdownHook;
    private long pid;
    private boolean stopped;

    private PostgresServer(Path bin, Path dir, Path socketDir, int port) {
        this.bin = bin;
        this.dir = dir;
        this.pgdata = dir.resolve("pgdata");
        this.socketDir = socketDir;
        this.log = dir.resolve("postgres.log");
        this.initdbLog = dir.resolve("initdb.log");
        this.port = port;
        this.shutdownHook = new ServerShutdownHook("storagebench-postgres-stop", this::close);
    }

    /**
     * Creates and starts a server in {@code dir} (which must exist and be writable).
     *
     * @param port 0 for a free port
     * @throws IllegalArgumentException for bad input: missing binaries, unwritable directory, port taken
     */
    public static PostgresServer start(Path bin, Path dir, int port, Map<String, String> settings) {
        if (!Files.isDirectory(dir) || !Files.isWritable(dir)) {
            throw new IllegalArgumentException("the data directory " + dir + " is not writable");
        }
        if (port != 0 && ServerProcesses.portTaken(port)) {
            throw new IllegalArgumentException("port " + port + " on 127.0.0.1 is taken");
        }
        Path socketDir;
        try {
            socketDir = Files.createTempDirectory("storagebench-pg");
            ServerProcesses.handOver(dir, Defaults.OS_USER);
            ServerProcesses.handOver(socketDir, Defaults.OS_USER);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot prepare " + dir + " for the server: " + e.getMessage());
        }
        try {
            ServerUser.requireCanReach(Defaults.OS_USER, dir);
        } catch (IllegalArgumentException e) {
            ServerProcesses.deleteTree(socketDir);
            throw e;
        }
        PostgresServer server = new PostgresServer(bin, dir, socketDir, port == 0 ? ServerProcesses.freePort() : port);
        try {
            server.initdb();
            server.startServer(settings);
        } catch (IllegalArgumentException e) {
            server.close();
            throw new EngineStartException(e.getMessage(), server.logFiles());
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        return server;
    }

    private void initdb() {
        // --no-sync: a throwaway cluster need not survive a crash during initdb
        Outcome out = run(List.of(bin.resolve("initdb").toString(), "-D", pgdata.toString(), "-U", Defaults.USER,
                "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"), START_SECONDS, initdbLog);
        if (out.exitCode() != 0) {
            throw new IllegalArgumentException("initdb failed in " + dir + ": " + out.cause());
        }
    }

    private void startServer(Map<String, String> settings) {
        StringBuilder options = new StringBuilder("-p " + port + " -k " + socketDir
                + " -c listen_addresses=127.0.0.1");
        settings.forEach((k, v) -> options.append(" -c ").append(k).append('=').append(v));
        Outcome out = run(List.of(bin.resolve("pg_ctl").toString(), "-D", pgdata.toString(), "-l", log.toString(),
                "-w", "-t", String.valueOf(START_SECONDS), "-o", options.toString(), "start"), START_SECONDS + 10,
                null);
        if (out.exitCode() != 0) {
            throw new IllegalArgumentException("PostgreSQL did not start on port " + port + ": " + logReason());
        }
        try {
            pid = Long.parseLong(Files.readAllLines(pgdata.resolve("postmaster.pid")).get(0).strip());
        } catch (IOException | RuntimeException e) {
            pid = -1;
        }
        shutdownHook.install();
    }

    /** The URL of the {@code postgres} database as the postgres superuser (trust auth on loopback). */
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public long pid() {
        return pid;
    }

    @Override
    public Path dataDir() {
        return pgdata;
    }

    @Override
    public Path log() {
        return log;
    }

    @Override
    public List<Path> logFiles() {
        return List.of(log, initdbLog);
    }

    @Override
    public synchronized void close() {
        if (stopped) {
            return;
        }
        stopped = true;
        if (Files.exists(pgdata.resolve("postmaster.pid"))) {
            Outcome out = run(List.of(bin.resolve("pg_ctl").toString(), "-D", pgdata.toString(), "-m", "fast", "-w",
                    "-t", String.valueOf(STOP_SECONDS), "stop"),
                    STOP_SECONDS + 10, null);
            if (out.exitCode() != 0 && pid > 0) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
        ServerProcesses.deleteTree(pgdata);
        ServerProcesses.deleteTree(socketDir);
        shutdownHook.closed();
    }

    private static Outcome run(List<String> command, int timeoutSeconds, Path keptOutput) {
        return ServerProcesses.run(ServerProcesses.asUser(Defaults.OS_USER, command), timeoutSeconds, keptOutput);
    }

    /** Why the server stopped, from its log ({@link FailureLines}). */
    private String logReason() {
        try {
            return FailureLines.of(Files.readString(log, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return "(no log)";
        }
    }
}
