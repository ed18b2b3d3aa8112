package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.engine.jdbc.ServerSettings;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The options of {@code mariadb-galera}, checked once: the InnoDB engine's, the Galera library's path and whether
 * reads wait for the cluster's commits.
 *
 * @param mariadb     the options it shares with {@code mariadb-innodb}
 * @param provider    the Galera library ({@code wsrep_provider}) of a managed cluster
 * @param causalReads true when each session sets {@code wsrep_sync_wait=1}
 */
record GaleraSettings(MariaDbSettings mariadb, Path provider, boolean causalReads)
        implements ServerEngineProvider.Settings {
    /** Option {@code provider}. */
    static final OptionSpec PROVIDER = OptionSpec.text("provider", "the Galera library of a managed cluster "
            + "(wsrep_provider); Debian's " + Defaults.GALERA_PACKAGE + " puts it in " + Defaults.GALERA_PROVIDER,
            Defaults.GALERA_PROVIDER);
    /** Option {@code causal-reads}. */
    static final OptionSpec CAUSAL_READS = OptionSpec.bool("causal-reads", "each session sets wsrep_sync_wait=1, so "
            + "its reads (and BEGIN) first wait for its node to apply what the cluster has committed: another "
            + "session's commit on another node is then visible, as on one server; off: Galera's default, reads may "
            + "lag the other nodes' commits", "on");

    static List<OptionSpec> options(String engine) {
        List<OptionSpec> options = new ArrayList<>(MariaDbSettings.options(Flavour.INNODB, engine));
        options.add(PROVIDER);
        options.add(CAUSAL_READS);
        return List.copyOf(options);
    }

    static GaleraSettings from(EngineConfig config, String engine) {
        return new GaleraSettings(MariaDbSettings.from(config, engine), Path.of(config.text(PROVIDER)),
                config.bool(CAUSAL_READS));
    }

    @Override
    public ServerSettings server() {
        return mariadb.server();
    }
}
