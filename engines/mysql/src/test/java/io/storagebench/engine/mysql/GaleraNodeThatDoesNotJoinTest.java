package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.engine.jdbc.ManagedServer.Site;
import io.storagebench.spi.EngineStartException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Galera node that cannot join (node 3's replication port is taken by another process, so its server stops) fails
 * the cluster's start with one line that names the node and its log, and no node is left running: the two that had
 * joined are stopped and their data removed.
 */
class GaleraNodeThatDoesNotJoinTest {

    @Test
    void node3FailingToJoinIsOneLineAndStopsTheOthers() throws Exception {
        Path provider = Path.of(Defaults.GALERA_PROVIDER);
        assumeTrue(Files.isRegularFile(provider), "skipped: no Galera library (package " + Defaults.GALERA_PACKAGE
                + ")");
        MariaDbBinaries bin = MariaDbBinaries.locate().orElseThrow(() -> new AssertionError(
                MariaDbBinaries.missingMessage()));
        Path dir = GaleraConformanceTest.workDir();
        Site site = Site.prepare(dir, 0, Defaults.OS_USER, null);
        List<GaleraCluster.PeerPorts> peers = new ArrayList<>(GaleraCluster.PeerPorts.free(Defaults.GALERA_NODES,
                site.port()));
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            GaleraCluster.PeerPorts third = peers.get(2);
            peers.set(2, new GaleraCluster.PeerPorts(taken.getLocalPort(), third.ist(), third.sst()));

            EngineStartException e = catchThrowableOfType(() -> GaleraCluster.start(bin, provider, site,
                    Map.of("innodb_buffer_pool_size", "16M", "innodb_log_file_size", "48M", "skip-log-bin", ""),
                    peers), EngineStartException.class);

            assertThat(e).as("the start fails").isNotNull();
            assertThat(e.getMessage()).startsWith("Galera node 3 did not join the cluster: ")
                    .contains(dir.resolve("galera-node3").resolve("mariadb.err").toString());
            assertThat(e.getMessage().lines()).hasSize(1);
            assertThat(e.logFiles()).contains(dir.resolve("galera-node3").resolve("mariadb.err"));
        }
        assertThat(ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))
                .filter(c -> c.contains(dir.toString()))).as("no node runs").isEmpty();
        for (int k = 1; k <= Defaults.GALERA_NODES; k++) {
            assertThat(dir.resolve("galera-node" + k).resolve("mariadb-data")).as("node " + k + "'s data removed")
                    .doesNotExist();
        }
    }
}
