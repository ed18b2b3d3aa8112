package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.render.HtmlRenderer;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Report;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.WorkloadInfo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 46 item 5: RocksDB at 200k rows and SQLite at 20k rows were compared as one insert-benchmark/tiny. */
class DifferingSettingsTest {
    private static final ResultBundle ROCKSDB = Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, true);
    private static final ResultBundle POSTGRES = Bundles.insertBenchmark("postgres", Map.of(), 0.5, null, true);

    @Test
    void runsWithTheSameParametersGiveNoWarning() {
        Comparison c = Comparison.of(List.of(ROCKSDB, POSTGRES, ROCKSDB), null);
        assertThat(DifferingSettings.lines(c)).isEmpty();
        assertThat(MarkdownRenderer.render(ReportBuilder.build(c))).doesNotContain(Report.WARNINGS_HEADING);
    }

    @Test
    void differentRowsNameTheParameterAndEachRunsValue() {
        Comparison c = Comparison.of(List.of(rows(ROCKSDB, "200000"), rows(POSTGRES, "20000")), null);
        assertThat(DifferingSettings.lines(c)).containsExactly(
                "runs differ in workload parameters: rows.l.i0 = 200000 (rocksdb) vs 20000 (postgres)");
    }

    @Test
    void aDifferentSeedAndProfileAreNamed() {
        ResultBundle other = workload(POSTGRES, "small", 7, ROCKSDB.workload().parameters());
        assertThat(DifferingSettings.lines(Comparison.of(List.of(ROCKSDB, other), null))).containsExactly(
                "runs differ in profile: tiny (rocksdb) vs small (postgres)",
                "runs differ in seed: 42 (rocksdb) vs 7 (postgres)");
    }

    @Test
    void runsOfOneEngineWithDifferentOptionsAreNamedAndRunsThatAgreeShareTheirValue() {
        ResultBundle zstd = Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 1.0, 0.5, true);
        ResultBundle lz4 = Bundles.insertBenchmark("rocksdb", Map.of("compression", "lz4"), 1.0, 0.5, true);
        Comparison c = Comparison.of(List.of(ROCKSDB, POSTGRES, zstd, lz4), null);
        assertThat(DifferingSettings.lines(c)).containsExactly("runs of rocksdb differ in engine options: "
                + "compression = unset (rocksdb) vs zstd (rocksdb compression=zstd) vs lz4 (rocksdb compression=lz4)");
    }

    @Test
    void enginesThatDifferInNameAndOptionsAreNotWarnedAbout() {
        ResultBundle zstd = Bundles.insertBenchmark("rocksdb", Map.of("compression", "zstd"), 1.0, 0.5, true);
        ResultBundle tuned = Bundles.insertBenchmark("postgres", Map.of("shared_buffers", "4GB"), 1.0, null, true);
        assertThat(DifferingSettings.lines(Comparison.of(List.of(zstd, tuned), null))).isEmpty();
    }

    @Test
    void theWarningComesBeforeAnyFigureInMarkdownAndHtml() {
        Report built = ReportBuilder.build(Comparison.of(List.of(rows(ROCKSDB, "200000"), rows(POSTGRES, "20000")),
                null));
        String line = "runs differ in workload parameters: rows.l.i0 = 200000 (rocksdb) vs 20000 (postgres)";
        String markdown = MarkdownRenderer.render(built);
        assertThat(markdown).contains("> - " + line.replace("_", "\\_"));
        assertThat(markdown.indexOf(line)).isLessThan(markdown.indexOf("- Base: "));
        // without sections, so no chart is drawn
        String html = HtmlRenderer.render(new Report(built.title(), built.warnings(), built.facts(), List.of()));
        assertThat(html).contains("<div class=\"warning\" role=\"alert\">", "<li>" + line + "</li>");
        assertThat(html.indexOf(line)).isLessThan(html.indexOf("<ul class=\"facts\">"));
    }

    private static ResultBundle rows(ResultBundle b, String rows) {
        return workload(b, b.workload().profile(), b.workload().seed(), Map.of("clients", "1", "rows.l.i0", rows));
    }

    private static ResultBundle workload(ResultBundle b, String profile, long seed, Map<String, String> parameters) {
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(),
                new WorkloadInfo(b.workload().name(), profile, seed, parameters), b.startedAt(), b.endedAt(),
                b.status(), b.steps(), b.errors());
    }
}
