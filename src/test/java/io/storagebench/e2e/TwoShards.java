package io.storagebench.e2e;

import static io.storagebench.e2e.ShardSteps.step;
import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.ShardInfo;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A micro Insert Benchmark run as two shards that a scheduler's printed files started (Slurm, ssh), and what every
 * such run must show: both bundles OK with every step, each step started after both finished the one before, and
 * {@code merge} and {@code report} making the run's one result, whose rows and operations are the shards' sums.
 */
final class TwoShards {
    static final List<String> STEPS = List.of("l.i0", "l.x", "l.i1", "qr100");
    /** Two clients, one a shard; rows.l.i0 and rows.l.i1 are each client's. */
    static final List<String> WORKLOAD = List.of("--no-progress", "-p", "clients=2", "-p",
            "steps=" + String.join(",", STEPS), "-p", "rows.l.i0=1000", "-p", "rows.l.i1=200", "-p",
            "query.rates=100", "-p", "query.seconds=1", "-p", "query.warmup-seconds=0");

    private TwoShards() {
    }

    /** A directory holding {@code storagebench}, the built jar's launcher, as a user's install puts it on PATH. */
    static Path launcherDir(Path dir) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path launcher = Files.writeString(bin.resolve("storagebench"), "#!/bin/sh\nexec '"
                + Path.of(System.getProperty("java.home"), "bin", "java") + "' -jar '" + Cli.JAR + "' \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    /** The bundles in {@code results}, by shard. */
    static Map<Integer, ResultBundle> bundles(Path results) throws Exception {
        Map<Integer, ResultBundle> bundles = new HashMap<>();
        try (Stream<Path> files = Files.list(results)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                ResultBundle b = BundleFiles.read(file);
                bundles.put(b.workload().shard().index(), b);
            }
        }
        return bundles;
    }

    /** Checks the two shards' bundles of run {@code runId} in {@code results}, then merges and reports them. */
    static void assertTheyMergeAndReport(Path dir, String runId, Path results) throws Exception {
        Map<Integer, ResultBundle> byShard = bundles(results);
        assertThat(byShard).containsOnlyKeys(0, 1);
        List<ResultBundle> shards = List.of(byShard.get(0), byShard.get(1));
        for (int i = 0; i < 2; i++) {
            ResultBundle b = shards.get(i);
            assertThat(b.workload().shard()).isEqualTo(new ShardInfo(runId, i, 2, null));
            assertThat(b.steps()).extracting(StepResult::name).containsExactlyElementsOf(STEPS);
            assertThat(b.steps()).extracting(StepResult::status).containsOnly(RunStatus.OK);
        }
        ShardSteps.assertEachStepStartsAfterEveryShardFinishedTheOneBefore(shards, STEPS);

        Path merged = dir.resolve("merged.json");
        Cli.Result merge = Cli.run(dir.resolve("log-merge"), "merge", Cli.path(results), "--out", Cli.path(merged));
        assertThat(merge.exitCode()).as(merge.err()).isZero();
        ResultBundle run = BundleFiles.read(merged);
        assertThat(run.merged().count()).isEqualTo(2);
        Map<String, Long> expectedRows = Map.of("l.i0", 2 * 1000L, "l.i1", 2 * 200L);
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
}
