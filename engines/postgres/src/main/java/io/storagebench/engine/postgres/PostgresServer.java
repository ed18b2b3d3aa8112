package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerProcesses;
import io.storagebench.engine.jdbc.ServerProcesses.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A throwaway PostgreSQL server: initdb into {@code <dir>/pgdata} (trust auth, UTF8, locale C), pg_ctl start on
 * 127.0.0.1 and a free port with the profile's settings, the socket in a private temporary directory, the log in
 * {@code <dir>/postgres.log}, initdb's output in {@code <dir>/initdb.log}. As root, initdb and the server run as the
 * {@code postgres} user (they refuse root). {@link #close()} stops it with pg_ctl's fast shutdown.
 */
public final class PostgresServer extends ManagedServer {
    private final Path bin;
    private final Path pgdata;
    private final Map<String, String> settings;
    private long pid = -1;

    private PostgresServer(Path bin, Site site, Map<String, String> settings) {
        super(site, "PostgreSQL", "jdbc:postgresql://", "pgdata", "initdb.log", List.of("postgres.log"));
        this.bin = bin;
        this.pgdata = dataDir();
        this.settings = Map.copyOf(settings);
    }

    /**
     * Creates and starts a server in {@code dir} (which must exist and be writable).
     *
     * @param port 0 for a free port
     * @throws IllegalArgumentException for bad input: unwritable directory, port taken
     */
    public static PostgresServer start(Path bin, Path dir, int port, Map<String, String> settings) {
        return launch(new PostgresServer(bin, Site.prepare(dir, port, Defaults.OS_USER, "storagebench-pg"),
                settings));
    }

    @Override
    protected void initialize() {
        // --no-sync: a throwaway cluster need not survive a crash during initdb
        Outcome out = run(List.of(bin.resolve("initdb").toString(), "-D", pgdata.toString(), "-U", Defaults.USER,
                "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"), START_SECONDS, toolLog());
        if (out.exitCode() != 0) {
            throw new IllegalArgumentException("initdb failed in " + site().dir() + ": " + out.cause());
        }
    }

    @Override
    protected void startServer() {
        StringBuilder options = new StringBuilder("-p " + port() + " -k " + site().socketDir()
                + " -c listen_addresses=127.0.0.1");
        settings.forEach((k, v) -> options.append(" -c ").append(k).append('=').append(v));
        Outcome out = run(List.of(bin.resolve("pg_ctl").toString(), "-D", pgdata.toString(), "-l", log().toString(),
                "-w", "-t", String.valueOf(START_SECONDS), "-o", options.toString(), "start"), START_SECONDS + 10,
                null);
        if (out.exitCode() != 0) {
            throw new IllegalArgumentException("PostgreSQL did not start on port " + port() + ": " + logReason());
        }
        try {
            pid = Long.parseLong(Files.readAllLines(pgdata.resolve("postmaster.pid")).get(0).strip());
        } catch (IOException | RuntimeException e) {
            pid = -1;
        }
    }

    @Override
    protected void stopServer() {
        if (Files.exists(pgdata.resolve("postmaster.pid"))) {
            Outcome out = run(List.of(bin.resolve("pg_ctl").toString(), "-D", pgdata.toString(), "-m", "fast", "-w",
                    "-t", String.valueOf(STOP_SECONDS), "stop"), STOP_SECONDS + 10, null);
            if (out.exitCode() != 0 && pid > 0) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
    }

    /** The postmaster's process id, from its pid file. */
    @Override
    public long pid() {
        return pid;
    }

    /** The {@code postgres} database initdb creates. */
    @Override
    public String adminUrl() {
        return jdbcUrl(Defaults.DATABASE);
    }

    @Override
    public String createDatabase(String database) {
        return database.equals(Defaults.DATABASE) ? null : "CREATE DATABASE " + database;
    }

    private static Outcome run(List<String> command, int timeoutSeconds, Path keptOutput) {
        return ServerProcesses.run(ServerProcesses.asUser(Defaults.OS_USER, command), timeoutSeconds, keptOutput);
    }
}
