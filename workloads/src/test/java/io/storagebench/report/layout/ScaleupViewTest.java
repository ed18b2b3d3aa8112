package io.storagebench.report.layout;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.render.MarkdownRenderer;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SysbenchBundles;
import io.storagebench.results.WorkloadInfo;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The scaleup view of a sweep: per test, QPS at each count over QPS at the smallest below the perfect scaleup, and
 * cpu/o and cs/o at each count over the smallest's, as tables (tests in rows) and a line chart per sysbench group.
 */
class ScaleupViewTest {
    private static final List<String> TESTS = List.of("point-query", "scan", "read-only-count", "update-index");

    /**
     * At {@code threads} clients: point-query scales perfectly at the same cost; update-index stays at its QPS
     * while its CPU and context switches per query grow with the clients (contention).
     */
    private static ResultBundle at(int threads) {
        return SysbenchBundles.run("postgres", "18.1", Map.of("threads", String.valueOf(threads)), TESTS,
                t -> t.equals("update-index") ? 1000 : 1000.0 * threads,
                t -> t.equals("update-index") ? 50.0 * threads : 50,
                t -> t.equals("update-index") ? 2.0 * threads : 2);
    }

    private static Report report() {
        return ReportBuilder.build(Comparison.of(List.of(at(1), at(2), at(4)), null));
    }

    private static Section scaleup(Report report) {
        return report.sections().stream().filter(s -> s.heading().equals("Scaleup")).findFirst().orElseThrow();
    }

    private static List<String> row(Table table, String label) {
        return table.rows().stream().filter(r -> r.get(0).text().equals(label)).findFirst().orElseThrow().stream()
                .map(Cell::text).toList();
    }

    @Test
    void relativeQpsPerTestStandsBelowThePerfectScaleup() {
        Report report = report();
        assertThat(report.sections()).extracting(Section::heading).startsWith("Throughput", "Scaleup");
        Table qps = scaleup(report).tables().get(0);

        assertThat(qps.title()).isEqualTo("Scaleup of postgres: relative QPS");
        assertThat(qps.header()).containsExactly("test", "threads=2", "threads=4");
        assertThat(qps.rows()).extracting(r -> r.get(0).text()).containsExactly("perfect scaleup", "point-query",
                "scan", "read-only-count", "update-index");
        assertThat(row(qps, "perfect scaleup")).containsExactly("perfect scaleup", "2.00", "4.00");
        assertThat(row(qps, "point-query")).containsExactly("point-query", "2.00", "4.00");
        assertThat(row(qps, "update-index")).containsExactly("update-index", "1.00", "1.00");
        // more clients are expected to do more: no ratio is highlighted as better
        assertThat(qps.rows()).allSatisfy(r -> assertThat(r).extracting(Cell::mark).containsOnly(Mark.NONE));
    }

    @Test
    void cpuAndContextSwitchesPerQueryAtEachCountAreRelativeToTheSmallest() {
        List<Table> tables = scaleup(report()).tables();
        assertThat(tables).extracting(Table::title).containsExactly("Scaleup of postgres: relative QPS",
                "Scaleup of postgres: cpu/o relative to threads=1", "Scaleup of postgres: cs/o relative to threads=1");

        Table cpu = tables.get(1);
        assertThat(row(cpu, "point-query")).containsExactly("point-query", "1.00", "1.00");
        assertThat(row(cpu, "update-index")).containsExactly("update-index", "2.00", "4.00");
        assertThat(cpu.rows().get(3).get(2).mark()).isEqualTo(Mark.WORSE);
        assertThat(row(tables.get(2), "update-index")).containsExactly("update-index", "2.00", "4.00");
    }

    @Test
    void aLineChartPerGroupDrawsRelativeQpsAgainstTheCountBesideThePerfectLine() {
        List<Chart> charts = scaleup(report()).charts();
        assertThat(charts).extracting(Chart::title).containsExactly("Scaleup of postgres, point: relative QPS",
                "Scaleup of postgres, range: relative QPS", "Scaleup of postgres, range with aggregation: relative QPS",
                "Scaleup of postgres, writes: relative QPS");
        Chart point = charts.get(0);
        assertThat(point.kind()).isEqualTo(Chart.Kind.LINE);
        assertThat(point.xTitle()).isEqualTo("threads");
        assertThat(point.series()).extracting(Chart.ChartSeries::name).containsExactly("perfect scaleup",
                "point-query");
        assertThat(point.series().get(0).x()).containsExactly(1.0, 2.0, 4.0);
        assertThat(point.series().get(0).y()).containsExactly(1.0, 2.0, 4.0);
        assertThat(charts.get(3).series().get(1).y()).containsExactly(1.0, 1.0, 1.0);
    }

    @Test
    void theMarkdownReportHasTheScaleupTablesAndNoWarningForTheSweptCount() {
        String md = MarkdownRenderer.render(report());
        assertThat(md).contains("## Scaleup", "### Scaleup of postgres: relative QPS",
                "| perfect scaleup | 2.00 | 4.00 |", "### Scaleup of postgres: cs/o relative to threads=1")
                .doesNotContain(Report.WARNINGS_HEADING);
    }

    @Test
    void anInsertBenchmarkSweepOverClientsHasOneChartOfEveryStepAndNamesItsRateThroughput() {
        List<ResultBundle> sweep = List.of(clients(1, 1.0), clients(2, 1.6));
        Section section = scaleup(ReportBuilder.build(Comparison.of(sweep, null)));

        Table qps = section.tables().get(0);
        assertThat(qps.title()).isEqualTo("Scaleup of rocksdb: relative throughput");
        assertThat(row(qps, "l.i0")).containsExactly("l.i0", "1.60");
        assertThat(section.charts()).extracting(Chart::title)
                .containsExactly("Scaleup of rocksdb: relative throughput");
    }

    /** An Insert Benchmark run at {@code clients}, {@code speed} times the one-client rates. */
    private static ResultBundle clients(int clients, double speed) {
        ResultBundle b = Bundles.insertBenchmark("rocksdb", Map.of(), speed, 0.5, true);
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(),
                new WorkloadInfo("insert-benchmark", "tiny", 42, Map.of("clients", String.valueOf(clients))),
                b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors());
    }

    @Test
    void runsThatAreNoSweepHaveNoScaleupSection() {
        Report report = ReportBuilder.build(Comparison.of(List.of(at(1)), null));
        assertThat(report.sections()).extracting(Section::heading).doesNotContain("Scaleup");
    }
}
