package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.nio.file.Files;
import java.util.List;

/**
 * The {@code mariadb-galera} engine: InnoDB tables on a MariaDB Galera cluster, through MariaDB Connector/J, with the
 * sessions spread over its nodes ({@link NodeConnections}). Without {@code jdbc-url} it starts a throwaway
 * three-node cluster on loopback ({@link GaleraCluster}) with the InnoDB profiles; with one it uses the cluster
 * whose nodes the URL lists ({@code jdbc:mysql://h1:3306,h2:3306,h3:3306/db}) and leaves it running.
 * Construction is free.
 */
public final class GaleraEngineProvider extends ServerEngineProvider<GaleraSettings> {
    private static final String NAME = "mariadb-galera";
    private final MySqlClient client = new MariaDbConnectorJ();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "MariaDB Galera with InnoDB through MariaDB Connector/J, sessions spread over the nodes: a throwaway "
                + "three-node cluster on loopback, or -o jdbc-url=jdbc:mysql://node1,node2,node3/db";
    }

    @Override
    public List<OptionSpec> options() {
        return GaleraSettings.options(NAME);
    }

    @Override
    protected GaleraSettings settings(EngineConfig config) {
        return GaleraSettings.from(config, NAME);
    }

    @Override
    protected JdbcEngine.Connections connections(String url, GaleraSettings settings) {
        return new NodeConnections(NodeConnections.nodeUrls(url),
                node -> MariaDbEngineProvider.connections(client, node, settings.server()), settings.causalReads());
    }

    @Override
    protected ManagedServer start(GaleraSettings settings, EngineConfig config) {
        MariaDbBinaries bin = MariaDbBinaries.find(settings.server().binDir());
        MariaDbProfile profile = MariaDbProfile.load(Flavour.INNODB, settings.server().profile(),
                config.cacheBytes(), BuildSettings.knownVersion(bin.mariadbd()));
        if (!Files.isRegularFile(settings.provider())) {
            throw new IllegalArgumentException("the Galera library " + settings.provider() + " is not there: install "
                    + "the '" + Defaults.GALERA_PACKAGE + "' package or pass -o provider=PATH");
        }
        return GaleraCluster.start(bin, settings.provider(), config.dataDir(), settings.server().port(),
                profile.settings());
    }

    @Override
    protected int managedConnectionLimit(GaleraSettings settings, EngineConfig config) {
        return MariaDbEngineProvider.maxConnections(Flavour.INNODB, settings.server().profile(), config.cacheBytes(),
                settings.server().binDir());
    }

    @Override
    protected String cacheSetting(GaleraSettings settings) {
        return Flavour.INNODB.cacheSetting();
    }

    /** Each node's buffer pool, as an InnoDB server's; every node of a managed cluster runs on this host. */
    @Override
    protected long managedCacheBytes(GaleraSettings settings, EngineConfig config) {
        return MariaDbProfile.cacheBytes(Flavour.INNODB, config.cacheBytes());
    }

    /** Each node's, as a MariaDB server's; session i goes to node i mod the nodes. */
    @Override
    protected String connectionLimitQuery() {
        return MariaDbEngineProvider.MAX_CONNECTIONS_QUERY;
    }

    /** A managed cluster's nodes, or those the URL lists. */
    @Override
    protected int sessionServers(GaleraSettings settings) {
        return settings.server().managed() ? Defaults.GALERA_NODES
                : NodeConnections.nodeUrls(settings.server().jdbcUrl()).size();
    }

    /** A managed cluster's engine gets every node's URL, not only node 1's, which the base hands over. */
    @Override
    protected Engine open(JdbcEngine.Connections connections, ManagedServer server, GaleraSettings settings) {
        NodeConnections nodes = server instanceof GaleraCluster cluster
                ? (NodeConnections) connections(cluster.clusterUrl(settings.server().database()), settings)
                : (NodeConnections) connections;
        return new GaleraEngine(NAME, client, nodes, (GaleraCluster) server, settings);
    }
}
