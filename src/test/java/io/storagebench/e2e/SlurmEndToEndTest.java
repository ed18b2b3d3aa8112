package io.storagebench.e2e;

import static io.storagebench.e2e.ShardSteps.step;
import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.ShardInfo;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sbatch script {@code distribute slurm} prints, submitted unchanged to a real Slurm ({@link SlurmCluster}: this
 * machine as its one node) for two shards sharing the node ({@code --tasks-per-node 2}) against a PostgreSQL on
 * 127.0.0.1: srun starts both tasks of the one job, each takes its shard from {@code SLURM_PROCID} and the run id
 * from the job, the job's sync and results directories are made by the shards themselves (the printed script failed
 * at once when they were not), every step of a shard starts after both finished the one before, the job completes,
 * and {@code merge} and {@code report} make the run's one result, whose rows and operations are the shards' sums.
 * Micro-sized: what it pins is the path through a real scheduler, not a rate.
 */
class SlurmEndToEndTest {
    private static final List<String> STEPS = List.of("l.i0", "l.x", "l.i1", "qr100");
    private static final List<String> WORKLOAD = List.of("--no-progress", "-p", "clients=2", "-p",
            "steps=" + String.join(",", STEPS), "-p", "rows.l.i0=1000", "-p", "rows.l.i1=200", "-p",
            "query.rates=100", "-p", "query.seconds=1", "-p", "query.warmup-seconds=0");

    @TempDir
    Path dir;

    @Test
    void thePrintedScriptRunsTwoShardsAsOneJobWhoseBundlesMergeAndReport() throws Exception {
        Path job = Files.createDirectories(dir.resolve("job"));
        List<ResultBundle> shards = new ArrayList<>();
        String id;
        long began = System.nanoTime();
        try (SlurmCluster slurm = SlurmCluster.start(dir.resolve("slurm"));
             PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries())) {
            try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
                 Statement st = c.createStatement()) {
                st.execute("CREATE DATABASE slurm");
            }
            List<String> distribute = new ArrayList<>(List.of("distribute", "slurm", "--shards", "2",
                    "--tasks-per-node", "2", "--sync-dir", "sync", "--", "-e", "postgres", "--jdbc-url",
                    server.jdbcUrl("slurm")));
            distribute.addAll(WORKLOAD);
            Cli.Result printed = Cli.run(dir.resolve("log-distribute"), distribute.toArray(String[]::new));
            assertThat(printed.exitCode()).as(printed.err()).isZero();
            assertThat(printed.out()).contains("--sync-timeout 10m").contains("#SBATCH --ntasks-per-node=2");
            Files.writeString(job.resolve("ib.sbatch"), printed.out());

            long submittedAt = System.nanoTime();
            Cli.Result submitted = slurm.command(job, Map.of("PATH", storagebenchOnPath() + ":"
                    + System.getenv("PATH")), "sbatch", "--parsable", "ib.sbatch");
            assertThat(submitted.exitCode()).as(submitted.out()).isZero();
            id = submitted.out().strip().split(";")[0];
            Map<String, String> ended = slurm.awaitEnd(id, 180);
            // where this test's time goes, for its budget: the cluster and the server, then the job
            System.out.printf("slurm e2e: cluster and server up in %.1f s, job %s ended in %.1f s%n",
                    (submittedAt - began) / 1e9, id, (System.nanoTime() - submittedAt) / 1e9);
            Path output = job.resolve("storagebench-" + id + ".out");
            String log = Files.exists(output) ? Files.readString(output) : "(no output)";
            assertThat(ended).as(log).containsEntry("JobState", "COMPLETED").containsEntry("ExitCode", "0:0");
            assertThat(log).contains("0: shard 0/2 of run " + id, "1: shard 1/2 of run " + id);
        }

        Path results = job.resolve("results").resolve(id);
        try (Stream<Path> files = Files.list(results)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                shards.add(BundleFiles.read(file));
            }
        }
        assertThat(shards).hasSize(2);
        shards.sort((a, b) -> Integer.compare(a.workload().shard().index(), b.workload().shard().index()));
        for (int i = 0; i < 2; i++) {
            ResultBundle b = shards.get(i);
            assertThat(b.workload().shard()).isEqualTo(new ShardInfo(id, i, 2, null));
            assertThat(b.steps()).extracting(StepResult::name).containsExactlyElementsOf(STEPS);
            assertThat(b.steps()).extracting(StepResult::status).containsOnly(RunStatus.OK);
        }
        ShardSteps.assertEachStepStartsAfterEveryShardFinishedTheOneBefore(shards, STEPS);
        assertThat(job.resolve("sync").resolve(id)).as("the job's sync directory, made by its shards").isDirectory();

        Path merged = dir.resolve("merged.json");
        Cli.Result merge = Cli.run(dir.resolve("log-merge"), "merge", Cli.path(results), "--out", Cli.path(merged));
        assertThat(merge.exitCode()).as(merge.err()).isZero();
        ResultBundle run = BundleFiles.read(merged);
        assertThat(run.merged().count()).isEqualTo(2);
        // rows.l.i0 and rows.l.i1 are each client's: two clients, one a shard
        Map<String, Long> expectedRows = new HashMap<>(Map.of("l.i0", 2 * 1000L, "l.i1", 2 * 200L));
        for (String step : STEPS) {
            String actor = step.equals("l.x") ? "indexer" : "inserter";
            long rows = shards.stream().mapToLong(b -> step(b, step).actor(actor).rows()).sum();
            assertThat(step(run, step).actor(actor).rows()).as("%s merged rows", step).isEqualTo(rows);
            if (expectedRows.containsKey(step)) {
                assertThat(rows).as("%s rows of both shards", step).isEqualTo(expectedRows.get(step));
            }
            long samples = shards.stream().mapToLong(b -> step(b, step).actor(actor).responseTime().count()).sum();
            assertThat(step(run, step).actor(actor).responseTime().count()).as("%s merged samples", step)
                    .isEqualTo(samples);
        }
        long queries = shards.stream().mapToLong(b -> step(b, "qr100").actor("query").ops()).sum();
        assertThat(queries).isPositive();
        assertThat(step(run, "qr100").actor("query").ops()).isEqualTo(queries);

        Cli.Result report = Cli.run(dir.resolve("log-report"), "report", Cli.path(merged), "--out",
                Cli.path(dir.resolve("report")), "--format", "md");
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(Files.readString(dir.resolve("report/report.md"))).contains("qr100");
    }

    /** storagebench on the submitting shell's PATH, as a user's install puts it; sbatch passes PATH to the job. */
    private Path storagebenchOnPath() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path launcher = Files.writeString(bin.resolve("storagebench"), "#!/bin/sh\nexec '"
                + Path.of(System.getProperty("java.home"), "bin", "java") + "' -jar '" + Cli.JAR + "' \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }
}
