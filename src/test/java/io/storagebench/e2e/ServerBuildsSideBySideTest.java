package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Server builds side by side: compare --vary bin-dir=A,B runs one throwaway server per build, each bundle naming the
 * version its server reported. This machine has one build of each server, so it runs it twice under two directories
 * (one reached through symbolic links), which tests the plumbing, not a version difference.
 */
class ServerBuildsSideBySideTest {
    private static final String[] TINY = {"-p", "rows.l.i0=2000", "-p", "steps=l.i0,l.x", "--no-progress"};

    @Test
    void postgresBuildsRunSideBySide() throws Exception {
        Path bin = PostgresTestServer.requireBinaries();
        Path dir = PostgresTestServer.workDir("pg-builds");
        Path other = Files.createSymbolicLink(dir.resolve("pg-build-b"), bin);

        List<ResultBundle> bundles = compare(dir, "postgres", bin, other);

        // Bundle file names carry the variant's label, so their order on disk says nothing about run order.
        assertThat(bundles).extracting(b -> b.engine().options().get("bin-dir"))
                .containsExactlyInAnyOrder(bin.toString(), other.toString());
        assertThat(bundles).extracting(b -> b.engine().version()).allMatch(v -> v.matches("\\d+\\.\\d+.*"));
    }

    @Test
    void mariaDbBuildsRunSideBySide() throws Exception {
        Path server = Path.of("/usr/sbin/mariadbd");
        Path install = Path.of("/usr/bin/mariadb-install-db");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(server) && Files.isExecutable(install),
                "MariaDB's Debian package is not installed");
        Path dir = PostgresTestServer.workDir("maria-builds");
        Path a = build(dir.resolve("build-a"), server, install);
        Path b = build(dir.resolve("build-b"), server, install);

        List<ResultBundle> bundles = compare(dir, "mariadb-innodb", a, b, "-o", "profile=small", "--cache-size",
                "128m");

        assertThat(bundles).extracting(x -> x.engine().version()).allMatch(v -> v.contains("MariaDB"));
    }

    /** A build directory as a user's own build has it: the server and its set-up tool side by side. */
    private static Path build(Path dir, Path server, Path install) throws Exception {
        Files.createDirectories(dir);
        Files.createSymbolicLink(dir.resolve("mariadbd"), server);
        Files.createSymbolicLink(dir.resolve("mariadb-install-db"), install);
        return dir;
    }

    private static List<ResultBundle> compare(Path dir, String engine, Path a, Path b, String... more)
            throws Exception {
        String[] head = {"compare", "--engines", engine, "--vary", "bin-dir=" + a + "," + b, "--work-dir",
            Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")), "--out",
            Cli.path(dir.resolve("report")), "--format", "md"};
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(
                InsertBenchmarkEndToEndTest.concat(head, TINY), more));
        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        List<ResultBundle> bundles;
        try (Stream<Path> runs = Files.list(dir.resolve("results"))) {
            Path run = runs.findFirst().orElseThrow();
            try (Stream<Path> files = Files.list(run)) {
                bundles = files.filter(f -> f.toString().endsWith(".json")).sorted().map(BundleFiles::read).toList();
            }
        }
        assertThat(bundles).hasSize(2).extracting(ResultBundle::status).containsOnly(RunStatus.OK);
        assertThat(Files.readString(dir.resolve("report/report.md"))).contains(engine + " bin-dir=" + a)
                .contains(engine + " bin-dir=" + b);
        return bundles;
    }
}
