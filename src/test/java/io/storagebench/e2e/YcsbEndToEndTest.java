package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.ActorResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.testservers.TestServers;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run -w ycsb --profile core} through the jar on every built-in engine at a micro size (200 records, 300
 * operations a run): one run per engine loads, runs YCSB's workloads A, B, C, F and D, loads anew and runs E, as
 * YCSB's wiki orders them; every step completes, each run counts its workload's operations apart (READ, UPDATE,
 * INSERT, SCAN, READ-MODIFY-WRITE, the ones its proportions give) and nothing else, no read misses its key, and the
 * summary prints YCSB's lines. PostgreSQL and MariaDB run by URL on a server the test starts. Pins the six workloads
 * on the four engines; a run of one workload is the same steps (the unit tests run each on the reference engine).
 */
class YcsbEndToEndTest {
    static final String[] SUITE = {"-w", "ycsb", "--profile", "core", "-p", "recordcount=200", "-p",
        "operationcount=300"};
    /** The suite's run steps, in order, and the operations each one's workload proportions give. */
    static final Map<String, Set<String>> OPERATIONS = new java.util.LinkedHashMap<>();

    static {
        OPERATIONS.put("run-a", Set.of("READ", "UPDATE"));
        OPERATIONS.put("run-b", Set.of("READ", "UPDATE"));
        OPERATIONS.put("run-c", Set.of("READ"));
        OPERATIONS.put("run-f", Set.of("READ", "READ-MODIFY-WRITE"));
        OPERATIONS.put("run-d", Set.of("READ", "INSERT"));
        OPERATIONS.put("run-e", Set.of("SCAN", "INSERT"));
    }

    @TempDir
    Path dir;

    @Test
    void theCoreWorkloadsRunOnRocksDb() throws Exception {
        assertSuite(managed("rocksdb"));
    }

    @Test
    void theCoreWorkloadsRunOnSqlite() throws Exception {
        assertSuite(managed("sqlite"));
    }

    @Test
    void theCoreWorkloadsRunOnPostgres() throws Exception {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try {
            PostgresTestServer.userWithPassword(server, UrlRuns.USER, UrlRuns.PASSWORD, "ycsb");
            assertSuite(UrlRuns.ok(dir, "postgres", server.jdbcUrl("ycsb"), SUITE));
        } finally {
            server.close();
        }
    }

    @Test
    void theCoreWorkloadsRunOnMariaDb() throws Exception {
        MariaDbTestServer.require(Flavour.INNODB);
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        Path work = TestServers.workDir("mariadb-ycsb");
        try {
            MariaDbTestServer.userWithPassword(server, UrlRuns.USER, UrlRuns.PASSWORD, "ycsb");
            assertSuite(UrlRuns.ok(work, "mariadb-innodb", server.jdbcUrl("ycsb"), SUITE));
        } finally {
            server.close();
        }
    }

    private EngineRun managed(String engine) throws Exception {
        Path bundleFile = dir.resolve(engine + ".json");
        Cli.Result r = Cli.run(dir.resolve("log-" + engine), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine", engine, "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile),
            "--no-progress"}, SUITE));
        assertThat(r.exitCode()).as(r.err()).isZero();
        return new EngineRun(r, BundleFiles.read(bundleFile));
    }

    static void assertSuite(EngineRun run) {
        ResultBundle bundle = run.bundle();
        assertThat(bundle.workload().name()).isEqualTo("ycsb");
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("load", "run-a", "run-b", "run-c",
                "run-f", "run-d", "load-e", "run-e");
        assertThat(bundle.steps()).extracting(StepResult::status).containsOnly(RunStatus.OK);
        for (String load : List.of("load", "load-e")) {
            assertThat(step(bundle, load).actor("INSERT").ops()).as(load).isEqualTo(200);
        }
        String out = run.result().out();
        OPERATIONS.forEach((name, operations) -> {
            StepResult step = step(bundle, name);
            assertThat(step.actor("client").ops()).as(name).isEqualTo(300);
            Set<String> kinds = step.actors().stream().map(ActorResult::name).filter(n -> !n.equals("client"))
                    .collect(Collectors.toSet());
            assertThat(kinds).as("%s's operations", name).isEqualTo(operations);
            assertThat(step.actors().stream().filter(a -> !a.name().equals("client")).mapToLong(ActorResult::ops)
                    .sum()).as(name).isEqualTo(300);
            assertThat(step.actors().stream().mapToLong(ActorResult::errors).sum()).as("%s: reads of missing keys",
                    name).isZero();
        });
        assertThat(out).contains("ycsb run-e phase", "[OVERALL], RunTime(ms), ", "[OVERALL], Throughput(ops/sec), ",
                "[READ], Operations, ", "[READ], AverageLatency(us), ", "[READ], MinLatency(us), ",
                "[READ], MaxLatency(us), ", "[READ], 95thPercentileLatency(us), ",
                "[READ], 99thPercentileLatency(us), ", "[READ], Return=OK, ", "[SCAN], Operations, ",
                "[READ-MODIFY-WRITE], Operations, ", "[UPDATE], Return=OK, ", "[INSERT], Return=OK, ");
    }

    private static StepResult step(ResultBundle bundle, String name) {
        return bundle.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
