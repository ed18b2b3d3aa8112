package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.ActorResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * sysbench through the CLI at a micro scale: the point group alone ({@code --tests point}) on the managed PostgreSQL
 * and MariaDB servers, and every test once on RocksDB, SQLite, PostgreSQL and InnoDB, with the queries of each event
 * counted as sysbench counts them (on RocksDB and SQLite the point tests' checks run on the full run's steps: one run
 * each, not two).
 *
 * <p>Its tests run at once ({@link Execution}): each is a run of its own, in a directory and on a server of its own
 * (or, for the PostgreSQL URL run, in a database of its own on the run's shared server, holding its lock).
 */
@Execution(ExecutionMode.CONCURRENT)
class SysbenchEndToEndTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> POSTGRES = PostgresTestServer.PER_RUN;
    static final String[] MICRO = {"--workload", "sysbench", "-p", "rows=2000", "-p", "seconds=1",
        "-p", "write-seconds=1", "-p", "warmup=0", "-p", "postwrite-wait=0", "--no-progress"};
    static final List<String> POINT = List.of("point-query", "random-points_range=10", "random-points_range=100",
            "random-points_range=1000", "hot-points", "points-covered-pk", "points-notcovered-pk",
            "points-covered-si", "points-notcovered-si");
    /** sysbench's queries per event where it is not 1 (what its Lua scripts send), BEGIN and COMMIT included. */
    static final Map<String, Long> QUERIES_PER_EVENT = Map.of("read-only_range=10", 16L, "read-only_range=100",
            16L, "read-only_range=10000", 16L, "read-only-simple", 13L, "read-only-sum", 13L, "read-only-order", 13L,
            "read-only-distinct", 13L, "write-only", 6L, "read-write_range=10", 20L, "read-write_range=100", 20L);

    @TempDir
    Path dir;

    @Test
    void thePointGroupOnAManagedPostgresLoadsThenRunsTheNinePointTests() throws Exception {
        PostgresTestServer.requireBinaries();
        ResultBundle bundle = run("postgres", "-o", "profile=small", "--cache-size", "128m", "--tests", "point");
        assertPointGroup(bundle);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void thePointGroupOnAManagedMariaDbLoadsThenRunsTheNinePointTests(Flavour flavour) throws Exception {
        MariaDbTestServer.require(flavour);
        ResultBundle bundle = run(flavour.engineName(), "-o", "profile=small", "--cache-size", "128m", "--tests",
                "point");
        assertPointGroup(bundle);
        assertRepliesCarryNoColumnDefinitions(bundle.steps().get(2));
    }

    /**
     * A point query's reply is its row (about 145 bytes for c CHAR(120)), not also the definition of column c
     * (about 50 bytes more): the driver caches result metadata, as sysbench's libmariadb does. MySQL's Connector/J,
     * which does not, had the server send 197 bytes per query and spend 12-25 % more CPU per read.
     */
    private static void assertRepliesCarryNoColumnDefinitions(StepResult pointQuery) {
        assertThat(pointQuery.name()).isEqualTo("point-query");
        double executes = pointQuery.metric("engine.mysql.com_stmt_execute").value();
        double sent = pointQuery.metric("engine.mysql.bytes_sent").value();
        assertThat(executes).isPositive();
        assertThat(sent / executes).as("bytes the server sent per point query").isLessThan(170.0);
    }

    @Test
    void everyTestOnMariaDbInnoDbCountsQueriesPerEventAsSysbench() throws Exception {
        MariaDbTestServer.require(Flavour.INNODB);
        ResultBundle bundle = run("mariadb-innodb", "-o", "profile=small", "--cache-size", "128m");
        assertCounting(bundle, 2 + 32);
        assertTheServerCountsTheQueriesStorageBenchCounts(bundle);
    }

    /**
     * The server's {@code Questions} (one per command) match the queries counted, BEGIN and COMMIT included, as they
     * do for sysbench: a transaction is BEGIN ... COMMIT, not {@code SET autocommit=0} ... COMMIT
     * {@code SET autocommit=1}, which was one command per event more than counted (17 for read-only's 16, 7 for
     * write-only's 6). The engine's own status reads add a handful per step.
     */
    private static void assertTheServerCountsTheQueriesStorageBenchCounts(ResultBundle bundle) {
        for (StepResult step : bundle.steps().subList(1, bundle.steps().size())) {
            ActorResult client = step.actor("sysbench");
            long queries = step.name().equals("scan") ? client.ops() : client.rows();
            double questions = step.metric("engine.mysql.questions").value();
            assertThat(questions).as(step.name() + ": the server's Questions for " + queries + " queries")
                    .isBetween((double) queries, queries * 1.01 + 20);
        }
    }

    /** Also what the point group alone pins on the server engines (the load, the quiesce, QPS = TPS), here. */
    @Test
    void everyTestOnSqliteCountsQueriesPerEventAsSysbench() throws Exception {
        ResultBundle bundle = run("sqlite");
        assertCounting(bundle, 2 + 32);
        assertPointSteps(bundle);
    }

    /** Also what the point group alone pins on the server engines (the load, the quiesce, QPS = TPS), here. */
    @Test
    void everyTestOnRocksDbCountsQueriesPerEventAsSysbench() throws Exception {
        ResultBundle bundle = run("rocksdb", "--with-pre");
        assertCounting(bundle, 2 + 32 + 15);
        assertPointSteps(bundle);
    }

    @Test
    @ResourceLock(PostgresTestServer.LOCK)
    void everyTestOnPostgresCountsQueriesPerEventAsSysbench() throws Exception {
        PostgresServer server = POSTGRES.get();
        // URL mode, as scripts/sysbench-vs-storagebench.sh runs it, in a database of its own on the shared server
        String database = PostgresTestServer.createDatabase(server, "sysbench_e2e");
        assertCounting(run("postgres", "-o", "jdbc-url=" + server.jdbcUrl(database)), 2 + 32);
    }

    private ResultBundle run(String engine, String... args) throws Exception {
        ResultBundle bundle = EngineRun.ok(dir, engine, "sysbench-e2e", MICRO, args).bundle();
        assertThat(bundle.workload().name()).isEqualTo("sysbench");
        return bundle;
    }

    /** {@code --tests point}: the load, the warm-up, and the nine point tests alone. */
    private static void assertPointGroup(ResultBundle bundle) {
        assertThat(bundle.steps()).hasSize(2 + POINT.size());
        assertPointSteps(bundle);
    }

    /** The load, the warm-up with its postwrite, and the nine point tests, each one SELECT per event. */
    private static void assertPointSteps(ResultBundle bundle) {
        assertThat(bundle.steps()).extracting(StepResult::name).startsWith("load", "point-query.warm")
                .containsSubsequence(POINT);
        StepResult load = bundle.steps().get(0);
        assertThat(load.actor("loader").rows()).isEqualTo(2000);
        // postwrite after point-query.warm, as all_small.sh runs the load inside it
        assertThat(bundle.steps().get(1).after().quiesced()).isTrue();
        for (StepResult step : bundle.steps().stream().filter(st -> st.name().equals("point-query.warm")
                || POINT.contains(st.name())).toList()) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            assertThat(step.headline().label()).isEqualTo("qps");
            assertThat(step.headline().unit()).isEqualTo("queries");
            ActorResult client = step.actor("sysbench");
            // one SELECT per event: QPS = TPS
            assertThat(client.ops()).as(step.name()).isPositive().isEqualTo(client.rows());
            assertThat(step.headline().value()).as(step.name()).isCloseTo(client.opsPerSecond(),
                    org.assertj.core.data.Percentage.withPercentage(0.001));
        }
    }

    private static void assertCounting(ResultBundle bundle, int steps) {
        assertThat(bundle.steps()).hasSize(steps);
        for (StepResult step : bundle.steps().subList(1, steps)) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            ActorResult client = step.actor("sysbench");
            assertThat(client.ops()).as(step.name()).isPositive();
            if (step.name().equals("scan")) {
                // Krows/s per thread: rows the scans visited / 1000 / threads
                assertThat(step.headline().label()).isEqualTo("Krows/s");
                assertThat(client.rows()).isEqualTo(2000 * client.ops());
                continue;
            }
            long perEvent = QUERIES_PER_EVENT.getOrDefault(step.name().replace(".pre", ""), 1L);
            assertThat(client.rows()).as(step.name()).isEqualTo(perEvent * client.ops());
        }
    }
}
