package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 49: a managed server that could not start said only its tool's last line ("initdb: removing data directory",
 * "at https://mariadb.org/jira") and the evidence was removed with the run's directory. Run as root under a parent
 * the server's user cannot enter (root's home), it failed late and vaguely, and MariaDB's said nothing useful. Now that parent is named with the fix
 * before any tool runs, and a tool's failure quotes its cause and keeps its whole output with the results.
 */
class ServerStartFailureSaysWhyTest {
    private Path dir;

    @BeforeEach
    void needsRootAndTheServer() {
        PostgresTestServer.requireBinaries();
        assumeTrue("root".equals(System.getProperty("user.name")), "as root the server runs as another user");
        dir = PostgresTestServer.workDir("start-failure");
    }

    @ParameterizedTest(name = "{0} as {1}")
    @CsvSource({"postgres, postgres", "mariadb-innodb, mysql"})
    void aWorkDirUnderAParentTheServersUserCannotEnterIsNamedWithTheFix(String engine, String user) throws Exception {
        if (!engine.equals("postgres")) {
            MariaDbTestServer.require(Flavour.INNODB);
        }
        Path locked = Files.createDirectory(dir.resolve("home"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", engine, "--work-dir",
                Cli.path(locked.resolve("clone/storagebench-work")), "--results-dir", Cli.path(dir.resolve("results")),
                "--no-progress");

        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip().lines()).hasSize(1);
        assertThat(r.err()).contains(user + " cannot enter " + locked.toRealPath() + " (mode 0700, owner root)",
                "chmod o+x " + locked.toRealPath()).doesNotContain("\tat ");
        // the results directory is checked for writing before the engine starts; no tool ran, so no log is kept
        try (Stream<Path> kept = Files.list(dir.resolve("results"))) {
            assertThat(kept.toList()).as("no tool ran, so no log kept").isEmpty();
        }
    }

    @Test
    void initdbOnAFullDiskQuotesNoSpaceAndKeepsItsOutput() throws Exception {
        // a load small enough for the free-space check to let through: initdb's own files fill the 2 MB
        Path tiny = Files.createDirectory(dir.resolve("tiny"));
        assumeTrue(new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", tiny.toString())
                .inheritIO().start().waitFor() == 0, "needs a small tmpfs to fill");
        try {
            Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", "postgres", "--work-dir",
                    Cli.path(tiny.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")),
                    "--no-progress", "-p", "rows.l.i0=1000", "-p", "rows.l.i1=100", "-p", "rows.l.i2=100");

            assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
            assertThat(r.err().strip().lines()).hasSize(1);
            assertThat(r.err()).contains("initdb failed", "No space left on device")
                    .doesNotContain("removing data directory");
            assertThat(r.out()).contains("engine logs: " + dir.resolve("results"));
            try (Stream<Path> kept = Files.list(dir.resolve("results"))) {
                List<Path> logs = kept.filter(Files::isDirectory).toList();
                assertThat(logs).hasSize(1);
                assertThat(Files.readString(logs.get(0).resolve("initdb.log")))
                        .contains("running bootstrap script", "No space left on device", "removing data directory");
            }
        } finally {
            new ProcessBuilder("umount", tiny.toString()).inheritIO().start().waitFor();
        }
    }
}
