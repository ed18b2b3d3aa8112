package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No password reaches stdout, stderr, a bundle, the engine logs kept beside it or a report, whichever way it was
 * given: in the JDBC URL, through an environment variable, or in a file; and not when the server refuses it either.
 * Pins the URL route's leak (a {@code ?password=} in {@code --jdbc-url} landed in the bundle's engine options).
 */
class PasswordsNeverLeakTest {
    private static final String SECRET = "Sb-s3cret-Passw0rd";
    private static final String WRONG = "Sb-wr0ng-Passw0rd";
    private static final String[] SMALL = {"--no-progress", "-p", "steps=l.i0", "-p", "rows.l.i0=2000"};

    @TempDir
    Path dir;

    @Test
    void everyPasswordRouteLeavesNoTraceInOutputBundlesLogsOrReports() throws Exception {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        List<Cli.Result> results = new ArrayList<>();
        try {
            PostgresTestServer.userWithPassword(server, "bench", SECRET, "ib");
            String url = server.jdbcUrl("ib");
            Path file = Files.writeString(dir.resolve("password"), SECRET + "\n");

            results.add(run(Map.of(), "url", "--jdbc-url", url + "?user=bench&password=" + SECRET));
            results.add(run(Map.of("SB_TEST_SECRET", SECRET), "env", "--jdbc-url", url, "-o", "user=bench",
                    "-o", "password-env=SB_TEST_SECRET"));
            results.add(run(Map.of(), "file", "--jdbc-url", url, "-o", "user=bench",
                    "-o", "password-file=" + Cli.path(file)));
            for (Cli.Result r : results) {
                assertThat(r.exitCode()).as(r.err()).isZero();
            }
            Cli.Result refused = run(Map.of(), "refused", "--jdbc-url", url + "?user=bench&password=" + WRONG);
            assertThat(refused.exitCode()).as(refused.err()).isNotZero();
            assertThat(refused.err()).contains("password authentication failed");
            results.add(refused);
        } finally {
            server.close();
        }
        Cli.Result report = Cli.run(dir.resolve("log-report"), "report", Cli.path(dir.resolve("bundles")), "--out",
                Cli.path(dir.resolve("report")));
        assertThat(report.exitCode()).as(report.err()).isZero();
        results.add(report);

        for (Cli.Result r : results) {
            assertThat(r.out() + r.err()).doesNotContain(SECRET).doesNotContain(WRONG);
        }
        List<Path> written = files(dir.resolve("bundles"));
        written.addAll(files(dir.resolve("report")));
        assertThat(written).as("bundles, their logs folders and the report").hasSizeGreaterThan(4);
        for (Path f : written) {
            assertThat(Files.readString(f)).as(f.toString()).doesNotContain(SECRET).doesNotContain(WRONG);
        }
    }

    private Cli.Result run(Map<String, String> env, String name, String... args)
            throws IOException, InterruptedException {
        List<String> all = new ArrayList<>(List.of("run", "--engine", "postgres", "--work-dir",
                Cli.path(dir.resolve("work")), "--output", Cli.path(dir.resolve("bundles").resolve(name + ".json"))));
        all.addAll(List.of(args));
        all.addAll(List.of(SMALL));
        return Cli.run(env, dir.resolve("log-" + name), all.toArray(String[]::new));
    }

    private static List<Path> files(Path root) throws IOException {
        if (!Files.exists(root)) {
            return new ArrayList<>();
        }
        try (Stream<Path> s = Files.walk(root)) {
            return new ArrayList<>(s.filter(Files::isRegularFile).toList());
        }
    }
}
