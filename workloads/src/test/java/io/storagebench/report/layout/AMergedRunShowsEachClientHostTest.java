package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Run;
import io.storagebench.report.merge.ShardMerge;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.ShardBundles;
import io.storagebench.results.WorkloadInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A report on a run merged from three shards on two client hosts, one of whose background inserters fell behind. */
class AMergedRunShowsEachClientHostTest {
    static final long[] QUERIES = {100, 200, 300, 400};

    @TempDir
    Path dir;

    private static ResultBundle merged() {
        return ShardMerge.merge(List.of(ShardBundles.shard("run-9", 0, 3, "client-a", 0, 3, QUERIES, 20, 100),
                ShardBundles.shard("run-9", 1, 3, "client-a", 2, 3, QUERIES, 30, 100),
                ShardBundles.shard("run-9", 2, 3, "client-b", 1, 3, QUERIES, 40, 80)));
    }

    private static Section section(Report report, String heading) {
        return report.sections().stream().filter(s -> s.heading().equals(heading)).findFirst().orElseThrow();
    }

    @Test
    void theClientHostsSectionHasARowPerFigureAndHostAndTheFactsNameTheShards() {
        Report report = ReportBuilder.build(Comparison.of(List.of(merged()), null));

        Table hosts = section(report, "Client hosts").tables().get(0);
        assertThat(hosts.header()).containsExactly("figure", "host", "qr100");
        assertThat(hosts.rows()).extracting(r -> r.get(0).text() + " " + r.get(1).text())
                .contains("cpu_us_per_op.host client-a", "cpu_us_per_op.host client-b",
                        "cpu_us_per_op.client client-a", "read_latency_us client-b")
                .noneMatch(r -> r.startsWith("engine.") || r.startsWith("db_gb"));
        assertThat(report.facts()).anyMatch(f -> f.endsWith("merged from 3 shards of run run-9 on client-a, "
                + "client-b"));
        // the run's verdict fails: client-b's inserter missed its SLA
        assertThat(MarkdownRenderer.render(report)).contains("FAIL");
    }

    @Test
    void aMergedBundleRoundTripsAndOnlyItSaysWhereItCameFrom() throws Exception {
        ResultBundle merged = merged();
        Path file = dir.resolve("run-9.json");
        BundleFiles.write(merged, file);

        assertThat(BundleFiles.read(file)).isEqualTo(merged);
        assertThat(Files.readString(file)).contains("\"merged\"").doesNotContain("\"shard\"");
        assertThat(BundleFiles.toJson(ShardBundles.shard("run-9", 0, 1, "a", 0, 3, QUERIES, 20, 100)))
                .contains("\"shard\"").doesNotContain("\"merged\"");
        assertThat(merged.schemaVersion()).isEqualTo(ResultBundle.SCHEMA_VERSION);
    }

    @Test
    void theSameClientsInOneProcessAreAnotherRunNotARepeat() {
        ResultBundle shard = ShardBundles.shard("run-9", 0, 3, "client-a", 0, 3, QUERIES, 20, 100);
        WorkloadInfo w = shard.workload();
        ResultBundle oneProcess = ShardBundles.withWorkload(shard,
                new WorkloadInfo(w.name(), w.profile(), w.seed(), w.parameters()));
        Comparison c = Comparison.of(List.of(oneProcess, merged()), null);
        assertThat(c.runs()).extracting(Run::label)
                .containsExactly("postgres 1 process", "postgres 3 shards");
    }

    @Test
    void aReportOfOneProcessHasNoClientHostsSection() {
        Report report = ReportBuilder.build(Comparison.of(List.of(Bundles.sample()), null));
        assertThat(report.sections()).noneMatch(s -> s.heading().equals("Client hosts"));
    }
}
