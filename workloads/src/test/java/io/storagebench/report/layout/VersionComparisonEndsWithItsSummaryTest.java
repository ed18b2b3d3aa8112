package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.render.TerminalTables;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.Bundles;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SysbenchBundles;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The report of runs that are versions of one engine ends with the version summary: sysbench's groups, each step of
 * the Insert Benchmark, marked as the relative tables are, the movers with cpu/o and cs/o, the noise labelled when
 * unknown; runs of one version (a --vary of options) have none.
 */
class VersionComparisonEndsWithItsSummaryTest {
    private static final List<String> TESTS = List.of("point-query", "hot-points", "scan", "read-only-count",
            "update-index");

    /** point-query 20% slower at 25% more CPU per query in 18.7; the rest alike; repeats 1% apart. */
    private static ResultBundle sysbench(String version, double jitter) {
        boolean slower = version.equals("18.7");
        return SysbenchBundles.run("postgres", version, Map.of(), TESTS,
                t -> (slower && t.equals("point-query") ? 800 : 1000) * jitter,
                t -> slower && t.equals("point-query") ? 62.5 : 50, t -> 2);
    }

    private static Section summary(Report report) {
        Section last = report.sections().get(report.sections().size() - 1);
        assertThat(last.heading()).isEqualTo(VersionSummarySection.HEADING);
        return last;
    }

    private static List<String> row(Table table, String label) {
        return table.rows().stream().filter(r -> r.get(0).text().equals(label)).findFirst().orElseThrow().stream()
                .map(Cell::text).toList();
    }

    @Test
    void sysbenchVersionsEndWithTheGroupsMediansAndTheTestsThatMovedBeyondTheNoise() {
        Report report = ReportBuilder.build(Comparison.of(List.of(sysbench("16.16", 1), sysbench("17.12", 1),
                sysbench("18.7", 1), sysbench("16.16", 1.01), sysbench("17.12", 1.01), sysbench("18.7", 1.01)),
                null));

        Section summary = summary(report);
        Table groups = summary.tables().get(0);
        assertThat(groups.title()).isEqualTo("Version summary: relative QPS by group, median (min-max) of its tests");
        assertThat(groups.header()).containsExactly("group", "16.16 -> 17.12", "17.12 -> 18.7", "16.16 -> 18.7");
        assertThat(groups.rows()).extracting(r -> r.get(0).text()).containsExactly("point", "range",
                "range with aggregation", "writes", "moved");
        assertThat(row(groups, "point")).containsExactly("point", "1.00 (1.00-1.00)", "0.90 (0.80-1.00)",
                "0.90 (0.80-1.00)");
        assertThat(groups.rows().get(0).get(2).mark()).isEqualTo(Mark.WORSE);
        assertThat(groups.rows().get(0).get(1).mark()).isEqualTo(Mark.NONE);
        assertThat(row(groups, "writes")).containsExactly("writes", "1.00", "1.00", "1.00");
        assertThat(row(groups, "moved")).containsExactly("moved", "none of 5", "1 of 5", "1 of 5");

        assertThat(summary.tables()).extracting(Table::title).containsExactly(groups.title(),
                "Moved beyond the noise: 17.12 -> 18.7", "Moved beyond the noise: 16.16 -> 18.7");
        Table movers = summary.tables().get(1);
        assertThat(movers.header()).containsExactly("test", "QPS", "cpu/o", "cs/o", "reading");
        assertThat(row(movers, "point-query")).containsExactly("point-query", "0.80", "1.25", "1.00",
                "new CPU overhead");
        assertThat(movers.rows().get(0)).extracting(Cell::mark).containsExactly(Mark.NONE, Mark.WORSE, Mark.WORSE,
                Mark.NONE, Mark.NONE);

        assertThat(MarkdownRenderer.render(report)).contains("## Version summary",
                "| point | 1.00 (1.00-1.00) | \uD83D\uDFE8 0.90 (0.80-1.00) |");
        // the reading's words start its column in the terminal, the figures end theirs
        assertThat(TerminalTables.render(summary)).contains("Moved beyond the noise: 17.12 -> 18.7\n"
                + "test          QPS  cpu/o  cs/o  reading\n"
                + "point-query  0.80   1.25  1.00  new CPU overhead\n");
    }

    @Test
    void insertBenchmarkVersionsAreSummarisedStepByStep_withoutRepeatsTheNoiseIsUnknown() {
        ResultBundle older = version(Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true), "7.8.3");
        ResultBundle newer = version(Bundles.insertBenchmark("rocksdb", Map.of(), 0.8, 0.5, true), "10.4.2");

        Section summary = summary(ReportBuilder.build(Comparison.of(List.of(older, newer), null)));

        Table groups = summary.tables().get(0);
        assertThat(groups.title())
                .isEqualTo("Version summary: relative throughput by group, median (min-max) of its tests");
        assertThat(groups.header()).containsExactly("group", "7.8.3 -> 10.4.2");
        assertThat(groups.rows()).extracting(r -> r.get(0).text()).containsExactly("l.i0", "l.i1", "qr100", "moved");
        assertThat(row(groups, "l.i0")).containsExactly("l.i0", "0.80");
        assertThat(row(groups, "moved")).containsExactly("moved", "3 of 3, noise unknown");
        Table movers = summary.tables().get(1);
        assertThat(movers.title()).isEqualTo("Moved beyond 5%, noise unknown (single runs): 7.8.3 -> 10.4.2");
        assertThat(row(movers, "qr100")).containsExactly("qr100", "0.80", "1.25", "1.25",
                "new CPU overhead, more context switches per operation");
    }

    @Test
    void configurationsOfOneVersionHaveNoVersionSummary() {
        ResultBundle none = Bundles.insertBenchmark("rocksdb", Map.of("compression", "none"), 1.0, 0.5, true);
        ResultBundle zstd = Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 0.8, 0.5, true);

        Report report = ReportBuilder.build(Comparison.of(List.of(none, zstd), null));

        assertThat(report.sections()).extracting(Section::heading).doesNotContain(VersionSummarySection.HEADING);
    }

    @Test
    void versionsCrossedWithAVaryEndWithASummaryPerConfiguration_itsTablesNamedAfterIt() {
        ResultBundle none7 = version(Bundles.insertBenchmark("rocksdb", Map.of("compression", "none"), 1.0, 0.5,
                true), "7.8.3");
        ResultBundle zstd7 = version(Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 1.0, 0.5,
                true), "7.8.3");
        ResultBundle none10 = version(Bundles.insertBenchmark("rocksdb", Map.of("compression", "none"), 1.0, 0.5,
                true), "10.4.2");
        ResultBundle zstd10 = version(Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 0.8, 0.5,
                true), "10.4.2");

        Section summary = summary(ReportBuilder.build(Comparison.of(List.of(none7, zstd7, none10, zstd10), null)));

        assertThat(summary.tables()).extracting(Table::title).containsExactly(
                "Version summary (compression=none): relative throughput by group, median (min-max) of its tests",
                "Version summary (compression=zstd): relative throughput by group, median (min-max) of its tests",
                "Moved beyond 5%, noise unknown (single runs): 7.8.3 -> 10.4.2 (compression=zstd)");
        assertThat(summary.tables()).extracting(Table::id).doesNotHaveDuplicates();
        assertThat(row(summary.tables().get(0), "l.i0")).containsExactly("l.i0", "1.00");
        assertThat(row(summary.tables().get(1), "l.i0")).containsExactly("l.i0", "0.80");
    }

    private static ResultBundle version(ResultBundle b, String version) {
        EngineInfo e = b.engine();
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), new EngineInfo(e.name(),
                e.product(), version, e.flavour(), e.configuration(), e.options(), e.cacheBytes(), e.dataDir()),
                b.workload(), b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors());
    }
}
