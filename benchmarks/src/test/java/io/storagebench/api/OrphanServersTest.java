package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pid files the next run looks for under a killed run's directory: a single server's
 * ({@code data/mariadb-data/mysqld.pid}) and every node of a managed Galera cluster
 * ({@code data/galera-node<k>/mariadb-data/mysqld.pid}), each naming a live process started on that directory.
 */
class OrphanServersTest {
    @TempDir
    Path dir;

    @Test
    void everyNodeOfAClusterIsFoundAsWellAsASingleServer() throws Exception {
        Path run = dir.resolve("run");
        List<Process> servers = new ArrayList<>();
        try {
            List<Long> expected = new ArrayList<>();
            for (String data : List.of("data/mariadb-data", "data/galera-node1/mariadb-data",
                    "data/galera-node2/mariadb-data", "data/galera-node3/mariadb-data")) {
                // a stand-in server whose command line names the run directory, as mariadbd's --datadir does
                Process p = new ProcessBuilder("sh", "-c", "sleep 60", run.resolve(data).toString()).start();
                servers.add(p);
                expected.add(p.pid());
                Files.writeString(Files.createDirectories(run.resolve(data)).resolve("mysqld.pid"), p.pid() + "\n");
            }

            assertThat(OrphanServers.liveServers(run)).extracting(ProcessHandle::pid)
                    .containsExactlyInAnyOrderElementsOf(expected);
        } finally {
            for (Process p : servers) {
                p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
    }
}
