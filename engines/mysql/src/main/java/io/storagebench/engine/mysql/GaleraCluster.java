package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ProfileFiles;
import io.storagebench.engine.jdbc.ServerProcesses;
import io.storagebench.spi.EngineStartException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A throwaway MariaDB Galera cluster of {@link Defaults#GALERA_NODES} nodes on loopback, each a
 * {@link MariaDbServer} in {@code <dir>/galera-node<k>} (its data in {@code mariadb-data} there, removed on close; its
 * logs beside it, kept). Node 1 is created by {@code mariadb-install-db} and bootstraps the cluster
 * ({@code --wsrep-new-cluster}); the others start on empty data directories and join it one at a time, each receiving
 * node 1's files by rsync (SST) before it opens its tables. A joiner always needs a state transfer: Galera starts a
 * node without a saved state position from a full copy, however its files were made, so creating all three alike
 * would not spare the transfer, only add two installs. Every node listens on 127.0.0.1 only, on free ports for SQL,
 * Galera replication (gcomm), incremental state transfer (IST) and SST, with the profile's settings, the Galera
 * settings every node has ({@code profiles/galera/node.conf}: ROW events, interleaved auto-increment locks, rsync)
 * and its own addresses.
 *
 * <p>The cluster is ready when every node says Synced in a cluster of all of them; a node that does not get there
 * within {@link Defaults#GALERA_SYNC_TIMEOUT_SECONDS} (or whose server does not start) fails the start with one
 * line naming it, its reason from its log and the log's path, and every node started is stopped. Each node has the
 * managed server's shutdown hook and pid file, so Ctrl-C stops all of them and the next run stops the nodes of a run
 * that was killed. As one {@link ManagedServer} it is node 1 (its port, URL, pid and data directory); {@link #close}
 * stops the nodes, the last joined first.
 */
public final class GaleraCluster extends ManagedServer {
    private static final String NODE_DIR = "galera-node";
    private static final List<String> NODE_SETTINGS = List.of("node");

    private final MariaDbBinaries bin;
    private final Path provider;
    private final Map<String, String> settings;
    private final List<PeerPorts> peers;
    private final List<MariaDbServer> nodes = new ArrayList<>();

    /** The ports of a node beside its SQL port: Galera replication (gcomm), IST and SST. */
    record PeerPorts(int gcomm, int ist, int sst) {
        /** {@code count} nodes' ports, each free now and all different, none equal to {@code taken}. */
        static List<PeerPorts> free(int count, int taken) {
            Set<Integer> ports = new LinkedHashSet<>();
            while (ports.size() < 3 * count) {
                int port = ServerProcesses.freePort();
                if (port != taken) {
                    ports.add(port);
                }
            }
            List<Integer> list = List.copyOf(ports);
            return IntStream.range(0, count)
                    .mapToObj(i -> new PeerPorts(list.get(3 * i), list.get(3 * i + 1), list.get(3 * i + 2))).toList();
        }

        /**
         * A port from {@code freePorts} that is none of {@code peers}' ports: a joining node's SQL port. The peers'
         * ports were free when chosen and stay unbound until their node starts, so the OS may hand one out again,
         * and a node whose SQL port is its own replication port cannot start (while the client that waits for it
         * talks to Galera, not to a server).
         */
        static int freeBesides(List<PeerPorts> peers, IntSupplier freePorts) {
            Set<Integer> reserved = peers.stream().flatMap(p -> Stream.of(p.gcomm(), p.ist(), p.sst()))
                    .collect(Collectors.toSet());
            int port;
            do {
                port = freePorts.getAsInt();
            } while (reserved.contains(port));
            return port;
        }
    }

    private GaleraCluster(Site site, MariaDbBinaries bin, Path provider, Map<String, String> settings,
                          List<PeerPorts> peers) {
        super(site, "MariaDB Galera", MariaDbEngineProvider.MYSQL_SCHEME, node(1) + "/mariadb-data",
                node(1) + "/mariadb-install-db.log", logs(peers.size()));
        this.bin = bin;
        this.provider = provider;
        this.settings = Map.copyOf(settings);
        this.peers = List.copyOf(peers);
    }

    private static String node(int k) {
        return NODE_DIR + k;
    }

    private static List<String> logs(int count) {
        List<String> logs = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            logs.add(node(k) + "/mariadb.err");
            logs.add(node(k) + "/mariadbd.out");
        }
        return logs;
    }

    /**
     * Creates and starts a cluster in {@code dir} (which must exist and be writable) and returns when every node is
     * Synced.
     *
     * @param port     node 1's SQL port, 0 for a free one; the other nodes' ports are free ones
     * @param provider the Galera library ({@code wsrep_provider})
     * @param settings the server settings every node has (the InnoDB profile's)
     * @throws IllegalArgumentException for bad input: unwritable directory, port taken, a node that does not join
     */
    public static GaleraCluster start(MariaDbBinaries bin, Path provider, Path dir, int port,
                                      Map<String, String> settings) {
        Site site = Site.prepare(dir, port, Defaults.OS_USER, null);
        return start(bin, provider, site, settings, PeerPorts.free(Defaults.GALERA_NODES, site.port()));
    }

    /** A cluster whose nodes use {@code peers}' ports, one entry per node. */
    static GaleraCluster start(MariaDbBinaries bin, Path provider, Site site, Map<String, String> settings,
                               List<PeerPorts> peers) {
        return launch(new GaleraCluster(site, bin, provider, settings, peers));
    }

    /** Creates the nodes' directories; node 1's data directory is made when it starts. */
    @Override
    protected void initialize() {
        for (int k = 1; k <= peers.size(); k++) {
            try {
                Files.createDirectories(site().dir().resolve(node(k)));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot create " + site().dir().resolve(node(k)) + ": "
                        + e.getMessage());
            }
        }
    }

    /** Bootstraps node 1, then lets each other node join and waits until it is Synced, one at a time. */
    @Override
    protected void startServer() {
        for (int k = 1; k <= peers.size(); k++) {
            Path dir = site().dir().resolve(node(k));
            MariaDbServer started;
            try {
                int sqlPort = k == 1 ? port() : PeerPorts.freeBesides(peers, ServerProcesses::freePort);
                started = MariaDbServer.start(bin, dir, sqlPort, Flavour.INNODB, Optional.empty(), nodeSettings(k),
                        k == 1);
            } catch (EngineStartException e) {
                throw notJoined(k, e.getMessage(), dir.resolve("mariadb.err"));
            }
            synchronized (this) {
                nodes.add(started);
            }
            awaitSynced(k, started);
        }
    }

    /** The settings of node {@code k} (from 1): the profile's, every node's Galera settings, its addresses. */
    Map<String, String> nodeSettings(int k) {
        Map<String, String> s = new LinkedHashMap<>(settings);
        s.putAll(ProfileFiles.read(GaleraCluster.class, "profiles/galera", Flavour.INNODB.engineName(),
                NODE_SETTINGS, NODE_SETTINGS.get(0), BuildSettings.knownVersion(bin.mariadbd())));
        PeerPorts own = peers.get(k - 1);
        s.put("wsrep_provider", provider.toString());
        s.put("wsrep_cluster_address", "gcomm://" + peers.stream().map(p -> "127.0.0.1:" + p.gcomm())
                .collect(Collectors.joining(",")));
        s.put("wsrep_node_name", "node" + k);
        s.put("wsrep_node_address", "127.0.0.1");
        s.put("wsrep_provider_options", "gmcast.listen_addr=tcp://127.0.0.1:" + own.gcomm()
                + ";ist.recv_addr=127.0.0.1:" + own.ist());
        s.put("wsrep_sst_receive_address", "127.0.0.1:" + own.sst());
        // an applier thread per CPU: each node applies the other nodes' write sets, and on a small host the nodes
        // share the CPUs with each other and the clients
        s.put("wsrep_slave_threads", String.valueOf(Math.max(1, Runtime.getRuntime().availableProcessors())));
        if (k == 1) {
            s.put("wsrep-new-cluster", "");
        }
        return s;
    }

    /** Polls node {@code k} until it is Synced in a cluster of {@code k} nodes; its server stopping fails at once. */
    private void awaitSynced(int k, MariaDbServer node) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Defaults.GALERA_SYNC_TIMEOUT_SECONDS);
        Map<String, String> status = Map.of();
        while (System.nanoTime() < deadline) {
            if (ProcessHandle.of(node.pid()).filter(ProcessHandle::isAlive).isEmpty()) {
                throw notJoined(k, "its server stopped: " + node.failure(), node.log());
            }
            status = status(node);
            if ("Synced".equals(status.get("wsrep_local_state_comment"))
                    && String.valueOf(k).equals(status.get("wsrep_cluster_size"))) {
                return;
            }
            try {
                Thread.sleep(Defaults.GALERA_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalArgumentException("interrupted while Galera node " + k + " was joining");
            }
        }
        throw notJoined(k, "not Synced in a cluster of " + k + " within " + Defaults.GALERA_SYNC_TIMEOUT_SECONDS
                + " s (state " + status.getOrDefault("wsrep_local_state_comment", "unknown") + ", cluster size "
                + status.getOrDefault("wsrep_cluster_size", "unknown") + "): " + node.failure(), node.log());
    }

    private static IllegalArgumentException notJoined(int k, String why, Path log) {
        return new IllegalArgumentException("Galera node " + k + (k == 1 ? " did not start the cluster: "
                : " did not join the cluster: ") + why + " (its log: " + log + ")");
    }

    /** Node {@code node}'s wsrep status variables; empty while it does not answer. */
    private static Map<String, String> status(MariaDbServer node) {
        Properties props = new Properties();
        props.setProperty("user", Defaults.USER);
        props.setProperty("sslMode", new MariaDbConnectorJ().plainSslMode());
        props.setProperty("connectTimeout", String.valueOf(
                TimeUnit.SECONDS.toMillis(io.storagebench.engine.jdbc.Defaults.CONNECT_TIMEOUT_SECONDS)));
        Map<String, String> status = new HashMap<>();
        try (Connection c = new MariaDbConnectorJ().connect(node.adminUrl(), props);
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW GLOBAL STATUS LIKE 'wsrep\\_%'")) {
            while (rs.next()) {
                status.put(rs.getString(1), rs.getString(2));
            }
        } catch (SQLException e) {
            return Map.of(); // not accepting connections yet, or refusing them until it is ready
        } catch (IllegalArgumentException e) {
            // the driver's word for a port that answers but not as a server does; if the node did not get its port,
            // its server stops, which the caller sees and reports with the server's own reason
            return Map.of();
        }
        return status;
    }

    /** The URL of {@code database} with every node's address, node 1 first: the sessions are spread over them. */
    public String clusterUrl(String database) {
        return MariaDbEngineProvider.MYSQL_SCHEME + nodes().stream().map(n -> "127.0.0.1:" + n.port())
                .collect(Collectors.joining(",")) + "/" + database;
    }

    /** The nodes' server process ids, node 1 first. */
    public List<Long> pids() {
        return nodes().stream().map(MariaDbServer::pid).filter(pid -> pid > 0).toList();
    }

    private synchronized List<MariaDbServer> nodes() {
        return List.copyOf(nodes);
    }

    /** Node 1's server. */
    @Override
    public long pid() {
        List<Long> pids = pids();
        return pids.isEmpty() ? -1 : pids.get(0);
    }

    /** Stops the nodes, the last joined first, so that each leaves a cluster that is still there. */
    @Override
    protected void stopServer() {
        List<MariaDbServer> started = nodes();
        for (int i = started.size() - 1; i >= 0; i--) {
            started.get(i).close();
        }
    }

    /** Node 1's, as a single server's. */
    @Override
    public String adminUrl() {
        return nodes().get(0).adminUrl();
    }

    /** Node 1's, as a single server's: Galera runs it on every node. */
    @Override
    public String createDatabase(String database) {
        return nodes().get(0).createDatabase(database);
    }
}
