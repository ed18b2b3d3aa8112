package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine's logs beside the bundle: flat, except that logs of one name (a cluster's nodes) keep their directory. */
class EngineLogsTest {
    @TempDir
    Path dir;

    @Test
    void logsOfOneNameKeepTheirDirectoryOthersAreFlat() throws Exception {
        Path node1 = Files.writeString(Files.createDirectories(dir.resolve("data/galera-node1")).resolve("mariadb.err"),
                "one");
        Path node2 = Files.writeString(Files.createDirectories(dir.resolve("data/galera-node2")).resolve("mariadb.err"),
                "two");
        Path install = Files.writeString(dir.resolve("data/galera-node1/mariadb-install-db.log"), "install");
        Path bundle = dir.resolve("results/run.json");

        Path kept = EngineLogs.keep(List.of(node1, node2, install, dir.resolve("missing.log")), bundle).orElseThrow();

        assertThat(kept).isEqualTo(dir.resolve("results/run.logs"));
        assertThat(kept.resolve("galera-node1/mariadb.err")).hasContent("one");
        assertThat(kept.resolve("galera-node2/mariadb.err")).hasContent("two");
        assertThat(kept.resolve("mariadb-install-db.log")).hasContent("install");
        assertThat(kept.resolve("missing.log")).doesNotExist();
    }
}
