package io.storagebench.e2e;

import static io.storagebench.e2e.ShardSteps.step;
import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sbatch script {@code distribute slurm} prints, submitted unchanged to a real Slurm ({@link SlurmCluster}: this
 * machine as its one node) for two shards sharing the node ({@code --tasks-per-node 2}) against a PostgreSQL on
 * 127.0.0.1: srun starts both tasks of the one job, each takes its shard from {@code SLURM_PROCID} and the run id
 * from the job, the job's sync and results directories are made by the shards themselves (the printed script failed
 * at once when they were not), every step of a shard starts after both finished the one before, the job completes,
 * and {@code merge} and {@code report} make the run's one result, whose rows and operations are the shards' sums.
 * And one task of such a job stopped with SIGTERM (what scancel sends first) while both measure a long step: the
 * other ends that step within a heartbeat with one line naming the stopped shard, and both bundles are kept. One
 * cluster and one server for both. Micro-sized: what it pins is the path through a real scheduler,
 * not a rate.
 */
class SlurmEndToEndTest {
    /** A query step far longer than the test after a load of seconds: only the stopped shard can end it. */
    private static final String[] STOPPED_STEPS = {"l.i0", "l.x", "qr100"};
    private static final List<String> STOPPED_WORKLOAD = List.of("--no-progress", "-p", "clients=2", "-p",
            "steps=" + String.join(",", STOPPED_STEPS), "-p", "rows.l.i0=1000", "-p", "query.rates=100", "-p",
            "query.seconds=600", "-p", "query.warmup-seconds=0");

    @TempDir
    static Path shared;
    private static SlurmCluster slurm;
    private static PostgresServer server;
    private static double startSeconds;

    @TempDir
    Path dir;

    @BeforeAll
    static void startSlurmAndPostgres() throws Exception {
        long began = System.nanoTime();
        slurm = SlurmCluster.start(shared.resolve("slurm"));
        server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        startSeconds = (System.nanoTime() - began) / 1e9;
    }

    @AfterAll
    static void stopThem() throws Exception {
        try {
            if (server != null) {
                server.close();
            }
        } finally {
            if (slurm != null) {
                slurm.close();
            }
        }
    }

    @Test
    void thePrintedScriptRunsTwoShardsAsOneJobWhoseBundlesMergeAndReport() throws Exception {
        Path job = Files.createDirectories(dir.resolve("job"));
        String id = submit(job, "slurm", TwoShards.WORKLOAD);
        long submittedAt = System.nanoTime();
        Map<String, String> ended = slurm.awaitEnd(id, 180);
        // where this test's time goes, for its budget: the cluster and the server, then the job
        System.out.printf("slurm e2e: cluster and server up in %.1f s, job %s ended in %.1f s%n", startSeconds, id,
                (System.nanoTime() - submittedAt) / 1e9);
        String log = output(job, id);
        assertThat(ended).as(log).containsEntry("JobState", "COMPLETED").containsEntry("ExitCode", "0:0");
        assertThat(log).contains("0: shard 0/2 of run " + id, "1: shard 1/2 of run " + id);

        // the script's --sync-dir is sync/JOB_ID, and the run's files go under the run id within it
        assertThat(job.resolve("sync").resolve(id).resolve(id)).as("the job's sync directory, made by its shards")
                .isDirectory();
        TwoShards.assertTheyMergeAndReport(dir, id, job.resolve("results").resolve(id));
    }

    @Test
    void aShardStoppedMidStepStopsTheOtherWithinAHeartbeatWithOneLineNamingItAndBothBundlesKept() throws Exception {
        Path job = Files.createDirectories(dir.resolve("job"));
        String id = submit(job, "stopped", STOPPED_WORKLOAD);
        try {
            Path sync = job.resolve("sync").resolve(id).resolve(id);
            awaitBothMeasuring(job, id, sync.resolve("step-2.outcome"));
            // SIGTERM, what scancel sends first: the shard stops as on Ctrl-C, keeps its bundle and says it left
            signalTask(id, 1, "TERM");
            long stoppedAt = System.nanoTime();
            Map<String, String> ended = slurm.awaitEnd(id, 60);
            double stoppedIn = (System.nanoTime() - stoppedAt) / 1e9;
            System.out.printf("slurm e2e: shard 1 of job %s stopped, shard 0 stopped %.1f s later%n", id, stoppedIn);
            String log = output(job, id);
            // one heartbeat (5 s) to notice, then the step's stop and the bundle; far below the 60 s of silence
            assertThat(stoppedIn).as(log).isLessThan(30);
            assertThat(ended).as(log).containsEntry("JobState", "FAILED");
            String line = "shard 1/2 of run " + id + " ended during step qr100, so the run cannot go on";
            assertThat(log).contains("0: run: " + line);
            assertThat(log.lines().filter(l -> l.contains("so the run cannot go on"))).as(log).hasSize(1);

            Map<Integer, ResultBundle> bundles = TwoShards.bundles(job.resolve("results").resolve(id));
            assertThat(bundles).as(whatTheJobLeft(job, id)).containsOnlyKeys(0, 1);
            ResultBundle survivor = bundles.get(0);
            assertThat(survivor.status()).isEqualTo(RunStatus.FAILED);
            assertThat(survivor.errors()).contains(line);
            assertThat(survivor.steps()).extracting(StepResult::name).containsExactly(STOPPED_STEPS);
            assertThat(survivor.steps()).extracting(StepResult::status).containsExactly(RunStatus.OK, RunStatus.OK,
                    RunStatus.INTERRUPTED);
            assertThat(step(survivor, "qr100").actor("query").ops()).isPositive();
            ResultBundle stopped = bundles.get(1);
            assertThat(stopped.status()).isEqualTo(RunStatus.INTERRUPTED);
            assertThat(stopped.steps()).extracting(StepResult::status).containsExactly(RunStatus.OK, RunStatus.OK,
                    RunStatus.INTERRUPTED);
        } finally {
            slurm.command(job, Map.of(), "scancel", id);
        }
    }

    /** Waits until both shards went on from the wait before the long step, then lets them measure for a moment. */
    private static void awaitBothMeasuring(Path job, String id, Path outcome) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.exists(outcome) && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(outcome).as(whatTheJobLeft(job, id)).hasContent("went on");
        Thread.sleep(2000);
    }

    /** Sends one task of the job's srun step a signal ({@code TERM}, {@code KILL}), as a lost node or scancel would. */
    private static void signalTask(String id, int task, String signal) throws Exception {
        long pid = slurm.taskPid(id, task);
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).inheritIO().start();
        assertThat(kill.waitFor()).as("kill -%s %d", signal, pid).isZero();
    }

    /** Prints the script for two shards on the one node into {@code job}, submits it, and returns the job's id. */
    private String submit(Path job, String database, List<String> workload) throws Exception {
        try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + database);
        }
        List<String> distribute = new ArrayList<>(List.of("distribute", "slurm", "--shards", "2",
                "--tasks-per-node", "2", "--sync-dir", "sync", "--", "-e", "postgres", "--jdbc-url",
                server.jdbcUrl(database)));
        distribute.addAll(workload);
        Cli.Result printed = Cli.run(dir.resolve("log-distribute"), distribute.toArray(String[]::new));
        assertThat(printed.exitCode()).as(printed.err()).isZero();
        assertThat(printed.out()).contains("--sync-timeout 10m").contains("#SBATCH --ntasks-per-node=2");
        Files.writeString(job.resolve("ib.sbatch"), printed.out());
        Cli.Result submitted = slurm.command(job, Map.of("PATH", TwoShards.launcherDir(dir) + ":"
                + System.getenv("PATH")), "sbatch", "--parsable", "ib.sbatch");
        assertThat(submitted.exitCode()).as(submitted.out()).isZero();
        return submitted.out().strip().split(";")[0];
    }

    /**
     * The job's output, its sync directory's files with their content, and its bundles' steps: what a failed wait
     * shows of where the shards were.
     */
    private static String whatTheJobLeft(Path job, String id) throws Exception {
        StringBuilder s = new StringBuilder("job " + id + ": " + slurm.job(id).get("JobState") + "\n"
                + output(job, id));
        for (String where : List.of("sync", "results")) {
            Path d = job.resolve(where).resolve(id);
            if (!Files.isDirectory(d)) {
                s.append("\n(no ").append(d).append(")");
                continue;
            }
            try (Stream<Path> files = Files.walk(d)) {
                for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                    s.append("\n").append(d.relativize(f)).append(": ");
                    if (f.toString().endsWith(".json")) {
                        ResultBundle b = BundleFiles.read(f);
                        s.append(b.status()).append(" ").append(b.steps().stream()
                                .map(r -> r.name() + " " + r.status()).toList());
                    } else {
                        s.append(Files.readString(f).strip());
                    }
                }
            }
        }
        return s.toString();
    }

    private static String output(Path job, String id) throws Exception {
        Path output = job.resolve("storagebench-" + id + ".out");
        return Files.exists(output) ? Files.readString(output) : "(no output)";
    }
}
