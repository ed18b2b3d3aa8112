package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerProcesses;
import io.storagebench.engine.jdbc.ServerProcesses.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A throwaway MariaDB server (the recipe is in this engine's README): {@code mariadb-install-db --no-defaults} into
 * {@code <dir>/mariadb-data} (root logs in over TCP without a password), then {@code mariadbd --no-defaults} on
 * 127.0.0.1 and a free port with the profile's settings, its socket and pid file in the data directory, its log in
 * {@code <dir>/mariadb.err}, what it prints in {@code <dir>/mariadbd.out}, its temporary files in
 * {@code <dir>/mariadb-tmp}, the install's output in
 * {@code <dir>/mariadb-install-db.log}; MyRocks adds {@code --plugin-load-add=ha_rocksdb}. As root both run with
 * {@code --user=mysql} (the server refuses root). mariadbd is a child process, stopped by SIGTERM (a clean shutdown).
 */
public final class MariaDbServer extends ManagedServer {
    private static final String DATA = "mariadb-data";
    private static final String SOCKET = "mysqld.sock";
    private static final String OUTPUT = "mariadbd.out";
    private static final String TMP = "mariadb-tmp";
    private final MariaDbBinaries bin;
    private final Flavour flavour;
    private final Optional<Path> pluginDir;
    private final Map<String, String> settings;
    private final Path socket;
    private final boolean installDb;

    private MariaDbServer(Site site, MariaDbBinaries bin, Flavour flavour, Optional<Path> pluginDir,
                          Map<String, String> settings, boolean installDb) {
        super(site, "MariaDB", "jdbc:mysql://", DATA, "mariadb-install-db.log", List.of("mariadb.err", OUTPUT));
        this.bin = bin;
        this.flavour = flavour;
        this.pluginDir = pluginDir;
        this.settings = Map.copyOf(settings);
        this.socket = (site.socketDir() == null ? dataDir() : site.socketDir()).resolve(SOCKET);
        this.installDb = installDb;
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
        return start(bin, dir, port, flavour, pluginDir, settings, true);
    }

    /**
     * As {@link #start(MariaDbBinaries, Path, int, Flavour, Optional, Map)}; {@code installDb} false starts the
     * server on an empty data directory, which a Galera node that joins a cluster fills by state transfer (SST)
     * before it opens its tables ({@link GaleraCluster}).
     */
    static MariaDbServer start(MariaDbBinaries bin, Path dir, int port, Flavour flavour, Optional<Path> pluginDir,
                               Map<String, String> settings, boolean installDb) {
        // a socket path too long for sockaddr_un goes to a private temporary directory
        boolean longSocket = dir.resolve(DATA).resolve(SOCKET).toString().length() > Defaults.MAX_SOCKET_PATH;
        return launch(new MariaDbServer(Site.prepare(dir, port, Defaults.OS_USER,
                longSocket ? "storagebench-mariadb" : null), bin, flavour, pluginDir, settings, installDb));
    }

    @Override
    protected void initialize() {
        try {
            // the run's own temporary directory: /tmp is every process's, and a temporary table's file another
            // process removed from there fails mariadb-install-db (ERROR 1051 on mysql.tmp_user_sys)
            Files.createDirectories(tmpDir());
            ServerProcesses.handOver(tmpDir(), Defaults.OS_USER);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot create " + tmpDir() + ": " + e.getMessage());
        }
        if (!installDb) {
            try {
                Files.createDirectories(dataDir());
                ServerProcesses.handOver(dataDir(), Defaults.OS_USER);
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot create " + dataDir() + ": " + e.getMessage());
            }
            return;
        }
        List<String> command = new ArrayList<>(List.of(bin.installDb().toString(), "--no-defaults"));
        userOption(command);
        bin.baseDir().ifPresent(d -> command.add("--basedir=" + d));
        command.addAll(List.of("--datadir=" + dataDir(), "--tmpdir=" + tmpDir(),
                "--auth-root-authentication-method=normal", "--skip-test-db"));
        Outcome out = ServerProcesses.run(command, START_SECONDS, toolLog());
        if (out.exitCode() != 0) {
            throw new IllegalArgumentException("mariadb-install-db failed in " + site().dir() + ": " + out.cause());
        }
    }

    @Override
    protected void startServer() {
        // --no-defaults must come first, or /etc/mysql/my.cnf and the package's conf.d are read too
        List<String> command = new ArrayList<>(List.of(bin.mariadbd().toString(), "--no-defaults"));
        userOption(command);
        bin.baseDir().ifPresent(d -> command.add("--basedir=" + d));
        command.addAll(List.of("--datadir=" + dataDir(), "--tmpdir=" + tmpDir(), "--socket=" + socket,
                "--pid-file=" + dataDir().resolve("mysqld.pid"), "--port=" + port(), "--bind-address=127.0.0.1",
                "--log-error=" + log()));
        pluginDir.ifPresent(d -> command.add("--plugin-dir=" + d));
        if (flavour == Flavour.MYROCKS) {
            command.add("--plugin-load-add=ha_rocksdb");
        }
        settings.forEach((k, v) -> command.add("--" + k + (v.isEmpty() ? "" : "=" + v)));
        spawn(command, site().dir().resolve(OUTPUT));
    }

    /** The server's temporary files' directory, beside its data directory. */
    private Path tmpDir() {
        return site().dir().resolve(TMP);
    }

    private static void userOption(List<String> command) {
        if (ServerProcesses.runningAsRoot()) {
            command.add("--user=" + Defaults.OS_USER);
        }
    }

    /** Why the server stopped or did not start, from what it wrote. */
    String failure() {
        return logReason();
    }

    /** The server without a database. */
    @Override
    public String adminUrl() {
        return jdbcUrl("");
    }

    @Override
    public String createDatabase(String database) {
        return "CREATE DATABASE IF NOT EXISTS " + database;
    }
}
