package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.ShardBundles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code storagebench merge}, {@code report} and {@code check} on the bundles three shards of one run wrote on two
 * client hosts (built by the model's test helpers, as {@code run --shard I/3} writes them).
 */
class MergeEndToEndTest {
    static final String RUN = "e2e-run";

    @TempDir
    static Path dir;

    static Path shards;

    @BeforeAll
    static void writeShards() throws Exception {
        shards = Files.createDirectories(dir.resolve("shards"));
        String[] hosts = {"client-a", "client-a", "client-b"};
        for (int i = 0; i < 3; i++) {
            long[] micros = LongStream.rangeClosed(1, 200L * (i + 1)).map(v -> 100 + 7 * v).toArray();
            BundleFiles.write(ShardBundles.shard(RUN, i, 3, hosts[i], 5L * i, 3, micros, 20 + i, 100),
                    shards.resolve("shard-" + i + ".json"));
        }
    }

    @Test
    void mergeWritesOneBundleForTheRun() throws Exception {
        Path out = dir.resolve("merged.json");
        Cli.Result r = Cli.run(dir.resolve("log-merge"), "merge", Cli.path(shards), "--out", Cli.path(out));

        assertThat(r.exitCode()).as(r.err()).isZero();
        // the run's summary, as run prints one, then where it went
        assertThat(r.out()).contains("qr100")
                .contains("merged 3 shards of run " + RUN + " (hosts client-a, client-b; OK) into ");
        ResultBundle merged = BundleFiles.read(out);
        assertThat(merged.workload().shard()).isNull();
        assertThat(merged.merged().count()).isEqualTo(3);
        assertThat(merged.steps().get(0).actor("query").ops()).isEqualTo(200 + 400 + 600);
        assertThat(merged.steps().get(0).actor("query").responseTime().count()).isEqualTo(1200);
    }

    @Test
    void reportAndCheckMergeTheShardsFirst() throws Exception {
        Path out = dir.resolve("report");
        Cli.Result r = Cli.run(dir.resolve("log-report"), "report", Cli.path(shards), "--out", Cli.path(out),
                "--format", "md");

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("merged 3 shards of run " + RUN).contains("report on 1 bundle (1 run");
        assertThat(Files.readString(out.resolve("report.md"))).contains("Client hosts").contains("client-b");

        Cli.Result check = Cli.run(dir.resolve("log-check"), "check", "--baseline", Cli.path(shards),
                "--candidate", Cli.path(shards));
        assertThat(check.exitCode()).as(check.out() + check.err()).isZero();
    }

    @Test
    void aMissingShardIsOneLineAndExitCode2() throws Exception {
        Cli.Result r = Cli.run(dir.resolve("log-missing"), "merge", Cli.path(shards.resolve("shard-0.json")),
                Cli.path(shards.resolve("shard-2.json")), "--out", Cli.path(dir.resolve("never.json")));

        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("merge: run " + RUN + ": shard 1/3 of 3 is missing (have 0/3, 2/3)");
        assertThat(dir.resolve("never.json")).doesNotExist();
    }
}
