package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.SqlErrors;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The InnoDB engine on a Galera cluster. What differs from one server: sessions are spread over the nodes
 * ({@link NodeConnections}); DDL (Galera runs it on every node in the same place of the replication order, but
 * returns once the node it was sent to has run it) and quiesce return only when every node has applied everything
 * the first node has committed, so a session on any node sees the new table; the identity adds the wsrep settings,
 * the provider's version and the cluster's size; the counters add Galera's conflicts and flow control, over all
 * nodes. A certification conflict or a brute-force abort reaches the client as MariaDB's deadlock error (1213),
 * which the workloads count as a retry and run again.
 */
final class GaleraEngine extends MariaDbEngine {
    /** wsrep variables that say where a node is, not how it behaves: left out of the identity. */
    private static final Set<String> LOCATION = Set.of("wsrep_cluster_address", "wsrep_node_address",
            "wsrep_node_incoming_address", "wsrep_node_name", "wsrep_sst_receive_address", "wsrep_provider_options",
            "wsrep_data_home_dir", "wsrep_sst_donor", "wsrep_start_position", "wsrep_notify_cmd");
    /** Galera's cumulative counters, summed over the nodes. */
    private static final List<String> SUMMED = List.of("wsrep_local_cert_failures", "wsrep_local_bf_aborts",
            "wsrep_flow_control_sent");
    /**
     * The time replication was paused by flow control: every node pauses together, so the largest node's figure is
     * the cluster's.
     */
    private static final String PAUSED = "wsrep_flow_control_paused_ns";
    /** ER_BAD_DB_ERROR: the connection's database does not exist (yet) on that node. */
    private static final int UNKNOWN_DATABASE = 1049;

    private final NodeConnections nodes;
    private final GaleraCluster cluster;
    private final EngineIdentity identity;

    GaleraEngine(String name, MySqlClient client, NodeConnections nodes, GaleraCluster cluster,
                 GaleraSettings settings) {
        super(Flavour.INNODB, name, client, nodes, cluster, settings.mariadb());
        this.nodes = nodes;
        this.cluster = cluster;
        // the database was created on the first node: a session on another could come before it does
        awaitEveryNode();
        this.identity = galeraIdentity(super.identity(), settings);
    }

    private EngineIdentity galeraIdentity(EngineIdentity innodb, GaleraSettings settings) {
        Map<String, String> configuration = new LinkedHashMap<>(innodb.configuration());
        for (List<String> row : query("SHOW GLOBAL VARIABLES LIKE 'wsrep\\_%'")) {
            if (!LOCATION.contains(row.get(0).toLowerCase(Locale.ROOT))) {
                configuration.put(row.get(0), row.get(1));
            }
        }
        Map<String, String> status = status(0);
        configuration.put("wsrep_provider_version", status.getOrDefault("wsrep_provider_version", ""));
        configuration.put("wsrep_cluster_size", status.getOrDefault("wsrep_cluster_size", ""));
        configuration.put("storagebench.nodes", String.valueOf(nodes.size()));
        configuration.put("storagebench.causal-reads", settings.causalReads() ? "on" : "off");
        return new EngineIdentity(innodb.name(), innodb.product(), innodb.version(), "Galera " + innodb.flavour(),
                configuration);
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    @Override
    public void createTable(TableSpec table) {
        super.createTable(table);
        awaitEveryNode();
    }

    @Override
    public void dropTable(String table) {
        super.dropTable(table);
        awaitEveryNode();
    }

    @Override
    public void createIndex(IndexSpec index) {
        super.createIndex(index);
        awaitEveryNode();
    }

    /** Node 1's quiesce (ANALYZE TABLE, its dirty pages written), then every node caught up with it. */
    @Override
    public void quiesce() {
        super.quiesce();
        awaitEveryNode();
    }

    /** Waits until every node has committed what the first node has ({@code wsrep_last_committed}). */
    private void awaitEveryNode() {
        long target = lastCommitted(0);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Defaults.GALERA_SYNC_TIMEOUT_SECONDS);
        for (int i = 1; i < nodes.size(); i++) {
            while (lastCommitted(i) < target) {
                if (System.nanoTime() > deadline) {
                    throw new EngineException("Galera node " + (i + 1) + " did not apply the cluster's commits up "
                            + "to seqno " + target + " within " + Defaults.GALERA_SYNC_TIMEOUT_SECONDS + " s");
                }
                try {
                    Thread.sleep(Defaults.GALERA_APPLY_POLL_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new EngineException("interrupted while waiting for Galera node " + (i + 1), e);
                }
            }
        }
    }

    /** Node {@code node}'s last committed seqno; -1 while it has not yet created the benchmark's database. */
    private long lastCommitted(int node) {
        try {
            return Long.parseLong(status(node).getOrDefault("wsrep_last_committed", "-1"));
        } catch (EngineException e) {
            if (e.getCause() instanceof SQLException s && s.getErrorCode() == UNKNOWN_DATABASE) {
                return -1;
            }
            throw e;
        }
    }

    /** Node {@code node}'s (from 0) wsrep status variables. */
    private Map<String, String> status(int node) {
        Map<String, String> status = new LinkedHashMap<>();
        String query = "SHOW GLOBAL STATUS LIKE 'wsrep\\_%'";
        try (Connection c = nodes.node(node).open(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(query)) {
            for (List<String> row : rows(rs)) {
                status.put(row.get(0).toLowerCase(Locale.ROOT), row.get(1));
            }
        } catch (SQLException e) {
            throw SqlErrors.wrap("Galera node " + (node + 1) + ": " + query, e);
        }
        return status;
    }

    /** The first node's counters and size, with Galera's counters over every node. */
    @Override
    public StorageStats storageStats() {
        StorageStats first = super.storageStats();
        Map<String, Double> counters = new LinkedHashMap<>(first.counters());
        for (int i = 0; i < nodes.size(); i++) {
            Map<String, String> status = status(i);
            for (String name : SUMMED) {
                number(status.get(name)).ifPresent(v -> counters.merge("mysql." + name, v, Double::sum));
            }
            number(status.get(PAUSED)).ifPresent(v -> counters.merge("mysql." + PAUSED, v, Math::max));
        }
        return new StorageStats(first.sizeBytes(), counters);
    }

    private static Optional<Double> number(String value) {
        try {
            return value == null ? Optional.empty() : Optional.of(Double.parseDouble(value));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Every node's server process and node 1's data directory (a managed cluster); nothing for one by URL. */
    @Override
    public WatchTargets watchTargets() {
        WatchTargets first = super.watchTargets();
        return cluster == null ? first : new WatchTargets(false, cluster.pids(), first.dataDir());
    }
}
