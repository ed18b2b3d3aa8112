package io.storagebench.e2e;

import static io.storagebench.e2e.ShardSteps.step;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.ShardInfo;
import io.storagebench.results.StepResult;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Three shards of the Insert Benchmark with three clients, as three CLI processes started together against one
 * PostgreSQL by URL and meeting before each step in a shared directory, against one process running the same three
 * clients (after them, on a database of its own): each shard's bundle names its shard and run, every step of a
 * shard starts after every shard finished the step before, and the shards' rows and their paced inserters'
 * operations add up to the one process's. (Rates are left out: on a shared 2-CPU runner they say more about the
 * neighbours than about the split.) Beside them, a shard of another run whose other shards never start gives up after
 * its {@code --sync-timeout} with one line naming the missing shards, exit code 1, its bundle kept.
 *
 * <p>It runs alone ({@link Isolated}): the shards' paced operations are summed against one process's, run at another
 * time, and both must keep their pace.
 */
@Isolated
@ResourceLock(PostgresTestServer.LOCK)
class ShardsEndToEndTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> SERVER = PostgresTestServer.PER_RUN;
    private static final String RUN = "e2e-shards";
    private static final String[] WORKLOAD = {"--no-progress", "-p", "clients=3", "-p", "steps=l.i0,l.x,l.i1,qr100",
        "-p", "rows.l.i0=2000", "-p", "rows.l.i1=500", "-p", "query.rates=100", "-p", "query.seconds=2",
        "-p", "query.warmup-seconds=0"};
    private static final List<String> STEPS = List.of("l.i0", "l.x", "l.i1", "qr100");

    @TempDir
    Path dir;

    @Test
    void threeShardsAddUpToOneProcessRunningTheSameClients() throws Exception {
        PostgresServer server = SERVER.get();
        List<ResultBundle> shards = new ArrayList<>();
        ResultBundle single;
        List<Process> running = new ArrayList<>();
        try {
            createDatabases(server, "shards", "single", "lone");
            Files.createDirectories(sync());
            // the index three ways: the option, storagebench's variable, a Kubernetes Indexed Job's
            running.addAll(List.of(
                    shard(server, 0, Map.of(), "--shard", "0/3", "--run-id", RUN),
                    shard(server, 1, Map.of("STORAGEBENCH_SHARD_INDEX", "1"), "--shards", "3", "--run-id", RUN),
                    shard(server, 2, Map.of("JOB_COMPLETION_INDEX", "2", "STORAGEBENCH_RUN_ID", RUN), "--shards",
                            "3")));
            // and a shard of another run whose other shards never start (their job still queued)
            List<String> lone = new ArrayList<>(List.of(command(server, "lone", "lone.json")));
            lone.addAll(List.of("--shard", "0/3", "--run-id", "e2e-lone", "--sync-dir", Cli.path(sync()),
                    "--sync-timeout", "2s"));
            running.add(Cli.start(Map.of(), null, dir.resolve("log-lone"), lone.toArray(String[]::new)));
            for (int i = 0; i < 3; i++) {
                assertThat(running.get(i).waitFor(5, TimeUnit.MINUTES)).as("shard %d finished", i).isTrue();
                Cli.Result r = Cli.result(running.get(i), dir.resolve("log-" + i));
                assertThat(r.exitCode()).as(r.err()).isZero();
                assertThat(r.out()).contains("shard " + i + "/3 of run " + RUN + ": each step starts when every "
                        + "shard has arrived at it (" + Cli.path(sync()) + ")");
                shards.add(BundleFiles.read(dir.resolve("shard-" + i + ".json")));
            }
            assertThat(running.get(3).waitFor(2, TimeUnit.MINUTES)).as("the lone shard gave up").isTrue();
            Cli.Result gaveUp = Cli.result(running.get(3), dir.resolve("log-lone"));
            assertThat(gaveUp.exitCode()).as(gaveUp.err()).isEqualTo(1);
            assertThat(gaveUp.err().strip()).isEqualTo("run: shards 1/3, 2/3 of run e2e-lone have not been heard "
                    + "from in 2s (--sync-timeout) at step l.i0: not started (still queued, or failed before its first "
                    + "step), so shard 0/3 gives up rather than hold its host");
            assertThat(BundleFiles.read(dir.resolve("lone.json")).status()).isEqualTo(RunStatus.FAILED);
            Cli.Result r = Cli.run(dir.resolve("log-single"), command(server, "single", "single.json"));
            assertThat(r.exitCode()).as(r.err()).isZero();
            single = BundleFiles.read(dir.resolve("single.json"));
        } finally {
            running.stream().filter(Process::isAlive).forEach(Process::destroyForcibly);
        }

        assertThat(single.workload().shard()).isNull();
        for (int i = 0; i < 3; i++) {
            ResultBundle b = shards.get(i);
            assertThat(b.workload().shard()).isEqualTo(new ShardInfo(RUN, i, 3, null));
            assertThat(b.workload().parameters()).isEqualTo(single.workload().parameters())
                    .containsEntry("clients", "3");
            assertThat(b.steps()).extracting(StepResult::name).containsExactlyElementsOf(STEPS);
            assertThat(b.steps()).extracting(StepResult::status).containsOnly(RunStatus.OK);
            assertThat(b.steps()).allSatisfy(s -> assertThat(s.actors()).allSatisfy(a ->
                    assertThat(a.threads()).as(s.name() + " " + a.name()).isEqualTo(1)));
        }
        ShardSteps.assertEachStepStartsAfterEveryShardFinishedTheOneBefore(shards, STEPS);
        for (String step : STEPS) {
            String actor = step.equals("l.x") ? "indexer" : "inserter";
            assertSums(shards, single, step, actor, "rows", r -> r.actor(actor).rows());
        }
        assertSums(shards, single, "qr100", "inserter", "operations", r -> r.actor("inserter").ops());
        assertMergeIsTheSumAndCloseToOneProcess(shards, single);
        try (Stream<Path> files = Files.list(sync().resolve(RUN))) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).contains("step-3.shard-0",
                    "step-3.shard-1", "step-3.shard-2", "shard-0.left", "shard-1.left", "shard-2.left");
        }
    }

    /**
     * {@code storagebench merge} on the three bundles: one run whose rows and operations are the shards' sums (and so
     * within 5% of the one process's), whose latency histograms hold every shard's samples, and whose SLA verdict
     * covers every client.
     */
    private void assertMergeIsTheSumAndCloseToOneProcess(List<ResultBundle> shards, ResultBundle single)
            throws Exception {
        Path merged = dir.resolve("merged.json");
        Cli.Result r = Cli.run(dir.resolve("log-merge"), "merge", Cli.path(dir.resolve("shard-0.json")),
                Cli.path(dir.resolve("shard-1.json")), Cli.path(dir.resolve("shard-2.json")), "--out",
                Cli.path(merged));
        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle run = BundleFiles.read(merged);
        assertThat(run.merged().count()).isEqualTo(3);
        for (String step : STEPS) {
            String actor = step.equals("l.x") ? "indexer" : "inserter";
            long sum = shards.stream().mapToLong(b -> step(b, step).actor(actor).rows()).sum();
            assertThat(step(run, step).actor(actor).rows()).as("%s merged rows", step).isEqualTo(sum);
            assertSums(List.of(run), single, step, actor, "merged rows", x -> x.actor(actor).rows());
            long samples = shards.stream().mapToLong(b -> step(b, step).actor(actor).responseTime().count()).sum();
            assertThat(step(run, step).actor(actor).responseTime().count()).as("%s merged samples", step)
                    .isEqualTo(samples);
        }
        long queries = shards.stream().mapToLong(b -> step(b, "qr100").actor("query").ops()).sum();
        assertThat(step(run, "qr100").actor("query").ops()).isEqualTo(queries);
        assertThat(step(run, "qr100").slas()).hasSizeGreaterThanOrEqualTo(4); // the run's verdict, then each shard's
    }

    private Path sync() {
        return dir.resolve("sync");
    }

    private Process shard(PostgresServer server, int index, Map<String, String> env, String... shardArgs)
            throws Exception {
        List<String> args = new ArrayList<>(List.of(command(server, "shards", "shard-" + index + ".json")));
        args.addAll(List.of(shardArgs));
        args.addAll(List.of("--sync-dir", Cli.path(sync())));
        return Cli.start(env, null, dir.resolve("log-" + index), args.toArray(String[]::new));
    }

    private String[] command(PostgresServer server, String database, String bundle) {
        List<String> args = new ArrayList<>(List.of("run", "--engine", "postgres", "--jdbc-url",
                server.jdbcUrl(database), "--work-dir", Cli.path(dir.resolve("work-" + bundle)), "--output",
                Cli.path(dir.resolve(bundle))));
        args.addAll(List.of(WORKLOAD));
        return args.toArray(String[]::new);
    }

    private static void createDatabases(PostgresServer server, String... names) throws Exception {
        try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            for (String name : names) {
                st.execute("CREATE DATABASE " + name);
            }
        }
    }

    private static void assertSums(List<ResultBundle> shards, ResultBundle single, String step, String actor,
                                   String what, ToDoubleFunction<StepResult> figure) {
        double sum = shards.stream().mapToDouble(b -> figure.applyAsDouble(step(b, step))).sum();
        double whole = figure.applyAsDouble(step(single, step));
        assertThat(whole).as("%s %s %s of one process", step, actor, what).isPositive();
        assertThat(sum).as("%s %s %s: the shards' sum against one process's", step, actor, what)
                .isCloseTo(whole, within(0.05 * whole));
    }
}
